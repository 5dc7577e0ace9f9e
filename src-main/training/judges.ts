/**
 * The current judges of the stored drills, by family: a card drill's answers come from the miner's
 * judge (drill-judge.ts JUDGE_VERSION), a bidding drill's from the review's bidding judge (bid-mine.ts
 * BID_JUDGE_VERSION). A stored drill of an older judge than its family's is neither served nor counted
 * until the stock has judged it again (stock.ts), so a fix to either judge reaches the drills on a disk.
 */
import type { JudgeVersions } from '../store/drills.ts';
import { BID_JUDGE_VERSION, BID_THEMES } from './bid-mine.ts';
import { JUDGE_VERSION } from './drill-judge.ts';

export const JUDGES: JudgeVersions = { card: JUDGE_VERSION, bid: BID_JUDGE_VERSION, bidThemes: BID_THEMES };

/** The current judge's version for a drill of `theme`. */
export const judgeFor = (theme: string): number =>
  JUDGES.bidThemes.includes(theme) ? JUDGES.bid : JUDGES.card;

/**
 * Where each rule the engine enforces is written down. The rule documents live in ../shared/rules
 * (000 … 004); the app never quotes them, it explains in its own words and cites the place instead,
 * naming the document as a reader knows it ("pravidla ČSM"), never by its file.
 *
 * Document 000 (ČSM general rules) is split into articles (roman numerals) and numbered paragraphs;
 * the others have no numbering and are cited by the heading of their section.
 */
import type { ClaimTest } from '../engine/state.ts';
import type { HundredGrowth } from '../rules/ruleset.ts';
import type { ItemKind, Outcome } from '../settlement/settle.ts';
import type { CommonReasonCode } from './reason.ts';
import type { Lang } from './names.ts';
import type { Citation, DocId } from './citation.ts';
import { SECTION_NAME_EN } from '../rulebook/section-names.ts';

export type { Citation, DocId } from './citation.ts';

/**
 * The documents as a reader names them: 000 the general rules of the Czech mariáš association, 001 a
 * popular description of the house game, 002 the association's tournament rules, 003 an English
 * description of the game, 004 the rules as another mariáš app states them.
 */
export const DOC_NAME: Readonly<Record<DocId, Readonly<Record<Lang, string>>>> = {
  '000': { cs: 'pravidla ČSM', en: 'ČSM rules' },
  '001': { cs: 'domácí pravidla', en: 'house rules' },
  '002': { cs: 'turnajová pravidla ČSM', en: 'ČSM tournament rules' },
  '003': { cs: 'anglický popis hry', en: 'English description of the game' },
  '004': { cs: 'pravidla jiné mariášové aplikace', en: "another mariáš app's rules" },
};

const csm = (article: string, paragraph?: number): Citation =>
  paragraph === undefined ? { doc: '000', article } : { doc: '000', article, paragraph };

/**
 * The article behind each refusal (see engine/legal.ts for which check produces which reason).
 * null: a technical refusal that no rule document speaks about. A variant's own reasons carry their
 * article in explain/words/*.ts.
 */
export const REASON_ARTICLE: Readonly<Record<CommonReasonCode, Citation | null>> = {
  handOver: null,
  // Players act in turn, in the direction of play.
  notYourTurn: csm('II', 6),
  wrongPhase: null,
  notInHand: null,
  // Forehand chooses trumps from the first seven cards, or blind from the second five.
  notInFirstSeven: csm('VII', 1),
  blindIndex: csm('VII', 1),
  // The other app allows the blind choice only with at most two cards of every suit.
  blindNeedsShortSuits: { doc: '004', section: 'Rozdávání' },
  // The ČSM list of contracts has no open betl or open durch.
  gameNotOffered: csm('IV', 1),
  // After "Barva?" only a game without trumps (and from betl only durch) may take over.
  gameTooLow: csm('VII', 1),
  // The talon is two cards.
  discardCount: csm('II', 4),
  discardTwice: csm('II', 4),
  discardAceOrTen: csm('IV', 12),
  // The chosen trump card lies aside and is turned up when the game is approved.
  discardTrumpCard: csm('VII', 1),
  sevenNeedsTrumpSeven: csm('IV', 4),
  hundredNeedsMarriage: csm('IV', 5),
  // The defence may announce seven or hundred in its first round of comments.
  againstNotNow: csm('VII', 1),
  againstTaken: csm('VII', 1),
  againstNeedsSeven: csm('IV', 4),
  againstNeedsMarriage: csm('IV', 5),
  cannotDouble: csm('V', 5),
  // Only the house rules stop the ladder (at retutti).
  doubleLimit: { doc: '001', section: 'Flek-re' },
  emptyDouble: csm('V', 5),
  mustFollowSuit: csm('II', 7),
  mustOvertake: csm('II', 8),
  mustTrump: csm('II', 7),
  mustOvertrump: csm('II', 8),
  sevenMustWait: csm('IV', 11),
  auxSevenMustWait: csm('IV', 11),
  // The tournament rules give the claim to the declarer ("aktér") and a wrong claim's remedy.
  claimNotDeclarer: { doc: '002', article: 'II', paragraph: 21 },
  claimRepeated: { doc: '002', article: 'II', paragraph: 21 },
  // A limit of the app, not of the rules.
  variantNotAvailable: null,
  computerSeat: null,
  personToAct: null,
  undoPracticeOnly: null,
  coachPracticeOnly: null,
  coachOtherSeat: null,
  coachRevealPeople: null,
  nothingToUndo: null,
  handNotOver: null,
  whyAfterHand: null,
  whyNoCall: null,
  whyNotReproduced: null,
  notSettled: null,
  otherPeople: null,
  notYourSeat: null,
  notYourUndo: null,
  nothingToShare: null,
  notShared: null,
  unseenCards: null,
  hintsTooOften: null,
};

/** What each settled item is and when it is won (the contract itself). */
export const ITEM_ARTICLE: Readonly<Record<ItemKind, Citation>> = {
  game: csm('IV', 3),
  seven: csm('IV', 4),
  hundred: csm('IV', 5),
  // Seven and hundred against: announced by the defence in its first round.
  sevenAgainst: csm('VII', 1),
  hundredAgainst: csm('VII', 1),
  betl: csm('IV', 7),
  durch: csm('IV', 8),
  openBetl: { doc: '003', section: 'Open Betl' },
  openDurch: { doc: '003', section: 'Open Durch' },
  silentSeven: csm('V', 8),
  silentHundred: csm('V', 7),
  // Licitovaný only: the trump and the auxiliary seven take the last two tricks.
  twoSevens: csm('IV', 9),
};

export type OutcomeCode = Outcome['code'];

/** Why an item was won or lost. */
export const OUTCOME_ARTICLE: Readonly<Record<OutcomeCode, Citation | null>> = {
  // Nobody doubled a plain game: it is paid without being played.
  unplayed: { doc: '004', section: 'Flekování' },
  // Card values (III.1); the game is won with more points than the other side (IV.3).
  morePoints: csm('IV', 3),
  hundred: csm('IV', 5),
  sevenWon: csm('IV', 4),
  sevenEarly: csm('IV', 4),
  sevenKilled: csm('IV', 4),
  // Licitovaný: dvě sedmy (čl. IV odst. 9, the held-back sevens odst. 11), the tournament's rule on four
  // auxiliary cards (TP čl. III) and omyl (TP čl. II odst. 17).
  twoSevensWon: csm('IV', 9),
  auxSevenEarly: csm('IV', 11),
  auxSevenLate: csm('IV', 9),
  auxSevenKilled: csm('IV', 9),
  // A seven not the announcer's own, or never played: the seven's own article; dvě sedmy's item cites
  // odst. 9 itself.
  sevenWithDefence: csm('IV', 4),
  sevenMissing: csm('IV', 4),
  auxFour: { doc: '002', article: 'III', paragraph: 1 },
  folded: { doc: '002', article: 'II', paragraph: 17 },
  trickMajority: { doc: '003', section: 'Licitovaný Mariáš' },
  noTrick: csm('IV', 7),
  tookTrick: csm('IV', 7),
  allTricks: csm('IV', 8),
  lostTrick: csm('IV', 8),
  // A laid-down game is paid at its base rate (the split of flek money in the same paragraph).
  laidDown: csm('V', 10),
  // Křížový: durch s chytrým, the first seven tricks suffice and the taker of the last is paid with him.
  durchClever: csm('VII', 2),
};

/** What a claim must prove (the strict test of a suit game, betl and durch). */
export const LAYDOWN_ARTICLE: Citation = csm('V', 11);
/**
 * What a claim of each contract must prove: the general rules for a game or hundred (not ten of the
 * 90 points), betl, durch and a claim without the strict test; the tournament rules for a seven (no
 * trick lost) and dvě sedmy (not lost whatever the defence holds and plays).
 */
export const CLAIM_TEST_ARTICLE: Readonly<Record<ClaimTest, Citation>> = {
  points: csm('V', 11),
  noTrick: { doc: '002', article: 'II', paragraph: 19 },
  twoSevens: { doc: '002', article: 'II', paragraph: 19 },
  betl: csm('V', 11),
  durch: csm('V', 11),
  contract: csm('V', 11),
};
/** A wrong claim: not a revoke; the rest is played with the declarer's cards open. */
export const WRONG_CLAIM_ARTICLE: Citation = { doc: '002', article: 'II', paragraph: 21 };
/** The split of flek money on a laid-down game. */
export const LAYDOWN_SPLIT_ARTICLE: Citation = csm('V', 10);

/** Values of the cards, the last trick and marriages. */
export const POINTS_ARTICLE: Citation = csm('III', 1);
/** Who pays whom: each defender pays the declarer, or the declarer pays each defender. */
export const PAYMENT_ARTICLE: Citation = csm('V', 1);
/** Base rates. */
export const RATES_ARTICLE: Citation = csm('V', 2);
/** Hearts as trumps double the rate. */
export const RED_ARTICLE: Citation = csm('V', 4);
/** Each flek doubles the rate. */
export const DOUBLE_ARTICLE: Citation = csm('V', 5);
/** The cap on one payment. */
export const LIMIT_ARTICLE: Citation = csm('V', 9);
/** Křížový in pairs: each loser pays one winner (settlement/payment.ts). */
export const PAIRS_ARTICLE: Citation = csm('VII', 2);

/** How a hundred grows per 10 points, by rule option (see rules/ruleset.ts). */
export const GROWTH_ARTICLE: Readonly<Record<HundredGrowth, Citation>> = {
  rate: csm('V', 6),
  double: { doc: '003', section: 'Game Points' },
  halfGame: { doc: '001', section: 'Kategorie mariáše a jejich bodové hodnocení', paragraph: 10 },
};

/**
 * A citation as text, the document first: cs "pravidla ČSM, čl. II odst. 7", en "ČSM rules, art. II §7";
 * for documents with sections cs "domácí pravidla, oddíl „Talón“" (the heading as the document writes
 * it), en "house rules, section “The talon”" (the section's English name, as the rulebook heads it).
 */
export function formatCitation(c: Citation, lang: Lang): string {
  const parts: string[] = [];
  if (c.article !== undefined) parts.push(lang === 'cs' ? `čl. ${c.article}` : `art. ${c.article}`);
  if (c.section !== undefined)
    parts.push(lang === 'cs' ? `oddíl „${c.section}“` : `section “${sectionName(c.doc, c.section)}”`);
  if (c.paragraph !== undefined) {
    if (c.article !== undefined) parts.push(lang === 'cs' ? `odst. ${c.paragraph}` : `§${c.paragraph}`);
    else parts.push(lang === 'cs' ? `bod ${c.paragraph}` : `item ${c.paragraph}`);
  }
  const where = c.article !== undefined ? parts.join(' ') : parts.join(', ');
  const doc = DOC_NAME[c.doc][lang];
  return where === '' ? doc : `${doc}, ${where}`;
}

/**
 * A section's English name: its part's title in the rulebook (what a reader sees when the citation
 * opens it), else the heading as cited. Read from rulebook/section-names.ts, not the documents, so that
 * the formatter does not bring the rulebook's text into every page that words a citation.
 */
export function sectionName(doc: DocId, section: string): string {
  return (doc === '000' ? undefined : SECTION_NAME_EN[doc][section]) ?? section;
}

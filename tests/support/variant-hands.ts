/**
 * Finished hands of every variant for the review's benchmark and flips script (scripts/bench-review.ts,
 * scripts/review-flips.ts) and the tests that measure the review's work: volený dealt and played by the
 * review tests' chooser (tests/unit/review/support.ts `playedOutHand`), the others dealt from a seed and
 * played by the computer's rules players (as tests/unit/review/variants.slow.test.ts makes them), each the
 * first hand from the seed on that was played out (cards on the table). The seat reviewed alternates
 * between the declarer and the first defender after him.
 */
import {
  type HandRecord,
  type HandSetup,
  type HandState,
  type Seat,
  PRESETS,
  activeSeats,
  createRng,
  preset,
  shuffledDeck,
  sideOf,
} from '../../src-shared/index.ts';
import { fourHandTable } from '../../src-shared/variants/four-hand/deal.ts';
import { rulePlayer } from '../../src-main/ai/baselines.ts';
import { playHand } from '../../src-main/ai/match.ts';
import { playedOutHand } from '../unit/review/support.ts';

export const REVIEW_VARIANTS = ['chosen', 'auction', 'fourHand', 'twoHand'] as const;
export type ReviewVariant = (typeof REVIEW_VARIANTS)[number];

/** What each variant's hands are, in one line (the benchmark's first line names it). */
export const VARIANT_LINE: Readonly<Record<ReviewVariant, string>> = {
  chosen: 'chosen (volený, pravidla ČSM, three players, the review tests’ chooser)',
  auction: 'auction (licitovaný by three, csm002, the rules players)',
  fourHand: 'fourHand (křížový, pravidla ČSM, four players, the rules players)',
  twoHand: 'twoHand (lízaný, pravidla ČSM, two players, the rules players)',
};

export function isReviewVariant(v: string): v is ReviewVariant {
  return (REVIEW_VARIANTS as readonly string[]).includes(v);
}

function setupOf(variant: Exclude<ReviewVariant, 'chosen'>, seed: number): HandSetup {
  const deck = shuffledDeck(createRng(seed));
  switch (variant) {
    case 'auction':
      return { rules: preset('csm002'), table: { size: 3, dealer: 2 }, deck, variant };
    case 'fourHand':
      return { rules: PRESETS.csm, table: fourHandTable(seed % 4), deck, variant };
    case 'twoHand':
      return { rules: PRESETS.csm, table: { size: 2, dealer: 1 }, deck, variant };
  }
}

/** The first hand of `variant` from seed `from` on that was played out: its seed, record and end. */
export function variantHand(
  variant: ReviewVariant,
  from: number,
): { seed: number; record: HandRecord; end: HandState } {
  if (variant === 'chosen') return playedOutHand(from);
  for (let seed = from; seed < from + 1000; seed++) {
    const setup = setupOf(variant, seed);
    const players = Array.from({ length: setup.table.size }, () => rulePlayer);
    const hand = playHand(setup, players, seed);
    if (hand.playStart === null || hand.final.tricks.length < 2) continue;
    return { seed, record: { setup, actions: hand.decisions.map((d) => d.action) }, end: hand.final };
  }
  throw new Error(`no ${variant} hand played out from seed ${from}`);
}

/** The seat reviewed in the `i`-th hand: the declarer, then the first defender after him, alternately. */
export function reviewedSeat(end: HandState, i: number): Seat {
  const declarer = end.declarer as Seat;
  if (i % 2 === 0) return declarer;
  const seats = activeSeats(end.table);
  const at = seats.indexOf(declarer);
  for (let k = 1; k < seats.length; k++) {
    const s = seats[(at + k) % seats.length] as Seat;
    if (sideOf(end, s) === 'defence') return s;
  }
  return declarer;
}

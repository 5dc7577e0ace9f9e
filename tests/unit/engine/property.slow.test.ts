/**
 * Properties over random complete hands (fast-check): cards are conserved, card points sum to 90, a
 * seat to act always has a legal action until the hand ends, legal actions are accepted and settlement
 * sums to zero. 100,000 hands run in `npm run test:slow`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  FULL_DECK,
  PRESETS,
  apply,
  createRng,
  fromCards,
  illegalCards,
  legalActions,
  newHand,
  seatCardPoints,
  settle,
  shuffledDeck,
  size,
  union,
} from '../../../src-shared/index.ts';

const RUNS = 100_000;

/** Every card somewhere: hands, talon, tricks taken and the trick on the table. */
function allCards(s: HandState): number {
  let set = s.talon;
  for (const h of s.hands) set = union(set, h);
  for (const t of s.tricks) set = union(set, fromCards(t.cards));
  return union(set, fromCards(s.trick?.cards ?? []));
}

/** Bias the random player towards suit games so most hands are played to the last trick. */
function pick(legal: Action[], rng: ReturnType<typeof createRng>): Action {
  // Claims (ložená hra) have their own tests (claim*.test.ts); here they would only cost searches.
  const moves = legal.filter((a) => a.type !== 'claim');
  const plain = moves.filter((a) => !(a.type === 'chooseGame' && a.game !== 'suit') && a.type !== 'refuse');
  const pool = plain.length > 0 && rng.int(10) > 0 ? plain : moves;
  return pool[rng.int(pool.length)] as Action;
}

describe('random complete hands', () => {
  it(`hold the invariants over ${RUNS.toLocaleString('en')} hands`, () => {
    let played = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.constantFrom('csm' as const, 'house001' as const),
        fc.integer({ min: 0, max: 2 }),
        (seed, preset, dealer) => {
          const rng = createRng(seed);
          let s = newHand({ rules: PRESETS[preset], table: { size: 3, dealer }, deck: shuffledDeck(rng) });
          for (let steps = 0; s.phase !== 'finished'; steps++) {
            if (steps > 200) return false;
            const legal = legalActions(s);
            if (legal.length === 0) return false;
            const next = apply(s, pick(legal, rng));
            if (!next.ok) return false;
            s = next.value;
            if (allCards(s) !== FULL_DECK) return false;
            // Every card the seat to act may not play has a reason, and the legal ones none.
            if (
              s.phase === 'play' &&
              size(s.hands[s.toAct!]!) !==
                legalActions(s).filter((a) => a.type === 'play').length + illegalCards(s).length
            )
              return false;
          }
          // In a suit game the talon holds no ace or ten, so the tricks hold all 90 points.
          if (s.end === 'played' && s.game === 'suit') {
            played++;
            if (seatCardPoints(s).reduce((a, b) => a + b, 0) !== 90) return false;
          }
          return settle(s).money.reduce((a, b) => a + b, 0) === 0;
        },
      ),
      { numRuns: RUNS, seed: 20261121 },
    );
    // Most hands should reach the last trick, or the card-point property was hardly tested.
    expect(played).toBeGreaterThan(RUNS / 4);
  });
});

/**
 * Lízaný positions and checks shared by the tests of the levels' decisions there (the stock cards,
 * tests/unit/ai/stock-player.slow.test.ts, and the calls, two-hand-bid.slow.test.ts).
 */
import { expect } from 'vitest';
import {
  type Card,
  type HandState,
  type SeatView,
  PRESETS,
  apply,
  createRng,
  newHand,
  shuffledDeck,
} from '../../src-shared/index.ts';
import { rulePlayer } from '../../src-main/ai/baselines.ts';
import { playHand } from '../../src-main/ai/match.ts';
import type { Decision } from '../../src-main/ai/player.ts';
import { samplingPlayer } from '../../src-main/ai/sampling-player.ts';

/** A lízaný hand dealt from `deck` (csm rules, dealer 1: seat 0 is forehand). */
export const twoHandSetup = (deck: readonly Card[]) => ({
  rules: PRESETS.csm,
  table: { size: 2 as const, dealer: 1 },
  deck: [...deck],
  variant: 'twoHand' as const,
});

/** The lízaný hand of a seeded shuffle. */
export const seededTwoHand = (seed: number) => twoHandSetup(shuffledDeck(createRng(seed)));

/** The position before decision `index` of the hand of `seed` played by the rules players. */
export function twoHandPosition(seed: number, index: number): HandState {
  const setup = seededTwoHand(seed);
  const hand = playHand(setup, [rulePlayer, rulePlayer], seed);
  let s = newHand(setup);
  for (const d of hand.decisions.slice(0, index)) {
    const r = apply(s, d.action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

/**
 * Asserts that začátečník untimed stops at `samples`, and that hráč under a clock that jumps a minute
 * at each reading (the cap over before the first sample) takes the rules player's decision; returns it.
 */
export function expectBudgetAndFallback(v: SeatView, samples: number): Decision {
  const work: { deals: number; late: boolean }[] = [];
  samplingPlayer('zacatecnik', undefined, { timed: false, onWork: (_, w) => work.push(w) }).decide(
    v,
    createRng(1),
  );
  expect(work).toEqual([expect.objectContaining({ deals: samples, late: false })]);
  let t = 0;
  const late = samplingPlayer('hrac', undefined, { timed: true, clock: () => (t += 60_000) });
  const d = late.decide(v, createRng(1));
  expect(d).toEqual(rulePlayer.decide(v, createRng(1)));
  return d;
}

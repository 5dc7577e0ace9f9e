/**
 * A variant is a plug-in on main's side too: the toy variant (tests/support/toy-variant.ts), with its
 * main-side definition (toy-main-variant.ts) registered beside the real ones, is played at every seat by
 * the rules player (src-main/ai/baselines.ts) and settled, and the exact solver (src-main/solver:
 * `analyze` and, through the layouts of a seat's view, `analyzeForSeat`) solves its positions — in this
 * process, as the other solver tests run it, and in the solver pool's worker threads as the app runs it
 * (a pool started with toy-worker.ts, the real worker with the toy registered in its thread).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  settle,
  shuffledDeck,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { countLayouts } from '../../../src-main/solver/layouts.ts';
import { createPool } from '../../../src-main/solver/pool.ts';
import { solve } from '../../../src-main/solver/search.ts';
import { provenSettled } from '../../../src-main/solver/settled.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { mainVariant } from '../../../src-main/variants/registry.ts';
import { TOY_MAIN, registerToy } from '../../support/toy-main-variant.ts';
import { TOY_ID } from '../../support/toy-variant.ts';

const TOY_WORKER = new URL('../../support/toy-worker.ts', import.meta.url);

const deal = (seed: number): HandState =>
  newHand({
    rules: preset('csm'),
    table: variantTable(TOY_ID, 2, 1),
    deck: shuffledDeck(createRng(seed)),
    variant: TOY_ID,
  });

/** Plays a toy hand to its end with the rules player at every seat; every state on the way. */
function rulesHand(seed: number): HandState[] {
  const rng = createRng(seed);
  let state = deal(seed);
  const states = [state];
  for (let guard = 0; state.toAct !== null; guard++) {
    if (guard > 200) throw new Error('the toy hand does not end');
    const decision = rulePlayer.decide(view(state, state.toAct), rng);
    const next = apply(state, decision.action);
    if (!next.ok) throw new Error(`the rules player's ${decision.action.type} is refused`);
    state = next.value;
    states.push(state);
  }
  return states;
}

/** Plays `cards` from `state` through the engine. */
function playAll(state: HandState, cards: readonly Card[]): HandState {
  let s = state;
  for (const card of cards) {
    const r = apply(s, { type: 'play', seat: s.toAct as number, card });
    if (!r.ok) throw new Error(`${card} is refused`);
    s = r.value;
  }
  return s;
}

describe('the toy variant through the main registry', () => {
  let unregister: () => void = () => {};
  beforeAll(() => {
    unregister = registerToy();
  });
  afterAll(() => unregister());

  it('is unknown to main until a test registers it', () => {
    unregister();
    expect(() => mainVariant(TOY_ID)).toThrow(/no variant duel/);
    unregister = registerToy();
    expect(mainVariant(TOY_ID)).toBe(TOY_MAIN);
    expect(() => registerToy()).toThrow(/already registered/);
  });

  it('the rules player plays every seat of whole hands, which settle to zero', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const states = rulesHand(seed);
      const final = states.at(-1) as HandState;
      expect(final.phase).toBe('finished');
      expect(final.tricks).toHaveLength(16);
      // Both seats acted: forehand named trumps, and each led or followed in every trick.
      for (const seat of [0, 1]) expect(final.calls.some((a) => a.seat === seat)).toBe(true);
      expect(states.some((s) => s.phase === 'doubling')).toBe(true);
      expect(final.trump).not.toBeNull();
      const money = settle(final).money;
      expect(money).toHaveLength(2);
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('the solver solves its positions: every legal card valued, the best line priced by the engine', () => {
    for (const seed of [1, 2, 3]) {
      const states = rulesHand(seed);
      for (const s of states.filter(
        (x) => x.phase === 'play' && x.tricks.length >= 8 && x.tricks.length % 2 === seed % 2,
      )) {
        const a = analyze(s);
        const legal = legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
        expect(a.cards.map((c) => c.card).sort()).toEqual(legal.slice().sort());
        expect(a.value).toBe(solve(s).value);
        const end = playAll(s, a.bestLine ?? []);
        expect(end.phase).toBe('finished');
        expect(settle(end).perDefender).toBe(a.value);
        // From the seat's own view: the other hand is every card it does not see, so one layout, and
        // the seat's analysis values each card as the open hand does.
        const v = view(s, s.toAct as number);
        expect(countLayouts(v, 10)).toBe(1);
        const seat = analyzeForSeat(v, { seed });
        expect(seat).toMatchObject({ exact: true, total: 1, done: true });
        for (const c of seat.cards) expect(c.meanValue).toBe(a.cards.find((x) => x.card === c.card)?.value);
      }
    }
  });

  it('runs in the solver pool’s worker threads: the rules player decides every seat, the solver proves the money settled', async () => {
    const pool = createPool({ size: 1, worker: TOY_WORKER });
    try {
      const seed = 4;
      let state = deal(seed);
      let solved = 0;
      for (let i = 0; state.toAct !== null; i++) {
        const v = view(state, state.toAct);
        const remote = await pool.decide(v, 'rules', seed + i, { timed: false });
        if (!remote.ok) throw new Error(`decide: ${remote.error.code}`);
        // The same decision as in this process: the worker's registries hold the toy too.
        expect(remote.value.action).toEqual(rulePlayer.decide(v, createRng(seed + i)).action);
        if (state.phase === 'play' && state.tricks.length >= 10) {
          // Whether the money is settled, proved by the solver in the worker as in this process.
          const proof = await pool.settled(state);
          if (!proof.ok) throw new Error(`settled: ${proof.error.code}`);
          expect(proof.value).toEqual(provenSettled(state));
          // With one card left in each hand nothing is left to choose: the money is settled.
          if (state.tricks.length === 15) expect(proof.value.settled).toBe(true);
          solved++;
        }
        const next = apply(state, remote.value.action);
        if (!next.ok) throw new Error(`${remote.value.action.type} is refused`);
        state = next.value;
      }
      expect(solved).toBe(12);
      expect(state.tricks).toHaveLength(16);
      expect(settle(state).money.reduce((a, b) => a + b, 0)).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

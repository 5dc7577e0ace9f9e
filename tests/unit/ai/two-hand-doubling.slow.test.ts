/**
 * Lízaný's doubles that read the calls (src-main/ai/two-hand/two-hand-bid.ts): with the level's
 * `doublingInference.twoHand` the samples of a doubling call are drawn by the likelihood of forehand's
 * trump suit, announcement and the other seat's doubles (`likelyDraw` with inference.ts `bidInference`),
 * while the level's other calls stay uniform; and the defender's call is told to `onDoubling` as
 * `npm run double-fit -- --variant twoHand` re-decides it (`doublingSample`), exactly as the level does
 * (`doubleClears`).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type SeatView,
  apply,
  createRng,
  newHand,
  view,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { decide } from '../../../src-main/ai/double-fit.ts';
import { DOUBLE_RULE } from '../../../src-main/ai/doubling.ts';
import { bidInference } from '../../../src-main/ai/inference.ts';
import type { DoublingSample } from '../../../src-main/ai/level-config.ts';
import {
  CALL_SAMPLES_PER_DEAL,
  doubleClears,
  doublingSample,
  twoHandCall,
  twoHandCandidates,
  valueCalls,
} from '../../../src-main/ai/two-hand/two-hand-bid.ts';
import { seededTwoHand } from '../../support/two-hand.ts';

/** The rules players' calls of the lízaný hand of `seed` up to its first doubling call (null: none). */
function doublingOf(seed: number): HandState | null {
  let s = newHand(seededTwoHand(seed));
  while (s.phase !== 'doubling' && s.phase !== 'play' && s.phase !== 'finished') {
    const r = apply(s, rulePlayer.decide(view(s, s.toAct as number), createRng(seed)).action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s.phase === 'doubling' ? s : null;
}

/** Defenders' doubling views of seeds 1… (a suit game, a flek of it offered). */
function defenderViews(count: number): SeatView[] {
  const out: SeatView[] = [];
  for (let seed = 1; out.length < count && seed < 200; seed++) {
    const s = doublingOf(seed);
    if (s === null) continue;
    const v = view(s, s.toAct as number);
    if (v.declarer !== v.seat && v.game === 'suit' && (v.doubling?.open ?? []).length > 0) out.push(v);
  }
  if (out.length < count) throw new Error(`only ${out.length} defenders' doubling views in seeds 1–199`);
  return out;
}

/** The first seed whose hand offers a defender the flek of a suit game. */
function firstSeed(): number {
  for (let seed = 1; seed < 200; seed++) {
    const s = doublingOf(seed);
    if (s === null) continue;
    const v = view(s, s.toAct as number);
    if (v.declarer !== v.seat && v.game === 'suit' && (v.doubling?.open ?? []).length > 0) return seed;
  }
  throw new Error('no flek offered in seeds 1–199');
}

const SAMPLES = 3;
const cfg = (reads: boolean) => ({
  bidSamples: SAMPLES,
  bidNodes: Infinity,
  doubleAt: 0.7,
  ...(reads ? { doublingInference: { twoHand: true } } : {}),
});

/** What a level's doubling call told `onDoubling`, with the seed its samples were drawn by. */
function told(v: SeatView, reads: boolean, k: number): { sample: DoublingSample; seed: number } {
  let sample: DoublingSample | null = null;
  const seed = createRng(k).int(0x7fffffff);
  twoHandCall(v, createRng(k), cfg(reads), {
    ms: Infinity,
    onDoubling: (_, s) => (sample = s),
  });
  if (sample === null) throw new Error('the defender’s call was not told');
  return { sample, seed };
}

describe('lízaný doubling that reads the calls', () => {
  it('draws the samples of a doubling call by the calls’ likelihood with doublingInference, uniformly without', () => {
    const budget = { deals: CALL_SAMPLES_PER_DEAL * SAMPLES, nodes: Infinity, ms: Infinity };
    let differ = 0;
    for (const v of defenderViews(3)) {
      const weigh = bidInference(v);
      expect(weigh).not.toBeNull();
      const { candidates } = twoHandCandidates(v);
      const pass = candidates.findIndex((a) => a.type === 'pass');
      const declarer = (values: CallValues) => values.rows.map((r) => -(r[pass] as number));
      type CallValues = ReturnType<typeof valueCalls>;
      const reading = told(v, true, 5);
      const likely = valueCalls(v, candidates, reading.seed, budget, undefined, weigh);
      expect(reading.sample.played).toEqual(declarer(likely));
      const blind = told(v, false, 5);
      const uniform = valueCalls(v, candidates, blind.seed, budget, undefined, null);
      expect(blind.sample.played).toEqual(declarer(uniform));
      if (declarer(likely).join() !== declarer(uniform).join()) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('is re-decided by double-fit as the level decides it: doubleClears on the same samples', () => {
    let doubled = 0;
    let passed = 0;
    for (const [i, v] of defenderViews(6).entries()) {
      const { sample } = told(v, true, 10 + i);
      const chosen = decide(sample, DOUBLE_RULE.twoHand, true);
      const { candidates } = twoHandCandidates(v);
      for (const [j, k] of sample.open.entries()) {
        const flek = candidates.find(
          (a): a is Extract<Action, { type: 'double' }> =>
            a.type === 'double' && a.components.length === 1 && a.components[0] === k && !a.against?.length,
        );
        expect(flek).toBeDefined();
        const money = (sample.raised[j] as number[]).map((x) => -x);
        const pass = sample.played.map((x) => -x);
        const clears = doubleClears(v, flek as Action, money, sample.doubleAt, pass);
        expect(chosen.includes(k)).toBe(clears);
        if (clears) doubled++;
        else passed++;
      }
    }
    // Both outcomes occur among these views (3 fleks and 4 passes as written).
    expect(doubled).toBeGreaterThan(0);
    expect(passed).toBeGreaterThan(0);
  });

  it('tells onDoubling the defender’s calls only, as the declarer’s money per defender', () => {
    const [v] = defenderViews(1) as [SeatView];
    const { sample } = told(v, false, 3);
    expect(sample.weights.every((w) => w === 1)).toBe(true);
    expect(sample.open).toContain('game');
    expect(sample.doubles).toEqual(Object.fromEntries(v.components.map((c) => [c.kind, c.doubles])));
    // The share the seat wins with the flek, as doubleClears counts it.
    const j = sample.open.indexOf('game');
    const wins = (sample.raised[j] as number[]).filter((x) => -x > 0).length;
    expect(sample.share[j]).toBeCloseTo(wins / sample.played.length, 12);
    // No candidate raising a component alone: nothing to fit.
    expect(doublingSample(v, [], [], [0], 0.7).open).toEqual([]);
  });

  it('does not tell the declarer’s answer to a flek', () => {
    const [v] = defenderViews(1) as [SeatView];
    const s = doublingOf(firstSeed()) as HandState;
    expect(view(s, s.toAct as number)).toEqual(v);
    const flek = view(s, s.toAct as number).legal.find(
      (a) =>
        a.type === 'double' && a.components.length === 1 && a.components[0] === 'game' && !a.against?.length,
    );
    const r = apply(s, flek as Action);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.phase).toBe('doubling');
    const answer = view(r.value, r.value.toAct as number);
    expect(answer.seat).toBe(answer.declarer);
    let calls = 0;
    const d = twoHandCall(answer, createRng(1), cfg(true), { ms: Infinity, onDoubling: () => calls++ });
    expect(d).not.toBeNull();
    expect(calls).toBe(0);
  });
});

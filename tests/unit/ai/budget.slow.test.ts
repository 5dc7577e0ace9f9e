/**
 * Anytime decisions: a budget of deals, solver nodes and (in the app) milliseconds. Counts only, never
 * timings: the clock is a fake one where the cap matters.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  PRESETS,
  type Seat,
  type SeatView,
  apply,
  createRng,
  newHand,
  view,
} from '../../../src-shared/index.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { Work } from '../../../src-main/ai/budget.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import type { LevelConfig, WorkDone } from '../../../src-main/ai/level-config.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { STOPPED, Search } from '../../../src-main/solver/search.ts';

const setup = (i: number) => ({
  rules: PRESETS.csm,
  table: { size: 3 as const, dealer: 2 },
  deck: dealDeck(31, i),
});

/** The first state in `phase` of deal `i` or of the next deal that reaches it, the rule player deciding. */
function reach(i: number, phase: HandState['phase']): HandState {
  for (let deal = i; deal < i + 20; deal++) {
    let state = newHand(setup(deal));
    while (state.phase !== phase && state.phase !== 'finished') {
      const d = rulePlayer.decide(view(state, state.toAct as Seat), createRng(1));
      const next = apply(state, d.action);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    if (state.phase === phase) return state;
  }
  throw new Error(`no deal reached ${phase}`);
}

/**
 * An untimed hráč with `over` in its level, and what each of its decisions did. At its best choice (no
 * temperature, level-choice.ts): these tests are about what the budget lets the search do, and the
 * card it then finds best; the level's drawn choice is tested in level-choice.test.ts.
 */
function hrac(over: Partial<LevelConfig> = {}) {
  const work: WorkDone[] = [];
  const player = samplingPlayer(
    'hrac',
    // Without the level's clear rule unless a test asks for it: these tests count the deals a budget allows.
    { ...LEVEL_CONFIG.hrac, clear: {}, ...over },
    { timed: false, best: true, onWork: (_, w) => work.push(w) },
  );
  return { player, work };
}

const legalIn = (v: SeatView, action: unknown) =>
  v.legal.some((a) => JSON.stringify(a) === JSON.stringify(action));

describe('anytime bidding', () => {
  const trumpViews = [0, 1, 2, 3].map((i) => {
    const s = reach(i, 'trumpChoice');
    return view(s, s.toAct as Seat);
  });

  it('a node budget stops after fewer deals, and decides as the same deals counted out would', () => {
    let fewer = 0;
    trumpViews.forEach((v, k) => {
      const full = hrac({ bidNodes: Infinity });
      full.player.decide(v, decisionRng(3, k));
      expect(full.work[0]?.deals).toBe(LEVEL_CONFIG.hrac.bidSamples);
      const nodesAll = full.work[0]?.nodes as number;
      // A third of what the full count needs: fewer deals, at least one.
      const cut = hrac({ bidNodes: nodesAll / 3 });
      const d = cut.player.decide(v, decisionRng(3, k));
      const { deals, nodes } = cut.work[0] as WorkDone;
      expect(deals).toBeGreaterThanOrEqual(1);
      expect(deals).toBeLessThan(LEVEL_CONFIG.hrac.bidSamples);
      expect(nodes).toBeLessThan(nodesAll);
      if (deals < LEVEL_CONFIG.hrac.bidSamples / 2) fewer++;
      expect(legalIn(v, d.action)).toBe(true);
      // Every candidate was measured on those deals alone: the same as asking for that many deals.
      const counted = hrac({ bidNodes: Infinity, bidSamples: deals });
      expect(counted.player.decide(v, decisionRng(3, k))).toEqual(d);
    });
    expect(fewer).toBeGreaterThan(0);
  });

  it('a clear rule stops a clear choice early, decides as those deals counted out would, and deals on while close', () => {
    const rule = { after: 4, z: 2, margin: 0.05, upTo: 24 };
    const most = 2 * LEVEL_CONFIG.hrac.bidSamples;
    const used = trumpViews.map((v, k) => {
      const clear = hrac({ bidNodes: Infinity, bidSamples: most, clear: { chosen: rule } });
      const d = clear.player.decide(v, decisionRng(5, k));
      const { deals } = clear.work[0] as WorkDone;
      expect(deals).toBeGreaterThanOrEqual(rule.after);
      expect(deals).toBeLessThanOrEqual(most);
      // The same deals in the same order: without the rule, that many deals give the same decision.
      const counted = hrac({ bidNodes: Infinity, bidSamples: deals });
      expect(counted.player.decide(v, decisionRng(5, k))).toEqual(d);
      return deals;
    });
    // Among these four hands the rule stops on some before the most (8 and 19 deals: clear choices)
    // and deals them all on others (close ones); with no rule every one deals the most.
    expect(used.some((n) => n < most)).toBe(true);
    expect(used.some((n) => n === most)).toBe(true);
    const off = hrac({ bidNodes: Infinity, bidSamples: most });
    off.player.decide(trumpViews[0] as SeatView, decisionRng(5, 0));
    expect(off.work[0]?.deals).toBe(most);
  });

  it('a budget spent before the first deal still solves that one deal and decides', () => {
    for (const [k, v] of trumpViews.entries()) {
      const none = hrac({ bidNodes: 0 });
      const d = none.player.decide(v, decisionRng(4, k));
      expect(none.work[0]).toMatchObject({ deals: 1, late: false });
      expect(legalIn(v, d.action)).toBe(true);
      expect(d).toEqual(hrac({ bidSamples: 1 }).player.decide(v, decisionRng(4, k)));
    }
  });

  it('the talon on a cut budget: a legal pair, decided on the deals finished', () => {
    const s = reach(5, 'discard');
    const v = view(s, s.toAct as Seat);
    const cut = hrac({ bidNodes: 1 });
    const d = cut.player.decide(v, decisionRng(6, 0));
    expect(cut.work[0]?.deals).toBe(1);
    expect(d.action.type).toBe('discard');
    expect(legalIn(v, d.action)).toBe(true);
  });

  it('a clock already past the cap: no deal is solved and the rules of thumb decide', () => {
    for (const phase of ['trumpChoice', 'discard', 'play'] as const) {
      const s = reach(7, phase);
      const v = view(s, s.toAct as Seat);
      let reads = 0;
      const work: WorkDone[] = [];
      const player = samplingPlayer('hrac', undefined, {
        clock: () => (reads++ === 0 ? 0 : 1e9),
        onWork: (_, w) => work.push(w),
      });
      const d = player.decide(v, createRng(8));
      expect(work[0]).toMatchObject({ deals: 0, late: true });
      expect(d).toEqual(rulePlayer.decide(v, createRng(8)));
    }
  });

  it('untimed, the clock is never read', () => {
    const s = reach(7, 'trumpChoice');
    let reads = 0;
    const player = samplingPlayer('hrac', undefined, { timed: false, clock: () => ++reads });
    player.decide(view(s, s.toAct as Seat), createRng(8));
    expect(reads).toBe(0);
  });
});

describe('Work', () => {
  // Hands at the first lead: full deals whose solves mostly take well over 1,024 nodes (the searches
  // poll the clock every 1,024).
  const positions = [0, 1, 2, 3, 4, 5].map((i) => reach(i, 'play'));

  it('drops the deal the clock interrupts and keeps the ones finished', () => {
    const heavy = positions.find((p) => {
      const search = new Search(p);
      search.value();
      return search.nodes > 4096;
    });
    expect(heavy).toBeDefined();
    let now = 0;
    const work = new Work({ deals: 10, nodes: Infinity, ms: 100 }, () => now);
    const rows = work.rows(() => {
      // Before the third deal's solve the time is up: its search stops at its first poll.
      if (work.deals === 2) now = 1000;
      return [work.value(heavy as HandState)];
    });
    expect(rows.length).toBe(2);
    expect(work).toMatchObject({ deals: 2, late: true });
    expect(rows[0]).toEqual(rows[1]);
  });

  it('a node budget: no deal begins when one more of average size would pass it', () => {
    const one = new Search(positions[0] as HandState);
    one.value();
    const per = one.nodes;
    // Room for exactly three deals of this size, not a fourth.
    const budgeted = new Work({ deals: 10, nodes: 3 * per + per / 2, ms: Infinity });
    const rows = budgeted.rows(() => [budgeted.value(positions[0] as HandState)]);
    expect(rows.length).toBe(3);
    expect(budgeted.nodes).toBe(3 * per);
    expect(budgeted.late).toBe(false);
    // The deal count caps it too.
    const capped = new Work({ deals: 2, nodes: Infinity, ms: Infinity });
    expect(capped.rows(() => [capped.value(positions[0] as HandState)]).length).toBe(2);
  });

  it('passes on what is not a stop', () => {
    const work = new Work({ deals: 3, nodes: Infinity, ms: Infinity });
    expect(() =>
      work.rows(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(
      new Work({ deals: 3, nodes: Infinity, ms: Infinity }).rows(() => {
        throw STOPPED;
      }),
    ).toEqual([]);
  });
});

describe('anytime card play', () => {
  it('a node budget solves fewer layouts, at least one, each with every legal card', () => {
    let checked = 0;
    for (let i = 0; i < 4 && checked < 2; i++) {
      const s = reach(i, 'play');
      const v = view(s, s.toAct as Seat);
      // The cards (a declarer is also offered the claim, which is no card).
      const cards = v.legal.filter((a) => a.type === 'play');
      if (cards.length < 2) continue;
      const full = analyzeForSeat(v, { seed: 3, maxLayouts: 12, exactLimit: 0 });
      expect(full.layouts).toBe(12);
      const one = analyzeForSeat(v, { seed: 3, maxLayouts: 12, exactLimit: 0, maxNodes: 0 });
      expect(one).toMatchObject({ layouts: 1, done: false });
      expect(one.cards.length).toBe(cards.length);
      // The first layout of the same sample alone.
      const first = analyzeForSeat(v, { seed: 3, maxLayouts: 1, exactLimit: 0 });
      expect(one.cards).toEqual(first.cards);
      checked++;
    }
    expect(checked).toBe(2);
  });

  it('a card decision with a spent node budget plays a legal card from one layout', () => {
    const s = reach(2, 'play');
    const v = view(s, s.toAct as Seat);
    const { player, work } = hrac({ playNodes: 0 });
    const d = player.decide(v, createRng(2));
    expect(legalIn(v, d.action)).toBe(true);
    // The first lead: ten legal cards, so the card is chosen, not forced.
    expect(d.hint).toMatchObject({ code: 'bestCard', layouts: 1 });
    expect(work[0]).toMatchObject({ deals: 1, late: false });
  });
});

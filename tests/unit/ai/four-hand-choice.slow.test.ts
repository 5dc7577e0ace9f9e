/**
 * The levels' temperature in křížový (src-main/ai/level-choice.ts through `FourHandTiming.choose`):
 * the card, the trump card, the call, the game and the announcement are the level's choice among the
 * candidates it valued, told each candidate's mean money for the seat; at temperature 0, and for a
 * person's hint (`best`), the best, drawing nothing; the same view and seed give the same choice.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  type Rank,
  type Seat,
  type SeatView,
  SUITS,
  actionKey,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  suitOf,
  view,
} from '../../../src-shared/index.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { callCandidates } from '../../../src-main/ai/four-hand/four-hand-bid.ts';
import { fourHandModel } from '../../../src-main/ai/four-hand/four-hand-layouts.ts';
import type { FourHandTiming } from '../../../src-main/ai/four-hand/four-hand-config.ts';
import {
  fourHandCard,
  fourHandDecision,
  onDeclarerSide,
} from '../../../src-main/ai/four-hand/four-hand-player.ts';
import { type Chooser, eligible, levelChooser } from '../../../src-main/ai/level-choice.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import type { Player } from '../../../src-main/ai/player.ts';
import { LEVEL_CONFIG, fourHandConfigOf, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import { Search } from '../../../src-main/solver/search.ts';

const rules = preset('csm');
const setupOf = (i: number) => ({
  rules,
  table: fourHandTable(i % 4),
  deck: shuffledDeck(createRng(6100 + i)),
  variant: 'fourHand' as const,
});

interface Told {
  readonly phase: string;
  readonly values: readonly number[];
  readonly best: number;
}

/** A chooser that records what it is told and takes the candidate `pick` names. */
function recording(pick: (values: readonly number[], best: number) => number): {
  told: Told[];
  choose: Chooser;
} {
  const told: Told[] = [];
  return {
    told,
    choose: (phase, values, best) => {
      told.push({ phase, values: [...values], best });
      return pick(values, best);
    },
  };
}

const untimed = (choose?: Chooser): FourHandTiming => ({
  ms: Infinity,
  clock: () => 0,
  ...(choose ? { choose } : {}),
});

const must = (state: HandState, action: Action): HandState => {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${actionKey(action)}: ${r.error.code}`);
  return r.value;
};

/** The candidate a bidding decision's index `k` names, in the order the decision values them. */
function candidateKey(v: SeatView, k: number): string {
  if (v.phase === 'trumpChoice') {
    const offered = v.legal.flatMap((a) => (a.type === 'chooseTrump' ? [suitOf(a.card)] : []));
    return SUITS.filter((s) => offered.includes(s))[k] as string;
  }
  if (v.phase === 'call') {
    const offered = v.legal.flatMap((a) => (a.type === 'callRank' ? [a.rank] : []));
    return callCandidates(v.hand, v.trump as NonNullable<SeatView['trump']>, offered)[k] as Rank;
  }
  return actionKey(v.legal[k] as Action);
}

/** The candidate a bidding action takes, in `candidateKey`'s terms. */
function takenKey(v: SeatView, action: Action): string {
  if (action.type === 'chooseTrump') return suitOf(action.card);
  if (action.type === 'callRank') return action.rank;
  return actionKey(action);
}

describe('křížový levels choose by their temperature', () => {
  it('take the trump card, the call, the game and the announcement the level’s choice names', () => {
    const cfg = fourHandConfigOf(LEVEL_CONFIG.zacatecnik);
    const phases = new Set<string>();
    // Hands until every kind has had two candidates or more (an announcement is offered only after a
    // suit game is approved).
    for (let i = 0; i < 16 && phases.size < 4; i++) {
      let state = newHand(setupOf(i));
      for (let n = 0; state.phase !== 'play' && state.phase !== 'finished'; n++) {
        const v = view(state, state.toAct as Seat);
        if (['trumpChoice', 'call', 'gameChoice', 'announce'].includes(v.phase) && v.legal.length > 1) {
          // The next candidate after the best: never the best where there are two or more.
          const other = recording((values, best) => (best + 1) % values.length);
          const drawn = fourHandDecision(v, decisionRng(i, n), cfg, untimed(other.choose));
          const top = recording((_, best) => best);
          const best = fourHandDecision(v, decisionRng(i, n), cfg, untimed(top.choose));
          // Without a chooser the best, as at temperature 0.
          expect(fourHandDecision(v, decisionRng(i, n), cfg, untimed())).toEqual(best);
          expect(other.told).toHaveLength(1);
          const t = other.told[0] as Told;
          expect(t.phase).toBe(v.phase);
          expect(top.told).toEqual(other.told);
          if (t.values.length > 1) {
            phases.add(v.phase);
            expect(takenKey(v, drawn.action)).toBe(candidateKey(v, (t.best + 1) % t.values.length));
            expect(takenKey(v, best.action)).toBe(candidateKey(v, t.best));
            expect(drawn.action).not.toEqual(best.action);
          }
        }
        state = must(state, rulePlayer.decide(v, decisionRng(i, n)).action);
      }
    }
    expect([...phases].sort()).toEqual(['announce', 'call', 'gameChoice', 'trumpChoice']);
  });

  it('value each card by the seat’s own money, the declarer alone paid by three, and name the best when drawing another', () => {
    // Forehand names betl whenever it may; from the second lead every card lies open, so the one
    // layout is the real hand and each card's value is the exact search's.
    const betl: Player = {
      name: 'betl',
      decide(v, rng) {
        const a = v.legal.find((x) => x.type === 'chooseGame' && x.game === 'betl');
        return a ? { action: a, hint: { code: 'forced' } } : rulePlayer.decide(v, rng);
      },
    };
    let declarer = 0;
    let below = 0;
    for (let i = 0; i < 6; i++) {
      let state = newHand(setupOf(i));
      for (let n = 0; state.phase !== 'finished'; n++) {
        const v = view(state, state.toAct as Seat);
        if (state.phase === 'play' && fourHandModel(v).cards.length === 0 && v.legal.length > 1) {
          expect(state.game).toBe('betl');
          const worst = recording((values) => values.indexOf(Math.min(...values)));
          const d = fourHandCard(v, createRng(n), fourHandConfigOf(LEVEL_CONFIG.hrac), untimed(worst.choose));
          const t = worst.told[0] as Told;
          const search = new Search(state);
          const sign = onDeclarerSide(v) ? 1 : -1;
          const own = v.seat === state.declarer ? 3 : 1;
          const legal = v.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
          legal.forEach((c, k) => expect(t.values[k]).toBeCloseTo(own * sign * search.valueAfter(c), 9));
          if (v.seat === state.declarer) declarer++;
          const lowest = Math.min(...t.values);
          expect(d?.action).toMatchObject({ type: 'play', card: legal[t.values.indexOf(lowest)] });
          if (lowest < (t.values[t.best] as number) - 1e-9) {
            below++;
            expect(d?.hint).toMatchObject({ code: 'levelCard', best: legal[t.best] as Card });
          } else expect(d?.hint).toMatchObject({ code: 'bestCard' });
        }
        state = must(state, betl.decide(v, decisionRng(i, n)).action);
      }
    }
    expect(declarer).toBeGreaterThan(0);
    expect(below).toBeGreaterThan(0);
  });

  it('take the best at temperature 0 and for a hint, and repeat their choice with the seed', () => {
    const cold = samplingPlayer(
      'hrac',
      { ...LEVEL_CONFIG.hrac, temperature: { ...LEVEL_CONFIG.hrac.temperature, fourHand: 0 } },
      { timed: false },
    );
    const hint = samplingPlayer('hrac', undefined, { timed: false, best: true });
    const warm = samplingPlayer('hrac', undefined, { timed: false });
    // Začátečník's hint: the best too, never a slip or a draw.
    const beginner = samplingPlayer(
      'zacatecnik',
      { ...LEVEL_CONFIG.zacatecnik, slip: 1 },
      { timed: false, best: true },
    );
    let decisions = 0;
    let differ = 0;
    for (let i = 0; i < 2; i++) {
      let state = newHand(setupOf(i));
      for (let n = 0; state.phase !== 'finished'; n++) {
        const v = view(state, state.toAct as Seat);
        const h = hint.decide(v, decisionRng(i, n));
        expect(cold.decide(v, decisionRng(i, n))).toEqual(h);
        expect(h.hint.code).not.toBe('levelCard');
        const w = warm.decide(v, decisionRng(i, n));
        expect(warm.decide(v, decisionRng(i, n))).toEqual(w);
        if (actionKey(w.action) !== actionKey(h.action)) differ++;
        if (state.phase === 'play')
          expect(beginner.decide(v, decisionRng(i, n)).hint.code).not.toBe('random');
        decisions++;
        state = must(state, w.action);
      }
    }
    expect(decisions).toBeGreaterThan(40);
    // The temperature is real: hráč does not always take the best.
    expect(differ).toBeGreaterThan(0);
  }, 600_000);

  it('začátečník keeps the rule player’s choice wherever its deals cannot tell it from the best', () => {
    const cfg = fourHandConfigOf(LEVEL_CONFIG.zacatecnik);
    expect(LEVEL_CONFIG.zacatecnik.ruleFirst?.fourHand).toBe('all');
    const level = levelChooser(LEVEL_CONFIG.zacatecnik.temperature.fourHand, {}, true);
    let judged = 0;
    let keptOverBest = 0;
    const phases = new Set<string>();
    for (let i = 0; i < 3; i++) {
      let state = newHand(setupOf(i));
      for (let n = 0; state.phase !== 'finished'; n++) {
        const v = view(state, state.toAct as Seat);
        const told: { prior: number | undefined; best: number; ok: boolean[]; k: number; size: number }[] =
          [];
        const choose: Chooser = (phase, values, best, rng, rows, weights, prior) => {
          const k = level(phase, values, best, rng, rows, weights, prior);
          told.push({ prior, best, ok: eligible(rows ?? [], best, 2, weights), k, size: values.length });
          return k;
        };
        const d = fourHandDecision(v, decisionRng(i, n), cfg, untimed(choose));
        const t = told.at(-1);
        if (t !== undefined && t.size > 1) {
          judged++;
          phases.add(v.phase);
          // The prior handed over is the rule player's own choice.
          const rule = rulePlayer.decide(v, decisionRng(i, n)).action;
          expect(t.prior).toBeDefined();
          const prior = t.prior as number;
          if (v.phase === 'play') {
            const legal = v.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
            expect(legal[prior]).toBe((rule as Extract<Action, { type: 'play' }>).card);
          } else expect(candidateKey(v, prior)).toBe(takenKey(v, rule));
          // Kept whenever it is within the sampling error, never where it is a clear loss.
          if (t.ok[prior]) {
            expect(t.k).toBe(prior);
            if (prior !== t.best) keptOverBest++;
          } else expect(t.k).not.toBe(prior);
        }
        state = must(state, d.action);
      }
    }
    expect(judged).toBeGreaterThan(20);
    expect(phases.has('play')).toBe(true);
    expect(phases.has('trumpChoice')).toBe(true);
    // The rule player's choice was kept over a better mean.
    expect(keptOverBest).toBeGreaterThan(0);
  }, 600_000);

  it('hráč keeps the rule player’s calls within its sampling error but chooses its cards itself', () => {
    const cfg = fourHandConfigOf(LEVEL_CONFIG.hrac);
    expect(LEVEL_CONFIG.hrac.ruleFirst?.fourHand).toBe('calls');
    const level = levelChooser(LEVEL_CONFIG.hrac.temperature.fourHand, {}, true);
    const handed = { calls: 0, cards: 0 };
    for (let i = 0; i < 2; i++) {
      let state = newHand(setupOf(i));
      for (let n = 0; state.phase !== 'finished'; n++) {
        const v = view(state, state.toAct as Seat);
        const told: { prior: number | undefined; size: number }[] = [];
        const choose: Chooser = (phase, values, best, rng, rows, weights, prior) => {
          told.push({ prior, size: values.length });
          return level(phase, values, best, rng, rows, weights, prior);
        };
        const d = fourHandDecision(v, decisionRng(i, n), cfg, untimed(choose));
        const t = told.at(-1);
        if (t !== undefined && t.size > 1) {
          if (v.phase === 'play') {
            // No rule card handed over: the card is the level's own draw among its layouts' values.
            expect(t.prior).toBeUndefined();
            handed.cards++;
          } else if (['trumpChoice', 'call', 'gameChoice', 'announce'].includes(v.phase)) {
            expect(t.prior).toBeDefined();
            handed.calls++;
          }
        }
        state = must(state, d.action);
      }
    }
    expect(handed.cards).toBeGreaterThan(5);
    expect(handed.calls).toBeGreaterThan(1);
  }, 600_000);
});

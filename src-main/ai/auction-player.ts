/**
 * The levels' decisions in licitovaný: card play and doubling by perfect-information sampling over the
 * unseen cards as the seat's view leaves them (auction-layouts.ts), each deal or layout solved exactly
 * (solver/search.ts: the auxiliary seven and dvě sedmy included), within the level's budget (budget.ts).
 * The auction, the talon (declare or omyl) and the discard stay with the rules player (variants.ts):
 * see docs/variants.md, "Licitovaný → Solver and computer players", for what was measured.
 */
import {
  type Card,
  type ComponentKind,
  type Position,
  type Rng,
  type SeatView,
  cardAt,
  paidUnplayed,
  settle,
} from '../../src-shared/index.ts';
import { STOPPED, Search } from '../solver/search.ts';
import {
  type AuctionDeal,
  auctionPosition,
  dealFor,
  dealModel,
  declarationOf,
  playLayouts,
  startState,
} from './auction-layouts.ts';
import { rulePlayer } from './baselines.ts';
import { Work, wallClock } from './budget.ts';
import { estimate, surely } from './estimate.ts';
import type { Decision } from './player.ts';
import type { LevelConfig, PlayerOptions } from './sampling-player.ts';

type Doubles = Position['doubles'];

/** Money per defender of a deal under the view's contract with `doubles` (the hand ended before play: settled). */
function dealValue(
  view: SeatView,
  work: Work,
  deal: AuctionDeal,
  doubles: Doubles,
  unplayed: boolean,
): number {
  const d = declarationOf(view);
  if (d === null || view.declarer === null) throw new Error('no contract declared');
  const start = startState(auctionPosition(view, deal, view.declarer, d, doubles));
  if (start === null) throw new Error('the sampled deal cannot carry the declared contract');
  if (start.phase === 'finished') return settle(start).perDefender;
  if (unplayed)
    return settle({ ...start, phase: 'finished', toAct: null, trick: null, end: 'unplayed' }).perDefender;
  return work.value(start);
}

/** Doubles of the view's contract as they stand. */
function doublesOf(view: SeatView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of view.components) out[c.kind] = c.doubles;
  return out;
}

/**
 * Flek, re and on: each open component whose raise gains for this side on average over the sampled
 * deals and wins often enough (every further double asks a surer win, as in volený's sampling player:
 * sampling flatters both sides, each seeing the other's cards in every deal). Never a seven or hundred
 * against (TP čl. II odst. 23 forbids them after an auction; where the rules allow them the rules of
 * thumb do not announce them either).
 */
function double(view: SeatView, rng: Rng, cfg: LevelConfig, work: Work): Decision {
  const seat = view.seat;
  const open = view.doubling?.open ?? [];
  const doubles = doublesOf(view);
  const unplayedNow = paidUnplayed(view.rules, view.game, view.components);
  const model = dealModel(view);
  const rows = work.rows(() => {
    const deal = dealFor(view, rng, model);
    const played = dealValue(view, work, deal, doubles, false);
    const base = unplayedNow ? dealValue(view, work, deal, doubles, true) : played;
    const raised = open.map((k) =>
      dealValue(view, work, deal, { ...doubles, [k]: (doubles[k] ?? 0) + 1 }, false),
    );
    return { base, played, raised };
  });
  if (rows.length === 0) return rulePlayer.decide(view, rng);
  const sign = seat === view.declarer ? 1 : -1;
  const ones = rows.map(() => 1);
  const side = (values: readonly number[]) => values.filter((v) => sign * v > 0).length / values.length;
  const played = rows.map((r) => r.played);
  const base = rows.map((r) => r.base);
  const raised = open.map((_, j) => rows.map((r) => r.raised[j] as number));
  const gain = (after: number[], before: number[]) => sign * (estimate(after).mean - estimate(before).mean);
  const chosen = open.filter((k, j) => {
    const after = raised[j] as number[];
    const level = doubles[k] ?? 0;
    const win = level === 0 ? side(after) : surely(side(after), ones);
    return gain(after, played) > 0 && win >= cfg.doubleAt + 0.1 * level;
  });
  const whole = played.map((v, i) =>
    chosen.reduce((sum, k) => sum + ((raised[open.indexOf(k)] as number[])[i] as number) - v, v),
  );
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((k) => b.includes(k));
  const action = view.legal.find(
    (a) => a.type === 'double' && same(a.components, chosen) && (a.against ?? []).length === 0,
  );
  if (chosen.length > 0 && gain(whole, base) > 0 && action)
    return {
      action,
      hint: {
        code: 'double',
        components: chosen as ComponentKind[],
        win: side(raised[open.indexOf(chosen[0] as ComponentKind)] as number[]),
      },
    };
  const pass = view.legal.find((a) => a.type === 'pass');
  if (pass) return { action: pass, hint: { code: 'pass', win: side(base) } };
  return rulePlayer.decide(view, rng);
}

/** Every legal card solved in each sampled layout; the best mean for this seat's side, ties to the surer card. */
function play(view: SeatView, rng: Rng, cfg: LevelConfig, work: Work, timed: boolean): Decision {
  const legal = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (cfg.slip > 0 && rng.int(1000) < cfg.slip * 1000) {
    const card = legal[rng.int(legal.length)] as Card;
    return { action: { type: 'play', seat: view.seat, card }, hint: { code: 'random' } };
  }
  const declarerSide = view.seat === view.declarer;
  const sums = legal.map(() => 0);
  const keeps = legal.map(() => 0);
  const wins = legal.map(() => 0);
  const layouts = playLayouts(view, rng, cfg.playLayouts);
  for (const state of layouts) {
    if (!work.more()) break;
    const search = new Search(state, timed ? { shouldStop: work.overTime } : {});
    let values: number[];
    try {
      const valueOf = new Map<Card, number>();
      for (const cls of search.classes()) {
        const v = search.valueAfter(cardAt(cls[0] as number));
        for (const c of cls) valueOf.set(cardAt(c), v);
      }
      values = legal.map((card) => valueOf.get(card) as number);
    } catch (e) {
      if (e === STOPPED) break;
      throw e;
    } finally {
      work.nodes += search.nodes;
    }
    work.deals++;
    const best = declarerSide ? Math.max(...values) : Math.min(...values);
    values.forEach((v, i) => {
      sums[i] = (sums[i] as number) + v;
      if (v === best) keeps[i] = (keeps[i] as number) + 1;
      if (declarerSide ? v > 0 : v < 0) wins[i] = (wins[i] as number) + 1;
    });
  }
  const n = work.deals;
  if (n === 0) return rulePlayer.decide(view, rng);
  const sign = declarerSide ? 1 : -1;
  let j = 0;
  legal.forEach((_, i) => {
    const d = sign * ((sums[i] as number) - (sums[j] as number));
    if (d > 1e-9 || (Math.abs(d) <= 1e-9 && (keeps[i] as number) > (keeps[j] as number))) j = i;
  });
  const card = legal[j] as Card;
  return {
    action: { type: 'play', seat: view.seat, card },
    hint: {
      code: 'bestCard',
      card,
      layouts: n,
      keeps: (keeps[j] as number) / n,
      wins: (wins[j] as number) / n,
    },
  };
}

/**
 * A level's decision in licitovaný (sampling-player.ts dispatches here): card play and doubling by
 * sampling; the auction, the talon and the discard by the rules of thumb.
 */
export function decideAuction(
  view: SeatView,
  rng: Rng,
  cfg: LevelConfig,
  options: PlayerOptions = {},
): Decision {
  const ms = (options.timed ?? true) ? cfg.ms : Infinity;
  const clock = options.clock ?? wallClock;
  switch (view.phase) {
    case 'doubling': {
      const work = new Work({ deals: cfg.bidSamples, nodes: cfg.bidNodes, ms }, clock);
      const out = double(view, rng, cfg, work);
      options.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
      return out;
    }
    case 'play': {
      const work = new Work({ deals: cfg.playLayouts, nodes: cfg.playNodes, ms }, clock);
      const out = play(view, rng, cfg, work, ms !== Infinity);
      options.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
      return out;
    }
    default:
      return rulePlayer.decide(view, rng);
  }
}

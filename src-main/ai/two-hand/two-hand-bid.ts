/**
 * Lízaný's calls of the levels by evaluation (docs/ai.md, "The variants"): forehand's trump suit from his
 * first four, his announcement (hra, sedma, sto, sto a sedma as the cards allow) and either seat's
 * doubling (flek, re …, seven or hundred against with the dealer's first answer, or passing).
 *
 * What the seat cannot see — the other hand and the stock's order (at the trump suit also both second
 * packets, still in the stock) — is sampled from the unseen cards consistently with the view
 * (solver/draws.ts `drawFor`: uniformly, an announced seven's trump seven and an announced marriage's
 * král its announcer's, an announced hundred's marriage in his hand). On each sample every candidate is
 * applied, the calls still to come are made by the rules player for both seats, and the hand is played
 * out as a stock card's sample is (draws.ts `playOutValue` without minimax, `STOCK_CARD_LOOKAHEAD`: the
 * rules of thumb while the stock lasts, the exact search for the last eight tricks). So, like the stock
 * cards, a call is valued against the rules player's continuation, not against best play.
 *
 * The choice is the best mean of the seat's own money (one against one: the money per defender, signed
 * by the seat's side), but the rules player's call is kept unless another beats it by more than the
 * standard error of the paired gain (estimate.ts `beyondPrior`): on a few dozen samples the best of
 * four close trump suits is mostly the luckiest. That call is the best; a level with a temperature
 * (level-choice.ts) draws among the candidates by their means with the same guard (`guardedMeans`).
 *
 * Anytime (budget.ts `Work`): every sample values every candidate, samples at most
 * `CALL_SAMPLES_PER_DEAL` × the level's `bidSamples`, nodes `bidNodes`, the clock when timed. No sample
 * finished in time: null, and the caller's rules player decides.
 */
import {
  type Action,
  type HandState,
  type Hint,
  type Rng,
  type Seat,
  type SeatView,
  actionKey,
  apply,
  createRng,
  settle,
  suitOf,
  view,
} from '../../../src-shared/index.ts';
import { drawFor, playOutValue } from '../../solver/draws.ts';
import { rulePlayer } from '../baselines.ts';
import { type Budget, REJECTED, Work } from '../budget.ts';
import { DOUBLE_RULE, moneyDoubles } from '../doubling.ts';
import { beyondPrior, clearsDoubleBar, estimate } from '../estimate.ts';
import { type Weigh, bidInference } from '../inference.ts';
import { type Chooser, levelChooser } from '../level-choice.ts';
import type { DoublingSample } from '../level-config.ts';
import type { Decision } from '../player.ts';
import { STOCK_CARD_LOOKAHEAD, type StockOptions, stockState } from './stock-player.ts';

/**
 * Samples per deal of the level's bidding budget: a sample here plays each candidate out once (the rules
 * of thumb for eight tricks and one exact endgame: about 1.5 ms and 300 nodes, where a volený deal's
 * exact solve of a candidate costs tens of thousands), so a level samples eight times its deals — 32,
 * 80 and 192 — and four trump suits on 80 samples take about half a second.
 */
export const CALL_SAMPLES_PER_DEAL = 8;

/** The phases this module decides. */
const CALL_PHASES: readonly string[] = ['trumpSuit', 'announce', 'doubling'];

/** Whether the view is a lízaný call before play (this module's decision). */
export const isTwoHandCall = (v: SeatView): boolean =>
  v.variant === 'twoHand' && CALL_PHASES.includes(v.phase) && v.toAct === v.seat;

/** The number of parts a double names (components raised and announcements against); 0 for pass. */
const partsOf = (a: Action): number =>
  a.type === 'double' ? a.components.length + (a.against?.length ?? 0) : 0;

/**
 * The doubling calls worth comparing among `legal`: passing, each double or announcement against alone,
 * and all of them at once (the review's judge of a double prices the same ones, src-main/review/bid.ts).
 */
export function doublingCandidates(legal: readonly Action[]): Action[] {
  const doubling: Action[] = legal.filter((a) => a.type === 'double' || a.type === 'pass');
  const out = doubling.filter((a) => partsOf(a) <= 1);
  const all = doubling.reduce<Action | null>((m, a) => (m === null || partsOf(a) > partsOf(m) ? a : m), null);
  if (all !== null && !out.includes(all)) out.push(all);
  return out;
}

/** The rules player reads no randomness in the calls; a fixed stream for its signature. */
const RULES_RNG = createRng(0);

/** The calls still to come before the first lead, made by the rules player for both seats. */
function callsByRules(state: HandState): HandState {
  let s = state;
  while (s.phase !== 'play' && s.phase !== 'finished')
    s = applied(s, rulePlayer.decide(view(s, s.toAct as Seat), RULES_RNG).action);
  return s;
}

function applied(s: HandState, a: Action): HandState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`the engine refused ${actionKey(a)}: ${r.error.code}`);
  return r.value;
}

/** The candidates of the view's call and the index of the rules player's among them. */
export function twoHandCandidates(v: SeatView): { candidates: Action[]; prior: number } {
  const candidates =
    v.phase === 'doubling'
      ? doublingCandidates(v.legal)
      : v.legal.filter((a) => a.type === 'chooseTrumpSuit' || a.type === 'announce');
  const rule = rulePlayer.decide(v, RULES_RNG).action;
  let prior = candidates.findIndex((a) => actionKey(a) === actionKey(rule));
  if (prior < 0) {
    candidates.push(rule);
    prior = candidates.length - 1;
  }
  return { candidates, prior };
}

/** The values of a call's candidates on the samples a decision finished. */
export interface CallValues {
  /** Per sample, per candidate: the seat's own money. */
  readonly rows: readonly (readonly number[])[];
  readonly nodes: number;
  readonly late: boolean;
}

/**
 * Values every candidate on samples of what the view hides, within `budget`: per sample the seat's own
 * money after each candidate, the later calls by the rules player and the hand played out. `seed` fixes
 * the samples (the same view and seed give the same values, untimed).
 */
export function valueCalls(
  v: SeatView,
  candidates: readonly Action[],
  seed: number,
  budget: Budget,
  clock?: StockOptions['clock'],
  weigh: Weigh | null = null,
): CallValues {
  const state = stockState(v);
  const seat = v.seat;
  const work = new Work(budget, clock);
  const stop = budget.ms === Infinity ? undefined : work.overTime;
  const rng = createRng(seed);
  const rows = work.rows(() => {
    const world = weigh === null ? drawFor(state, rng) : likelyDraw(state, rng, weigh);
    if (world === null) throw REJECTED;
    return candidates.map((a) => {
      const start = callsByRules(applied(world, a));
      const sign = start.declarer === seat ? 1 : -1;
      if (start.phase === 'finished') return sign * settle(start).perDefender;
      const r = playOutValue(start, stop, STOCK_CARD_LOOKAHEAD);
      work.nodes += r.nodes;
      return sign * r.value;
    });
  });
  return { rows, nodes: work.nodes, late: work.late };
}

/** Draws `likelyDraw` makes at most for one sample; past it the last one drawn is kept. */
const MAX_DRAWS = 100;

/**
 * A draw of what the view hides (`drawFor`) kept with probability `weigh` of its hands (≤ 1): rejection
 * sampling, so the samples follow the calls' likelihood and each still counts once. Null when every
 * draw was refused (a hundred without its marriage).
 */
export function likelyDraw(state: HandState, rng: Rng, weigh: Weigh): HandState | null {
  let last: HandState | null = null;
  for (let k = 1; k <= MAX_DRAWS; k++) {
    const world = drawFor(state, rng);
    if (world === null) continue;
    last = world;
    if (rng.int(1 << 30) < weigh(world.hands) * (1 << 30)) return world;
  }
  return last;
}

/** The hint of a call chosen by evaluation; `win` the share of samples the seat's side came out ahead. */
function hintOf(v: SeatView, a: Action, win: number): Hint {
  switch (a.type) {
    case 'chooseTrumpSuit':
      return {
        code: 'trumps',
        suit: a.suit,
        length: v.hand.filter((c) => suitOf(c) === a.suit).length,
        win,
      };
    case 'announce':
      return { code: 'announce', seven: a.seven, hundred: a.hundred, win };
    case 'double':
      return {
        code: 'double',
        components: a.components,
        ...(a.against && a.against.length > 0 ? { against: a.against } : {}),
        win,
      };
    default:
      return { code: 'pass', win };
  }
}

/**
 * The values a level's temperature draws a call by: the rules player's call (`prior`) at its mean, every
 * other candidate at the prior's mean plus its mean gain over the prior less one standard error of
 * that gain on the same samples (no better than the prior on fewer than two samples). So the draw keeps
 * `beyondPrior`'s guard: a candidate beats the prior only where it gains by more than its error. Without
 * it a double's values, which grow with the stakes, made the draw a bare argmax of noisy means, and
 * both seats redoubled each other into the millions (začátečník against hráč at english003, unlimited).
 */
export function guardedMeans(values: readonly (readonly number[])[], prior: number): number[] {
  const base = values[prior] ?? [];
  const priorMean = estimate(base).mean;
  return values.map((v, j) => {
    if (j === prior) return priorMean;
    const d = v.map((x, i) => x - (base[i] as number));
    const n = d.length;
    const gain = estimate(d).mean;
    if (n < 2) return Math.min(priorMean, priorMean + gain);
    const spread = d.reduce((a, x) => a + (x - gain) ** 2, 0);
    return priorMean + gain - Math.sqrt(spread / n / (n - 1));
  });
}

/** The best choice every time (temperature 0): the chooser when none is given. */
const BEST: Chooser = levelChooser(0, {});

/**
 * The seat's call before play in lízaný, by evaluation (the module's comment), or the one `choose`
 * draws by the candidates' means (a level's temperature; the best by default); null when the view is
 * no such call or no sample finished in time (the caller falls back on the rules player).
 */
export function twoHandCall(
  v: SeatView,
  rng: Rng,
  cfg: {
    readonly bidSamples: number;
    readonly bidNodes: number;
    readonly doubleAt: number;
    /** Whether the samples are weighted by the other seat's calls (inference.ts `bidInference`). */
    readonly inference?: { readonly twoHand?: boolean };
    /** Whether the doubling call's samples alone are so weighted (`likelyDraw`), the others uniform. */
    readonly doublingInference?: { readonly twoHand?: boolean };
  },
  options: StockOptions,
  choose: Chooser = BEST,
): Decision | null {
  if (!isTwoHandCall(v)) return null;
  const { candidates, prior } = twoHandCandidates(v);
  const seed = rng.int(0x7fffffff);
  const budget: Budget = {
    deals: CALL_SAMPLES_PER_DEAL * cfg.bidSamples,
    nodes: cfg.bidNodes,
    ms: options.ms,
  };
  const reads =
    cfg.inference?.twoHand === true || (v.phase === 'doubling' && cfg.doublingInference?.twoHand === true);
  const weigh = reads ? bidInference(v) : null;
  const c = valueCalls(v, candidates, seed, budget, options.clock, weigh);
  options.onWork?.({ deals: c.rows.length, nodes: c.nodes, late: c.late });
  if (c.rows.length === 0) return null;
  const all = candidates.map((_, j) => c.rows.map((r) => r[j] as number));
  const passAt = candidates.findIndex((a) => a.type === 'pass');
  const passMoney = passAt < 0 ? undefined : (all[passAt] as number[]);
  if (options.onDoubling && passMoney !== undefined && v.declarer !== null && v.declarer !== v.seat) {
    const sample = doublingSample(v, candidates, all, passMoney, cfg.doubleAt);
    if (sample.open.length > 0) options.onDoubling(v, sample);
  }
  const open = candidates.map((a, j) => doubleClears(v, a, all[j] as number[], cfg.doubleAt, passMoney));
  let kept = candidates.flatMap((_, j) => (open[j] ? [j] : []));
  let keptPrior = kept.indexOf(prior);
  if (keptPrior < 0) {
    // The rules player's double did not clear the bar: passing is the call to beat.
    const pass = candidates.findIndex((a) => a.type === 'pass');
    keptPrior = kept.indexOf(pass);
    if (keptPrior < 0) kept = [...kept, prior];
    if (keptPrior < 0) keptPrior = kept.length - 1;
  }
  const values = kept.map((j) => all[j] as number[]);
  const best = beyondPrior(values, keptPrior);
  const j = kept[choose(v.phase, guardedMeans(values, keptPrior), best, rng)] as number;
  const action = candidates[j] as Action;
  return { action, hint: hintOf(v, action, estimate(all[j] as number[]).win) };
}

/**
 * A defender's doubling call as `npm run double-fit` reads it (level-config.ts `DoublingSample`): per
 * component open that a double of it alone raises, the samples' money with it raised, and passing, each
 * as the declarer's money per defender (one against one: the seat's own money, negated); every sample
 * weighs 1 (drawn by the likelihood, `likelyDraw`). `share`: the samples the seat comes out ahead in with
 * that double, as `doubleClears` counts them.
 */
export function doublingSample(
  v: SeatView,
  candidates: readonly Action[],
  all: readonly (readonly number[])[],
  pass: readonly number[],
  doubleAt: number,
): DoublingSample {
  const alone = (v.doubling?.open ?? []).flatMap((k) => {
    const j = candidates.findIndex(
      (a) =>
        a.type === 'double' &&
        (a.against ?? []).length === 0 &&
        a.components.length === 1 &&
        a.components[0] === k,
    );
    return j < 0 ? [] : [{ k, money: all[j] as readonly number[] }];
  });
  const declarers = pass.map((x) => -x);
  return {
    weights: pass.map(() => 1),
    played: declarers,
    base: declarers,
    raised: alone.map(({ money }) => money.map((x) => -x)),
    open: alone.map(({ k }) => k),
    doubles: Object.fromEntries(v.components.map((c) => [c.kind, c.doubles])),
    share: alone.map(({ money }) => money.filter((x) => x > 0).length / Math.max(1, money.length)),
    doubleAt,
  };
}

/**
 * Whether a doubling candidate may be called at all: a flek, re … must make the seat come out ahead in
 * `doubleAt` of the samples, 10 % more for every double already on the components it raises, read
 * cautiously from Re on (estimate.ts `clearsDoubleBar`, the bar of the other variants' levels). Sampling flatters both
 * seats (each sees the other's cards in every sample), and one against one each redouble doubles the
 * stake: without the bar the levels redoubled each other seventeen times at english003 (unlimited).
 * Other calls, and announcements against alone, always may. Given the samples of passing (`pass`, paired),
 * a double must also gain money over passing by more than its standard error allows (doubling.ts
 * `moneyDoubles`, `DOUBLE_RULE.twoHand`): a share of samples won says nothing of what the lost ones cost.
 */
export function doubleClears(
  v: SeatView,
  a: Action,
  money: readonly number[],
  doubleAt: number,
  pass?: readonly number[],
): boolean {
  if (a.type !== 'double' || a.components.length === 0 || money.length === 0) return true;
  const level = Math.max(...a.components.map((k) => v.components.find((c) => c.kind === k)?.doubles ?? 0));
  const share = money.filter((x) => x > 0).length / money.length;
  const ones = money.map(() => 1);
  if (!clearsDoubleBar(share, ones, level, doubleAt)) return false;
  if (pass === undefined) return true;
  // By money too (doubling.ts): the whole call's gain over passing on the same samples must clear its
  // standard errors, charged the declarer's real-play edge. The values are the seat's own money; as the
  // declarer's (one against one, a defender's own money negated) with the seat's side, `moneyDoubles`
  // charges the edge to the side it hurts and holds a defender to the rule's own z for the declarer's
  // announcements where the rule sets one. (Until 2026-11-29 the own money went in as the declarer's,
  // which gave the same gains but never the defence's z.)
  const kind = a.components.reduce((top, k) =>
    (v.components.find((c) => c.kind === k)?.doubles ?? 0) === level ? k : top,
  );
  const sign = v.declarer === v.seat ? 1 : -1;
  const declarers = (xs: readonly number[]) => xs.map((x) => sign * x);
  const rows = { weights: ones, played: declarers(pass), base: declarers(pass), raised: [declarers(money)] };
  return moneyDoubles(rows, [kind], { [kind]: level }, sign, DOUBLE_RULE.twoHand).chosen.length > 0;
}

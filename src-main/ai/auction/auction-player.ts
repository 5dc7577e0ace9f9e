/**
 * The levels' decisions in licitovaný: the talon (declare or omyl), the discard, doubling and card play
 * by perfect-information sampling over the unseen cards as the seat's view leaves them
 * (auction-layouts.ts), each deal or layout solved exactly (solver/search.ts: the auxiliary seven and dvě
 * sedmy included), within the level's budget (budget.ts); the auction by evaluation (auction-bid.ts),
 * doubling over deals kept with the likelihood of the calls (auction-inference.ts); docs/variants.md,
 * "Licitovaný → Solver and computer players", has what was measured.
 */
import {
  type Action,
  type Card,
  type ComponentKind,
  type HandState,
  type Position,
  type Rng,
  type SeatView,
  createRng,
  paidUnplayed,
  settle,
} from '../../../src-shared/index.ts';
import { LADDERS, STEP_SHAPES } from '../../../src-shared/variants/auction/ladder.ts';
import type { Declaration } from '../../../src-shared/variants/auction/talon.ts';
import {
  type AuctionDeal,
  auctionPosition,
  dealFor,
  dealModel,
  declarationOf,
  discardOrder,
  foldValue,
  withDiscard,
  playLayouts,
  startState,
} from './auction-layouts.ts';
import { rulePlayer } from '../baselines.ts';
import { REJECTED, Work, doublingBudget, settledBy, wallClock } from '../budget.ts';
import { bestMean, clearsDoubleBar, estimate } from '../estimate.ts';
import {
  type DoubleRule,
  DOUBLE_RULE,
  moneyDoubles,
  onlyByProof,
  passWithoutProof,
  provenDouble,
} from '../doubling.ts';
import { type Chooser, levelChooser, ownMoney } from '../level-choice.ts';
import { provenTalon } from '../certain-talon.ts';
import { trumpScore } from '../heuristics.ts';
import { evaluatedBid } from './auction-bid.ts';
import { bidValueWeight, declarationFocus, likelihoodOf, likelyDeal } from './auction-inference.ts';
import { type CardChoice, cardOverLayouts } from '../layout-card.ts';
import { playInference } from '../play-inference.ts';
import type { Decision } from '../player.ts';
import { legalDiscard, supports, talonCall } from '../variants.ts';
import type { LevelConfig, PlayerOptions } from '../level-config.ts';

type Doubles = Position['doubles'];
type Talon = readonly [Card, Card];

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
  // A deal the masks allow but the engine refuses for the contract declared (a hundred without the
  // declarer's marriage, a seven against without its announcer's trump seven): drawn again.
  if (start === null) throw REJECTED;
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
 * Flek, re and on: each open component whose raise gains money for this side over the sampled deals by
 * more than its standard error allows (`doublesWorth`) and wins often enough (every further double asks a surer win, as in volený's sampling player:
 * sampling flatters both sides, each seeing the other's cards in every deal). Never a seven or hundred
 * against (TP čl. II odst. 23 forbids them after an auction; where the rules allow them the rules of
 * thumb do not announce them either). A defender whose doubles read the calls (`inference` or
 * `doublingInference`) weighs each deal by how likely a declarer bidding by evaluation was to bid the
 * contract on it (auction-inference.ts `bidValueWeight` of its undoubled value there): the deals'
 * reading of the calls is the rules player's, and a level bids stronger hands than he does.
 */
function double(
  view: SeatView,
  rng: Rng,
  cfg: LevelConfig,
  work: Work,
  options: PlayerOptions = {},
): Decision {
  const seat = view.seat;
  const proven = provenDouble(view);
  if (proven) return proven;
  if (onlyByProof(view, DOUBLE_RULE.auction)) return passWithoutProof(view) ?? rulePlayer.decide(view, rng);
  const open = view.doubling?.open ?? [];
  const doubles = doublesOf(view);
  const rows = doublingRows(view, rng, cfg, work);
  if (rows.length === 0) return rulePlayer.decide(view, rng);
  const sign = seat === view.declarer ? 1 : -1;
  if (options.onDoubling) {
    const weights = rows.map((r) => r.weight);
    const raised = open.map((_, j) => rows.map((r) => r.raised[j] as number));
    const values = rows.map((r) => r.value);
    options.onDoubling(view, {
      weights,
      played: rows.map((r) => r.played),
      base: rows.map((r) => r.base),
      raised,
      open,
      doubles,
      share: raised.map(
        (after) =>
          estimate(
            after.map((v) => sign * v),
            weights,
          ).win,
      ),
      doubleAt: cfg.doubleAt,
      ...(values.every((v) => v !== undefined) ? { values } : {}),
    });
  }
  const call = doublesWorth(rows, open, doubles, sign, cfg.doubleAt);
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((k) => b.includes(k));
  const action = view.legal.find(
    (a) => a.type === 'double' && same(a.components, call.chosen) && (a.against ?? []).length === 0,
  );
  if (call.chosen.length > 0 && action)
    return { action, hint: { code: 'double', components: call.chosen, win: call.win } };
  const pass = view.legal.find((a) => a.type === 'pass');
  if (pass) return { action: pass, hint: { code: 'pass', win: call.passWin } };
  return rulePlayer.decide(view, rng);
}

/**
 * One deal of a doubling decision, money per defender: the hand played as it stands (`played`), as
 * passing leaves it (`base`: paid without play where the rules pay it so), with each open component
 * raised once (`raised`, in the order of `open`), and the deal's weight.
 */
export interface DoublingRow {
  readonly base: number;
  readonly played: number;
  readonly raised: readonly number[];
  readonly weight: number;
  /** A defender reading the calls: the contract's undoubled value its weight reads (absent otherwise). */
  readonly value?: number;
}

/**
 * The deals of a doubling decision, each with its values (`DoublingRow`) and the deal itself: drawn
 * with the likelihood of the calls where the level reads them, and for a defender weighed by the
 * declarer's bid (`bidValueWeight` of the contract's undoubled value on the deal); else weight 1.
 */
export function doublingRows(
  view: SeatView,
  rng: Rng,
  cfg: LevelConfig,
  work: Work,
): (DoublingRow & { readonly deal: AuctionDeal })[] {
  const open = view.doubling?.open ?? [];
  const doubles = doublesOf(view);
  const unplayedNow = paidUnplayed(view.rules, view.game, view.components);
  const model = dealModel(view);
  const likelihood = likelihoodOf(view);
  const reads = cfg.inference.auction === true || cfg.doublingInference.auction === true;
  const reading = reads && view.seat !== view.declarer;
  const focus = reading ? declarationFocus(view, model) : null;
  const doubledYet = Object.values(doubles).some((n) => n > 0);
  return work.rows(() => {
    const deal = reads ? likelyDeal(view, rng, model, likelihood, focus) : dealFor(view, rng, model);
    const played = dealValue(view, work, deal, doubles, false);
    const base = unplayedNow ? dealValue(view, work, deal, doubles, true) : played;
    const raised = open.map((k) =>
      dealValue(view, work, deal, { ...doubles, [k]: (doubles[k] ?? 0) + 1 }, false),
    );
    if (!reading) return { base, played, raised, weight: 1, deal };
    const value = doubledYet ? dealValue(view, work, deal, {}, false) : played;
    return { base, played, raised, weight: bidValueWeight(value), value, deal };
  });
}

/**
 * The components worth raising over weighted deals, for the side `sign` (1 the declarer, −1 a defender):
 * each whose raise gains money beyond its standard error (doubling.ts `moneyDoubles` by `rule`) and wins
 * in at least `doubleAt` of the weight (10% more for every double already on it, read cautiously,
 * `surely`), all of them together beating passing; none else.
 * `win` is the first chosen raise's weighted share of won deals, `passWin` passing's.
 */
export function doublesWorth(
  rows: readonly DoublingRow[],
  open: readonly ComponentKind[],
  doubles: Readonly<Record<string, number>>,
  sign: 1 | -1,
  doubleAt: number,
  rule: DoubleRule = DOUBLE_RULE.auction,
): { chosen: ComponentKind[]; win: number; passWin: number } {
  const weights = rows.map((r) => r.weight);
  const side = (values: readonly number[]) =>
    estimate(
      values.map((v) => sign * v),
      weights,
    ).win;
  const played = rows.map((r) => r.played);
  const base = rows.map((r) => r.base);
  const raised = open.map((_, j) => rows.map((r) => r.raised[j] as number));
  const gain = (after: readonly number[], before: readonly number[]) =>
    sign * (estimate(after, weights).mean - estimate(before, weights).mean);
  // By money (doubling.ts): the raise's mean gain, charged the declarer's real-play edge, must clear
  // its standard errors; the share bar stays beside it.
  const byMoney = moneyDoubles({ weights, played, base, raised }, open, doubles, sign, rule).chosen;
  const chosen = open.filter((k, j) => {
    const after = raised[j] as number[];
    const level = doubles[k] ?? 0;
    return (
      byMoney.includes(k) && gain(after, played) > 0 && clearsDoubleBar(side(after), weights, level, doubleAt)
    );
  });
  const whole = played.map((v, i) =>
    chosen.reduce((sum, k) => sum + ((raised[open.indexOf(k)] as number[])[i] as number) - v, v),
  );
  const passWin = side(base);
  if (chosen.length === 0 || gain(whole, base) <= 0) return { chosen: [], win: passWin, passWin };
  return { chosen, win: side(raised[open.indexOf(chosen[0] as ComponentKind)] as number[]), passWin };
}

/** Every seat but the declarer pays him (at four the dealer sitting out too), as auction-bid.ts counts it. */
const payersOf = (view: SeatView) => view.table.size - 1;

/** Whether rows of candidates' values (the declarer's money, higher better) already settle the choice. */
type Settled = (rows: readonly (readonly number[])[]) => boolean;

/**
 * The level's pick among `k` contracts (or discards) of the declarer valued per deal (`rows`: money per
 * defender, one per candidate), by his own money: the best mean at temperature 0.
 */
function levelPick(
  view: SeatView,
  rows: readonly (readonly number[])[],
  k: number,
  choose: Chooser,
  rng: Rng,
): number {
  const e = Array.from({ length: k }, (_, j) => estimate(rows.map((r) => r[j] as number)));
  const payers = payersOf(view);
  return choose(
    view.phase,
    e.map((x) => x.mean * payers),
    bestMean(e, 1e-9),
    rng,
    rows,
  );
}

/**
 * Every legal card solved in each sampled layout; the level's choice over their means for this seat's
 * side (the best at temperature 0, ties to the surer card).
 */
function play(
  view: SeatView,
  rng: Rng,
  cfg: LevelConfig,
  work: Work,
  timed: boolean,
  choose: Chooser,
): Decision {
  // Licitovaný has no partner: the declarer's side is the declarer.
  const declarer = view.seat === view.declarer;
  const sign = declarer ? 1 : -1;
  const choice: CardChoice = {
    choose: (values, best, r, rows, weights) => choose(view.phase, values, best, r, rows, weights),
    scale: ownMoney(declarer, payersOf(view)),
    rng,
  };
  return (
    cardOverLayouts(
      view,
      playLayouts(view, rng, cfg.playLayouts),
      sign,
      work,
      timed,
      choice,
      cfg.playInference ? playInference(view, timed ? { shouldStop: work.overTime } : {}) : null,
    ) ?? rulePlayer.decide(view, rng)
  );
}

/**
 * A pair that makes betl or durch under `d` certain for the view's declarer holding twelve cards
 * (certain-talon.ts), its laydown nodes counted in `work` when given; null for a suit step or none proven.
 * The proof reads only his knowledge, so the others' cards are one fixed deal the view allows.
 */
function certainDiscard(view: SeatView, d: Declaration, work: Work | null = null): Talon | null {
  const game = STEP_SHAPES[d.step].game;
  if (game === 'suit' || view.hand.length !== 12) return null;
  const deal = dealFor(view, createRng(0));
  const c = provenTalon(
    view.hand,
    game,
    (_, pair) =>
      startState(auctionPosition(view, withDiscard(deal, view.seat, view.hand, pair), view.seat, d, {})),
    work?.overTime,
  );
  if (work !== null) work.nodes += c.nodes;
  return c.pair;
}

/** The contract's money on a deal from the first lead, or the hand ended before play, settled. */
function startValue(work: Work, start: HandState): number {
  return start.phase === 'finished' ? settle(start).perDefender : work.value(start);
}

/** Cards of twelve tried together for the talon: every pair of this many, beside the rule's pair. */
const DISCARD_POOL = 5;
/** Trumps (and auxiliary suits) tried per step at the talon, strongest first. */
const SUITS_PER_STEP = 2;

/**
 * The contracts (and omyl) worth trying with the talon in hand: the rules player's choice, every step
 * its cards support, the lowest step on offer, betl and durch — each in its `SUITS_PER_STEP` strongest
 * suits — and omyl where it is offered; the rule's choice first. The review prices the same ones.
 */
export function talonCandidates(view: SeatView): { rule: Decision; candidates: Action[] } {
  const rule = talonCall(view);
  const declares = view.legal.filter((a): a is Extract<Action, { type: 'declare' }> => a.type === 'declare');
  if (declares.length === 0) return { rule, candidates: [rule.action] };
  const score = (a: Extract<Action, { type: 'declare' }>) =>
    (a.trump === null ? 0 : trumpScore(view.hand, a.trump)) +
    (a.aux === null ? 0 : trumpScore(view.hand, a.aux));
  const lowest = declares[0]?.step;
  const steps = new Set(
    declares
      .filter(
        (a) =>
          a.step === lowest ||
          STEP_SHAPES[a.step].game !== 'suit' ||
          supports(a.step, view.hand, a.trump, a.aux, LADDERS[view.rules.auctionLadder]),
      )
      .map((a) => a.step),
  );
  const candidates: Action[] = [rule.action];
  for (const step of steps) {
    const ofStep = declares.filter((a) => a.step === step).sort((a, b) => score(b) - score(a));
    for (const a of ofStep.slice(0, SUITS_PER_STEP))
      if (
        !candidates.some(
          (c) => c.type === 'declare' && c.step === a.step && c.trump === a.trump && c.aux === a.aux,
        )
      )
        candidates.push(a);
  }
  const fold = view.legal.find((a) => a.type === 'fold');
  if (fold && !candidates.includes(fold)) candidates.push(fold);
  return { rule, candidates };
}

/**
 * The talon in hand: the contract (or omyl) with the best mean over deals of the others' cards, each
 * contract with the rule of thumb's discard (betl and durch with a pair that makes them certain where
 * one exists), among `talonCandidates`; a suit contract credited the declarer's `edge` per defender, as
 * in the auction. The rule's choice wins ties.
 */
function declare(
  view: SeatView,
  rng: Rng,
  work: Work,
  choose: Chooser,
  settled?: Settled,
  edge = 0,
): Decision {
  const seat = view.seat;
  const { rule, candidates } = talonCandidates(view);
  const fold = view.legal.find((a) => a.type === 'fold');
  if (candidates.length === 1) return rule;
  const model = dealModel(view);
  const certain = candidates.map((a) =>
    a.type === 'declare' ? certainDiscard(view, { step: a.step, trump: a.trump, aux: a.aux }, work) : null,
  );
  const rows = work.rows(() => {
    const deal = dealFor(view, rng, model);
    let any: HandState | null = null;
    const values = candidates.map((a, j) => {
      if (a.type !== 'declare') return 0;
      const d: Declaration = { step: a.step, trump: a.trump, aux: a.aux };
      const pair = certain[j] ?? discardOrder(view.hand, d).slice(0, 2);
      const start = startState(auctionPosition(view, withDiscard(deal, seat, view.hand, pair), seat, d, {}));
      if (start === null) throw new Error('a legal declaration the deal cannot carry');
      any ??= start;
      // As in the auction (auction-bid.ts): the declarer's real-play edge on a suit contract.
      const credit = start.phase !== 'finished' && STEP_SHAPES[d.step].game === 'suit' ? edge : 0;
      return startValue(work, start) + credit;
    });
    const f = candidates.indexOf(fold as Action);
    if (f >= 0 && any !== null) values[f] = foldValue(any);
    return values;
  }, settled);
  if (rows.length === 0) return rule;
  const action = candidates[levelPick(view, rows, candidates.length, choose, rng)] as Action;
  if (action.type === 'fold') return { action, hint: { code: 'fold' } };
  if (action.type !== 'declare') return rule;
  return { action, hint: { code: 'declare', step: action.step, trump: action.trump } };
}

/**
 * The pairs worth trying for the talon: the rules player's pair (first), every pair of the
 * `DISCARD_POOL` cards the rule of thumb lays away most willingly and, for betl and durch, a pair that
 * makes the game certain (`certain`, certain-talon.ts). The review prices the same ones.
 */
export function discardPairs(
  view: SeatView,
  work: Work | null = null,
): {
  rule: Decision;
  pairs: Extract<Action, { type: 'discard' }>[];
  certain: Talon | null;
} {
  const rule = legalDiscard(view);
  const pairs: Extract<Action, { type: 'discard' }>[] = [rule.action as Extract<Action, { type: 'discard' }>];
  const d = declarationOf(view);
  if (d === null) return { rule, pairs, certain: null };
  const certain = certainDiscard(view, d, work);
  const pool = discardOrder(view.hand, d).slice(0, DISCARD_POOL);
  const legal = view.legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  const samePair = (a: readonly Card[], b: readonly Card[]) => a.every((c) => b.includes(c));
  for (const a of legal)
    if (
      (a.cards.every((c) => pool.includes(c)) || (certain !== null && samePair(a.cards, certain))) &&
      !pairs.some((p) => samePair(p.cards, a.cards))
    )
      pairs.push(a);
  return { rule, pairs, certain };
}

/**
 * Two cards for the talon: a pair that makes betl or durch certain, where one exists; else the best mean
 * over deals of the others' cards among `discardPairs`.
 */
function discard(view: SeatView, rng: Rng, work: Work, choose: Chooser, settled?: Settled): Decision {
  const d = declarationOf(view);
  const { rule, pairs, certain } = discardPairs(view, work);
  const proven = certain === null ? undefined : pairs.find((a) => a.cards.every((c) => certain.includes(c)));
  if (proven) return { action: proven, hint: { code: 'discard', cards: proven.cards } };
  if (d === null || pairs.length === 1) return rule;
  const seat = view.seat;
  const model = dealModel(view);
  const rows = work.rows(() => {
    const deal = dealFor(view, rng, model);
    return pairs.map((a) => {
      const start = startState(
        auctionPosition(view, withDiscard(deal, seat, view.hand, a.cards), seat, d, {}),
      );
      if (start === null) throw new Error('a legal discard the deal cannot carry');
      return startValue(work, start);
    });
  }, settled);
  if (rows.length === 0) return rule;
  const pick = pairs[levelPick(view, rows, pairs.length, choose, rng)] as Extract<
    Action,
    { type: 'discard' }
  >;
  return { action: pick, hint: { code: 'discard', cards: pick.cards } };
}

/**
 * A level's decision in licitovaný (sampling-player.ts dispatches here): the auction, the talon, the
 * discard, doubling and card play by sampling; the auction, the talon, the discard and the card by the
 * level's choice among what it valued (`choose`, level-choice.ts; by default the level's own).
 */
export function decideAuction(
  view: SeatView,
  rng: Rng,
  cfg: LevelConfig,
  options: PlayerOptions = {},
  choose: Chooser = levelChooser(
    view.table.size === 4 ? cfg.temperature.auctionByFour : cfg.temperature.auction,
    options,
  ),
): Decision {
  const ms = (options.timed ?? true) ? cfg.ms : Infinity;
  const clock = options.clock ?? wallClock;
  switch (view.phase) {
    case 'talon':
    case 'discard': {
      const clear = cfg.clear.auction;
      const work = new Work({ deals: clear?.upTo ?? cfg.bidSamples, nodes: cfg.bidNodes, ms }, clock);
      const settled = settledBy(clear);
      const out =
        view.phase === 'talon'
          ? declare(view, rng, work, choose, settled, cfg.declarerEdge.auction ?? 0)
          : discard(view, rng, work, choose, settled);
      options.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
      return out;
    }
    case 'doubling': {
      const work = new Work(doublingBudget(cfg, cfg.doubleDeals?.auction, ms), clock);
      const out = double(view, rng, cfg, work, options);
      options.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
      return out;
    }
    case 'auction': {
      const work = new Work({ deals: cfg.bidSamples, nodes: cfg.bidNodes, ms }, clock);
      const edge = cfg.declarerEdge.auction ?? 0;
      const out = evaluatedBid(view, rng, work, cfg.inference.auction === true, choose, edge);
      options.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
      return out;
    }
    case 'play': {
      const work = new Work({ deals: cfg.playLayouts, nodes: cfg.playNodes, ms }, clock);
      const out = play(view, rng, cfg, work, ms !== Infinity, choose);
      options.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
      return out;
    }
    default:
      return rulePlayer.decide(view, rng);
  }
}

/**
 * The levels' auction in licitovaný, by evaluation: every call the seat may make now is valued by
 * playing the hand out on deals of the unseen cards (the others' hands and the talon) consistent with
 * its view and with the calls so far, and the call with the best expected money is made.
 *
 * A call stands for a plan: "go on up to step T" (hold the step held while it is not above T, else bid
 * the lowest step on offer not above it, else drop), T running over the ladder, or drop now. On each
 * deal the rest of the auction is played out through the engine, the seat by its plan and the others
 * by the rules player (variants.ts `auctionCall`), and the outcome valued:
 * - nobody bid: the hand is thrown in, 0;
 * - another seat won: it declares and discards as the rules player would, the contract is solved from
 *   the first lead (solver/search.ts) and the seat pays or takes as a defender;
 * - the seat won at step w: it takes the talon of the deal and declares, among its candidate contracts
 *   at or above w (and omyl where offered), the one with the best mean over all the deals — it cannot
 *   see the others' cards when it declares — with the rule of thumb's discard for it.
 * A call's value is its best plan's mean. The seat's own suit contracts are credited `edge` per
 * defender (`LevelConfig.declarerEdge`): the open-card search plays the defence better than the table
 * does, and a level valuing its contracts by it alone bid so little that half the hands were thrown
 * in (docs/ai.md, "The variants", licitovaný). Deals are drawn from the view and, for the levels with
 * inference, kept with the likelihood of the others' calls so far (auction-inference.ts), so a seat
 * that bid a seven is likelier to hold its trumps. Undoubled throughout: doubling is decided when it
 * comes.
 */
import {
  type Action,
  type Card,
  type HandState,
  type Rng,
  type Seat,
  type SeatView,
  SUITS,
  actionKey,
  apply,
  fromCards,
  settle,
  toCards,
  view as seatView,
} from '../../../src-shared/index.ts';
import {
  type StepId,
  STEP_SHAPES,
  stepRank,
  stepTrumps,
} from '../../../src-shared/variants/auction/ladder.ts';
import { type Declaration, declareRefusal } from '../../../src-shared/variants/auction/talon.ts';
import {
  auctionPosition,
  dealFor,
  dealModel,
  discardOrder,
  foldValue,
  startState,
  withDiscard,
} from './auction-layouts.ts';
import { REJECTED, type Work } from '../budget.ts';
import { likelihoodOf, likelyDeal, replayAuction } from './auction-inference.ts';
import { estimate } from '../estimate.ts';
import type { Chooser } from '../level-choice.ts';
import { trumpScore } from '../heuristics.ts';
import { danger } from '../inference.ts';
import type { Decision } from '../player.ts';
import { auctionCall, legalDiscard, supports, talonCall } from '../variants.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';

/** Betl (durch) danger of the ten cards (inference.ts `danger`) up to which it is a candidate. */
const NO_TRUMP_SLACK = { betl: 4, durch: 3 } as const;
/** Suits tried for the suit contracts, strongest first. */
const SUITS_TRIED = 2;

/** A contract the seat could declare with the talon, or omyl. */
type Candidate = Declaration | 'fold';

/** The outcome of the auction on one deal under one plan. */
type Outcome = { readonly mine: StepId } | { readonly value: number };

/** One deal's values: each candidate's money per defender, and each plan's outcome. */
interface Row {
  readonly values: readonly number[];
  readonly outcomes: readonly Outcome[];
}

/**
 * The contracts the seat's ten cards make worth valuing, each legal whatever the talon brings: per
 * suit (the `SUITS_TRIED` strongest holding their seven, or any on a ladder with a game step) the
 * lowest suit step of the ladder in it, the seven where the seven is held, sto a sedma with the
 * marriage; betl and durch when their danger is within reach of a talon; dvě sedmy where the rule of
 * thumb supports it; omyl where the rules offer it.
 */
export function bidCandidates(view: SeatView): Candidate[] {
  const ladder = view.auction?.ladder ?? [];
  const hand = fromCards(view.hand);
  const ok = (d: Declaration) =>
    declareRefusal(hand, null, d, view.rules.auctionLadder, view.rules.contractMatchesCards) === null;
  const out: Candidate[] = [];
  const has = (c: string) => view.hand.includes(c as Card);
  const suits = [...SUITS].sort((a, b) => trumpScore(view.hand, b) - trumpScore(view.hand, a));
  let tried = 0;
  for (const trump of suits) {
    if (tried >= SUITS_TRIED) break;
    const steps = ladder.filter((step) => {
      const shape = STEP_SHAPES[step];
      if (shape.game !== 'suit' || shape.twoSevens || !stepTrumps(step, ladder).includes(trump)) return false;
      if (shape.seven && !has(`${trump}7`)) return false;
      if (shape.hundred && !(has(`${trump}K`) && has(`${trump}O`))) return false;
      return true;
    });
    const mine = steps.filter((step) => ok({ step, trump, aux: null }));
    if (mine.length === 0) continue;
    tried++;
    // The lowest, the lowest with a seven, the lowest with a hundred (each a different contract to play).
    const firstOf = (f: (step: StepId) => boolean) => mine.find(f);
    const picks = new Set<StepId | undefined>([
      mine[0],
      firstOf((x) => STEP_SHAPES[x].seven && !STEP_SHAPES[x].hundred),
      firstOf((x) => STEP_SHAPES[x].hundred),
    ]);
    for (const step of picks) if (step !== undefined) out.push({ step, trump, aux: null });
  }
  for (const kind of ['betl', 'durch'] as const) {
    const step = ladder.find((x) => STEP_SHAPES[x].game === kind);
    if (step !== undefined && danger(view.hand, kind) <= NO_TRUMP_SLACK[kind])
      out.push({ step, trump: null, aux: null });
  }
  for (const step of ladder.filter((x) => STEP_SHAPES[x].twoSevens))
    for (const trump of stepTrumps(step, ladder))
      for (const aux of SUITS)
        if (aux !== trump && supports(step, view.hand, trump, aux, ladder) && ok({ step, trump, aux }))
          out.push({ step, trump, aux });
  if (view.rules.auctionFold && ladder.includes('seven') && out.length > 0) out.push('fold');
  return out;
}

/** The lowest step a candidate may be declared after (omyl: only after winning a plain sedma). */
const stepOf = (c: Candidate): StepId => (c === 'fold' ? 'seven' : c.step);

/** Whether candidate `c` may be declared (or omyl called) after winning `won`. */
function allowedAfter(c: Candidate, won: StepId, ladder: readonly StepId[]): boolean {
  if (c === 'fold') return won === 'seven';
  return stepRank(c.step, ladder) >= stepRank(won, ladder);
}

/** The seat's call under plan `top` (the highest step it goes to; -1: drop), among the legal calls. */
function planCall(v: SeatView, top: number): Action | null {
  const ladder = v.auction?.ladder ?? [];
  const within = (step: StepId) => stepRank(step, ladder) <= top;
  const held = v.auction?.step ?? null;
  const hold = v.legal.find((a) => a.type === 'hold');
  if (hold && held !== null && within(held)) return hold;
  const bid = v.legal.find((a) => a.type === 'bid' && within(a.step));
  if (bid) return bid;
  return v.legal.find((a) => a.type === 'drop') ?? null;
}

/** Money per defender of a hand from its talon phase, the declarer calling as the rules player (undoubled). */
function othersContract(work: Work, start: HandState): number {
  let s = start;
  for (let guard = 0; s.phase !== 'play' && s.phase !== 'finished' && guard < 8; guard++) {
    const v = seatView(s, s.toAct as Seat);
    const action =
      s.phase === 'talon'
        ? talonCall(v).action
        : s.phase === 'discard'
          ? legalDiscard(v).action
          : v.legal.find((a) => a.type === 'pass');
    if (action === undefined) break;
    const r = apply(s, action);
    if (!r.ok) throw new Error(`the rules player's call was refused: ${r.error.code}`);
    s = r.value;
  }
  if (s.phase === 'finished') return settle(s).perDefender;
  if (s.phase !== 'play') throw new Error(`no play reached: ${s.phase}`);
  return work.value(s);
}

/** The auction played out from `state` with the seat on plan `top` and the others as the rules player. */
function rollout(state: HandState, seat: Seat, top: number): HandState {
  let s = state;
  while (s.phase === 'auction') {
    const who = s.toAct as Seat;
    const v = seatView(s, who);
    const action = who === seat ? planCall(v, top) : auctionCall(v).action;
    if (action === null) throw new Error('no auction call');
    const r = apply(s, action);
    if (!r.ok) throw new Error(`an auction call was refused: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

/**
 * The evaluated call: each legal auction call valued by its best plan's mean money over deals (see the
 * file's comment), the best taken — or, given a level's `choose` (level-choice.ts), one drawn among the
 * distinct calls by their values; the rules player's call where no deal was solved in time or no
 * contract is in reach.
 */
export function evaluatedBid(
  view: SeatView,
  rng: Rng,
  work: Work,
  inference: boolean,
  choose?: Chooser,
  edge = 0,
): Decision {
  const rule = auctionCall(view);
  const seat = view.seat;
  const ladder = view.auction?.ladder ?? [];
  const candidates = bidCandidates(view);
  const drop = view.legal.find((a) => a.type === 'drop');
  const declarable = candidates.filter((c) => c !== 'fold');
  if (declarable.length === 0) return drop ? { action: drop, hint: { code: 'drop' } } : rule;
  const top = Math.max(...declarable.map((c) => stepRank(stepOf(c), ladder)));
  // Plans: drop (-1) and every step up to the highest candidate; grouped by the call each makes now.
  const plans: number[] = [-1];
  for (let t = 0; t <= top; t++) plans.push(t);
  const firstCalls = plans.map((t) => planCall(view, t));
  // Every other seat pays the declarer (at four the dealer sitting out too).
  const payers = view.table.size - 1;
  const model = dealModel(view);
  const likelihood = likelihoodOf(view);
  const rows: Row[] = work.rows(() => {
    const deal = inference ? likelyDeal(view, rng, model, likelihood) : dealFor(view, rng, model);
    const state = replayAuction(view, deal).state;
    const theirs = new Map<string, number>();
    const outcomes = plans.map((t): Outcome => {
      const end = rollout(state, seat, t);
      if (end.phase === 'finished') return { value: 0 };
      const won = auctionOwn(end)?.wonStep as StepId;
      if (end.declarer === seat) return { mine: won };
      const key = `${end.declarer}:${won}`;
      if (!theirs.has(key)) theirs.set(key, othersContract(work, end));
      return { value: -(theirs.get(key) as number) };
    });
    // The seat's own contracts are solved only on deals where some plan wins it the auction.
    if (!outcomes.some((o) => 'mine' in o)) return { values: candidates.map(() => Number.NaN), outcomes };
    const hand12 = [...view.hand, ...toCards(deal.talon)];
    let anyStart: HandState | null = null;
    const values = candidates.map((c) => {
      if (c === 'fold') return Number.NaN;
      const pair = discardOrder(hand12, c).slice(0, 2);
      const start = startState(auctionPosition(view, withDiscard(deal, seat, hand12, pair), seat, c, {}));
      if (start === null) throw REJECTED;
      anyStart ??= start;
      if (start.phase === 'finished') return settle(start).perDefender;
      // The declarer's real-play edge over the open-card search, on a suit contract (`declarerEdge`).
      return work.value(start) + (STEP_SHAPES[c.step].game === 'suit' ? edge : 0);
    });
    const f = candidates.indexOf('fold');
    if (f >= 0 && anyStart !== null) values[f] = foldValue(anyStart);
    return { values, outcomes };
  });
  if (rows.length === 0) return rule;
  const means = candidates.map(
    (_, j) => estimate(rows.flatMap((r) => (Number.isNaN(r.values[j]) ? [] : [r.values[j] as number]))).mean,
  );
  // The contract the seat would declare after winning `won`: the best mean among those allowed.
  const choice = (won: StepId): number => {
    let best = -1;
    candidates.forEach((c, j) => {
      if (!allowedAfter(c, won, ladder)) return;
      if (best < 0 || (means[j] as number) > (means[best] as number)) best = j;
    });
    return best;
  };
  // Each plan's money for the seat per deal (the rows of the level's choice), and its mean.
  const perDeal = rows.map((r) =>
    plans.map((_, k) => {
      const o = r.outcomes[k] as Outcome;
      if ('value' in o) return o.value;
      const j = choice(o.mine);
      // Every plan goes only as high as its candidates, so a won step always has one.
      return j < 0 ? 0 : payers * (r.values[j] as number);
    }),
  );
  const values = plans.map((_, k) => estimate(perDeal.map((d) => d[k] as number)).mean);
  // Each distinct call now, valued by its best plan; drop first so a tie keeps out of the auction.
  let best = 0;
  values.forEach((v, k) => {
    if (v > (values[best] as number) + 1e-9) best = k;
  });
  // The level's choice among the distinct calls, each worth its best plan (plans keep their order).
  const calls: number[] = [];
  plans.forEach((_, k) => {
    const key = actionKey(firstCalls[k] ?? rule.action);
    const same = calls.findIndex((c) => actionKey(firstCalls[c] ?? rule.action) === key);
    if (same < 0) calls.push(k);
    else if ((values[k] as number) > (values[calls[same] as number] as number) + 1e-9) calls[same] = k;
  });
  if (choose && calls.length > 1) {
    const at = calls.findIndex(
      (k) => actionKey(firstCalls[k] ?? rule.action) === actionKey(firstCalls[best] ?? rule.action),
    );
    best = calls[
      choose(
        view.phase,
        calls.map((k) => values[k] as number),
        at,
        rng,
        perDeal.map((d) => calls.map((k) => d[k] as number)),
      )
    ] as number;
  }
  const action = firstCalls[best] ?? rule.action;
  if (!view.legal.some((a) => actionKey(a) === actionKey(action))) return rule;
  if (action.type === 'bid') return { action, hint: { code: 'bid', step: action.step } };
  if (action.type === 'hold') return { action, hint: { code: 'hold', step: view.auction?.step as StepId } };
  if (action.type === 'drop') return { action, hint: { code: 'drop' } };
  return rule;
}

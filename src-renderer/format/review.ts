/**
 * What the review of a finished hand shows, read off its record and the graded decisions main sends
 * (src-shared/api/review.ts): every moment of the hand replayed by the engine, the moments grouped as
 * the bidding and the tricks, the words of each action, the grade marks (Lichess-style symbols), the
 * counts per grade and the costliest decisions first. No rule and no grade is decided here: states come
 * from `apply`, grades from main.
 */
import type { Card } from '../../src-shared/cards/card.ts';
import type { ReviewedDecision } from '../../src-shared/api/review.ts';
import { type Action, actionKey } from '../../src-shared/engine/action.ts';
import type { Side } from '../../src-shared/engine/contract.ts';
import { apply } from '../../src-shared/engine/apply.ts';
import { newHand } from '../../src-shared/engine/deal.ts';
import type { HandSetup, HandState } from '../../src-shared/engine/state.ts';
import { cardName } from '../../src-shared/explain/names.ts';
import { GRADES, type Grade, forSide } from '../../src-shared/review/grade.ts';
import type { Analysis } from '../../src-shared/api/solver.ts';
import { type CallContext, callLabel, historyLabels } from './calls.ts';

/** Lichess marks: nothing to say about a best choice but a tick; ?! ? ?? for the others. */
export const GRADE_SYMBOLS: Readonly<Record<Grade, string>> = {
  best: '✓',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

/**
 * Every moment of a hand: `states[i]` is the moment before `actions[i]`, the last one the hand's end.
 * Stops at an action the engine refuses (a record that does not replay is shown up to there).
 */
export function replayMoments(setup: HandSetup, actions: readonly Action[]): HandState[] {
  const out: HandState[] = [newHand(setup)];
  for (const a of actions) {
    const next = apply(out[out.length - 1] as HandState, a);
    if (!next.ok) break;
    out.push(next.value);
  }
  return out;
}

/** One action of the hand as the timeline lists it. */
export interface MomentItem {
  readonly index: number;
  readonly seat: number;
  readonly action: Action;
  readonly label: string;
}

/** The hand as the timeline shows it: the calls before the first lead, then the tricks. */
export interface HandOutline {
  readonly bidding: readonly MomentItem[];
  readonly tricks: readonly (readonly MomentItem[])[];
}

/** Words of one action: a call's name, a card's name, the discarded or chosen trump card. */
export function actionLabel(a: Action, state: HandState | null, ctx: CallContext): string {
  const deck = ctx.deck;
  switch (a.type) {
    case 'play':
      return cardName(a.card, ctx.lang, deck);
    case 'discard':
      return ctx.t('review.discarded', {
        cards: a.cards.map((c) => cardName(c, ctx.lang, deck)).join(', '),
      });
    case 'chooseTrump':
      return ctx.t('calls.trumpCard', { card: cardName(a.card, ctx.lang, deck) });
    default:
      return callLabel(a, state?.components ?? [], ctx);
  }
}

/**
 * The bidding and the tricks of a hand, each action worded (doubles named by the level they reached).
 * `perTrick`: the cards of a trick, one per seat playing (3; 2 in lízaný, 4 in křížový).
 */
export function outline(actions: readonly Action[], ctx: CallContext, perTrick = 3): HandOutline {
  const history = historyLabels(actions, ctx);
  const bidding: MomentItem[] = [];
  const tricks: MomentItem[][] = [];
  let plays = 0;
  actions.forEach((action, index) => {
    const label =
      action.type === 'discard' || action.type === 'chooseTrump'
        ? actionLabel(action, null, ctx)
        : (history[index] ?? '');
    const item = { index, seat: action.seat, action, label };
    if (action.type !== 'play') {
      bidding.push(item);
      return;
    }
    const t = Math.floor(plays / perTrick);
    (tricks[t] ??= []).push(item);
    plays++;
  });
  return { bidding, tricks };
}

/** Defenders in volený (three active seats): each pays the declarer or is paid by him. */
export const DEFENDERS = 2;

/**
 * Base rates the decider's own money changes by for a loss of `loss` (rates per defender, grade.ts):
 * `ownRates` as main counted it for the hand (src-shared/api/review.ts: every defender's to the declarer
 * alone, one to one in pairs); reviews without it, volený's: the declarer's from both defenders, a
 * defender's own.
 */
export function ownUnits(loss: number, side: Side, ownRates?: number): number {
  return loss * (ownRates ?? (side === 'declarer' ? DEFENDERS : 1));
}

/** A decision's loss in the decider's own base rates. */
const own = (d: ReviewedDecision, loss: number): number => ownUnits(loss, d.side, d.ownRates);

/** How a decision is judged: from the seat's view where it was priced, else exactly. */
export type CostBasis = 'seat' | 'exact';

/**
 * What a decision cost the decider, in base rates of his own money, as the summaries judge it: from the
 * seat's view where it was priced (a choice that was best on what the player could know is no
 * mistake), else exactly (the same rule as src-shared/explain/review.ts).
 */
export function decisionCost(d: ReviewedDecision): { readonly units: number; readonly basis: CostBasis } {
  // A loss within the sampling error is no loss (src-shared/review/interval.ts).
  if (d.seatView) return { units: d.seatView.grade === 'best' ? 0 : own(d, d.seatView.loss), basis: 'seat' };
  return { units: own(d, d.exact?.loss ?? 0), basis: 'exact' };
}

/** A decision's exact loss in the decider's own base rates. */
export const exactCost = (d: ReviewedDecision): number => own(d, d.exact?.loss ?? 0);

/**
 * The decisions that lost something as they are judged (`decisionCost`: from the seat's view where
 * priced), costliest first (ties: the larger exact loss). A choice best on what its player could know
 * costs nothing, whatever it lost with every card visible, and is not listed.
 */
export function costliest<D extends ReviewedDecision>(decisions: readonly D[]): D[] {
  return decisions
    .filter((d) => decisionCost(d).units > 0)
    .slice()
    .sort((a, b) => decisionCost(b).units - decisionCost(a).units || exactCost(b) - exactCost(a));
}

/** One priced alternative of a bidding decision: what it lost against the best one, both ways. */
export interface AlternativeRow {
  readonly action: Action;
  readonly chosen: boolean;
  /** Base rates of the decider's own money lost against the best alternative (0: best; null: not priced). */
  readonly exact: number | null;
  readonly seat: number | null;
  /** Valued on fewer of the seat view's samples than the decision (dropped as surely worse): how many. */
  readonly seatSamples?: number;
}

/**
 * A bidding decision's priced alternatives (main's `alternatives`, the one chosen first) as losses
 * against the best of them, from the decider's side; best first. Empty for a card.
 */
export function alternativeRows(d: ReviewedDecision): AlternativeRow[] {
  const alts = d.alternatives ?? [];
  if (alts.length === 0) return [];
  const mine = (v: number) => forSide(d.side, v);
  const exacts = alts.flatMap((a) => (a.exact === null ? [] : [mine(a.exact)]));
  const bestExact = exacts.length > 0 ? Math.max(...exacts) : null;
  const seats = alts.flatMap((a) => (a.seatView === null ? [] : [mine(a.seatView)]));
  const bestSeat = seats.length > 0 ? Math.max(...seats) : null;
  const chosen = actionKey(d.action);
  return alts
    .map((a) => ({
      action: a.action,
      chosen: actionKey(a.action) === chosen,
      exact: a.exact === null || bestExact === null ? null : own(d, Math.max(0, bestExact - mine(a.exact))),
      seat:
        a.seatView === null || bestSeat === null ? null : own(d, Math.max(0, bestSeat - mine(a.seatView))),
      ...(a.seatSamples === undefined ? {} : { seatSamples: a.seatSamples }),
    }))
    .sort((x, y) => (x.seat ?? x.exact ?? 0) - (y.seat ?? y.exact ?? 0) || (x.exact ?? 0) - (y.exact ?? 0));
}

export interface ReviewSummary {
  /** How many decisions got each grade, with all cards visible and from the seat's view. */
  readonly exact: Readonly<Record<Grade, number>>;
  readonly seat: Readonly<Record<Grade, number>>;
  /** Decisions the solver could not price either way. */
  readonly unpriced: number;
  /** The decider's own money lost in all, in base rates (exact; means from the seat's view). */
  readonly lostExact: number;
  readonly lostSeat: number;
}

const zero = (): Record<Grade, number> =>
  Object.fromEntries(GRADES.map((g) => [g, 0])) as Record<Grade, number>;

export function summarize(decisions: readonly ReviewedDecision[]): ReviewSummary {
  const exact = zero();
  const seat = zero();
  let unpriced = 0;
  let lostExact = 0;
  let lostSeat = 0;
  for (const d of decisions) {
    if (d.exact) {
      exact[d.exact.grade]++;
      lostExact += own(d, d.exact.loss);
    }
    if (d.seatView) {
      seat[d.seatView.grade]++;
      if (d.seatView.grade !== 'best') lostSeat += own(d, d.seatView.loss);
    }
    if (!d.exact && !d.seatView) unpriced++;
  }
  return { exact, seat, unpriced, lostExact, lostSeat };
}

/**
 * The card of an analysis that stands for `card`: itself, or the card of the verdict that lists it as
 * equivalent (the solver values touching cards once). Null when the analysis does not value it.
 */
export function verdictCard(analysis: Analysis, card: Card): Card | null {
  const v =
    analysis.cards.find((c) => c.card === card) ?? analysis.cards.find((c) => c.equivalent.includes(card));
  return v ? v.card : null;
}

/** The cards that keep the best result in an analysis (with their equivalents). */
export function bestCards(analysis: Analysis): Set<Card> {
  const out = new Set<Card>();
  for (const v of analysis.cards) if (v.loss === 0) for (const c of [v.card, ...v.equivalent]) out.add(c);
  return out;
}

/** Where an action was taken, in words: "5. zdvih: ♥K" for a card, "Dražba: Flek (hra)" for a call. */
export function momentWhere(
  actions: readonly Action[],
  index: number,
  ctx: CallContext,
  perTrick = 3,
): string {
  const a = actions[index];
  if (!a) return ctx.t('review.handEnd');
  const o = outline(actions.slice(0, index + 1), ctx, perTrick);
  if (a.type === 'play')
    return ctx.t('review.whereTrick', { n: o.tricks.length, what: o.tricks.at(-1)?.at(-1)?.label ?? '' });
  return ctx.t('review.whereBidding', { what: o.bidding.at(-1)?.label ?? '' });
}

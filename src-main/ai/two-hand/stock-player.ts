/**
 * Lízaný's cards while the stock lasts, by evaluation (AP, Lízaný Mariáš: no duty to follow until the
 * stock is drawn, the trick's winner draws first). What the seat cannot see — the other hand and the
 * stock's order, unknown to both seats — is sampled from the unseen cards (solver/draws.ts
 * `sampleWorld`: uniformly, the other seat keeping the trump seven of a seven he announced and the král
 * of a marriage he announced; the free play shows no voids, no card is drawn face up, and a seat sees
 * only its own draws). Each legal card (equivalent cards once) is then played out on every sample by
 * one continuation: both seats by the rules of thumb (heuristics.ts `ruleCard`) until the stock is
 * gone, then the exact search of the last eight tricks with the sample's cards (`valueStockCard`, the
 * review's judge of the same cards, here without its trick of minimax: `STOCK_CARD_LOOKAHEAD`). The
 * card with the best mean money over the samples is the best; the rules of thumb's card wins ties. The
 * level's chooser (level-choice.ts, its lízaný temperature) then takes it or draws another by the means.
 *
 * This is a rollout over the rules of thumb (one step of policy improvement), not a solve of the hand:
 * a card is valued against the rules of thumb's continuation, which is how the rule player and the
 * levels themselves play on, not against best play by both (with a fixed stock the hand is a game of
 * perfect information, but the free play and the draws make its tree about 64× larger per trick of
 * the stock). It beats the rules of thumb where a card's worth shows in how the hand plays on — the
 * svršek that announces a marriage, the low card kept back from a trick not worth taking — and it
 * models an opponent who plays like the rule player; against a different opponent its estimates are
 * of a continuation that opponent does not follow (docs/ai.md).
 *
 * Budget (budget.ts `Work`): samples at most `STOCK_SAMPLES_PER_LAYOUT` × the level's `playLayouts`,
 * solver and play-out nodes `playNodes`, the time cap when timed. No sample finished in time: the
 * rules player's card (the caller's fallback).
 */
import {
  type Card,
  type HandState,
  type Rng,
  type SeatView,
  CARDS,
  fromCards,
} from '../../../src-shared/index.ts';
import { valueStockCard } from '../../solver/draws.ts';
import type { DoublingSample } from '../level-config.ts';
import { STOPPED } from '../../solver/search.ts';
import { type Budget, type Clock, Work } from '../budget.ts';
import { ruleCard } from '../heuristics.ts';
import { stateOfView } from '../open-endgame.ts';
import { type Chooser, levelChooser } from '../level-choice.ts';
import type { Decision } from '../player.ts';

/**
 * Tricks of the stock played by minimax on each sample (the rest by the rules of thumb): none. One
 * trick of minimax costs about ten times the play-out (about 50 ms a sample instead of 5: 64 exact
 * endgames instead of one), and more samples of the cheaper play-out fit the same wait.
 */
export const STOCK_CARD_LOOKAHEAD = 0;

/**
 * Samples per layout of the level's card budget: a sample here (every card played out once, one exact
 * endgame each) costs about a tenth of a layout of volený's card play, so a level samples four times
 * its layouts — 16, 48 and 160 — within its node budget and well within its wait.
 */
export const STOCK_SAMPLES_PER_LAYOUT = 4;

export interface StockOptions {
  /** The time cap in ms (Infinity: untimed). */
  readonly ms: number;
  readonly clock?: Clock;
  /** Told the samples finished, the nodes spent and whether the clock stopped the decision. */
  readonly onWork?: (work: { deals: number; nodes: number; late: boolean }) => void;
  /**
   * Told each defender's doubling call that sampled, before it is taken (two-hand-bid.ts): its rows as
   * the declarer's money (`npm run double-fit -- --variant twoHand` refits `DOUBLE_RULE.twoHand`).
   */
  readonly onDoubling?: (view: SeatView, sampled: DoublingSample) => void;
}

/** The values of a stock card's alternatives on the samples a decision finished. */
export interface StockChoice {
  /** The legal cards in classes of equivalent cards (the first of each stands for the class). */
  readonly classes: readonly (readonly Card[])[];
  /** Per sample, per class: the money per defender (the declarer's side positive). */
  readonly rows: readonly (readonly number[])[];
  readonly nodes: number;
  readonly late: boolean;
}

/** Whether the view is a lízaný card while the stock lasts (this module's decision). */
export const isStockCard = (view: SeatView): boolean =>
  view.variant === 'twoHand' && view.phase === 'play' && view.stockSize > 0 && view.toAct === view.seat;

/**
 * The lízaný hand as the seat's view shows it (in play, or at a call before it), the unseen cards split
 * in any way between the other hand and the stock: `sampleWorld` draws that split afresh from the view
 * for each sample.
 */
export function stockState(view: SeatView): HandState {
  const seen = new Set<Card>([
    ...view.hand,
    ...view.tricks.flatMap((t) => t.cards),
    ...(view.trick?.cards ?? []),
  ]);
  const other = 1 - view.seat;
  const unseen = CARDS.filter((c) => !seen.has(c));
  const size = view.handSizes[other] as number;
  if (unseen.length !== size + view.stockSize) throw new Error('the view does not account for every card');
  const hands = [0, 0];
  hands[view.seat] = fromCards(view.hand);
  hands[other] = fromCards(unseen.slice(0, size));
  return stateOfView(view, hands, unseen.slice(size));
}

/**
 * Values every legal card of the view on samples of the unseen cards, within `budget`. `seed` fixes the
 * samples (the same view and seed give the same values, untimed).
 */
export function valueStockCards(
  view: SeatView,
  seed: number,
  budget: Budget,
  clock?: Clock,
  lookahead = STOCK_CARD_LOOKAHEAD,
): StockChoice {
  const state = stockState(view);
  const work = new Work(budget, clock);
  let classes: readonly (readonly Card[])[] = [];
  let k = 0;
  const rows = work.rows(() => {
    const r = valueStockCard(
      { method: 'stockCard', state, seed, skip: k++, count: 1, maxNodes: Infinity, exactNodes: 0, lookahead },
      budget.ms === Infinity ? {} : { shouldStop: work.overTime },
    );
    work.nodes += r.nodes;
    // Stopped mid-sample: the sample is dropped (Work.rows ends on STOPPED).
    if (r.samples === 0) throw STOPPED;
    classes = r.classes;
    return r.values.map((v) => v[0] as number);
  });
  return { classes, rows, nodes: work.nodes, late: work.late };
}

/** The best choice every time (temperature 0): the chooser when none is given. */
const BEST: Chooser = levelChooser(0, {});

/** The phase a lízaný card while the stock lasts is reported under to `onChoice` (the calibration). */
export const STOCK_PHASE = 'stock';

/**
 * The card to play while the stock lasts: the best mean money for the seat's side over the samples,
 * the rules of thumb's card on ties, or the one `choose` draws by the means (a level's temperature;
 * the best by default); null when no sample finished (the caller falls back on the rules). A card
 * below the best says which was best (`levelCard`).
 */
export function stockCard(
  view: SeatView,
  rng: Rng,
  cfg: { readonly playLayouts: number; readonly playNodes: number },
  options: StockOptions,
  choose: Chooser = BEST,
): Decision | null {
  if (!isStockCard(view)) return null;
  const seed = rng.int(0x7fffffff);
  const budget: Budget = {
    deals: STOCK_SAMPLES_PER_LAYOUT * cfg.playLayouts,
    nodes: cfg.playNodes,
    ms: options.ms,
  };
  const c = valueStockCards(view, seed, budget, options.clock, STOCK_CARD_LOOKAHEAD);
  options.onWork?.({ deals: c.rows.length, nodes: c.nodes, late: c.late });
  if (c.rows.length === 0) return null;
  const sign = view.seat === view.declarer ? 1 : -1;
  const n = c.rows.length;
  const means = c.classes.map((_, j) => c.rows.reduce((s, r) => s + sign * (r[j] as number), 0) / n);
  const rule = ruleCard(view).action;
  const ruleClass = rule.type === 'play' ? c.classes.findIndex((cls) => cls.includes(rule.card)) : -1;
  let best = ruleClass >= 0 ? ruleClass : 0;
  means.forEach((m, j) => {
    if (m > (means[best] as number) + 1e-9) best = j;
  });
  // One player pays the other: the money per defender is the seat's own. The draw keeps to the classes
  // the samples cannot tell from the best (level-choice.ts `eligible`).
  const j = choose(
    STOCK_PHASE,
    means,
    best,
    rng,
    c.rows.map((r) => r.map((v) => sign * v)),
  );
  /** The rules of thumb's own card within a class of equivalent cards, else the class's first. */
  const cardOf = (k: number) => {
    const cls = c.classes[k] as readonly Card[];
    return rule.type === 'play' && cls.includes(rule.card) ? rule.card : (cls[0] as Card);
  };
  const card = cardOf(j);
  const keeps = c.rows.filter((r) => r.every((v) => sign * (v - (r[j] as number)) <= 1e-9)).length / n;
  const wins = c.rows.filter((r) => sign * (r[j] as number) > 0).length / n;
  const stats = { card, layouts: n, keeps, wins };
  return {
    action: { type: 'play', seat: view.seat, card },
    hint:
      (means[best] as number) - (means[j] as number) > 1e-9
        ? { code: 'levelCard', ...stats, best: cardOf(best) }
        : { code: 'bestCard', ...stats },
  };
}

/**
 * Inference from the cards already played: how likely the other seats were to play what they played,
 * given the cards a layout gives them, judged by the computer's own policy — the exact double-dummy
 * value of the position. A layout in which a seat gave away money it could have kept (threw away a
 * trick it could take for free, say) is unlikely; one in which every card it played was a best card is
 * likely. Layouts sampled uniformly from the view are weighted by it (importance weighting, the
 * bidding's weights of inference.ts multiplied in), so no layout is ever excluded: what the play shows
 * for certain (voids, marriages, the talon ban) stays a constraint of layouts.ts.
 *
 * The likelihood of one card is (1 − OFF_POLICY)·exp(−loss / PLAY_TEMPERATURE) + OFF_POLICY, where
 * loss ≥ 0 is the money (per defender, units of the base) the card gave away against the best card of
 * that position, for the mover's side. It is the played card's softmax weight against the best only,
 * not normalised over the seat's other cards (that would need every card solved at every earlier
 * position); the off-policy share floors it, as a person's plays are not double-dummy. The cards
 * judged are the others' cards of the last two tricks begun (the current one and the one before, or
 * the two before when the seat leads); one search of the layout from the start of the earlier trick
 * values each position in turn, its table kept warm between them, and its nodes are counted in the
 * decision's budget (capped per layout: past the cap the cards not yet judged count as likely).
 */
import {
  type Card,
  type HandState,
  type Marriage,
  type Seat,
  type SeatView,
  add,
  cardIndex,
  seatOfCard,
} from '../../src-shared/index.ts';
import { STOPPED, Search } from '../solver/search.ts';

/** Money per defender (units of the base) given away that makes a card e times less likely. */
export const PLAY_TEMPERATURE = 0.5;
/** The floor of a card's likelihood: the share of plays off the double-dummy policy. */
export const OFF_POLICY = 0.1;
/** Tricks whose cards are judged: the current one (when begun) and the one before. */
export const PLAY_TRICKS = 2;
/** Solver nodes one layout's judgement may take; past it the cards not yet judged count as likely. */
export const PLAY_INFERENCE_NODES = 200_000;

/** The likelihood of one card that gave away `loss` (≥ 0) of the mover's money. */
export function cardLikelihood(loss: number): number {
  return (1 - OFF_POLICY) * Math.exp(-Math.max(0, loss) / PLAY_TEMPERATURE) + OFF_POLICY;
}

/** A layout's weight by the play and the solver nodes it took. */
export interface PlayWeight {
  readonly weight: number;
  readonly nodes: number;
}

export type PlayWeigh = (layout: HandState) => PlayWeight;

/** One card played: its seat and card, in playing order. */
interface Played {
  readonly seat: Seat;
  readonly card: Card;
}

/**
 * The weighing of layouts of `view` by the others' play, or null when no card of theirs is judged
 * (nothing played yet). `shouldStop` is the decision's clock (a stopped judgement throws STOPPED,
 * as the analysis does).
 */
export function playInference(
  view: SeatView,
  options: { readonly shouldStop?: () => boolean; readonly maxNodes?: number } = {},
): PlayWeigh | null {
  const trick = view.trick;
  if (view.phase !== 'play' || trick === null) return null;
  const begun = view.tricks.length + (trick.cards.length > 0 ? 1 : 0);
  const from = Math.max(0, begun - PLAY_TRICKS);
  const judged = [...view.tricks.slice(from), ...(trick.cards.length > 0 ? [trick] : [])];
  const leader = judged[0]?.leader;
  if (leader === undefined) return null;
  // The cards from the start of trick `from` on, with their seats (seatOfCard reads only the table).
  const played: Played[] = judged.flatMap((t) =>
    t.cards.map((card, i) => ({ seat: seatOfCard(view, t.leader, i), card })),
  );
  if (!played.some((p) => p.seat !== view.seat)) return null;
  const maxNodes = options.maxNodes ?? PLAY_INFERENCE_NODES;
  return (layout) => {
    const start = rewound(layout, from, leader, played);
    const search = new Search(start, {
      maxNodes,
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
    });
    let weight = 1;
    try {
      // v: the value of the position before card k (null: not needed yet).
      let before: number | null = null;
      for (const [k, p] of played.entries()) {
        const judge = p.seat !== view.seat && search.legal().length > 1;
        const maximizing = search.maximizing();
        if (judge) before ??= search.value();
        search.play(cardIndex(p.card));
        if (!judge) {
          before = null;
          continue;
        }
        const after = search.value();
        const loss = maximizing ? (before as number) - after : after - (before as number);
        weight *= cardLikelihood(loss);
        // The position after card k is the one before card k + 1.
        before = k + 1 < played.length ? after : null;
      }
    } catch (e) {
      // Out of this layout's nodes: the cards judged so far count. The decision's clock stops it all.
      if (e !== STOPPED || options.shouldStop?.() === true) throw e;
    }
    return { weight, nodes: search.nodes };
  };
}

/**
 * The layout as it stood when trick `from` began: the cards played since back in their seats' hands,
 * the tricks and marriages after it undone. Everything else the search reads is as in the layout.
 */
function rewound(layout: HandState, from: number, leader: Seat, played: readonly Played[]): HandState {
  const hands = layout.hands.slice();
  for (const p of played) hands[p.seat] = add(hands[p.seat] ?? 0, p.card);
  return {
    ...layout,
    hands,
    toAct: leader,
    tricks: layout.tricks.slice(0, from),
    trick: { leader, cards: [] },
    marriages: layout.marriages.filter((m: Marriage) => m.trick < from),
  };
}

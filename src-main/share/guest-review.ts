/**
 * What a guest's review of a finished hand may show. The review replays the hand's record (every card of
 * the deal, every moment), while the guest's seat saw, by the hand's end, its own cards, every card
 * played, and every seat's hand at the first lead (`TableSnapshot.revealed`; the talon then is the rest
 * of the deck but the stock). `unseenHolder` finds a card the record puts in another seat's hand at some
 * moment that is none of those: a card drawn from lízaný's stock after the first lead and never played
 * (the hand ended before it). A hand with one is not reviewed on a guest's device (refused
 * `unseenCards`, naming the seat).
 *
 * Where a seen card lay before the first lead (the declarer's talon exchange, licitovaný's talon taken
 * up, a talon passed on in volený) is shown, as it is to the host: every such card is one the guest saw
 * at the end, in a hand or in the talon.
 */
import {
  type CardSet,
  type HandRecord,
  type HandState,
  type Seat,
  FULL_DECK,
  apply,
  bit,
  fromCards,
  replay,
  union,
  without,
} from '../../src-shared/index.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/**
 * The first seat other than `seat` that the record shows holding a card `seat` never saw (see above),
 * or null when the record tells `seat` no card it had not seen. Throws when the record does not replay
 * (a stored hand always does).
 */
export function unseenHolder(record: HandRecord, seat: Seat): Seat | null {
  const start = replay(record.setup, []);
  if (!start.ok) throw new Error('a stored hand does not replay');
  let state: HandState = start.value;
  /** Every card each seat held at some moment of the hand. */
  const held: CardSet[] = [...state.hands];
  /** Each seat's hand at the first lead (null until then), the stock then, and the cards each played. */
  let lead: CardSet[] | null = null;
  let stock: CardSet = 0;
  const played: CardSet[] = state.hands.map(() => 0);
  for (const action of record.actions) {
    if (action.type === 'play') {
      if (lead === null) {
        lead = [...state.hands];
        stock = fromCards(stockOf(state));
      }
      played[action.seat] = union(played[action.seat] ?? 0, bit(action.card));
    }
    const next = apply(state, action);
    if (!next.ok) throw new Error('a stored hand does not replay');
    state = next.value;
    state.hands.forEach((h, s) => {
      held[s] = union(held[s] ?? 0, h);
    });
  }
  // No card was played (a hand thrown in before the first lead): the end shows the hands as they are.
  const shown = lead ?? [...state.hands];
  if (lead === null) stock = fromCards(stockOf(state));
  /** The talon at the first lead: the cards in no hand then, but the stock still to be drawn. */
  const talon = without(without(FULL_DECK, shown.reduce(union, 0)), stock);
  // Seen by the end: every hand at the first lead, the talon then, every card played.
  const seen = union(union(shown.reduce(union, 0), talon), played.reduce(union, 0));
  for (let s = 0; s < held.length; s++) {
    if (s === seat) continue;
    if (without(held[s] ?? 0, seen) !== 0) return s;
  }
  return null;
}

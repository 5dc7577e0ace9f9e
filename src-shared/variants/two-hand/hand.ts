/**
 * A hand of lízaný mariáš as state transitions (the English description, "Lízaný Mariáš"; design in
 * docs/variants.md): the deal of the first packets, forehand naming trumps (he is the declarer of a suit
 * game; the dealer defends), the second packets, and the draws after each trick while the stock lasts.
 * Announcing, doubling and the tricks themselves are the common code's; flow.ts wires these
 * functions into the engine's hooks.
 */
import type { Card } from '../../cards/card.ts';
import { cardIndex, suitIndex } from '../../cards/card.ts';
import type { Reason } from '../../explain/reason.ts';
import type { Ruleset } from '../../rules/ruleset.ts';
import type { Action } from '../../engine/action.ts';
import { type PlayRule, announcedSevenOf } from '../../engine/play.ts';
import { FRESH_HAND_FIELDS, type HandState } from '../../engine/state.ts';
import { type Seat, type Table, forehand } from '../../engine/table.ts';
import { dealFirstPackets, dealSecondPackets } from './deal.ts';
import { drawAfterTrick } from './draw.ts';
import { twoHandPlays } from './play.ts';
import { trumpSuitChoices } from './announce.ts';
import { drawnOf, ownTwoHand } from './state.ts';

/** Everything needed to start a hand of lízaný: the same setup always gives the same hand. */
export interface TwoHandSetup {
  readonly rules: Ruleset;
  readonly table: Table & { readonly size: 2 };
  /** The 32 cards in the order they are dealt from the top. */
  readonly deck: readonly Card[];
}

/**
 * The rules a hand of lízaný is played under: the preset's, except that a marriage counts only with the
 * svršek played first while the král is still held (the lízaný section asks for it in any case).
 */
export function forTwoHand(rules: Ruleset): Ruleset {
  return rules.marriageOrder === 'overFirst' ? rules : { ...rules, marriageOrder: 'overFirst' };
}

/** The first packets are dealt; forehand is to name trumps from his four. */
export function newTwoHand(setup: TwoHandSetup): HandState {
  const { table, deck } = setup;
  const dealt = dealFirstPackets(table, deck);
  return {
    variant: 'twoHand',
    rules: forTwoHand(setup.rules),
    table,
    phase: 'trumpSuit',
    toAct: forehand(table),
    hands: dealt.hands,
    talon: 0,
    ...FRESH_HAND_FIELDS,
    own: { variant: 'twoHand', stock: dealt.stock, drawn: [] },
  };
}

/** What forehand may do in the trump phase: name any suit. */
export function trumpSuitActions(state: HandState): Action[] {
  const seat = state.toAct;
  if (state.phase !== 'trumpSuit' || seat === null) return [];
  return trumpSuitChoices().map((suit): Action => ({ type: 'chooseTrumpSuit', seat, suit }));
}

/**
 * Forehand names trumps: he is the declarer of a suit game, announced to both (no card is laid, so the
 * trumps are shown at once); the second packets are dealt and he announces.
 */
export function nameTrumps(
  state: HandState,
  action: Extract<Action, { type: 'chooseTrumpSuit' }>,
): HandState {
  const own = ownTwoHand(state);
  const dealt = dealSecondPackets(state.table, { hands: state.hands, stock: own.stock });
  const declarer = forehand(state.table);
  return {
    ...state,
    phase: 'announce',
    toAct: declarer,
    hands: dealt.hands,
    own: { ...own, stock: dealt.stock },
    trump: action.suit,
    trumpShown: true,
    declarer,
    game: 'suit',
    calls: [...state.calls, action],
  };
}

/** The play rule of the seat to act: free while the stock lasts (as the rules say), then the usual one. */
export function twoHandPlayRule(state: HandState): PlayRule {
  const seat = state.toAct as Seat;
  const excluded: { cards: number; reason: Reason }[] = [];
  const seven = announcedSevenOf(state, seat);
  const allowed = twoHandPlays(
    state.hands[seat] ?? 0,
    (state.trick?.cards ?? []).map(cardIndex),
    state.trump === null ? -1 : suitIndex(state.trump),
    seven === null ? -1 : cardIndex(seven),
    ownTwoHand(state).stock.length,
    state.rules.twoHandLifted === 'followOnly' ? 'followOnly' : 'allDuties',
    (cards, reason) => excluded.push({ cards, reason }),
  );
  return { allowed, excluded };
}

/** After a trick won by `winner`: the winner draws the top card, the other the next, while cards remain. */
export function drawAfter(state: HandState, winner: Seat): HandState {
  const own = ownTwoHand(state);
  if (own.stock.length === 0) return state;
  const after = drawAfterTrick(state.table, state.hands, own.stock, winner);
  return {
    ...state,
    hands: after.hands,
    own: { ...own, stock: after.stock, drawn: [...own.drawn, ...after.draws.map((d) => d.card)] },
  };
}

/** The cards `seat` drew so far (the winner of trick k drew drawn[2k], the other drawn[2k + 1]). */
export function drawnBy(state: Pick<HandState, 'tricks' | 'own'>, seat: Seat): Card[] {
  const out: Card[] = [];
  const drawn = drawnOf(state);
  for (let k = 0; 2 * k < drawn.length; k++) {
    const winner = state.tricks[k]?.winner;
    const mine = winner === seat ? drawn[2 * k] : drawn[2 * k + 1];
    if (mine !== undefined) out.push(mine);
  }
  return out;
}

/** Test helpers: lay out deals and positions from short card strings, and play hands out. */
import {
  type Action,
  type Card,
  type HandState,
  type Position,
  type Ruleset,
  CARDS,
  PRESETS,
  apply,
  describeInputError,
  fromPosition,
  legalActions,
  newHand,
} from '../../src-shared/index.ts';
import type { Rng } from '../../src-shared/util/random.ts';

export const cards = (s: string): Card[] => s.split(/\s+/).filter(Boolean) as Card[];

/** A deck that deals these hands (forehand's 12 first: seven, then the five "z lidu"). */
export function deckFor(forehand12: string, second10: string, third10: string): Card[] {
  const f = cards(forehand12);
  const a = cards(second10);
  const b = cards(third10);
  return [...f.slice(0, 7), ...a.slice(0, 5), ...b.slice(0, 5), ...f.slice(7), ...a.slice(5), ...b.slice(5)];
}

/** A deal used across the bidding tests: forehand's first seven HA HK HO H7 BA LA AA, his five HX H9 B7 L7 A7. */
export const BIDDING_DECK = deckFor(
  'HA HK HO H7 BA LA AA HX H9 B7 L7 A7',
  'H8 HU BX BK BO B9 B8 LX LK LO',
  'BU LU L9 L8 AX AK AO AU A9 A8',
);

/** Forehand (seat 0) takes trumps by `trumpCard`, discards `talon` for a suit game, both defenders approve. */
export function approvedSuit(
  trumpCard: Card,
  talon: readonly [Card, Card],
  rules: Ruleset = PRESETS.csm,
): HandState {
  return run(
    handFrom(BIDDING_DECK, rules),
    { type: 'chooseTrump', seat: 0, card: trumpCard },
    { type: 'chooseGame', seat: 0, game: 'suit' },
    { type: 'discard', seat: 0, cards: talon },
    { type: 'approve', seat: 1 },
    { type: 'approve', seat: 2 },
  );
}

/**
 * Volený forehand (seat 0, csm by three, dealer 2) at the game choice holding `hand` (its first seven his
 * first seven), trumps named by `trump`; the other cards dealt in order.
 */
export function atGameChoice(hand: readonly Card[], trump: Card): HandState {
  const rest = CARDS.filter((c) => !hand.includes(c));
  const deck = [...hand.slice(0, 7), ...rest.slice(0, 10), ...hand.slice(7), ...rest.slice(10)];
  return run(handFrom(deck), { type: 'chooseTrump', seat: 0, card: trump });
}

export function handFrom(deck: Card[], rules: Ruleset = PRESETS.csm, dealer = 2): HandState {
  return newHand({ rules, table: { size: 3, dealer }, deck });
}

/** Apply actions that must all be legal; fails the test with the engine's reason otherwise. */
export function run(state: HandState, ...actions: Action[]): HandState {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.value;
  }
  return s;
}

export interface Layout {
  /** The ten cards each seat held when play began. */
  readonly hands: readonly [string, string, string];
  readonly talon: string;
  readonly trump: Position['trump'];
  readonly game?: Position['game'];
  readonly declarer?: number;
  readonly announced?: Position['announced'];
  readonly doubles?: Position['doubles'];
  readonly rules?: Ruleset;
}

/** A position from a layout and the tricks played since (the played cards leave the hands). */
export function positionOf(layout: Layout, tricks: string[] = []): Position {
  const played = new Set(tricks.flatMap(cards));
  return {
    rules: layout.rules ?? PRESETS.csm,
    players: 3,
    dealer: 2,
    declarer: layout.declarer ?? 0,
    game: layout.game ?? 'suit',
    trump: layout.trump,
    announced: layout.announced ?? {},
    doubles: layout.doubles ?? {},
    hands: layout.hands.map((h) => cards(h).filter((c) => !played.has(c))),
    talon: cards(layout.talon),
    tricks: tricks.map(cards),
  };
}

export function stateOf(layout: Layout, tricks: string[] = []): HandState {
  const r = fromPosition(positionOf(layout, tricks));
  if (!r.ok) throw new Error(describeInputError(r.error, 'en'));
  return r.value;
}

/** Play to the end choosing uniformly among the legal actions. */
export function playOut(state: HandState, rng: Rng): HandState {
  let s = state;
  while (s.phase !== 'finished') {
    const legal = legalActions(s).filter((a) => a.type !== 'claim');
    s = run(s, legal[rng.int(legal.length)] as Action);
  }
  return s;
}

import { type Card, CARDS } from '../cards/card.ts';
import type { CardSet } from '../cards/cardset.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Rng, shuffled } from '../util/random.ts';
import { flowOf, playingRules } from '../variants/registry.ts';
import type { HandState } from './state.ts';
import { type Table, type Variant, activeSeats } from './table.ts';

/** Everything needed to start a hand: the same setup always gives the same hand. */
export interface HandSetup {
  readonly rules: Ruleset;
  /** Volený: three seats, or four with the dealer sitting out. Other variants: see their flow. */
  readonly table: Table;
  /** The 32 cards in the order they are dealt from the top. */
  readonly deck: readonly Card[];
  /** The variant dealt; volený when absent. */
  readonly variant?: Variant;
}

/**
 * Packets of the volený deal (rules/000 čl. VII odst. 1: 7-5-5-5-5-5): forehand gets seven, the
 * others five, then everybody five more. Returns each active seat's cards and forehand's packets.
 */
export function dealPackets(table: Table, deck: readonly Card[]) {
  const seats = activeSeats(table);
  const hands = new Map<number, Card[]>(seats.map((s) => [s, []]));
  let pos = 0;
  const give = (seat: number, n: number) => {
    (hands.get(seat) as Card[]).push(...deck.slice(pos, pos + n));
    pos += n;
  };
  const [f, second, third] = seats as [number, number, number];
  give(f, 7);
  give(second, 5);
  give(third, 5);
  give(f, 5);
  give(second, 5);
  give(third, 5);
  const fh = hands.get(f) as Card[];
  return { hands, firstSeven: fh.slice(0, 7), people: fh.slice(7, 12) };
}

/**
 * A fresh hand of the setup's variant, dealt by its flow (flows/). Throws for a variant without a flow:
 * no caller offers one before its flow is registered.
 */
export function newHand(setup: HandSetup): HandState {
  const variant = setup.variant ?? 'chosen';
  const flow = flowOf(variant);
  if (flow === null) throw new Error(`the variant ${variant} cannot be dealt yet`);
  return flow.newHand({ ...setup, rules: playingRules(variant, setup.rules) });
}

/** A freshly shuffled deck (the first hand of a session, or every hand if the rules say so). */
export function shuffledDeck(rng: Rng): Card[] {
  return shuffled(CARDS, rng);
}

/** Cut the deck: at least two cards are taken from the top or bottom (rules/000 čl. II odst. 9). */
export function cutDeck(deck: readonly Card[], rng: Rng): Card[] {
  const at = 2 + rng.int(deck.length - 3); // 2 .. 30: both parts keep at least two cards
  return [...deck.slice(at), ...deck.slice(0, at)];
}

/**
 * Gather the cards of a finished hand into the next deck without shuffling (rules/000 čl. II odst. 9):
 * the tricks in the order they were taken, then the talon, then any cards never played (a stock left
 * undrawn in its order first).
 */
export function gatherDeck(state: HandState): Card[] {
  const out: Card[] = [];
  for (const t of state.tricks) out.push(...t.cards);
  if (state.trick) out.push(...state.trick.cards);
  const rest = (set: CardSet) => CARDS.filter((c, i) => (set >>> i) & 1 && !out.includes(c));
  out.push(...state.stock.filter((c) => !out.includes(c)));
  out.push(...rest(state.talon));
  for (const h of state.hands) out.push(...rest(h));
  return out;
}

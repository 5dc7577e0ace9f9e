/** Dealing: the deck shuffled, cut and gathered, and a fresh hand dealt by its variant's flow. */
import { type Card, CARDS } from '../cards/card.ts';
import type { CardSet } from '../cards/cardset.ts';
import { type Rng, shuffled } from '../util/random.ts';
import { flowOf, playingRules } from '../variants/registry.ts';
import { type HandSetup, type HandState, stockOf } from './state.ts';
import { DEFAULT_VARIANT } from './table.ts';

/**
 * A fresh hand of the setup's variant, dealt by its flow (variants/registry.ts). Throws for a variant without a flow:
 * no caller offers one before its flow is registered.
 */
export function newHand(setup: HandSetup): HandState {
  const variant = setup.variant ?? DEFAULT_VARIANT;
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
  out.push(...stockOf(state).filter((c) => !out.includes(c)));
  out.push(...rest(state.talon));
  for (const h of state.hands) out.push(...rest(h));
  return out;
}

/**
 * A hand is a fold over its action history: replay(setup, actions) rebuilds any moment of it, which is
 * what undo, saving, loading and review are made of.
 */
import { type Card, CARDS } from '../cards/card.ts';
import type { InputError } from '../io/errors.ts';
import type { SetupInput } from '../io/parse.ts';
import { type Result, err, ok } from '../util/result.ts';
import { createRng } from '../util/random.ts';
import { variantTable } from '../variants/registry.ts';
import type { Action } from './action.ts';
import { apply } from './apply.ts';
import { newHand, shuffledDeck } from './deal.ts';
import type { HandSetup, HandState } from './state.ts';
import { DEFAULT_VARIANT } from './table.ts';

export interface HandRecord {
  readonly setup: HandSetup;
  readonly actions: readonly Action[];
}

export function checkDeck(deck: readonly Card[], path = 'deck'): InputError | null {
  const seen = new Map<Card, number>();
  for (let i = 0; i < deck.length; i++) {
    const c = deck[i] as Card;
    const first = seen.get(c);
    if (first !== undefined)
      return { code: 'duplicateCard', card: c, paths: [`${path}[${first}]`, `${path}[${i}]`] };
    seen.set(c, i);
  }
  const missing = CARDS.filter((c) => !seen.has(c));
  if (missing.length > 0) return { code: 'missingCards', cards: missing };
  return null;
}

/** A checked setup from parsed input: the deck given, or one shuffled from the seed. */
export function toSetup(input: SetupInput): Result<HandSetup, InputError> {
  if (input.dealer < 0 || input.dealer >= input.players)
    return err({
      code: 'invalid',
      path: 'setup.dealer',
      problem: { kind: 'seatOutOfRange', seat: input.dealer, players: input.players },
    });
  const deck = input.deck ?? shuffledDeck(createRng(input.seed ?? 0));
  const problem = checkDeck(deck, 'setup.deck');
  if (problem) return err(problem);
  const table = { size: input.players, dealer: input.dealer };
  return ok(setupJson({ rules: input.rules, table, deck, variant: input.variant }));
}

/**
 * A setup in the one written form of a record (docs/formats.md): the variant (none for volený, as
 * every hand saved before the variants), the rules, the table (its size and dealer; křížový's with
 * `dealerSitsOut: false`, all four play, pravidla ČSM, čl. VII odst. 2) and the deck, and no other key.
 * The store writes it, `handGet` and the command line give it, and the record reader reads it back.
 */
export function setupJson(setup: HandSetup): HandSetup {
  const variant = setup.variant ?? DEFAULT_VARIANT;
  const table = variantTable(variant, setup.table.size, setup.table.dealer);
  return {
    ...(variant === DEFAULT_VARIANT ? {} : { variant }),
    rules: setup.rules,
    table,
    deck: [...setup.deck],
  };
}

export function replay(setup: HandSetup, actions: readonly Action[]): Result<HandState, InputError> {
  let state = newHand(setup);
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i] as Action;
    const next = apply(state, action);
    if (!next.ok) return err({ code: 'illegalAction', index: i, action, reason: next.error });
    state = next.value;
  }
  return ok(state);
}

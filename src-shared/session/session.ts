/**
 * A session: hands played one after another at one table, the dealer moving on each time, the deck
 * gathered and cut between hands (or shuffled, if the rules say so), and a running money ledger. Every
 * hand of a session is dealt in the session's variant.
 */
import type { Card } from '../cards/card.ts';
import { cutDeck, gatherDeck, shuffledDeck } from '../engine/deal.ts';
import type { HandSetup, HandState } from '../engine/state.ts';
import { DEFAULT_VARIANT, type Seat, type Table, type Variant } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { settle } from '../settlement/settle.ts';
import { createRng } from '../util/random.ts';
import { variantTable } from '../variants/registry.ts';

export interface SessionHand {
  readonly setup: HandSetup;
  /** Money per seat in haléř for this hand. */
  readonly money: readonly number[];
}

/** Seats at a session's table: lízaný two, volený and licitovaný three or four, křížový four. */
export type SessionPlayers = 2 | 3 | 4;

export interface Session {
  readonly rules: Ruleset;
  readonly players: SessionPlayers;
  readonly seed: number;
  readonly hands: readonly SessionHand[];
  /** Running total per seat in haléř; always sums to zero. */
  readonly ledger: readonly number[];
  /** Setup of the hand to play next; its variant is the session's. */
  readonly next: HandSetup;
}

/** A hand's setup in `variant`; volený's carries no variant field (as every hand saved before the others). */
export function sessionSetup(
  variant: Variant,
  rules: Ruleset,
  table: Table,
  deck: readonly Card[],
): HandSetup {
  return variant === DEFAULT_VARIANT ? { rules, table, deck } : { rules, table, deck, variant };
}

/** The generator for hand n of a session: each hand's randomness depends only on the seed and n. */
const rngFor = (seed: number, hand: number) => createRng((seed ^ Math.imul(hand + 1, 0x9e3779b1)) >>> 0);

export function startSession(
  rules: Ruleset,
  players: SessionPlayers,
  seed: number,
  dealer: Seat = players - 1,
  variant: Variant = DEFAULT_VARIANT,
): Session {
  // The first hand of a session is always shuffled (rules/003: "At the start of a new game").
  const deck = shuffledDeck(rngFor(seed, 0));
  return {
    rules,
    players,
    seed,
    hands: [],
    ledger: new Array<number>(players).fill(0),
    next: sessionSetup(variant, rules, variantTable(variant, players, dealer), deck),
  };
}

/** Record a finished hand and prepare the next one, in the same variant. */
export function finishHand(session: Session, finished: HandState): Session {
  const money = settle(finished).money;
  const n = session.hands.length + 1;
  const rng = rngFor(session.seed, n);
  const deck: Card[] = session.rules.shuffleEveryHand
    ? shuffledDeck(rng)
    : cutDeck(gatherDeck(finished), rng);
  const table = session.next.table;
  const variant = session.next.variant ?? DEFAULT_VARIANT;
  // The deal passes to the next player, the previous forehand (rules/000 čl. II odst. 9); at four in
  // volený and licitovaný the new dealer sits out.
  const dealer = (table.dealer + 1) % table.size;
  return {
    ...session,
    hands: [...session.hands, { setup: session.next, money }],
    ledger: session.ledger.map((v, s) => v + (money[s] ?? 0)),
    next: sessionSetup(variant, session.rules, variantTable(variant, session.players, dealer), deck),
  };
}

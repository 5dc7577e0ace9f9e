/**
 * A session: hands played one after another at one table, the dealer moving on each time, the deck
 * gathered and cut between hands (or shuffled, if the rules say so), and a running money ledger.
 */
import type { Card } from '../cards/card.ts';
import { type HandSetup, cutDeck, gatherDeck, shuffledDeck } from '../engine/deal.ts';
import type { HandState } from '../engine/state.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { settle } from '../settlement/settle.ts';
import { createRng } from '../util/random.ts';

export interface SessionHand {
  readonly setup: HandSetup;
  /** Money per seat in haléř for this hand. */
  readonly money: readonly number[];
}

export interface Session {
  readonly rules: Ruleset;
  readonly players: 3 | 4;
  readonly seed: number;
  readonly hands: readonly SessionHand[];
  /** Running total per seat in haléř; always sums to zero. */
  readonly ledger: readonly number[];
  /** Setup of the hand to play next. */
  readonly next: HandSetup;
}

/** The generator for hand n of a session: each hand's randomness depends only on the seed and n. */
const rngFor = (seed: number, hand: number) => createRng((seed ^ Math.imul(hand + 1, 0x9e3779b1)) >>> 0);

export function startSession(rules: Ruleset, players: 3 | 4, seed: number, dealer = players - 1): Session {
  // The first hand of a session is always shuffled (rules/003: "At the start of a new game").
  const deck = shuffledDeck(rngFor(seed, 0));
  return {
    rules,
    players,
    seed,
    hands: [],
    ledger: new Array<number>(players).fill(0),
    next: { rules, table: { size: players, dealer }, deck },
  };
}

/** Record a finished hand and prepare the next one. */
export function finishHand(session: Session, finished: HandState): Session {
  const money = settle(finished).money;
  const n = session.hands.length + 1;
  const rng = rngFor(session.seed, n);
  const deck: Card[] = session.rules.shuffleEveryHand
    ? shuffledDeck(rng)
    : cutDeck(gatherDeck(finished), rng);
  const table = session.next.table;
  return {
    ...session,
    hands: [...session.hands, { setup: session.next, money }],
    ledger: session.ledger.map((v, s) => v + (money[s] ?? 0)),
    // The deal passes to the next player, the previous forehand (rules/000 čl. II odst. 9).
    next: { rules: session.rules, table: { ...table, dealer: (table.dealer + 1) % table.size }, deck },
  };
}

/**
 * A line of play replayed through the engine as facts a technique can test: every trick from the one in
 * progress to the end (who led, who played which card, who took it with which card), the final state
 * and the points each side ends with. A line the engine refuses throws: the solver's lines are legal.
 */
import type { Card, Suit } from '../../cards/card.ts';
import { cardPoints, suitOf } from '../../cards/card.ts';
import { has } from '../../cards/cardset.ts';
import { apply } from '../../engine/apply.ts';
import type { Side } from '../../engine/contract.ts';
import { pointsSoFar, sideOf } from '../../engine/score.ts';
import type { HandState } from '../../engine/state.ts';
import { type Seat, tricksPerHand } from '../../engine/table.ts';
import { seatOfCard, winningIndex } from '../../engine/trick.ts';

/** A line of play: `card` and the best play that follows it, `card` first (the solver's line). */
export interface PlayLine {
  readonly card: Card;
  readonly line: readonly Card[];
}

/** One trick of a line, from its lead; `winner` and `winning` are null for a trick the line leaves open. */
export interface TrickFacts {
  /** Absolute index in the hand (0-based). */
  readonly index: number;
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly seats: readonly Seat[];
  readonly winner: Seat | null;
  /** The card that took the trick. */
  readonly winning: Card | null;
}

export interface LineFacts {
  /** The tricks from the one in progress at the position to the end of the line. */
  readonly tricks: readonly TrickFacts[];
  readonly end: HandState;
  /** Points (cards, last trick, marriages) each side ends with. */
  readonly points: Readonly<Record<Side, number>>;
}

/** Plays `line` from `state` and gathers its tricks. */
export function replayLine(state: HandState, line: readonly Card[]): LineFacts {
  const first = state.tricks.length;
  let s = state;
  for (const card of line) {
    if (s.phase !== 'play' || s.toAct === null) break;
    const r = apply(s, { type: 'play', seat: s.toAct, card });
    if (!r.ok) throw new Error(`the line is refused by the engine at ${card}: ${r.error.code}`);
    s = r.value;
  }
  const tricks: TrickFacts[] = s.tricks.slice(first).map((t, i) => {
    const seats = t.cards.map((_, k) => seatAt(s, t.leader, k));
    const w = winningIndex(t.cards, s.trump);
    return {
      index: first + i,
      leader: t.leader,
      cards: t.cards,
      seats,
      winner: t.winner,
      winning: t.cards[w] ?? null,
    };
  });
  if (s.trick !== null && s.trick.cards.length > 0) {
    const t = s.trick;
    tricks.push({
      index: s.tricks.length,
      leader: t.leader,
      cards: t.cards,
      seats: t.cards.map((_, k) => seatAt(s, t.leader, k)),
      winner: null,
      winning: null,
    });
  }
  return { tricks, end: s, points: pointsSoFar(s) };
}

function seatAt(s: HandState, leader: Seat, k: number): Seat {
  return seatOfCard(s, leader, k);
}

/** The trick of a line that holds `card`, or null. */
export function trickOf(facts: LineFacts, card: Card): TrickFacts | null {
  return facts.tricks.find((t) => t.cards.includes(card)) ?? null;
}

/** Who played `card` in the line, or null. */
export function playerOf(facts: LineFacts, card: Card): Seat | null {
  const t = trickOf(facts, card);
  return t === null ? null : (t.seats[t.cards.indexOf(card)] as Seat);
}

/** The side that took the trick holding `card` (null: not played, or its trick left open). */
export function takerSide(state: HandState, facts: LineFacts, card: Card): Side | null {
  const t = trickOf(facts, card);
  return t === null || t.winner === null ? null : sideOf(state, t.winner);
}

/** The trick with absolute index `index`, or null. */
export function trickAt(facts: LineFacts, index: number): TrickFacts | null {
  return facts.tricks.find((t) => t.index === index) ?? null;
}

/** The last trick of the hand when the line reaches it. */
export function lastTrick(state: HandState, facts: LineFacts): TrickFacts | null {
  return trickAt(facts, tricksPerHand(state) - 1);
}

/** A trick taken by a trump on a lead of another suit. */
export function isRuff(t: TrickFacts, trump: Suit | null): boolean {
  if (trump === null || t.winning === null) return false;
  return suitOf(t.cards[0] as Card) !== trump && suitOf(t.winning) === trump;
}

/** Whether `card` is worth points (an ace or a ten). */
export function isPointCard(card: Card): boolean {
  return cardPoints(card) > 0;
}

/** The seat holding `card` at the position (in hand or already played to the trick in progress). */
export function holderOf(state: HandState, card: Card): Seat | null {
  const t = state.trick;
  if (t !== null) {
    const k = t.cards.indexOf(card);
    if (k >= 0) return seatAt(state, t.leader, k);
  }
  const s = state.hands.findIndex((h) => has(h, card));
  return s < 0 ? null : s;
}

/** The first trick a betl or durch line breaks the contract in (the declarer takes one / loses one). */
export function breakTrick(state: HandState, facts: LineFacts): TrickFacts | null {
  const game = state.game;
  if (game === null || game === 'suit') return null;
  const betl = game === 'betl' || game === 'openBetl';
  return (
    facts.tricks.find((t) => t.winner !== null && (sideOf(state, t.winner) === 'declarer') === betl) ?? null
  );
}

/**
 * What the learned evaluation (eval.ts) reads of a volený forehand's hand before the first card: the
 * contracts he may choose with his twelve cards, the ten he keeps after the talon rule of thumb, and a
 * few counts per contract a club player looks at. Pure: no solver, no file; training (train.ts) and
 * prediction (eval.ts) share it, so that both see the same numbers.
 */
import { type Card, type Suit, SUITS, rankOf, suitOf } from '../../../../src-shared/index.ts';
import { discardFor, trumpCardOf } from '../../heuristics.ts';
import { danger } from '../../inference.ts';

/** The contracts evaluated: the plain suit game (with its trumps), betl and durch. */
export type EvalGame = 'suit' | 'betl' | 'durch';
export const EVAL_GAMES: readonly EvalGame[] = ['suit', 'betl', 'durch'];

export interface EvalCandidate {
  readonly game: EvalGame;
  /** The trump suit and the trump card laid from the first seven (suit game only, else null). */
  readonly trump: Suit | null;
  readonly trumpCard: Card | null;
}

/** Cards of a suit in a hand below which forehand does not consider it as trumps. */
export const MIN_TRUMPS = 3;

/** The names of each game's features, in the order `features` returns them (the bias is not one). */
export const FEATURE_NAMES: Readonly<Record<EvalGame, readonly string[]>> = {
  suit: [
    'trumps',
    'trumpA',
    'trumpX',
    'trumpK',
    'trumpO',
    'sideAces',
    'sideTens',
    'voids',
    'singletons',
    'trumpMarriage',
    'sideMarriages',
  ],
  betl: ['danger', 'voids'],
  durch: ['danger', 'voids'],
};

/**
 * Forehand's candidates in volený: the suit game in every suit of which he holds at least MIN_TRUMPS of
 * his twelve and at least one card of his first seven (he names trumps from those), then betl and durch.
 */
export function chosenCandidates(first7: readonly Card[], twelve: readonly Card[]): EvalCandidate[] {
  const out: EvalCandidate[] = [];
  for (const suit of SUITS) {
    if (!first7.some((c) => suitOf(c) === suit)) continue;
    if (twelve.filter((c) => suitOf(c) === suit).length < MIN_TRUMPS) continue;
    out.push({ game: 'suit', trump: suit, trumpCard: trumpCardOf(first7, suit) });
  }
  out.push({ game: 'betl', trump: null, trumpCard: null });
  out.push({ game: 'durch', trump: null, trumpCard: null });
  return out;
}

/** The two cards the talon rule of thumb (`discardFor`) lays away for this contract, and the ten kept. */
export function keptTen(
  twelve: readonly Card[],
  c: EvalCandidate,
): { ten: Card[]; talon: readonly [Card, Card] } {
  if (twelve.length !== 12) throw new Error(`keptTen: twelve cards expected, got ${twelve.length}`);
  const talon = discardFor(twelve, c.game, c.trump, c.trumpCard);
  return { ten: twelve.filter((x) => !talon.includes(x)), talon };
}

const has = (cards: readonly Card[], card: string) => (cards as readonly string[]).includes(card);

/** Per suit, the number of cards of it in `cards`. */
function lengths(cards: readonly Card[]): Map<Suit, number> {
  const m = new Map<Suit, number>(SUITS.map((s) => [s, 0]));
  for (const c of cards) m.set(suitOf(c), (m.get(suitOf(c)) ?? 0) + 1);
  return m;
}

/**
 * The features of contract `c` on the ten cards kept of `twelve` (FEATURE_NAMES[c.game] in order).
 * Suit game: the trumps and their four top cards, the aces and tens beside them, the side suits held
 * void or single, the trump marriage and the other marriages. Betl and durch: `danger` (inference.ts)
 * and the void suits.
 */
export function features(twelve: readonly Card[], c: EvalCandidate): number[] {
  const { ten } = keptTen(twelve, c);
  const len = lengths(ten);
  if (c.game !== 'suit') {
    const voids = SUITS.filter((s) => len.get(s) === 0).length;
    return [danger(ten, c.game), voids];
  }
  const t = c.trump as Suit;
  const side = SUITS.filter((s) => s !== t);
  const sideCards = ten.filter((x) => suitOf(x) !== t);
  return [
    len.get(t) ?? 0,
    +has(ten, `${t}A`),
    +has(ten, `${t}X`),
    +has(ten, `${t}K`),
    +has(ten, `${t}O`),
    sideCards.filter((x) => rankOf(x) === 'A').length,
    sideCards.filter((x) => rankOf(x) === 'X').length,
    side.filter((s) => len.get(s) === 0).length,
    side.filter((s) => len.get(s) === 1).length,
    +(has(ten, `${t}K`) && has(ten, `${t}O`)),
    side.filter((s) => has(ten, `${s}K`) && has(ten, `${s}O`)).length,
  ];
}

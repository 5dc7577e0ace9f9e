/**
 * Rules of thumb a club player uses without calculating: which suit to name as trumps, what to lay in
 * the talon, and how to play a card. The rule-based baseline plays by them alone; the sampling players
 * use the trump and talon rules to turn a hand into a contract they can then solve.
 */
import {
  type Card,
  type Game,
  type Rank,
  type SeatView,
  type Suit,
  RANKS,
  SUITS,
  activeSeats,
  cardPoints,
  rankOf,
  seatOfCard,
  strength,
  suitOf,
  talonBan,
  winningIndex,
} from '../../src-shared/index.ts';
import type { Decision } from './player.ts';

const order = (trump: Suit | null) => (trump === null ? 'plain' : 'suit');

/** A suit's worth as trumps: length first, then its high cards. */
export function trumpScore(cards: readonly Card[], suit: Suit): number {
  let score = 0;
  for (const c of cards) {
    if (suitOf(c) !== suit) continue;
    const r = rankOf(c);
    score += 3 + (r === 'A' ? 2 : r === 'X' ? 1.5 : r === 'K' || r === 'O' ? 1 : 0);
  }
  return score;
}

/** The best trump suit among some cards and how many cards of it they hold. */
export function bestTrumpSuit(cards: readonly Card[]): { suit: Suit; length: number } {
  let best: Suit = SUITS[0];
  for (const s of SUITS) if (trumpScore(cards, s) > trumpScore(cards, best)) best = s;
  return { suit: best, length: cards.filter((c) => suitOf(c) === best).length };
}

/** The card to lay down as the trump card: the lowest of the suit, the seven only if nothing else. */
export function trumpCardOf(cards: readonly Card[], suit: Suit): Card {
  const own = cards
    .filter((c) => suitOf(c) === suit)
    .sort((a, b) => strength(a, 'suit') - strength(b, 'suit'));
  return own.find((c) => rankOf(c) !== '7') ?? (own[0] as Card);
}

/** Highest first: the call a caller most wants answered is the strongest trump he lacks. */
export const CALL_ORDER: readonly Rank[] = ['A', 'X', 'K', 'O', 'U', '9', '8', '7'];

/** The rank the rule of thumb calls in křížový holding `own` with trumps `trump`: the highest it lacks. */
export function callFor(own: readonly Card[], trump: Suit): Rank | undefined {
  return CALL_ORDER.find((r) => !own.includes(`${trump}${r}`));
}

/** Forehand's trump choice from his first seven: the best suit, or blind when no suit has three cards. */
export function chooseTrumps(view: SeatView): Decision {
  const { suit, length } = bestTrumpSuit(view.hand);
  if (length < 3)
    return { action: { type: 'chooseTrumpBlind', seat: view.seat, index: 0 }, hint: { code: 'trumpsBlind' } };
  return {
    action: { type: 'chooseTrump', seat: view.seat, card: trumpCardOf(view.hand, suit) },
    hint: { code: 'trumps', suit, length },
  };
}

const countSuit = (cards: readonly Card[], suit: Suit) => cards.filter((c) => suitOf(c) === suit).length;

/**
 * How willingly a card goes to the talon (lower: sooner), or null when the rules forbid it. A suit game:
 * no ace, ten or trump card may go (the engine's rule); keep trumps and marriages, and empty the shortest
 * side suit so the hand can trump it. Betl: the highest cards, which would take tricks. Durch: the lowest
 * cards of suits the hand does not command.
 */
export function discardScore(
  c: Card,
  rest: readonly Card[],
  game: Game,
  trump: Suit | null,
  trumpCard: Card | null,
): number | null {
  if (talonBan(game, trumpCard, c) !== null) return null;
  const s = suitOf(c);
  if (game === 'suit') {
    const married =
      (rankOf(c) === 'O' || rankOf(c) === 'K') &&
      rest.includes(`${s}${rankOf(c) === 'O' ? 'K' : 'O'}` as Card);
    return (s === trump ? 1000 : 0) + (married ? 500 : 0) + countSuit(rest, s) * 10 + strength(c, 'suit');
  }
  // Betl: high cards in short suits are the ones that cannot be ducked.
  if (game === 'betl' || game === 'openBetl') return -strength(c, 'plain') * 10 + countSuit(rest, s);
  return strength(c, 'plain') + (countSuit(rest, s) >= 4 ? 20 : 0);
}

/** The `k` cards of the hand the rule of thumb would lay in the talon most willingly, best first. */
export function discardCandidates(
  hand: readonly Card[],
  game: Game,
  trump: Suit | null,
  trumpCard: Card | null,
  k: number,
): Card[] {
  const scored = hand.flatMap((c) => {
    const score = discardScore(c, hand, game, trump, trumpCard);
    return score === null ? [] : [{ c, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, k)
    .map((x) => x.c);
}

/** Two cards for the talon by the rule of thumb (discardScore), one at a time. */
export function discardFor(
  hand: readonly Card[],
  game: Game,
  trump: Suit | null,
  trumpCard: Card | null,
): [Card, Card] {
  const picked: Card[] = [];
  const rest = hand.slice();
  for (let k = 0; k < 2; k++) {
    let best: Card | null = null;
    let bestScore = Infinity;
    for (const c of rest) {
      const score = discardScore(c, rest, game, trump, trumpCard);
      if (score !== null && score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
    const c = best ?? (rest[0] as Card);
    picked.push(c);
    rest.splice(rest.indexOf(c), 1);
  }
  return picked as [Card, Card];
}

/** Cards not yet seen by this seat that beat `card` in its suit. */
function higherUnseen(view: SeatView, card: Card): number {
  const seen = new Set<Card>([
    ...view.hand,
    ...view.tricks.flatMap((t) => t.cards),
    ...(view.trick?.cards ?? []),
  ]);
  const o = order(view.trump);
  return RANKS.filter((r) => {
    const c: Card = `${suitOf(card)}${r}`;
    return !seen.has(c) && strength(c, o) > strength(card, o);
  }).length;
}

/** Whether `a` played now takes the trick from its current winner `w` (the engine judges it). */
const beats = (a: Card, w: Card, trump: Suit | null) => winningIndex([w, a], trump) === 1;

const byStrength = (trump: Suit | null) => (a: Card, b: Card) =>
  strength(a, order(trump)) - strength(b, order(trump));
const cheapest = (trump: Suit | null) => (a: Card, b: Card) =>
  cardPoints(a) - cardPoints(b) || byStrength(trump)(a, b);

/** The rule-of-thumb card among the legal ones. */
export function ruleCard(view: SeatView): Decision {
  const legal = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const play = (card: Card, hint: Decision['hint']): Decision => ({
    action: { type: 'play', seat: view.seat, card },
    hint,
  });
  const { trump, game } = view;
  const trick = view.trick?.cards ?? [];
  const declarer = view.seat === view.declarer;
  const betl = game === 'betl' || game === 'openBetl';
  const durch = game === 'durch' || game === 'openDurch';
  if (trick.length === 0) {
    if (betl) {
      const c = legal.slice().sort(byStrength(trump))[0] as Card;
      return play(c, { code: 'leadLow', card: c });
    }
    if (durch && declarer) {
      const c = legal.slice().sort(byStrength(trump)).at(-1) as Card;
      return play(c, { code: 'leadWinner', card: c });
    }
    if (trump !== null && declarer) {
      const trumps = legal.filter((c) => suitOf(c) === trump).sort(byStrength(trump));
      const outstanding =
        8 -
        trumps.length -
        [...view.tricks.flatMap((t) => t.cards)].filter((c) => suitOf(c) === trump).length;
      const top = trumps.at(-1);
      if (top !== undefined && outstanding > 0 && higherUnseen(view, top) === 0)
        return play(top, { code: 'drawTrumps', card: top });
    }
    const winners = legal.filter((c) => suitOf(c) !== trump && higherUnseen(view, c) === 0);
    if (winners.length > 0) {
      const c = winners.sort((a, b) => cardPoints(b) - cardPoints(a))[0] as Card;
      return play(c, { code: 'leadWinner', card: c });
    }
    const side = legal.filter((c) => suitOf(c) !== trump);
    const c = (side.length > 0 ? side : legal).slice().sort(cheapest(trump))[0] as Card;
    return play(c, { code: 'leadLow', card: c });
  }
  const winAt = winningIndex(trick, trump);
  const winCard = trick[winAt] as Card;
  const winner = seatOfCard(view, (view.trick as NonNullable<SeatView['trick']>).leader, winAt);
  const partnerWins = (winner === view.declarer) === declarer;
  const beaters = legal.filter((c) => beats(c, winCard, trump)).sort(byStrength(trump));
  const others = legal.filter((c) => !beats(c, winCard, trump));
  if (betl) {
    // The declarer ducks under the winner; the defence plays low.
    const c = declarer
      ? (others.sort(byStrength(trump)).at(-1) ?? beaters[0]!)
      : (legal.slice().sort(byStrength(trump))[0] as Card);
    return play(c, { code: 'throwLow', card: c });
  }
  const last = trick.length === activeSeats(view.table).length - 1;
  if (partnerWins && !durch) {
    const pool = others.length > 0 ? others : legal;
    const c = pool
      .slice()
      .sort((a, b) => cardPoints(b) - cardPoints(a) || byStrength(trump)(a, b))[0] as Card;
    return play(c, cardPoints(c) > 0 ? { code: 'smear', card: c } : { code: 'throwLow', card: c });
  }
  if (beaters.length > 0 && (!partnerWins || durch)) {
    // Take it with the cheapest winner, or with points when nobody plays after.
    const c = last
      ? (beaters.slice().sort((a, b) => cardPoints(b) - cardPoints(a))[0] as Card)
      : (beaters[0] as Card);
    return play(c, { code: 'takeTrick', card: c });
  }
  const c = legal.slice().sort(cheapest(trump))[0] as Card;
  return play(c, { code: 'throwLow', card: c });
}

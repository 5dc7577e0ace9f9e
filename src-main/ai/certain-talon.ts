/**
 * A talon that makes betl or durch certain. With twelve cards in hand the declarer of a game without
 * trumps may lay away any two (no card is banned from the talon, rules/000 čl. VII), and whether the
 * ten he keeps win whatever the others hold is a question the engine's laydown proof answers exactly
 * (src-shared/engine/laydown: an AND-OR search against an adversary who chooses the split of the
 * unseen cards as play goes on). Every pair is judged that way, the rule of thumb's likeliest pairs
 * first (heuristics.ts `discardScore`), each within a small node budget and all of them within a
 * larger one; the first pair proven certain is the answer. A durch pair that fails a necessary
 * condition (`durchMayHold`) is passed over without a proof. The proof reads only the declarer's
 * knowledge (his ten, his talon), so the other hands of the state it is given are any split of the
 * cards he cannot see, and the answer does not depend on the deal: one proof serves every deal.
 */
import {
  type Card,
  type CardSet,
  type Game,
  type HandState,
  type Ruleset,
  type Seat,
  type Table,
  CARDS,
  SUITS,
  activeSeats,
  fromCards,
  strength,
  suitOf,
} from '../../src-shared/index.ts';
import { laydown } from '../../src-shared/engine/laydown/proof.ts';
import { startOfPlay } from './estimate.ts';
import { discardScore } from './heuristics.ts';

/** Laydown nodes one pair may take before it counts as not proven (a typical pair needs far fewer). */
export const PAIR_NODES = 20_000;
/** Laydown nodes all the pairs of one hand may take together; pairs past it are not judged. */
export const TALON_NODES = 400_000;

export interface CertainTalon {
  /** The first pair proven to win the game whatever the others hold, or null. */
  readonly pair: readonly [Card, Card] | null;
  /** Pairs judged and the laydown nodes they took. */
  readonly judged: number;
  readonly nodes: number;
}

/**
 * A necessary condition for a durch of `ten` to be certain, `twelve` being his cards before the talon:
 * in every suit where he keeps a card below the highest card he cannot see, he keeps at least as many
 * cards above it as he cannot see of the suit. Otherwise one defender may hold all the suit's unseen
 * cards: he follows to each high lead with a low card, keeps the highest, and takes the first low one
 * (he must beat it, and a low card discarded on another suit loses its trick anyway). With the
 * declarer on lead to every trick the condition is also sufficient (he cashes the high cards until the
 * suit is out); the laydown proof decides every pair that passes.
 */
export function durchMayHold(ten: readonly Card[], twelve: readonly Card[]): boolean {
  return SUITS.every((s) => {
    const unseen = CARDS.filter((c) => suitOf(c) === s && !twelve.includes(c));
    if (unseen.length === 0) return true;
    const top = Math.max(...unseen.map((c) => strength(c, 'plain')));
    const own = ten.filter((c) => suitOf(c) === s);
    const above = own.filter((c) => strength(c, 'plain') > top).length;
    return above === own.length || above >= unseen.length;
  });
}

/** Every pair of `hand`, the rule of thumb's likeliest first (lowest sum of its discard scores). */
export function pairsByLikeliness(hand: readonly Card[], game: Game): [Card, Card][] {
  const score = new Map(hand.map((c) => [c, discardScore(c, hand, game, null, null) ?? Infinity]));
  const pairs: { pair: [Card, Card]; score: number }[] = [];
  hand.forEach((a, i) =>
    hand.slice(i + 1).forEach((b) => {
      pairs.push({ pair: [a, b], score: (score.get(a) as number) + (score.get(b) as number) });
    }),
  );
  // A stable sort keeps the hand's order among equal scores: the same hand gives the same order.
  return pairs.sort((x, y) => x.score - y.score).map((x) => x.pair);
}

/**
 * The start of play with the declarer's `ten` and `pair` in the talon, the others holding any split of
 * the cards he cannot see; null when the rules refuse it (the pair is then not judged).
 */
export type StartWith = (ten: readonly Card[], pair: readonly [Card, Card]) => HandState | null;

/**
 * A pair of the declarer's twelve cards after which `game` (betl or durch, open or not) is won on every
 * split of the cards he cannot see, or null when none is proven within the node budgets (or before
 * `shouldStop` says so); `start` builds the position of each pair (its variant's). A suit game is never
 * judged here: its discard is chosen by sampling.
 */
export function provenTalon(
  hand: readonly Card[],
  game: Game,
  start: StartWith,
  shouldStop?: () => boolean,
): CertainTalon {
  if (game === 'suit' || hand.length !== 12) return { pair: null, judged: 0, nodes: 0 };
  const durch = game === 'durch' || game === 'openDurch';
  let nodes = 0;
  let judged = 0;
  for (const pair of pairsByLikeliness(hand, game)) {
    if (nodes >= TALON_NODES || shouldStop?.()) break;
    const ten = hand.filter((c) => !pair.includes(c));
    if (durch && !durchMayHold(ten, hand)) continue;
    const state = start(ten, pair);
    if (state === null) continue;
    const r = laydown(state, {
      maxNodes: Math.min(PAIR_NODES, TALON_NODES - nodes),
      ...(shouldStop ? { shouldStop } : {}),
    });
    nodes += r.nodes;
    judged++;
    if (r.decided && r.claimable) return { pair, judged, nodes };
  }
  return { pair: null, judged, nodes };
}

/** `provenTalon` for volený's declarer at `seat` holding the twelve cards `hand`. */
export function certainTalon(
  rules: Ruleset,
  table: Table,
  seat: Seat,
  hand: readonly Card[],
  game: Game,
  shouldStop?: () => boolean,
): CertainTalon {
  // The cards he cannot see, split in any way: the proof ranges over every split itself.
  const unseen = CARDS.filter((c) => !hand.includes(c));
  const others = activeSeats(table).filter((s) => s !== seat);
  const hands: CardSet[] = Array.from({ length: table.size }, () => 0);
  let from = 0;
  for (const s of others) {
    hands[s] = fromCards(unseen.slice(from, from + 10));
    from += 10;
  }
  const spec = { declarer: seat, game, trump: null, announced: {}, doubles: {} };
  const start: StartWith = (ten, pair) => {
    hands[seat] = fromCards(ten);
    return startOfPlay(rules, table, hands, fromCards(pair), spec);
  };
  return provenTalon(hand, game, start, shouldStop);
}

/**
 * For lesson authors: a legal history for an end position chosen by hand (docs/lessons.md, "Finding a
 * position"). Give the header, the cards each seat still holds and the seat to lead the next trick (with
 * --trick, the cards already in the unfinished trick and --lead the seat that led it); the talon is
 * optional. The other cards are dealt, seeded, into earlier tricks of one suit each, played in an order in
 * which every card is legal whatever else its player held: each card beats the trick so far, or its player
 * can hold no card that beats it (none in his hand given, in his card of --trick, or among the cards not
 * yet dealt). A betl's tricks are never the declarer's, a durch's always are. Without --talon two cards are
 * chosen that let every suit split into whole tricks (in a suit game neither an ace, a ten nor a trump),
 * or, when no two do, two such cards at random for each try; the cards of a suit that do not make a whole
 * trick then go into mixed tricks at the end, which the engine may refuse (another try follows). Every
 * position printed is read back by readNotation; check its answers with scripts/lesson-check.ts. A table of
 * three only.
 *
 * npm exec -- node --disable-warning=ExperimentalWarning scripts/lesson-position.ts \
 *   --header "csm d2 0:H seven" --hands "H7 HA LA / H8 B9 AK / H9 BX LK" --lead 0 \
 *   [--trick "LK L9"] [--talon "A9 AU"] [--count 3] [--seed 1]
 */
import {
  type Card,
  type Suit,
  CARDS,
  SUITS,
  cardPoints,
  createRng,
  describe,
  isCard,
  isSuit,
  readNotation,
  shuffled,
  strength,
  suitOf,
  toNotation,
  winningIndex,
} from '../src-shared/index.ts';
import type { Rng } from '../src-shared/util/random.ts';
import { option } from './cli-args.ts';

function fail(message: string): never {
  console.error(`lesson-position: ${message}`);
  process.exit(2);
}

function cards(text: string, what: string): Card[] {
  const out = text.trim() === '' || text.trim() === '-' ? [] : text.trim().split(/\s+/);
  for (const c of out)
    if (!isCard(c)) fail(`${what}: "${c}" is not a card (suit H B L A, rank 7 8 9 X U O K A)`);
  return out as Card[];
}

const header = option('header') ?? fail('--header is required ("csm d2 0:H seven")');
const handsText = option('hands') ?? fail('--hands is required ("H7 HA LA / H8 B9 AK / H9 BX LK")');
const hands = handsText.split('/').map((h, s) => cards(h, `hand ${s}`));
if (hands.length !== 3) fail('--hands needs three hands separated by "/" (a table of three)');
const trick = cards(option('trick') ?? '', '--trick');
const lead = Number(option('lead') ?? fail('--lead is required: the seat to lead (or that led --trick)'));
if (![0, 1, 2].includes(lead)) fail('--lead must be 0, 1 or 2');
const count = Number(option('count') ?? 3);
const seed = Number(option('seed') ?? 1);

const dealer = Number(/\bd(\d)\b/.exec(header)?.[1] ?? fail('the header names no dealer (d0, d1, d2)'));
const contract = /\b(\d):(\w+)/.exec(header) ?? fail('the header names no contract ("0:H", "1:betl")');
const declarer = Number(contract[1]);
const game = contract[2] as string;
const trump: Suit | null = isSuit(game.toUpperCase()) ? (game.toUpperCase() as Suit) : null;
const order = trump === null ? 'plain' : 'suit';
// The forehand (left of the dealer) leads a suit game, the declarer a betl or durch.
const firstLeader = trump === null ? declarer : (dealer + 1) % 3;
const higher = (a: Card, b: Card) => strength(a, order) > strength(b, order);

const held = new Set<Card>([...hands.flat(), ...trick]);

/** The cards that may go to the talon: in a suit game neither an ace, a ten nor a trump. */
const talonable = CARDS.filter(
  (c) => !held.has(c) && (trump === null || (suitOf(c) !== trump && cardPoints(c) === 0)),
);

/** Two talon cards after which every suit's cards left out split into whole tricks, or null. */
function balancingTalon(): Card[] | null {
  const left = (suit: Suit, talon: readonly Card[]) =>
    CARDS.filter((c) => suitOf(c) === suit && !held.has(c) && !talon.includes(c)).length;
  for (let i = 0; i < talonable.length; i++)
    for (let j = i + 1; j < talonable.length; j++) {
      const t = [talonable[i], talonable[j]] as Card[];
      if (SUITS.every((s) => left(s, t) % 3 === 0)) return t;
    }
  return null;
}

const given = option('talon');
const fixedTalon = given !== undefined ? cards(given, '--talon') : balancingTalon();
if (fixedTalon === null && talonable.length < 2) fail('no two cards may go to the talon; give --talon');

/** The card a seat has put in the unfinished trick, if any. */
const trickCardOf = (seat: number): Card | undefined => trick[(seat - lead + 3) % 3];

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/**
 * An order of one suit's three cards in which each is legal whatever else its player held, or null.
 * `unplayed`: the cards not yet dealt into a trick (any of them may still go to any seat).
 */
function safeOrder(
  three: readonly Card[],
  unplayed: ReadonlySet<Card>,
  leader: number,
  rng: Rng,
): Card[] | null {
  for (const p of shuffled(PERMUTATIONS, rng)) {
    const seq = p.map((i) => three[i] as Card);
    let top = seq[0] as Card;
    let ok = true;
    seq.slice(1).forEach((c, k) => {
      const seat = (leader + k + 1) % 3;
      // A card under the trick is legal only if its player can hold nothing that beats the trick.
      const could = [...(hands[seat] as Card[]), trickCardOf(seat), ...unplayed].filter(
        (x): x is Card => x !== undefined && !seq.includes(x),
      );
      if (!higher(c, top) && could.some((x) => suitOf(x) === suitOf(top) && higher(x, top))) ok = false;
      if (higher(c, top)) top = c;
    });
    const winner = (leader + seq.indexOf(top)) % 3;
    if (trump === null && game.toLowerCase().includes('betl') && winner === declarer) ok = false;
    if (trump === null && game.toLowerCase().includes('durch') && winner !== declarer) ok = false;
    if (ok) return seq;
  }
  return null;
}

/** One history of whole tricks leading to `lead`, or null when this shuffle gives none. */
function history(talon: readonly Card[], rng: Rng): Card[][] | null {
  const pool = CARDS.filter((c) => !held.has(c) && !talon.includes(c));
  const whole: Card[][] = [];
  const rest: Card[] = [];
  for (const s of SUITS) {
    const mine = shuffled(
      pool.filter((c) => suitOf(c) === s),
      rng,
    );
    const n = mine.length - (mine.length % 3);
    for (let i = 0; i < n; i += 3) whole.push(mine.slice(i, i + 3));
    rest.push(...mine.slice(n));
  }
  const mixed: Card[][] = [];
  const r = shuffled(rest, rng);
  for (let i = 0; i < r.length; i += 3) mixed.push(r.slice(i, i + 3));
  const unplayed = new Set<Card>(pool);
  const tricks: Card[][] = [];
  let leader = firstLeader;
  for (const three of [...shuffled(whole, rng), ...mixed]) {
    const seq = mixed.includes(three) ? three : safeOrder(three, unplayed, leader, rng);
    if (seq === null) return null;
    seq.forEach((c) => unplayed.delete(c));
    tricks.push(seq);
    leader = (leader + winningIndex(seq, trump)) % 3;
  }
  return leader === lead ? tricks : null;
}

const rng = createRng(seed);
const found = new Set<string>();
const TRIES = 20_000;
for (let t = 0; t < TRIES && found.size < count; t++) {
  const talon = fixedTalon ?? shuffled(talonable, rng).slice(0, 2);
  const tricks = history(talon, rng);
  if (tricks === null) continue;
  const all = trick.length > 0 ? [...tricks, trick] : tricks;
  const text = [
    header,
    ...hands.map((h) => (h.length > 0 ? h.join(' ') : '-')),
    talon.join(' '),
    all.length > 0 ? all.map((x) => x.join(' ')).join(', ') : '-',
  ].join(' / ');
  const read = readNotation(text);
  if (!read.ok) continue;
  const written = toNotation(describe(read.value.state));
  if (found.has(written)) continue;
  found.add(written);
  console.log(written);
}
if (found.size === 0) {
  console.error(
    `lesson-position: no legal history in ${TRIES} tries; check that the hands fit the header (an ` +
      `announced seven held by its announcer, hand sizes for --trick and --lead) or give another --talon`,
  );
  process.exit(1);
}

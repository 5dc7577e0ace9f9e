/**
 * Laydown (ložená hra; rules/000 čl. V odst. 10–11, rules/002 čl. II odst. 19–20): can the declarer
 * claim the rest of the hand? Judged from his knowledge only: his hand, the talon he laid, the calls
 * and the cards played. A claim must hold for every split of the unseen cards between the defenders,
 * with a strategy that depends only on what he sees.
 *
 * Method: an exact AND-OR search of the declarer against one adversary who plays both defenders and
 * chooses the split as play goes on. The adversary's state is, for every unseen card, which defenders
 * may still hold it. A card a defender plays must be possible for him, and the cards that would have
 * made it illegal (`exclusion`, read off `allowedPlays`) leave his possibilities; a svršek or král he
 * plays also decides whether he holds its partner, which the engine turns into an announced marriage.
 * Every state keeps at least one split that fits the hand sizes (and the marriage behind a hundred
 * against). A fixed layout is one adversary strategy, so a win against the adversary is a win whatever
 * the defenders hold and do; and the adversary's choices show only through public plays, so the
 * declarer's strategy depends on public history only.
 *
 * What must be won: every settlement item of a component the declarer announced (game, or the silent
 * hundred that replaces it, hundred, seven, betl, durch) must be won, and every defence announcement
 * (seven or hundred against) lost. Silent sevens are ignored: they are results of the last trick
 * (rules/000 čl. V odst. 8), not contracts, and a laid-down game is shown and paid without being
 * played (rules/002 čl. II odst. 20). A silent hundred of the defence counts, as it takes the place
 * of the declarer's game (rules/000 čl. V odst. 7).
 * Option `strict` adds the rules' own test for a suit game: the defence may take no card points
 * (rules/000 čl. V odst. 11) and, against an announced seven, no trick (rules/002 čl. II odst. 19).
 *
 * Pure TypeScript in src-shared: the engine checks a claim with it (`apply` of a `claim` action, see
 * claim.ts) under a fixed node budget, and the solver's workers answer the `laydown` method with it.
 */
import type { Laydown } from '../api/solver.ts';
import {
  type Card,
  POINTS_BY_INDEX,
  STRENGTH_BY_INDEX,
  cardAt,
  cardIndex,
  suitIndex,
} from '../cards/card.ts';
import { size, toCards } from '../cards/cardset.ts';
import { type HandResult, type SevenFate, settleResult } from '../settlement/settle.ts';
import { allowedPlays, announcedSevenOf } from './legal.ts';
import { LAST_TRICK_POINTS, announcesMarriage, marriagePoints } from './score.ts';
import { type HandState, TRICKS_PER_HAND } from './state.ts';
import { type Seat, activeSeats } from './table.ts';
import { winningPosition } from './trick.ts';

export interface LaydownOptions {
  /** Search nodes before giving up; the answer is then undecided. Default 2,000,000. */
  readonly maxNodes?: number;
  /** Also apply the rules' test of a laid-down suit game (see the module comment). */
  readonly strict?: boolean;
  /** Polled every 1,024 nodes; when true the search gives up and the answer is undecided. */
  readonly shouldStop?: () => boolean;
}

export const DEFAULT_MAX_NODES = 2_000_000;

const SUIT_MASKS = [0xff, 0xff00, 0xff0000, 0xff000000 >>> 0] as const;
const suitMask = (s: number) => SUIT_MASKS[s as 0] as number;
const OBER = 5;
const KING = 6;
// The check judges tables of three active seats (claim.ts), ten tricks in every variant played so.
const LAST = TRICKS_PER_HAND - 1;
const POINTS = POINTS_BY_INDEX;
let pointMask = 0;
for (let c = 0; c < 32; c++) if ((POINTS[c] as number) > 0) pointMask |= 1 << c;
const POINT_MASK = pointMask >>> 0;

type Order = 'suit' | 'plain';

/** HIGHER[order][c]: the cards of c's suit that beat c under that order. */
const HIGHER: Record<Order, Int32Array> = { suit: new Int32Array(32), plain: new Int32Array(32) };
/** ASCENDING[order][suit]: the suit's cards from the weakest up. */
const ASCENDING: Record<Order, number[][]> = { suit: [], plain: [] };
for (const order of ['suit', 'plain'] as const) {
  const str = STRENGTH_BY_INDEX[order];
  for (let s = 0; s < 4; s++) {
    const cards = Array.from({ length: 8 }, (_, r) => s * 8 + r);
    cards.sort((x, y) => (str[x] as number) - (str[y] as number));
    ASCENDING[order].push(cards);
    for (const c of cards) {
      let m = 0;
      for (const d of cards) if ((str[d] as number) > (str[c] as number)) m |= 1 << d;
      HIGHER[order][c] = m;
    }
  }
}

function bitsOf(mask: number): number[] {
  const out: number[] = [];
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    out.push(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
  return out;
}

function highestIn(played: readonly number[], suit: number, str: Int8Array): number {
  let best = -1;
  for (const c of played)
    if (c >> 3 === suit && (best < 0 || (str[c] as number) > (str[best] as number))) best = c;
  return best;
}

/**
 * The cards a hand holding `card` must not hold for `card` to be a legal play now: `card` is in
 * `allowedPlays(hand, played, trump, seven)` for a hand containing it exactly when the hand holds none
 * of these. Not following suit means void in it; following or trumping without overtaking means none
 * of the higher cards; discarding means no trumps either; an announced seven leaves the hand only when
 * nothing else is allowed (led: as the last card).
 */
export function exclusion(card: number, played: readonly number[], trump: number, seven: number): number {
  if (played.length === 0) return card === seven ? ~(1 << card) >>> 0 : 0;
  const order: Order = trump < 0 ? 'plain' : 'suit';
  const str = STRENGTH_BY_INDEX[order];
  const higher = HIGHER[order];
  const led = (played[0] as number) >> 3;
  const suit = card >> 3;
  let out = 0;
  if (suit === led) {
    const trumped = trump >= 0 && led !== trump && played.some((c) => c >> 3 === trump);
    if (!trumped) {
      const best = highestIn(played, led, str);
      if ((str[card] as number) < (str[best] as number)) out |= higher[best] as number;
    }
    if (card === seven) out |= suitMask(suit) & ~(1 << card);
  } else {
    out |= suitMask(led);
    if (trump >= 0) {
      if (suit === trump) {
        const best = highestIn(played, trump, str);
        if (best >= 0 && (str[card] as number) < (str[best] as number)) out |= higher[best] as number;
        if (card === seven) out |= suitMask(trump) & ~(1 << card);
      } else {
        out |= suitMask(trump);
      }
    }
  }
  return out >>> 0;
}

/** A decided position: won or lost, the secondary value, and the move chosen (-1: none recorded). */
interface Entry {
  readonly win: boolean;
  /**
   * Won: the money (per defender) at the end of the line the search chose, the defence taking the
   * reply that leaves the least. Lost: plies until the loss is certain, the declarer taking the reply
   * that holds out longest.
   */
  readonly aux: number;
  readonly move: number;
}

interface Judged {
  readonly good: boolean;
  readonly money: number;
}

/** Words of one undo frame: everything play() changes except the seven's fate (kept beside). */
const FRAME = 28;
/** Frames for the deepest line: the history replayed (at most 29 cards) and the search (30). */
const FRAMES = 64;

/** A move is a card index, plus 32 when a defender's svršek or král announces a marriage. */
const MARRIED = 32;

/** Decided trick-boundary positions, by four 32-bit key words: open addressing, grown at half full. */
class Table {
  private cap = 1 << 12;
  private used = 0;
  private keys = new Int32Array(4 * this.cap);
  private full = new Uint8Array(this.cap);
  private win = new Uint8Array(this.cap);
  private move = new Int8Array(this.cap);
  private aux = new Float64Array(this.cap);

  /** The slot holding the key, or the empty slot where it would go. */
  private slot(k0: number, k1: number, k2: number, k3: number): number {
    let h = Math.imul(k0 ^ 0x5bd1e995, 0x9e3779b1) ^ k1;
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ k2;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ k3;
    h ^= h >>> 16;
    const mask = this.cap - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      if (!this.full[i]) return i;
      const k = 4 * i;
      if (
        this.keys[k] === k0 &&
        this.keys[k + 1] === k1 &&
        this.keys[k + 2] === k2 &&
        this.keys[k + 3] === k3
      )
        return i;
    }
  }

  get(k0: number, k1: number, k2: number, k3: number): Entry | null {
    const i = this.slot(k0, k1, k2, k3);
    if (!this.full[i]) return null;
    return { win: this.win[i] === 1, aux: this.aux[i] as number, move: this.move[i] as number };
  }

  set(k0: number, k1: number, k2: number, k3: number, e: Entry): void {
    let i = this.slot(k0, k1, k2, k3);
    if (!this.full[i]) {
      if (2 * (this.used + 1) > this.cap) {
        this.grow();
        i = this.slot(k0, k1, k2, k3);
      }
      this.used++;
      this.full[i] = 1;
      const k = 4 * i;
      this.keys[k] = k0;
      this.keys[k + 1] = k1;
      this.keys[k + 2] = k2;
      this.keys[k + 3] = k3;
    }
    this.win[i] = e.win ? 1 : 0;
    this.aux[i] = e.aux;
    this.move[i] = e.move;
  }

  private grow(): void {
    const { keys, full, win, move, aux, cap } = this;
    this.cap = 2 * cap;
    this.keys = new Int32Array(4 * this.cap);
    this.full = new Uint8Array(this.cap);
    this.win = new Uint8Array(this.cap);
    this.move = new Int8Array(this.cap);
    this.aux = new Float64Array(this.cap);
    for (let j = 0; j < cap; j++) {
      if (!full[j]) continue;
      const k = 4 * j;
      const i = this.slot(
        keys[k] as number,
        keys[k + 1] as number,
        keys[k + 2] as number,
        keys[k + 3] as number,
      );
      this.full[i] = 1;
      this.keys.set(keys.subarray(k, k + 4), 4 * i);
      this.win[i] = win[j] as number;
      this.move[i] = move[j] as number;
      this.aux[i] = aux[j] as number;
    }
  }
}

class Claim {
  nodes = 0;
  limit: number;
  aborted = false;
  /** The secondary value of the last search() (see Entry.aux). */
  aux = 0;
  private readonly state: HandState;
  private readonly seats: readonly Seat[];
  private readonly decl: number;
  private readonly defA: number;
  private readonly defB: number;
  private readonly trump: number;
  private readonly order: Order;
  private readonly str: Int8Array;
  private readonly sevenCard: number;
  private readonly heldSeven: readonly number[];
  private readonly suitGame: boolean;
  private readonly betl: boolean;
  private readonly durch: boolean;
  private readonly overFirst: boolean;
  private readonly strict: boolean;
  private readonly shouldStop: (() => boolean) | undefined;
  private readonly declSeven: boolean;
  private readonly defSevenBy: number;
  private readonly hundredBy: number;
  private readonly tt = new Table();
  private readonly judged = new Map<number, Judged>();
  // The position, changed by play() and restored by undo(). pA/pB: unseen cards each defender may
  // still hold; u: all unseen cards not yet played; playedA/B: cards each defender played.
  private hand = 0;
  private pA = 0;
  private pB = 0;
  private u = 0;
  private cntA = TRICKS_PER_HAND;
  private cntB = TRICKS_PER_HAND;
  private playedA = 0;
  private playedB = 0;
  private readonly trick: number[] = [];
  private leader: number;
  private toMove: number;
  private tricksDone = 0;
  private declCards = 0;
  private defCards = 0;
  private defTricks = 0;
  private broken = -1;
  private seven: SevenFate | null = null;
  private sevenPlayer = -1;
  private announced = 0;
  private declOwned = 0;
  private firstDecl = -1;
  private firstDef = -1;
  private hundredMet = false;
  private readonly declM: number[] = [];
  private readonly defM: number[] = [];
  private readonly frames = new Int32Array(FRAME * FRAMES);
  private readonly scores = new Float64Array(64);
  private readonly sevens: (SevenFate | null)[] = new Array<SevenFate | null>(FRAMES).fill(null);
  private depth = 0;
  // Results of tryDefender().
  private nextD = 0;
  private nextO = 0;
  private married = false;

  constructor(state: HandState, options: LaydownOptions) {
    if (state.phase !== 'play') throw new Error('laydown needs a hand in play');
    this.state = state;
    this.limit = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.strict = options.strict ?? false;
    this.shouldStop = options.shouldStop;
    this.seats = activeSeats(state.table);
    if (this.seats.length !== 3) throw new Error('laydown needs three active seats');
    const idx = (seat: Seat) => this.seats.indexOf(seat);
    this.decl = idx(state.declarer as Seat);
    this.defA = (this.decl + 1) % 3;
    this.defB = (this.decl + 2) % 3;
    this.trump = state.trump === null ? -1 : suitIndex(state.trump);
    this.order = this.trump < 0 ? 'plain' : 'suit';
    this.str = STRENGTH_BY_INDEX[this.order];
    this.sevenCard = this.trump < 0 ? -1 : this.trump * 8;
    this.heldSeven = this.seats.map((s) => {
      const c = announcedSevenOf(state, s);
      return c === null ? -1 : cardIndex(c);
    });
    this.suitGame = state.game === 'suit';
    this.betl = state.game === 'betl' || state.game === 'openBetl';
    this.durch = state.game === 'durch' || state.game === 'openDurch';
    this.overFirst = state.rules.marriageOrder === 'overFirst';
    const by = (kind: string) => {
      const c = state.components.find((k) => k.kind === kind);
      return c ? idx(c.announcer) : -1;
    };
    this.declSeven = by('seven') >= 0;
    this.defSevenBy = by('sevenAgainst');
    this.hundredBy = by('hundredAgainst');

    // The history as (seat index, card, trick number), and the declarer's hand when play began.
    const history: [number, number, number][] = [];
    const done = state.tricks.map((t) => ({ leader: t.leader, cards: t.cards }));
    const current = state.trick as NonNullable<HandState['trick']>;
    [...done, current].forEach((t, k) => {
      const lead = idx(t.leader);
      t.cards.forEach((c, i) => history.push([(lead + i) % 3, cardIndex(c), k]));
    });
    let declHand = state.hands[state.declarer as Seat] ?? 0;
    for (const [s, c] of history) if (s === this.decl) declHand |= 1 << c;
    this.hand = declHand >>> 0;
    this.u = ~(this.hand | state.talon) >>> 0;
    this.pA = this.pB = this.u;
    if (this.defSevenBy >= 0) {
      // The defender who announced seven against holds it.
      if (this.defSevenBy === this.defA) this.pB = (this.pB & ~(1 << this.sevenCard)) >>> 0;
      else this.pA = (this.pA & ~(1 << this.sevenCard)) >>> 0;
    }
    this.leader = this.toMove = idx((done[0] ?? current).leader);
    for (const [s, c, k] of history) {
      if (s !== this.toMove) throw new Error('laydown: the history does not follow the play order');
      let move = c;
      if (s !== this.decl) {
        const married = state.marriages.some(
          (m) => idx(m.seat) === s && suitIndex(m.suit) === c >> 3 && m.trick === k,
        );
        if (!this.tryDefender(s, c, married)) throw new Error('laydown: the history is inconsistent');
        if (married) move |= MARRIED;
      }
      this.play(move);
    }
    this.depth = 0;
  }

  private finished(): boolean {
    return this.tricksDone === TRICKS_PER_HAND || this.broken >= 0;
  }

  // -------------------------------------------------------------------------------------------
  // The adversary's knowledge

  /** The partner whose presence in the hand decides a marriage when `card` is played, or -1. */
  private partnerOf(card: number): number {
    if (!this.suitGame) return -1;
    const rank = card & 7;
    if (rank === OBER) return card + 1;
    if (rank === KING && !this.overFirst) return card - 1;
    return -1;
  }

  /**
   * Whether defender `d` may play `card` now, announcing a marriage with it (`married`) or not; on
   * success leaves the new possibilities of d and of the other defender in nextD / nextO.
   */
  private tryDefender(d: number, card: number, married: boolean): boolean {
    const isA = d === this.defA;
    const bit = 1 << card;
    let pd = isA ? this.pA : this.pB;
    let po = isA ? this.pB : this.pA;
    if ((pd & bit) === 0) return false;
    const u = this.u & ~bit;
    pd &= ~(exclusion(card, this.trick, this.trump, this.heldSeven[d] as number) | bit);
    po &= ~bit;
    const p = this.partnerOf(card);
    const canMarry = p >= 0 && (u & pd & (1 << p)) !== 0;
    if (married && !canMarry) return false;
    if (canMarry) {
      if (married) po &= ~(1 << p);
      else pd &= ~(1 << p);
    }
    const cd = (isA ? this.cntA : this.cntB) - 1;
    const co = isA ? this.cntB : this.cntA;
    if ((u & ~(pd | po)) !== 0) return false;
    const onlyD = u & ~po;
    const onlyO = u & ~pd;
    if (size(onlyD) > cd || size(onlyO) > co) return false;
    const h = this.hundredBy;
    if (h >= 0 && !this.hundredMet && !(married && d === h)) {
      const ph = h === d ? pd : po;
      const playedH = (h === this.defA ? this.playedA : this.playedB) | (h === d ? bit : 0);
      if (this.witness(u, ph, h === d ? onlyD : onlyO, h === d ? cd : co, playedH) < 0) return false;
    }
    this.nextD = pd >>> 0;
    this.nextO = po >>> 0;
    this.married = married;
    return true;
  }

  /**
   * A suit whose svršek and král the defender who announced hundred against can have held together
   * (each played by him or still possibly his, and forcing them on him fits his count), or -1.
   */
  private witness(u: number, ph: number, onlyH: number, count: number, playedH: number): number {
    for (let s = 0; s < 4; s++) {
      const pair = (1 << (s * 8 + OBER)) | (1 << (s * 8 + KING));
      const inU = pair & u;
      if ((pair & ~inU & ~playedH) !== 0 || (inU & ~ph) !== 0) continue;
      if (size(onlyH | inU) <= count) return s;
    }
    return -1;
  }

  // -------------------------------------------------------------------------------------------
  // Play and undo

  play(move: number): void {
    const card = move & 31;
    const p = this.toMove;
    const f = this.frames;
    const k = FRAME * this.depth;
    f[k] = this.hand;
    f[k + 1] = this.pA;
    f[k + 2] = this.pB;
    f[k + 3] = this.u;
    f[k + 4] = this.cntA;
    f[k + 5] = this.cntB;
    f[k + 6] = this.playedA;
    f[k + 7] = this.playedB;
    f[k + 8] = this.trick.length;
    f[k + 9] = this.trick[0] ?? 0;
    f[k + 10] = this.trick[1] ?? 0;
    f[k + 11] = this.trick[2] ?? 0;
    f[k + 12] = this.leader;
    f[k + 13] = this.toMove;
    f[k + 14] = this.tricksDone;
    f[k + 15] = this.declCards;
    f[k + 16] = this.defCards;
    f[k + 17] = this.defTricks;
    f[k + 18] = this.broken;
    f[k + 19] = this.sevenPlayer;
    f[k + 20] = this.announced;
    f[k + 21] = this.declOwned;
    f[k + 22] = this.firstDecl;
    f[k + 23] = this.firstDef;
    f[k + 24] = this.hundredMet ? 1 : 0;
    f[k + 25] = this.declM.length;
    f[k + 26] = this.defM.length;
    this.sevens[this.depth] = this.seven;
    this.depth++;
    const bit = 1 << card;
    let marriage: boolean;
    if (p === this.decl) {
      this.hand = (this.hand & ~bit) >>> 0;
      marriage = this.suitGame && announcesMarriage(this.hand, card, this.overFirst);
    } else {
      if (!this.tryDefender(p, card, (move & MARRIED) !== 0)) throw new Error('laydown: illegal move');
      marriage = this.married;
      this.u = (this.u & ~bit) >>> 0;
      if (p === this.defA) {
        this.pA = this.nextD;
        this.pB = this.nextO;
        this.cntA--;
        this.playedA = (this.playedA | bit) >>> 0;
      } else {
        this.pB = this.nextD;
        this.pA = this.nextO;
        this.cntB--;
        this.playedB = (this.playedB | bit) >>> 0;
      }
    }
    this.trick.push(card);
    if (marriage) {
      const suit = card >> 3;
      const points = marriagePoints(suit === this.trump);
      this.announced |= 1 << suit;
      if (p === this.decl) {
        this.declOwned |= 1 << suit;
        this.declM.push(points);
        if (this.firstDecl < 0) this.firstDecl = suit;
      } else {
        this.defM.push(points);
        if (this.firstDef < 0) this.firstDef = suit;
        if (p === this.hundredBy) this.hundredMet = true;
      }
    }
    if (card === this.sevenCard) this.sevenPlayer = p;
    if (this.trick.length < 3) {
      this.toMove = (p + 1) % 3;
      return;
    }
    const cards = this.trick;
    const win = winningPosition(cards, this.trump);
    const winner = (this.leader + win) % 3;
    let points = 0;
    for (const c of cards) points += POINTS[c] as number;
    if (this.tricksDone === LAST) points += LAST_TRICK_POINTS;
    if (winner === this.decl) this.declCards += points;
    else {
      this.defCards += points;
      this.defTricks++;
    }
    if (this.sevenPlayer >= 0 && this.seven === null && cards.includes(this.sevenCard)) {
      const won = winner === this.sevenPlayer;
      this.seven = {
        seat: this.seats[this.sevenPlayer] as Seat,
        trick: this.tricksDone,
        won,
        by: won ? null : cardAt(cards[win] as number),
        bySeat: won ? null : (this.seats[winner] as Seat),
      };
    }
    if ((this.betl && winner === this.decl) || (this.durch && winner !== this.decl))
      this.broken = this.tricksDone;
    this.tricksDone++;
    this.trick.length = 0;
    this.leader = this.toMove = winner;
  }

  undo(): void {
    this.depth--;
    const f = this.frames;
    const k = FRAME * this.depth;
    this.hand = (f[k] as number) >>> 0;
    this.pA = (f[k + 1] as number) >>> 0;
    this.pB = (f[k + 2] as number) >>> 0;
    this.u = (f[k + 3] as number) >>> 0;
    this.cntA = f[k + 4] as number;
    this.cntB = f[k + 5] as number;
    this.playedA = (f[k + 6] as number) >>> 0;
    this.playedB = (f[k + 7] as number) >>> 0;
    const n = f[k + 8] as number;
    this.trick.length = 0;
    for (let i = 0; i < n; i++) this.trick.push(f[k + 9 + i] as number);
    this.leader = f[k + 12] as number;
    this.toMove = f[k + 13] as number;
    this.tricksDone = f[k + 14] as number;
    this.declCards = f[k + 15] as number;
    this.defCards = f[k + 16] as number;
    this.defTricks = f[k + 17] as number;
    this.broken = f[k + 18] as number;
    this.sevenPlayer = f[k + 19] as number;
    this.announced = f[k + 20] as number;
    this.declOwned = f[k + 21] as number;
    this.firstDecl = f[k + 22] as number;
    this.firstDef = f[k + 23] as number;
    this.hundredMet = f[k + 24] === 1;
    this.declM.length = f[k + 25] as number;
    this.defM.length = f[k + 26] as number;
    this.seven = this.sevens[this.depth] as SevenFate | null;
  }

  // -------------------------------------------------------------------------------------------
  // Moves

  /** The moves of the seat to move, one per class of equivalent cards, most promising first. */
  moves(): number[] {
    const d = this.toMove;
    const out: number[] = [];
    if (d === this.decl) {
      const allowed = allowedPlays(this.hand, this.trick, this.trump, this.heldSeven[d] as number);
      for (let m = this.representatives(allowed, -1); m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
    } else {
      const cand = this.u & (d === this.defA ? this.pA : this.pB);
      for (let m = this.representatives(cand, d); m !== 0; m &= m - 1) {
        const c = 31 - Math.clz32(m & -m);
        if (this.tryDefender(d, c, true)) out.push(c | MARRIED);
        if (this.tryDefender(d, c, false)) out.push(c);
      }
    }
    // Insertion sort by score, best first (few moves).
    const scores = this.scores;
    for (let i = 0; i < out.length; i++) {
      const m = out[i] as number;
      const sc = this.score(m);
      let j = i;
      for (; j > 0 && (scores[j - 1] as number) < sc; j--) {
        out[j] = out[j - 1] as number;
        scores[j] = scores[j - 1] as number;
      }
      out[j] = m;
      scores[j] = sc;
    }
    return out;
  }

  /**
   * The cards of `cands` keeping one of each run of interchangeable cards: same suit, no other card
   * still in play or on the table between them, same points, not a svršek, král or trump seven in a
   * suit game, and (for a defender, d ≥ 0) the same possible holders. Swapping two such cards maps the
   * rest of the hand onto itself, so one of them decides for all.
   */
  private representatives(cands: number, d: number): number {
    const live = this.hand | this.u | this.trickMask();
    let out = 0;
    for (let s = 0; s < 4; s++) {
      if ((cands & suitMask(s)) === 0) continue;
      let last = -1;
      for (const c of ASCENDING[this.order][s] as number[]) {
        if (((live >>> c) & 1) === 0) continue;
        if ((cands >>> c) & 1 && !(last >= 0 && (cands >>> last) & 1 && this.alike(last, c, d)))
          out |= 1 << c;
        last = c;
      }
    }
    return out;
  }

  private alike(x: number, y: number, d: number): boolean {
    if (this.suitGame) {
      if (POINTS[x] !== POINTS[y] || this.special(x) || this.special(y)) return false;
    }
    if (d < 0) return true;
    return ((this.pA >>> x) & 1) === ((this.pA >>> y) & 1) && ((this.pB >>> x) & 1) === ((this.pB >>> y) & 1);
  }

  private special(c: number): boolean {
    const rank = c & 7;
    return rank === OBER || rank === KING || c === this.sevenCard;
  }

  private trickMask(): number {
    let m = 0;
    for (const c of this.trick) m |= 1 << c;
    return m;
  }

  /** Move ordering: the declarer tries to win tricks (lose them in betl), the adversary the reverse. */
  private score(move: number): number {
    const c = move & 31;
    const str = this.str[c] as number;
    const bonus = move & MARRIED ? 64 : 0;
    const isDecl = this.toMove === this.decl;
    if (this.trick.length === 0) {
      if (this.betl) return bonus - str;
      return bonus + (isDecl && c >> 3 === this.trump ? 16 : 0) + str;
    }
    const pos = winningPosition(this.trick, this.trump);
    const best = this.trick[pos] as number;
    const beats =
      c >> 3 === best >> 3 ? str > (this.str[best] as number) : c >> 3 === this.trump && this.trump >= 0;
    if (this.betl) return bonus + (beats === isDecl ? -str : 32 + str);
    if (beats) return bonus + 32 + (isDecl && this.trick.length === 2 ? -str : str);
    const defenceAhead = (this.leader + pos) % 3 !== this.decl;
    const pts = POINTS[c] as number;
    return bonus - str - (isDecl || !defenceAhead ? pts : -pts);
  }

  // -------------------------------------------------------------------------------------------
  // Judging

  private judge(
    declCards: number,
    defCards: number,
    declM: readonly number[],
    defM: readonly number[],
    sevenCode: number,
    sevenByDecl: boolean,
    broken: boolean,
    defTrick: boolean,
  ): Judged {
    const code = (list: readonly number[]) => {
      let k = 0;
      let m = 1;
      for (const v of list) {
        k += (v === 40 ? 2 : 1) * m;
        m *= 3;
      }
      return k;
    };
    const key =
      declCards / 10 +
      11 *
        (defCards / 10 +
          11 *
            (code(declM) +
              81 *
                (code(defM) +
                  81 *
                    (sevenCode +
                      4 * ((sevenByDecl ? 1 : 0) + 2 * ((broken ? 1 : 0) + 2 * (defTrick ? 1 : 0)))))));
    const hit = this.judged.get(key);
    if (hit) return hit;
    const st = this.state;
    const declSeat = this.seats[this.decl] as Seat;
    const defSeat = this.seats[this.defSevenBy >= 0 ? this.defSevenBy : this.defA] as Seat;
    let seven: SevenFate | null = null;
    if (sevenCode > 0) {
      const won = sevenCode === 2;
      seven = {
        seat: sevenByDecl ? declSeat : defSeat,
        trick: sevenCode === 1 ? 0 : LAST,
        won,
        by: won ? null : cardAt(this.sevenCard),
        bySeat: won ? null : sevenByDecl ? defSeat : declSeat,
      };
    }
    const result: HandResult = {
      rules: st.rules,
      players: st.table.size,
      declarer: declSeat,
      trump: st.trump,
      game: st.game as NonNullable<HandState['game']>,
      components: st.components,
      end: broken ? (this.betl ? 'betlLost' : 'durchLost') : 'played',
      declarerSide: { cards: declCards, marriages: declM.slice() },
      defenceSide: { cards: defCards, marriages: defM.slice() },
      seven,
      brokenAt: broken ? 0 : null,
    };
    const s = settleResult(result);
    let good = s.items.every((i) => i.kind === 'silentSeven' || (i.side === 'declarer') === i.won);
    if (this.strict && this.suitGame) good &&= defCards === 0 && !(this.declSeven && defTrick);
    const out = { good, money: s.perDefender };
    this.judged.set(key, out);
    return out;
  }

  private judgeLeaf(): Judged {
    const s = this.seven;
    const code = s === null ? 0 : s.trick < LAST ? 1 : s.won ? 2 : 3;
    return this.judge(
      this.declCards,
      this.defCards,
      this.declM,
      this.defM,
      code,
      s !== null && s.seat === this.seats[this.decl],
      this.broken >= 0,
      this.defTricks > 0,
    );
  }

  /** Card points still to be taken, the last trick included. */
  private remainingPoints(): number {
    const live = this.hand | this.u | this.trickMask();
    return 10 * size(live & POINT_MASK) + (this.tricksDone < TRICKS_PER_HAND ? LAST_TRICK_POINTS : 0);
  }

  /** Marriages the declarer holds and has not announced, as points, highest first. */
  private declarerPairs(): number[] {
    const out: number[] = [];
    for (let s = 0; s < 4; s++) {
      const pair = (1 << (s * 8 + OBER)) | (1 << (s * 8 + KING));
      if ((this.hand & pair) === pair) out.push(marriagePoints(s === this.trump));
    }
    return out.sort((x, y) => y - x);
  }

  /** Marriages the defence may still announce (both cards possibly with one defender), highest first. */
  private defencePairs(): number[] {
    const out: number[] = [];
    for (let s = 0; s < 4; s++) {
      const pair = (1 << (s * 8 + OBER)) | (1 << (s * 8 + KING));
      if ((this.u & pair) !== pair) continue;
      if ((this.pA & pair) === pair || (this.pB & pair) === pair) out.push(marriagePoints(s === this.trump));
    }
    return out.sort((x, y) => y - x);
  }

  private sevenNow(): [number, boolean] {
    const s = this.seven;
    if (s === null) return [0, false];
    return [s.trick < LAST ? 1 : s.won ? 2 : 3, s.seat === this.seats[this.decl]];
  }

  /**
   * Decisions without search at a trick boundary. In a suit game: lost if something fails even when
   * the declarer takes every remaining point and the defence announces nothing more; won if all holds
   * even when the defence takes every remaining point and announces every marriage it still may. Then
   * the betl test (underAll) or, with the declarer on lead, his plan (plan).
   */
  private quick(): Entry | null {
    if (this.suitGame) {
      const r = this.remainingPoints();
      const [code, byDecl] = this.sevenNow();
      const open = this.seven === null;
      const optimistic = this.judge(
        this.declCards + r,
        this.defCards,
        [...this.declM, ...this.declarerPairs()],
        this.defM,
        open ? (this.declSeven ? 2 : this.defSevenBy >= 0 ? 3 : 0) : code,
        open ? this.declSeven : byDecl,
        false,
        this.defTricks > 0,
      );
      if (!optimistic.good) return { win: false, aux: 0, move: -1 };
      const pessimistic = this.judge(
        this.declCards,
        this.defCards + r,
        this.overFirst ? this.declM : [...this.declM, ...this.declarerPairs().reverse()],
        [...this.defM, ...this.defencePairs()],
        open ? (this.declSeven ? 1 : this.defSevenBy >= 0 ? 2 : 0) : code,
        open ? this.declSeven : byDecl,
        false,
        true,
      );
      if (pessimistic.good) return { win: true, aux: pessimistic.money, move: -1 };
    }
    if (this.betl) return this.underAll();
    if (this.toMove === this.decl) return this.plan();
    return null;
  }

  /**
   * Betl: in every suit the declarer's cards are all below the unseen ones (or one side has none), and
   * on lead he has a suit the defence holds. Then whoever leads, some defender follows above him or he
   * discards; without trumps he never takes a trick. Returns the card to lead, if on lead.
   */
  private underAll(): Entry | null {
    const str = this.str;
    let lead = -1;
    for (let s = 0; s < 4; s++) {
      const mine = this.hand & suitMask(s);
      const theirs = this.u & suitMask(s);
      if (mine === 0 || theirs === 0) continue;
      const asc = ASCENDING.plain[s] as number[];
      const lowestTheirs = asc.find((c) => (theirs >>> c) & 1) as number;
      const highestMine = [...asc].reverse().find((c) => (mine >>> c) & 1) as number;
      if ((str[highestMine] as number) > (str[lowestTheirs] as number)) return null;
      lead = highestMine;
    }
    if (this.toMove === this.decl && lead < 0) return null;
    const j = this.judge(this.declCards, this.defCards, this.declM, this.defM, 0, false, false, false);
    return { win: true, aux: j.money, move: this.toMove === this.decl ? lead : -1 };
  }

  /**
   * A declarer on lead with enough top trumps to draw every unseen trump (none needed in durch) plays
   * a fixed plan, and the result is judged at the worst the plan allows:
   * - no losers (plain cards some unseen card beats): he cashes everything, trumps from the top
   *   (svršek before král), then each plain suit from the top, the trump seven last, and takes every
   *   trick;
   * - with L losers and at least L trumps (the seven aside) left after drawing: draw, then lead a loser
   *   whenever on lead. Each trick the defence wins costs him a loser, so it wins at most L; it can
   *   lead at most L times, so he always has a trump to ruff with and keeps the seven to the end; and
   *   he is left holding a winner, so the last trick (and the seven) is his;
   * - with fewer trumps: draw, cash every winner and trump, then the losers: the defence still wins at
   *   most L tricks, but maybe the last.
   * In the defence's tricks lie his losers and at most two unseen cards each; everything else is his.
   * The defence is credited with every marriage it may still announce. Returns the plan's first card.
   */
  private plan(): Entry | null {
    const str = this.str;
    const top = (m: number) => Math.max(...bitsOf(m).map((c) => str[c] as number));
    const seven = this.sevenCard >= 0 ? 1 << this.sevenCard : 0;
    let losers = 0;
    let trumps = 0;
    let topTrumps = 0;
    let unseenTrumps = 0;
    for (let s = 0; s < 4; s++) {
      const mine = this.hand & suitMask(s) & ~seven;
      const theirs = this.u & suitMask(s);
      const high = theirs === 0 ? -1 : top(theirs);
      let above = 0;
      for (const c of bitsOf(mine)) if ((str[c] as number) > high) above |= 1 << c;
      if (s === this.trump) {
        trumps = mine;
        topTrumps = above;
        unseenTrumps = size(theirs);
      } else losers |= mine & ~above;
    }
    if (size(topTrumps) < unseenTrumps) return null;
    const nLosers = size(losers);
    const points = (m: number) => 10 * size(m & POINT_MASK);
    let [code, byDecl] = this.sevenNow();
    if (nLosers === 0) {
      const order = this.cashOutOrder();
      const declM = [...this.declM];
      let h = this.hand;
      for (const c of order) {
        h &= ~(1 << c);
        if (this.suitGame && announcesMarriage(h, c, this.overFirst))
          declM.push(marriagePoints(c >> 3 === this.trump));
      }
      if (this.seven === null && seven !== 0) {
        if (this.hand & seven) [code, byDecl] = [2, true];
        else if (this.u & seven) [code, byDecl] = [1, false];
      }
      const j = this.judge(
        this.declCards + this.remainingPoints(),
        this.defCards,
        declM,
        [...this.defM, ...this.defencePairs()],
        code,
        byDecl,
        false,
        this.defTricks > 0,
      );
      return j.good ? { win: true, aux: j.money, move: order[0] as number } : null;
    }
    if (!this.suitGame) return null;
    const keepsControl = size(trumps) - unseenTrumps >= nLosers;
    if (this.seven === null && seven !== 0) {
      if (this.hand & seven)
        [code, byDecl] = keepsControl ? [2, true] : this.declSeven ? [1, true] : [0, false];
      else if (this.u & seven) [code, byDecl] = [1, false];
    }
    const lost =
      points(losers) +
      10 * Math.min(2 * nLosers, size(this.u & POINT_MASK)) +
      (keepsControl ? 0 : LAST_TRICK_POINTS);
    const r = this.remainingPoints();
    const j = this.judge(
      this.declCards + r - lost,
      this.defCards + lost,
      this.overFirst ? this.declM : [...this.declM, ...this.declarerPairs().reverse()],
      [...this.defM, ...this.defencePairs()],
      code,
      byDecl,
      false,
      true,
    );
    if (!j.good) return null;
    const highest = (m: number) =>
      bitsOf(m).reduce((a, c) => ((str[c] as number) > (str[a] as number) ? c : a));
    const nonLosers = this.hand & ~losers & ~(this.declSeven ? seven : 0);
    const move =
      unseenTrumps > 0
        ? highest(topTrumps)
        : keepsControl || nonLosers === 0
          ? (bitsOf(losers)[0] as number)
          : (bitsOf(nonLosers)[0] as number);
    return { win: true, aux: j.money, move };
  }

  /** The cards in the order that takes every trick when nothing can beat them (see plan). */
  private cashOutOrder(): number[] {
    const out: number[] = [];
    const suits = [0, 1, 2, 3].filter((s) => s !== this.trump);
    if (this.trump >= 0) suits.unshift(this.trump);
    for (const s of suits) {
      const cards = [...(ASCENDING[this.order][s] as number[])]
        .reverse()
        .filter((c) => ((this.hand >>> c) & 1) === 1 && c !== this.sevenCard);
      const k = cards.findIndex((c) => (c & 7) === KING);
      if (k >= 0 && cards[k + 1] === (cards[k] as number) - 1)
        [cards[k], cards[k + 1]] = [cards[k + 1] as number, cards[k] as number];
      out.push(...cards);
    }
    if (this.sevenCard >= 0 && (this.hand >>> this.sevenCard) & 1) out.push(this.sevenCard);
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // Search

  /** The key word beside the hand and the two possibility masks: everything else that matters. */
  private keyExtra(): number {
    return (
      this.leader +
      3 *
        (this.cntA +
          11 *
            (this.declCards / 10 +
              11 *
                ((this.defTricks > 0 ? 1 : 0) +
                  2 *
                    (this.announced +
                      16 *
                        (this.declOwned +
                          16 *
                            (this.firstDecl +
                              1 +
                              5 * (this.firstDef + 1 + 5 * (this.hundredMet ? 1 : 0))))))))
    );
  }

  private lookup(): Entry | null {
    return this.tt.get(this.hand | 0, this.pA | 0, this.pB | 0, this.keyExtra());
  }

  private store(e: Entry): void {
    this.tt.set(this.hand | 0, this.pA | 0, this.pB | 0, this.keyExtra(), e);
  }

  /** Whether the declarer wins everything from here; the secondary value is left in `aux`. */
  search(): boolean {
    if (this.finished()) {
      const j = this.judgeLeaf();
      this.aux = j.good ? j.money : 0;
      return j.good;
    }
    if (
      this.aborted ||
      ++this.nodes > this.limit ||
      ((this.nodes & 1023) === 0 && this.shouldStop?.() === true)
    ) {
      this.aborted = true;
      this.aux = 0;
      return false;
    }
    const boundary = this.trick.length === 0;
    if (boundary) {
      let e = this.lookup();
      if (e === null) {
        e = this.quick();
        if (e !== null) this.store(e);
      }
      if (e !== null) {
        this.aux = e.aux;
        return e.win;
      }
    }
    const moves = this.moves();
    if (moves.length === 0) throw new Error('laydown: no move in an unfinished hand');
    const declarer = this.toMove === this.decl;
    let win = !declarer;
    let aux = declarer ? -Infinity : Infinity;
    let move = -1;
    for (const m of moves) {
      this.play(m);
      const w = this.search();
      const a = this.aux;
      this.undo();
      if (this.aborted) {
        this.aux = 0;
        return false;
      }
      if (declarer) {
        if (w) {
          win = true;
          aux = a;
          move = m;
          break;
        }
        if (a + 1 > aux) {
          aux = a + 1;
          move = m;
        }
      } else {
        if (!w) {
          win = false;
          aux = a + 1;
          move = m;
          break;
        }
        if (a < aux) {
          aux = a;
          move = m;
        }
      }
    }
    if (boundary) this.store({ win, aux, move });
    this.aux = aux;
    return win;
  }

  /** The move the proof (or refutation) takes here, by the rules that defined `aux`. */
  private choose(win: boolean): number {
    const declarer = this.toMove === this.decl;
    let best = -1;
    let bestAux = declarer ? -Infinity : Infinity;
    for (const m of this.moves()) {
      this.play(m);
      const w = this.search();
      const a = this.aux;
      this.undo();
      if (declarer === win && w === win) return m;
      if (declarer ? a > bestAux : a < bestAux) {
        bestAux = a;
        best = m;
      }
    }
    if (declarer === win && !this.aborted) throw new Error('laydown: the proof does not hold here');
    return best;
  }

  /**
   * The line from here that the search proved (win) or refuted with (loss): to the end of the hand, or
   * to where the loss is certain. Returns the cards and the hands at the start of the line in one
   * layout that plays it as given; the position is restored.
   */
  extract(win: boolean): { cards: Card[]; hands: Card[][] } {
    const moves: number[] = [];
    const players: number[] = [];
    const startHand = this.hand;
    while (!this.finished() && !this.aborted) {
      let move = -1;
      if (this.trick.length === 0) {
        const e = this.lookup();
        if (e && !e.win && e.aux === 0) break;
        if (e) move = e.move;
      }
      if (move < 0) move = this.choose(win);
      if (move < 0) break;
      moves.push(move);
      players.push(this.toMove);
      this.play(move);
    }
    const [restA, restB] = this.split();
    const hands: Card[][] = this.state.hands.map(() => []);
    const held = [0, 0, 0];
    held[this.decl] = startHand;
    held[this.defA] = restA;
    held[this.defB] = restB;
    moves.forEach((m, i) => {
      const p = players[i] as number;
      if (p !== this.decl) held[p] = (held[p] as number) | (1 << (m & 31));
    });
    this.seats.forEach((seat, i) => (hands[seat] = toCards((held[i] as number) >>> 0)));
    for (let i = 0; i < moves.length; i++) this.undo();
    return { cards: moves.map((m) => cardAt(m & 31)), hands };
  }

  /** One split of the unseen cards still held that fits every constraint: [defA's, defB's]. */
  private split(): [number, number] {
    const u = this.u;
    let a = u & ~this.pB;
    let b = u & ~this.pA;
    let free = u & this.pA & this.pB;
    const h = this.hundredBy;
    if (h >= 0 && !this.hundredMet) {
      const isA = h === this.defA;
      const s = this.witness(
        u,
        isA ? this.pA : this.pB,
        isA ? a : b,
        isA ? this.cntA : this.cntB,
        isA ? this.playedA : this.playedB,
      );
      const pair = u & ((1 << (s * 8 + OBER)) | (1 << (s * 8 + KING)));
      if (isA) a |= pair;
      else b |= pair;
      free &= ~pair;
    }
    for (const c of bitsOf(free)) {
      if (size(a) < this.cntA) a |= 1 << c;
      else b |= 1 << c;
    }
    if (size(a) !== this.cntA || size(b) !== this.cntB) throw new Error('laydown: no split fits');
    return [a >>> 0, b >>> 0];
  }
}

/**
 * Whether the declarer can claim the rest of a hand in play (at a trick boundary or mid-trick),
 * judged from his knowledge only. See the module comment for what counts and how it is decided.
 */
export function laydown(
  state: HandState,
  options: LaydownOptions = {},
): Laydown & { readonly nodes: number } {
  const claim = new Claim(state, options);
  const win = claim.search();
  const nodes = claim.nodes;
  if (claim.aborted)
    return { claimable: false, line: null, counter: null, decided: false, hands: null, nodes };
  // Following the proof revisits what the search decided; it gets a budget of its own.
  claim.limit = nodes + (options.maxNodes ?? DEFAULT_MAX_NODES);
  const { cards, hands } = claim.extract(win);
  return {
    claimable: win,
    line: win ? cards : null,
    counter: win ? null : cards,
    decided: true,
    hands,
    nodes,
  };
}

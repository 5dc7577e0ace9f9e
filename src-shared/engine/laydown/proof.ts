/**
 * Laydown (ložená hra; pravidla ČSM, čl. V odst. 10–11; turnajová pravidla ČSM, čl. II odst. 19–20):
 * can the declarer claim the rest of the hand? Judged from his knowledge only: his hand, the talon he
 * laid, the calls and the cards played. A claim must hold for every split of the unseen cards between
 * the other seats, with a strategy that depends only on what he sees.
 *
 * Method: an exact AND-OR search of the declarer against one adversary who plays every other seat and
 * chooses the split as play goes on. The adversary's state is, for every unseen card, which seats may
 * still hold it. A card a seat plays must be possible for it, and the cards that would have made it
 * illegal (`exclusion`, read off `allowedPlays`) leave its possibilities; a svršek or král it plays
 * also decides whether it holds its partner, which the engine turns into an announced marriage. Every
 * state keeps at least one split that fits the hand sizes (Hall's condition over the seats) and the
 * marriage behind a hundred against. A fixed layout is one adversary strategy, so a win against the
 * adversary is a win whatever the others hold and do; and the adversary's choices show only through
 * public plays, so the declarer's strategy depends on public history only.
 *
 * Tables: two to four active seats, as many tricks as the cards fill (tricksPerHand: 10, 8 or 16).
 * - Lízaný (two seats), only once the stock is gone: every unseen card is then the other player's.
 *   The tricks of the stock were played freely and followed by draws, so the history is replayed
 *   without the play rule's inferences.
 * - Křížový (four seats): the declarer does not see his partner's cards, so the check relies on no
 *   play of his: the adversary plays the partner's cards too (the pair only scores together, pravidla
 *   ČSM, čl. VII odst. 2). Until the called card falls the declarer does not even know who the
 *   partner is; the check then counts the partner with the defence (his points, tricks and marriages),
 *   a stricter test than any pairing the declarer could assume. Once it has fallen the partner scores
 *   for the declarer's side.
 * - Dvě sedmy (licitovaný): the auxiliary seven is held back after the trump seven by the play rule,
 *   and both sevens' fates go to the settlement (extras.twoSevens). Four auxiliary cards with one
 *   defender (TP čl. III) are ruled out against plain dvě sedmy (they would have been shown), and with
 *   dvě sedmy a sto only when fewer than four are out of the declarer's sight. When only the sevens
 *   are judged (no hundred, no game beside them: the settlement tells), card points and the
 *   declarer's marriages are ignored: cards differing only in them are alike, positions differing only
 *   in them transpose. With both sevens and nothing but sure tricks besides, the declarer's cash-out
 *   proves it at once (plan).
 * - The game by the majority of tricks (English description): the side's tricks are judged.
 *
 * What must be won: every settlement item of a component the declarer announced (game, or the silent
 * hundred that replaces it, hundred, seven, dvě sedmy, betl, durch) must be won, and every defence
 * announcement (seven or hundred against) lost. Silent sevens are ignored: they are results of the
 * last trick (pravidla ČSM, čl. V odst. 8), not contracts, and a laid-down game is shown and paid
 * without being played (turnajová pravidla, čl. II odst. 20). A silent hundred of the defence counts,
 * as it takes the place of the declarer's game (pravidla ČSM, čl. V odst. 7). A durch s chytrým is
 * judged as a plain durch (every trick must be the declarer's), which never accepts more.
 * Option `strict` adds the rules' own test for a suit game: the defence may take no card points
 * (pravidla ČSM, čl. V odst. 11) and, against an announced seven, no trick (turnajová pravidla, čl. II
 * odst. 19); for dvě sedmy that article asks only that it cannot be lost, as checked anyway.
 *
 * Pure TypeScript in src-shared: the engine checks a claim with it (`apply` of a `claim` action, see
 * claim.ts) under a fixed node budget, and the solver's workers answer the `laydown` method with it.
 */
import type { Laydown } from '../../api/solver.ts';
import {
  type Card,
  POINTS_BY_INDEX,
  STRENGTH_BY_INDEX,
  cardAt,
  cardIndex,
  suitIndex,
} from '../../cards/card.ts';
import { size, toCards } from '../../cards/cardset.ts';
import { TRICK_MAJORITY_RULE, type TrickCount } from '../../variants/auction/settlement.ts';
import { type HandResult, type SevenFate, resultOf, settleResult } from '../../settlement/settle.ts';
import { TWO_SEVENS_RULE, type TwoSevensRead } from '../../variants/auction/two-sevens.ts';
import { allowedPlays, announcedSevenOf, auxSevenOf } from '../play.ts';
import { LAST_TRICK_POINTS, announcesMarriage, marriagePoints } from '../score.ts';
import type { HandState } from '../state.ts';
import { type Seat, activeSeats, tricksPerHand } from '../table.ts';
import { winningPosition } from '../trick.ts';

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

/** Clears the cards of `mask` from a[i]. */
function clear(a: Int32Array, i: number, mask: number): void {
  a[i] = (a[i] as number) & ~mask;
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

/** Words of one undo frame: everything play() changes except the sevens' fates (kept beside). */
const FRAME = 36;
/** Frames for the deepest line: the history replayed (at most 31 cards) and the search (32). */
const FRAMES = 72;

/** A move is a card index, plus 32 when a defender's svršek or král announces a marriage. */
const MARRIED = 32;

/** Decided trick-boundary positions, by five 32-bit key words: open addressing, grown at half full. */
class Table {
  private cap = 1 << 12;
  private used = 0;
  private keys = new Int32Array(5 * this.cap);
  private full = new Uint8Array(this.cap);
  private win = new Uint8Array(this.cap);
  private move = new Int8Array(this.cap);
  private aux = new Float64Array(this.cap);

  /** The slot holding the key, or the empty slot where it would go. */
  private slot(k: Int32Array): number {
    let h = Math.imul((k[0] as number) ^ 0x5bd1e995, 0x9e3779b1) ^ (k[1] as number);
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ (k[2] as number);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ (k[3] as number);
    h = Math.imul(h ^ (h >>> 16), 0x27d4eb2f) ^ (k[4] as number);
    h ^= h >>> 15;
    const mask = this.cap - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      if (!this.full[i]) return i;
      const j = 5 * i;
      if (
        this.keys[j] === k[0] &&
        this.keys[j + 1] === k[1] &&
        this.keys[j + 2] === k[2] &&
        this.keys[j + 3] === k[3] &&
        this.keys[j + 4] === k[4]
      )
        return i;
    }
  }

  get(k: Int32Array): Entry | null {
    const i = this.slot(k);
    if (!this.full[i]) return null;
    return { win: this.win[i] === 1, aux: this.aux[i] as number, move: this.move[i] as number };
  }

  set(k: Int32Array, e: Entry): void {
    let i = this.slot(k);
    if (!this.full[i]) {
      if (2 * (this.used + 1) > this.cap) {
        this.grow();
        i = this.slot(k);
      }
      this.used++;
      this.full[i] = 1;
      this.keys.set(k, 5 * i);
    }
    this.win[i] = e.win ? 1 : 0;
    this.aux[i] = e.aux;
    this.move[i] = e.move;
  }

  private grow(): void {
    const { keys, full, win, move, aux, cap } = this;
    this.cap = 2 * cap;
    this.keys = new Int32Array(5 * this.cap);
    this.full = new Uint8Array(this.cap);
    this.win = new Uint8Array(this.cap);
    this.move = new Int8Array(this.cap);
    this.aux = new Float64Array(this.cap);
    for (let j = 0; j < cap; j++) {
      if (!full[j]) continue;
      const k = keys.subarray(5 * j, 5 * j + 5);
      const i = this.slot(k);
      this.full[i] = 1;
      this.keys.set(k, 5 * i);
      this.win[i] = win[j] as number;
      this.move[i] = move[j] as number;
      this.aux[i] = aux[j] as number;
    }
  }
}

/** Fate codes of the auxiliary seven (dvě sedmy): not played, before, won or beaten in, after the penultimate trick. */
const AUX_NONE = 0;
const AUX_EARLY = 1;
const AUX_WON = 2;
const AUX_KILLED = 3;
const AUX_LATE = 4;

class Claim {
  nodes = 0;
  limit: number;
  aborted = false;
  /** The secondary value of the last search() (see Entry.aux). */
  aux = 0;
  private readonly state: HandState;
  private readonly seats: readonly Seat[];
  /** Active seats (2–4), the declarer's index among them, and the others in playing order after him. */
  private readonly n: number;
  private readonly decl: number;
  private readonly others: readonly number[];
  /** Křížový: the partner's index when the declarer knows him (the called card has fallen), else -1. */
  private readonly mate: number;
  /** Tricks in the hand and the index of the last. */
  private readonly total: number;
  private readonly last: number;
  private readonly trump: number;
  private readonly order: Order;
  private readonly str: Int8Array;
  private readonly sevenCard: number;
  private readonly heldSeven: readonly number[];
  /** Dvě sedmy: the declarer's auxiliary seven, held back after the trump seven; -1 otherwise. */
  private readonly auxCard: number;
  private readonly twoSevens: boolean;
  private readonly byTricks: boolean;
  private readonly suitGame: boolean;
  private readonly betl: boolean;
  private readonly durch: boolean;
  private readonly overFirst: boolean;
  private readonly strict: boolean;
  private readonly shouldStop: (() => boolean) | undefined;
  private readonly declSeven: boolean;
  private readonly defSevenBy: number;
  private readonly hundredBy: number;
  /** Dvě sedmy: the worst the declarer must assume about four auxiliary cards in one defender's hand. */
  private readonly auxFour: TwoSevensRead['auxFour'];
  /** The result of the hand as it stands (contract, rules, sides as the declarer knows them). */
  private readonly base: HandResult;
  /**
   * Dvě sedmy alone (no hundred either way, no game beside it): card points and marriages change
   * nothing the hand is judged by, so cards differing only in them are alike and positions differing
   * only in them transpose.
   */
  private readonly pointFree: boolean;
  private readonly tt = new Table();
  private readonly key = new Int32Array(5);
  private readonly judged = new Map<number, Judged>();
  // The position, changed by play() and restored by undo(). poss[i]: unseen cards seat i may still
  // hold; u: all unseen cards not yet played; cnt[i]: cards seat i holds; played[i]: cards it played.
  private hand = 0;
  private readonly poss = new Int32Array(4);
  private u = 0;
  private readonly cnt = new Int32Array(4);
  private readonly played = new Int32Array(4);
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
  private auxFate: SevenFate | null = null;
  private auxPlayer = -1;
  private announced = 0;
  private declOwned = 0;
  private firstDecl = -1;
  private firstDef = -1;
  private hundredMet = false;
  /** While the history is replayed in lízaný: the draws broke the play rule's inferences, none drawn. */
  private free = false;
  private readonly declM: number[] = [];
  private readonly defM: number[] = [];
  private readonly frames = new Int32Array(FRAME * FRAMES);
  private readonly scores = new Float64Array(64);
  private readonly sevens: (SevenFate | null)[] = new Array<SevenFate | null>(FRAMES).fill(null);
  private readonly auxes: (SevenFate | null)[] = new Array<SevenFate | null>(FRAMES).fill(null);
  private depth = 0;
  // Results of tryDefender(), and scratch for the feasibility test.
  private readonly next = new Int32Array(4);
  private readonly forced = new Int32Array(4);
  private married = false;

  constructor(state: HandState, options: LaydownOptions) {
    if (state.phase !== 'play') throw new Error('laydown needs a hand in play');
    if (state.stock.length > 0) throw new Error('laydown needs the stock gone');
    this.state = state;
    this.limit = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.strict = options.strict ?? false;
    this.shouldStop = options.shouldStop;
    this.seats = activeSeats(state.table);
    const n = this.seats.length;
    if (n < 2 || n > 4) throw new Error('laydown needs two to four active seats');
    this.n = n;
    const idx = (seat: Seat) => this.seats.indexOf(seat);
    this.decl = idx(state.declarer as Seat);
    this.others = Array.from({ length: n - 1 }, (_, i) => (this.decl + 1 + i) % n);
    this.total = tricksPerHand(state);
    this.last = this.total - 1;
    const done = state.tricks.map((t) => ({ leader: t.leader, cards: t.cards }));
    const current = state.trick as NonNullable<HandState['trick']>;
    // Křížový: the declarer learns his partner when the called card falls; until then the check counts
    // the partner with the defence (his cards and play are the adversary's in any case).
    const calledCard = state.called?.card ?? null;
    const calledFallen = calledCard !== null && [...done, current].some((t) => t.cards.includes(calledCard));
    this.mate = state.partner !== null && calledFallen ? idx(state.partner) : -1;
    this.trump = state.trump === null ? -1 : suitIndex(state.trump);
    this.order = this.trump < 0 ? 'plain' : 'suit';
    this.str = STRENGTH_BY_INDEX[this.order];
    this.sevenCard = this.trump < 0 ? -1 : this.trump * 8;
    this.heldSeven = this.seats.map((s) => {
      const c = announcedSevenOf(state, s);
      return c === null ? -1 : cardIndex(c);
    });
    const aux = auxSevenOf(state, state.declarer as Seat);
    this.auxCard = aux === null ? -1 : cardIndex(aux);
    this.twoSevens = state.components.some((k) => k.kind === 'twoSevens');
    this.suitGame = state.game === 'suit';
    this.betl = state.game === 'betl' || state.game === 'openBetl';
    this.durch = state.game === 'durch' || state.game === 'openDurch';
    this.overFirst = state.rules.marriageOrder === 'overFirst';
    const by = (kind: string) => {
      const c = state.components.find((k) => k.kind === kind);
      return c ? idx(c.announcer) : -1;
    };
    this.declSeven = by('seven') >= 0 || this.twoSevens;
    this.defSevenBy = by('sevenAgainst');
    this.hundredBy = by('hundredAgainst');

    const r = resultOf({ ...state, end: 'played' });
    const sides = r.sides?.map((side, s) =>
      state.partner !== null && s === state.partner && this.mate < 0 ? ('defence' as const) : side,
    );
    this.base = { ...r, ...(sides ? { sides } : {}) };
    this.byTricks = r.extras?.[TRICK_MAJORITY_RULE.id] !== undefined;

    // The history as (seat index, card, trick number), and the declarer's hand when play began.
    const history: [number, number, number][] = [];
    [...done, current].forEach((t, k) => {
      const lead = idx(t.leader);
      t.cards.forEach((c, i) => history.push([(lead + i) % n, cardIndex(c), k]));
    });
    let declHand = state.hands[state.declarer as Seat] ?? 0;
    for (const [s, c] of history) if (s === this.decl) declHand |= 1 << c;
    this.hand = declHand >>> 0;
    this.u = ~(this.hand | state.talon) >>> 0;
    for (const o of this.others) {
      this.poss[o] = this.u;
      this.cnt[o] = this.total;
    }
    if (this.defSevenBy >= 0)
      // The defender who announced seven against holds it.
      for (const o of this.others) if (o !== this.defSevenBy) clear(this.poss, o, 1 << this.sevenCard);
    // Dvě sedmy with four auxiliary cards in a defender's hand (TP čl. III): they lose it only where
    // twoSevensAuxFour is on; against plain dvě sedmy they would have been shown and the hand not
    // played, so in play there are none. With dvě sedmy a sto nobody shows (odst. 2): the declarer
    // cannot rule them out unless fewer than four auxiliary cards are out of his sight.
    const read = r.extras?.[TWO_SEVENS_RULE.id] as TwoSevensRead | null | undefined;
    let auxFour: TwoSevensRead['auxFour'] = null;
    const hidden = state.rules.twoSevensAuxFour && state.components.some((k) => k.kind === 'hundred');
    if (read && state.aux !== null && hidden) {
      const unseen = size((this.u & suitMask(suitIndex(state.aux))) >>> 0);
      if (unseen >= 4) auxFour = { seat: this.seats[this.others[0] as number] as Seat, count: unseen };
    }
    this.auxFour = auxFour;
    this.pointFree = this.twoSevens && this.hundredBy < 0 && this.pointsIrrelevant();
    // Lízaný: the tricks of the stock were played freely and cards were drawn after them, so the
    // history tells nothing about the other hand; after the stock every unseen card is his anyway.
    this.free = n === 2;
    this.leader = this.toMove = idx((done[0] ?? current).leader);
    for (const [s, c, k] of history) {
      if (s !== this.toMove) throw new Error('laydown: the history does not follow the play order');
      const married = state.marriages.some(
        (m) => idx(m.seat) === s && suitIndex(m.suit) === c >> 3 && m.trick === k,
      );
      let move = c | (married ? MARRIED : 0);
      if (s !== this.decl) {
        if (!this.tryDefender(s, c, married)) throw new Error('laydown: the history is inconsistent');
        move = c | (married ? MARRIED : 0);
      }
      this.play(move, true);
    }
    this.free = false;
    this.depth = 0;
  }

  private ours(i: number): boolean {
    return i === this.decl || i === this.mate;
  }

  private finished(): boolean {
    return this.tricksDone === this.total || this.broken >= 0;
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
   * Whether the unseen cards `u` can be dealt to the other seats, each card to a seat whose
   * possibilities `p` hold it and each seat its count `cnt` (Hall's condition over the seats).
   */
  private fits(u: number, p: Int32Array, cnt: Int32Array): boolean {
    const os = this.others;
    const k = os.length;
    for (let s = 1; s < 1 << k; s++) {
      let outside = 0;
      let room = 0;
      for (let j = 0; j < k; j++) {
        const o = os[j] as number;
        if ((s >> j) & 1) room += cnt[o] as number;
        else outside |= p[o] as number;
      }
      if (size((u & ~outside) >>> 0) > room) return false;
    }
    let any = 0;
    for (const o of os) any |= p[o] as number;
    return (u & ~any) === 0;
  }

  /**
   * Whether defender `d` may play `card` now, announcing a marriage with it (`married`) or not; on
   * success leaves the new possibilities of every other seat in `next`.
   */
  private tryDefender(d: number, card: number, married: boolean): boolean {
    const bit = 1 << card;
    const next = this.next;
    if (((this.poss[d] as number) & bit) === 0) return false;
    const u = this.u & ~bit;
    for (const o of this.others) next[o] = (this.poss[o] as number) & ~bit;
    if (this.free) {
      this.married = married;
      return true;
    }
    clear(next, d, exclusion(card, this.trick, this.trump, this.heldSeven[d] as number));
    const p = this.partnerOf(card);
    const canMarry = p >= 0 && (u & (next[d] as number) & (1 << p)) !== 0;
    if (married && !canMarry) return false;
    if (canMarry) {
      if (married) {
        for (const o of this.others) if (o !== d) clear(next, o, 1 << p);
      } else clear(next, d, 1 << p);
    }
    const cnt = this.forcedCounts(d);
    if (!this.fits(u, next, cnt)) return false;
    const h = this.hundredBy;
    if (h >= 0 && !this.hundredMet && !(married && d === h)) {
      const playedH = (this.played[h] as number) | (h === d ? bit : 0);
      if (this.witness(u, next, cnt, playedH) < 0) return false;
    }
    this.married = married;
    return true;
  }

  private readonly cntNext = new Int32Array(4);

  /** The counts after seat d plays a card. */
  private forcedCounts(d: number): Int32Array {
    this.cntNext.set(this.cnt);
    this.cntNext[d] = (this.cnt[d] as number) - 1;
    return this.cntNext;
  }

  /**
   * A suit whose svršek and král the defender who announced hundred against can have held together
   * (each played by him or still possibly his, and a deal giving him both fits), or -1.
   */
  private witness(u: number, p: Int32Array, cnt: Int32Array, playedH: number): number {
    const h = this.hundredBy;
    for (let s = 0; s < 4; s++) {
      const pair = (1 << (s * 8 + OBER)) | (1 << (s * 8 + KING));
      const inU = pair & u;
      if ((pair & ~inU & ~playedH) !== 0 || (inU & ~(p[h] as number)) !== 0) continue;
      const f = this.forced;
      f.set(p);
      for (const o of this.others) if (o !== h) clear(f, o, inU);
      if (this.fits(u, f, cnt)) return s;
    }
    return -1;
  }

  // -------------------------------------------------------------------------------------------
  // Play and undo

  /** Plays a move; `replay`: a card of the history, whose marriage the move's flag tells. */
  play(move: number, replay = false): void {
    const card = move & 31;
    const p = this.toMove;
    const f = this.frames;
    const k = FRAME * this.depth;
    f[k] = this.hand;
    f[k + 1] = this.u;
    for (let i = 0; i < 4; i++) {
      f[k + 2 + i] = this.poss[i] as number;
      f[k + 6 + i] = this.cnt[i] as number;
      f[k + 10 + i] = this.played[i] as number;
      f[k + 15 + i] = this.trick[i] ?? 0;
    }
    f[k + 14] = this.trick.length;
    f[k + 19] = this.leader;
    f[k + 20] = this.toMove;
    f[k + 21] = this.tricksDone;
    f[k + 22] = this.declCards;
    f[k + 23] = this.defCards;
    f[k + 24] = this.defTricks;
    f[k + 25] = this.broken;
    f[k + 26] = this.sevenPlayer;
    f[k + 27] = this.announced;
    f[k + 28] = this.declOwned;
    f[k + 29] = this.firstDecl;
    f[k + 30] = this.firstDef;
    f[k + 31] = this.hundredMet ? 1 : 0;
    f[k + 32] = this.declM.length;
    f[k + 33] = this.defM.length;
    f[k + 34] = this.auxPlayer;
    this.sevens[this.depth] = this.seven;
    this.auxes[this.depth] = this.auxFate;
    this.depth++;
    const bit = 1 << card;
    let marriage: boolean;
    if (p === this.decl) {
      this.hand = (this.hand & ~bit) >>> 0;
      marriage = replay
        ? (move & MARRIED) !== 0
        : this.suitGame && announcesMarriage(this.hand, card, this.overFirst);
    } else {
      if (!this.tryDefender(p, card, (move & MARRIED) !== 0)) throw new Error('laydown: illegal move');
      marriage = this.married;
      this.u = (this.u & ~bit) >>> 0;
      for (const o of this.others) this.poss[o] = this.next[o] as number;
      this.cnt[p] = (this.cnt[p] as number) - 1;
      this.played[p] = (this.played[p] as number) | bit;
    }
    this.trick.push(card);
    if (marriage) {
      const suit = card >> 3;
      const points = marriagePoints(suit === this.trump);
      this.announced |= 1 << suit;
      if (this.ours(p)) {
        this.declOwned |= 1 << suit;
        this.declM.push(points);
        if (this.firstDecl < 0) this.firstDecl = suit;
      } else {
        this.defM.push(points);
        if (this.firstDef < 0) this.firstDef = suit;
      }
      if (p === this.hundredBy) this.hundredMet = true;
    }
    if (card === this.sevenCard) this.sevenPlayer = p;
    if (card === this.auxCard) this.auxPlayer = p;
    if (this.trick.length < this.n) {
      this.toMove = (p + 1) % this.n;
      return;
    }
    const cards = this.trick;
    const win = winningPosition(cards, this.trump);
    const winner = (this.leader + win) % this.n;
    let points = 0;
    for (const c of cards) points += POINTS[c] as number;
    if (this.tricksDone === this.last) points += LAST_TRICK_POINTS;
    if (this.ours(winner)) this.declCards += points;
    else {
      this.defCards += points;
      this.defTricks++;
    }
    if (this.sevenPlayer >= 0 && this.seven === null && cards.includes(this.sevenCard))
      this.seven = this.fate(this.sevenPlayer, winner, cards[win] as number);
    if (this.auxPlayer >= 0 && this.auxFate === null && cards.includes(this.auxCard))
      this.auxFate = this.fate(this.auxPlayer, winner, cards[win] as number);
    if ((this.betl && winner === this.decl) || (this.durch && !this.ours(winner)))
      this.broken = this.tricksDone;
    this.tricksDone++;
    this.trick.length = 0;
    this.leader = this.toMove = winner;
  }

  private fate(player: number, winner: number, top: number): SevenFate {
    const won = winner === player;
    return {
      seat: this.seats[player] as Seat,
      trick: this.tricksDone,
      won,
      by: won ? null : cardAt(top),
      bySeat: won ? null : (this.seats[winner] as Seat),
    };
  }

  undo(): void {
    this.depth--;
    const f = this.frames;
    const k = FRAME * this.depth;
    this.hand = (f[k] as number) >>> 0;
    this.u = (f[k + 1] as number) >>> 0;
    for (let i = 0; i < 4; i++) {
      this.poss[i] = f[k + 2 + i] as number;
      this.cnt[i] = f[k + 6 + i] as number;
      this.played[i] = f[k + 10 + i] as number;
    }
    const n = f[k + 14] as number;
    this.trick.length = 0;
    for (let i = 0; i < n; i++) this.trick.push(f[k + 15 + i] as number);
    this.leader = f[k + 19] as number;
    this.toMove = f[k + 20] as number;
    this.tricksDone = f[k + 21] as number;
    this.declCards = f[k + 22] as number;
    this.defCards = f[k + 23] as number;
    this.defTricks = f[k + 24] as number;
    this.broken = f[k + 25] as number;
    this.sevenPlayer = f[k + 26] as number;
    this.announced = f[k + 27] as number;
    this.declOwned = f[k + 28] as number;
    this.firstDecl = f[k + 29] as number;
    this.firstDef = f[k + 30] as number;
    this.hundredMet = f[k + 31] === 1;
    this.declM.length = f[k + 32] as number;
    this.defM.length = f[k + 33] as number;
    this.auxPlayer = f[k + 34] as number;
    this.seven = this.sevens[this.depth] as SevenFate | null;
    this.auxFate = this.auxes[this.depth] as SevenFate | null;
  }

  // -------------------------------------------------------------------------------------------
  // Moves

  /** The moves of the seat to move, one per class of equivalent cards, most promising first. */
  moves(): number[] {
    const d = this.toMove;
    const out: number[] = [];
    if (d === this.decl) {
      const allowed = allowedPlays(
        this.hand,
        this.trick,
        this.trump,
        this.heldSeven[d] as number,
        undefined,
        this.auxCard,
      );
      for (let m = this.representatives(allowed, -1); m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
    } else {
      const cand = this.u & (this.poss[d] as number);
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
   * still in play or on the table between them, same points, not a svršek, král or a seven of the
   * contract in a suit game, and (for a defender, d ≥ 0) the same possible holders. Swapping two such
   * cards maps the rest of the hand onto itself, so one of them decides for all.
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
    if (this.pointFree) {
      // Only the sevens matter, and a defender's svršek or král for what it tells about its partner.
      if (this.sevenOrAux(x) || this.sevenOrAux(y)) return false;
      if (d >= 0 && (this.special(x) || this.special(y))) return false;
    } else if (this.suitGame) {
      if (POINTS[x] !== POINTS[y] || this.special(x) || this.special(y)) return false;
    }
    if (d < 0) return true;
    for (const o of this.others) {
      const p = this.poss[o] as number;
      if (((p >>> x) & 1) !== ((p >>> y) & 1)) return false;
    }
    return true;
  }

  private sevenOrAux(c: number): boolean {
    return c === this.sevenCard || c === this.auxCard;
  }

  /**
   * Whether the judgement of a finished hand is the same however its card points and marriages fall,
   * for every fate of the sevens (the settlement itself tells; see pointFree).
   */
  private pointsIrrelevant(): boolean {
    const all = [40, 20, 20, 20];
    const half = Math.floor(this.total / 2);
    for (let seven = 1; seven <= 3; seven++)
      for (let aux = AUX_EARLY; aux <= AUX_LATE; aux++) {
        let first: Judged | null = null;
        for (const [decl, def] of [
          [90, 0],
          [0, 90],
          [50, 40],
        ] as const)
          for (const declM of [[], all])
            for (const defM of [[], all]) {
              const j = this.judge(decl, def, declM, defM, seven, true, false, true, half, aux);
              if (first === null) first = j;
              else if (j.good !== first.good || j.money !== first.money) return false;
            }
      }
    return true;
  }

  private special(c: number): boolean {
    const rank = c & 7;
    return rank === OBER || rank === KING || c === this.sevenCard || c === this.auxCard;
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
    if (beats) return bonus + 32 + (isDecl && this.trick.length === this.n - 1 ? -str : str);
    const defenceAhead = !this.ours((this.leader + pos) % this.n);
    const pts = POINTS[c] as number;
    return bonus - str - (isDecl || !defenceAhead ? pts : -pts);
  }

  // -------------------------------------------------------------------------------------------
  // Judging

  /**
   * Whether a finished hand with these totals is won in every component, and its money per defender.
   * `sevenCode`: 0 the trump seven not played, 1 before the last trick, 2 won in it, 3 beaten in it;
   * `auxCode`: the auxiliary seven's AUX_* code; `declTricks`: the tricks of the declarer's side.
   */
  private judge(
    declCards: number,
    defCards: number,
    declM: readonly number[],
    defM: readonly number[],
    sevenCode: number,
    sevenByDecl: boolean,
    broken: boolean,
    defTrick: boolean,
    declTricks: number,
    auxCode: number,
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
                      4 *
                        ((sevenByDecl ? 1 : 0) +
                          2 *
                            ((broken ? 1 : 0) +
                              2 *
                                ((defTrick ? 1 : 0) +
                                  2 * (auxCode + 5 * (this.byTricks ? declTricks : 0)))))))));
    const hit = this.judged.get(key);
    if (hit) return hit;
    const declSeat = this.seats[this.decl] as Seat;
    const defSeat = this.seats[this.defSevenBy >= 0 ? this.defSevenBy : (this.others[0] as number)] as Seat;
    let seven: SevenFate | null = null;
    if (sevenCode > 0) {
      const won = sevenCode === 2;
      seven = {
        seat: sevenByDecl ? declSeat : defSeat,
        trick: sevenCode === 1 ? 0 : this.last,
        won,
        by: won ? null : cardAt(this.sevenCard),
        bySeat: won ? null : sevenByDecl ? defSeat : declSeat,
      };
    }
    const extras: Record<string, unknown> = { ...this.base.extras };
    if (this.byTricks)
      extras[TRICK_MAJORITY_RULE.id] = { declarer: declTricks, tricks: this.total } satisfies TrickCount;
    const read = this.base.extras?.[TWO_SEVENS_RULE.id] as TwoSevensRead | null | undefined;
    if (read) {
      let auxSeven: SevenFate | null = null;
      if (auxCode !== AUX_NONE) {
        const won = auxCode === AUX_WON;
        const trick = auxCode === AUX_EARLY ? 0 : auxCode === AUX_LATE ? this.last : this.last - 1;
        auxSeven = {
          seat: declSeat,
          trick,
          won,
          by: won ? null : cardAt(this.auxCard),
          bySeat: won ? null : defSeat,
        };
      }
      extras[TWO_SEVENS_RULE.id] = {
        ...read,
        trumpSeven: seven,
        auxSeven,
        auxFour: this.auxFour,
      } satisfies TwoSevensRead;
    }
    const result: HandResult = {
      ...this.base,
      end: broken ? (this.betl ? 'betlLost' : 'durchLost') : 'played',
      declarerSide: { cards: declCards, marriages: declM.slice() },
      defenceSide: { cards: defCards, marriages: defM.slice() },
      seven,
      brokenAt: broken ? 0 : null,
      tricks: this.total,
      extras,
    };
    const s = settleResult(result);
    let good = s.items.every((i) => i.kind === 'silentSeven' || (i.side === 'declarer') === i.won);
    if (this.strict && this.suitGame && !this.twoSevens)
      good &&= defCards === 0 && !(this.declSeven && defTrick);
    const out = { good, money: s.perDefender };
    this.judged.set(key, out);
    return out;
  }

  private auxNow(): number {
    const a = this.auxFate;
    if (a === null) return AUX_NONE;
    const pen = this.last - 1;
    return a.trick < pen ? AUX_EARLY : a.trick > pen ? AUX_LATE : a.won ? AUX_WON : AUX_KILLED;
  }

  private declTricks(): number {
    return this.tricksDone - this.defTricks;
  }

  private judgeLeaf(): Judged {
    const [code, byDecl] = this.sevenNow();
    return this.judge(
      this.declCards,
      this.defCards,
      this.declM,
      this.defM,
      code,
      byDecl,
      this.broken >= 0,
      this.defTricks > 0,
      this.declTricks(),
      this.auxNow(),
    );
  }

  /** Card points still to be taken, the last trick included. */
  private remainingPoints(): number {
    const live = this.hand | this.u | this.trickMask();
    return 10 * size(live & POINT_MASK) + (this.tricksDone < this.total ? LAST_TRICK_POINTS : 0);
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

  /** Marriages the others may still announce (both cards possibly with one seat), highest first. */
  private defencePairs(): number[] {
    const out: number[] = [];
    for (let s = 0; s < 4; s++) {
      const pair = (1 << (s * 8 + OBER)) | (1 << (s * 8 + KING));
      if ((this.u & pair) !== pair) continue;
      if (this.others.some((o) => ((this.poss[o] as number) & pair) === pair))
        out.push(marriagePoints(s === this.trump));
    }
    return out.sort((x, y) => y - x);
  }

  private sevenNow(): [number, boolean] {
    const s = this.seven;
    if (s === null) return [0, false];
    return [s.trick < this.last ? 1 : s.won ? 2 : 3, s.seat === this.seats[this.decl]];
  }

  /**
   * Decisions without search at a trick boundary. In a suit game: lost if something fails even when
   * the declarer takes every remaining point and trick and the defence announces nothing more; won if
   * all holds even when the defence takes every remaining point and trick and announces every marriage
   * it still may. Then the betl test (underAll) or, with the declarer on lead, his plan (plan). Dvě
   * sedmy and a known partner are left to the search (the sevens' tricks, the partner's ruffs).
   */
  private quick(): Entry | null {
    const open = this.tricksDone < this.total;
    const left = this.total - this.tricksDone;
    if (this.suitGame) {
      const r = this.remainingPoints();
      const [code, byDecl] = this.sevenNow();
      const fresh = this.seven === null;
      const auxOpen = this.auxFate === null && this.auxCard >= 0;
      const optimistic = this.judge(
        this.declCards + r,
        this.defCards,
        [...this.declM, ...this.declarerPairs()],
        this.defM,
        fresh ? (this.declSeven ? 2 : this.defSevenBy >= 0 ? 3 : 0) : code,
        fresh ? this.declSeven : byDecl,
        false,
        this.defTricks > 0,
        this.declTricks() + left,
        auxOpen ? AUX_WON : this.auxNow(),
      );
      if (!optimistic.good) return { win: false, aux: 0, move: -1 };
      if (this.twoSevens) return this.mate < 0 && this.toMove === this.decl ? this.plan() : null;
      const pessimistic = this.judge(
        this.declCards,
        this.defCards + r,
        this.overFirst ? this.declM : [...this.declM, ...this.declarerPairs().reverse()],
        [...this.defM, ...this.defencePairs()],
        fresh ? (this.declSeven ? 1 : this.defSevenBy >= 0 ? 2 : 0) : code,
        fresh ? this.declSeven : byDecl,
        false,
        open || this.defTricks > 0,
        this.declTricks(),
        this.auxNow(),
      );
      if (pessimistic.good) return { win: true, aux: pessimistic.money, move: -1 };
    }
    if (this.mate >= 0) return null;
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
    const j = this.judge(
      this.declCards,
      this.defCards,
      this.declM,
      this.defM,
      0,
      false,
      false,
      false,
      this.declTricks(),
      AUX_NONE,
    );
    return { win: true, aux: j.money, move: this.toMove === this.decl ? lead : -1 };
  }

  /**
   * A declarer on lead with enough top trumps to draw every unseen trump (none needed in durch) plays
   * a fixed plan, and the result is judged at the worst the plan allows:
   * - no losers (plain cards some unseen card beats, unless his cards above every unseen one of the
   *   suit are at least as many as the unseen ones: led first, they leave the defence none of it): he
   *   cashes everything, trumps from the top (svršek before král), then each plain suit from the top,
   *   the trump seven last, and takes every trick;
   * - with L losers and at least L trumps (the seven aside) left after drawing: draw, then lead a loser
   *   whenever on lead. Each trick the defence wins costs him a loser, so it wins at most L; it can
   *   lead at most L times, so he always has a trump to ruff with and keeps the seven to the end; and
   *   he is left holding a winner, so the last trick (and the seven) is his;
   * - with fewer trumps: draw, cash every winner and trump, then the losers: the defence still wins at
   *   most L tricks, but maybe the last.
   * In the defence's tricks lie his losers and at most one unseen card of each
   * other seat each; everything else is his.
   * The defence is credited with every marriage it may still announce. Returns the plan's first card.
   *
   * Dvě sedmy (sure tricks only): the same cash-out with no losers, the auxiliary seven aside and
   * played in the last trick but one, the trump seven in the last. The auxiliary seven then wins its
   * trick when the declarer's other cards of its suit are at least as many as the unseen ones: led
   * from the top after the trumps, they leave no defender a card of that suit (nor a trump).
   */
  private plan(): Entry | null {
    const str = this.str;
    const top = (m: number) => Math.max(...bitsOf(m).map((c) => str[c] as number));
    const seven = this.sevenCard >= 0 ? 1 << this.sevenCard : 0;
    const auxOpen = this.twoSevens ? this.auxOpenCode() : AUX_NONE;
    if (auxOpen < 0) return null;
    const auxBit = this.twoSevens && this.auxFate === null ? 1 << this.auxCard : 0;
    let losers = 0;
    // Losers of the cash-out: a suit's cards under an unseen one are good too once his cards above
    // every unseen one are at least as many as the unseen (led first, they leave the defence none).
    let cashLosers = 0;
    let trumps = 0;
    let topTrumps = 0;
    let unseenTrumps = 0;
    for (let s = 0; s < 4; s++) {
      const mine = this.hand & suitMask(s) & ~seven & ~auxBit;
      const theirs = this.u & suitMask(s);
      const high = theirs === 0 ? -1 : top(theirs);
      let above = 0;
      for (const c of bitsOf(mine)) if ((str[c] as number) > high) above |= 1 << c;
      if (s === this.trump) {
        trumps = mine;
        topTrumps = above;
        unseenTrumps = size(theirs);
      } else {
        losers |= mine & ~above;
        if (size(above) < size(theirs)) cashLosers |= mine & ~above;
      }
    }
    if (size(topTrumps) < unseenTrumps) return null;
    const nLosers = size(losers);
    const points = (m: number) => 10 * size(m & POINT_MASK);
    let [code, byDecl] = this.sevenNow();
    if (cashLosers === 0) {
      const order = this.cashOutOrder();
      const declM = [...this.declM];
      let h = this.hand;
      for (const c of order) {
        h &= ~(1 << c);
        if (this.suitGame && announcesMarriage(h, c, this.overFirst))
          declM.push(marriagePoints(c >> 3 === this.trump));
      }
      let [cashCode, cashByDecl] = [code, byDecl];
      if (this.seven === null && seven !== 0) {
        if (this.hand & seven) [cashCode, cashByDecl] = [2, true];
        else if (this.u & seven) [cashCode, cashByDecl] = [1, false];
      }
      const j = this.judge(
        this.declCards + this.remainingPoints(),
        this.defCards,
        declM,
        [...this.defM, ...this.defencePairs()],
        cashCode,
        cashByDecl,
        false,
        this.defTricks > 0,
        this.total - this.defTricks,
        auxOpen,
      );
      if (j.good) return { win: true, aux: j.money, move: order[0] as number };
      if (nLosers === 0) return null;
    }
    if (!this.suitGame || this.twoSevens) return null;
    const keepsControl = size(trumps) - unseenTrumps >= nLosers;
    if (this.seven === null && seven !== 0) {
      if (this.hand & seven)
        [code, byDecl] = keepsControl ? [2, true] : this.declSeven ? [1, true] : [0, false];
      else if (this.u & seven) [code, byDecl] = [1, false];
    }
    const lost =
      points(losers) +
      10 * Math.min((this.n - 1) * nLosers, size(this.u & POINT_MASK)) +
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
      this.total - this.defTricks - nLosers,
      AUX_NONE,
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

  /**
   * Dvě sedmy, for plan(): the auxiliary seven's code when the declarer cashes out (AUX_WON when it
   * will take the last trick but one, or its fate when already played), or -1 when plan() cannot tell:
   * the trump seven not in his hand, fewer than two tricks left with the auxiliary seven unplayed, or
   * fewer other cards of its suit in his hand than unseen ones.
   */
  private auxOpenCode(): number {
    if (((this.hand >>> this.sevenCard) & 1) === 0) return -1;
    if (this.auxFate !== null) return this.auxNow();
    if (((this.hand >>> this.auxCard) & 1) === 0 || this.total - this.tricksDone < 2) return -1;
    const suit = suitMask(this.auxCard >> 3);
    const mine = size((this.hand & suit & ~(1 << this.auxCard)) >>> 0);
    return mine >= size((this.u & suit) >>> 0) ? AUX_WON : -1;
  }

  /** The cards in the order that takes every trick when nothing can beat them (see plan). */
  private cashOutOrder(): number[] {
    const out: number[] = [];
    const suits = [0, 1, 2, 3].filter((s) => s !== this.trump);
    if (this.trump >= 0) suits.unshift(this.trump);
    const aux = this.twoSevens ? this.auxCard : -1;
    for (const s of suits) {
      const cards = [...(ASCENDING[this.order][s] as number[])]
        .reverse()
        .filter((c) => ((this.hand >>> c) & 1) === 1 && c !== this.sevenCard && c !== aux);
      const k = cards.findIndex((c) => (c & 7) === KING);
      if (k >= 0 && cards[k + 1] === (cards[k] as number) - 1)
        [cards[k], cards[k + 1]] = [cards[k + 1] as number, cards[k] as number];
      out.push(...cards);
    }
    // Dvě sedmy: the auxiliary seven in the last trick but one, the trump seven in the last.
    if (aux >= 0 && (this.hand >>> aux) & 1) out.push(aux);
    if (this.sevenCard >= 0 && (this.hand >>> this.sevenCard) & 1) out.push(this.sevenCard);
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // Search

  /**
   * The key of a trick-boundary position: the hand, the possibilities of up to three other seats, and
   * a word of everything else that matters (at a boundary every seat holds the same count).
   */
  private keyNow(): Int32Array {
    const k = this.key;
    const free = this.pointFree;
    k[0] = this.hand | 0;
    for (let j = 0; j < 3; j++) {
      const o = this.others[j];
      k[1 + j] = o === undefined ? 0 : (this.poss[o] as number) | 0;
    }
    k[4] =
      this.leader +
      4 *
        (this.tricksDone +
          17 *
            ((free ? 0 : this.declCards / 10) +
              11 *
                ((this.byTricks ? this.defTricks : this.defTricks > 0 ? 1 : 0) +
                  17 *
                    ((free ? 0 : this.announced) +
                      16 *
                        ((free ? 0 : this.declOwned) +
                          16 *
                            ((free ? -1 : this.firstDecl) +
                              1 +
                              5 *
                                ((free ? -1 : this.firstDef) +
                                  1 +
                                  5 * ((this.hundredMet ? 1 : 0) + 2 * this.auxNow()))))))));
    return k;
  }

  private lookup(): Entry | null {
    return this.tt.get(this.keyNow());
  }

  private store(e: Entry): void {
    this.tt.set(this.keyNow(), e);
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
    const rest = this.split();
    const hands: Card[][] = this.state.hands.map(() => []);
    const held = new Array<number>(this.n).fill(0);
    held[this.decl] = startHand;
    for (const o of this.others) held[o] = rest[o] as number;
    moves.forEach((m, i) => {
      const p = players[i] as number;
      if (p !== this.decl) held[p] = (held[p] as number) | (1 << (m & 31));
    });
    this.seats.forEach((seat, i) => (hands[seat] = toCards((held[i] as number) >>> 0)));
    for (let i = 0; i < moves.length; i++) this.undo();
    return { cards: moves.map((m) => cardAt(m & 31)), hands };
  }

  /**
   * One deal of the unseen cards still held that fits every constraint, by seat index: each card in
   * turn goes to the first seat that may hold it and leaves a deal of the rest (Hall's condition).
   */
  private split(): Int32Array {
    const u = this.u;
    const p = new Int32Array(this.poss);
    const h = this.hundredBy;
    if (h >= 0 && !this.hundredMet) {
      const s = this.witness(u, p, this.cnt, this.played[h] as number);
      const pair = u & ((1 << (s * 8 + OBER)) | (1 << (s * 8 + KING)));
      for (const o of this.others) if (o !== h) clear(p, o, pair);
    }
    for (const c of bitsOf(u)) {
      const bit = 1 << c;
      const was = new Int32Array(p);
      let placed = false;
      for (const o of this.others) {
        if (((was[o] as number) & bit) === 0) continue;
        for (const x of this.others) p[x] = x === o ? (was[x] as number) : (was[x] as number) & ~bit;
        if (this.fits(u, p, this.cnt)) {
          placed = true;
          break;
        }
      }
      if (!placed) throw new Error('laydown: no split fits');
    }
    const out = new Int32Array(4);
    for (const o of this.others) {
      out[o] = (p[o] as number) & u;
      if (size(out[o] >>> 0) !== this.cnt[o]) throw new Error('laydown: no split fits');
    }
    return out;
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

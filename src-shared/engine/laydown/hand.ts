/**
 * The position the laydown search walks: the declarer's knowledge of the hand (from the state, with the
 * history replayed), the adversary's possible cards per seat kept consistent with the hand sizes, and
 * `play` / `undo` of one card. The layers above judge it (judge.ts), bound it (bounds.ts) and search
 * it (proof.ts); all of them keep their state here.
 */
import { STRENGTH_BY_INDEX, cardAt, cardIndex, suitIndex } from '../../cards/card.ts';
import { size } from '../../cards/cardset.ts';
import { type HandResult, type SevenFate, resultOf } from '../../settlement/settle.ts';
import { announcedSevenOf, auxSevenOf } from '../play.ts';
import { LAST_TRICK_POINTS, announcesMarriage, marriagePoints } from '../score.ts';
import { type HandState, auxOf, calledOf, partnerOf, stockOf } from '../state.ts';
import { type Seat, activeSeats, tricksPerHand } from '../table.ts';
import { winningPosition } from '../trick.ts';
import * as masks from './masks.ts';
import type { Order } from './masks.ts';
import * as transposition from './transposition.ts';
import type { Judged } from './transposition.ts';
import { EXTRAS_ID, type TwoSevensRead } from '../../settlement/result.ts';

// Local bindings: the search reads these in its hot loops, where an imported binding can cost a
// lookup (under the test runner's module transform).
const { bitsOf, clear, exclusion, KING, OBER, POINTS, suitMask } = masks;
const { FRAME, FRAMES, MARRIED, Table } = transposition;

export interface LaydownOptions {
  /** Search nodes before giving up; the answer is then undecided. Default 2,000,000. */
  readonly maxNodes?: number;
  /** Also apply the rules' test of a laid-down suit game (see the module comment). */
  readonly strict?: boolean;
  /** Polled every 1,024 nodes; when true the search gives up and the answer is undecided. */
  readonly shouldStop?: () => boolean;
}

export const DEFAULT_MAX_NODES = 2_000_000;

/** The searched hand: every field of the search lives here; the subclasses add behaviour only. */
export abstract class Hand {
  nodes = 0;
  limit: number;
  aborted = false;
  /** The secondary value of the last search() (see Entry.aux). */
  aux = 0;
  protected readonly state: HandState;
  protected readonly seats: readonly Seat[];
  /** Active seats (2–4), the declarer's index among them, and the others in playing order after him. */
  protected readonly n: number;
  protected readonly decl: number;
  protected readonly others: readonly number[];
  /** Křížový: the partner's index when the declarer knows him (the called card has fallen), else -1. */
  protected readonly mate: number;
  /** Tricks in the hand and the index of the last. */
  protected readonly total: number;
  protected readonly last: number;
  protected readonly trump: number;
  protected readonly order: Order;
  protected readonly str: Int8Array;
  protected readonly sevenCard: number;
  protected readonly heldSeven: readonly number[];
  /** Dvě sedmy: the declarer's auxiliary seven, held back after the trump seven; -1 otherwise. */
  protected readonly auxCard: number;
  protected readonly twoSevens: boolean;
  protected readonly byTricks: boolean;
  protected readonly suitGame: boolean;
  protected readonly betl: boolean;
  protected readonly durch: boolean;
  protected readonly overFirst: boolean;
  protected readonly strict: boolean;
  protected readonly shouldStop: (() => boolean) | undefined;
  protected readonly declSeven: boolean;
  protected readonly defSevenBy: number;
  protected readonly hundredBy: number;
  /** Dvě sedmy: the worst the declarer must assume about four auxiliary cards in one defender's hand. */
  protected readonly auxFour: TwoSevensRead['auxFour'];
  /** The result of the hand as it stands (contract, rules, sides as the declarer knows them). */
  protected readonly base: HandResult;
  /**
   * Dvě sedmy alone (no hundred either way, no game beside it): card points and marriages change
   * nothing the hand is judged by, so cards differing only in them are alike and positions differing
   * only in them transpose.
   */
  protected readonly pointFree: boolean;
  protected readonly tt = new Table();
  protected readonly key = new Int32Array(5);
  protected readonly judged = new Map<number, Judged>();
  // The position, changed by play() and restored by undo(). poss[i]: unseen cards seat i may still
  // hold; u: all unseen cards not yet played; cnt[i]: cards seat i holds; played[i]: cards it played.
  protected hand = 0;
  protected readonly poss = new Int32Array(4);
  protected u = 0;
  protected readonly cnt = new Int32Array(4);
  protected readonly played = new Int32Array(4);
  protected readonly trick: number[] = [];
  protected leader: number;
  protected toMove: number;
  protected tricksDone = 0;
  protected declCards = 0;
  protected defCards = 0;
  protected defTricks = 0;
  protected broken = -1;
  protected seven: SevenFate | null = null;
  protected sevenPlayer = -1;
  protected auxFate: SevenFate | null = null;
  protected auxPlayer = -1;
  protected announced = 0;
  protected declOwned = 0;
  protected firstDecl = -1;
  protected firstDef = -1;
  protected hundredMet = false;
  /** While the history is replayed in lízaný: the draws broke the play rule's inferences, none drawn. */
  protected free = false;
  protected readonly declM: number[] = [];
  protected readonly defM: number[] = [];
  protected readonly frames = new Int32Array(FRAME * FRAMES);
  protected readonly scores = new Float64Array(64);
  protected readonly sevens: (SevenFate | null)[] = new Array<SevenFate | null>(FRAMES).fill(null);
  protected readonly auxes: (SevenFate | null)[] = new Array<SevenFate | null>(FRAMES).fill(null);
  protected depth = 0;
  // Results of tryDefender(), and scratch for the feasibility test.
  protected readonly next = new Int32Array(4);
  protected readonly forced = new Int32Array(4);
  protected married = false;

  constructor(state: HandState, options: LaydownOptions) {
    if (state.phase !== 'play') throw new Error('laydown needs a hand in play');
    if (stockOf(state).length > 0) throw new Error('laydown needs the stock gone');
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
    const calledCard = calledOf(state)?.card ?? null;
    const calledFallen = calledCard !== null && [...done, current].some((t) => t.cards.includes(calledCard));
    const partner = partnerOf(state);
    this.mate = partner !== null && calledFallen ? idx(partner) : -1;
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
      partner !== null && s === partner && this.mate < 0 ? ('defence' as const) : side,
    );
    this.base = { ...r, ...(sides ? { sides } : {}) };
    this.byTricks = r.extras?.[EXTRAS_ID.trickMajority] !== undefined;

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
    const read = r.extras?.[EXTRAS_ID.twoSevens] as TwoSevensRead | null | undefined;
    let auxFour: TwoSevensRead['auxFour'] = null;
    const hidden = state.rules.twoSevensAuxFour && state.components.some((k) => k.kind === 'hundred');
    const auxSuit = auxOf(state);
    if (read && auxSuit !== null && hidden) {
      const unseen = size((this.u & suitMask(suitIndex(auxSuit))) >>> 0);
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

  protected ours(i: number): boolean {
    return i === this.decl || i === this.mate;
  }

  protected finished(): boolean {
    return this.tricksDone === this.total || this.broken >= 0;
  }

  // -------------------------------------------------------------------------------------------
  // The adversary's knowledge

  /** The partner whose presence in the hand decides a marriage when `card` is played, or -1. */
  protected partnerOf(card: number): number {
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
  protected fits(u: number, p: Int32Array, cnt: Int32Array): boolean {
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
  protected tryDefender(d: number, card: number, married: boolean): boolean {
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

  protected readonly cntNext = new Int32Array(4);

  /** The counts after seat d plays a card. */
  protected forcedCounts(d: number): Int32Array {
    this.cntNext.set(this.cnt);
    this.cntNext[d] = (this.cnt[d] as number) - 1;
    return this.cntNext;
  }

  /**
   * A suit whose svršek and král the defender who announced hundred against can have held together
   * (each played by him or still possibly his, and a deal giving him both fits), or -1.
   */
  protected witness(u: number, p: Int32Array, cnt: Int32Array, playedH: number): number {
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

  protected fate(player: number, winner: number, top: number): SevenFate {
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

  /**
   * One deal of the unseen cards still held that fits every constraint, by seat index: each card in
   * turn goes to the first seat that may hold it and leaves a deal of the rest (Hall's condition).
   */
  protected split(): Int32Array {
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

  /** Whether card points do not matter to the result (judge.ts); read once by the constructor. */
  protected abstract pointsIrrelevant(): boolean;
}

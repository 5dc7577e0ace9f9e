/**
 * Exact perfect-information search over the play of a hand: every hand visible, the contract fixed.
 * The value of a position is the money each defender pays the declarer (units of the base, after the
 * limit: settleResult's perDefender) under best play by both sides; the declarer's side maximises it.
 * Given an objective (SearchOptions.objective: a goal of src-shared/goal, src-main/solver/goal.ts), the
 * value is that objective of the finished play instead.
 * Any table of two to four active seats: the side of each seat is a bit mask (the declarer, and in
 * křížový his partner, against the rest), and the hand has as many tricks as its cards fill (10, 8, 16).
 *
 * Technique: null-window MTD(f) probes over the money value, fail-soft alpha-beta with a transposition
 * table of bounds at trick boundaries keyed by relative rank (the card points taken so far left out of
 * the key), quick bounds from the points still out (and the two values of betl and durch), card
 * equivalence (touching cards of one hand count once) and heuristic move ordering. Pure TypeScript
 * with no Node or Electron imports, so it runs unchanged in worker threads. Legality comes from the
 * engine's play rule (allowedInTrick) and the money of a finished play from settleResult, so the search
 * shares the engine's rules.
 */
import './inlining.ts';
import {
  type Card,
  type HandResult,
  type HandState,
  type Marriage,
  type Seat,
  type SevenFate,
  activeSeats,
  allowedInTrick,
  announcedSevenOf,
  auxSevenOf,
  HIGHER_BY_INDEX,
  cardAt,
  cardIndex,
  LAST_TRICK_POINTS,
  POINTS_BY_INDEX,
  announcesMarriage,
  marriagePoints,
  RANKS,
  STRENGTH_BY_INDEX,
  resultOf,
  settle,
  settleResult,
  size,
  suitIndex,
} from '../../src-shared/index.ts';
import { DURCH_CLEVER_ID, DURCH_CLEVER_RULE } from '../../src-shared/variants/four-hand/settlement.ts';
import { KEY_WORDS, TranspositionTable } from './table.ts';
import { EXTRAS_ID, type TrickCount, type TwoSevensRead } from '../../src-shared/settlement/result.ts';
import { auxOf, partnerOf, stockOf } from '../../src-shared/engine/state.ts';

const POINTS = POINTS_BY_INDEX;
/** The move-order bonus for a defender's low lead into a suit his partner can win (orderMoves). */
const PARTNER_LEAD = 20;
/**
 * The move-order scores of the table's move and of a ply's killer (orderMoves): above every guess, the
 * killer even before the table's move (fewer nodes in every suit contract but sedma, 1–3%).
 */
const TABLE_MOVE = 1 << 20;
const KILLER_MOVE = TABLE_MOVE + 1;
const HIGHER_PLAIN = HIGHER_BY_INDEX.plain;
/**
 * A probe asks "is the value ≥ beta?" over the window (below(beta), beta): no double lies strictly
 * inside it, whatever the magnitude of the values, so every probe decides and MTD(f) terminates.
 */
const F64 = new Float64Array(1);
const I64 = new BigInt64Array(F64.buffer);
/** The next double after `x` towards +Infinity (or -Infinity when `up` is false); infinities and NaN stay. */
function adjacent(x: number, up: boolean): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  F64[0] = x;
  // The bits of a double order its magnitude: one step away from zero or towards it.
  const outwards = up ? x > 0 : x < 0;
  I64[0] = (I64[0] as bigint) + (outwards ? 1n : -1n);
  return F64[0];
}
/** The least double greater than `x` (for a probe of "is the value > x?"). */
export const above = (x: number) => adjacent(x, true);
const below = (x: number) => adjacent(x, false);
const ACES_TENS = 0x88888888 | 0;
const SUIT_MASK = [0xff, 0xff00, 0xff0000, 0xff000000 | 0] as const;
const SEVEN = RANKS.indexOf('7');
const TEN = RANKS.indexOf('X');
const OBER = RANKS.indexOf('O');
const KING = RANKS.indexOf('K');
const ACE = RANKS.indexOf('A');
const PAIR = (1 << OBER) | (1 << KING);
/** Ranks (indices into RANKS) from weakest to strongest in each order, read off the engine's strengths. */
const byStrength = (str: Int8Array) => Array.from({ length: 8 }, (_, j) => str.indexOf(j));
const ORDER_SUIT = byStrength(STRENGTH_BY_INDEX.suit);
const ORDER_PLAIN = byStrength(STRENGTH_BY_INDEX.plain);
/** In the suit order (bit j = the j-th weakest rank): the card-point ranks, and the marriage pair. */
const SUIT_SLOT = STRENGTH_BY_INDEX.suit;
const POINT_SLOTS = (1 << (SUIT_SLOT[ACE] as number)) | (1 << (SUIT_SLOT[TEN] as number));
const PAIR_SLOTS = (1 << (SUIT_SLOT[OBER] as number)) | (1 << (SUIT_SLOT[KING] as number));
/** An 8-bit suit mask (by rank index) re-ordered so that bit j is the j-th weakest card in the suit order. */
const BY_SUIT_STRENGTH = Uint8Array.from({ length: 256 }, (_, m) =>
  ORDER_SUIT.reduce<number>((out, rank, j) => out | (((m >> rank) & 1) << j), 0),
);
/** COMPRESS[(r << 8) | h]: the bits of h at the positions of r's bits, packed into the low bits. */
const COMPRESS = (() => {
  const out = new Uint8Array(65536);
  for (let r = 0; r < 256; r++)
    for (let h = r; ; h = (h - 1) & r) {
      let v = 0;
      for (let b = 0, j = 0; b < 8; b++) if ((r >> b) & 1) v |= ((h >> b) & 1) << j++;
      out[(r << 8) | h] = v;
      if (h === 0) break;
    }
  return out;
})();
/** The most tricks a hand has (lízaný: 16 of two cards), so every table sizes for them. */
const MAX_TRICKS = 16;
/** Plies a search can make: every card still in the hands (at most 32, whatever the table). */
const MAX_PLY = 32;
/** The most cards a hand holds in play (volený's ten). */
const MAX_MOVES = 10;

/**
 * The bit fields of a leaf's key (Search.leafFor): the declarer's card points (at most 100) in the low
 * seven bits, then each side's marriages and first marriage, the trump seven's fate, whether a betl or
 * durch broke, the auxiliary seven's fate, and the declarer's tricks (at most 16) where they count.
 */
const LEAF_POINTS = 0x7f;
const LEAF_DECL_MASK = 7;
const LEAF_DEF_MASK = 11;
const LEAF_FIRST_DECL = 15;
const LEAF_FIRST_DEF = 18;
const LEAF_SEVEN = 21;
const LEAF_BROKEN = 23;
const LEAF_AUX = 24;
const LEAF_TRICKS = 27;
/** The leaf cache's direct-mapped front: 2^LEAF_SLOT_BITS slots. */
const LEAF_SLOT_BITS = 9;
const LEAF_SLOTS = 1 << LEAF_SLOT_BITS;
/** Suit words of the key: one per suit and set of the suit's cards remaining. */
const SUIT_WORDS = 4 * 256;
/**
 * Scratch buffers of searches that were released (`Search.release`), for the next search to take: a
 * lízaný play-out builds a search at every leaf of the stock's last trick, some 60 µs each, much of it
 * a fresh buffer outside the heap and its collection (40 µs with a released one). A buffer taken again
 * has its leaf keys and suit words zeroed (the rest is written before it is read). At most a few are
 * kept.
 */
const spareScratch: ArrayBuffer[] = [];
const MAX_SPARE_SCRATCH = 4;

function takeScratch(): ArrayBuffer {
  const buffer = spareScratch.pop();
  if (buffer === undefined) return new ArrayBuffer(SCRATCH.bytes);
  new Int32Array(buffer, SCRATCH.leafKeys, LEAF_SLOTS).fill(0);
  new Int32Array(buffer, SCRATCH.suitWords, SUIT_WORDS).fill(0);
  return buffer;
}

/** Byte offsets of the arrays sharing a search's scratch buffer (the widest elements first, aligned). */
const SCRATCH = (() => {
  const leafValues = 0;
  const leafKeys = leafValues + LEAF_SLOTS * 8;
  const suitWords = leafKeys + LEAF_SLOTS * 4;
  const scoreBuf = suitWords + SUIT_WORDS * 4;
  const moveBuf = scoreBuf + MAX_PLY * MAX_MOVES * 4;
  return { leafValues, leafKeys, suitWords, scoreBuf, moveBuf, bytes: moveBuf + MAX_PLY * MAX_MOVES };
})();

/** Offsets of bounds()'s marriage choices: each side's best and worst case, at most five each. */
const DECL_FAV = 0;
const DECL_UNFAV = 5;
const DEF_FAV = 10;
const DEF_UNFAV = 15;

/** Seven fate codes for the leaf key: not played, played before the last trick, won / lost in it. */
const SEVEN_NONE = 0;
const SEVEN_EARLY = 1;
const SEVEN_WON = 2;
const SEVEN_KILLED = 3;
/**
 * Dvě sedmy's auxiliary seven (OP čl. IV odst. 9): not played, played before the penultimate trick, won
 * or beaten in it, or played in the last trick.
 */
const AUX_NONE = 0;
const AUX_EARLY = 1;
const AUX_WON = 2;
const AUX_KILLED = 3;
const AUX_LATE = 4;

/** Who maximises: ordinary minimax (the declarer's side maximises), or one side controlling every card. */
export type SearchMode = 'minimax' | 'declarerControls' | 'defenceControls';

export interface SearchOptions {
  readonly mode?: SearchMode;
  /** Defaults to one table per thread, shared by searches used one after another. */
  readonly table?: TranspositionTable;
  /** Polled every 1,024 nodes; when true the search throws `STOPPED`. */
  readonly shouldStop?: () => boolean;
  /** Past this many nodes the search throws `STOPPED`. */
  readonly maxNodes?: number;
  /**
   * What a finished play is worth instead of the money (default: settleResult's perDefender); the
   * declarer's side maximises it. Contract: it never falls when the declarer's side gains card points,
   * tricks or (its first marriage fixed) marriages, nor rises when the defence gains marriages; the quick
   * bounds and the table's carry-over of bounds across card points rely on exactly that. A search with
   * an objective must not share its table with money searches (src-main/solver/goal.ts gives it its own).
   */
  readonly objective?: (result: HandResult) => number;
  /**
   * Searches of one game sharing the table: `keep` keeps what the table holds from the search before
   * this one when both search the same game from the same kind of start (`sameGame`: the contract, the
   * sides, the fixed result, the sevens, the points out and the trick it starts at) — the choices of
   * one decision on one deal, say the talon pairs: the table's keys describe everything else about a
   * position, so a position one search proved is proved for the other (and a talon pair of two small
   * cards often leaves the same position, by relative rank, as another); otherwise it clears the table.
   * `fresh` clears it and names this search's game, so that a `keep` search after it may keep its
   * bounds. Default: the table cleared, no game named (naming one costs a little, and most searches are
   * small ones that never share).
   */
  readonly share?: 'fresh' | 'keep';
}

/**
 * Thrown out of a search that was asked to stop or ran out of nodes. The Search is left mid-line and
 * must not be used again.
 */
export const STOPPED = new Error('search stopped');

/*
 * Fields the constructor sets are `declare`d: a class field without an initializer is first defined as
 * undefined, and V8 then keeps such a field in its most general form (a number checked on every read, a
 * typed array of unknown kind), which cost some 3% of a solve.
 */
export class Search {
  nodes = 0;
  declare private readonly state: HandState;
  declare private readonly n: number;
  /** seatAt[i] = i mod n for i < 2n: the seat index i places after seat 0 (a division is dear). */
  declare private readonly seatAt: Int8Array;
  declare private readonly seats: readonly Seat[];
  declare private readonly decl: number;
  /** Bit i set: seat index i plays for the declarer's side (the declarer, and his partner in křížový). */
  declare private readonly declSide: number;
  /** Bit i set: seat index i has no partner at this table. */
  declare private readonly aloneSeats: number;
  /** Bit i set: seat index i plays for the maximising side (by the mode: its side, all or none). */
  declare private readonly maximizers: number;
  /** Bit i set: seat index i chooses its own cards for its side (minimax: all; else the controlling side). */
  declare private readonly choosers: number;
  /** Tricks in the hand (10 at three, 8 in křížový, 16 in lízaný) and the index of the last. */
  declare private readonly total: number;
  declare private readonly last: number;
  declare private readonly trump: number;
  declare private readonly str: Int8Array;
  /** For each card, the cards of its suit that beat it in this game's order. */
  declare private readonly higher: Int32Array;
  declare private readonly order: readonly number[];
  declare private readonly sevenCard: number;
  declare private readonly heldSeven: Int32Array;
  /** The move-order bonus for leading a trump, by seat. */
  declare private readonly trumpLead: Int32Array;
  declare private readonly noTrump: boolean;
  declare private readonly betl: boolean;
  declare private readonly durch: boolean;
  declare private readonly overFirst: boolean;
  declare private readonly mode: SearchMode;
  declare private readonly tt: TranspositionTable;
  declare private readonly share: 'fresh' | 'keep' | undefined;
  declare private readonly shouldStop: (() => boolean) | undefined;
  declare private readonly maxNodes: number;
  private readonly leafCache = new Map<number, number>();
  /**
   * The search's larger arrays share one buffer (SCRATCH): each buffer of its own is an allocation
   * outside the heap, and a solve of a few hundred nodes spent more time allocating than searching.
   */
  private readonly scratch = takeScratch();
  private readonly leafValues = new Float64Array(this.scratch, SCRATCH.leafValues, LEAF_SLOTS);
  /** Each slot's leaf key, complemented (~key), so that the zeros of a new array are empty slots. */
  private readonly leafKeys = new Int32Array(this.scratch, SCRATCH.leafKeys, LEAF_SLOTS);
  declare private readonly objective: ((result: HandResult) => number) | undefined;
  private guess = 0;
  private boundLo = 0;
  private boundHi = 0;
  /** The tricks cashPoints() counted the leader taking in a row. */
  private cashTricks = 0;
  /** In betl and durch the value is one of two: the hand kept or broken. */
  private twoValuedLo = -Infinity;
  private twoValuedHi = Infinity;

  // The position, changed by play() and restored by undo().
  declare private readonly hands: Int32Array;
  /** Every card still in a hand. */
  private remaining = 0;
  /**
   * Every trick's cards (four slots per trick) and, after k cards of it, the highest card of the led suit,
   * the highest trump and the winner's position (five slots per trick). Kept per trick so that taking a
   * card back needs no recomputation. `tb` and `sb` are the current trick's offsets into them.
   */
  private readonly cards = new Int8Array((MAX_TRICKS + 1) * 4);
  private readonly topLed = new Int8Array((MAX_TRICKS + 1) * 5);
  private readonly topTrump = new Int8Array((MAX_TRICKS + 1) * 5);
  private readonly winPos = new Int8Array((MAX_TRICKS + 1) * 5);
  private tb = 0;
  private sb = 0;
  private trickLen = 0;
  /** The cards of the current trick as a mask. */
  private onTable = 0;
  declare private leader: number;
  declare private toMove: number;
  declare private tricksDone: number;
  declare private declCards: number;
  private declMask = 0;
  private defMask = 0;
  private firstDecl = -1;
  private firstDef = -1;
  private sevenCode = SEVEN_NONE;
  private sevenPlayer = -1;
  /** Dvě sedmy: the auxiliary seven (-1 in other contracts), who holds it back, its fate and its player. */
  declare private readonly auxCard: number;
  declare private readonly heldAux: Int32Array;
  private auxCode = AUX_NONE;
  private auxPlayer = -1;
  declare private readonly auxHolder: number;
  declare private readonly fixedAux: SevenFate | null;
  /**
   * Licitovaný under the English description: the game goes by the majority of the tricks, so the tricks
   * the declarer's side took are part of the value (and of the keys).
   */
  declare private readonly byTricks: boolean;
  declare private readonly clever: boolean;
  private declTricks = 0;
  /** What the settlement of dvě sedmy read off the hand at the start (extras.twoSevens), or null. */
  declare private readonly twoSevens: TwoSevensRead | null;
  private broken = -1;
  /** The seat index holding the trump seven, or -1. */
  declare private readonly sevenHolder: number;
  declare private readonly fixedSeven: SevenFate | null;
  /** The result of the hand as it stands: what the play does not change (contract, rules, sides). */
  declare private readonly base: HandResult;
  declare private readonly baseDeclMarriages: readonly number[];
  declare private readonly baseDefMarriages: readonly number[];
  declare private readonly totalCards: number;

  // Undo stacks, one slot per ply.
  private ply = 0;
  private readonly uCard = new Int8Array(MAX_PLY);
  private readonly uPlayer = new Int8Array(MAX_PLY);
  private readonly uMarriage = new Int8Array(MAX_PLY);
  // What completing a trick changes, saved per trick.
  private readonly tLeader = new Int8Array(MAX_TRICKS);
  private readonly tDeclCards = new Int16Array(MAX_TRICKS);
  private readonly tBroken = new Int8Array(MAX_TRICKS);
  private readonly tSevenCode = new Int8Array(MAX_TRICKS);
  private readonly tAuxCode = new Int8Array(MAX_TRICKS);
  private readonly tDeclTricks = new Int8Array(MAX_TRICKS);
  /** The cards of each completed trick as a mask. */
  private readonly tOnTable = new Int32Array(MAX_TRICKS);
  /**
   * Suit words of the key by suit and remaining cards of the suit, complemented (0: not computed yet; a
   * word is never -1, its count of cards being at most 8).
   */
  private readonly suitWords = new Int32Array(this.scratch, SCRATCH.suitWords, SUIT_WORDS);
  /** The table key of the trick-boundary position after each number of tricks (one per line of play). */
  private readonly keys = Array.from({ length: MAX_TRICKS + 1 }, () => new Int32Array(KEY_WORDS));
  // Move buffers per ply.
  private readonly scoreBuf = new Int32Array(this.scratch, SCRATCH.scoreBuf, MAX_PLY * MAX_MOVES);
  private readonly moveBuf = new Int8Array(this.scratch, SCRATCH.moveBuf, MAX_PLY * MAX_MOVES);
  /** Scratch for bounds(): (mask, first marriage) choices per side and case (see marriageChoices). */
  private readonly choiceMask = new Int32Array(20);
  private readonly choiceFirst = new Int32Array(20);
  /** Cutoffs each card caused (the history heuristic), to break ties in the move order. */
  private readonly history = new Int32Array(32);
  /**
   * The killer heuristic: per ply (the depth below the search's root) and led suit (slot 4: a lead), the
   * last card that cut off after an earlier card there failed to. Leads and follows alike, it is often the
   * low card that refutes where the top card tried first did not (killerSlot).
   */
  private readonly killer = new Int8Array(MAX_PLY * 5).fill(-1);

  constructor(state: HandState, options: SearchOptions = {}) {
    if (state.phase !== 'play') throw new Error('Search needs a hand in play');
    // Lízaný: the draws and the free play while the stock lasts are not searched (the plan: sampling).
    if (stockOf(state).length > 0) throw new Error('Search needs the stock gone');
    this.state = state;
    this.mode = options.mode ?? 'minimax';
    this.shouldStop = options.shouldStop;
    this.maxNodes = options.maxNodes ?? Infinity;
    this.objective = options.objective;
    this.share = options.share;
    this.tt = options.table ?? sharedTable();
    this.seats = activeSeats(state.table);
    this.n = this.seats.length;
    this.seatAt = Int8Array.from({ length: 8 }, (_, i) => i % this.n);
    const idx = (seat: Seat) => this.seats.indexOf(seat);
    this.decl = idx(state.declarer as Seat);
    // Křížový: the holder of the called card plays for the declarer (null: he plays alone).
    const partner = partnerOf(state);
    this.declSide = (1 << this.decl) | (partner === null ? 0 : 1 << idx(partner));
    const all = (1 << this.n) - 1;
    const defSide = all & ~this.declSide;
    const single = (side: number) => (side !== 0 && (side & (side - 1)) === 0 ? side : 0);
    this.aloneSeats = single(this.declSide) | single(defSide);
    this.maximizers = this.mode === 'minimax' ? this.declSide : this.mode === 'declarerControls' ? all : 0;
    this.choosers =
      this.mode === 'minimax' ? all : this.mode === 'declarerControls' ? this.declSide : defSide;
    this.trump = state.trump === null ? -1 : suitIndex(state.trump);
    this.noTrump = this.trump < 0;
    this.str = this.noTrump ? STRENGTH_BY_INDEX.plain : STRENGTH_BY_INDEX.suit;
    this.higher = this.noTrump ? HIGHER_BY_INDEX.plain : HIGHER_BY_INDEX.suit;
    this.order = this.noTrump ? ORDER_PLAIN : ORDER_SUIT;
    this.sevenCard = this.noTrump ? -1 : this.trump * 8;
    this.heldSeven = Int32Array.from(this.seats, (s) => {
      const c = announcedSevenOf(state, s);
      return c === null ? -1 : cardIndex(c);
    });
    this.heldAux = Int32Array.from(this.seats, (s) => {
      const c = auxSevenOf(state, s);
      return c === null ? -1 : cardIndex(c);
    });
    const declSeven = (this.heldSeven[this.decl] as number) >= 0;
    this.trumpLead = Int32Array.from(this.seats, (_, i) => (this.ours(i) ? -10 : declSeven ? 20 : -20));
    this.betl = state.game === 'betl' || state.game === 'openBetl';
    this.durch = state.game === 'durch' || state.game === 'openDurch';
    this.overFirst = state.rules.marriageOrder === 'overFirst';
    this.hands = Int32Array.from(this.seats, (s) => state.hands[s] ?? 0);
    const trick = state.trick as NonNullable<HandState['trick']>;
    this.leader = idx(trick.leader);
    this.toMove = idx(state.toAct as Seat);
    this.tricksDone = state.tricks.length;
    this.tb = this.tricksDone * 4;
    this.sb = this.tricksDone * 5;
    for (const c of trick.cards) this.push(cardIndex(c));
    for (const h of this.hands) this.remaining |= h;
    this.total = this.tricksDone + (size(this.remaining) + this.trickLen) / this.n;
    this.last = this.total - 1;
    if (!Number.isInteger(this.total) || this.total > MAX_TRICKS || this.total - this.tricksDone > MAX_MOVES)
      throw new Error('Search needs hands that fill whole tricks of at most ten cards each');
    // Card points taken so far by each side (the last trick is never among them: the hand is in play).
    let declTaken = 0;
    let defTaken = 0;
    for (const t of state.tricks) {
      const points = t.cards.reduce((sum, c) => sum + (POINTS[cardIndex(c)] as number), 0);
      if (this.ours(idx(t.winner))) {
        declTaken += points;
        this.declTricks++;
      } else defTaken += points;
    }
    this.declCards = declTaken;
    // Every card point ends with one side: those taken so far and those still out.
    const out = this.remaining | this.onTable;
    this.totalCards = declTaken + defTaken + size(out & ACES_TENS) * 10 + LAST_TRICK_POINTS;
    // Marriages announced before the search are fixed; the search tracks the ones still to come.
    const ourMarriage = (m: Marriage) => this.ours(idx(m.seat));
    this.baseDeclMarriages = state.marriages.filter(ourMarriage).map((m) => m.points);
    this.baseDefMarriages = state.marriages.filter((m) => !ourMarriage(m)).map((m) => m.points);
    const r = resultOf({ ...state, end: 'played' });
    this.base = r;
    for (const m of state.marriages) {
      const s = suitIndex(m.suit);
      if (ourMarriage(m)) {
        this.declMask |= 1 << s;
        if (this.firstDecl < 0) this.firstDecl = s;
      } else {
        this.defMask |= 1 << s;
        if (this.firstDef < 0) this.firstDef = s;
      }
    }
    this.fixedSeven = r.seven;
    if (r.seven !== null) this.sevenCode = r.seven.trick < this.last ? SEVEN_EARLY : SEVEN_KILLED;
    this.sevenHolder = -1;
    if (this.sevenCard >= 0) {
      const onTable = Array.from(this.cards.subarray(this.tb, this.tb + this.trickLen)).indexOf(
        this.sevenCard,
      );
      if (onTable >= 0) this.sevenPlayer = (this.leader + onTable) % this.n;
      this.sevenHolder =
        onTable >= 0
          ? this.sevenPlayer
          : this.seats.findIndex((_, i) => (this.hands[i]! >>> this.sevenCard) & 1);
      if (r.seven !== null) this.sevenHolder = idx(r.seven.seat);
    }
    this.byTricks = r.extras?.[EXTRAS_ID.trickMajority] !== undefined;
    // Křížový's durch s chytrým: losing only the last trick makes the durch, its taker paid with the
    // declarer; the money per payer is the durch's, so the search need not know who took it.
    this.clever = r.extras?.[DURCH_CLEVER_ID] !== undefined && (DURCH_CLEVER_RULE.applies?.(r) ?? true);
    const read = r.extras?.[EXTRAS_ID.twoSevens];
    const aux = auxOf(state);
    this.twoSevens = aux !== null && read ? (read as TwoSevensRead) : null;
    this.auxCard = this.twoSevens === null || aux === null ? -1 : suitIndex(aux) * 8 + SEVEN;
    this.auxHolder = -1;
    this.fixedAux = this.twoSevens?.auxSeven ?? null;
    if (this.auxCard >= 0) {
      const f = this.fixedAux;
      if (f !== null)
        this.auxCode =
          f.trick < this.last - 1
            ? AUX_EARLY
            : f.trick === this.last - 1
              ? f.won
                ? AUX_WON
                : AUX_KILLED
              : AUX_LATE;
      const onTable = Array.from(this.cards.subarray(this.tb, this.tb + this.trickLen)).indexOf(this.auxCard);
      if (onTable >= 0) this.auxPlayer = (this.leader + onTable) % this.n;
      this.auxHolder =
        f !== null
          ? idx(f.seat)
          : onTable >= 0
            ? this.auxPlayer
            : this.seats.findIndex((_, i) => (this.hands[i]! >>> this.auxCard) & 1);
    }
    if (this.betl || this.durch) {
      const broken = this.broken;
      this.broken = 0;
      const lost = this.leafValue();
      const lostMost = this.objective ? this.mostLeaf() : lost;
      this.broken = -1;
      const kept = this.leafValue();
      const keptMost = this.objective ? this.mostLeaf() : kept;
      this.broken = broken;
      // The money of betl and durch is one of two; an objective may read the points too, which only
      // rise from here: its least with the points now, its most with every point to the declarer.
      this.twoValuedLo = Math.min(lost, kept);
      this.twoValuedHi = Math.max(lostMost, keptMost);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Public surface

  /** Exact value of the current position (MTD(f) over null-window probes; the table stays warm). */
  value(): number {
    this.claim();
    if (this.finished()) return this.leafValue();
    let g = this.guess;
    let lower = -Infinity;
    let upper = Infinity;
    while (lower < upper) {
      const beta = g === lower ? above(g) : g;
      g = this.search(below(beta), beta);
      if (g < beta) upper = g;
      else lower = g;
    }
    this.guess = g;
    return g;
  }

  /**
   * Gives the search's scratch buffer to the next search: this one must not be used again (its caller
   * says so: a leaf of a play-out, searched once and dropped).
   */
  release(): void {
    if (spareScratch.length < MAX_SPARE_SCRATCH && !spareScratch.includes(this.scratch))
      spareScratch.push(this.scratch);
  }

  /**
   * The value when it lies strictly inside (alpha, beta), else a bound beyond the window: an upper
   * bound ≤ alpha or a lower bound ≥ beta (fail-soft) — what an alpha-beta search above this one needs
   * of a leaf. MTD(f) as `value()`, stopped as soon as its bounds leave the window; the first probe is
   * at the guess moved into the window, so a leaf that only has to be shown no better than the best so
   * far (the usual case) takes one probe. `(-Infinity, Infinity)` is `value()`.
   */
  valueWithin(alpha: number, beta: number): number {
    this.claim();
    if (this.finished()) return this.leafValue();
    let g = this.guess <= alpha ? above(alpha) : this.guess >= beta ? beta : this.guess;
    let lower = -Infinity;
    let upper = Infinity;
    while (lower < upper && upper > alpha && lower < beta) {
      const b = g === lower ? above(g) : g;
      g = this.search(below(b), b);
      if (g < b) upper = g;
      else lower = g;
    }
    if (lower === upper) this.guess = g;
    return upper <= alpha ? upper : lower >= beta ? lower : g;
  }

  /** Whether the value is at least `threshold` (one null-window probe). */
  atLeast(threshold: number): boolean {
    this.claim();
    if (this.finished()) return this.leafValue() >= threshold;
    return this.search(below(threshold), threshold) >= threshold;
  }

  /** Value and a best card of the position. */
  solve(): { value: number; best: Card | null } {
    const value = this.value();
    const best = this.bestMove(value);
    return { value, best: best < 0 ? null : cardAt(best) };
  }

  /** Value after playing `card` now (it must be legal). */
  valueAfter(card: Card): number {
    this.play(cardIndex(card));
    const v = this.value();
    this.undo();
    return v;
  }

  /** The principal variation from here to the end of the hand (card indices in playing order). */
  line(): number[] {
    const out: number[] = [];
    while (!this.finished()) {
      const m = this.bestMove(this.value());
      out.push(m);
      this.play(m);
    }
    for (let i = 0; i < out.length; i++) this.undo();
    return out;
  }

  /** The legal cards of the seat to move, as card indices (every card, not one per equivalence class). */
  legal(): number[] {
    return bitsOf(this.allowed());
  }

  /** For each legal card, the class of cards equivalent to it in this position (itself included). */
  classes(): number[][] {
    const allowed = this.allowed();
    const reps = this.generate(this.ply, allowed);
    const out: number[][] = [];
    const owner = new Map<number, number[]>();
    for (let i = 0; i < reps; i++) {
      const c = this.moveBuf[this.ply * MAX_MOVES + i] as number;
      const cls = [c];
      out.push(cls);
      owner.set(c, cls);
    }
    // Every allowed card that is not a representative joins the nearest weaker representative.
    for (const c of bitsOf(allowed)) {
      if (owner.has(c)) continue;
      const s = c >> 3;
      let best = -1;
      for (const r of owner.keys())
        if (r >> 3 === s && (this.str[r] as number) < (this.str[c] as number))
          if (best < 0 || (this.str[r] as number) > (this.str[best] as number)) best = r;
      (owner.get(best) as number[]).push(c);
    }
    return out;
  }

  /**
   * The quick bounds the search would try here (a trick boundary of a suit game, the hand not over):
   * every line of play ends between them. For tests and diagnostics.
   */
  quickBounds(): { lo: number; hi: number } {
    if (this.trickLen !== 0 || this.noTrump || this.finished()) throw new Error('not a suit-game boundary');
    this.bounds(this.remaining);
    return { lo: this.boundLo, hi: this.boundHi };
  }

  /** Whether the hand is over (every trick played, or a betl or durch broken). */
  finished(): boolean {
    return this.tricksDone === this.total || this.broken >= 0;
  }

  /** Whether seat index i has no partner at this table. */
  private alone(i: number): boolean {
    return ((this.aloneSeats >> i) & 1) === 1;
  }

  /** Whether seat index i chooses its cards (minimax: every seat; else the side in control). */
  private chooses(i: number): boolean {
    return ((this.choosers >> i) & 1) === 1;
  }

  /** Whether seat index i plays for the declarer's side. */
  private ours(i: number): boolean {
    return ((this.declSide >> i) & 1) === 1;
  }

  /** The seat index (into the active seats) to move. */
  mover(): number {
    return this.toMove;
  }

  /** Whether the seat to move plays for the maximising side. */
  maximizing(): boolean {
    return ((this.maximizers >> this.toMove) & 1) === 1;
  }

  // ------------------------------------------------------------------------------------------
  // Search

  /** Takes the table over from another search (its entries belong to another deal). */
  private claim(): void {
    if (this.tt.owner === this) return;
    const game = this.share === undefined ? '' : this.sameGame();
    if (this.share !== 'keep' || game !== this.tt.game) this.tt.clear();
    this.tt.owner = this;
    this.tt.game = game;
  }

  /**
   * What the table's keys leave out because it is fixed within one search: two searches whose strings
   * are equal may share the table's bounds (`SearchOptions.share`).
   */
  private sameGame(): string {
    return JSON.stringify([
      this.mode,
      this.objective === undefined,
      this.seats,
      this.declSide,
      this.trump,
      this.betl,
      this.durch,
      this.overFirst,
      Array.from(this.heldSeven),
      Array.from(this.heldAux),
      this.sevenHolder,
      this.fixedSeven,
      this.auxCard,
      this.auxHolder,
      this.fixedAux,
      this.byTricks,
      this.clever,
      this.twoSevens,
      this.totalCards,
      this.tricksDone,
      this.baseDeclMarriages,
      this.baseDefMarriages,
      this.base,
      this.state.rules,
    ]);
  }

  private allowed(): number {
    const k = this.trickLen;
    return allowedInTrick(
      this.hands[this.toMove] as number,
      k === 0 ? -1 : (this.cards[this.tb] as number) >> 3,
      this.topLed[this.sb + k] as number,
      this.topTrump[this.sb + k] as number,
      this.trump,
      this.heldSeven[this.toMove] as number,
      undefined,
      this.heldAux[this.toMove],
    );
  }

  /** Puts a card on the trick and updates the trick's summary. */
  private push(card: number): void {
    const k = this.trickLen++;
    this.cards[this.tb + k] = card;
    this.onTable |= 1 << card;
    const str = this.str;
    const isTrump = card >> 3 === this.trump;
    const at = this.sb + k;
    if (k === 0) {
      this.topLed[at + 1] = card;
      this.topTrump[at + 1] = isTrump ? card : -1;
      this.winPos[at + 1] = 0;
      return;
    }
    let topLed = this.topLed[at] as number;
    let topTrump = this.topTrump[at] as number;
    let win = this.winPos[at] as number;
    if (card >> 3 === topLed >> 3 && (str[card] as number) > (str[topLed] as number)) {
      topLed = card;
      if (topTrump < 0 || isTrump) win = k;
    }
    if (isTrump && (topTrump < 0 || (str[card] as number) > (str[topTrump] as number))) {
      topTrump = card;
      win = k;
    }
    this.topLed[at + 1] = topLed;
    this.topTrump[at + 1] = topTrump;
    this.winPos[at + 1] = win;
  }

  /** A move reaching `value` (every card tried, table move first); -1 when finished. */
  private bestMove(value: number): number {
    if (this.finished()) return -1;
    const moves = this.legal();
    const i = this.trickLen === 0 ? this.ttMove() : -1;
    if (i >= 0 && moves.includes(i)) moves.unshift(i);
    for (const m of moves) {
      this.play(m);
      const v = this.search(below(value), above(value));
      this.undo();
      if (v === value) return m;
    }
    throw new Error('no move reaches the value of the position');
  }

  private ttMove(): number {
    const key = this.keys[this.tricksDone] as Int32Array;
    this.key(key);
    const slot = this.tt.find(key);
    return slot < 0 ? -1 : this.tt.move(slot);
  }

  /**
   * The table key of a trick-boundary position, by relative rank: positions that differ only in which
   * cards were played, with the same holders of the remaining cards in the same order, have one value.
   * Per suit: the count of cards left, which of them each seat but the last holds (packed in strength
   * order), and the cards with a role of their own (an ace or ten for its points, the trump seven, a
   * svršek and král still able to form a marriage in one hand). One more word holds the rest: the
   * leader, and the marriages and seven fate so far. The declarer's card points so far are not in the
   * key: the table keeps the points each bound was proven at, and a bound carries over to more points
   * (a lower bound) or fewer (an upper bound), since the value never falls as the declarer's points rise.
   */
  private key(out: Int32Array): void {
    for (let s = 0; s < 4; s++) {
      const byte = (this.remaining >>> (s * 8)) & 0xff;
      const stored = this.suitWords[(s << 8) | byte] as number;
      let word = ~stored;
      if (stored === 0) this.suitWords[(s << 8) | byte] = ~(word = this.suitWord(s));
      out[s] = word;
    }
    out[4] =
      this.leader |
      (this.declMask << 7) |
      (this.defMask << 11) |
      ((this.firstDecl + 1) << 15) |
      ((this.firstDef + 1) << 18) |
      (this.sevenCode << 21) |
      (this.auxCode << 23) |
      (this.byTricks ? this.declTricks << 26 : 0);
  }

  /**
   * One suit's word of the key. Within one search it depends only on which cards of the suit remain
   * (each card's holder is fixed, and a marriage pair still in one hand cannot have been announced).
   */
  private suitWord(s: number): number {
    const shift = s * 8;
    const suitOrder = !this.noTrump;
    let r = (this.remaining >>> shift) & 0xff;
    let word = 0;
    if (suitOrder) {
      if ((r >> ACE) & 1) word |= 1 << 4;
      if ((r >> TEN) & 1) word |= 2 << 4;
      if ((s === this.trump || s === this.auxCard >> 3) && (r >> SEVEN) & 1) word |= 4 << 4;
      if (!(((this.declMask | this.defMask) >> s) & 1))
        for (let i = 0; i < this.n; i++)
          if ((((this.hands[i] as number) >>> shift) & PAIR) === PAIR) word |= 8 << 4;
      r = BY_SUIT_STRENGTH[r] as number;
    }
    word |= size(r);
    for (let i = 0; i < this.n - 1; i++) {
      let h = ((this.hands[i] as number) >>> shift) & 0xff;
      if (suitOrder) h = BY_SUIT_STRENGTH[h] as number;
      word |= (COMPRESS[(r << 8) | h] as number) << (8 + 8 * i);
    }
    return word;
  }

  search(alpha: number, beta: number): number {
    if (this.finished()) return this.leafValue();
    if ((++this.nodes & 1023) === 0 && (this.nodes > this.maxNodes || this.shouldStop?.())) throw STOPPED;
    if (this.twoValuedLo >= beta) return this.twoValuedLo;
    if (this.twoValuedHi <= alpha) return this.twoValuedHi;
    // The cards the seat to move may play, computed early inside a trick (-1: not yet; never all 32 cards).
    let allowed = -1;
    if (this.trickLen !== 0) {
      // A single allowed card inside a trick (half of those nodes) is played without generating, ordering
      // and looping: the same value and nodes, and the history counts its cutoff as the loop below would.
      allowed = this.allowed();
      if (allowed !== 0 && (allowed & (allowed - 1)) === 0) {
        const m = 31 - Math.clz32(allowed);
        const maximizing = this.maximizing();
        this.play(m);
        const v = this.search(alpha, beta);
        this.undo();
        if (maximizing ? v >= beta : v <= alpha) this.history[m] = (this.history[m] as number) + 1;
        return v;
      }
    } else if (this.tricksDone === this.last) return this.lastTrick();
    const ply = this.ply;
    const boundary = this.trickLen === 0;
    const key = this.keys[this.tricksDone] as Int32Array;
    let ttMove = -1;
    let ttLower = -Infinity;
    let ttUpper = Infinity;
    let home = 0;
    if (boundary) {
      this.key(key);
      home = this.tt.home(key);
      const slot = this.tt.find(key, home);
      if (slot >= 0) {
        // Read now: the slot may hold another position by the time this node stores its result.
        // A bound proven with fewer (more) card points for the declarer holds here too: the value
        // never falls as the declarer's points rise.
        const d = this.declCards;
        const l = (ttLower = d >= this.tt.lowerAt(slot) ? this.tt.lower(slot) : -Infinity);
        const u = (ttUpper = d <= this.tt.upperAt(slot) ? this.tt.upper(slot) : Infinity);
        if (l >= beta) return l;
        if (u <= alpha) return u;
        if (l === u) return l;
        if (l > alpha) alpha = l;
        if (u < beta) beta = u;
        ttMove = this.tt.move(slot);
      }
      if ((slot < 0 || ttMove < 0) && !this.noTrump) {
        // Quick bounds: the rest of the points to either side, every fate of the seven.
        this.bounds(this.remaining);
        const bl = this.boundLo;
        const bu = this.boundHi;
        if (bl > ttLower) ttLower = bl;
        if (bu < ttUpper) ttUpper = bu;
        if (bu <= alpha || bl >= beta || bl === bu) {
          // Kept, so that the next probe through here reads them instead of computing them again.
          this.tt.store(key, this.declCards, bl, bu, -1, home);
          return bu <= alpha ? bu : bl;
        }
      }
    }
    // The window after the table narrowed it: a result outside it is only a bound.
    const alpha0 = alpha;
    const beta0 = beta;
    const count = this.generate(ply, allowed === -1 ? this.allowed() : allowed);
    const base = ply * MAX_MOVES;
    if (count > 1) this.orderMoves(base, count, ttMove);
    const maximizing = this.maximizing();
    let best = maximizing ? -Infinity : Infinity;
    let bestMove = -1;
    for (let i = 0; i < count; i++) {
      const m = this.moveBuf[base + i] as number;
      this.play(m);
      const v = this.search(alpha, beta);
      this.undo();
      if (maximizing) {
        if (v > best) {
          best = v;
          bestMove = m;
          if (v > alpha) alpha = v;
        }
      } else if (v < best) {
        best = v;
        bestMove = m;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) {
        this.history[m] = (this.history[m] as number) + count * count;
        // A cutoff by the first card tried only confirms the order; one after an earlier card failed
        // names the card to try early at this depth next time (the killer heuristic).
        if (i > 0) this.killer[this.killerSlot()] = m;
        break;
      }
    }
    if (boundary) {
      let l = ttLower;
      let u = ttUpper;
      if (best <= alpha0) u = Math.min(u, best);
      else if (best >= beta0) l = Math.max(l, best);
      else l = u = best;
      this.tt.store(key, this.declCards, l, u, bestMove, home);
    }
    return best;
  }

  /** The last trick: every card is forced (a betl or durch may end in it too). */
  private lastTrick(): number {
    for (let i = 0; i < this.n; i++) {
      const hand = this.hands[this.toMove] as number;
      this.play(31 - Math.clz32(hand & -hand));
    }
    const v = this.leafValue();
    for (let i = 0; i < this.n; i++) this.undo();
    return v;
  }

  /**
   * Lower and upper bounds on the value at a trick boundary. The money never falls when the declarer's
   * side gains card points or (its first marriage fixed) more marriages, nor rises when the defence gains
   * marriages; so the bounds are the leaf values with none / all of the remaining points, the marriages
   * still possible given to one side (each choice of a first marriage tried), over every fate of the seven.
   */
  private bounds(remaining: number): void {
    // Suits (bit per suit) in which a hand of either side holds both cards of a marriage not yet announced.
    let pendingDecl = 0;
    let pendingDef = 0;
    for (let i = 0; i < this.n; i++) {
      const h = this.hands[i] as number;
      const pairs = (h >>> OBER) & (h >>> KING) & 0x01010101;
      if (pairs === 0) continue;
      const suits = (pairs | (pairs >>> 7) | (pairs >>> 14) | (pairs >>> 21)) & 0xf;
      if (this.ours(i)) pendingDecl |= suits;
      else pendingDef |= suits;
    }
    const announced = this.declMask | this.defMask;
    pendingDecl &= ~announced;
    pendingDef &= ~announced;
    const rest = size(remaining & ACES_TENS) * 10 + LAST_TRICK_POINTS;
    let declHand = 0;
    for (let i = 0; i < this.n; i++) if (this.ours(i)) declHand |= this.hands[i] as number;
    const defHand = remaining & ~declHand;
    // What the trump ace and ten alone ensure, for the leader's other choice below.
    const plainDecl0 = this.surePoints(declHand, defHand);
    const plainDef0 = this.surePoints(defHand, declHand);
    // The side holding every trump left wins the last trick when one of its hands can keep a trump to it,
    // and a keeper playing alone never throws a plain card away: his top plain aces and tens are his.
    const trumps = SUIT_MASK[this.trump as 0] as number;
    const keepDecl = defHand & trumps ? -1 : this.keeper(declHand, trumps);
    const keepDef = declHand & trumps ? -1 : this.keeper(defHand, trumps);
    const lastDecl = keepDecl >= 0 ? LAST_TRICK_POINTS : 0;
    const lastDef = keepDef >= 0 ? LAST_TRICK_POINTS : 0;
    const topDecl = keepDecl >= 0 && this.alone(keepDecl) ? this.topPoints(keepDecl, defHand) : 0;
    const topDef = keepDef >= 0 && this.alone(keepDef) ? this.topPoints(keepDef, declHand) : 0;
    let sureDecl = plainDecl0 + lastDecl + topDecl;
    let sureDef = plainDef0 + lastDef + topDef;
    let cashDecl = -1;
    let cashDef = -1;
    // The side on lead that takes every trick left takes every point left (and every trick).
    let tricksLo = this.declTricks;
    let tricksHi = this.declTricks + this.total - this.tricksDone;
    const leaderOurs = this.ours(this.leader);
    const leaderChooses = this.chooses(this.leader);
    if (leaderChooses) {
      if (leaderOurs ? this.takesAll(declHand, defHand) : this.takesAll(defHand, declHand)) {
        if (leaderOurs) {
          sureDecl = rest;
          tricksLo = tricksHi;
        } else {
          sureDef = rest;
          tricksHi = tricksLo;
        }
      } else {
        this.cashTricks = 0;
        // Cashing leads plain cards, as a keeper does: the better of the two (which overlap).
        const cash = this.cashPoints(leaderOurs ? defHand : declHand);
        if (leaderOurs) sureDecl += Math.max(0, cash - topDecl);
        else sureDef += Math.max(0, cash - topDef);
        // Alone, the leader keeps the lead while he cashes, then forces the seven out (below).
        if (this.alone(this.leader)) {
          cashDecl = plainDecl0 + (leaderOurs ? cash : 0);
          cashDef = plainDef0 + (leaderOurs ? 0 : cash);
        }
      }
    }
    const sevenOut = this.sevenCard >= 0 && (remaining >>> this.sevenCard) & 1;
    const codeFrom = sevenOut ? SEVEN_EARLY : this.sevenCode;
    // With every other trump gone the seven cannot be beaten: it is played early or wins the last trick.
    const otherTrumps =
      sevenOut && remaining & ~(this.hands[this.sevenHolder] as number) & SUIT_MASK[this.trump as 0];
    const codeTo = sevenOut ? (otherTrumps ? SEVEN_KILLED : SEVEN_WON) : this.sevenCode;
    // A hand of trumps alone plays a trump to every trick, the last one too: a seven there is beaten.
    let noWin = false;
    if (otherTrumps)
      for (let o = 0; o < this.n; o++) {
        const h = this.hands[o] as number;
        if (o !== this.sevenHolder && h !== 0 && (h & ~SUIT_MASK[this.trump as 0]) === 0) noWin = true;
      }
    const auxOut = this.auxCard >= 0 && (remaining >>> this.auxCard) & 1;
    const auxFrom = auxOut ? AUX_EARLY : this.auxCode;
    const auxTo = auxOut ? AUX_LATE : this.auxCode;
    // The marriages to come, as (mask, first) choices per side: good for it, or bad for it.
    const nDeclFav = this.marriageChoices(DECL_FAV, this.declMask, this.firstDecl, pendingDecl, true);
    const nDeclUnfav = this.marriageChoices(DECL_UNFAV, this.declMask, this.firstDecl, pendingDecl, false);
    const nDefFav = this.marriageChoices(DEF_FAV, this.defMask, this.firstDef, pendingDef, true);
    const nDefUnfav = this.marriageChoices(DEF_UNFAV, this.defMask, this.firstDef, pendingDef, false);
    // Best case for the declarer: all points and his marriages to come, the defence's fewest; worst case
    // the other way round; each over every fate of the sevens.
    let hi = this.extreme(
      true,
      rest - sureDef,
      codeFrom,
      codeTo,
      noWin,
      auxFrom,
      auxTo,
      tricksHi,
      nDeclFav,
      nDefUnfav,
    );
    let lo = this.extreme(
      false,
      sureDecl,
      codeFrom,
      codeTo,
      noWin,
      auxFrom,
      auxTo,
      tricksLo,
      nDeclUnfav,
      nDefFav,
    );
    // The leader may see to it that the trump seven goes in this trick, neither won nor beaten in the
    // last: he leads it himself (unless it is held back), or makes a hand whose only trump it is play it
    // (forcesSeven). His side is sure of the better of that and the bound above.
    const trumpMask = SUIT_MASK[this.trump as 0] as number;
    const holder = this.sevenHolder;
    const force = sevenOut && leaderChooses ? this.forcesSeven(holder, trumpMask) : 0;
    if (force > 0 && this.tricksDone + force - 1 < this.last) {
      // With tricks to spare he cashes first.
      const cash = cashDecl >= 0 && this.tricksDone + this.cashTricks + force - 1 < this.last;
      const plainDecl = cash ? cashDecl : plainDecl0;
      const plainDef = cash ? cashDef : plainDef0;
      if (leaderOurs)
        lo = Math.max(
          lo,
          this.extreme(
            false,
            plainDecl,
            SEVEN_EARLY,
            SEVEN_EARLY,
            false,
            auxFrom,
            auxTo,
            this.declTricks,
            nDeclUnfav,
            nDefFav,
          ),
        );
      else
        hi = Math.min(
          hi,
          this.extreme(
            true,
            rest - plainDef,
            SEVEN_EARLY,
            SEVEN_EARLY,
            false,
            auxFrom,
            auxTo,
            this.declTricks + this.total - this.tricksDone,
            nDeclFav,
            nDefUnfav,
          ),
        );
    }
    // A holder of every trump left who can keep the seven to the last trick wins it there (keepsSeven).
    if (sevenOut && !otherTrumps && this.keepsSeven(holder, trumpMask) && this.chooses(holder)) {
      if (this.ours(holder))
        lo = Math.max(
          lo,
          this.extreme(
            false,
            Math.min(rest, sureDecl + LAST_TRICK_POINTS - lastDecl),
            SEVEN_WON,
            SEVEN_WON,
            false,
            auxFrom,
            auxTo,
            Math.min(tricksLo + 1, tricksHi),
            nDeclUnfav,
            nDefFav,
          ),
        );
      else
        hi = Math.min(
          hi,
          this.extreme(
            true,
            rest - Math.min(rest, sureDef + LAST_TRICK_POINTS - lastDef),
            SEVEN_WON,
            SEVEN_WON,
            false,
            auxFrom,
            auxTo,
            Math.max(tricksHi - 1, tricksLo),
            nDeclFav,
            nDefUnfav,
          ),
        );
    }
    this.boundLo = lo;
    this.boundHi = hi;
  }

  /**
   * In how many tricks the leader can make the trump seven go (0: he cannot): one when he holds it (not
   * held back), or when it is the only trump of its holder and he leads a trump, which the holder must
   * follow with it, or a suit the holder is void in, which he must trump with it (held back or not, it is
   * then his only allowed card); in k + 1 when the holder has k other trumps and the leader k trumps above
   * every other one and one more: he leads those, every hand following below them (a partner too) so
   * that he keeps the lead, the holder with a trump each time, and then the last.
   */
  private forcesSeven(holder: number, trumpMask: number): number {
    const l = this.leader;
    if (l === holder) return (this.heldSeven[holder] as number) < 0 ? 1 : 0;
    const h = this.hands[holder] as number;
    const mine = this.hands[l] as number;
    if ((h & trumpMask) === 1 << this.sevenCard) {
      let leads = mine;
      const aux = this.heldAux[l] as number;
      if (aux >= 0) leads &= ~(1 << aux);
      let target = trumpMask;
      for (let s = 0; s < 4; s++)
        if (!(h & (SUIT_MASK[s as 0] as number))) target |= SUIT_MASK[s as 0] as number;
      return (leads & target) !== 0 ? 1 : 0;
    }
    const others = size(h & trumpMask) - 1;
    const trumps = mine & trumpMask;
    if (size(trumps) < others + 1) return 0;
    const opposing = this.remaining & trumpMask & ~mine;
    let top = 0;
    for (let m = trumps; m !== 0; m &= m - 1)
      if (!(opposing & (this.higher[31 - Math.clz32(m & -m)] as number))) top++;
    return top >= others ? others + 1 : 0;
  }

  /**
   * Whether the seven's holder, holding every trump left, can keep it to the last trick whatever the
   * others do. He must play it early only when it is his one allowed card: void in the suit led with no
   * other trump (nobody else can lead a trump). With nothing but trumps he plays another to each trick.
   * Playing alone with p plain cards, he trumps a suit he lacks only when the opponents lead it; each
   * time he wins the trick and the lead, and they get it back only when a plain card he leads loses: so
   * at most p such leads (one more when they are on lead now), and at most every other trick before the
   * last, each paid with another trump.
   */
  private keepsSeven(holder: number, trumpMask: number): boolean {
    const h = this.hands[holder] as number;
    const plain = size(h & ~trumpMask);
    if (plain === 0) return true;
    if (!this.alone(holder)) return false;
    const onLead = this.leader === holder;
    // Between two such leads he leads a plain card that loses: before the last trick, every other one.
    const leads = Math.min(plain + (onLead ? 0 : 1), (this.last - this.tricksDone + (onLead ? 0 : 1)) >> 1);
    return size(h & trumpMask) - 1 >= leads;
  }

  /**
   * A hand of the side holding `side` (every trump left among them) that keeps a trump to the last
   * trick whatever the others do, so that his side wins it, or -1: a hand of trumps alone, on any line;
   * else as keepsSeven, with any trump kept, by his own choice (he leads no trump while he has a plain
   * card), so only where his side chooses its cards.
   */
  private keeper(side: number, trumpMask: number): number {
    if (!(side & trumpMask)) return -1;
    for (let o = 0; o < this.n; o++) {
      const h = this.hands[o] as number;
      if (!(h & trumpMask) || h & ~side) continue;
      if (!(h & ~trumpMask)) return o;
      // Dvě sedmy: a held-back auxiliary seven may leave him no plain card he may lead (not counted).
      const aux = this.heldAux[o] as number;
      if (aux >= 0 && (h >>> aux) & 1) continue;
      if (this.chooses(o) && this.keepsSeven(o, trumpMask)) return o;
    }
    return -1;
  }

  /**
   * Points of seat o's plain aces and tens that no opposing card (`opp`, no trump among them) beats in
   * their suit. A keeper (keeper()) holds a trump in every trick before the last, so void in a suit led
   * he trumps and never throws one of them away; followed or led, each wins its trick.
   */
  private topPoints(o: number, opp: number): number {
    let points = 0;
    const trumpMask = SUIT_MASK[this.trump as 0] as number;
    for (let m = (this.hands[o] as number) & ACES_TENS & ~trumpMask; m !== 0; m &= m - 1)
      if (!(opp & (this.higher[31 - Math.clz32(m & -m)] as number))) points += 10;
    return points;
  }

  /**
   * The most (`most`) or least leaf over the fates of the sevens in the given ranges and the marriage
   * choices bounds() filled: with the declarer's side at its points so far plus `points`.
   */
  private extreme(
    most: boolean,
    points: number,
    codeFrom: number,
    codeTo: number,
    noWin: boolean,
    auxFrom: number,
    auxTo: number,
    tricks: number,
    nDecl: number,
    nDef: number,
  ): number {
    const cm = this.choiceMask;
    const cf = this.choiceFirst;
    const atDecl = most ? DECL_FAV : DECL_UNFAV;
    const atDef = most ? DEF_UNFAV : DEF_FAV;
    let out = most ? -Infinity : Infinity;
    // The leaf keys (leafFor's fields) built from their parts: what every choice shares, then the rest.
    const base = this.leafBase(this.declCards + points, tricks);
    for (let aux = auxFrom; aux <= auxTo; aux++)
      for (let code = codeFrom; code <= codeTo; code++) {
        if (code === SEVEN_WON && noWin) continue;
        const fates = base | (code << LEAF_SEVEN) | (aux << LEAF_AUX);
        for (let i = 0; i < nDecl; i++) {
          const decl =
            fates |
            ((cm[atDecl + i] as number) << LEAF_DECL_MASK) |
            (((cf[atDecl + i] as number) + 1) << LEAF_FIRST_DECL);
          for (let j = 0; j < nDef; j++) {
            const v = this.leaf(
              decl |
                ((cm[atDef + j] as number) << LEAF_DEF_MASK) |
                (((cf[atDef + j] as number) + 1) << LEAF_FIRST_DEF),
            );
            if (most ? v > out : v < out) out = v;
          }
        }
      }
    return out;
  }

  /**
   * Fills the choices at `at` of the marriages one side may still end with: (mask, first marriage). A
   * svršek–král pair in one hand is announced with whichever of them is played first, so unless only
   * the svršek announces (`overFirst`: a král led first spoils it) every pair still in one hand will be
   * announced, and only which comes first is open. Under `overFirst` a pair may come or not: the side's
   * best case (`good`) has either none of them or all (each first in turn), its worst case none.
   */
  private marriageChoices(at: number, mask: number, first: number, pending: number, good: boolean): number {
    const cm = this.choiceMask;
    const cf = this.choiceFirst;
    if (first >= 0 || pending === 0) {
      cm[at] = this.overFirst && !good ? mask : mask | pending;
      cf[at] = first;
      return 1;
    }
    let k = 0;
    if (this.overFirst) {
      cm[at] = mask;
      cf[at] = -1;
      k = 1;
      if (!good) return 1;
    }
    for (let f = 0; f < 4; f++)
      if ((pending >> f) & 1) {
        cm[at + k] = mask | pending;
        cf[at + k++] = f;
      }
    return k;
  }

  /**
   * Points of plain aces and tens the leader can cash at once (opponents holding `opp`): a card of his
   * that beats every opposing card of its suit wins when led unless an opponent void in the suit can
   * trump it. Cashing one suit leaves the others as they were (an opponent who can trump follows suit),
   * and each cashed trick keeps him on lead, so a leader playing alone cashes one per suit (a second
   * card of the suit might meet an opponent void by then); with a
   * partner only one is counted (the partner may trump it and take the lead).
   */
  private cashPoints(opp: number): number {
    const l = this.leader;
    const hand = this.hands[l] as number;
    const trumpMask = SUIT_MASK[this.trump as 0] as number;
    let ruffable = 0;
    for (let o = 0; o < this.n; o++) {
      if (this.ours(o) === this.ours(l)) continue;
      const h = this.hands[o] as number;
      if (!(h & trumpMask)) continue;
      for (let s = 0; s < 4; s++) if (!(h & (SUIT_MASK[s as 0] as number))) ruffable |= 1 << s;
    }
    const alone = this.alone(l);
    let points = 0;
    let cashed = 0;
    this.cashTricks = 0;
    for (let m = hand & ACES_TENS & ~trumpMask; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      const suit = c >> 3;
      // One card per suit: after the first an opponent may be void in it and trump the next.
      if ((ruffable | cashed) & (1 << suit) || opp & (this.higher[c] as number)) continue;
      cashed |= 1 << suit;
      this.cashTricks++;
      points += 10;
      // A hand with a single card of the suit must play it: a bare ten falls under the ace.
      const suitMask = SUIT_MASK[suit as 0] as number;
      for (let o = 0; o < this.n; o++) {
        const h = (this.hands[o] as number) & suitMask;
        if (o !== l && h !== 0 && (h & (h - 1)) === 0 && h & ACES_TENS) points += 10;
      }
      if (!alone) break;
    }
    return points;
  }

  /**
   * Whether the leader's side (holding `side`, the opponents `opp`) takes every trick left whatever the
   * opponents do. Each of its cards must beat every opponent's card of its suit; then either the
   * opponents hold no trump (every card the side leads wins, whichever of its seats wins the trick and
   * leads next), or the leader plays alone and can draw their trumps first: at least as many trumps as
   * any opponent, not counting a seven he must hold back.
   */
  private takesAll(side: number, opp: number): boolean {
    const higher = this.higher;
    for (let m = side; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      if (opp & (higher[c] as number)) return false;
    }
    const trumpMask = SUIT_MASK[this.trump as 0] as number;
    if ((opp & trumpMask) === 0) return true;
    const l = this.leader;
    if ((this.hands[l] as number) !== side) return false;
    let own = side & trumpMask;
    const held = this.heldSeven[l] as number;
    if (held >= 0) own &= ~(1 << held);
    const drawn = size(own);
    for (let o = 0; o < this.n; o++)
      if (!this.ours(o) !== !this.ours(l) && size((this.hands[o] as number) & trumpMask) > drawn)
        return false;
    return true;
  }

  /**
   * Points of the trump ace and ten that one side is sure to take: a trump wins its trick when no higher
   * trump is in it, so the ace always does and the ten does unless the opponents hold the ace. (A plain
   * ace is not sure: its holder may have to throw it on a trick of another suit.)
   */
  private surePoints(side: number, opponents: number): number {
    const ace = this.trump * 8 + ACE;
    const ten = this.trump * 8 + TEN;
    let points = 0;
    if ((side >>> ace) & 1) points += 10;
    if ((side >>> ten) & 1 && !((opponents >>> ace) & 1)) points += 10;
    return points;
  }

  /** Whether seat o, next to play to the current trick, can beat `card` (the trick's winner so far). */
  private beatenBy(o: number, card: number): boolean {
    const hand = this.hands[o] as number;
    const led = (this.cards[this.tb] as number) >> 3;
    const follow = hand & (SUIT_MASK[led as 0] as number);
    if (follow) return card >> 3 === led && (follow & (this.higher[card] as number)) !== 0;
    const trumps = this.noTrump ? 0 : hand & (SUIT_MASK[this.trump as 0] as number);
    if (!trumps) return false;
    return card >> 3 !== this.trump || (trumps & (this.higher[card] as number)) !== 0;
  }

  /**
   * Fills the ply's move buffer with one card per equivalence class of the allowed cards: touching cards
   * of one suit in one hand (only played cards between them), with equal points and no role of their
   * own (the trump seven, a king or queen still able to announce a marriage). Returns the count.
   */
  private generate(ply: number, allowed: number): number {
    const p = this.toMove;
    const hand = this.hands[p] as number;
    const base = ply * MAX_MOVES;
    // One allowed card is its own class.
    if ((allowed & (allowed - 1)) === 0) {
      if (allowed === 0) return 0;
      this.moveBuf[base] = 31 - Math.clz32(allowed);
      return 1;
    }
    const others = (this.remaining & ~hand) | this.onTable;
    const suitOrder = !this.noTrump;
    const rankAt = this.order;
    let count = 0;
    for (let s = 0; s < 4; s++) {
      const shift = s * 8;
      let a = (allowed >>> shift) & 0xff;
      if (a === 0) continue;
      // In strength order (bit j = the j-th weakest rank): a run of allowed cards merges unless another
      // hand's card or a card of this hand that is not allowed lies between them.
      let breaks = ((others >>> shift) & 0xff) | ((hand >>> shift) & ~allowed & 0xff);
      // In a suit game aces and tens merge only with each other; the trump seven and a live marriage
      // pair with nothing.
      let solo = 0;
      if (suitOrder) {
        a = BY_SUIT_STRENGTH[a] as number;
        breaks = BY_SUIT_STRENGTH[breaks] as number;
        if (s === this.trump || s === this.auxCard >> 3) solo |= 1 << (SUIT_SLOT[SEVEN] as number);
        if (((hand >>> shift) & PAIR) === PAIR && !(((this.declMask | this.defMask) >> s) & 1))
          solo |= PAIR_SLOTS;
      }
      let prev = -1;
      for (let m = a; m !== 0; m &= m - 1) {
        const j = 31 - Math.clz32(m & -m);
        const isSolo = (solo >> j) & 1;
        if (
          prev >= 0 &&
          !isSolo &&
          (breaks & ((1 << j) - (2 << prev))) === 0 &&
          (!suitOrder || ((POINT_SLOTS >> j) & 1) === ((POINT_SLOTS >> prev) & 1))
        ) {
          prev = j;
          continue;
        }
        this.moveBuf[base + count++] = shift + (rankAt[j] as number);
        prev = isSolo ? -1 : j;
      }
    }
    return count;
  }

  /** The killer slot of the node to move: its ply, and the led suit of its trick (4 when it leads). */
  private killerSlot(): number {
    return this.ply * 5 + (this.trickLen === 0 ? 4 : (this.cards[this.tb] as number) >> 3);
  }

  /** Sorts the ply's moves by a cheap guess at their merit, the killer and the table's move first. */
  private orderMoves(base: number, count: number, ttMove: number): void {
    const p = this.toMove;
    const str = this.str;
    const mine = this.ours(p);
    const len = this.trickLen;
    const winPos = this.winPos[this.sb + len] as number;
    const winCard = len > 0 ? (this.cards[this.tb + winPos] as number) : -1;
    const killer = this.killer[this.killerSlot()] as number;
    const partnerWins = len > 0 && this.ours(this.seatAt[this.leader + winPos] as number) === mine;
    const others = this.remaining & ~(this.hands[p] as number);
    const next = this.seatAt[p + 1] as number;
    const nextFoe = len > 0 && len < this.n - 1 && this.ours(next) !== mine;
    // Whether the partner's card now winning the trick stays the winner past the next opponent.
    const partnerHolds = partnerWins && !(nextFoe && this.beatenBy(next, winCard));
    // Plain suits an opponent of the leader could trump (void in them, trumps left): their top cards are
    // not sure tricks.
    let ruffable = 0;
    if (len === 0 && !this.noTrump)
      for (let o = 0; o < this.n; o++) {
        if (this.ours(o) === mine) continue;
        const h = this.hands[o] as number;
        if (!(h & SUIT_MASK[this.trump as 0])) continue;
        for (let s = 0; s < 4; s++) if (!(h & SUIT_MASK[s as 0])) ruffable |= 1 << s;
      }
    // Plain suits in which a partner of a defender on lead holds a card above all of the declarer's side's:
    // a low lead there lets the partner win the trick.
    let partnerTop = 0;
    if (len === 0 && !this.noTrump && !mine) {
      let declHand = 0;
      for (let o = 0; o < this.n; o++) if (this.ours(o)) declHand |= this.hands[o] as number;
      for (let o = 0; o < this.n; o++) {
        if (o === p || this.ours(o)) continue;
        const h = this.hands[o] as number;
        for (let s = 0; s < 4; s++) {
          const theirs = (declHand >>> (s * 8)) & 0xff;
          if (s === this.trump || theirs === 0) continue;
          // Disjoint sets in strength order: the larger number holds the strongest card.
          if (BY_SUIT_STRENGTH[(h >>> (s * 8)) & 0xff]! > BY_SUIT_STRENGTH[theirs]!) partnerTop |= 1 << s;
        }
      }
    }
    for (let i = 0; i < count; i++) {
      const c = this.moveBuf[base + i] as number;
      const st = str[c] as number;
      const pts = POINTS[c] as number;
      let score: number;
      if (c === killer) score = KILLER_MOVE;
      else if (c === ttMove) score = TABLE_MOVE;
      else if (len === 0) {
        if (this.betl) {
          // The declarer leads under a card the defence must play; the defence leads low into a suit
          // the declarer has to follow, best where all his cards are higher.
          const suit = SUIT_MASK[(c >> 3) as 0];
          if (mine) score = (others & HIGHER_PLAIN[c]! ? 100 : 0) - st;
          else {
            const decl = (this.hands[this.decl] as number) & suit;
            score = (decl ? 50 : 0) + (decl & ~HIGHER_PLAIN[c]! & suit ? 0 : 50) - st;
          }
        } else if (this.durch) score = mine ? st : -st;
        else {
          // Lead a plain card nobody can beat, else a low card without points. Trumps come after them:
          // a top trump earns no precedence (drawing trumps is rarely the lead that refutes), and the
          // declarer's trumps, top or not, come after his low plain cards; only the defence against an
          // announced seven leads trumps early, to draw the declarer's.
          const trump = c >> 3 === this.trump;
          const top = (others & (this.higher[c] as number)) === 0 && !((ruffable >> (c >> 3)) & 1);
          score =
            (top ? (!trump ? 100 : mine ? -30 : 0) : 0) +
            (trump ? (this.trumpLead[p] as number) : 0) +
            (!top && (partnerTop >> (c >> 3)) & 1 ? PARTNER_LEAD : 0) +
            st -
            (top ? 0 : pts * 4);
        }
      } else {
        const beats =
          (c >> 3 === winCard >> 3 && st > (str[winCard] as number)) ||
          (c >> 3 === this.trump && winCard >> 3 !== this.trump);
        if (this.betl) score = mine ? (beats ? -100 - st : st) : -st;
        else if (this.durch) score = mine ? (beats ? 100 - st : -st) : beats ? 100 + st : -st;
        else if (partnerHolds) score = pts * 4 - st;
        // A card the next opponent can still beat is a card given away: the cheapest first. A plain
        // ace or ten that takes the trick banks its points; a trump takes it as well as the cheapest.
        else if (beats && !(nextFoe && this.beatenBy(next, c)))
          score = 100 + (c >> 3 === this.trump ? 0 : pts * 4) - st;
        else score = -pts * 4 - st;
      }
      this.scoreBuf[base + i] = score * 1024 + Math.min(1023, (this.history[c] as number) >> 2);
    }
    // Insertion sort, best first (at most ten moves).
    for (let i = 1; i < count; i++) {
      const m = this.moveBuf[base + i] as number;
      const sc = this.scoreBuf[base + i] as number;
      let j = i - 1;
      while (j >= 0 && (this.scoreBuf[base + j] as number) < sc) {
        this.moveBuf[base + j + 1] = this.moveBuf[base + j] as number;
        this.scoreBuf[base + j + 1] = this.scoreBuf[base + j] as number;
        j--;
      }
      this.moveBuf[base + j + 1] = m;
      this.scoreBuf[base + j + 1] = sc;
    }
  }

  // ------------------------------------------------------------------------------------------
  // Leaves

  private leafValue(): number {
    return this.leafFor(
      this.declCards,
      this.sevenCode,
      this.declMask,
      this.defMask,
      this.firstDecl,
      this.firstDef,
      this.auxCode,
      this.declTricks,
    );
  }

  /** The leaf with every card point and trick still out given to the declarer's side. */
  private mostLeaf(): number {
    return this.leafFor(
      this.totalCards,
      this.sevenCode,
      this.declMask,
      this.defMask,
      this.firstDecl,
      this.firstDef,
      this.auxCode,
      this.total,
    );
  }

  /** The money (or the objective) of a finished play with these card points, seven fate and marriages. */
  private leafFor(
    declCards: number,
    sevenCode: number,
    declMask: number,
    defMask: number,
    firstDecl: number,
    firstDef: number,
    auxCode: number,
    declTricks: number,
  ): number {
    return this.leaf(
      this.leafBase(declCards, declTricks) |
        (declMask << LEAF_DECL_MASK) |
        (defMask << LEAF_DEF_MASK) |
        ((firstDecl + 1) << LEAF_FIRST_DECL) |
        ((firstDef + 1) << LEAF_FIRST_DEF) |
        (sevenCode << LEAF_SEVEN) |
        (auxCode << LEAF_AUX),
    );
  }

  /** The leaf key's fields that are not the sevens' and marriages': the points, whether broken, the tricks. */
  private leafBase(declCards: number, declTricks: number): number {
    return (
      declCards |
      ((this.broken >= 0 ? 1 : 0) << LEAF_BROKEN) |
      (this.byTricks ? declTricks << LEAF_TRICKS : 0)
    );
  }

  /** The value of a leaf by its key (LEAF_*: the bit fields of leafFor's arguments). */
  private leaf(key: number): number {
    // A direct-mapped front for the Map: a search meets a few dozen leaf keys, read millions of times.
    const slot = Math.imul(key, 0x9e3779b1) >>> (32 - LEAF_SLOT_BITS);
    if (this.leafKeys[slot] === ~key) return this.leafValues[slot] as number;
    let value = this.leafCache.get(key);
    if (value === undefined) {
      const result = this.resultFor(
        key & LEAF_POINTS,
        (key >>> LEAF_SEVEN) & 3,
        (key >>> LEAF_DECL_MASK) & 15,
        (key >>> LEAF_DEF_MASK) & 15,
        ((key >>> LEAF_FIRST_DECL) & 7) - 1,
        ((key >>> LEAF_FIRST_DEF) & 7) - 1,
        (key >>> LEAF_AUX) & 7,
        key >>> LEAF_TRICKS,
      );
      value = this.objective ? this.objective(result) : settleResult(result).perDefender;
      this.leafCache.set(key, value);
    }
    this.leafKeys[slot] = ~key;
    this.leafValues[slot] = value;
    return value;
  }

  private marriagesOf(base: readonly number[], mask: number, first: number): number[] {
    const out = base.slice();
    const points = (s: number) => marriagePoints(s === this.trump);
    const known = this.state.marriages.map((m) => suitIndex(m.suit));
    if (first >= 0 && !known.includes(first)) out.push(points(first));
    for (let s = 0; s < 4; s++) if ((mask >> s) & 1 && s !== first && !known.includes(s)) out.push(points(s));
    return out;
  }

  private resultFor(
    declCards: number,
    sevenCode: number,
    declMask: number,
    defMask: number,
    firstDecl: number,
    firstDef: number,
    auxCode: number,
    declTricks: number,
  ): HandResult {
    let seven: SevenFate | null = this.fixedSeven;
    if (sevenCode !== SEVEN_NONE && this.sevenHolder >= 0 && (seven === null || sevenCode !== SEVEN_KILLED)) {
      const won = sevenCode === SEVEN_WON;
      seven = {
        seat: this.seats[this.sevenHolder] as Seat,
        trick: sevenCode === SEVEN_EARLY ? 0 : this.last,
        won,
        // Which card took the seven does not change the money.
        by: won ? null : cardAt(this.sevenCard + 7),
        bySeat: won ? null : (this.seats[(this.sevenHolder + 1) % this.n] as Seat),
      };
    }
    return {
      ...this.base,
      end: this.broken >= 0 ? (this.betl ? 'betlLost' : 'durchLost') : 'played',
      declarerSide: {
        cards: declCards,
        marriages: this.marriagesOf(this.baseDeclMarriages, declMask, firstDecl),
      },
      defenceSide: {
        cards: this.totalCards - declCards,
        marriages: this.marriagesOf(this.baseDefMarriages, defMask, firstDef),
      },
      seven,
      brokenAt: this.broken >= 0 ? this.broken : null,
      tricks: this.total,
      ...(this.twoSevens === null && !this.byTricks
        ? {}
        : { extras: this.extras(seven, auxCode, declTricks) }),
    };
  }

  /**
   * What the variant's settlement rules read off a finished play: for dvě sedmy both sevens' fates (the
   * auxiliary one by its code), for the game by tricks the declarer's side's tricks.
   */
  private extras(
    seven: SevenFate | null,
    auxCode: number,
    declTricks: number,
  ): Readonly<Record<string, unknown>> {
    const out: Record<string, unknown> = { ...this.base.extras };
    if (this.byTricks)
      out[EXTRAS_ID.trickMajority] = { declarer: declTricks, tricks: this.total } satisfies TrickCount;
    if (this.twoSevens === null) return out;
    let auxSeven: SevenFate | null = null;
    if (auxCode !== AUX_NONE && this.auxHolder >= 0) {
      if (this.fixedAux !== null) auxSeven = this.fixedAux;
      else {
        const won = auxCode === AUX_WON;
        auxSeven = {
          seat: this.seats[this.auxHolder] as Seat,
          trick: auxCode === AUX_EARLY ? 0 : auxCode === AUX_LATE ? this.last : this.last - 1,
          won,
          // Which card took it does not change the money.
          by: won ? null : cardAt(this.auxCard + 7),
          bySeat: won ? null : (this.seats[(this.auxHolder + 1) % this.n] as Seat),
        };
      }
    }
    out[EXTRAS_ID.twoSevens] = { ...this.twoSevens, trumpSeven: seven, auxSeven } satisfies TwoSevensRead;
    return out;
  }

  // ------------------------------------------------------------------------------------------
  // Make and unmake

  play(card: number): void {
    const p = this.toMove;
    const k = this.ply++;
    this.uCard[k] = card;
    this.uPlayer[k] = p;
    this.uMarriage[k] = 0;
    const hand = ((this.hands[p] as number) & ~(1 << card)) | 0;
    this.hands[p] = hand;
    this.remaining &= ~(1 << card);
    this.push(card);
    // A marriage is announced with the first card of the pair (rules/000 čl. III odst. 3).
    // Only a svršek or král can announce (PAIR: their ranks).
    if (!this.noTrump && (PAIR >> (card & 7)) & 1) {
      const suit = card >> 3;
      if (
        !(((this.declMask | this.defMask) >> suit) & 1) &&
        announcesMarriage(hand >>> 0, card, this.overFirst)
      ) {
        // 1: a marriage, 2: the side's first one.
        this.uMarriage[k] = 1;
        if (this.ours(p)) {
          this.declMask |= 1 << suit;
          if (this.firstDecl < 0) {
            this.firstDecl = suit;
            this.uMarriage[k] = 2;
          }
        } else {
          this.defMask |= 1 << suit;
          if (this.firstDef < 0) {
            this.firstDef = suit;
            this.uMarriage[k] = 2;
          }
        }
      }
    }
    if (card === this.sevenCard) this.sevenPlayer = p;
    if (card === this.auxCard) this.auxPlayer = p;
    if (this.trickLen === this.n) this.complete();
    else this.toMove = this.seatAt[p + 1] as number;
  }

  /** Scores the full trick and hands the lead to its winner; what it changes is saved per trick. */
  private complete(): void {
    const t = this.tricksDone;
    this.tLeader[t] = this.leader;
    this.tDeclCards[t] = this.declCards;
    this.tBroken[t] = this.broken;
    this.tSevenCode[t] = this.sevenCode;
    this.tAuxCode[t] = this.auxCode;
    const winner = this.seatAt[this.leader + (this.winPos[this.sb + this.n] as number)] as number;
    // The trick's cards are the ones on the table.
    const onTable = this.onTable;
    this.tOnTable[t] = onTable;
    const last = t === this.last;
    const points = size(onTable & ACES_TENS) * 10 + (last ? LAST_TRICK_POINTS : 0);
    const ours = this.ours(winner);
    this.tDeclTricks[t] = this.declTricks;
    if (ours) {
      this.declCards += points;
      this.declTricks++;
    }
    if (this.sevenCode === SEVEN_NONE && this.sevenCard >= 0 && (onTable >>> this.sevenCard) & 1)
      this.sevenCode = !last ? SEVEN_EARLY : winner === this.sevenPlayer ? SEVEN_WON : SEVEN_KILLED;
    if (this.auxCode === AUX_NONE && this.auxCard >= 0 && (onTable >>> this.auxCard) & 1)
      this.auxCode =
        t < this.last - 1 ? AUX_EARLY : last ? AUX_LATE : winner === this.auxPlayer ? AUX_WON : AUX_KILLED;
    if (this.betl ? ours : this.durch && !ours && !(last && this.clever)) this.broken = t;
    this.tricksDone = t + 1;
    this.tb += 4;
    this.sb += 5;
    this.trickLen = 0;
    this.onTable = 0;
    this.leader = winner;
    this.toMove = winner;
  }

  undo(): void {
    const k = --this.ply;
    const card = this.uCard[k] as number;
    const p = this.uPlayer[k] as number;
    // Only a card that completed a trick leaves none on the table.
    if (this.trickLen === 0) {
      const t = --this.tricksDone;
      this.tb -= 4;
      this.sb -= 5;
      this.trickLen = this.n;
      this.onTable = this.tOnTable[t] as number;
      this.leader = this.tLeader[t] as number;
      this.declCards = this.tDeclCards[t] as number;
      this.broken = this.tBroken[t] as number;
      this.sevenCode = this.tSevenCode[t] as number;
      this.auxCode = this.tAuxCode[t] as number;
      this.declTricks = this.tDeclTricks[t] as number;
    }
    this.trickLen--;
    this.onTable &= ~(1 << card);
    this.hands[p] = (this.hands[p] as number) | (1 << card) | 0;
    this.remaining |= 1 << card;
    const marriage = this.uMarriage[k] as number;
    if (marriage !== 0) {
      const suit = card >> 3;
      if (this.ours(p)) {
        this.declMask &= ~(1 << suit);
        if (marriage === 2) this.firstDecl = -1;
      } else {
        this.defMask &= ~(1 << suit);
        if (marriage === 2) this.firstDef = -1;
      }
    }
    if (card === this.sevenCard) this.sevenPlayer = -1;
    if (card === this.auxCard) this.auxPlayer = -1;
    this.toMove = p;
  }
}

let table: TranspositionTable | null = null;

/**
 * The table searches use unless given one: allocated once per thread and cleared (O(1)) by each new
 * Search, so only one default-table search may be in use at a time.
 */
function sharedTable(): TranspositionTable {
  table ??= new TranspositionTable();
  return table;
}

function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask | 0; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

/** The exact value of a position in play (or of a finished hand) and a best card for the seat to act. */
export function solve(state: HandState): { value: number; best: Card | null; nodes: number } {
  if (state.phase === 'finished') return { value: settle(state).perDefender, best: null, nodes: 0 };
  const search = new Search(state);
  const { value, best } = search.solve();
  return { value, best, nodes: search.nodes };
}

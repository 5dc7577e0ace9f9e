/**
 * The transposition table: bounds on the value of trick-boundary positions, keyed by KEY_WORDS 32-bit
 * words, in flat typed arrays (open addressing, a few probes, newest wins). `clear()` is O(1): entries
 * carry the generation they were written in, so one table can serve many solves without reallocating.
 * A slot is its generation, in an array of their own (most probes that miss read only that: 0.5 MB stays
 * in the cache where the records do not), one 32-byte record of integers (key, the points each bound was
 * proven at, the move) and its two bounds side by side, so a probe that hits reads three cache lines at
 * most rather than one per field.
 */
const PROBES = 4;
/** Words in a key: one per suit and one for the rest of the position (see Search's key). */
export const KEY_WORDS = 5;
/** A slot's record: the key's words, then the points of each bound and the move (one word unused). */
const RECORD = 8;
const KEY = 0;
const LOWER_AT = KEY + KEY_WORDS;
const UPPER_AT = LOWER_AT + 1;
/** The move shares the upper bound's points word: points in the low 16 bits, the move above them. */
const MOVE_SHIFT = 16;

/** The constructor's fields are `declare`d so that V8 keeps them typed (see Search). */
export class TranspositionTable {
  declare private readonly mask: number;
  declare private readonly shift: number;
  declare private readonly records: Int32Array;
  /** Each slot's generation, apart from its record: a probe of an empty slot reads only this array. */
  declare private readonly gens: Int32Array;
  /** Lower and upper bound of slot i at 2i and 2i + 1. */
  declare private readonly bounds: Float64Array;
  private generation = 1;
  /** The search whose entries the table holds; another search clears it before use. */
  owner: unknown = null;
  /** The game its owner searched (Search `sameGame`): a search of the same game may keep the bounds. */
  game = '';

  constructor(bits = 17) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.shift = 32 - bits;
    this.records = new Int32Array(size * RECORD);
    this.gens = new Int32Array(size);
    this.bounds = new Float64Array(size * 2);
  }

  clear(): void {
    this.generation++;
  }

  /** The slot where a key's probe starts (pass it to find and store, so a node hashes its key once). */
  home(key: Int32Array): number {
    let h = 0x2545f491;
    for (let w = 0; w < KEY_WORDS; w++) h = Math.imul(h ^ (key[w] as number), 0x9e3779b1) ^ (h >>> 15);
    return Math.imul(h ^ (h >>> 13), 0x85ebca6b) >>> this.shift;
  }

  private holds(slot: number, key: Int32Array): boolean {
    const at = slot * RECORD;
    const r = this.records;
    if (this.gens[slot] !== this.generation) return false;
    for (let w = 0; w < KEY_WORDS; w++) if (r[at + KEY + w] !== key[w]) return false;
    return true;
  }

  /**
   * The slot holding this key (whose home() is `home`), or -1. A free slot ends the probe: slots are never
   * freed within a generation and a key is stored in the first free slot of its probe, so none lies past one.
   */
  find(key: Int32Array, home = this.home(key)): number {
    let i = home;
    for (let k = 0; k < PROBES; k++, i = (i + 1) & this.mask) {
      if (this.gens[i] !== this.generation) return -1;
      if (this.holds(i, key)) return i;
    }
    return -1;
  }

  /** A found slot's lower bound and the declarer's card points it was proven at. */
  lower(slot: number): number {
    return this.bounds[2 * slot] as number;
  }
  lowerAt(slot: number): number {
    return this.records[slot * RECORD + LOWER_AT] as number;
  }
  /** A found slot's upper bound and the declarer's card points it was proven at. */
  upper(slot: number): number {
    return this.bounds[2 * slot + 1] as number;
  }
  upperAt(slot: number): number {
    return ((this.records[slot * RECORD + UPPER_AT] as number) << MOVE_SHIFT) >> MOVE_SHIFT;
  }
  /** A found slot's best move (a card index), or -1. */
  move(slot: number): number {
    return (this.records[slot * RECORD + UPPER_AT] as number) >> MOVE_SHIFT;
  }

  /**
   * Writes bounds for a key, proven with the declarer at `points` card points, into its slot, a free slot,
   * or over the home slot. The value never falls as the declarer's points rise, so a lower bound holds at
   * `points` and above, an upper bound at `points` and below. In the key's own slot a bound replaces the
   * stored one unless the stored one is at least as strong and holds for at least as many points.
   */
  store(
    key: Int32Array,
    points: number,
    lower: number,
    upper: number,
    move: number,
    home = this.home(key),
  ): void {
    const r = this.records;
    let slot = home;
    let same = false;
    for (let k = 0, i = home; k < PROBES; k++, i = (i + 1) & this.mask) {
      if (this.gens[i] !== this.generation) {
        slot = i;
        break;
      }
      if (this.holds(i, key)) {
        slot = i;
        same = true;
        break;
      }
    }
    const at = slot * RECORD;
    if (same) {
      if (!(this.lower(slot) >= lower && this.lowerAt(slot) <= points)) {
        this.bounds[2 * slot] = lower;
        r[at + LOWER_AT] = points;
      }
      let upperAt = this.upperAt(slot);
      if (!(this.upper(slot) <= upper && upperAt >= points)) {
        this.bounds[2 * slot + 1] = upper;
        upperAt = points;
      }
      r[at + UPPER_AT] = (move << MOVE_SHIFT) | (upperAt & 0xffff);
      return;
    }
    this.gens[slot] = this.generation;
    for (let w = 0; w < KEY_WORDS; w++) r[at + KEY + w] = key[w] as number;
    this.bounds[2 * slot] = lower;
    this.bounds[2 * slot + 1] = upper;
    r[at + LOWER_AT] = points;
    r[at + UPPER_AT] = (move << MOVE_SHIFT) | (points & 0xffff);
  }
}

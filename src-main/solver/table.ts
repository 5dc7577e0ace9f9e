/**
 * The transposition table: bounds on the value of trick-boundary positions, keyed by KEY_WORDS 32-bit
 * words, in flat typed arrays (open addressing, a few probes, newest wins). `clear()` is O(1): entries
 * carry the generation they were written in, so one table can serve many solves without reallocating.
 */
const PROBES = 4;
/** Words in a key: one per suit and one for the rest of the position (see Search's key). */
export const KEY_WORDS = 5;

export class TranspositionTable {
  private readonly mask: number;
  private readonly shift: number;
  private readonly keys: Int32Array;
  private readonly gen: Int32Array;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  readonly move: Int8Array;
  /** The declarer's card points at which `lower` and `upper` were proven. */
  readonly lowerAt: Int16Array;
  readonly upperAt: Int16Array;
  private generation = 1;
  /** The search whose entries the table holds; another search clears it before use. */
  owner: unknown = null;

  constructor(bits = 17) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.shift = 32 - bits;
    this.keys = new Int32Array(size * KEY_WORDS);
    this.gen = new Int32Array(size);
    this.lower = new Float64Array(size);
    this.upper = new Float64Array(size);
    this.move = new Int8Array(size);
    this.lowerAt = new Int16Array(size);
    this.upperAt = new Int16Array(size);
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
    if (this.gen[slot] !== this.generation) return false;
    const at = slot * KEY_WORDS;
    for (let w = 0; w < KEY_WORDS; w++) if (this.keys[at + w] !== key[w]) return false;
    return true;
  }

  /** The slot holding this key (whose home() is `home`), or -1. */
  find(key: Int32Array, home = this.home(key)): number {
    let i = home;
    for (let k = 0; k < PROBES; k++, i = (i + 1) & this.mask) if (this.holds(i, key)) return i;
    return -1;
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
    let slot = home;
    let same = false;
    for (let k = 0, i = home; k < PROBES; k++, i = (i + 1) & this.mask) {
      if (this.gen[i] !== this.generation) {
        slot = i;
        break;
      }
      if (this.holds(i, key)) {
        slot = i;
        same = true;
        break;
      }
    }
    this.move[slot] = move;
    if (same) {
      const oldLower = this.lower[slot] as number;
      if (!(oldLower >= lower && (this.lowerAt[slot] as number) <= points)) {
        this.lower[slot] = lower;
        this.lowerAt[slot] = points;
      }
      const oldUpper = this.upper[slot] as number;
      if (!(oldUpper <= upper && (this.upperAt[slot] as number) >= points)) {
        this.upper[slot] = upper;
        this.upperAt[slot] = points;
      }
      return;
    }
    this.gen[slot] = this.generation;
    this.keys.set(key, slot * KEY_WORDS);
    this.lower[slot] = lower;
    this.upper[slot] = upper;
    this.lowerAt[slot] = points;
    this.upperAt[slot] = points;
  }
}

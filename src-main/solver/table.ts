/**
 * The transposition table: bounds on the value of trick-boundary positions, keyed by KEY_WORDS 32-bit
 * words, in flat typed arrays (open addressing, a few probes, newest wins). `clear()` is O(1): entries
 * carry the generation they were written in, so one table can serve many solves without reallocating.
 */
const PROBES = 4;
/** Words in a key: one per suit and one for the rest of the position (see Search's key). */
export const KEY_WORDS = 5;

/**
 * One slot's words: the key, the generation, the points at which its bounds were proven (lower in the
 * low half, upper in the high half) and the move. Eight words (32 bytes) so that a slot, and mostly a
 * probe's run of slots, shares cache lines: the table is larger than the caches.
 */
const STRIDE = 8;
const GEN = KEY_WORDS;
const AT = KEY_WORDS + 1;
const MOVE = KEY_WORDS + 2;

export class TranspositionTable {
  private readonly mask: number;
  private readonly shift: number;
  /** Per slot STRIDE words (above). */
  private readonly words: Int32Array;
  /** Per slot the lower and the upper bound. */
  private readonly bounds: Float64Array;
  private generation = 1;
  /** The search whose entries the table holds; another search clears it before use. */
  owner: unknown = null;

  constructor(bits = 17) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.shift = 32 - bits;
    this.words = new Int32Array(size * STRIDE);
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
    const at = slot * STRIDE;
    const words = this.words;
    if (words[at + GEN] !== this.generation) return false;
    for (let w = 0; w < KEY_WORDS; w++) if (words[at + w] !== key[w]) return false;
    return true;
  }

  /** The slot holding this key (whose home() is `home`), or -1. */
  find(key: Int32Array, home = this.home(key)): number {
    let i = home;
    for (let k = 0; k < PROBES; k++, i = (i + 1) & this.mask) if (this.holds(i, key)) return i;
    return -1;
  }

  /** A slot's lower bound, proven with the declarer at lowerAt(slot) card points. */
  lower(slot: number): number {
    return this.bounds[slot * 2] as number;
  }

  upper(slot: number): number {
    return this.bounds[slot * 2 + 1] as number;
  }

  lowerAt(slot: number): number {
    return ((this.words[slot * STRIDE + AT] as number) << 16) >> 16;
  }

  upperAt(slot: number): number {
    return (this.words[slot * STRIDE + AT] as number) >> 16;
  }

  /** A slot's best move (a card index), or -1. */
  move(slot: number): number {
    return this.words[slot * STRIDE + MOVE] as number;
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
    const words = this.words;
    for (let k = 0, i = home; k < PROBES; k++, i = (i + 1) & this.mask) {
      if (words[i * STRIDE + GEN] !== this.generation) {
        slot = i;
        break;
      }
      if (this.holds(i, key)) {
        slot = i;
        same = true;
        break;
      }
    }
    const at = slot * STRIDE;
    words[at + MOVE] = move;
    if (same) {
      let lowerAt = this.lowerAt(slot);
      let upperAt = this.upperAt(slot);
      if (!(this.lower(slot) >= lower && lowerAt <= points)) {
        this.bounds[slot * 2] = lower;
        lowerAt = points;
      }
      if (!(this.upper(slot) <= upper && upperAt >= points)) {
        this.bounds[slot * 2 + 1] = upper;
        upperAt = points;
      }
      words[at + AT] = (lowerAt & 0xffff) | (upperAt << 16);
      return;
    }
    words.set(key, at);
    words[at + GEN] = this.generation;
    words[at + AT] = (points & 0xffff) | (points << 16);
    this.bounds[slot * 2] = lower;
    this.bounds[slot * 2 + 1] = upper;
  }
}

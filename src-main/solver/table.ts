/**
 * The transposition table: bounds on the value of trick-boundary positions, keyed by two 32-bit words,
 * in flat typed arrays (open addressing, a few probes, newest wins). `clear()` is O(1): entries carry the
 * generation they were written in, so one table can serve many solves without reallocating.
 */
const PROBES = 4;

export class TranspositionTable {
  private readonly mask: number;
  private readonly shift: number;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly gen: Int32Array;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  readonly move: Int8Array;
  private generation = 1;
  /** The search whose entries the table holds; another search clears it before use. */
  owner: unknown = null;

  constructor(bits = 18) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.shift = 32 - bits;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.gen = new Int32Array(size);
    this.lower = new Float64Array(size);
    this.upper = new Float64Array(size);
    this.move = new Int8Array(size);
  }

  clear(): void {
    this.generation++;
  }

  private home(lo: number, hi: number): number {
    return (Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) ^ (hi << 7)) >>> this.shift;
  }

  /** The slot holding this key, or -1. */
  find(lo: number, hi: number): number {
    let i = this.home(lo, hi);
    for (let k = 0; k < PROBES; k++, i = (i + 1) & this.mask) {
      if (this.gen[i] === this.generation && this.keyLo[i] === lo && this.keyHi[i] === hi) return i;
    }
    return -1;
  }

  /** Writes bounds for a key into its slot, a free slot, or over the home slot. */
  store(lo: number, hi: number, lower: number, upper: number, move: number): void {
    const home = this.home(lo, hi);
    let slot = home;
    for (let k = 0, i = home; k < PROBES; k++, i = (i + 1) & this.mask) {
      if (this.gen[i] !== this.generation) {
        slot = i;
        break;
      }
      if (this.keyLo[i] === lo && this.keyHi[i] === hi) {
        slot = i;
        break;
      }
    }
    this.gen[slot] = this.generation;
    this.keyLo[slot] = lo;
    this.keyHi[slot] = hi;
    this.lower[slot] = lower;
    this.upper[slot] = upper;
    this.move[slot] = move;
  }
}

/** The laydown search's transposition table and the records it keeps of decided positions. */

/** A decided position: won or lost, the secondary value, and the move chosen (-1: none recorded). */
export interface Entry {
  readonly win: boolean;
  /**
   * Won: the money (per defender) at the end of the line the search chose, the defence taking the
   * reply that leaves the least. Lost: plies until the loss is certain, the declarer taking the reply
   * that holds out longest.
   */
  readonly aux: number;
  readonly move: number;
}

export interface Judged {
  readonly good: boolean;
  readonly money: number;
}

/** Words of one undo frame: everything play() changes except the sevens' fates (kept beside). */
export const FRAME = 36;
/** Frames for the deepest line: the history replayed (at most 31 cards) and the search (32). */
export const FRAMES = 72;

/** A move is a card index, plus 32 when a defender's svršek or král announces a marriage. */
export const MARRIED = 32;

/** Decided trick-boundary positions, by five 32-bit key words: open addressing, grown at half full. */
export class Table {
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

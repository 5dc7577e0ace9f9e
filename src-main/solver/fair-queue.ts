/**
 * A queue shared by several callers that serves them in turns: start-time fair queuing with unit
 * costs. Each item gets a tag, one more than its caller's previous item's tag but never below the
 * tag last served; the smallest tag is served next (ties: the earlier item). So a caller's burst
 * waits its turn behind every other caller's next item, and a caller that was idle joins at the
 * current turn without credit saved up.
 */
interface Entry<T> {
  readonly item: T;
  readonly tag: number;
}

/** Callers with items waiting at once before newcomers share one turn (names come from outside). */
export const MAX_CALLERS = 16;
/** The caller newcomers are filed under while MAX_CALLERS others wait. */
export const OVERFLOW_CALLER = '\u0000overflow';

export class FairQueue<T> {
  private entries: Entry<T>[] = [];
  /** Tag of each caller's latest item; callers behind the clock are forgotten. */
  private readonly latest = new Map<string, number>();
  private clock = 0;

  private readonly maxCallers: number;

  constructor(maxCallers = MAX_CALLERS) {
    this.maxCallers = maxCallers;
  }

  get length(): number {
    return this.entries.length;
  }

  /**
   * Files `item` under `caller`. A page may name itself anything, so one naming many callers could take
   * many turns: while `maxCallers` callers wait, a new name shares the overflow caller's turn.
   */
  push(name: string, item: T): void {
    const caller = this.latest.has(name) || this.latest.size < this.maxCallers ? name : OVERFLOW_CALLER;
    const tag = Math.max(this.clock, (this.latest.get(caller) ?? -1) + 1);
    this.latest.set(caller, tag);
    this.entries.push({ item, tag });
  }

  /** The next item to serve, or undefined when empty. */
  shift(): T | undefined {
    if (this.entries.length === 0) return undefined;
    let best = 0;
    for (let i = 1; i < this.entries.length; i++)
      if ((this.entries[i] as Entry<T>).tag < (this.entries[best] as Entry<T>).tag) best = i;
    const [entry] = this.entries.splice(best, 1) as [Entry<T>];
    this.clock = entry.tag;
    for (const [caller, tag] of this.latest) if (tag < this.clock) this.latest.delete(caller);
    return entry.item;
  }

  /** Takes `item` out (a cancelled job); false when it is not queued. */
  remove(item: T): boolean {
    const i = this.entries.findIndex((e) => e.item === item);
    if (i < 0) return false;
    this.entries.splice(i, 1);
    return true;
  }

  /** Empties the queue, answering its items in order of arrival. */
  drain(): T[] {
    const items = this.entries.map((e) => e.item);
    this.entries = [];
    this.latest.clear();
    return items;
  }
}

/**
 * Runs tasks one after another per key (a promise chain each): two calls on one session never
 * interleave, calls on different sessions run independently. A failing task does not stop the chain.
 */
export class KeyedQueue<K> {
  private readonly tails = new Map<K, Promise<unknown>>();

  run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (diagnostics and tests). */
  get size(): number {
    return this.tails.size;
  }
}

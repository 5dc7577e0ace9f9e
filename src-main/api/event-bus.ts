/**
 * The one place main's events go through (src-shared/api/events.ts): services publish where their state
 * changes (the game service after a table moves on, the share controller when seats or its status
 * change); the transports subscribe (Electron's windows in src-main/index.ts, the SSE streams of the
 * loopback and guest servers, src-main/server/events.ts). Delivery is synchronous and in order; a
 * listener that throws is logged and the others still hear the event.
 */
import type { AppEvent } from '../../src-shared/index.ts';

export type EventListener = (event: AppEvent) => void;

export class EventBus {
  private readonly listeners = new Set<EventListener>();

  /** Tells every listener now subscribed. */
  publish(event: AppEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (e) {
        console.warn(`Mariáš: an event listener failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  /** Listens until the answered function is called (calling it twice is harmless). */
  subscribe(listener: EventListener): () => void {
    // A wrapper of its own: the same function subscribed twice is two subscriptions.
    const own: EventListener = (e) => listener(e);
    this.listeners.add(own);
    return () => void this.listeners.delete(own);
  }

  /** Listeners subscribed now. */
  get size(): number {
    return this.listeners.size;
  }
}

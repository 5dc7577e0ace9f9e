/**
 * The renderer's ear for main's events (src-shared/api/events.ts): under Electron the preload's
 * `window.marias.onEvent`, in a browser (browser mode, a guest's device) the server's Server-Sent Events
 * stream `GET /api/events`, read with fetch so that the bearer token goes in its header as for every call
 * (EventSource cannot send one). One stream per page, opened for the first listener, closed after the
 * last. Besides main's events, listeners hear what the stream itself does:
 *
 * - `connected`: the stream is (again) open. Whatever changed while it was not is unknown: refetch once.
 * - `lost`: the stream dropped; it re-opens after a pause doubling from 1 s up to RETRY_MAX_MS.
 * - `closed`: the server refuses this page's token (401: a guest whose host closed the table): no retry.
 */
import { type AppEvent, EVENTS_PATH, parseEvent } from '../../src-shared/api/events.ts';
import { type Fetch, bearerToken } from './client.ts';

export type EventNote = AppEvent | { readonly kind: 'connected' | 'lost' | 'closed' };
export type EventListener = (note: EventNote) => void;

/** After a lost stream, the next try waits twice as long as the last, up to this (ms). */
export const RETRY_MAX_MS = 8000;

/** What a transport tells of one stream it opened. */
export interface StreamHandlers {
  open(): void;
  event(event: AppEvent): void;
  /** The stream has ended; `revoked`: refused for its token (no use trying again). */
  end(revoked: boolean): void;
}

/** Opens one stream; answers the function that closes it (after which it tells nothing). */
export type EventTransport = (handlers: StreamHandlers) => () => void;

/** The Electron preload's subscription (never drops: it is open at once). */
export function bridgeTransport(onEvent: (listener: (raw: unknown) => void) => () => void): EventTransport {
  return (h) => {
    let live = true;
    const stop = onEvent((raw) => {
      const event = typeof raw === 'object' && raw !== null ? parseEvent(JSON.stringify(raw)) : null;
      if (live && event !== null) h.event(event);
    });
    queueMicrotask(() => live && h.open());
    return () => {
      live = false;
      stop();
    };
  };
}

/** The server's SSE stream over fetch, with the bearer token. */
export function httpTransport(
  getToken: () => string | null,
  fetchImpl: Fetch = (i, o) => fetch(i, o),
): EventTransport {
  return (h) => {
    const abort = new AbortController();
    let live = true;
    const end = (revoked: boolean) => {
      if (!live) return;
      live = false;
      h.end(revoked);
    };
    void (async () => {
      const token = getToken();
      const response = await fetchImpl(EVENTS_PATH, {
        headers: token ? { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } : {},
        signal: abort.signal,
      });
      if (response.status === 401) return end(true);
      if (!response.ok || response.body === null) return end(false);
      if (live) h.open();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done || !live) break;
        buffer += value;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          for (const line of block.split('\n')) {
            const event = line.startsWith('data: ') ? parseEvent(line.slice('data: '.length)) : null;
            if (event !== null && live) h.event(event);
          }
        }
      }
      end(false);
    })().catch(() => end(false));
    return () => {
      live = false;
      abort.abort();
    };
  };
}

export interface EventClient {
  /** Hears every note until the answered function is called. */
  subscribe(listener: EventListener): () => void;
}

/** One stream shared by the page's listeners, re-opened with backoff when it drops. */
export function eventClient(transport: EventTransport): EventClient {
  const listeners = new Set<EventListener>();
  let close: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  const tell = (note: EventNote) => {
    for (const l of [...listeners]) l(note);
  };
  function connect(): void {
    retry = null;
    close = transport({
      open: () => {
        failures = 0;
        tell({ kind: 'connected' });
      },
      event: tell,
      end: (revoked) => {
        close = null;
        if (listeners.size === 0) return;
        if (revoked) return tell({ kind: 'closed' });
        dropped();
      },
    });
  }
  function dropped(): void {
    failures++;
    tell({ kind: 'lost' });
    retry = setTimeout(connect, Math.min(500 * 2 ** failures, RETRY_MAX_MS));
  }
  // The device says it went off the network (a phone leaving the Wi-Fi): the stream is as good as gone,
  // though the socket may take long to notice. Back on it: try at once.
  const offline = () => {
    if (close === null) return;
    close();
    close = null;
    dropped();
  };
  const online = () => {
    if (retry === null) return;
    clearTimeout(retry);
    connect();
  };
  const network = (on: boolean) => {
    if (typeof window === 'undefined') return;
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('offline', offline);
    window[method]('online', online);
  };
  return {
    subscribe(listener) {
      const own: EventListener = (n) => listener(n);
      listeners.add(own);
      if (close === null && retry === null) {
        network(true);
        connect();
      }
      return () => {
        listeners.delete(own);
        if (listeners.size > 0) return;
        if (retry !== null) clearTimeout(retry);
        retry = null;
        close?.();
        close = null;
        failures = 0;
        network(false);
      };
    },
  };
}

/** What the Electron preload may expose besides `call`. */
interface EventBridge {
  onEvent(listener: (raw: unknown) => void): () => void;
}

/** The client for where the app runs: the preload in Electron, the SSE stream in a browser. */
export function defaultEventClient(): EventClient {
  const bridge = (typeof window !== 'undefined' ? window.marias : undefined) as
    Partial<EventBridge> | undefined;
  if (bridge && typeof bridge.onEvent === 'function') {
    const onEvent = bridge.onEvent.bind(bridge);
    return eventClient(bridgeTransport(onEvent));
  }
  return eventClient(httpTransport(bearerToken));
}

let current: EventClient | null = null;

/** The event client the stores use. */
export function useEvents(): EventClient {
  current ??= defaultEventClient();
  return current;
}

/** Replace the event client (tests inject one they drive; null goes back to the default). */
export function setEventClient(client: EventClient | null): void {
  current = client;
}

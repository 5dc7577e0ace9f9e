/**
 * Server-Sent Events: main's events (src-shared/api/events.ts) as a stream of `data: <json>` lines on
 * `GET /api/events`, for browser mode's page and a shared table's guests. Both servers check the request
 * first as for any API call (Host, Origin, the bearer token; the guest server its rate limits) and then
 * hand it here. A stream starts with a comment (`: connected`), carries only the events its `accept`
 * lets through, sends a comment every `heartbeatMs` (a connection gone dead is noticed by both ends) and
 * is forgotten the moment it closes. At most `max` are open at once: one more is answered 429.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppEvent } from '../../src-shared/index.ts';
import type { EventListener } from '../api/event-bus.ts';
import { securityHeaders } from './headers.ts';
import { type Reply, text } from './http.ts';

/** How often an idle stream says it is alive (ms). */
export const HEARTBEAT_MS = 15_000;

export interface StreamRequest {
  /** Listens to main's events until the answered function is called. */
  readonly subscribe: (listener: EventListener) => () => void;
  /** Whether this stream may hear an event (a guest: its own table only). */
  readonly accept: (event: AppEvent) => boolean;
  /** Called once when the stream has closed. */
  readonly onClose?: () => void;
}

export class EventStreams {
  private readonly max: number;
  private readonly heartbeatMs: number;
  private open = 0;

  constructor(max: number, heartbeatMs = HEARTBEAT_MS) {
    this.max = max;
    this.heartbeatMs = heartbeatMs;
  }

  /** Streams open now. */
  get count(): number {
    return this.open;
  }

  /**
   * Takes the response over as an event stream (answers null), or answers the reply refusing it: 405 for
   * another verb than GET, 429 when `max` streams are open.
   */
  start(req: IncomingMessage, res: ServerResponse, stream: StreamRequest): Reply | null {
    if (req.method !== 'GET') return text(405, 'Use GET.', { Allow: 'GET' });
    if (this.open >= this.max)
      return text(429, 'Too many event streams: close another window of the app.', { 'Retry-After': '5' });
    this.open++;
    res.writeHead(200, {
      ...securityHeaders(req.headers.host),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    const unsubscribe = stream.subscribe((event) => {
      if (stream.accept(event)) res.write(`data: ${JSON.stringify(event)}\n\n`);
    });
    const beat = setInterval(() => res.write(': alive\n\n'), this.heartbeatMs);
    beat.unref();
    res.once('close', () => {
      clearInterval(beat);
      unsubscribe();
      this.open--;
      stream.onClose?.();
    });
    return null;
  }
}

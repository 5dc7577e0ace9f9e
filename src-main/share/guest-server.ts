/**
 * The guest server: the shared table as friends' devices reach it over the home network. It listens on
 * 0.0.0.0 only while a table is shared (the share controller starts and closes it) and answers:
 *
 * - `POST /api/<method>` with `Authorization: Bearer <seat token>`: the guest methods only (guest-api.ts),
 *   200 with the ApiResult (a seat's hints past GUEST_HINTS: refused `hintsTooOften`; a call whose guest
 *   hangs up first stops its work); 401 no or unknown (revoked) token, 404 any other method (the app's own API is
 *   never forwarded), 405 another verb, 413 a body over 64 KB, 400 a body that is not JSON.
 * - `GET /api/events` with the seat token: the events of the link's own table as Server-Sent Events
 *   (src-main/server/events.ts); 401 and 429 as for a call, 429 also past MAX_STREAMS_PER_SEAT streams of
 *   one token or MAX_GUEST_STREAMS in all.
 * - The built renderer's files (GET, HEAD), as browser mode serves them.
 * - 403 a Host that is not this machine's address at the share's port (DNS rebinding) or a foreign
 *   Origin; 429 with Retry-After past the request limits, per remote address (everything) and per token
 *   (API calls); 408 headers or body that do not arrive in time.
 * - Sockets (src-main/server/sockets.ts, `GUEST_SOCKETS`): a socket silent for 2 s after connecting is
 *   closed; at most 16 per remote address and 64 in all, one more closing the socket idle the longest
 *   (never one whose request, an event stream included, is being answered).
 *
 * Built from the loopback server's pieces (server/http.ts, guard.ts, static.ts, headers.ts).
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { foreignRequest } from '../server/guard.ts';
import {
  type Reply,
  closeServer,
  decodedMethod,
  files,
  json,
  listen,
  listener,
  paramsOf,
  text,
  timeouts,
  whileConnected,
} from '../server/http.ts';
import { guestHosts } from './addresses.ts';
import { type GuestLink, type GuestReviewApi, type TableApi, guestCall, isGuestMethod } from './guest-api.ts';
import { HintGate, type Rate, RateLimiter } from './limits.ts';
import { EVENTS_PATH, err, eventSession } from '../../src-shared/index.ts';
import type { EventBus } from '../api/event-bus.ts';
import { EventStreams } from '../server/events.ts';
import { type SocketLimits, guardSockets } from '../server/sockets.ts';

/** A guest's request body at most (the largest guest call, an action, is under 200 bytes). */
export const GUEST_BODY_LIMIT = 64 * 1024;
/** Headers within 10 s, the whole request within 20 s (a phone on Wi-Fi sends 64 KB far sooner). */
export const GUEST_HEADERS_TIMEOUT_MS = 10_000;
export const GUEST_REQUEST_TIMEOUT_MS = 20_000;
/**
 * Sockets: 64 at once in all (a table of four devices needs a handful each), 16 per remote address (a
 * browser opens about six to a server, and a guest's event streams are two at most), and 2 s for a
 * socket's first byte (a browser sends its request at once). A neighbour holding sockets can so take
 * at most 16, and past the total the socket idle the longest goes, not the newcomer.
 */
export const GUEST_SOCKETS: SocketLimits = { total: 64, perAddress: 16, firstByteMs: 2_000 };
/** Event streams open at once, in all and per seat token (a reload may overlap the old page's). */
export const MAX_GUEST_STREAMS = 16;
export const MAX_STREAMS_PER_SEAT = 2;

export interface GuestLimits {
  /** API calls per seat token: the table advances computers one decision a call, fetches when told. */
  readonly perToken: Rate;
  /** Every request per remote address: a page load fetches about 40 files. */
  readonly perAddress: Rate;
  /** Hints per seat token, one at a time (default GUEST_HINTS). */
  readonly hints?: Rate;
}
/**
 * A seat's hints: 3 at once, then one every 5 s (a person thinks longer than that over a card), one at
 * a time; past that `hint` is refused `hintsTooOften` with the seconds to wait, so however a guest
 * floods, the host's table finds a worker free for its own moves.
 */
export const GUEST_HINTS: Rate = { burst: 3, perSecond: 0.2 };
export const GUEST_LIMITS: GuestLimits = {
  perToken: { burst: 30, perSecond: 5 },
  perAddress: { burst: 120, perSecond: 20 },
  hints: GUEST_HINTS,
};

export interface GuestServerOptions {
  /** 0: a free port. */
  readonly port: number;
  readonly rendererDir: string;
  /** This machine's addresses on its networks now (the Hosts accepted are these at the port). */
  readonly addresses: () => readonly string[];
  /** The seat a bearer token plays (compared in constant time; marks it seen), or null. */
  readonly linkOf: (token: string) => GuestLink | null;
  readonly games: TableApi;
  /** The review of the link seat's own decisions (none: those methods answer `internal`). */
  readonly reviews?: GuestReviewApi;
  /** Main's events, for the guests' streams (`GET /api/events`; none: the path answers 404). */
  readonly events?: Pick<EventBus, 'subscribe'>;
  /** A guest's stream opened (true) or closed (false), with the token it was opened with. */
  readonly onStream?: (link: GuestLink, open: boolean, token: string) => void;
  readonly limits?: GuestLimits;
  /** The clock of the limits (ms). */
  readonly now?: () => number;
  readonly headersTimeoutMs?: number;
  readonly requestTimeoutMs?: number;
  /** Default GUEST_SOCKETS. */
  readonly sockets?: SocketLimits;
  /**
   * A guest method was asked with a valid link (before it runs): the app is in use, as for the host's own
   * calls (app.ts tells the drill stock, which rests only while nobody plays).
   */
  readonly onCall?: () => void;
}

export interface GuestServer {
  readonly port: number;
  /** Stops listening and closes every connection. */
  close(): Promise<void>;
  /** Ends the event streams opened with `token` (a link revoked alone: `shareRelink`). */
  endStreams(token: string): void;
}

const tooMany = (seconds: number): Reply =>
  text(429, 'Too many requests: wait a moment.', { 'Retry-After': String(seconds) });

function bearer(req: IncomingMessage): string | null {
  const given = req.headers.authorization;
  if (typeof given !== 'string' || !given.startsWith('Bearer ')) return null;
  return given.slice('Bearer '.length);
}

export async function startGuestServer(options: GuestServerOptions): Promise<GuestServer> {
  const limits = options.limits ?? GUEST_LIMITS;
  const perToken = new RateLimiter(limits.perToken);
  const perAddress = new RateLimiter(limits.perAddress);
  const hints = new HintGate(limits.hints ?? GUEST_HINTS);
  const now = options.now ?? Date.now;
  let port = 0;

  const streams = new EventStreams(MAX_GUEST_STREAMS);
  const seatStreams = new Map<string, number>();
  /** The responses of the open streams, by token (to end a revoked link's). */
  const tokenStreams = new Map<string, Set<ServerResponse>>();

  /** The link a request's bearer token plays, or the reply refusing it (401, 429). */
  function linked(req: IncomingMessage): { token: string; link: GuestLink } | { reply: Reply } {
    const token = bearer(req);
    const link = token === null ? null : options.linkOf(token);
    if (link === null || token === null)
      return {
        reply: text(401, 'This link is not valid (any more): ask the host for a new one.', {
          'WWW-Authenticate': 'Bearer',
        }),
      };
    const wait = perToken.take(token, now());
    return wait !== null ? { reply: tooMany(wait) } : { token, link };
  }

  /** A guest's event stream: the events of its own table only (none about the share or another session). */
  function stream(req: IncomingMessage, res: ServerResponse): Reply | null {
    const events = options.events;
    if (events === undefined) return text(404, 'No such API path.');
    if (req.method !== 'GET') return text(405, 'Use GET.', { Allow: 'GET' });
    const asked = linked(req);
    if ('reply' in asked) return asked.reply;
    const { token, link } = asked;
    const own = seatStreams.get(token) ?? 0;
    if (own >= MAX_STREAMS_PER_SEAT) return tooMany(5);
    const started = streams.start(req, res, {
      subscribe: (l) => events.subscribe(l),
      accept: (e) => eventSession(e) === link.id,
      onClose: () => {
        tokenStreams.get(token)?.delete(res);
        const left = (seatStreams.get(token) ?? 1) - 1;
        if (left > 0) seatStreams.set(token, left);
        else seatStreams.delete(token);
        options.onStream?.(link, false, token);
      },
    });
    if (started === null) {
      seatStreams.set(token, own + 1);
      tokenStreams.set(token, (tokenStreams.get(token) ?? new Set()).add(res));
      options.onStream?.(link, true, token);
    }
    return started;
  }

  /**
   * A guest method's answer. The call's work stops when the guest hangs up before the answer (its
   * signal: a hint or a computer's move frees its worker); a hint past the seat's allowance is refused
   * `hintsTooOften` without reaching the table.
   */
  async function api(req: IncomingMessage, res: ServerResponse, segment: string): Promise<Reply> {
    if (req.method !== 'POST') return text(405, 'Use POST.', { Allow: 'POST' });
    const asked = linked(req);
    if ('reply' in asked) return asked.reply;
    const { token, link } = asked;
    const method = decodedMethod(segment);
    if (method === null || !isGuestMethod(method)) return text(404, 'No such API path.');
    options.onCall?.();
    const read = await paramsOf(req, GUEST_BODY_LIMIT);
    if ('reply' in read) return read.reply;
    const gate = method === 'hint' ? hints.take(token, now()) : null;
    if (gate !== null && 'wait' in gate)
      return json(200, err({ code: 'refused', reason: { code: 'hintsTooOften', seconds: gate.wait } }));
    try {
      return json(
        200,
        await whileConnected(res, (signal) =>
          guestCall(options.games, options.reviews ?? null, link, method, read.params, { signal }),
        ),
      );
    } finally {
      gate?.done();
    }
  }

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<Reply | null> => {
    const wait = perAddress.take(req.socket.remoteAddress ?? '', now());
    if (wait !== null) return tooMany(wait);
    const foreign = foreignRequest(req.headers, guestHosts(options.addresses(), port));
    if (foreign !== null) return text(403, foreign);
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === EVENTS_PATH) return stream(req, res);
    const call = /^\/api\/([^/]+)$/.exec(pathname);
    if (call !== null) return api(req, res, call[1] as string);
    if (pathname.startsWith('/api/') || pathname === '/api') return text(404, 'No such API path.');
    return files(req, pathname, options.rendererDir);
  };

  const server = createServer(
    timeouts(
      options.headersTimeoutMs ?? GUEST_HEADERS_TIMEOUT_MS,
      options.requestTimeoutMs ?? GUEST_REQUEST_TIMEOUT_MS,
    ),
    listener(route),
  );
  guardSockets(server, options.sockets ?? GUEST_SOCKETS);
  port = await listen(server, options.port, '0.0.0.0');
  let closing: Promise<void> | null = null;
  return {
    port,
    close: () => (closing ??= closeServer(server)),
    endStreams: (token) => {
      for (const res of tokenStreams.get(token) ?? []) res.destroy();
      tokenStreams.delete(token);
    },
  };
}

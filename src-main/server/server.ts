/**
 * Browser mode: the app over HTTP on this machine, for where Electron cannot run.
 *
 * - `POST /api/<method>`, body: the params as JSON (empty for none), header `Authorization: Bearer
 *   <token>` (optionally `X-Marias-Caller: <window id>`); answers the ApiResult as JSON with status
 *   200, whatever the result. A client that disconnects first cancels a running solver method.
 *   Otherwise: 400 unreadable JSON or a body that is not UTF-8 (a badInput `json` or `encoding` error), 401
 *   no or wrong token (checked before the path is decoded), 403 foreign Host or Origin, 404 unknown path (or
 *   one whose percent escapes are not UTF-8), 405 wrong verb, 408 headers or body not arriving in time
 *   (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS; the connection is closed), 413 body over 1 MB. A seat analysis that should stream is started with
 *   `analysisStart` and polled (`analysisPoll`, `analysisStop`): partial results over plain requests.
 * - `GET /api/events` with the same bearer token: main's events as Server-Sent Events (events.ts), at
 *   most MAX_STREAMS at once (429 beyond); 401 without the token, 403 foreign Host or Origin, as above.
 * - Everything else: the built renderer's files (GET and HEAD).
 * The token is new each run; the URL to open carries it in its hash (`/#token=…`), which browsers
 * never send to the server.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { createAppHandler } from '../api/app.ts';
import { releaseMemory } from '../heap.ts';
import type { Handle } from '../api/handler.ts';
import { SolverPool } from '../solver/pool.ts';
import { storeFile } from '../store/location.ts';
import { type StoreNotice, openStoreSafely } from '../store/recovery.ts';
import { EVENTS_PATH } from '../../src-shared/index.ts';
import { EventStreams } from './events.ts';
import { allowedHosts, foreignRequest, hasToken, newToken } from './guard.ts';
import {
  type Reply,
  closeServer,
  decodedMethod,
  files,
  listen,
  listener,
  paramsOf,
  text,
  json,
  timeouts,
  whileConnected,
} from './http.ts';

export const BODY_LIMIT = 1024 * 1024;

/**
 * Event streams open at once (`GET /api/events`: one per window of the app). A browser keeps about six
 * connections per server, so more windows than that would starve their own calls anyway.
 */
export const MAX_STREAMS = 8;

export interface ServerOptions {
  /** 0 (the default): any free port. */
  readonly port?: number;
  readonly host?: '127.0.0.1';
  /** Where the store file lives (created if missing). */
  readonly dataDir: string;
  /** The built renderer (`out/renderer`); the API works without it. */
  readonly rendererDir: string;
  /** A pool to use (its owner closes it); by default the server starts and closes its own. */
  readonly pool?: SolverPool;
  /** Time for a request's headers to arrive (ms, default HEADERS_TIMEOUT_MS). */
  readonly headersTimeoutMs?: number;
  /** Time for a whole request, headers and body, to arrive (ms, default REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs?: number;
}

/**
 * A client on this machine sends a request (at most 1 MB) in milliseconds; one whose headers or body do
 * not come within these times is answered 408 and its connection closed, so it holds no socket (Node's
 * defaults were a minute for the headers and five for the body). The answer's own time is not counted:
 * a long solve is bounded by the pool's time limit.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export interface RunningServer {
  readonly port: number;
  readonly token: string;
  /** The address to open, with the token in its hash. */
  readonly url: string;
  /** Set when the store file was damaged or newer and was set aside for a fresh one (recovery.ts). */
  readonly storeNotice: StoreNotice | null;
  /** Stops listening, then closes the pool (if the server's own) and the store. */
  close(): Promise<void>;
}

/** The header a page may send to say which window it is (the pool lets windows take turns). */
export const CALLER_HEADER = 'x-marias-caller';

/** The caller a request names (a short token), or one shared caller for those that name none. */
function callerOf(req: IncomingMessage): string {
  const raw = req.headers[CALLER_HEADER];
  const name = typeof raw === 'string' ? raw.trim() : '';
  return /^[\w-]{1,64}$/.test(name) ? `http:${name}` : 'http';
}

const unauthorized = (): Reply =>
  text(401, 'Missing or wrong token: open the address the server printed.', { 'WWW-Authenticate': 'Bearer' });

/** `segment` is the raw path segment after `/api/`; it is decoded only once the token is checked. */
async function api(
  req: IncomingMessage,
  res: ServerResponse,
  segment: string,
  handle: Handle,
  token: string,
): Promise<Reply> {
  if (req.method !== 'POST') return text(405, 'Use POST.', { Allow: 'POST' });
  if (!hasToken(req.headers, token)) return unauthorized();
  const method = decodedMethod(segment);
  if (method === null) return text(404, 'No such API path: its percent escapes are not UTF-8.');
  const read = await paramsOf(req, BODY_LIMIT);
  if ('reply' in read) return read.reply;
  return json(
    200,
    await whileConnected(res, (signal) => handle(method, read.params, { signal, caller: callerOf(req) })),
  );
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { store, notice: storeNotice } = openStoreSafely(storeFile(options.dataDir));
  const ownPool = options.pool === undefined;
  // When the app pauses (an idle worker recycled), this process gives back its heap too.
  const pool = options.pool ?? new SolverPool({ onIdle: releaseMemory });
  // The shared table's guests load the same built renderer (src-main/share).
  const app = createAppHandler(store, pool, { storeNotice, share: { rendererDir: options.rendererDir } });
  const handle = app.handle;
  const token = newToken();
  let hosts: ReadonlySet<string> = new Set();
  const streams = new EventStreams(MAX_STREAMS);

  const server: Server = createServer(
    timeouts(options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
    listener(async (req, res) => {
      const foreign = foreignRequest(req.headers, hosts);
      if (foreign !== null) return text(403, foreign);
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname === EVENTS_PATH) {
        if (!hasToken(req.headers, token)) return unauthorized();
        return streams.start(req, res, { subscribe: (l) => app.events.subscribe(l), accept: () => true });
      }
      const call = /^\/api\/([^/]+)$/.exec(pathname);
      if (call !== null) return api(req, res, call[1] as string, handle, token);
      if (pathname.startsWith('/api/') || pathname === '/api') return text(404, 'No such API path.');
      return files(req, pathname, options.rendererDir);
    }),
  );

  let port: number;
  try {
    port = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  } catch (e) {
    await app.close();
    if (ownPool) await pool.close();
    store.close();
    throw e;
  }
  hosts = allowedHosts(port);

  let closing: Promise<void> | null = null;
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/#token=${token}`,
    storeNotice,
    close: () =>
      (closing ??= (async () => {
        await closeServer(server);
        await app.close();
        if (ownPool) await pool.close();
        store.close();
      })()),
  };
}

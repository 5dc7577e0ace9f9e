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
 * - Everything else: the built renderer's files (GET and HEAD).
 * The token is new each run; the URL to open carries it in its hash (`/#token=…`), which browsers
 * never send to the server.
 */
import { isUtf8 } from 'node:buffer';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJson } from '../../src-shared/index.ts';
import { createAppHandler } from '../api/app.ts';
import type { Handle } from '../api/handler.ts';
import { SolverPool } from '../solver/pool.ts';
import { storeFile } from '../store/location.ts';
import { type StoreNotice, openStoreSafely } from '../store/recovery.ts';
import { allowedHosts, foreignRequest, hasToken, newToken } from './guard.ts';
import { SECURITY_HEADERS } from './headers.ts';
import { staticFile } from './static.ts';

export const BODY_LIMIT = 1024 * 1024;

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

type Reply = { status: number; type: string; body: string | Buffer; headers?: Record<string, string> };

const text = (status: number, body: string, headers?: Record<string, string>): Reply => ({
  status,
  type: 'text/plain; charset=utf-8',
  body: `${body}\n`,
  ...(headers ? { headers } : {}),
});
const json = (status: number, value: unknown): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});
const badJson = (status: number, message: string): Reply =>
  json(status, { ok: false, error: { code: 'badInput', error: { code: 'json', message } } });

const NOT_BUILT =
  'The renderer is not built, so there is no page to show (the API works). ' +
  'Run `npm run serve`, or `npm run build` and restart the server.';

/** The request body's bytes, or null when it is over the limit. */
async function body(req: IncomingMessage): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The header a page may send to say which window it is (the pool lets windows take turns). */
export const CALLER_HEADER = 'x-marias-caller';

/** The caller a request names (a short token), or one shared caller for those that name none. */
function callerOf(req: IncomingMessage): string {
  const raw = req.headers[CALLER_HEADER];
  const name = typeof raw === 'string' ? raw.trim() : '';
  return /^[\w-]{1,64}$/.test(name) ? `http:${name}` : 'http';
}

/** The method a path segment names, percent-decoded; null when its escapes are not UTF-8. */
function decodedMethod(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `segment` is the raw path segment after `/api/`; it is decoded only once the token is checked. */
async function api(
  req: IncomingMessage,
  res: ServerResponse,
  segment: string,
  handle: Handle,
  token: string,
): Promise<Reply> {
  if (req.method !== 'POST') return text(405, 'Use POST.', { Allow: 'POST' });
  if (!hasToken(req.headers, token))
    return text(401, 'Missing or wrong token: open the address the server printed.', {
      'WWW-Authenticate': 'Bearer',
    });
  const method = decodedMethod(segment);
  if (method === null) return text(404, 'No such API path: its percent escapes are not UTF-8.');
  const bytes = await body(req);
  if (bytes === null) return badJson(413, `The request is over ${BODY_LIMIT} bytes.`);
  // Invalid UTF-8 is refused as such, not replaced (the error would then name some other problem).
  if (!isUtf8(bytes))
    return json(400, { ok: false, error: { code: 'badInput', error: { code: 'encoding' } } });
  const raw = bytes.toString('utf8');
  let params: unknown = undefined;
  if (raw.trim() !== '') {
    const parsed = parseJson(raw);
    if (!parsed.ok) return json(400, { ok: false, error: { code: 'badInput', error: parsed.error } });
    params = parsed.value;
  }
  // A client that goes away before the answer (closed tab, aborted fetch) cancels what it asked for.
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', onClose);
  try {
    return json(200, await handle(method, params, { signal: gone.signal, caller: callerOf(req) }));
  } finally {
    res.off('close', onClose);
  }
}

async function files(req: IncomingMessage, pathname: string, rendererDir: string): Promise<Reply> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Use GET.', { Allow: 'GET, HEAD' });
  const found = await staticFile(rendererDir, pathname);
  switch (found.kind) {
    case 'file':
      return {
        status: 200,
        type: found.type,
        body: found.body,
        headers: { 'Cache-Control': found.type.startsWith('text/html') ? 'no-store' : 'no-cache' },
      };
    case 'notBuilt':
      return text(503, NOT_BUILT);
    case 'outside':
      return text(403, 'Outside the app.');
    case 'badPath':
      return text(400, 'Bad path.');
    case 'missing':
      return text(404, 'Not found.');
  }
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  res.writeHead(reply.status, {
    ...SECURITY_HEADERS,
    'Content-Type': reply.type,
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { store, notice: storeNotice } = openStoreSafely(storeFile(options.dataDir));
  const ownPool = options.pool === undefined;
  const pool = options.pool ?? new SolverPool();
  const app = createAppHandler(store, pool, { storeNotice });
  const handle = app.handle;
  const token = newToken();
  let hosts: ReadonlySet<string> = new Set();

  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout);
  const serverOptions = {
    requestTimeout,
    headersTimeout,
    // How often Node looks for requests past those times (its default, 30 s, would let one run over).
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
  const server: Server = createServer(serverOptions, (req, res) => {
    void (async () => {
      let reply: Reply;
      try {
        const foreign = foreignRequest(req.headers, hosts);
        if (foreign !== null) reply = text(403, foreign);
        else {
          const { pathname } = new URL(req.url ?? '/', 'http://localhost');
          const call = /^\/api\/([^/]+)$/.exec(pathname);
          if (call !== null) reply = await api(req, res, call[1] as string, handle, token);
          else if (pathname.startsWith('/api/') || pathname === '/api')
            reply = text(404, 'No such API path.');
          else reply = await files(req, pathname, options.rendererDir);
        }
      } catch (e) {
        reply = json(500, {
          ok: false,
          error: { code: 'internal', message: e instanceof Error ? e.message : String(e) },
        });
      }
      if (reply.status === 413 || reply.status === 400) res.setHeader('Connection', 'close');
      send(req, res, reply);
    })().catch((e: unknown) => {
      // Sending failed (the client gone mid-answer): that request ends here, the server goes on.
      console.warn(`Mariáš: a reply could not be sent: ${e instanceof Error ? e.message : String(e)}`);
      res.destroy();
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    app.close();
    if (ownPool) await pool.close();
    store.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  hosts = allowedHosts(port);

  let closing: Promise<void> | null = null;
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/#token=${token}`,
    storeNotice,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        app.close();
        if (ownPool) await pool.close();
        store.close();
      })()),
  };
}

/**
 * The pieces both HTTP servers are made of (browser mode's loopback server, server.ts, and the shared
 * table's guest server, src-main/share/guest-server.ts): replies with the security headers, a request
 * body read up to a limit and parsed as JSON params, the renderer's files, the timeouts that keep a slow
 * client from holding a socket, listening and closing with every connection.
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, Server, ServerOptions as HttpOptions, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJson } from '../../src-shared/index.ts';
import { securityHeaders } from './headers.ts';
import { cacheControl, compressible, encodedBody } from './compress.ts';
import { staticFile } from './static.ts';

export type Reply = { status: number; type: string; body: string | Buffer; headers?: Record<string, string> };

export const text = (status: number, body: string, headers?: Record<string, string>): Reply => ({
  status,
  type: 'text/plain; charset=utf-8',
  body: `${body}\n`,
  ...(headers ? { headers } : {}),
});
export const json = (status: number, value: unknown): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});
const badJson = (status: number, message: string): Reply =>
  json(status, { ok: false, error: { code: 'badInput', error: { code: 'json', message } } });

/** 500 with the message, as an ApiResult `internal`. */
export const failed = (e: unknown): Reply =>
  json(500, { ok: false, error: { code: 'internal', message: e instanceof Error ? e.message : String(e) } });

/** The request body's bytes, or null when it is over `limit` bytes (declared or sent). */
async function body(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The params a request body carries (JSON, or undefined for an empty body), or the reply refusing it:
 * 413 over `limit` bytes, 400 not UTF-8 (refused as such, not replaced: the error would then name some
 * other problem) or not JSON.
 */
export async function paramsOf(
  req: IncomingMessage,
  limit: number,
): Promise<{ readonly params: unknown } | { readonly reply: Reply }> {
  const bytes = await body(req, limit);
  if (bytes === null) return { reply: badJson(413, `The request is over ${limit} bytes.`) };
  if (!isUtf8(bytes))
    return { reply: json(400, { ok: false, error: { code: 'badInput', error: { code: 'encoding' } } }) };
  const raw = bytes.toString('utf8');
  if (raw.trim() === '') return { params: undefined };
  const parsed = parseJson(raw);
  if (!parsed.ok)
    return { reply: json(400, { ok: false, error: { code: 'badInput', error: parsed.error } }) };
  return { params: parsed.value };
}

/** The method a path segment names, percent-decoded; null when its escapes are not UTF-8. */
export function decodedMethod(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Runs `answer` with a signal aborted when the client goes away before the reply (closed tab, aborted
 * fetch), so a running computation stops.
 */
export async function whileConnected<T>(res: ServerResponse, answer: (signal: AbortSignal) => Promise<T>) {
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', onClose);
  try {
    return await answer(gone.signal);
  } finally {
    res.off('close', onClose);
  }
}

const NOT_BUILT =
  'The renderer is not built, so there is no page to show (the API works). ' +
  'Run `npm run serve`, or `npm run build` and restart the server.';

/**
 * The renderer's file at `pathname` (GET and HEAD only): compressed as the request accepts (compress.ts),
 * a hashed asset cacheable for a year, anything else (index.html) revalidated by its ETag (304 when the
 * browser's copy is current).
 */
export async function files(req: IncomingMessage, pathname: string, rendererDir: string): Promise<Reply> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Use GET.', { Allow: 'GET, HEAD' });
  const found = await staticFile(rendererDir, pathname);
  switch (found.kind) {
    case 'file': {
      const cache = cacheControl(pathname);
      const headers: Record<string, string> = { 'Cache-Control': cache };
      if (compressible(found.type)) headers['Vary'] = 'Accept-Encoding';
      if (cache === 'no-cache') {
        const etag = `W/"${found.body.length.toString(36)}-${Math.trunc(found.mtimeMs).toString(36)}"`;
        headers['ETag'] = etag;
        const asked = req.headers['if-none-match'];
        if (asked !== undefined && asked.split(',').some((t) => t.trim() === etag))
          return { status: 304, type: found.type, body: Buffer.alloc(0), headers };
      }
      const sent = await encodedBody(found, req.headers['accept-encoding']);
      if (sent.encoding !== null) headers['Content-Encoding'] = sent.encoding;
      return { status: 200, type: found.type, body: sent.body, headers };
    }
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

/** Sends `reply` with the security headers (a refused body closes the connection: it may be unread). */
export function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (reply.status === 413 || reply.status === 400) res.setHeader('Connection', 'close');
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  res.writeHead(reply.status, {
    ...securityHeaders(req.headers.host),
    'Content-Type': reply.type,
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Node's server options for requests whose headers must arrive within `headersTimeoutMs` and whole
 * request within `requestTimeoutMs` (else 408 and the connection closed).
 */
export function timeouts(headersTimeoutMs: number, requestTimeoutMs: number): HttpOptions {
  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout,
    // How often Node looks for requests past those times (its default, 30 s, would let one run over).
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
}

/**
 * The request listener: `route` answers (null: it has taken the response over, an event stream), a
 * throw is a 500, and a reply that cannot be sent (the client gone mid-answer) ends that request while
 * the server goes on.
 */
export function listener(route: (req: IncomingMessage, res: ServerResponse) => Promise<Reply | null>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      let reply: Reply | null;
      try {
        reply = await route(req, res);
      } catch (e) {
        reply = failed(e);
      }
      if (reply !== null) send(req, res, reply);
    })().catch((e: unknown) => {
      console.warn(`Mariáš: a reply could not be sent: ${e instanceof Error ? e.message : String(e)}`);
      res.destroy();
    });
  };
}

/** Listens on `host:port` (0: a free port); answers the port. */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** Stops listening and closes every connection, idle or not. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

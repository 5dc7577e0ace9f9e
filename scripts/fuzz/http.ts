/**
 * Requests to the browser-mode server on loopback: well-formed API calls, and malformed ones (no or a
 * wrong token, bad paths and verbs, bodies that are not JSON or not UTF-8 or too large, other content
 * types, foreign Host or Origin) each with the status the server documents for it.
 */
import { type Agent, request } from 'node:http';
import type { Method, Rng } from '../../src-shared/index.ts';
import { BODY_LIMIT } from '../../src-main/server/server.ts';
import { pick } from './values.ts';

export interface HttpAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

/** Text written as it is (brackets and separators) by `toJson`. */
class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of any value, however deep (JSON.stringify overflows the stack at a few thousand levels). */
export function toJson(v: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [v];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node instanceof Raw) out.push(node.text);
    else if (Array.isArray(node)) {
      out.push('[');
      stack.push(new Raw(']'));
      for (let i = node.length - 1; i >= 0; i--) {
        stack.push(node[i] === undefined ? null : node[i]);
        if (i > 0) stack.push(new Raw(','));
      }
    } else if (typeof node === 'object' && node !== null) {
      out.push('{');
      stack.push(new Raw('}'));
      const entries = Object.entries(node).filter(([, x]) => x !== undefined);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i] as [string, unknown];
        stack.push(x, new Raw(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`));
      }
    } else out.push(JSON.stringify(node) ?? 'null');
  }
  return out.join('');
}

/** One HTTP request, given up after `timeoutMs` (answered as status 0, body 'timeout'). */
export function send(
  agent: Agent,
  port: number,
  options: { path: string; method: string; headers: Record<string, string>; body?: Buffer | string },
  timeoutMs: number,
): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    const req = request(
      // The Host header is always the request's own (none at all when it has none).
      {
        host: '127.0.0.1',
        port,
        agent,
        setHost: false,
        path: options.path,
        method: options.method,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', (e) => resolve({ status: -1, type: '', body: e.message }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ status: 0, type: '', body: 'timeout' });
    }, timeoutMs);
    req.on('error', (e) => {
      clearTimeout(timer);
      resolve({ status: -1, type: '', body: e.message });
    });
    req.end(options.body);
  });
}

export const RAW_KINDS = [
  'noToken',
  'wrongToken',
  'badPath',
  'brokenEscape',
  'wrongVerb',
  'badJson',
  'notUtf8',
  'tooBig',
  'contentType',
  'foreignHost',
  'foreignOrigin',
] as const;
export type RawKind = (typeof RAW_KINDS)[number];

export interface RawRequest {
  readonly kind: RawKind | 'api';
  readonly path: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: Buffer | string;
  /** The documented status; 200 answers carry an ApiResult. */
  readonly status: number;
}

/** A request for `method` with `params`, well-formed (`kind` 'api') or broken in one way. */
export function rawRequest(
  rng: Rng,
  kind: RawKind | 'api',
  method: Method,
  params: unknown,
  port: number,
  token: string,
): RawRequest {
  const host = `127.0.0.1:${port}`;
  const headers: Record<string, string> = {
    Host: rng.int(4) === 0 ? `localhost:${port}` : host,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'X-Marias-Caller': `fuzz-${rng.int(4)}`,
  };
  const body = params === undefined ? '' : toJson(params);
  // A body over the limit is refused as such whatever else it is.
  const base = {
    kind,
    path: `/api/${method}`,
    method: 'POST',
    headers,
    body,
    status: Buffer.byteLength(body) > BODY_LIMIT ? 413 : 200,
  };
  switch (kind) {
    case 'api':
      return base;
    case 'noToken': {
      const { Authorization: _, ...rest } = headers;
      return { ...base, headers: rest, status: 401 };
    }
    case 'wrongToken':
      return {
        ...base,
        headers: {
          ...headers,
          Authorization: pick(rng, [`Bearer ${token}x`, token, 'Bearer ', 'Basic eA==']),
        },
        status: 401,
      };
    case 'badPath':
      return {
        ...base,
        path: pick(rng, [`/api/${method}/x`, '/api/', '/api', `/api//${method}`]),
        status: 404,
      };
    case 'brokenEscape':
      return { ...base, path: pick(rng, ['/api/%E0%A4%A', '/api/%C0%80', '/api/%FF']), status: 404 };
    case 'wrongVerb':
      return { ...base, method: pick(rng, ['GET', 'PUT', 'DELETE', 'PATCH']), body: '', status: 405 };
    case 'badJson': {
      const broken = pick(rng, ['{', '{"a":}', 'undefined', "{'a':1}", `${body},`]);
      return { ...base, body: broken, status: Buffer.byteLength(broken) > BODY_LIMIT ? 413 : 400 };
    }
    case 'notUtf8':
      return {
        ...base,
        body: Buffer.concat([Buffer.from('{"id":"'), Buffer.from([0xff, 0xc3]), Buffer.from('"}')]),
        status: 400,
      };
    case 'tooBig':
      return { ...base, body: `{"x":"${'x'.repeat(BODY_LIMIT)}"}`, status: 413 };
    case 'contentType':
      // The server reads the body as JSON whatever the type says (the token guards it, not the type).
      return {
        ...base,
        headers: {
          ...headers,
          'Content-Type': pick(rng, [
            'text/plain',
            'multipart/form-data',
            'application/x-www-form-urlencoded',
            '',
          ]),
        },
      };
    case 'foreignHost': {
      const { Host: _, ...none } = headers;
      const host = pick(rng, ['evil.example', `127.0.0.1:${port + 1}`, '', null]);
      // No Host at all is refused by Node's HTTP parser before the app (HTTP/1.1 requires one): 400.
      return host === null
        ? { ...base, headers: none, status: 400 }
        : { ...base, headers: { ...headers, Host: host }, status: 403 };
    }
    case 'foreignOrigin':
      return {
        ...base,
        headers: { ...headers, Origin: pick(rng, ['http://evil.example', 'null', `https://${host}`]) },
        status: 403,
      };
  }
}

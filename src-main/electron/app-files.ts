/**
 * The `app://marias/…` protocol handler's logic: a URL maps to one file of the built renderer
 * (out/renderer) or to nothing. Refused without touching the disk: another scheme or host, a port or
 * credentials, a URL the parser had to normalise (`..`, `.`, backslashes, encoded dots or slashes), any
 * percent escape, NUL, a segment outside [A-Za-z0-9._-] or starting with a dot, and anything resolving
 * outside the directory (symbolic links included). Every answer carries the app's security headers.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { SECURITY_HEADERS } from '../server/headers.ts';
import { CONTENT_TYPES } from '../server/static.ts';
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from './scheme.ts';

export type AppFile =
  { readonly kind: 'file'; readonly path: string; readonly type: string } | { readonly kind: 'refused' };

/** Longest URL looked at; the app's own are far shorter. */
const MAX_URL = 2048;
/** One path segment as the build names files (rolldown's hashes are base64url). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The file under `root` that `url` names, or `refused`. Pure: the disk is not read. */
export function appFile(url: string, root: string): AppFile {
  if (url.length > MAX_URL || url.includes('\0') || url.includes('\\') || url.includes('%'))
    return { kind: 'refused' };
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { kind: 'refused' };
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.hostname !== APP_HOST || u.port !== '') return { kind: 'refused' };
  if (u.username !== '' || u.password !== '') return { kind: 'refused' };
  // The path as written must be the path as parsed: no dot segments or other rewriting happened.
  const written = url.split(/[?#]/, 1)[0] ?? '';
  if (written !== `${APP_ORIGIN}${u.pathname}`) return { kind: 'refused' };
  const segments = u.pathname === '' || u.pathname === '/' ? ['index.html'] : u.pathname.slice(1).split('/');
  if (!segments.every((s) => SEGMENT.test(s))) return { kind: 'refused' };
  const base = resolve(root);
  const path = resolve(base, ...segments);
  if (!inside(base, path)) return { kind: 'refused' };
  return {
    kind: 'file',
    path,
    type: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
  };
}

const inside = (base: string, path: string) => path.startsWith(base + sep);

function answer(status: number, body: Uint8Array<ArrayBuffer> | string | null, type: string): Response {
  return new Response(body, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-cache' },
  });
}

const text = (status: number, message: string) => answer(status, message, 'text/plain; charset=utf-8');

/** Answers a request to the app's scheme from the files under `root`: 200, 403 refused, 404, 405. */
export async function serveAppFile(request: Request, root: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Use GET.');
  const found = appFile(request.url, root);
  if (found.kind === 'refused') return text(403, 'Outside the app.');
  try {
    if (!(await stat(found.path)).isFile()) return text(404, 'Not found.');
    const [realBase, realFile] = await Promise.all([realpath(resolve(root)), realpath(found.path)]);
    if (!inside(realBase, realFile)) return text(403, 'Outside the app.');
    const body = request.method === 'HEAD' ? null : new Uint8Array(await readFile(realFile));
    return answer(200, body, found.type);
  } catch {
    return text(404, 'Not found.');
  }
}

/**
 * The renderer's files compressed for the wire, as both HTTP servers send them (http.ts `files`): brotli
 * or gzip as the request's Accept-Encoding allows (brotli first), the build's own `<file>.br` / `<file>.gz`
 * where it wrote them (electron.vite.config.ts, scripts/precompress.ts: the smallest, made once at build
 * time), else compressed here once and kept in memory, keyed by the file and its modification time. A
 * body that is small, already compressed (PNG, fonts) or that compression does not shrink goes as is.
 * How long a browser may keep a file: `cacheControl`.
 */
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bodies under this many bytes go as they are: the headers would eat the saving. */
export const MIN_COMPRESS_BYTES = 1024;
/** The compressed bodies kept in memory at most (the whole built renderer is under 2 MB compressed). */
export const CACHE_BYTES = 32 * 1024 * 1024;

/** Whether a content type is text worth compressing (images other than SVG and fonts are compressed). */
export function compressible(type: string): boolean {
  return /^(text\/|application\/json|image\/svg\+xml)/.test(type);
}

/**
 * The encoding to send for an Accept-Encoding header: `br` when accepted, else `gzip`, else null
 * (identity). A coding with `q=0` is refused; `*` accepts both.
 */
export function chooseEncoding(accept: string | undefined): Encoding | null {
  if (accept === undefined) return null;
  const q = new Map<string, number>();
  for (const item of accept.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    if (name === '') continue;
    const given = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = given === undefined ? 1 : Number(given);
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed on a request: fast settings (the build's precompressed files use the slowest, smallest). */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 6 });
}

const EXTENSION: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Compressed bodies by `${encoding} ${path}`, with the modification time and size they were made from. */
const cache = new Map<string, { readonly mtimeMs: number; readonly size: number; readonly body: Buffer }>();
let cachedBytes = 0;

function remember(key: string, entry: { mtimeMs: number; size: number; body: Buffer }): void {
  const old = cache.get(key);
  if (old !== undefined) {
    cache.delete(key);
    cachedBytes -= old.body.length;
  }
  cache.set(key, entry);
  cachedBytes += entry.body.length;
  // Oldest first (a Map keeps insertion order) until it fits.
  for (const [k, v] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.body.length;
  }
}

/** The build's precompressed twin of `path`, when it is there and not older than the file itself. */
async function precompressed(path: string, encoding: Encoding, mtimeMs: number): Promise<Buffer | null> {
  const twin = path + EXTENSION[encoding];
  try {
    const s = await stat(twin);
    return s.isFile() && s.mtimeMs >= mtimeMs ? await readFile(twin) : null;
  } catch {
    return null;
  }
}

export interface ServedFile {
  /** The real path on disk (symbolic links resolved). */
  readonly path: string;
  readonly body: Buffer;
  readonly type: string;
  readonly mtimeMs: number;
}

/**
 * The body to send for `file` given the request's Accept-Encoding: compressed with the encoding named,
 * or the file as it is (`encoding` null).
 */
export async function encodedBody(
  file: ServedFile,
  acceptEncoding: string | undefined,
): Promise<{ readonly body: Buffer; readonly encoding: Encoding | null }> {
  const encoding = compressible(file.type) ? chooseEncoding(acceptEncoding) : null;
  if (encoding === null || file.body.length < MIN_COMPRESS_BYTES) return { body: file.body, encoding: null };
  const key = `${encoding} ${file.path}`;
  const known = cache.get(key);
  let body: Buffer;
  if (known !== undefined && known.mtimeMs === file.mtimeMs && known.size === file.body.length)
    body = known.body;
  else {
    body = (await precompressed(file.path, encoding, file.mtimeMs)) ?? (await compress(file.body, encoding));
    remember(key, { mtimeMs: file.mtimeMs, size: file.body.length, body });
  }
  return body.length < file.body.length ? { body, encoding } : { body: file.body, encoding: null };
}

/**
 * A file named by the build with a content hash (`assets/index-D9q3c6n9.js`): its name changes when its
 * content does, so a browser may keep it for a year without asking again. Rolldown's hashes are 8
 * base64url characters before the extension.
 */
export function hashedAsset(pathname: string): boolean {
  return /^\/assets\/[A-Za-z0-9._-]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(pathname);
}

/** Cache-Control for a file: hashed assets immutable for a year; the page and anything else revalidated. */
export function cacheControl(pathname: string): string {
  return hashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Drops every compressed body kept (tests). */
export function clearCompressed(): void {
  cache.clear();
  cachedBytes = 0;
}

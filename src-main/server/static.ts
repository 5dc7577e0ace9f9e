/**
 * The built renderer's files, read from one directory: `/` is index.html, content types by extension,
 * nothing outside the directory (`..`, encoded or not, and symbolic links leading out are refused).
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export type StaticAnswer =
  | {
      readonly kind: 'file';
      readonly body: Buffer;
      readonly type: string;
      /** The real path (symbolic links resolved) and its modification time: what compress.ts keys on. */
      readonly path: string;
      readonly mtimeMs: number;
    }
  | { readonly kind: 'notBuilt' }
  | { readonly kind: 'outside' }
  | { readonly kind: 'badPath' }
  | { readonly kind: 'missing' };

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/** The file for URL path `pathname` (still percent-encoded) under `root`. */
export async function staticFile(root: string, pathname: string): Promise<StaticAnswer> {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { kind: 'badPath' };
  }
  if (path.includes('\0') || path.includes('\\')) return { kind: 'badPath' };
  const index = path === '/' || path === '/index.html';
  const base = resolve(root);
  const file = resolve(base, `.${index ? '/index.html' : path}`);
  if (!inside(base, file)) return { kind: 'outside' };
  try {
    const info = await stat(file);
    if (!info.isFile()) return { kind: 'missing' };
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(file)]);
    if (!inside(realBase, realFile)) return { kind: 'outside' };
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    return { kind: 'file', body: await readFile(realFile), type, path: realFile, mtimeMs: info.mtimeMs };
  } catch {
    return index ? { kind: 'notBuilt' } : { kind: 'missing' };
  }
}

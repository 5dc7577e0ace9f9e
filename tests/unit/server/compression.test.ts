/**
 * The renderer's files on the wire, from both real servers (browser mode's loopback server and the
 * shared table's guest server over a real store): compressed as the request's Accept-Encoding allows
 * (the build's precompressed twin when it is current, else compressed on the spot), hashed assets
 * cacheable for a year, the page revalidated by its ETag, the security headers on every answer.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareInfo } from '../../../src-shared/index.ts';
import {
  cacheControl,
  chooseEncoding,
  clearCompressed,
  hashedAsset,
} from '../../../src-main/server/compress.ts';
import { CONTENT_SECURITY_POLICY } from '../../../src-main/server/headers.ts';
import { type RunningServer, startServer } from '../../../src-main/server/server.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { precompressFile } from '../../../scripts/precompress.ts';
import { type Host, LAN, PEOPLE, host, newSession, portOf, value } from '../share/support.ts';

let dir: string;
let rendererDir: string;
let pool: SolverPool;
let server: RunningServer;
let shared: Host;

/** A script big enough to be worth compressing, of text that compresses well. */
const SCRIPT = Array.from({ length: 800 }, (_, i) => `export const card${i} = "karta ${i % 32}";`).join('\n');
const PAGE = `<!doctype html><title>Mariáš</title>${'<!-- the page -->'.repeat(80)}`;
/** What the build's twin of `pre-*.js` holds: not the file's own bytes, so the test sees which was sent. */
const TWIN = 'console.log("the build compressed this");';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marias-compress-'));
  rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), PAGE);
  writeFileSync(join(rendererDir, 'assets', 'index-Ab3_x-9Z.js'), SCRIPT);
  writeFileSync(join(rendererDir, 'assets', 'tiny-Qw3rTy12.js'), 'console.log(1);');
  writeFileSync(join(rendererDir, 'assets', 'face-Zz9_Yy8X.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(rendererDir, 'assets', 'pre-Pp1Pp2Pp.js'), SCRIPT);
  writeFileSync(join(rendererDir, 'assets', 'pre-Pp1Pp2Pp.js.gz'), gzipSync(TWIN));
  // A twin older than its file (left from an earlier build): not to be sent.
  writeFileSync(join(rendererDir, 'assets', 'old-Oo1Oo2Oo.js'), SCRIPT);
  writeFileSync(join(rendererDir, 'assets', 'old-Oo1Oo2Oo.js.gz'), gzipSync(TWIN));
  const past = new Date(Date.now() - 3_600_000);
  utimesSync(join(rendererDir, 'assets', 'old-Oo1Oo2Oo.js.gz'), past, past);
  clearCompressed();
  pool = new SolverPool({ size: 1 });
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), rendererDir, pool });
  shared = host(pool, { rendererDir });
});
afterAll(async () => {
  await shared.close();
  await server.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Got {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body as it came, still encoded. */
  readonly body: Buffer;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  hostName = '127.0.0.1',
): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { Host: `${hostName}:${port}`, ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const loopback = (path: string, headers: Record<string, string> = {}) => get(server.port, path, headers);

/** The body decoded as its Content-Encoding says. */
function decoded(got: Got): string {
  const encoding = got.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(got.body).toString();
  if (encoding === 'br') return brotliDecompressSync(got.body).toString();
  expect(encoding).toBeUndefined();
  return got.body.toString();
}

describe('the renderer on the wire', () => {
  it('sends a script gzipped or as brotli as the browser accepts, whole when it accepts neither', async () => {
    const gz = await loopback('/assets/index-Ab3_x-9Z.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toBe('Accept-Encoding');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gz.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(gz)).toBe(SCRIPT);

    const br = await loopback('/assets/index-Ab3_x-9Z.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(SCRIPT);

    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const plain = await loopback(
        '/assets/index-Ab3_x-9Z.js',
        accept === undefined ? {} : { 'Accept-Encoding': accept },
      );
      expect(plain.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('sends small files and pictures that are already compressed as they are', async () => {
    const tiny = await loopback('/assets/tiny-Qw3rTy12.js', { 'Accept-Encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1);');
    const png = await loopback('/assets/face-Zz9_Yy8X.png', { 'Accept-Encoding': 'gzip, br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['vary']).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });

  it("sends the build's precompressed twin when it is current, and not one older than its file", async () => {
    const twin = await loopback('/assets/pre-Pp1Pp2Pp.js', { 'Accept-Encoding': 'gzip' });
    expect(decoded(twin)).toBe(TWIN);
    const stale = await loopback('/assets/old-Oo1Oo2Oo.js', { 'Accept-Encoding': 'gzip' });
    expect(decoded(stale)).toBe(SCRIPT);
  });

  it('lets a browser keep hashed assets for a year and revalidate the page by its ETag', async () => {
    const asset = await loopback('/assets/index-Ab3_x-9Z.js', { 'Accept-Encoding': 'gzip' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');

    const page = await loopback('/', { 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(page)).toBe(PAGE);
    const etag = page.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await loopback('/', { 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const changed = await loopback('/', { 'If-None-Match': 'W/"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('the guest server sends the same files compressed, cached and with the security headers', async () => {
    const session = await newSession(shared, PEOPLE);
    const info: ShareInfo = value(await shared.call('shareOpen', { id: session.id }));
    const port = portOf(info);
    const asset = await get(port, '/assets/index-Ab3_x-9Z.js', { 'Accept-Encoding': 'gzip, deflate' }, LAN);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(decoded(asset)).toBe(SCRIPT);
    const page = await get(port, '/', { 'Accept-Encoding': 'gzip' }, LAN);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toBe(PAGE);
    value(await shared.call('shareClose', {}));
  });
});

describe('choosing how to send', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('GZIP')).toBe('gzip');
  });

  it('treats as hashed only the build’s assets with an 8-character hash', () => {
    expect(hashedAsset('/assets/index-D9q3c6n9.js')).toBe(true);
    expect(hashedAsset('/assets/_plugin-vue_export-helper-DMXREzFU.js')).toBe(true);
    expect(hashedAsset('/assets/AK-BWj_r2DW.svg')).toBe(true);
    expect(hashedAsset('/index.html')).toBe(false);
    expect(hashedAsset('/')).toBe(false);
    expect(hashedAsset('/favicon.ico')).toBe(false);
    expect(hashedAsset('/assets/app.js')).toBe(false);
    expect(cacheControl('/index.html')).toBe('no-cache');
  });
});

describe('the build’s precompression', () => {
  it('writes brotli and gzip twins that decode to the file, and none for a small one', async () => {
    const file = join(dir, 'script.js');
    writeFileSync(file, SCRIPT);
    const sizes = await precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(sizes.br).toBeLessThan(sizes.gz);
    expect(sizes.gz).toBeLessThan(sizes.size / 4);
    const small = join(dir, 'small.js');
    writeFileSync(small, 'console.log(2);');
    await precompressFile(small);
    expect(existsSync(`${small}.br`)).toBe(false);
    expect(existsSync(`${small}.gz`)).toBe(false);
  });
});

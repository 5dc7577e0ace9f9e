/** The app:// scheme's files: URL → file under out/renderer, traversal refused, headers on every answer. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFile, serveAppFile } from '../../../src-main/electron/app-files.ts';
import { SECURITY_HEADERS } from '../../../src-main/server/headers.ts';

let dir = '';
let root = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-app-files-'));
  root = join(dir, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Mariáš</title>');
  writeFileSync(join(root, 'assets', 'index-DTHl49lP.js'), 'console.log(1);');
  writeFileSync(join(root, 'assets', 'A7-CCbNkwmq.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'secret.txt'), 'not for the page');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'assets', 'link.txt'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('appFile (the pure resolver)', () => {
  it('maps the app’s URLs to files under the root', () => {
    expect(appFile('app://marias/index.html', root)).toEqual({
      kind: 'file',
      path: join(root, 'index.html'),
      type: 'text/html; charset=utf-8',
    });
    expect(appFile('app://marias/', root)).toMatchObject({ path: join(root, 'index.html') });
    expect(appFile('app://marias', root)).toMatchObject({ path: join(root, 'index.html') });
    expect(appFile('app://marias/assets/index-DTHl49lP.js?v=1#x', root)).toMatchObject({
      path: join(root, 'assets', 'index-DTHl49lP.js'),
      type: 'text/javascript; charset=utf-8',
    });
    expect(appFile('app://marias/assets/A7-CCbNkwmq.svg', root)).toMatchObject({ type: 'image/svg+xml' });
    expect(appFile('app://marias/assets/data.bin', root)).toMatchObject({ type: 'application/octet-stream' });
    // The chunks of the routes loaded on demand, as rolldown names them (a leading underscore included).
    for (const chunk of [
      '_plugin-vue_export-helper-DMXREzFU.js',
      'rolldown-runtime-XKyaHtl9.js',
      'ReviewView-B5McszRy.js',
    ])
      expect(appFile(`app://marias/assets/${chunk}`, root), chunk).toMatchObject({
        kind: 'file',
        path: join(root, 'assets', chunk),
      });
  });

  it('refuses traversal, odd spellings and anything not of the app’s origin', () => {
    const refused = [
      'app://marias/../secret.txt',
      'app://marias/assets/../../secret.txt',
      'app://marias/./index.html',
      'app://marias/%2e%2e/secret.txt',
      'app://marias/%2E%2E/secret.txt',
      'app://marias/.%2e/secret.txt',
      'app://marias/assets%2f..%2f..%2fsecret.txt',
      'app://marias/index%2ehtml',
      'app://marias/..\\secret.txt',
      'app://marias/assets\\..\\..\\secret.txt',
      'app://marias//etc/passwd',
      'app://marias/C:/Windows/win.ini',
      'app://marias/etc/passwd\0.js',
      'app://marias/.env',
      'app://marias/assets/',
      'app://marias:80/index.html',
      'app://user@marias/index.html',
      'app://other/index.html',
      'file:///etc/passwd',
      'https://marias/index.html',
      '/etc/passwd',
      'not a url',
      `app://marias/${'a'.repeat(3000)}`,
    ];
    for (const url of refused) expect(appFile(url, root), url).toEqual({ kind: 'refused' });
  });
});

describe('serveAppFile (the protocol handler)', () => {
  const get = (url: string, method = 'GET') => serveAppFile(new Request(url, { method }), root);

  it('answers a file with its type, the CSP and nosniff', async () => {
    const r = await get('app://marias/assets/index-DTHl49lP.js');
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('console.log(1);');
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(r.headers.get(name)).toBe(value);
    const index = await get('app://marias/');
    expect(await index.text()).toContain('<title>Mariáš</title>');
    const head = await get('app://marias/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 for unknown files, 403 for refused URLs and links out, 405 for other verbs', async () => {
    const cases: [string, number, string?][] = [
      ['app://marias/missing.js', 404],
      ['app://marias/assets', 404],
      // Request itself rewrites this to app://marias/secret.txt, which is not under the root.
      ['app://marias/%2e%2e/secret.txt', 404],
      ['app://other/index.html', 403],
      ['app://marias/assets/link.txt', 403],
      ['app://marias/index.html', 405, 'POST'],
    ];
    for (const [url, status, method] of cases) {
      const r = await get(url, method);
      expect(r.status, url).toBe(status);
      expect(r.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await r.text()).not.toContain('not for the page');
    }
  });
});

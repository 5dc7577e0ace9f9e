/** Which pages may call the API over Electron IPC. */
import { describe, expect, it } from 'vitest';
import { isAppUrl } from '../../../src-main/api/sender.ts';

const origin = 'app://marias';

describe('IPC senders and external links', () => {
  it('accepts only pages of the app’s own scheme in a build', () => {
    const pages = { origin };
    expect(isAppUrl('app://marias/index.html', pages)).toBe(true);
    expect(isAppUrl('app://marias/index.html#/table/3', pages)).toBe(true);
    expect(isAppUrl('app://marias/', pages)).toBe(true);
    expect(isAppUrl('app://other/index.html', pages)).toBe(false);
    expect(isAppUrl('app://marias.evil.example/index.html', pages)).toBe(false);
    expect(isAppUrl('app://marias:8080/index.html', pages)).toBe(false);
    expect(isAppUrl('app://user@marias/index.html', pages)).toBe(false);
    expect(isAppUrl('apps://marias/index.html', pages)).toBe(false);
    // file:// pages are no longer the app, not even the bundled index.html.
    expect(isAppUrl('file:///opt/Mariáš/resources/app/out/renderer/index.html', pages)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', pages)).toBe(false);
    expect(isAppUrl('http://localhost:5173/', pages)).toBe(false);
    expect(isAppUrl('https://marias/', pages)).toBe(false);
    expect(isAppUrl('about:blank', pages)).toBe(false);
    expect(isAppUrl('not a url', pages)).toBe(false);
  });

  it('accepts only the dev server’s origin under electron-vite dev', () => {
    const pages = { origin, devServer: 'http://localhost:5173/' };
    expect(isAppUrl('http://localhost:5173/', pages)).toBe(true);
    expect(isAppUrl('http://localhost:5173/index.html#x', pages)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', pages)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/', pages)).toBe(false);
    expect(isAppUrl('http://user:pw@localhost:5173/', pages)).toBe(false);
    expect(isAppUrl('app://marias/index.html', pages)).toBe(false);
  });
});

/** Which pages may call the API over Electron IPC, and which links may open outside the app. */
import { describe, expect, it } from 'vitest';
import { isAllowedExternal, isAppUrl } from '../../../src-main/api/sender.ts';

const file = 'file:///opt/Mariáš/resources/app/out/renderer/index.html';

describe('IPC senders and external links', () => {
  it('accepts only the bundled renderer page in a build', () => {
    const pages = { file };
    expect(isAppUrl(file, pages)).toBe(true);
    expect(isAppUrl(`${file}#/table`, pages)).toBe(true);
    expect(isAppUrl('file:///opt/Mariáš/resources/app/out/renderer/other.html', pages)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', pages)).toBe(false);
    expect(isAppUrl('file://evil.example/opt/Mariáš/resources/app/out/renderer/index.html', pages)).toBe(
      false,
    );
    expect(isAppUrl('http://localhost:5173/', pages)).toBe(false);
    expect(isAppUrl('about:blank', pages)).toBe(false);
    expect(isAppUrl('not a url', pages)).toBe(false);
  });

  it('accepts only the dev server’s origin under electron-vite dev', () => {
    const pages = { file, devServer: 'http://localhost:5173/' };
    expect(isAppUrl('http://localhost:5173/', pages)).toBe(true);
    expect(isAppUrl('http://localhost:5173/index.html#x', pages)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', pages)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/', pages)).toBe(false);
    expect(isAppUrl(file, pages)).toBe(false);
  });

  it('opens https links outside only for allowed hosts', () => {
    const hosts = new Set(['www.example.org']);
    expect(isAllowedExternal('https://www.example.org/pravidla', hosts)).toBe(true);
    expect(isAllowedExternal('http://www.example.org/pravidla', hosts)).toBe(false);
    expect(isAllowedExternal('https://user@www.example.org/', hosts)).toBe(false);
    expect(isAllowedExternal('https://www.example.org.evil.example/', hosts)).toBe(false);
    expect(isAllowedExternal('file:///etc/passwd', hosts)).toBe(false);
    expect(isAllowedExternal('https://www.example.org/')).toBe(false);
  });
});

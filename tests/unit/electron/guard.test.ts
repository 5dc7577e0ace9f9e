/** The window's lock-down rules, driven with stand-ins shaped like Electron's web contents and session. */
import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { guardContents, guardSession } from '../../../src-main/electron/guard.ts';
import { SECURITY_HEADERS } from '../../../src-main/server/headers.ts';

const pages = { origin: 'app://marias' };

function contents() {
  const c = Object.assign(new EventEmitter(), {
    openHandler: null as ((d: { url: string }) => { action: string }) | null,
    setWindowOpenHandler(h: (d: { url: string }) => { action: string }) {
      c.openHandler = h;
    },
  });
  guardContents(c as unknown as WebContents, pages);
  /** Whether the event was prevented. */
  const emit = (event: string, url: string, isMainFrame = true) => {
    let prevented = false;
    c.emit(event, { url, isMainFrame, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { c, emit };
}

describe('guardContents', () => {
  it('keeps every frame on the app’s pages: navigation, frame navigation and redirects', () => {
    const { emit } = contents();
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(emit(event, 'app://marias/index.html#/table/1'), event).toBe(false);
      expect(emit(event, 'https://example.com/'), event).toBe(true);
      expect(emit(event, 'file:///etc/passwd'), event).toBe(true);
      expect(emit(event, 'app://other/index.html'), event).toBe(true);
      expect(emit(event, 'https://example.com/', false), event).toBe(true);
    }
  });

  it('denies webviews and new windows', () => {
    const { c, emit } = contents();
    expect(emit('will-attach-webview', 'app://marias/index.html')).toBe(true);
    expect(c.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(c.openHandler?.({ url: 'app://marias/index.html' })).toEqual({ action: 'deny' });
  });
});

describe('guardSession', () => {
  type RequestHandler = (c: unknown, p: string, cb: (ok: boolean) => void) => void;
  type Check = (...a: unknown[]) => boolean;
  type HeadersListener = (
    d: { responseHeaders?: Record<string, string[]> },
    cb: (r: { responseHeaders: Record<string, string[]> }) => void,
  ) => void;
  interface Recorded {
    request: RequestHandler | null;
    check: Check | null;
    device: Check | null;
    headers: HeadersListener | null;
  }

  function session(): Recorded {
    const s: Recorded = { request: null, check: null, device: null, headers: null };
    const fake = {
      setPermissionRequestHandler: (h: RequestHandler) => (s.request = h),
      setPermissionCheckHandler: (h: Check) => (s.check = h),
      setDevicePermissionHandler: (h: Check) => (s.device = h),
      webRequest: { onHeadersReceived: (h: HeadersListener) => (s.headers = h) },
    };
    guardSession(fake as unknown as Session);
    return s;
  }

  it('grants no permission and reports none as granted', () => {
    const s = session();
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      let granted: boolean | null = null;
      s.request?.({}, permission, (ok) => (granted = ok));
      expect(granted, permission).toBe(false);
      expect(s.check?.(null, permission, 'app://marias', {}), permission).toBe(false);
    }
    expect(s.device?.({ deviceType: 'usb' })).toBe(false);
  });

  it('sets the app’s security headers on every response, replacing any of the same name', async () => {
    const s = session();
    const headers = await new Promise((resolve) =>
      s.headers?.(
        {
          responseHeaders: {
            'X-Other': ['kept'],
            'content-security-policy': ['default-src *'],
            'X-Content-Type-Options': ['sniff'],
          },
        },
        (r) => resolve(r.responseHeaders),
      ),
    );
    expect(headers).toEqual({
      'X-Other': ['kept'],
      ...Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k, [v]])),
    });
  });
});

/**
 * The window's lock-down, given Electron's objects (types only: no Electron at run time, so tests drive
 * it with stand-ins). Every frame stays on the app's pages: navigation, frame navigation and redirects
 * elsewhere are stopped, and nothing opens outside the app (it links to no web page; one that should
 * would need an allow-list here and a review of `shell.openExternal`, see docs/SECURITY.md). No webviews,
 * no new windows, no permission granted or even reported as granted, and every response carries the
 * app's security headers (the dev server's pages too).
 */
import type { Session, WebContents } from 'electron';
import { type AppPages, isAppUrl } from '../api/sender.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../server/headers.ts';

interface Navigation {
  readonly url: string;
  preventDefault(): void;
}

/** Locks one web contents to the app's pages. */
export function guardContents(contents: WebContents, pages: AppPages): void {
  const stay = (event: Navigation) => {
    if (!isAppUrl(event.url, pages)) event.preventDefault();
  };
  // will-frame-navigate covers every frame; will-navigate (main frame) stays as a second line.
  contents.on('will-frame-navigate', stay);
  contents.on('will-navigate', stay);
  contents.on('will-redirect', stay);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** The session grants nothing and answers every permission check with no. */
export function guardSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    // Ours replace any of the same name, whatever its case. The policy is named literally so that
    // security linters (electronegativity) see where the window's CSP is set.
    const kept = Object.entries(details.responseHeaders ?? {}).filter(
      ([name]) => !OURS.has(name.toLowerCase()),
    );
    callback({
      responseHeaders: {
        ...Object.fromEntries(kept),
        ...OTHER_HEADERS,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });
}

const OURS: ReadonlySet<string> = new Set(Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase()));
const OTHER_HEADERS: Readonly<Record<string, string[]>> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS)
    .filter(([name]) => name !== 'Content-Security-Policy')
    .map(([name, value]) => [name, [value]]),
);

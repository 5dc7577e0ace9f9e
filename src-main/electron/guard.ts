/**
 * The window's lock-down, given Electron's objects (types only: no Electron at run time, so tests drive
 * it with stand-ins). Every frame stays on the app's pages: navigation, frame navigation and redirects
 * elsewhere are stopped, and an allowed https link opens in the person's browser instead. No webviews,
 * no new windows, no permission granted or even reported as granted, and every response carries the
 * app's security headers (the dev server's pages too).
 */
import type { Session, WebContents } from 'electron';
import { type AppPages, isAllowedExternal, isAppUrl } from '../api/sender.ts';
import { SECURITY_HEADERS } from '../server/headers.ts';

interface Navigation {
  readonly url: string;
  readonly isMainFrame: boolean;
  preventDefault(): void;
}

/** Locks one web contents to the app's pages; `openExternal` gets the allowed links. */
export function guardContents(
  contents: WebContents,
  pages: AppPages,
  openExternal: (url: string) => void,
): void {
  // Electron emits will-frame-navigate (any frame) first and will-navigate (main frame) only if the first
  // was not prevented, so a link is opened outside at most once.
  const stay = (event: Navigation, mayOpenOutside: boolean) => {
    if (isAppUrl(event.url, pages)) return;
    event.preventDefault();
    if (mayOpenOutside && event.isMainFrame && isAllowedExternal(event.url)) openExternal(event.url);
  };
  contents.on('will-frame-navigate', (event) => stay(event, true));
  contents.on('will-navigate', (event) => stay(event, true));
  contents.on('will-redirect', (event) => stay(event, false));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) openExternal(url);
    return { action: 'deny' };
  });
}

/** The session grants nothing and answers every permission check with no. */
export function guardSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    // Ours replace any of the same name, whatever its case.
    const kept = Object.entries(details.responseHeaders ?? {}).filter(
      ([name]) => !OURS.has(name.toLowerCase()),
    );
    const set = Object.entries(SECURITY_HEADERS).map(([name, value]) => [name, [value]]);
    callback({ responseHeaders: Object.fromEntries([...kept, ...set]) as Record<string, string[]> });
  });
}

const OURS: ReadonlySet<string> = new Set(Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase()));

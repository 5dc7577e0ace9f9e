/**
 * Which pages may call the API over Electron IPC: the app's own renderer only — a page of the app's
 * scheme (`app://marias/…`, src-main/electron/scheme.ts) or, under `electron-vite dev`, the dev server's
 * origin (then only that one).
 */

export interface AppPages {
  /** The origin the built renderer is served from, `<scheme>://<host>` (no path, port or credentials). */
  readonly origin: string;
  /** The dev server's URL (ELECTRON_RENDERER_URL) when the app runs under `electron-vite dev`. */
  readonly devServer?: string | undefined;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Whether `url` (a frame's or a navigation's) is one of the app's own pages. */
export function isAppUrl(url: string, pages: AppPages): boolean {
  const u = parse(url);
  if (u === null || u.username !== '' || u.password !== '') return false;
  if (pages.devServer !== undefined && pages.devServer !== '') {
    const dev = new URL(pages.devServer);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === dev.origin;
  }
  // A custom scheme has no origin in Node's URL ('null'), so compare its parts.
  const app = new URL(pages.origin);
  return u.protocol === app.protocol && u.host === app.host && u.host !== '';
}

/**
 * Which pages may call the API over Electron IPC: the app's own renderer only — the bundled
 * index.html (file://) or, under `electron-vite dev`, the dev server's origin.
 */

export interface AppPages {
  /** The file:// URL of the bundled renderer's index.html. */
  readonly file: string;
  /** The dev server's URL (ELECTRON_RENDERER_URL) when the app runs under `electron-vite dev`. */
  readonly devServer?: string | undefined;
}

/** Whether `url` (a frame's or a navigation's) is one of the app's own pages. */
export function isAppUrl(url: string, pages: AppPages): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (pages.devServer !== undefined && pages.devServer !== '') {
    const dev = new URL(pages.devServer);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === dev.origin;
  }
  return u.protocol === 'file:' && u.host === '' && u.pathname === new URL(pages.file).pathname;
}

/** External pages the app may open in the user's browser: https on these hosts only. */
export const EXTERNAL_HOSTS: ReadonlySet<string> = new Set<string>([]);

export function isAllowedExternal(url: string, hosts: ReadonlySet<string> = EXTERNAL_HOSTS): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.username === '' && u.password === '' && hosts.has(u.hostname);
  } catch {
    return false;
  }
}

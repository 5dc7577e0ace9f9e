/**
 * What the Electron main process decides from how it was started (pure: Electron's types only, so tests
 * decide without the binary). A packaged build (`app.isPackaged`) always loads the bundled renderer from
 * the app's scheme and trusts only that origin, has no developer tools and no menu that opens them,
 * whatever the environment says; only an unpackaged run (`electron-vite dev`, `npm start`) honours the dev
 * server's `ELECTRON_RENDERER_URL` (an http(s) URL without credentials) and keeps Electron's default menu
 * and the developer tools. See docs/SECURITY.md.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { AppPages } from '../api/sender.ts';
import { APP_INDEX_URL, APP_ORIGIN } from './scheme.ts';

/** How the process was started. */
export interface Launch {
  /** `app.isPackaged`: the installed app (false under `electron-vite dev` and `npm start`). */
  readonly isPackaged: boolean;
  /** `process.env`. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** `process.platform`. */
  readonly platform: string;
}

/** The application menu: Electron's default (left alone), none at all, or this template. */
export type AppMenu =
  | { readonly kind: 'default' }
  | { readonly kind: 'none' }
  | { readonly kind: 'template'; readonly template: readonly MenuItemConstructorOptions[] };

export interface LaunchPlan {
  /** The page the window loads. */
  readonly url: string;
  /** The pages trusted to navigate to and to call the API (src-main/api/sender.ts). */
  readonly pages: AppPages;
  /** `webPreferences.devTools`. */
  readonly devTools: boolean;
  readonly menu: AppMenu;
}

/** The variable `electron-vite dev` sets to its dev server's URL. */
export const DEV_SERVER_VARIABLE = 'ELECTRON_RENDERER_URL';

/**
 * macOS keeps its application menu (Quit, and the Edit menu its copy and paste shortcuts need); no View
 * menu, so no reload and no developer tools. Elsewhere a packaged build has no menu bar at all.
 */
const PACKAGED_MAC_MENU: readonly MenuItemConstructorOptions[] = [
  { role: 'appMenu' },
  { role: 'editMenu' },
  { role: 'windowMenu' },
];

/** Everything the main process decides from `launch`. */
export function launchPlan(launch: Launch): LaunchPlan {
  const devServer = launch.isPackaged ? null : devServerUrl(launch.env[DEV_SERVER_VARIABLE]);
  return {
    url: devServer ?? APP_INDEX_URL,
    pages: devServer === null ? { origin: APP_ORIGIN } : { origin: APP_ORIGIN, devServer },
    devTools: !launch.isPackaged,
    menu: !launch.isPackaged
      ? { kind: 'default' }
      : launch.platform === 'darwin'
        ? { kind: 'template', template: PACKAGED_MAC_MENU }
        : { kind: 'none' },
  };
}

/** The dev server's URL when `value` is an http(s) URL without credentials, else null (ignored). */
export function devServerUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username !== '' || u.password !== '') return null;
  return u.href;
}

/** What revealing a window needs of Electron's BrowserWindow. */
export interface Revealable {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** A second launch hands over to the first: its window comes back (restored if minimised) and in front. */
export function reveal(window: Revealable): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

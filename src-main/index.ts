/**
 * The Electron main process: one window on the bundled renderer, served from the app's own scheme
 * (`app://marias/`, never file://), the API over one IPC channel (`marias:call`, answered by the same
 * handler as browser mode) and main's events to the windows over another (`marias:event`), the store in the user-data folder. The renderer is locked in
 * (src-main/electron/guard.ts): its frames are checked on every call, no frame can navigate away or open
 * windows, no permission is granted, and every response carries the app's security headers. How it was
 * started decides the rest (src-main/electron/launch.ts): a packaged build loads only its own files, has
 * no developer tools and no menu that opens them; one instance runs per user-data folder.
 */
import { join } from 'node:path';
import {
  type IpcMainInvokeEvent,
  BrowserWindow,
  Menu,
  app,
  dialog,
  ipcMain,
  protocol,
  session,
} from 'electron';
import { createAppHandler } from './api/app.ts';
import { isAppUrl } from './api/sender.ts';
import { serveAppFile } from './electron/app-files.ts';
import { guardContents, guardSession } from './electron/guard.ts';
import { launchPlan, reveal } from './electron/launch.ts';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES } from './electron/scheme.ts';
import { installLastResort } from './last-resort.ts';
import { closeSolverPool, solverPool } from './solver/app-pool.ts';
import { storeFile } from './store/location.ts';
import { type StoreNotice, openStoreSafely } from './store/recovery.ts';
import type { Store } from './store/store.ts';

const RENDERER_DIR = join(import.meta.dirname, '../renderer');
// The page to load and the pages trusted: the dev server's (ELECTRON_RENDERER_URL) only when unpackaged.
const LAUNCH = launchPlan({ isPackaged: app.isPackaged, env: process.env, platform: process.platform });
const PAGES = LAUNCH.pages;

// One instance per user-data folder: a second launch quits, and the first shows its window.
const primary = app.requestSingleInstanceLock();
if (!primary) app.quit();

// An error nobody caught is logged; the app keeps running (last-resort.ts).
installLastResort();

// Before `ready`: the scheme gets an origin of its own, like https.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

let store: Store | null = null;

function createWindow(): void {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    title: 'Mariáš',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      // No developer tools in a packaged build.
      devTools: LAUNCH.devTools,
      // No middle-click opening of links (new windows are denied anyway).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(LAUNCH.url);
}

/** The renderer's files on the app's scheme; every window and session locked down. */
function lockDown(): void {
  protocol.handle(APP_SCHEME, (request) => serveAppFile(request, RENDERER_DIR));
  app.on('web-contents-created', (_, contents) => guardContents(contents, PAGES));
  guardSession(session.defaultSession);
}

/** Stops what the API started, the drill stock's filler among it (set once the API is served). */
let stopApi = (): void => {};

function serveApi(openedStore: Store, storeNotice: StoreNotice | null): void {
  const pool = solverPool();
  // The shared table's guests load the same built renderer (out/renderer) over the home network.
  const { handle, close, events } = createAppHandler(openedStore, pool, {
    storeNotice,
    share: { rendererDir: RENDERER_DIR },
  });
  // Main's events to every window showing the app (the preload hands them to `window.marias.onEvent`).
  const unsubscribe = events.subscribe((event) => {
    for (const window of BrowserWindow.getAllWindows()) {
      const contents = window.webContents;
      if (!contents.isDestroyed() && isAppUrl(contents.getURL(), PAGES)) contents.send('marias:event', event);
    }
  });
  stopApi = () => {
    unsubscribe();
    void close();
  };
  ipcMain.handle('marias:call', (event: IpcMainInvokeEvent, method: unknown, params: unknown) => {
    const frame = event.senderFrame;
    if (frame === null || !isAppUrl(frame.url, PAGES))
      return { ok: false, error: { code: 'internal', message: 'call from a page that is not the app' } };
    // A window closed or crashed before the answer stops what it asked for (a running analysis frees its worker).
    const sender = event.sender;
    const gone = new AbortController();
    const stop = () => gone.abort();
    sender.once('destroyed', stop);
    sender.once('render-process-gone', stop);
    return handle(method, params, { signal: gone.signal }).finally(() => {
      if (sender.isDestroyed()) return;
      sender.off('destroyed', stop);
      sender.off('render-process-gone', stop);
    });
  });
}

/** No menu that opens the developer tools in a packaged build (Electron's default one otherwise). */
function setMenu(): void {
  const menu = LAUNCH.menu;
  if (menu.kind === 'none') Menu.setApplicationMenu(null);
  else if (menu.kind === 'template') Menu.setApplicationMenu(Menu.buildFromTemplate([...menu.template]));
}

void app.whenReady().then(() => {
  if (!primary) return;
  let notice: StoreNotice | null;
  try {
    const opened = openStoreSafely(storeFile(app.getPath('userData')));
    store = opened.store;
    notice = opened.notice;
  } catch (e) {
    dialog.showErrorBox('Mariáš', e instanceof Error ? e.message : String(e));
    app.quit();
    return;
  }
  lockDown();
  setMenu();
  serveApi(store, notice);
  createWindow();
  // A damaged or newer file was set aside: said in the log and in a box naming both files (English, as
  // the error box above); home shows it too, in the person's language (`storeNotice`).
  if (notice !== null) {
    console.warn(`Mariáš: ${notice.message}`);
    void dialog.showMessageBox({ type: 'warning', title: 'Mariáš', message: notice.message });
  }
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window === undefined) createWindow();
    else reveal(window);
  });
});

app.on('will-quit', () => {
  // The stock filler first: no batch may start on a pool or store being closed.
  stopApi();
  store?.close();
  store = null;
  void closeSolverPool();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

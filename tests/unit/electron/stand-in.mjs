// A recording stand-in for the parts of Electron's main-process API that src-main/index.ts uses. It is
// not Electron: it lets a test run the built main bundle, then drives what Electron would do (ready,
// IPC calls from frames, navigation, new windows, response headers, quit) and prints what the app did
// as one JSON line on stdout. The user-data folder is STAND_IN_USER_DATA; STAND_IN_PACKAGED=1 makes
// `app.isPackaged` true, STAND_IN_SECOND=1 makes this a second instance (the lock is held by another).
import { EventEmitter } from 'node:events';

const record = {
  windows: [],
  loaded: [],
  errors: [],
  external: [],
  handlers: new Map(),
  schemes: [],
  protocols: new Map(),
  quits: 0,
  lockRequested: false,
  // Every `Menu.setApplicationMenu` call (a template or null); none: Electron's default menu stays.
  menus: [],
};
const appEvents = new EventEmitter();
let ready;
let isReady = false;
const whenReadyPromise = new Promise((resolve) => (ready = resolve));
let quitting = false;

export const app = {
  isPackaged: process.env.STAND_IN_PACKAGED === '1',
  isReady: () => isReady,
  requestSingleInstanceLock: () => {
    record.lockRequested = true;
    return process.env.STAND_IN_SECOND !== '1';
  },
  whenReady: () => whenReadyPromise,
  getPath: (name) => {
    if (name !== 'userData') throw new Error(`stand-in: no path ${name}`);
    return process.env.STAND_IN_USER_DATA;
  },
  on: (event, listener) => appEvents.on(event, listener),
  quit: () => {
    record.quits++;
    if (quitting) return;
    quitting = true;
    appEvents.emit('will-quit');
  },
};

export class BrowserWindow extends EventEmitter {
  static all = [];
  static getAllWindows = () => BrowserWindow.all;
  constructor(options) {
    super();
    record.windows.push(options);
    BrowserWindow.all.push(this);
    this.webContents = new EventEmitter();
    this.minimized = false;
    this.calls = [];
    appEvents.emit('web-contents-created', {}, makeContents());
  }
  isMinimized() {
    return this.minimized;
  }
  restore() {
    this.minimized = false;
    this.calls.push('restore');
  }
  focus() {
    this.calls.push('focus');
  }
  show() {
    this.calls.push('show');
  }
  loadFile(file) {
    record.loaded.push({ file });
    return Promise.resolve();
  }
  loadURL(url) {
    record.loaded.push({ url });
    return Promise.resolve();
  }
}

const contents = [];
function makeContents() {
  const c = new EventEmitter();
  c.setWindowOpenHandler = (handler) => (c.openHandler = handler);
  contents.push(c);
  return c;
}

export const ipcMain = {
  handle: (channel, handler) => record.handlers.set(channel, handler),
};

export const protocol = {
  // Electron allows this only before ready; recorded with whether ready had come.
  registerSchemesAsPrivileged: (schemes) => record.schemes.push({ schemes, beforeReady: !isReady }),
  handle: (scheme, handler) => record.protocols.set(scheme, handler),
};

const headerListeners = [];
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => (record.permission = handler),
    setPermissionCheckHandler: (handler) => (record.permissionCheck = handler),
    setDevicePermissionHandler: (handler) => (record.devicePermission = handler),
    webRequest: { onHeadersReceived: (listener) => headerListeners.push(listener) },
  },
};

export const dialog = { showErrorBox: (title, text) => record.errors.push({ title, text }) };
export const shell = { openExternal: (url) => record.external.push(url) };

export const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu: (menu) => record.menus.push(menu === null ? null : menu.template),
};

export default { app, BrowserWindow, Menu, ipcMain, protocol, session, dialog, shell };

/** Runs after the app's own whenReady handlers; prints the record and quits. */
async function drive() {
  isReady = true;
  ready();
  await whenReadyPromise;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const out = { windows: record.windows, loaded: record.loaded, errors: record.errors };
  out.lockRequested = record.lockRequested;
  out.quitsBeforeDrive = record.quits;
  out.menus = record.menus;
  // A second launch of the app: the first instance's window comes back (minimised here first).
  const first = BrowserWindow.all[0];
  if (first) {
    first.minimized = true;
    first.calls = [];
    appEvents.emit('second-instance', {}, ['marias'], process.cwd());
    out.secondInstance = { calls: first.calls, windows: BrowserWindow.all.length };
  }
  const handler = record.handlers.get('marias:call');
  out.channels = [...record.handlers.keys()];
  out.schemes = record.schemes;
  out.protocols = [...record.protocols.keys()];
  const appFrame = { url: record.loaded[0]?.url ?? 'none' };
  // The page and what it links to, fetched through the app's protocol handler as the window would.
  const serve = record.protocols.get('app');
  if (serve) {
    const get = async (url, method = 'GET') => {
      const r = await serve(new Request(url, { method }));
      return { status: r.status, headers: Object.fromEntries(r.headers), body: await r.text() };
    };
    const index = await get(appFrame.url);
    const linked = [...index.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    out.served = {
      index,
      // Bodies left out (the line stays short); their size shows they were read.
      linked: await Promise.all(
        linked.map(async (href) => {
          const { body, ...rest } = await get(new URL(href, appFrame.url).href);
          return { href, ...rest, body: `${body.length} characters` };
        }),
      ),
      missing: (await get('app://marias/nothing.js')).status,
      foreign: (await get('app://other/index.html')).status,
      upward: (await get('app://marias/../../package.json')).body.includes('"name"'),
      post: (await get(appFrame.url, 'POST')).status,
    };
  }
  // The calling page's contents: the handler stops a call when they are destroyed.
  const sender = Object.assign(new EventEmitter(), { isDestroyed: () => false });
  const call = (frame, method, params) => handler?.({ senderFrame: frame, sender }, method, params);
  if (handler) {
    out.fromApp = await call(appFrame, 'sessionNew', JSON.parse(process.env.STAND_IN_SETTINGS ?? '{}'));
    out.listFromApp = await call(appFrame, 'sessionList', {});
    // A hint runs the computer player in the solver pool's worker, from the bundled worker chunk.
    const id = out.fromApp?.value?.id;
    out.hint = await call(appFrame, 'hint', { id });
    out.badParams = await call(appFrame, 'sessionOpen', { id: 'x' });
    out.fromOtherPage = await call({ url: 'https://example.com/' }, 'sessionList', {});
    out.fromNoFrame = await call(null, 'sessionList', {});
    // The page ELECTRON_RENDERER_URL names: trusted only when the app runs unpackaged.
    out.fromDevServer = await call({ url: process.env.ELECTRON_RENDERER_URL ?? 'none' }, 'sessionList', {});
  }
  const c = contents[0];
  if (c) {
    const navigate = (url, event = 'will-navigate', isMainFrame = true) => {
      let prevented = false;
      c.emit(event, { url, isMainFrame, preventDefault: () => (prevented = true) }, url);
      return prevented;
    };
    out.navigation = {
      app: navigate(appFrame.url),
      other: navigate('https://example.com/'),
      file: navigate('file:///etc/passwd'),
      frameApp: navigate(appFrame.url, 'will-frame-navigate', false),
      frameOther: navigate('https://example.com/', 'will-frame-navigate', false),
      redirectOther: navigate('https://example.com/', 'will-redirect'),
      webview: (() => {
        let prevented = false;
        c.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
        return prevented;
      })(),
      newWindow: c.openHandler?.({ url: 'https://example.com/' }) ?? null,
    };
  }
  out.external = record.external;
  let granted = null;
  record.permission?.({}, 'media', (ok) => (granted = ok));
  out.permissionGranted = granted;
  out.permissionChecked = record.permissionCheck?.(null, 'media', appFrame.url, {}) ?? null;
  out.devicePermission = record.devicePermission?.({ deviceType: 'usb' }) ?? null;
  out.headers = await new Promise((resolve) =>
    headerListeners[0]
      ? headerListeners[0]({ responseHeaders: { 'X-Other': ['kept'] } }, (r) => resolve(r.responseHeaders))
      : resolve(null),
  );
  app.quit();
  // The pool closes its workers on quit; give it a moment, then report.
  await new Promise((resolve) => setTimeout(resolve, 200));
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exit(0);
}

if (process.env.STAND_IN_DRIVE === '1') setTimeout(() => void drive(), 0);

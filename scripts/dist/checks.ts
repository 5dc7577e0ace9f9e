/**
 * What `npm run dist:check` asks of the installers, as pure functions over plain data (the script gathers
 * the data; tests/unit/dist feeds them made-up cases): the electron-builder configuration
 * (electron-builder.yml) and the file list of an app packed from it.
 */
import type { Configuration } from 'electron-builder';

export const PRODUCT_NAME = 'Mariáš';

/** Targets each platform must build (README "Installers"). */
export const REQUIRED_TARGETS: Readonly<Record<'linux' | 'win' | 'mac', readonly string[]>> = {
  linux: ['AppImage', 'deb'],
  win: ['nsis'],
  mac: ['dmg'],
};

/** The fuses and the value each must have (docs/SECURITY.md "Fuses"). */
export const REQUIRED_FUSES = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
} as const;

/** A fuse's state byte in Electron's fuse wire (@electron/fuses' FuseState). */
export const FUSE_ON = 0x31;
export const FUSE_OFF = 0x30;

/**
 * Problems of a packed binary's fuse wire, given as fuse name (REQUIRED_FUSES' spelling) → state byte:
 * every required fuse must have been flipped to its value.
 */
export function checkFuseWire(wire: Readonly<Record<string, number | undefined>>): string[] {
  return Object.entries(REQUIRED_FUSES).flatMap(([fuse, value]) => {
    const state = wire[fuse];
    if (state === (value ? FUSE_ON : FUSE_OFF)) return [];
    const found = state === FUSE_ON ? 'on' : state === FUSE_OFF ? 'off' : state === undefined ? 'absent' : `0x${state.toString(16)}`;
    return [`the packed binary's fuse ${fuse} is ${found}, not ${value ? 'on' : 'off'}`];
  });
}

/** Smallest icon electron-builder turns into every platform's icon set (macOS wants 512×512). */
export const MIN_ICON_SIZE = 512;

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Width and height from a PNG's header, or null when `bytes` is not a PNG. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Target names of a platform section, whichever of electron-builder's spellings it uses. */
export function targetNames(target: unknown): string[] {
  const list = Array.isArray(target) ? target : target == null ? [] : [target];
  return list.flatMap((t: unknown) => {
    if (typeof t === 'string') return [t];
    if (typeof t === 'object' && t !== null && typeof (t as { target?: unknown }).target === 'string')
      return [(t as { target: string }).target];
    return [];
  });
}

/**
 * Problems of the configuration, each a sentence. `icons` maps every icon path the configuration names
 * to its size (null: missing or not a PNG).
 */
export function checkConfig(config: Configuration, icons: ReadonlyMap<string, ImageSize | null>): string[] {
  const problems: string[] = [];
  if (typeof config.appId !== 'string' || !/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(config.appId))
    problems.push(`appId must be a reverse-DNS id, not ${JSON.stringify(config.appId)}`);
  if (config.productName !== PRODUCT_NAME)
    problems.push(`productName must be "${PRODUCT_NAME}", not ${JSON.stringify(config.productName)}`);
  for (const [platform, required] of Object.entries(REQUIRED_TARGETS)) {
    const section = config[platform as keyof typeof REQUIRED_TARGETS];
    const names = targetNames(section?.target).map((n) => n.toLowerCase());
    for (const t of required) if (!names.includes(t.toLowerCase())) problems.push(`${platform}.target lacks ${t}`);
    const icon = section?.icon;
    if (typeof icon !== 'string') {
      problems.push(`${platform}.icon is not set`);
      continue;
    }
    const size = icons.get(icon);
    if (size == null) problems.push(`${platform}.icon ${icon} is missing or not a PNG`);
    else if (size.width < MIN_ICON_SIZE || size.height < MIN_ICON_SIZE)
      problems.push(`${platform}.icon ${icon} is ${size.width}×${size.height}, below ${MIN_ICON_SIZE}×${MIN_ICON_SIZE}`);
  }
  if (config.asar === false) problems.push('asar is off: the fuses below need app.asar');
  const fuses = config.electronFuses;
  if (fuses == null) problems.push('electronFuses is not set');
  else
    for (const [fuse, value] of Object.entries(REQUIRED_FUSES))
      if (fuses[fuse as keyof typeof REQUIRED_FUSES] !== value)
        problems.push(`electronFuses.${fuse} must be ${value}, not ${String(fuses[fuse as keyof typeof fuses])}`);
  return problems;
}

/** What the build (out/) and the checkout hold that the packed app must carry. */
export interface Built {
  /** Every file under out/, as "out/main/index.js". */
  readonly out: readonly string[];
  /** The worker scripts main starts, as "out/main/chunks/worker-….js" (see `workerScripts`). */
  readonly workers: readonly string[];
  /** What out/renderer/index.html loads, as "out/renderer/assets/index-….js" (see `pageFiles`). */
  readonly page: readonly string[];
  /** The lesson files, relative to resources/lessons ("basics/01-….json", "chapters.json"). */
  readonly lessons: readonly string[];
  /** The folder, relative to the resources folder, where the installed app reads the lessons. */
  readonly lessonsDir: string;
  /** better-sqlite3's native binaries, as "node_modules/better-sqlite3/prebuilds/linux-x64.node". */
  readonly natives: readonly string[];
  /** The card pictures the pages show, relative to resources/cards ("raster/german/HA-84.webp"). */
  readonly cards: readonly string[];
  /** The text of the renderer's scripts (out/renderer/assets/*.js), which bundle the card art. */
  readonly rendererScripts: string;
}

/** The file list of a packed app. */
export interface Packed {
  /** Files in app.asar (including those stored beside it), "/"-separated without a leading slash. */
  readonly asar: readonly string[];
  /** Those files of `asar` stored in app.asar.unpacked and found there. */
  readonly unpacked: readonly string[];
  /** Files in the resources folder outside app.asar and app.asar.unpacked ("lessons/chapters.json"). */
  readonly resources: readonly string[];
}

/** Packed paths that must never ship: sources, tests, scripts, source maps, the checkout's resources. */
const FORBIDDEN = /^(src-[^/]+|tests|scripts|resources|docs)\/|\.(ts|vue|map)$/;

/** Problems of the packed file list against what the app loads, each a sentence. */
export function checkPackage(packed: Packed, built: Built): string[] {
  const problems: string[] = [];
  const asar = new Set(packed.asar);
  const unpacked = new Set(packed.unpacked);
  const resources = new Set(packed.resources);
  const need = (what: string, files: readonly string[]): void => {
    for (const f of files) if (!asar.has(f)) problems.push(`${what} ${f} is not in app.asar`);
  };
  for (const entry of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'])
    if (!built.out.includes(entry)) problems.push(`the build has no ${entry}`);
  need('entry', ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'package.json']);
  if (built.workers.length === 0) problems.push('no worker script found in out/main/index.js');
  need('worker', built.workers);
  if (built.page.length === 0) problems.push('out/renderer/index.html loads no script');
  need('page file', built.page);
  need('build file', built.out);
  // Vite bundles every card (src-renderer/cards/assets.ts): a file in out/renderer/assets or inlined,
  // looked up by its path in the sources either way; every build file is packed (checked above).
  if (built.cards.length === 0) problems.push('resources/cards holds no card art');
  for (const f of built.cards)
    if (!built.rendererScripts.includes(`"../../resources/cards/${f}"`))
      problems.push(`card art ${f} is not in the renderer bundle`);
  if (built.natives.length === 0) problems.push('better-sqlite3 has no native binary');
  for (const f of built.natives) {
    if (!asar.has(f)) problems.push(`native module ${f} is not packed`);
    else if (!unpacked.has(f)) problems.push(`native module ${f} is inside app.asar, where it cannot be loaded`);
  }
  if (!asar.has('node_modules/better-sqlite3/lib/index.js')) problems.push('better-sqlite3 is not packed');
  if (built.lessons.length === 0) problems.push('resources/lessons holds no lessons');
  for (const f of built.lessons)
    if (!resources.has(`${built.lessonsDir}/${f}`))
      problems.push(`lesson ${f} is not in the resources folder's ${built.lessonsDir}/`);
  for (const f of packed.asar) {
    if (FORBIDDEN.test(f)) problems.push(`${f} must not ship`);
    else if (f.startsWith('node_modules/') && !f.startsWith('node_modules/better-sqlite3/'))
      problems.push(`${f} is not loaded at run time (only better-sqlite3 is)`);
  }
  return problems;
}

/**
 * The worker scripts of the main bundle: electron-vite writes a `?modulePath` import (the solver worker
 * of src-main/solver/app-pool.ts) as `join(import.meta.dirname, "./chunks/worker-….js")`. Paths are given
 * as "out/main/…".
 */
export function workerScripts(mainJs: string): string[] {
  const found = mainJs.matchAll(/\(import\.meta\.dirname, "\.\/([^"]+\.js)"\)/g);
  return [...found].map((m) => `out/main/${m[1] ?? ''}`);
}

/** The files out/renderer/index.html loads by relative path, as "out/renderer/…". */
export function pageFiles(html: string): string[] {
  const found = html.matchAll(/\s(?:src|href)="\.\/([^"?#]+)"/g);
  return [...found].map((m) => `out/renderer/${m[1] ?? ''}`);
}

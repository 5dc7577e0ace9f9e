import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import {
  type Built,
  FUSE_OFF,
  FUSE_ON,
  type Packed,
  REQUIRED_FUSES,
  checkConfig,
  checkFuseWire,
  checkPackage,
  pageFiles,
  pngSize,
  targetNames,
  workerScripts,
} from '../../../scripts/dist/checks.ts';
import { loadBuilderConfig } from '../../../scripts/dist/config.ts';
import { ELECTRON_MEMORY_SWITCHES } from '../../../scripts/start/memory.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const ICON = 'resources/icon.png';
const icons = new Map([[ICON, pngSize(readFileSync(resolve(ROOT, ICON)))]]);

describe('loadBuilderConfig', () => {
  /** A project folder holding only a package.json and the given electron-builder.yml. */
  function project(yml: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'marias-builder-config-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0', description: 'x' }));
    writeFileSync(join(dir, 'electron-builder.yml'), yml);
    return dir;
  }

  it('reads electron-builder.yml as electron-builder does', async () => {
    const dir = project('appId: cz.example.x\nlinux:\n  target: [deb]\n');
    try {
      const config = await loadBuilderConfig(dir);
      expect(config.appId).toBe('cz.example.x');
      expect(targetNames(config.linux?.target)).toEqual(['deb']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a key outside electron-builder’s schema, naming it', async () => {
    const dir = project('appId: cz.example.x\nelectronFuse:\n  runAsNode: false\n');
    try {
      await expect(loadBuilderConfig(dir)).rejects.toThrow(/electronFuse\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the memory switches of the installed app', () => {
  it("are the launchers' own, on the Linux desktop entry", async () => {
    const config = await loadBuilderConfig(ROOT);
    expect(config.linux?.executableArgs).toEqual(ELECTRON_MEMORY_SWITCHES);
  });
});

describe('checkConfig', () => {
  it('passes electron-builder.yml as electron-builder loads it, icon included', async () => {
    const config = await loadBuilderConfig(ROOT);
    expect(icons.get(ICON)).toEqual({ width: 1024, height: 1024 });
    expect(checkConfig(config, icons)).toEqual([]);
  });

  it('names each missing target, weak fuse and unusable icon', async () => {
    const config = await loadBuilderConfig(ROOT);
    const broken: Configuration = {
      ...config,
      productName: 'Marias',
      linux: { ...config.linux, target: [{ target: 'AppImage' }] },
      win: { ...config.win, icon: 'resources/none.png' },
      electronFuses: { ...config.electronFuses, runAsNode: true, onlyLoadAppFromAsar: undefined },
    };
    const small = new Map([...icons, ['resources/none.png', { width: 256, height: 256 }]]);
    expect(checkConfig(broken, small)).toEqual([
      'productName must be "Mariáš", not "Marias"',
      'linux.target lacks deb',
      'win.icon resources/none.png is 256×256, below 512×512',
      'electronFuses.runAsNode must be false, not true',
      'electronFuses.onlyLoadAppFromAsar must be true, not undefined',
    ]);
    expect(checkConfig({ ...config, mac: { ...config.mac, icon: 'x.png' } }, icons)).toEqual([
      'mac.icon x.png is missing or not a PNG',
    ]);
  });

  it('reads targets in all of electron-builder’s spellings', () => {
    expect(targetNames('dmg')).toEqual(['dmg']);
    expect(targetNames(['AppImage', { target: 'deb', arch: ['x64'] }])).toEqual(['AppImage', 'deb']);
    expect(targetNames(undefined)).toEqual([]);
  });
});

describe('checkFuseWire', () => {
  const flipped = Object.fromEntries(
    Object.entries(REQUIRED_FUSES).map(([fuse, value]) => [fuse, value ? FUSE_ON : FUSE_OFF]),
  );

  it('passes a wire with every required fuse flipped', () => {
    expect(checkFuseWire({ ...flipped, loadBrowserProcessSpecificV8Snapshot: FUSE_OFF })).toEqual([]);
  });

  it('names a fuse left as Electron ships it, removed or missing', () => {
    expect(
      checkFuseWire({ ...flipped, runAsNode: FUSE_ON, onlyLoadAppFromAsar: 0x72, enableCookieEncryption: undefined }),
    ).toEqual([
      "the packed binary's fuse runAsNode is on, not off",
      "the packed binary's fuse enableCookieEncryption is absent, not on",
      "the packed binary's fuse onlyLoadAppFromAsar is 0x72, not on",
    ]);
  });
});

describe('pngSize', () => {
  it('reads the header and refuses what is not a PNG', () => {
    expect(pngSize(readFileSync(resolve(ROOT, 'resources/cards/german/HA.svg')))).toBeNull();
    expect(pngSize(new Uint8Array(8))).toBeNull();
  });
});

describe('reading the build', () => {
  it('finds the worker scripts main starts and the files the page loads', () => {
    const main = [
      '// src-main/solver/worker.ts?modulePath',
      'var worker_default = join$1(import.meta.dirname, "./chunks/worker-f2c3c18f.js");',
      'const other = join(import.meta.dirname, "../renderer/index.html");',
    ].join('\n');
    expect(workerScripts(main)).toEqual(['out/main/chunks/worker-f2c3c18f.js']);
    const html =
      '<script type="module" crossorigin src="./assets/index-DT.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="./assets/index-Dq.css">\n<a href="https://example.org/">';
    expect(pageFiles(html)).toEqual(['out/renderer/assets/index-DT.js', 'out/renderer/assets/index-Dq.css']);
  });
});

const NATIVE = 'node_modules/better-sqlite3/prebuilds/linux-x64.node';
const BUILT: Built = {
  out: [
    'out/main/index.js',
    'out/main/chunks/worker-1.js',
    'out/preload/index.cjs',
    'out/renderer/index.html',
    'out/renderer/assets/index-1.js',
  ],
  workers: ['out/main/chunks/worker-1.js'],
  page: ['out/renderer/assets/index-1.js'],
  lessons: ['chapters.json', 'basics/01-cards.json'],
  lessonsDir: 'lessons',
  natives: [NATIVE],
  cards: ['german/HA.svg'],
  rendererScripts: 'const FILES = { "../../resources/cards/german/HA.svg": HA_default };',
};
const PACKED: Packed = {
  asar: [...BUILT.out, 'package.json', 'node_modules/better-sqlite3/lib/index.js', NATIVE],
  unpacked: [NATIVE],
  resources: ['lessons/chapters.json', 'lessons/basics/01-cards.json'],
};

describe('checkPackage', () => {
  it('passes a package holding everything the app loads', () => {
    expect(checkPackage(PACKED, BUILT)).toEqual([]);
  });

  it('names a missing worker, an archived native module and a lesson not beside the archive', () => {
    const packed: Packed = {
      asar: PACKED.asar.filter((f) => f !== 'out/main/chunks/worker-1.js'),
      unpacked: [],
      resources: ['lessons/chapters.json'],
    };
    expect(checkPackage(packed, BUILT)).toEqual([
      'worker out/main/chunks/worker-1.js is not in app.asar',
      'build file out/main/chunks/worker-1.js is not in app.asar',
      `native module ${NATIVE} is inside app.asar, where it cannot be loaded`,
      "lesson basics/01-cards.json is not in the resources folder's lessons/",
    ]);
  });

  it('refuses sources, tests, scripts, maps and packages main does not load', () => {
    const packed: Packed = {
      ...PACKED,
      asar: [
        ...PACKED.asar,
        'src-main/index.ts',
        'tests/unit/x.test.ts',
        'scripts/dist-check.ts',
        'out/main/index.js.map',
        'node_modules/vue/index.js',
      ],
    };
    expect(checkPackage(packed, BUILT)).toEqual([
      'src-main/index.ts must not ship',
      'tests/unit/x.test.ts must not ship',
      'scripts/dist-check.ts must not ship',
      'out/main/index.js.map must not ship',
      'node_modules/vue/index.js is not loaded at run time (only better-sqlite3 is)',
    ]);
  });

  it('wants the card art in the renderer bundle and the worker found in main', () => {
    expect(checkPackage(PACKED, { ...BUILT, workers: [], rendererScripts: 'nothing' })).toEqual([
      'no worker script found in out/main/index.js',
      'card art german/HA.svg is not in the renderer bundle',
    ]);
  });
});

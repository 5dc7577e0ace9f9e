/**
 * `npm run dist:check` (after `npm run build`): checks the installers without the network. Loads
 * electron-builder.yml with electron-builder's own loader and schema (scripts/dist/config.ts), checks targets, icons and fuses, then packs the build for Linux as a directory (electron-builder
 * `--dir`) around a stand-in for Electron's binary, which cannot be downloaded here, and checks that the
 * packed file list holds everything the app loads and nothing else (scripts/dist/checks.ts). The file
 * selection (`files`, `asarUnpack`, `extraResources`) is the same for every platform, so one packing
 * answers for all. Fuses are flipped in the real Electron binary only (`npm run dist`); here their
 * configuration is checked. Exit code 1 with the problems listed when anything is wrong.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { getRawHeader } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { Arch, type Configuration, Platform, build } from 'electron-builder';
import { LESSONS_DIR } from '../src-main/training/catalogue.ts';
import { resourceDir } from '../src-main/resources.ts';
import {
  type Built,
  type ImageSize,
  type Packed,
  FUSE_OFF,
  FUSE_ON,
  checkConfig,
  checkFuseWire,
  checkPackage,
  pageFiles,
  pngSize,
  workerScripts,
} from './dist/checks.ts';
import { loadBuilderConfig } from './dist/config.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Files under `dir`, relative to `base`, "/"-separated. */
function files(dir: string, base: string = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? files(p, base) : [relative(base, p).split(sep).join('/')];
  });
}

function iconSizes(config: Configuration): Map<string, ImageSize | null> {
  const sizes = new Map<string, ImageSize | null>();
  for (const section of [config.linux, config.win, config.mac]) {
    const icon = section?.icon;
    if (typeof icon !== 'string' || sizes.has(icon)) continue;
    const path = resolve(ROOT, icon);
    sizes.set(icon, existsSync(path) ? pngSize(readFileSync(path)) : null);
  }
  return sizes;
}

function gatherBuilt(packedResources: string): Built {
  const out = files(join(ROOT, 'out'), ROOT);
  const assets = out.filter((f) => f.startsWith('out/renderer/assets/') && f.endsWith('.js'));
  const packagedMain = join(packedResources, 'app.asar', 'out', 'main');
  return {
    out,
    workers: workerScripts(readFileSync(join(ROOT, 'out/main/index.js'), 'utf8')),
    page: pageFiles(readFileSync(join(ROOT, 'out/renderer/index.html'), 'utf8')),
    lessons: files(LESSONS_DIR),
    // Where the installed app will look (src-main/resources.ts), relative to its resources folder.
    lessonsDir: relative(packedResources, resourceDir('lessons', packagedMain, packedResources))
      .split(sep)
      .join('/'),
    natives: files(join(ROOT, 'node_modules/better-sqlite3/prebuilds'))
      .filter((f) => f.endsWith('.node'))
      .map((f) => `node_modules/better-sqlite3/prebuilds/${f}`),
    // The pages show the rasters (src-renderer/cards/assets.ts); the SVGs are their source.
    cards: files(join(ROOT, 'resources/cards')).filter((f) => f.endsWith('.webp')),
    rendererScripts: assets.map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n'),
  };
}

interface AsarNode {
  readonly files?: Record<string, AsarNode>;
  readonly unpacked?: boolean;
}

/** Files of an ASAR header, with whether each is stored unpacked. */
function asarEntries(node: AsarNode, prefix = ''): { path: string; unpacked: boolean }[] {
  return Object.entries(node.files ?? {}).flatMap(([name, child]) =>
    child.files !== undefined
      ? asarEntries(child, `${prefix}${name}/`)
      : [{ path: `${prefix}${name}`, unpacked: child.unpacked === true }],
  );
}

function gatherPacked(resources: string): Packed {
  const entries = asarEntries(getRawHeader(join(resources, 'app.asar')).header);
  const onDisk = new Set(files(join(resources, 'app.asar.unpacked')));
  return {
    asar: entries.map((e) => e.path),
    unpacked: entries.filter((e) => e.unpacked && onDisk.has(e.path)).map((e) => e.path),
    resources: files(resources).filter((f) => !f.startsWith('app.asar')),
  };
}

/** Fuses of @electron/fuses' V1 wire, in wire order, as Electron 45's binary ships them. */
const STOCK_WIRE: readonly [FuseV1Options, number][] = [
  [FuseV1Options.RunAsNode, FUSE_ON],
  [FuseV1Options.EnableCookieEncryption, FUSE_OFF],
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable, FUSE_ON],
  [FuseV1Options.EnableNodeCliInspectArguments, FUSE_ON],
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation, FUSE_OFF],
  [FuseV1Options.OnlyLoadAppFromAsar, FUSE_OFF],
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot, FUSE_OFF],
  [FuseV1Options.GrantFileProtocolExtraPrivileges, FUSE_ON],
];
/** The marker @electron/fuses looks for in a binary; the wire follows it (version 1, length, states). */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * A stand-in for Electron's Linux binary: it cannot run, but carries a fuse wire in Electron's stock
 * state, so electron-builder flips the fuses in it as it would in the real binary.
 */
function standInBinary(): Buffer {
  const wire = [1, STOCK_WIRE.length, ...STOCK_WIRE.map(([, state]) => state)];
  return Buffer.concat([Buffer.from(`#!/bin/sh\nexit 1\n${FUSE_SENTINEL}`), Buffer.from(wire)]);
}

/** The fuse wire of a packed binary as fuse name (electronFuses' spelling, "runAsNode") → state byte. */
async function fuseWire(binary: string): Promise<Record<string, number>> {
  const wire = (await getCurrentFuseWire(binary)) as unknown as Record<string, unknown>;
  const named: Record<string, number> = {};
  for (const [index, state] of Object.entries(wire)) {
    const name = FuseV1Options[Number(index)];
    if (name !== undefined && typeof state === 'number')
      named[name[0]!.toLowerCase() + name.slice(1)] = state;
  }
  return named;
}

/** Packs the build as linux-unpacked into `output` around a stand-in Electron; returns the packed app's folder. */
async function pack(output: string): Promise<string> {
  const standIn = join(output, 'electron-stand-in');
  mkdirSync(join(standIn, 'resources'), { recursive: true });
  writeFileSync(join(standIn, 'electron'), standInBinary(), { mode: 0o755 });
  const arch = process.arch === 'arm64' ? Arch.arm64 : Arch.x64;
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir', arch),
    publish: 'never',
    config: { electronDist: standIn, directories: { output: join(output, 'dist') } },
  });
  const unpackedDir = readdirSync(join(output, 'dist')).find((d) => d.endsWith('-unpacked'));
  if (unpackedDir === undefined) throw new Error('electron-builder made no *-unpacked folder');
  return join(output, 'dist', unpackedDir);
}

async function main(): Promise<void> {
  const problems: string[] = [];
  let config: Configuration;
  try {
    config = await loadBuilderConfig(ROOT);
  } catch (e) {
    // Nothing else can be checked (nor packed) without a valid configuration.
    console.error(
      `dist:check: electron-builder's configuration: ${e instanceof Error ? e.message : String(e)}`,
    );
    process.exitCode = 1;
    return;
  }
  problems.push(...checkConfig(config, iconSizes(config)));
  if (!existsSync(join(ROOT, 'out/main/index.js'))) {
    problems.push('no build in out/: run npm run build first');
  } else {
    const output = mkdtempSync(join(tmpdir(), 'marias-dist-check-'));
    try {
      const app = await pack(output);
      const resources = join(app, 'resources');
      const packed = gatherPacked(resources);
      problems.push(...checkPackage(packed, gatherBuilt(resources)));
      problems.push(...checkFuseWire(await fuseWire(join(app, config.executableName ?? 'electron'))));
      console.log(
        `packed: ${packed.asar.length} files in app.asar (${packed.unpacked.length} unpacked), ` +
          `${packed.resources.length} beside it; fuses flipped in the stand-in binary`,
      );
    } finally {
      rmSync(output, { recursive: true, force: true });
    }
  }
  if (problems.length > 0) {
    console.error(
      `dist:check found ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else console.log('dist:check: configuration and packed file list ok');
}

await main();

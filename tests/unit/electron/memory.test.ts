/**
 * The installed app's memory settings (src-main/electron/memory.ts): a packaged app started without
 * `--js-flags` or, on Linux, MALLOC_ARENA_MAX starts itself again once with them; what the person gave is
 * kept; an unpackaged run and the second start are left alone; an AppImage is started through its file.
 * The values are the launchers' (scripts/start/memory.mjs).
 */
import { describe, expect, it } from 'vitest';
import {
  ARENAS,
  ARENA_VARIABLE,
  MAIN_JS_FLAGS,
  RELAUNCHED_VARIABLE,
  memoryRelaunch,
} from '../../../src-main/electron/memory.ts';
import { ELECTRON_MEMORY_SWITCHES, MEMORY_ENV, NODE_MEMORY_FLAGS } from '../../../scripts/start/memory.mjs';

const EXE = '/opt/Mariáš/marias';
const launch = (o: {
  isPackaged?: boolean;
  env?: Record<string, string>;
  platform?: string;
  args?: string[];
}) =>
  memoryRelaunch({
    isPackaged: o.isPackaged ?? true,
    env: o.env ?? {},
    platform: o.platform ?? 'linux',
    argv: [EXE, ...(o.args ?? [])],
  });

describe('memoryRelaunch', () => {
  it('starts a packaged Linux app again with the V8 flag and two arenas, marked, its arguments kept', () => {
    expect(launch({ args: ['--no-sandbox', 'večer.json'] })).toEqual({
      args: ['--js-flags=--max-semi-space-size=16', '--no-sandbox', 'večer.json'],
      execPath: undefined,
      env: { MALLOC_ARENA_MAX: '2', [RELAUNCHED_VARIABLE]: '1' },
    });
  });

  it('elsewhere only the V8 flag: no C library there reads the arenas variable', () => {
    for (const platform of ['win32', 'darwin'])
      expect(launch({ platform })).toEqual({
        args: ['--js-flags=--max-semi-space-size=16'],
        execPath: undefined,
        env: { [RELAUNCHED_VARIABLE]: '1' },
      });
  });

  it('keeps what the person gave: their own --js-flags, their own MALLOC_ARENA_MAX', () => {
    expect(launch({ args: ['--js-flags=--max-old-space-size=512'] })).toEqual({
      args: ['--js-flags=--max-old-space-size=512'],
      execPath: undefined,
      env: { MALLOC_ARENA_MAX: '2', [RELAUNCHED_VARIABLE]: '1' },
    });
    expect(launch({ env: { MALLOC_ARENA_MAX: '8' } })?.env).toEqual({ [RELAUNCHED_VARIABLE]: '1' });
    expect(launch({ env: { MALLOC_ARENA_MAX: '8' }, args: ['--js-flags=--jitless'] })).toBeNull();
    expect(launch({ platform: 'win32', args: ['--js-flags=--jitless'] })).toBeNull();
  });

  it('never starts again the start it made, nor an unpackaged run (the launchers give both there)', () => {
    expect(launch({ env: { [RELAUNCHED_VARIABLE]: '1' } })).toBeNull();
    expect(launch({ isPackaged: false })).toBeNull();
    expect(launch({ isPackaged: false, platform: 'win32' })).toBeNull();
  });

  it('starts an AppImage through its own file, whose mount goes with the first process', () => {
    expect(launch({ env: { APPIMAGE: '/home/eva/marias-1.0.0-linux-x86_64.AppImage' } })?.execPath).toBe(
      '/home/eva/marias-1.0.0-linux-x86_64.AppImage',
    );
    expect(launch({ env: { APPIMAGE: '' } })?.execPath).toBeUndefined();
  });

  it('gives the launchers’ values', () => {
    expect(ELECTRON_MEMORY_SWITCHES).toEqual([`--js-flags=${MAIN_JS_FLAGS}`]);
    expect(NODE_MEMORY_FLAGS).toEqual([MAIN_JS_FLAGS]);
    expect(MEMORY_ENV).toEqual({ [ARENA_VARIABLE]: ARENAS });
  });
});

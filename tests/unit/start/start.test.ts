/**
 * `npm start` / `npm run serve`: the options they take, and the quiet build — a stand-in build (a real
 * child process) that prints a lot and fails has its output handed back to be shown, one that succeeds
 * shows nothing, and --verbose shows it as it comes; the memory settings the app's process starts with,
 * and the soak with the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../../../scripts/start/build.mjs';
import {
  ELECTRON_MEMORY_SWITCHES,
  NODE_MEMORY_FLAGS,
  withMemoryEnv,
} from '../../../scripts/start/memory.mjs';
import { USAGE, parseStartArgs } from '../../../scripts/start/options.mjs';

describe('start: options', () => {
  it.each<[string[], { browser: boolean; verbose: boolean; help: boolean; server: string[] }]>([
    [[], { browser: false, verbose: false, help: false, server: [] }],
    [['--browser'], { browser: true, verbose: false, help: false, server: [] }],
    [['--verbose'], { browser: false, verbose: true, help: false, server: [] }],
    [['--no-open'], { browser: false, verbose: false, help: false, server: ['--no-open'] }],
    [
      ['--browser', '--port', '8080', '--no-open'],
      { browser: true, verbose: false, help: false, server: ['--port', '8080', '--no-open'] },
    ],
    [['--port=9000', '--verbose'], { browser: false, verbose: true, help: false, server: ['--port=9000'] }],
    [['-h'], { browser: false, verbose: false, help: true, server: [] }],
  ])('%j', (argv, want) => {
    expect(parseStartArgs(argv)).toEqual({ ok: true, value: want });
  });

  it('names an unknown option and a port without its number', () => {
    expect(parseStartArgs(['--open-sesame'])).toEqual({ ok: false, error: 'unknown option --open-sesame' });
    expect(parseStartArgs(['--port'])).toEqual({ ok: false, error: '--port needs a port number' });
  });

  it('the usage names every option', () => {
    for (const flag of ['--no-open', '--port', '--verbose', '--help']) expect(USAGE).toContain(flag);
  });
});

/** A stand-in for electron-vite: 70 lines of build output, then the exit code asked for. */
const fakeBuild = (code: number) => [
  '-e',
  `for (let i = 1; i <= 70; i++) (i % 2 ? console.log : console.error)('build line ' + i); process.exit(${code});`,
];

describe('start: the quiet build', () => {
  it('a failing build: nothing written while it runs, its whole output (stdout and stderr) handed back', async () => {
    const written: string[] = [];
    const r = await runBuild({
      command: process.execPath,
      args: fakeBuild(1),
      write: (c) => written.push(c),
    });
    expect(r.ok).toBe(false);
    expect(written).toEqual([]);
    for (const n of [1, 2, 69, 70]) expect(r.output).toContain(`build line ${n}\n`);
  });

  it('a build that succeeds shows nothing', async () => {
    const written: string[] = [];
    const r = await runBuild({
      command: process.execPath,
      args: fakeBuild(0),
      write: (c) => written.push(c),
    });
    expect(r.ok).toBe(true);
    expect(written).toEqual([]);
  });

  it('--verbose writes the output as it comes', async () => {
    const written: string[] = [];
    const r = await runBuild({
      command: process.execPath,
      args: fakeBuild(0),
      verbose: true,
      write: (c) => written.push(c),
    });
    expect(r.ok).toBe(true);
    expect(written.join('')).toBe(r.output);
    expect(r.output.split('\n').filter((l) => l !== '')).toHaveLength(70);
  });

  it('a build command that does not exist fails with why', async () => {
    const r = await runBuild({ command: '/nonexistent/electron-vite', args: [], write: () => {} });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('ENOENT');
  });
});

describe('start: memory settings', () => {
  it('the soak runs with the V8 flags the launchers give the app, so it measures what the app holds', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const soak = pkg.scripts['soak']?.split(' ') ?? [];
    for (const flag of NODE_MEMORY_FLAGS) expect(soak).toContain(flag);
    expect(ELECTRON_MEMORY_SWITCHES).toEqual([`--js-flags=${NODE_MEMORY_FLAGS.join(' ')}`]);
  });

  it('the environment bounds glibc arenas unless the person set them', () => {
    expect(withMemoryEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '2' });
    expect(withMemoryEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' });
  });
});

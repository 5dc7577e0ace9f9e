/**
 * Soak: computer-only hands through the app's API handler as every entry point wires it
 * (`createAppHandler`: the game service and every other service over a real SQLite store file, the drill
 * stock filling in the background) and the real solver pool (worker threads, sized as in the app),
 * sampling memory, the pool's workers and the store's size as it goes; at the end a verdict on whether
 * they stayed flat.
 *
 * npm run soak -- [--hands 10000] [--level zacatecnik|…|rules] [--report-every 250] [--out soak.csv]
 *                 [--per-session 100] [--search-every 10] [--max-growth 10] [--seed 1] [--keep]
 *                 [--variant chosen|auction|fourHand|twoHand] [--tables 1] [--idle 0]
 *                 [--max-rss MB] [--max-idle-rss MB] [--worker-idle s] [--worker-heap MB] [--recycle-above MB]
 *                 [--worker-young MB] [--stock-rest s]
 *                 [--as-app] [--idle-release off] [--spaces]
 * npm run soak -- --judge soak.csv [--max-growth 10]     (the verdict over a curve written before)
 *
 * - Settings need a person at one seat, so seat 0 is a person whose every move the soak asks of the
 *   pool (as the hint does) and sends with `act`; the other seats are computers at `--level`, moved by
 *   `advance`. Decisions are timed as in the app. `--variant` (default volený) deals every session in that
 *   variant at its usual seat count under its default preset (api/game.ts seatCountsOf, presetsOf).
 * - One session in `--search-every` is played at `--level` by all three seats; in the others the pool
 *   plays the rules-of-thumb player (src-main/ai/baselines.ts) in its place: the same service, store,
 *   worker and messages at a twentieth of the time a hand (začátečník takes 1.3 s a hand on two cores,
 *   so 10,000 hands of it would take four hours). `--search-every 1` plays every hand at the level, `--level rules` none.
 * - An evening is `--per-session` hands (`nextHand`), then a new session begins (`sessionNew`,
 *   `sessionList` as the home screen would); the store keeps every session.
 * - Every `--report-every` hands (after a full GC of the main thread and of each worker, so heap figures
 *   are live data): rss, heapUsed, heapTotal (committed), external and arrayBuffers of the process, the
 *   workers' heap (used and committed) and external memory (typed arrays' backing stores), the live
 *   workers and how many worker threads the pool has started so far (a restart starts a new one), the
 *   store file's size (with its WAL). Printed as a table, written as CSV to `--out`.
 * - `--tables N` plays N sessions at once (an evening of N tables, each as above), all through the one
 *   handler and pool; `--hands` counts the hands of all tables together.
 * - Between samples the process's RSS is read every second without forcing a GC: `peak rss` is the
 *   highest of those reads (what the system saw), `--max-rss` fails the run when it passes that many MB.
 * - `--idle S`: after the last hand the app stays open S seconds with nothing to do; its RSS (no GC forced,
 *   no heap read: as the app would sit) and live workers are printed every 5 s, and the curve goes to
 *   `<out>.idle.csv`, with the background lane's busy and queued tasks (the drill stock rests 15 s after
 *   the last call, src-main/training/stock.ts; `--stock-rest s` sets that, 0: never). `--max-idle-rss` fails the run unless RSS falls to that many MB within the idle time.
 * - `--worker-idle s`, `--worker-heap MB`, `--recycle-above MB` and `--worker-young MB` set the pool's
 *   `idleMs`, `maxHeapMb`, `recycleAboveMb` and `maxYoungMb` (0: off; default the app's,
 *   src-main/solver/pool.ts; the process's `--max-semi-space-size`, which `npm run soak` passes as the
 *   launchers do, overrides `maxYoungMb`); a worker the pool recycled
 *   (idle, or holding too much) is not a restart. As in the app, a worker recycled for idleness makes the
 *   main thread give back its heap (`releaseMemory`, src-main/heap.ts) unless `--idle-release off`.
 * - `--as-app`: samples force no GC and take no heap snapshot of the workers (their heap figures are then
 *   V8's committed and used heap, garbage included). A worker's snapshot is tens of MB of JSON streamed
 *   through this thread, which grows its heap and the RSS; with `--as-app` the RSS is what the app itself
 *   holds (the figure for a memory bound), without it the heaps are live data (the figure for a leak).
 * - `--spaces`: after each sample row, the main thread's heap spaces at their highest since the previous
 *   sample (used / committed MB, read each second with the RSS, no GC forced): which space a burst of the
 *   heap is in (new, old, large objects, code …), to find what allocates.
 * - It runs with the launchers' memory settings (scripts/start/memory.mjs): `npm run soak` passes their
 *   V8 flag, and the soak starts itself again with their environment (MALLOC_ARENA_MAX) when it lacks it.
 * - Ctrl-C or SIGTERM stops after the current hand; the verdict is then over the samples so far.
 * - Verdict: over the samples after the first tenth (warm-up), the mean of the last quarter against the
 *   mean of the second quarter, for rss, heapUsed, external and the workers' heap. Growth beyond
 *   `--max-growth` percent and 8 MB both fails; so does a change in the count of workers, any worker
 *   restart, or any call that did not answer ok. Exit 0 flat, 1 not flat, 2 bad options.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getHeapSpaceStatistics } from 'node:v8';
import type { Worker } from 'node:worker_threads';
import {
  AI_LEVELS,
  type AiLevel,
  type ApiError,
  type ApiResult,
  type GameMethod,
  type ParamsOf,
  PRESETS,
  type Result,
  SESSION_VARIANTS,
  type SessionSettings,
  type TableSnapshot,
  type Variant,
  presetsOf,
  seatCountsOf,
} from '../src-shared/index.ts';
import type { PlayerName } from '../src-main/ai/players.ts';
import { createAppHandler } from '../src-main/api/app.ts';
import { releaseMemory } from '../src-main/heap.ts';
import type { Decider } from '../src-main/game/service.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { openStore } from '../src-main/store/store.ts';
import { option } from './cli-args.ts';
import { MEMORY_ENV, withMemoryEnv } from './start/memory.mjs';

const MB = 1024 * 1024;
/** Growth below this many bytes is never a leak (noise of small figures such as `external`). */
const MIN_GROWTH_BYTES = 8 * MB;
/** Samples (after the one at the first hand) a verdict needs: a tenth, and quarters of what remains. */
const MIN_SAMPLES = 8;

export interface Sample {
  readonly hands: number;
  readonly seconds: number;
  /** Mean wall time per hand since the previous sample (ms). */
  readonly msPerHand: number;
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
  readonly arrayBuffers: number;
  readonly workerHeap: number;
  /** V8 heap committed (heapTotal) of the main thread and of the workers: what the heaps keep from the OS. */
  readonly heapTotal: number;
  readonly workerHeapTotal: number;
  /** The workers' external memory (typed arrays' backing stores, allocated with malloc outside the heap). */
  readonly workerExternal: number;
  readonly workers: number;
  /** Worker threads the pool has started so far (distinct thread ids seen). */
  readonly threadsStarted: number;
  readonly dbBytes: number;
  /** The highest RSS read (each second, no GC forced) since the previous sample. */
  readonly peakRss: number;
  /** Workers the pool has recycled for idleness so far (they and their successors are no restarts). */
  readonly recycled: number;
}

export interface Growth {
  readonly metric: string;
  readonly early: number;
  readonly late: number;
  readonly percent: number;
  readonly flat: boolean;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * Mean of the last quarter against the second quarter of the samples after the first tenth; a metric
 * grows when it rises by more than `maxPercent` and by more than 8 MB.
 */
export function growth(samples: readonly Sample[], maxPercent: number): Growth[] {
  const settled = samples.slice(Math.ceil(samples.length / 10));
  const q = Math.max(1, Math.floor(settled.length / 4));
  const second = settled.slice(q, 2 * q);
  const last = settled.slice(settled.length - q);
  const metrics = ['rss', 'heapUsed', 'external', 'workerHeap'] as const;
  return metrics.map((metric) => {
    const early = mean(second.map((s) => s[metric]));
    const late = mean(last.map((s) => s[metric]));
    const percent = early > 0 ? ((late - early) / early) * 100 : 0;
    return { metric, early, late, percent, flat: percent <= maxPercent || late - early <= MIN_GROWTH_BYTES };
  });
}

function fail(message: string): never {
  console.error(`soak: ${message}`);
  process.exit(2);
}

function positiveInt(name: string, fallback: number): number {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number, got ${raw}`);
  return n;
}

function wholeOrZero(name: string, fallback: number): number {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number ≥ 0, got ${raw}`);
  return n;
}

/** An optional limit in MB (a positive number). */
function megabytesOption(name: string): number | undefined {
  const raw = option(name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!(n > 0) || !Number.isFinite(n)) fail(`--${name} must be a number of MB above 0, got ${raw}`);
  return n;
}

export const CSV_HEADER =
  'hands,seconds,ms_per_hand,rss_mb,heap_used_mb,external_mb,array_buffers_mb,worker_heap_mb,workers,threads_started,db_mb,heap_total_mb,worker_heap_total_mb,worker_external_mb,peak_rss_mb,recycled';
/** The headers of curves written before: without the committed heaps (11 columns), without the peak (14). */
const OLD_CSV_HEADERS = [11, 14].map((n) => CSV_HEADER.split(',').slice(0, n).join(','));
const mb = (bytes: number): string => (bytes / MB).toFixed(1);
export const csvRow = (s: Sample): string =>
  [
    s.hands,
    s.seconds.toFixed(0),
    s.msPerHand.toFixed(0),
    mb(s.rss),
    mb(s.heapUsed),
    mb(s.external),
    mb(s.arrayBuffers),
    mb(s.workerHeap),
    s.workers,
    s.threadsStarted,
    mb(s.dbBytes),
    mb(s.heapTotal),
    mb(s.workerHeapTotal),
    mb(s.workerExternal),
    mb(s.peakRss),
    s.recycled,
  ].join(',');
const tableRow = (s: Sample): string =>
  [
    String(s.hands).padStart(6),
    s.seconds.toFixed(0).padStart(6),
    s.msPerHand.toFixed(0).padStart(7),
    mb(s.rss).padStart(7),
    mb(s.heapUsed).padStart(7),
    mb(s.external).padStart(7),
    mb(s.workerHeap).padStart(8),
    String(s.workers).padStart(4),
    String(s.threadsStarted).padStart(6),
    mb(s.dbBytes).padStart(7),
    mb(s.heapTotal).padStart(7),
    mb(s.workerHeapTotal).padStart(7),
    mb(s.workerExternal).padStart(7),
    mb(s.peakRss).padStart(7),
    String(s.recycled).padStart(5),
  ].join(' ');
const TABLE_HEADER =
  ' hands      s ms/hand  rss MB heap MB  ext MB wheap MB wkrs thread   db MB htot MB wtot MB wext MB peak MB recyc';

interface HeapFigures {
  readonly used_heap_size: number;
  readonly total_heap_size: number;
  readonly external_memory: number;
}

/**
 * A worker's heap statistics after a full GC there: V8 collects all it can before it writes a heap
 * snapshot, so the snapshot (read and dropped) makes `used_heap_size` the worker's live data.
 */
async function liveHeap(worker: Worker): Promise<HeapFigures> {
  for await (const _ of await worker.getHeapSnapshot());
  return worker.getHeapStatistics();
}

/** The store file and its write-ahead log, in bytes. */
function dbSize(file: string): number {
  let total = 0;
  for (const f of [file, `${file}-wal`])
    try {
      total += statSync(f).size;
    } catch {
      // no WAL right now
    }
  return total;
}

/**
 * Prints the verdict over a curve (its first sample, at the first hand, left out) and tells whether it
 * is flat: memory by `growth`, one count of live workers throughout, no thread started beyond them.
 */
export function judge(samples: readonly Sample[], maxGrowth: number): boolean {
  const judged = samples.slice(1);
  const verdict = growth(judged, maxGrowth);
  const workerCounts = new Set(judged.map((s) => s.workers));
  const started = samples.at(-1)?.threadsStarted ?? 0;
  // A worker recycled for idleness and the one started in its place are no restart.
  const recycled = samples.at(-1)?.recycled ?? 0;
  const restarts = Math.max(0, started - (samples.at(-1)?.workers ?? 0) - recycled);
  console.log(
    `Growth, mean of the last quarter against the second (after the first tenth), limit ${maxGrowth}%:`,
  );
  for (const g of verdict)
    console.log(
      `  ${g.metric.padEnd(10)} ${mb(g.early).padStart(7)} → ${mb(g.late).padStart(7)} MB ` +
        `${(g.percent >= 0 ? '+' : '') + g.percent.toFixed(1)}%  ${g.flat ? 'flat' : 'GROWS'}`,
    );
  console.log(
    `  workers    ${[...workerCounts].join(', ')} live; ${started} started, ${recycled} recycled when idle, ${restarts} restarts`,
  );
  const enough = judged.length >= MIN_SAMPLES;
  if (!enough) console.log(`  too few samples to judge (${judged.length}, at least ${MIN_SAMPLES})`);
  // Recycling changes the count of live workers on purpose; without it the count stays.
  const steady = workerCounts.size === 1 || recycled > 0;
  return enough && verdict.every((g) => g.flat) && steady && restarts === 0;
}

/** A curve written by `--out`, read back. */
export function readCurve(text: string): Sample[] {
  const [head, ...lines] = text.trim().split('\n');
  // Curves written before the committed heaps (or the peak) were sampled read back with those at 0.
  if (head !== CSV_HEADER && !OLD_CSV_HEADERS.includes(head ?? ''))
    throw new Error('not a soak curve (its header differs)');
  return lines.map((line) => {
    const n = line.split(',').map(Number);
    const at = (i: number): number => n[i] as number;
    return {
      hands: at(0),
      seconds: at(1),
      msPerHand: at(2),
      rss: at(3) * MB,
      heapUsed: at(4) * MB,
      external: at(5) * MB,
      arrayBuffers: at(6) * MB,
      workerHeap: at(7) * MB,
      workers: at(8),
      threadsStarted: at(9),
      dbBytes: at(10) * MB,
      heapTotal: (n[11] ?? 0) * MB,
      workerHeapTotal: (n[12] ?? 0) * MB,
      workerExternal: (n[13] ?? 0) * MB,
      peakRss: (n[14] ?? 0) * MB,
      recycled: n[15] ?? 0,
    };
  });
}

/**
 * The soak runs as the launchers start the app (scripts/start/memory.mjs): a variable of MEMORY_ENV that
 * is missing is read by glibc only at start-up, so the soak starts itself again with it (on Linux) and
 * answers with its exit code; null when nothing is missing. Ctrl-C reaches both: the child stops after
 * its hand and this one waits for it.
 */
async function relaunchedWithMemoryEnv(): Promise<number | null> {
  const missing = Object.keys(MEMORY_ENV).some((name) => process.env[name] === undefined);
  if (process.platform !== 'linux' || !missing) return null;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: withMemoryEnv(process.env),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('close', (c, s) => resolve([c, s])),
  );
  return code ?? (signal === null ? 1 : 2);
}

async function main(): Promise<void> {
  const relaunched = await relaunchedWithMemoryEnv();
  if (relaunched !== null) process.exit(relaunched);
  const hands = positiveInt('hands', 10_000);
  const every = positiveInt('report-every', 250);
  const perSession = positiveInt('per-session', 100);
  const seed = Number(option('seed') ?? 1);
  if (!Number.isInteger(seed) || seed < 0) fail(`--seed must be a whole number ≥ 0, got ${option('seed')}`);
  const maxGrowth = Number(option('max-growth') ?? 10);
  if (!(maxGrowth >= 0)) fail(`--max-growth must be a percentage ≥ 0, got ${option('max-growth')}`);
  // `--level rules`: every evening by the rules player, no search (the service, store and pool's
  // messages alone: short runs of the main thread's memory).
  const levelOption = option('level') ?? 'zacatecnik';
  const rulesOnly = levelOption === 'rules';
  const level = (rulesOnly ? 'zacatecnik' : levelOption) as AiLevel;
  if (!AI_LEVELS.includes(level))
    fail(`unknown level "${levelOption}"; known: ${AI_LEVELS.join(', ')}, rules`);
  const searchEvery = positiveInt('search-every', 10);
  const variant = (option('variant') ?? 'chosen') as Variant;
  if (!SESSION_VARIANTS.includes(variant))
    fail(`unknown variant "${String(option('variant'))}"; known: ${SESSION_VARIANTS.join(', ')}`);
  const out = option('out');
  const tables = positiveInt('tables', 1);
  const idleSeconds = wholeOrZero('idle', 0);
  const maxRss = megabytesOption('max-rss');
  const maxIdleRss = megabytesOption('max-idle-rss');
  const workerIdle = option('worker-idle') === undefined ? undefined : wholeOrZero('worker-idle', 0);
  const workerHeap = option('worker-heap') === undefined ? undefined : wholeOrZero('worker-heap', 0);
  const recycleAbove = option('recycle-above') === undefined ? undefined : wholeOrZero('recycle-above', 0);
  const workerYoung = option('worker-young') === undefined ? undefined : wholeOrZero('worker-young', 0);
  if (maxIdleRss !== undefined && idleSeconds === 0) fail('--max-idle-rss needs an idle phase (--idle S)');
  const asApp = process.argv.includes('--as-app');
  const spaces = process.argv.includes('--spaces');
  const curve = option('judge');
  if (curve !== undefined) {
    const flat = judge(readCurve(readFileSync(curve, 'utf8')), maxGrowth);
    console.log(flat ? 'FLAT' : 'NOT FLAT');
    process.exit(flat ? 0 : 1);
  }
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined && !asApp)
    console.warn('soak: no --expose-gc, heap figures include garbage not yet collected');

  const dir = mkdtempSync(join(tmpdir(), 'marias-soak-'));
  const file = join(dir, 'marias.sqlite');
  const store = openStore(file);
  // As in the app (src-main/solver/app-pool.ts): lanes sized by the machine.
  const pool = new SolverPool({
    ...(workerIdle === undefined ? {} : { idleMs: workerIdle * 1000 }),
    ...(workerHeap === undefined ? {} : { maxHeapMb: workerHeap }),
    ...(recycleAbove === undefined ? {} : { recycleAboveMb: recycleAbove }),
    ...(workerYoung === undefined ? {} : { maxYoungMb: workerYoung }),
    // As the app's pools (src-main/solver/app-pool.ts, server.ts), unless `--idle-release off`.
    ...(option('idle-release') === 'off' ? {} : { onIdle: releaseMemory }),
  });
  let sessionSeed = seed;
  // One session in `searchEvery` is played at `level`; the others by the rules player, in the same pool.
  // The computer seats of a session play as its table's player (the service's caller names the session).
  const playerOf = new Map<string, PlayerName>();
  const decider: Decider = {
    decide: (view, _seated, decisionSeed, options) =>
      pool.decide(view, playerOf.get(options?.caller ?? '') ?? 'rules', decisionSeed, options),
  };
  const stockRest = option('stock-rest') === undefined ? undefined : wholeOrZero('stock-rest', 0);
  const app = createAppHandler(store, pool, {
    decider,
    games: { newSeed: () => sessionSeed++ },
    ...(stockRest === undefined ? {} : { stockRestMs: stockRest * 1000 }),
  });
  // The table's methods as a page calls them: parsed and answered by the handler.
  const call = async <M extends GameMethod>(method: M, params: ParamsOf<M>): Promise<ApiResult<M>> =>
    (await app.handle(method, params)) as ApiResult<M>;
  const seatCount = seatCountsOf(variant)[0] as number;
  const settings: SessionSettings = {
    rules: PRESETS[presetsOf(variant)[0] ?? 'csm'],
    seats: Array.from({ length: seatCount }, (_, i) =>
      i === 0 ? { kind: 'human', name: 'Soak' } : { kind: 'ai', name: `AI ${i}`, level },
    ),
    practice: false,
    ...(variant === 'chosen' ? {} : { variant }),
  };

  const failures = new Map<string, number>();
  const note = (what: string): void => void failures.set(what, (failures.get(what) ?? 0) + 1);
  const answer = (r: Result<TableSnapshot, ApiError<never>>, what: string): TableSnapshot | null => {
    if (r.ok) return r.value;
    note(`${what}: ${r.error.code}${'message' in r.error ? ` ${r.error.message}` : ''}`);
    return null;
  };

  const threadIds = new Set<number>();
  const seeThreads = (): readonly Worker[] => {
    const live = pool.threads();
    for (const w of live) threadIds.add(w.threadId);
    return live;
  };

  // Idle workers are unref'd and do not keep the process alive while their heap is read.
  const keepAlive = setInterval(() => undefined, 60_000);
  // The RSS the system sees, read each second without forcing a GC; its peak goes with the next sample.
  let peakRss = process.memoryUsage.rss();
  let runPeakRss = peakRss;
  // With --spaces: each heap space's highest used and committed bytes since the last sample.
  const spacePeaks = new Map<string, { used: number; size: number }>();
  const watchSpaces = (): void => {
    for (const sp of getHeapSpaceStatistics()) {
      const name = sp.space_name.replace(/_space$/, '');
      const was = spacePeaks.get(name) ?? { used: 0, size: 0 };
      spacePeaks.set(name, {
        used: Math.max(was.used, sp.space_used_size),
        size: Math.max(was.size, sp.space_size),
      });
    }
  };
  const rssWatch = setInterval(() => {
    const rss = process.memoryUsage.rss();
    peakRss = Math.max(peakRss, rss);
    runPeakRss = Math.max(runPeakRss, rss);
    if (spaces) watchSpaces();
  }, 1000);
  const started = performance.now();
  let last = { at: started, hands: 0 };
  const samples: Sample[] = [];
  const sample = async (done: number): Promise<Sample> => {
    const now = performance.now();
    const peak = Math.max(peakRss, process.memoryUsage.rss());
    peakRss = 0;
    if (!asApp) gc?.();
    const m = process.memoryUsage();
    // Workers after this thread's figures: their snapshots' chunks pass through it (garbage by the next GC).
    const live = seeThreads();
    const heaps = await Promise.all(
      live.map((w) => (asApp ? w.getHeapStatistics() : liveHeap(w)).catch(() => null)),
    );
    const s: Sample = {
      hands: done,
      seconds: (now - started) / 1000,
      msPerHand: done > last.hands ? (now - last.at) / (done - last.hands) : 0,
      rss: m.rss,
      heapUsed: m.heapUsed,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
      workerHeap: heaps.reduce((a, h) => a + (h?.used_heap_size ?? 0), 0),
      workers: live.length,
      threadsStarted: threadIds.size,
      dbBytes: dbSize(file),
      heapTotal: m.heapTotal,
      workerHeapTotal: heaps.reduce((a, h) => a + (h?.total_heap_size ?? 0), 0),
      workerExternal: heaps.reduce((a, h) => a + (h?.external_memory ?? 0), 0),
      peakRss: peak,
      recycled: pool.recycled,
    };
    last = { at: now, hands: done };
    samples.push(s);
    console.log(tableRow(s));
    if (spaces) {
      watchSpaces();
      const mb = (b: number): string => (b / MB).toFixed(1);
      const parts = [...spacePeaks].filter(([, p]) => p.size > 0);
      console.log(
        `  spaces (peak used/committed MB): ${parts.map(([n, p]) => `${n} ${mb(p.used)}/${mb(p.size)}`).join(', ')}`,
      );
      spacePeaks.clear();
    }
    if (out !== undefined) writeFileSync(out, [CSV_HEADER, ...samples.map(csvRow)].join('\n') + '\n');
    return s;
  };

  console.log(
    `soak: ${hands} hands of ${variant} at ${seatCount} on ${tables} table${tables === 1 ? '' : 's'}, ${perSession} a session, one session in ${searchEvery} at level ${level} ` +
      `and the others by the rules player, pool ${pool.size}+${pool.backgroundSize} workers ` +
      `(recycled after ${workerIdle ?? 'the default'} s idle or above ${recycleAbove ?? 'the default'} MB, heap bound ${workerHeap ?? 'the default'} MB, ` +
      `young generation ${workerYoung ?? 'the default'} MB), store ${file}`,
  );
  console.log(TABLE_HEADER);

  let sessions = 0;
  let decisions = 0;
  /** Hands begun (claimed by a table) and finished, over all tables. */
  let begun = 0;
  let done = 0;
  // Ctrl-C (or SIGTERM) ends the soak after the current hand, with a verdict over the samples so far.
  let interrupted = false;
  const interrupt = (): void => {
    interrupted = true;
    console.log('soak: stopping after this hand');
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  /** One table: its evenings one after another, until the hands of all tables are begun. */
  const playTable = async (): Promise<void> => {
    let snap: TableSnapshot | null = null;
    let inSession = 0;
    let player: PlayerName = rulesOnly ? 'rules' : level;
    while (begun < hands && !interrupted) {
      begun++;
      if (snap === null || inSession >= perSession) {
        const list = await call('sessionList', {});
        if (!list.ok) note(`sessionList: ${list.error.code}`);
        if (snap !== null) playerOf.delete(`session:${snap.id}`);
        player = sessions % searchEvery === 0 && !rulesOnly ? level : 'rules';
        sessions++;
        snap = answer(await call('sessionNew', { settings }), 'sessionNew');
        if (snap !== null) playerOf.set(`session:${snap.id}`, player);
        inSession = 0;
      } else {
        snap = answer(await call('nextHand', { id: snap.id, version: snap.version }), 'nextHand');
      }
      while (snap !== null && snap.turn !== 'handEnd') {
        const { id, version } = snap;
        if (snap.turn === 'ai') {
          snap = answer(await call('advance', { id, version }), 'advance');
        } else {
          const d = await pool.decide(snap.view, player, (sessionSeed * 7919 + decisions) >>> 0, {
            caller: `session:${id}`,
          });
          snap = d.ok
            ? answer(await call('act', { id, action: d.value.action, version }), 'act')
            : (note(`decide: ${d.error.code}`), null);
        }
        decisions++;
      }
      inSession++;
      done++;
      if (done === 1 || done % every === 0 || done === hands || interrupted) await sample(done);
    }
  };
  await Promise.all(Array.from({ length: tables }, playTable));
  const handsSeconds = (performance.now() - started) / 1000;

  // The idle phase: the app open with nothing to do, as it would sit (no GC forced, no heap read).
  const idleCurve: {
    seconds: number;
    rss: number;
    workers: number;
    recycled: number;
    busy: number;
    queued: number;
  }[] = [];
  let idleFloor: { seconds: number; rss: number } | null = null;
  if (idleSeconds > 0 && !interrupted) {
    console.log(`\nidle for ${idleSeconds} s (rss without a forced GC, live workers, recycled so far):`);
    console.log('     s  rss MB wkrs recyc bgbusy bgqueued');
    const idleStart = performance.now();
    for (let t = 0; t <= idleSeconds && !interrupted; t += 5) {
      const wait = idleStart + t * 1000 - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const background = pool.stats().background;
      const point = {
        seconds: t,
        rss: process.memoryUsage.rss(),
        workers: pool.threads().length,
        recycled: pool.recycled,
        busy: background.busy,
        queued: background.queued,
      };
      idleCurve.push(point);
      if (maxIdleRss !== undefined && idleFloor === null && point.rss <= maxIdleRss * MB)
        idleFloor = { seconds: t, rss: point.rss };
      console.log(
        `${String(t).padStart(6)} ${mb(point.rss).padStart(7)} ${String(point.workers).padStart(4)} ${String(point.recycled).padStart(5)} ` +
          `${String(point.busy).padStart(6)} ${String(point.queued).padStart(8)}`,
      );
    }
    if (out !== undefined)
      writeFileSync(
        `${out}.idle.csv`,
        [
          'idle_seconds,rss_mb,workers,recycled,background_busy,background_queued',
          ...idleCurve.map(
            (p) => `${p.seconds},${mb(p.rss)},${p.workers},${p.recycled},${p.busy},${p.queued}`,
          ),
        ].join('\n') + '\n',
      );
  }

  clearInterval(keepAlive);
  clearInterval(rssWatch);
  await app.close();
  await pool.close();
  store.close();

  const seconds = handsSeconds;
  console.log(
    `\n${done} hands${interrupted ? ` (stopped early, of ${hands})` : ''} on ${tables} table${tables === 1 ? '' : 's'}, ${decisions} decisions in ` +
      `${(seconds / 60).toFixed(1)} min (${((seconds * 1000) / done).toFixed(0)} ms a hand); ` +
      `store ${mb(dbSize(file))} MB`,
  );
  for (const [what, n] of failures) console.log(`  failed ${n}×: ${what}`);
  let bounded = true;
  console.log(
    `Peak RSS while playing ${mb(runPeakRss)} MB${maxRss === undefined ? '' : ` (limit ${maxRss} MB)`}`,
  );
  if (maxRss !== undefined && runPeakRss > maxRss * MB) bounded = false;
  const idleEnd = idleCurve.at(-1);
  if (idleEnd !== undefined) {
    const first = idleCurve[0] as (typeof idleCurve)[number];
    console.log(
      `Idle: RSS ${mb(first.rss)} → ${mb(idleEnd.rss)} MB over ${idleEnd.seconds} s, workers ${first.workers} → ${idleEnd.workers}` +
        (maxIdleRss === undefined
          ? ''
          : idleFloor === null
            ? `; never at or below ${maxIdleRss} MB`
            : `; at or below ${maxIdleRss} MB after ${idleFloor.seconds} s`),
    );
    if (maxIdleRss !== undefined && idleFloor === null) bounded = false;
  }
  const flat = judge(samples, maxGrowth) && failures.size === 0 && bounded;
  if (out !== undefined) console.log(`curve: ${resolve(out)}`);
  console.log(flat ? 'FLAT' : 'NOT FLAT');
  if (process.argv.includes('--keep')) console.log(`store kept: ${file}`);
  else rmSync(dir, { recursive: true, force: true });
  process.exit(flat ? 0 : 1);
}

if (import.meta.main) await main();

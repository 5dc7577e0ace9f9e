/**
 * The drill stock: keeps `perTheme` unplayed drills of every theme in the store, mining them with the
 * pool's `mineDrills` task in the BACKGROUND lane (never the interactive one), one small batch at a time
 * for the theme with the fewest ready, starting `startDelayMs` after `start()`. It never blocks main's
 * event loop (only awaiting the pool and a few prepared statements per batch) and gives way to other
 * background work: it starts no batch while such work is queued, and stops a running batch when some
 * arrives (mined again later). Each mined drill is stored with its starting rating (drill-judge.ts `initialRating`)
 * and the judge's version (judges.ts: the card drills' or the bidding drills').
 *
 * Before it mines, it judges every stored drill of an older judge again (`rejudgeDrill`, one drill per
 * task, the same lane and the same giving way): the ladder's drills first. A drill judged again is
 * rewritten, one that no longer makes a drill retired (kept with the learner's history, no longer
 * served); one that does not read, or that the judge fails on, is skipped for this run and logged.
 *
 * It mines while the app is in use and rests when it is not: every call the app answers `touch`es the
 * stock (src-main/api/app.ts, which gives `restAfterMs` 15 s); once no call came for that long, a running batch is stopped (mined
 * again later) and none is begun until the next call, so the background worker falls idle, the pool
 * recycles it and an app left alone gives its memory back (docs/RELIABILITY.md "Memory of a busy
 * evening"). A theme the learner waits for (`kick`, still empty) keeps it mining until one is found.
 *
 * It never ends the app: a batch that fails (the pool refuses or times out, or storing throws, e.g.
 * `SQLITE_FULL` on a full disk) is logged and tried again after `retryMs`, doubled after each failure in
 * a row up to `maxRetryMs`, and back to `retryMs` after a stored batch. A drill not stored is mined
 * again later; nothing a request was answered about is touched.
 */
import { RestClock } from '../rest-clock.ts';
import { randomInt } from 'node:crypto';
import { type ApiError, type Result, err } from '../../src-shared/index.ts';
import type { SolverPool } from '../solver/pool.ts';
import type { DrillTables, StaleDrill } from '../store/drills.ts';
import type { RejudgeTask, Rejudged } from './drill-rejudge.ts';
import { JUDGES, judgeFor } from './judges.ts';
import { type MineTask, type MinedBatch } from './mine.ts';
import {
  type Drill,
  type DrillKind,
  JUDGE_VERSION,
  THEMES,
  type Theme,
  initialRating,
} from './drill-judge.ts';
import {
  BID_THEMES,
  type BidDrill,
  type BidMineTask,
  type BidTheme,
  type MinedBidBatch,
  isBidTheme,
} from './bid-mine.ts';

// A mined drill's starting rating lives beside its Difficulty (mine.ts); the stock's users also find it here.
export { initialRating };

/** Every theme the stock keeps: the card drills' and the bidding drills'. */
export type StockTheme = Theme | BidTheme;
export const STOCK_THEMES: readonly StockTheme[] = [...THEMES, ...BID_THEMES];

/**
 * The kind mined for each theme: `seat` drills (played without seeing the other hands, answered by the
 * adversarial re-deal) where the miner finds them at a useful rate, `exact` where it rarely does
 * (počítání: a card that decides the count in every layout is rare; durch: seat drills as slow as exact).
 */
export const STOCK_KIND: { readonly [T in Theme]: DrillKind } = {
  sedma: 'seat',
  sto: 'seat',
  betl: 'seat',
  durch: 'exact',
  obrana: 'seat',
  vynaseni: 'seat',
  pocitani: 'exact',
};

/** The pool's tasks; without `mineBidDrills` no bidding drill is mined. */
export type StockPool = Pick<SolverPool, 'mineDrills' | 'rejudgeDrill' | 'stats'> &
  Partial<Pick<SolverPool, 'mineBidDrills'>>;

export interface StockOptions {
  /** Unplayed drills kept per theme (default 6). */
  readonly perTheme?: number;
  /**
   * Unplayed drills kept per bidding theme (talon, game, flek; default 3: each takes some ten times a
   * card drill's mining). 0: none mined.
   */
  readonly perBidTheme?: number;
  /** Drills per mining task (default 1: a short task, so other background work waits little). */
  readonly batch?: number;
  /** Delay after start() before the first batch (ms, default 4000). */
  readonly startDelayMs?: number;
  /** Pause between batches, and before retrying after a failed one (ms, defaults 200 and 5000). */
  readonly pauseMs?: number;
  readonly retryMs?: number;
  /** The longest wait between retries after failures in a row (ms, default 300 000). */
  readonly maxRetryMs?: number;
  /** Where a failed batch is logged (default console.warn). */
  readonly log?: (message: string) => void;
  /** Deals tried per drill (default: mine.ts's). */
  readonly maxAttempts?: number;
  /** Seeds of the batches (default: random). */
  readonly seed?: () => number;
  /** The current time as ISO 8601. */
  readonly now?: () => string;
  /** Called after each stored batch (tests, logs). */
  readonly onBatch?: (theme: StockTheme, stored: number) => void;
  /**
   * The stock rests once no call (`touch`) came for this long (ms; default, 0 or Infinity: never rests;
   * the app's handler gives DEFAULT_REST_AFTER_MS, src-main/api/app.ts).
   */
  readonly restAfterMs?: number;
  /** Called after each drill judged again and written (tests, logs). */
  readonly onRejudged?: (id: number, outcome: Rejudged['outcome']) => void;
}

export const STOCK_CALLER = 'drill-stock';

/** An error as a log line: SQLite's code (`SQLITE_FULL`) and the message. */
function errorText(e: unknown): string {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  const message = e instanceof Error ? e.message : String(e);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

/**
 * The stock rests after 15 s without a call: a person at the table calls every few seconds, and the
 * pool recycles the worker 20 s after that (src-main/solver/pool.ts DEFAULT_IDLE_MS), inside the minute
 * in which an idle app is to give its memory back.
 */
export const DEFAULT_REST_AFTER_MS = 15_000;

/** How often a running batch checks whether other background work waits (ms). */
export const YIELD_POLL_MS = 50;

export class DrillStock {
  private readonly tables: DrillTables;
  private readonly pool: StockPool;
  private readonly options: StockOptions;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private stopped = true;
  private abort: AbortController | null = null;
  /** The theme being mined now, or null. */
  mining: StockTheme | null = null;
  /** The drill being judged again now (its id), or null. */
  rejudging: number | null = null;
  /** No call came for `restAfterMs`: nothing is mined until the next `touch`. */
  resting = false;
  private readonly restClock: RestClock;
  /** The theme of the batch under way that the learner waits for, or null. */
  private chasing: StockTheme | null = null;

  constructor(tables: DrillTables, pool: StockPool, options: StockOptions = {}) {
    this.tables = tables;
    this.pool = pool;
    this.options = options;
    this.restClock = new RestClock(options.restAfterMs ?? 0, () => this.rest());
  }

  get perTheme(): number {
    return this.options.perTheme ?? 6;
  }

  /** The drills kept of `theme`: `perTheme`, or for a bidding theme `perBidTheme`. */
  keep(theme: StockTheme): number {
    if (!isBidTheme(theme)) return this.perTheme;
    return this.pool.mineBidDrills === undefined ? 0 : (this.options.perBidTheme ?? 3);
  }

  /** Unplayed drills per theme (every theme named, 0 when none). */
  counts(): Record<StockTheme, number> {
    const got = this.tables.stockCounts(JUDGES);
    return Object.fromEntries(STOCK_THEMES.map((t) => [t, got[t] ?? 0])) as Record<StockTheme, number>;
  }

  /** When each theme was last mined (a batch count), so a theme slow to mine does not hold up the rest. */
  private readonly tried = new Map<StockTheme, number>();
  private batches = 0;

  /**
   * The theme to mine next: `prefer` when it is short; else the fewest ready below `perTheme`, among
   * those the one mined longest ago (a theme whose batch found nothing waits its turn).
   */
  next(prefer: StockTheme | null = null): StockTheme | null {
    const counts = this.counts();
    if (prefer !== null && counts[prefer] < this.keep(prefer)) return prefer;
    const last = (t: StockTheme) => this.tried.get(t) ?? -1;
    let best: StockTheme | null = null;
    for (const t of STOCK_THEMES)
      if (
        counts[t] < this.keep(t) &&
        (best === null || counts[t] < counts[best] || (counts[t] === counts[best] && last(t) < last(best)))
      )
        best = t;
    return best;
  }

  /** Begins filling after the start delay; idempotent. Start-up counts as a use (`touch`). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.resting = false;
    this.schedule(this.options.startDelayMs ?? 4000);
    this.restClock.arm();
  }

  /** The app was used (a call came): a resting stock mines again, and the rest is put off. */
  touch(): void {
    if (this.stopped) return;
    this.restClock.arm();
    if (!this.resting) return;
    this.resting = false;
    this.schedule(0);
  }

  /**
   * No call came for `restAfterMs`: the running batch is stopped (mined again after the rest) and no
   * other begins until `touch`. While the learner waits for a theme still empty, it mines on.
   */
  private rest(): void {
    if (this.stopped) return;
    if (this.preferred !== null || this.chasing !== null) return this.restClock.arm();
    this.resting = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.abort !== null) {
      this.restedRun = true;
      this.abort.abort();
    }
  }

  /** The running task was stopped for a rest (`giving` then answers it yielded: run again later). */
  private restedRun = false;

  /** The learner drew from `prefer` (null: any theme): that theme is mined next, at once when idle. */
  kick(prefer: StockTheme | null = null): void {
    if (this.stopped) return;
    if (prefer !== null) this.preferred = prefer;
    this.resting = false;
    this.restClock.arm();
    if (!this.running) this.schedule(0);
  }

  private preferred: StockTheme | null = null;

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.restClock.stop();
    this.abort?.abort();
  }

  private schedule(ms: number): void {
    if (this.stopped || this.resting) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.step();
    }, ms);
  }

  /** Failed batches in a row (the retry waits grow with them). */
  failures = 0;

  /** The wait before the next try after `failures` failed batches in a row. */
  retryDelay(): number {
    const base = this.options.retryMs ?? 5000;
    const max = this.options.maxRetryMs ?? 300_000;
    return Math.min(max, base * 2 ** Math.max(0, Math.min(30, this.failures - 1)));
  }

  /** A batch failed (`why`): logged, tried again after the backoff. */
  private failed(why: string): void {
    this.failures++;
    const wait = this.retryDelay();
    const log = this.options.log ?? ((m: string) => console.warn(m));
    log(`drill stock: a batch failed (${why}); trying again in ${Math.round(wait / 1000)} s`);
    this.schedule(wait);
  }

  /**
   * One batch for the neediest theme; then the next one is scheduled (none when the stock is full).
   * Never rejects: a failure is logged and retried (`failed`).
   */
  async step(): Promise<void> {
    try {
      await this.batch();
    } catch (e) {
      this.running = false;
      this.mining = null;
      this.rejudging = null;
      if (this.stopped) return;
      this.failed(errorText(e));
    }
  }

  private async batch(): Promise<void> {
    if (this.running || this.stopped || this.resting) return;
    // Other background work (an analysis, a review) waits or runs: let it go first
    // (a batch queued behind a running analysis would only be stopped again when it reached the worker).
    const bg = this.pool.stats().background;
    if (bg.queued > 0 || bg.busy > 0) return this.schedule(this.options.pauseMs ?? 200);
    // Drills of an older judge are judged again before anything is mined: until then they are neither
    // served nor counted, so the stock would otherwise mine in their place.
    const stale = this.nextStale();
    if (stale !== null) return this.rejudge(stale);
    const wanted = this.preferred;
    const theme = this.next(wanted);
    this.preferred = null;
    if (theme === null) return;
    this.mining = theme;
    // The learner waits for this theme while it has none: the stock does not rest under the batch.
    this.chasing = wanted !== null && theme === wanted && this.counts()[wanted] === 0 ? wanted : null;
    this.tried.set(theme, this.batches++);
    const seed = this.options.seed?.() ?? randomInt(2 ** 31 - 1000);
    const count = this.options.batch ?? 1;
    const attempts = this.options.maxAttempts === undefined ? {} : { maxAttempts: this.options.maxAttempts };
    const { result: r, yielded } = await this.giving<MinedBatch | MinedBidBatch>((signal) => {
      const run = { caller: STOCK_CALLER, signal, timeoutMs: 180_000 };
      if (isBidTheme(theme)) {
        // keep() asks no bidding drill of a pool without mineBidDrills, so next() never picks one then.
        const task: BidMineTask = { method: 'mineBidDrills', seed, count, theme, ...attempts };
        return (
          this.pool.mineBidDrills?.(task, run) ??
          Promise.resolve(err({ code: 'internal', message: 'this pool mines no bidding drills' }))
        );
      }
      const task: MineTask = {
        method: 'mineDrills',
        seed,
        count,
        themes: [theme],
        kind: STOCK_KIND[theme],
        ...attempts,
      };
      return this.pool.mineDrills(task, run);
    });
    if (this.stopped) return;
    if (!r.ok && yielded) {
      this.preferred ??= wanted;
      return this.schedule(this.options.pauseMs ?? 200);
    }
    if (!r.ok) return this.failed(`the pool answered ${r.error.code}`);
    const stored = this.store(r.value.drills);
    // Only a write that went through ends a run of failures (a batch that found nothing wrote nothing).
    if (r.value.drills.length > 0) this.failures = 0;
    this.options.onBatch?.(theme, stored);
    // The learner waits for this theme and the batch found none: it stays first.
    if (wanted !== null && this.counts()[wanted] === 0) this.preferred ??= wanted;
    this.schedule(this.options.pauseMs ?? 200);
  }

  /**
   * Runs one background task (`run`, given the abort signal), giving way to other background work: when
   * such work arrives while it runs (a worker busy, a task waiting) the task is stopped and `yielded`
   * says so; it is run again later, so a verdict or an analysis never waits for the stock. A task
   * stopped for a rest (`rest`) is `yielded` too.
   */
  private async giving<T>(
    run: (signal: AbortSignal) => Promise<Result<T, ApiError<never>>>,
  ): Promise<{ result: Result<T, ApiError<never>>; yielded: boolean }> {
    this.running = true;
    this.restedRun = false;
    const abort = new AbortController();
    this.abort = abort;
    let yielded = false;
    const watch = setInterval(() => {
      const bg = this.pool.stats().background;
      if (bg.queued > 0 && bg.busy > 0) {
        yielded = true;
        abort.abort();
      }
    }, YIELD_POLL_MS);
    try {
      const result = await run(abort.signal);
      return { result, yielded: yielded || this.restedRun };
    } finally {
      clearInterval(watch);
      this.running = false;
      this.mining = null;
      this.rejudging = null;
      this.chasing = null;
      this.abort = null;
    }
  }

  /** Drills of an older judge skipped in this run (damaged, or the judge failed on them): logged once. */
  private readonly skipped = new Set<number>();

  /**
   * The drill to judge again next, or null when every stored drill is of the current judge (or skipped):
   * the store's order (the ladder's drills first, the soonest due first; then personal ones), except that
   * the theme the learner waits for (`kick`) comes first.
   */
  private nextStale(): StaleDrill | null {
    const stale = this.tables.stale(JUDGES).filter((d) => !this.skipped.has(d.id));
    const wanted = this.preferred;
    return (wanted === null ? undefined : stale.find((d) => d.theme === wanted)) ?? stale[0] ?? null;
  }

  /** A drill of an older judge skipped for this run, with the reason logged (it is tried at the next start). */
  private skip(id: number, why: string): void {
    this.skipped.add(id);
    const log = this.options.log ?? ((m: string) => console.warn(m));
    log(`drill stock: drill ${id} was not judged again (${why}); it is left as it is`);
  }

  /**
   * Judges one drill of an older judge again in the pool's background lane and writes the verdict: the
   * drill as judged now (its starting rating from the new difficulty while unplayed), or retired. A
   * drill that does not read, or that the judge fails on, is skipped and logged; a write that fails
   * (a full disk) is a failed batch, tried again after the backoff.
   */
  private async rejudge(stale: StaleDrill): Promise<void> {
    const row = this.tables.drill(stale.id);
    if (row === null || row.drill === null) {
      this.skip(stale.id, 'its row does not read');
      return this.schedule(0);
    }
    this.rejudging = stale.id;
    const task: RejudgeTask = { method: 'rejudgeDrill', source: row.source, drill: row.drill };
    const { result: r, yielded } = await this.giving((signal) =>
      this.pool.rejudgeDrill(task, { caller: STOCK_CALLER, signal, timeoutMs: 180_000 }),
    );
    if (this.stopped) return;
    if (!r.ok && yielded) return this.schedule(this.options.pauseMs ?? 200);
    if (!r.ok) {
      this.skip(stale.id, `the pool answered ${r.error.code}`);
      return this.schedule(this.options.pauseMs ?? 200);
    }
    const when = this.options.now?.() ?? new Date().toISOString();
    const v = r.value;
    if (v.outcome === 'unreadable') this.skip(stale.id, v.why);
    else if (v.outcome === 'retired') this.tables.retire(stale.id, judgeFor(stale.theme), when);
    else
      this.tables.rejudged(stale.id, {
        theme: v.drill.theme,
        drill: v.drill,
        rating: initialRating(v.drill.difficulty),
        judge: judgeFor(v.drill.theme),
      });
    if (v.outcome !== 'unreadable') this.failures = 0;
    this.options.onRejudged?.(stale.id, v.outcome);
    this.schedule(this.options.pauseMs ?? 200);
  }

  /** Stores mined drills (a drill mined twice from the same seed is kept once); how many were new. */
  store(drills: readonly (Drill | BidDrill)[]): number {
    return storeMined(this.tables, drills, this.options.now?.() ?? new Date().toISOString()).length;
  }
}

/**
 * Mined drills into the store as the stock keeps them (origin `mined:<theme>:<kind>:<seed>`, so one
 * mined twice is kept once; the starting rating from its difficulty): the ids of the new ones. Also a
 * data directory filled ahead by the real miner (the drill-cost end-to-end test) goes through here.
 */
export function storeMined(
  tables: DrillTables,
  drills: readonly (Drill | BidDrill)[],
  when: string,
): number[] {
  const ids: number[] = [];
  for (const d of drills) {
    if ('type' in d) {
      const id = storeMinedBid(tables, d, when);
      if (id !== null) ids.push(id);
      continue;
    }
    const id = tables.insertDrill(
      {
        theme: d.theme,
        kind: d.kind,
        source: 'mined',
        origin: `mined:${d.theme}:${d.kind}:${d.seed}`,
        drill: d,
        rating: initialRating(d.difficulty),
        judge: JUDGE_VERSION,
      },
      when,
    );
    if (id !== null) ids.push(id);
  }
  return ids;
}

/**
 * A mined bidding drill into the store (bid-mine.ts): theme talon, game or flek, kind `seat` (judged
 * from the seat's view), origin `mined:<theme>:bid:<seed>` (one mined twice is kept once), the starting
 * rating from its difficulty. Its id, or null when it was stored already.
 */
export function storeMinedBid(tables: DrillTables, d: BidDrill, when: string): number | null {
  return tables.insertDrill(
    {
      theme: d.theme,
      kind: 'seat',
      source: 'mined',
      origin: `mined:${d.theme}:bid:${d.seed}`,
      drill: d,
      rating: initialRating(d.difficulty),
      judge: d.judge,
    },
    when,
  );
}

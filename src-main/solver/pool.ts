/**
 * A pool of solver worker threads: runs solver tasks off the main event loop and answers every call
 * with a typed result (`ApiResult`), never by rejecting.
 *
 * - Two lanes, each with workers of its own: `interactive` for what a person waits for (a computer
 *   player's decision, a plain `solve`, `analyze` or `laydown`, the coach's note, a lesson's or a
 *   drill's verdict) and `background` for long work nobody waits on (the board's polled seat analyses,
 *   reviews, drill mining). Who asks says which (`run`'s `lane`, background unless told). A background
 *   task never runs on an interactive worker, so however many analyses wait, an interactive task
 *   waits only for interactive ones; an interactive task may borrow an idle background worker while
 *   no background task waits, so the background keeps its share too.
 * - Within a lane, callers (`RunOptions.caller`: a session, a window) take turns (FairQueue): one
 *   caller's burst cannot starve another. Workers start on demand, up to each lane's size.
 * - Every call has a time limit: the caller's `timeoutMs`, else the pool's default for its lane.
 * - Stopping (AbortSignal, timeout): a queued task is dropped at once; a running one gets its shared
 *   stop flag set, which the search polls. A worker that does not answer within `graceMs` is terminated
 *   and replaced. The call resolves with `cancelled` / `timeout` and the partial result, if any.
 * - A worker that crashes resolves its task with `internal` and is replaced.
 * - Bounded memory: a worker idle for `idleMs` is terminated (recycled) and its lane starts a fresh one
 *   on demand, so what a worker grew during a busy evening goes back to the system once the evening
 *   pauses. While busy, a worker's memory (V8's committed heap and its typed arrays' buffers) is read
 *   between tasks at most every `checkEveryMs`; one above `recycleAboveMb` is recycled at once (it is
 *   idle then), so a worker that never rests cannot keep a grown heap either. Each worker's V8 heap has
 *   a hard bound (`maxHeapMb`, Worker `resourceLimits`) against a runaway task, and its young
 *   generation a small one (`maxYoungMb`), so its semi-spaces never grow to V8's 64 MB each.
 * No Electron imports: the app passes the bundled worker's path (see app-pool.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type {
  ApiError,
  ApiResult,
  HandState,
  ParamsOf,
  PartialOf,
  Result,
  SeatView,
  SolverMethod,
} from '../../src-shared/index.ts';
import type { Decision } from '../ai/player.ts';
import type { PlayerName } from '../ai/players.ts';
import type { BidGrade, BidTask } from '../review/bid.ts';
import type { StockTask, StockValues } from './draws.ts';
import type { MineTask, MinedBatch } from '../training/mine.ts';
import type { BidMineTask, MinedBidBatch } from '../training/bid-mine.ts';
import type { LessonJudgeTask, LessonJudgement } from '../training/lesson-judge.ts';
import type { RefuteTask, Refutation } from '../training/drill-refute.ts';
import type { RejudgeTask, Rejudged } from '../training/drill-rejudge.ts';
import { practicePosition } from '../../src-shared/editor/random.ts';
import { PRESETS } from '../../src-shared/rules/ruleset.ts';
import { FairQueue } from './fair-queue.ts';
import type { SettledProof } from './settled.ts';
import type { SeatPrincipleFound, SeatPrincipleTask } from './principle.ts';
import { type DecideTask, type SettledTask, type Task, prepare } from './tasks.ts';
import type { TaskMessage, WorkerMessage } from './worker.ts';
import {
  LANES,
  type Lane,
  type LaneStats,
  type PoolStats,
  type RunOptions,
  type SolverRunOptions,
} from './lanes.ts';

export interface PoolOptions {
  /** Workers of the interactive lane (default: one fewer than the cores, at least 1). */
  readonly size?: number;
  /** Workers of the background lane (default: half the interactive ones, at least 1). */
  readonly backgroundSize?: number;
  /** How long a stopped worker may take to answer before it is terminated (ms, default 250). */
  readonly graceMs?: number;
  /** The worker script (default: worker.ts beside this file, for Node and Vitest). */
  readonly worker?: string | URL;
  /** Time limit of a solver method, a review's, mining's or drill's task whose caller gives none (ms, default 60 000). */
  readonly runTimeoutMs?: number;
  /** Time limit of a decision or a lesson's judgement whose caller gives none (ms, default 120 000). */
  readonly decideTimeoutMs?: number;
  /**
   * A worker idle this long is terminated; its lane starts a new one when work comes (ms, default
   * DEFAULT_IDLE_MS; 0 or Infinity: never).
   */
  readonly idleMs?: number;
  /**
   * Each worker's V8 heap bound in MB (its old generation, Worker `resourceLimits`; default
   * DEFAULT_WORKER_HEAP_MB; 0: V8's own bound). A worker that needs more dies like a crash: its task
   * answers `internal` and the worker is replaced.
   */
  readonly maxHeapMb?: number;
  /**
   * Each worker's V8 young generation bound in MB (Worker `resourceLimits.maxYoungGenerationSizeMb`:
   * three semi-spaces' worth; default DEFAULT_WORKER_YOUNG_MB; 0: V8's own, which grows a busy worker's
   * two semi-spaces to 64 MB each). A `--max-semi-space-size` flag of the process overrides it.
   */
  readonly maxYoungMb?: number;
  /**
   * A worker whose committed heap and external memory together pass this many MB when it finishes a
   * task is recycled (default DEFAULT_RECYCLE_ABOVE_MB; 0: never).
   */
  readonly recycleAboveMb?: number;
  /** How often at most a worker's memory is read between tasks (ms, default 5 000). */
  readonly checkEveryMs?: number;
  /**
   * Called after a worker was recycled for sitting idle: the app has paused, a moment for the main
   * thread to give back memory too (the app passes `releaseMemory` of src-main/heap.ts).
   */
  readonly onIdle?: () => void;
}

export const DEFAULT_RUN_TIMEOUT_MS = 60_000;
export const DEFAULT_DECIDE_TIMEOUT_MS = 120_000;
/** A worker idle for 20 s is recycled: well inside the minute in which an idle app gives its memory back. */
export const DEFAULT_IDLE_MS = 20_000;
/** The hard bound of a worker's V8 old generation (MB), far above its live data: docs/solver.md "Memory". */
export const DEFAULT_WORKER_HEAP_MB = 256;
/**
 * A worker's young generation bound (MB): semi-spaces of 16 MB, against V8's 64 MB which a busy worker
 * reaches and keeps (docs/RELIABILITY.md "Memory of a busy evening").
 */
export const DEFAULT_WORKER_YOUNG_MB = 48;
/** A worker holding more than this (committed heap + external, MB) is recycled between tasks. */
export const DEFAULT_RECYCLE_ABOVE_MB = 96;

type StopReason = 'cancelled' | 'timeout';

interface Job {
  readonly id: number;
  readonly lane: Lane;
  readonly task: Task;
  readonly options: RunOptions;
  readonly resolve: (r: Result<unknown, ApiError>) => void;
  readonly stop: Int32Array;
  slot: Slot | null;
  partial: unknown;
  stopping: StopReason | null;
  finished: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  grace: ReturnType<typeof setTimeout> | null;
  onAbort: (() => void) | null;
  /** The warm-up's own task (`prime`): it gives way to any real task of its lane. */
  readonly priming?: boolean;
}

interface Slot {
  readonly worker: Worker;
  readonly lane: Lane;
  job: Job | null;
  /** Set when the pool terminates the worker on purpose (not a crash). */
  retired: boolean;
  /** The worker loaded its modules; one that dies before is not restarted at once (no crash loop). */
  ready: boolean;
  /** Settles when the worker has loaded or exited. */
  readonly loaded: Promise<void>;
  /** It has run (or begun) the warm-up's priming task. */
  primed: boolean;
  error: Error | null;
  /** Recycles the worker once it has been idle for the pool's `idleMs`; null while busy. */
  idleTimer: ReturnType<typeof setTimeout> | null;
  /** When its memory was last read (performance.now()), or a read is under way (Infinity). */
  checkedAt: number;
  /** Its memory was found above `recycleAboveMb` while it was busy: recycled when its task ends. */
  overgrown: boolean;
}

export const defaultPoolSize = (): number => Math.max(1, availableParallelism() - 1);

export class SolverPool {
  /** Workers of the interactive lane. */
  readonly size: number;
  /** Workers of the background lane. */
  readonly backgroundSize: number;
  private readonly graceMs: number;
  private readonly script: string | URL;
  private readonly runTimeoutMs: number;
  private readonly decideTimeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queues: { readonly [L in Lane]: FairQueue<Job> } = {
    interactive: new FairQueue(),
    background: new FairQueue(),
  };
  private nextId = 1;
  private closed = false;
  private readonly idleMs: number;
  private readonly maxHeapMb: number;
  private readonly maxYoungMb: number;
  private readonly recycleAboveMb: number;
  private readonly checkEveryMs: number;
  private readonly onIdle: (() => void) | undefined;
  private recycledCount = 0;

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.backgroundSize = Math.max(1, Math.floor(options.backgroundSize ?? this.size / 2));
    this.graceMs = options.graceMs ?? 250;
    this.script = options.worker ?? new URL('./worker.ts', import.meta.url);
    this.runTimeoutMs = options.runTimeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;
    this.decideTimeoutMs = options.decideTimeoutMs ?? DEFAULT_DECIDE_TIMEOUT_MS;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.maxHeapMb = options.maxHeapMb ?? DEFAULT_WORKER_HEAP_MB;
    this.maxYoungMb = options.maxYoungMb ?? DEFAULT_WORKER_YOUNG_MB;
    this.recycleAboveMb = options.recycleAboveMb ?? DEFAULT_RECYCLE_ABOVE_MB;
    this.checkEveryMs = options.checkEveryMs ?? 5_000;
    this.onIdle = options.onIdle;
  }

  /** Workers terminated so far because they sat idle for `idleMs` or held too much (not crashes, not stops). */
  get recycled(): number {
    return this.recycledCount;
  }

  /**
   * Runs a solver method in `options.lane` (default background); its default time limit is
   * `runTimeoutMs` in either lane. Params are checked here too (badInput carries the JSON path).
   */
  run<M extends SolverMethod>(
    method: M,
    params: ParamsOf<M>,
    options: SolverRunOptions<PartialOf<M>> = {},
  ): Promise<ApiResult<M>> {
    const task = prepare(method, params);
    if (!task.ok) return Promise.resolve(task);
    return this.enqueue(
      options.lane ?? 'background',
      task.value,
      options as RunOptions,
      this.runTimeoutMs,
    ) as Promise<ApiResult<M>>;
  }

  /**
   * A computer player's decision for the seat whose view this is, in the interactive lane (or `lane`:
   * a guest's hint goes to the background one, so the host's table never waits for it); timed as
   * in the app unless `timed: false` (src-main/ai/budget.ts); `best`: the level's best choice, without
   * its temperature (src-main/ai/level-choice.ts).
   */
  decide(
    view: SeatView,
    player: PlayerName,
    seed: number,
    options: RunOptions<never> & {
      readonly timed?: boolean;
      readonly best?: boolean;
      readonly lane?: Lane;
    } = {},
  ): Promise<Result<Decision, ApiError<never>>> {
    const task: DecideTask = {
      method: 'decide',
      view,
      player,
      seed,
      ...(options.timed === false ? { timed: false } : {}),
      ...(options.best === true ? { best: true } : {}),
    };
    return this.enqueue(
      options.lane ?? 'interactive',
      task,
      options as RunOptions,
      this.decideTimeoutMs,
    ) as Promise<Result<Decision, ApiError<never>>>;
  }

  /**
   * One bidding decision of a finished hand graded (src-main/review/bid.ts), in the background lane
   * (the review's "try again", which a person waits for: `lane` interactive); stopped: `cancelled` /
   * `timeout` without a partial grade.
   */
  reviewBid(
    task: BidTask,
    options: SolverRunOptions<never> = {},
  ): Promise<Result<BidGrade, ApiError<never>>> {
    return this.enqueue(
      options.lane ?? 'background',
      task,
      options as RunOptions,
      this.runTimeoutMs,
    ) as Promise<Result<BidGrade, ApiError<never>>>;
  }

  /**
   * A lízaný card while the stock lasts valued for the card judge (draws.ts), in the lane the judge's
   * caller names (the review: background; the coach: interactive); stopped: `cancelled` / `timeout`.
   */
  stockCard(
    task: StockTask,
    options: RunOptions<never> & { readonly lane?: Lane } = {},
  ): Promise<Result<StockValues, ApiError<never>>> {
    return this.enqueue(
      options.lane ?? 'background',
      task,
      options as RunOptions,
      this.runTimeoutMs,
    ) as Promise<Result<StockValues, ApiError<never>>>;
  }

  /**
   * A batch of training drills mined (src-main/training/mine.ts), in the background lane; stopped:
   * `cancelled` / `timeout` without the drills mined so far.
   */
  mineDrills(task: MineTask, options: RunOptions<never> = {}): Promise<Result<MinedBatch, ApiError<never>>> {
    return this.enqueue('background', task, options as RunOptions, this.runTimeoutMs) as Promise<
      Result<MinedBatch, ApiError<never>>
    >;
  }

  /**
   * A batch of bidding drills mined (src-main/training/bid-mine.ts: deals bid by the computer players,
   * a decision graded by the review's judge), in the background lane; stopped: `cancelled` / `timeout`
   * without the drills mined so far.
   */
  mineBidDrills(
    task: BidMineTask,
    options: RunOptions<never> = {},
  ): Promise<Result<MinedBidBatch, ApiError<never>>> {
    return this.enqueue('background', task, options as RunOptions, this.runTimeoutMs) as Promise<
      Result<MinedBidBatch, ApiError<never>>
    >;
  }

  /**
   * A stored drill judged again by today's judge (src-main/training/drill-rejudge.ts), in the background
   * lane; stopped: `cancelled` / `timeout` without an answer.
   */
  rejudgeDrill(
    task: RejudgeTask,
    options: RunOptions<never> = {},
  ): Promise<Result<Rejudged, ApiError<never>>> {
    return this.enqueue('background', task, options as RunOptions, this.runTimeoutMs) as Promise<
      Result<Rejudged, ApiError<never>>
    >;
  }

  /**
   * A card played on a drill analysed (src-main/training/drill-refute.ts), in the interactive lane: the
   * learner waits for the verdict.
   */
  refuteDrill(
    task: RefuteTask,
    options: RunOptions<never> = {},
  ): Promise<Result<Refutation, ApiError<never>>> {
    return this.enqueue('interactive', task, options as RunOptions, this.runTimeoutMs) as Promise<
      Result<Refutation, ApiError<never>>
    >;
  }

  /**
   * A card's principle from its seat's view (principle.ts), in the lane the card judge's caller names
   * (the review: background; the coach and the retry: interactive); stopped: `cancelled` / `timeout`.
   */
  seatPrinciple(
    task: SeatPrincipleTask,
    options: RunOptions<never> & { readonly lane?: Lane } = {},
  ): Promise<Result<SeatPrincipleFound, ApiError<never>>> {
    return this.enqueue(
      options.lane ?? 'background',
      task,
      options as RunOptions,
      this.runTimeoutMs,
    ) as Promise<Result<SeatPrincipleFound, ApiError<never>>>;
  }

  /**
   * A lesson step's card judged (src-main/training/lesson-judge.ts), in the interactive lane: the
   * learner waits for it; stopped: `cancelled` / `timeout`.
   */
  lessonJudge(
    task: LessonJudgeTask,
    options: RunOptions<never> = {},
  ): Promise<Result<LessonJudgement, ApiError<never>>> {
    return this.enqueue('interactive', task, options as RunOptions, this.decideTimeoutMs) as Promise<
      Result<LessonJudgement, ApiError<never>>
    >;
  }

  /**
   * Whether a hand's result is settled (settled.ts), in the interactive lane: the person at the table
   * waits for the offer to fast forward. A search past its node budget answers "not proven".
   */
  settled(
    state: HandState,
    options: RunOptions<never> & { readonly maxNodes?: number } = {},
  ): Promise<Result<SettledProof, ApiError<never>>> {
    const task: SettledTask = {
      method: 'settled',
      state,
      ...(options.maxNodes === undefined ? {} : { maxNodes: options.maxNodes }),
    };
    return this.enqueue('interactive', task, options as RunOptions, this.decideTimeoutMs) as Promise<
      Result<SettledProof, ApiError<never>>
    >;
  }

  /** Queues `task` in `lane`; `defaultTimeoutMs` applies when the caller gives no `timeoutMs`. */
  private enqueue(
    lane: Lane,
    task: Task,
    options: RunOptions,
    defaultTimeoutMs: number,
  ): Promise<Result<unknown, ApiError>> {
    return new Promise((resolve) => {
      if (this.closed) return resolve({ ok: false, error: { code: 'internal', message: 'pool closed' } });
      if (options.signal?.aborted) return resolve({ ok: false, error: { code: 'cancelled' } });
      const job: Job = {
        id: this.nextId++,
        lane,
        task,
        options,
        resolve,
        stop: new Int32Array(new SharedArrayBuffer(4)),
        slot: null,
        partial: undefined,
        stopping: null,
        finished: false,
        timer: null,
        grace: null,
        onAbort: null,
      };
      if (options.signal) {
        job.onAbort = () => this.stop(job, 'cancelled');
        options.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
      job.timer = setTimeout(() => this.stop(job, 'timeout'), Math.max(0, timeoutMs));
      this.queues[lane].push(options.caller ?? '', job);
      // A worker priming itself for a warmup gives way to real work at once.
      for (const s of this.slots)
        if (s.lane === lane && s.job?.priming === true) this.stop(s.job, 'cancelled');
      this.pump();
    });
  }

  stats(): PoolStats {
    const of = (lane: Lane): LaneStats => {
      const slots = this.slots.filter((s) => s.lane === lane);
      return {
        workers: slots.length,
        busy: slots.filter((s) => s.job !== null).length,
        queued: this.queues[lane].length,
      };
    };
    return { interactive: of('interactive'), background: of('background') };
  }

  /**
   * Starts the workers of `lane` that are not running yet, ahead of the first task (the analysis board
   * opening), so the task does not wait for a worker to load; once loaded, an idle worker primes itself
   * with a short seat analysis of a fixed deal, so the solver's code is compiled before the first real
   * task. A real task for the lane stops the priming at once. Idempotent and cheap: workers already
   * there are kept, none beyond the lane's size is started, a worker primes once. Resolves when every
   * worker it started or found unprimed has loaded (or died trying) and primed; the pool still starts
   * workers on demand without it.
   */
  warmup(lane: Lane = 'background'): Promise<void> {
    if (this.closed) return Promise.resolve();
    while (this.slots.filter((s) => s.lane === lane).length < this.limit(lane)) this.spawn(lane);
    const fresh = this.slots.filter((s) => s.lane === lane && !s.primed);
    // A worker loading for a warmup keeps the process alive until it has loaded.
    for (const s of fresh) if (!s.ready) s.worker.ref();
    return Promise.all(fresh.map((s) => s.loaded.then(() => this.prime(s)))).then(() => undefined);
  }

  /** Runs the priming task on an idle, loaded worker that has not primed yet; settles when it ends. */
  private prime(slot: Slot): Promise<void> {
    if (this.closed || slot.primed || slot.retired || !slot.ready || slot.job !== null)
      return Promise.resolve();
    if (this.queues[slot.lane].length > 0) return Promise.resolve();
    const task = primingTask();
    if (task === null) return Promise.resolve();
    slot.primed = true;
    return new Promise((resolve) => {
      const job: Job = {
        id: this.nextId++,
        lane: slot.lane,
        task,
        options: {},
        resolve: () => resolve(),
        stop: new Int32Array(new SharedArrayBuffer(4)),
        slot: null,
        partial: undefined,
        stopping: null,
        finished: false,
        timer: null,
        grace: null,
        onAbort: null,
        priming: true,
      };
      this.start(job, slot);
    });
  }

  /** The live worker threads of a lane, or of both (diagnostics and tests). */
  threads(lane?: Lane): readonly Worker[] {
    return this.slots.filter((s) => lane === undefined || s.lane === lane).map((s) => s.worker);
  }

  /** Cancels every task and terminates every worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const lane of LANES)
      for (const job of this.queues[lane].drain())
        this.finish(job, { ok: false, error: { code: 'cancelled' } });
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.retired = true;
      this.disarm(slot);
      if (slot.job) this.finish(slot.job, this.stoppedResult(slot.job, 'cancelled', undefined));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(lane: Lane): Slot {
    const worker = new Worker(this.script, {
      resourceLimits: {
        ...(this.maxHeapMb > 0 ? { maxOldGenerationSizeMb: this.maxHeapMb } : {}),
        ...(this.maxYoungMb > 0 ? { maxYoungGenerationSizeMb: this.maxYoungMb } : {}),
      },
    });
    let loaded = (): void => undefined;
    const slot: Slot = {
      worker,
      lane,
      job: null,
      retired: false,
      ready: false,
      loaded: new Promise<void>((resolve) => (loaded = resolve)),
      primed: false,
      error: null,
      idleTimer: null,
      checkedAt: performance.now(),
      overgrown: false,
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'ready') {
        loaded();
        // Held while a warmup waited for it to load; idle, it does not keep the process alive.
        if (slot.job === null) worker.unref();
      }
      this.onMessage(slot, m);
      if (m.type === 'ready' && slot.job === null) this.arm(slot);
    });
    worker.on('error', (e: Error) => {
      slot.error = e;
    });
    worker.on('exit', (code) => {
      loaded();
      this.onExit(slot, code);
    });
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private limit(lane: Lane): number {
    return lane === 'interactive' ? this.size : this.backgroundSize;
  }

  /** An idle worker of `lane`, a new one if the lane has room, else null. */
  private idle(lane: Lane): Slot | null {
    const free = this.slots.find((s) => s.lane === lane && s.job === null);
    if (free) return free;
    const count = this.slots.filter((s) => s.lane === lane).length;
    return count < this.limit(lane) ? this.spawn(lane) : null;
  }

  /**
   * Starts what can start: background tasks on background workers first, then interactive tasks on
   * interactive workers, or on a background worker that no background task is waiting for.
   */
  private pump(): void {
    if (this.closed) return;
    const background = this.queues.background;
    const interactive = this.queues.interactive;
    while (background.length > 0) {
      const slot = this.idle('background');
      if (slot === null) break;
      this.start(background.shift() as Job, slot);
    }
    while (interactive.length > 0) {
      const slot = this.idle('interactive') ?? (background.length === 0 ? this.idle('background') : null);
      if (slot === null) break;
      this.start(interactive.shift() as Job, slot);
    }
  }

  private start(job: Job, slot: Slot): void {
    this.disarm(slot);
    job.slot = slot;
    slot.job = job;
    // A busy worker keeps the process alive; an idle one does not.
    slot.worker.ref();
    const message: TaskMessage = { id: job.id, task: job.task, stop: job.stop.buffer as SharedArrayBuffer };
    slot.worker.postMessage(message);
  }

  private stop(job: Job, reason: StopReason): void {
    if (job.finished || job.stopping) return;
    job.stopping = reason;
    const slot = job.slot;
    if (slot === null) {
      this.queues[job.lane].remove(job);
      this.finish(job, { ok: false, error: { code: reason } });
      return;
    }
    Atomics.store(job.stop, 0, 1);
    job.grace = setTimeout(() => {
      this.finish(job, this.stoppedResult(job, reason, undefined));
      this.retire(slot);
    }, this.graceMs);
  }

  private stoppedResult(job: Job, reason: StopReason, partial: unknown): Result<unknown, ApiError> {
    const p = partial ?? job.partial;
    return { ok: false, error: p === undefined ? { code: reason } : { code: reason, partial: p } };
  }

  private onMessage(slot: Slot, m: WorkerMessage): void {
    if (m.type === 'ready') {
      slot.ready = true;
      return;
    }
    const job = slot.job;
    if (job === null || job.id !== m.id || job.finished) return;
    if (m.type === 'progress') {
      job.partial = m.partial;
      if (!job.stopping) job.options.onProgress?.(m.partial);
      return;
    }
    slot.job = null;
    slot.worker.unref();
    if (slot.overgrown) this.recycle(slot);
    else {
      this.arm(slot);
      this.check(slot);
    }
    if (job.stopping) {
      this.finish(job, this.stoppedResult(job, job.stopping, m.type === 'stopped' ? m.partial : undefined));
    } else if (m.type === 'done') {
      this.finish(job, { ok: true, value: m.value });
    } else if (m.type === 'failed') {
      this.finish(job, { ok: false, error: { code: 'internal', message: m.message } });
    } else {
      // Stopped without being asked: cannot happen, the flag is set only by stop().
      this.finish(job, { ok: false, error: { code: 'internal', message: 'task stopped unexpectedly' } });
    }
    this.pump();
  }

  private onExit(slot: Slot, code: number): void {
    this.disarm(slot);
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    if (slot.retired) return;
    // A crash: answer the task, replace the worker.
    const job = slot.job;
    if (job) {
      const message = slot.error ? slot.error.message : `worker exited with code ${code}`;
      this.finish(
        job,
        job.stopping
          ? this.stoppedResult(job, job.stopping, undefined)
          : { ok: false, error: { code: 'internal', message } },
      );
    }
    if (slot.ready) this.replace(slot.lane);
    else this.pump();
  }

  /** Starts the idle clock of a worker that has just become idle (no-op when recycling is off). */
  private arm(slot: Slot): void {
    this.disarm(slot);
    if (this.closed || slot.retired || !(this.idleMs > 0) || !Number.isFinite(this.idleMs)) return;
    slot.idleTimer = setTimeout(() => {
      if (this.recycle(slot)) this.onIdle?.();
    }, this.idleMs);
    // The idle clock never keeps the process alive.
    slot.idleTimer.unref?.();
  }

  /**
   * Reads the memory of a worker that has just finished a task (at most every `checkEveryMs`); one that
   * holds more than `recycleAboveMb` is recycled now if idle, else as soon as its task ends.
   */
  private check(slot: Slot): void {
    if (!(this.recycleAboveMb > 0) || performance.now() - slot.checkedAt < this.checkEveryMs) return;
    slot.checkedAt = Infinity;
    slot.worker.getHeapStatistics().then(
      (h) => {
        slot.checkedAt = performance.now();
        if ((h.total_heap_size + h.external_memory) / (1024 * 1024) <= this.recycleAboveMb) return;
        if (slot.job === null) this.recycle(slot);
        else slot.overgrown = true;
      },
      () => {
        slot.checkedAt = performance.now();
      },
    );
  }

  private disarm(slot: Slot): void {
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
  }

  /**
   * Terminates an idle worker (idle for `idleMs`, or holding too much), without a replacement: the lane
   * starts one when work comes (`idle`), so an idle app holds no solver heap at all.
   */
  private recycle(slot: Slot): boolean {
    this.disarm(slot);
    if (this.closed || slot.retired || slot.job !== null) return false;
    slot.retired = true;
    this.recycledCount++;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
    return true;
  }

  /** Terminates a worker on purpose and starts a fresh one in its place. */
  private retire(slot: Slot): void {
    this.disarm(slot);
    slot.retired = true;
    slot.job = null;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
    this.replace(slot.lane);
  }

  private replace(lane: Lane): void {
    if (this.closed) return;
    if (this.slots.filter((s) => s.lane === lane).length < this.limit(lane)) this.spawn(lane);
    this.pump();
  }

  private finish(job: Job, result: Result<unknown, ApiError>): void {
    if (job.finished) return;
    job.finished = true;
    if (job.timer) clearTimeout(job.timer);
    if (job.grace) clearTimeout(job.grace);
    if (job.onAbort) job.options.signal?.removeEventListener('abort', job.onAbort);
    job.resolve(result);
  }
}

/**
 * The warm-up's priming task: a seat analysis of six sampled layouts of a fixed deal (a suit game at
 * the first lead), some tens of solves that compile the solver's code in a fresh worker.
 */
function primingTask(): Task | null {
  const { position, state } = practicePosition(PRESETS.csm, 'game', 1);
  const task = prepare('analyzeForSeat', { position, seat: state.toAct ?? 0, seed: 1, maxLayouts: 6 });
  return task.ok ? task.value : null;
}

export function createPool(options: PoolOptions = {}): SolverPool {
  return new SolverPool(options);
}

/**
 * A pool of solver worker threads: runs solver tasks off the main event loop and answers every call
 * with a typed result (`ApiResult`), never by rejecting.
 *
 * - Tasks queue while every worker is busy; workers start on demand, up to `size`.
 * - Stopping (AbortSignal, timeout): a queued task is dropped at once; a running one gets its shared
 *   stop flag set, which the search polls. A worker that does not answer within `graceMs` is terminated
 *   and replaced. The call resolves with `cancelled` / `timeout` and the partial result, if any.
 * - A worker that crashes resolves its task with `internal` and is replaced.
 * No Electron imports: the app passes the bundled worker's path (see app-pool.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type {
  ApiError,
  ApiResult,
  ParamsOf,
  PartialOf,
  Result,
  SeatView,
  SolverMethod,
} from '../../src-shared/index.ts';
import type { Decision } from '../ai/player.ts';
import type { PlayerName } from '../ai/players.ts';
import { type DecideTask, type Task, prepare } from './tasks.ts';
import type { TaskMessage, WorkerMessage } from './worker.ts';

export interface PoolOptions {
  /** Number of workers (default: one fewer than the cores, at least 1). */
  readonly size?: number;
  /** How long a stopped worker may take to answer before it is terminated (ms, default 250). */
  readonly graceMs?: number;
  /** The worker script (default: worker.ts beside this file, for Node and Vitest). */
  readonly worker?: string | URL;
}

export interface RunOptions<P = unknown> {
  readonly signal?: AbortSignal;
  /** Wall time from the call, queueing included (ms). */
  readonly timeoutMs?: number;
  /** Partial results as the task streams them (analyzeForSeat). */
  readonly onProgress?: (partial: P) => void;
}

export interface PoolStats {
  readonly workers: number;
  readonly busy: number;
  readonly queued: number;
}

type StopReason = 'cancelled' | 'timeout';

interface Job {
  readonly id: number;
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
}

interface Slot {
  readonly worker: Worker;
  job: Job | null;
  /** Set when the pool terminates the worker on purpose (not a crash). */
  retired: boolean;
  /** The worker loaded its modules; one that dies before is not restarted at once (no crash loop). */
  ready: boolean;
  error: Error | null;
}

export const defaultPoolSize = (): number => Math.max(1, availableParallelism() - 1);

export class SolverPool {
  readonly size: number;
  private readonly graceMs: number;
  private readonly script: string | URL;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.graceMs = options.graceMs ?? 250;
    this.script = options.worker ?? new URL('./worker.ts', import.meta.url);
  }

  /** Runs a solver method. Params are checked here too (badInput carries the JSON path). */
  run<M extends SolverMethod>(
    method: M,
    params: ParamsOf<M>,
    options: RunOptions<PartialOf<M>> = {},
  ): Promise<ApiResult<M>> {
    const task = prepare(method, params);
    if (!task.ok) return Promise.resolve(task);
    return this.enqueue(task.value, options as RunOptions) as Promise<ApiResult<M>>;
  }

  /** A computer player's decision for the seat whose view this is (cancellable, with a timeout). */
  decide(
    view: SeatView,
    player: PlayerName,
    seed: number,
    options: RunOptions<never> = {},
  ): Promise<Result<Decision, ApiError<never>>> {
    const task: DecideTask = { method: 'decide', view, player, seed };
    return this.enqueue(task, options as RunOptions) as Promise<Result<Decision, ApiError<never>>>;
  }

  private enqueue(task: Task, options: RunOptions): Promise<Result<unknown, ApiError>> {
    return new Promise((resolve) => {
      if (this.closed) return resolve({ ok: false, error: { code: 'internal', message: 'pool closed' } });
      if (options.signal?.aborted) return resolve({ ok: false, error: { code: 'cancelled' } });
      const job: Job = {
        id: this.nextId++,
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
      if (options.timeoutMs !== undefined)
        job.timer = setTimeout(() => this.stop(job, 'timeout'), Math.max(0, options.timeoutMs));
      this.queue.push(job);
      this.pump();
    });
  }

  stats(): PoolStats {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.job !== null).length,
      queued: this.queue.length,
    };
  }

  /** The live worker threads (diagnostics and tests). */
  threads(): readonly Worker[] {
    return this.slots.map((s) => s.worker);
  }

  /** Cancels every task and terminates every worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.queue.splice(0)) this.finish(job, { ok: false, error: { code: 'cancelled' } });
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.retired = true;
      if (slot.job) this.finish(slot.job, this.stoppedResult(slot.job, 'cancelled', undefined));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(this.script);
    const slot: Slot = { worker, job: null, retired: false, ready: false, error: null };
    worker.on('message', (m: WorkerMessage) => this.onMessage(slot, m));
    worker.on('error', (e) => {
      slot.error = e;
    });
    worker.on('exit', (code) => this.onExit(slot, code));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      const slot =
        this.slots.find((s) => s.job === null) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (slot === null) return;
      const job = this.queue.shift() as Job;
      job.slot = slot;
      slot.job = job;
      // A busy worker keeps the process alive; an idle one does not.
      slot.worker.ref();
      const message: TaskMessage = { id: job.id, task: job.task, stop: job.stop.buffer as SharedArrayBuffer };
      slot.worker.postMessage(message);
    }
  }

  private stop(job: Job, reason: StopReason): void {
    if (job.finished || job.stopping) return;
    job.stopping = reason;
    const slot = job.slot;
    if (slot === null) {
      this.queue.splice(this.queue.indexOf(job), 1);
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
    if (slot.ready) this.replace();
    else this.pump();
  }

  /** Terminates a worker on purpose and starts a fresh one in its place. */
  private retire(slot: Slot): void {
    slot.retired = true;
    slot.job = null;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
    this.replace();
  }

  private replace(): void {
    if (this.closed) return;
    if (this.slots.length < this.size) this.spawn();
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

export function createPool(options: PoolOptions = {}): SolverPool {
  return new SolverPool(options);
}

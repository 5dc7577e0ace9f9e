/**
 * The solver pool's vocabulary (pool.ts): its two lanes, the options of a run and its counts. A module
 * of its own, importing nothing, so that the modules whose tasks the pool runs (review/, training/) can
 * take options from their callers without importing the pool, which imports their task types.
 */

/** `interactive`: what a person waits for; `background`: long work nobody waits on (pool.ts). */
export type Lane = 'interactive' | 'background';
export const LANES: readonly Lane[] = ['interactive', 'background'];

export interface RunOptions<P = unknown> {
  readonly signal?: AbortSignal;
  /** Wall time from the call, queueing included (ms); default: the pool's limit for the lane. */
  readonly timeoutMs?: number;
  /** Partial results as the task streams them (analyzeForSeat). */
  readonly onProgress?: (partial: P) => void;
  /** Who asks (a session, a window): within a lane callers take turns. Default: one shared caller. */
  readonly caller?: string;
}

/** Options of `run`: also the lane, chosen by whoever asks (the same method may be either). */
export interface SolverRunOptions<P = unknown> extends RunOptions<P> {
  /** `interactive` when a person waits for the answer; default `background`. */
  readonly lane?: Lane;
}

export interface LaneStats {
  readonly workers: number;
  readonly busy: number;
  readonly queued: number;
}
export type PoolStats = { readonly [L in Lane]: LaneStats };

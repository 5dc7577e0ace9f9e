/**
 * A tap on the solver worker's answers: `TAP_WORKER` is the real worker (src-main/solver/worker.ts)
 * that also posts every message it sends the pool on the BroadcastChannel `TAP_CHANNEL`, with its
 * thread's id. A test sees how each task ended in the worker — `done` (run to its end) or `stopped`
 * (it noticed its stop flag) — which the pool answers alike once it has asked a task to stop.
 */
import { BroadcastChannel } from 'node:worker_threads';
import type { WorkerMessage } from '../../src-main/solver/worker.ts';

export const TAP_CHANNEL = 'marias-solver-tap';
export const TAP_WORKER = new URL('./tap-worker.ts', import.meta.url);

export interface Tapped {
  readonly thread: number;
  readonly message: WorkerMessage;
}

/** Listens to the tap: how the tasks of a thread ended (progress left out); `close` when done. */
export function tapAnswers(): {
  ends: (thread: number) => WorkerMessage[];
  close: () => void;
} {
  const seen: Tapped[] = [];
  const channel = new BroadcastChannel(TAP_CHANNEL);
  channel.onmessage = (e) => seen.push(e.data as Tapped);
  return {
    ends: (thread) =>
      seen
        .filter((t) => t.thread === thread && t.message.type !== 'progress' && t.message.type !== 'ready')
        .map((t) => t.message),
    close: () => channel.close(),
  };
}

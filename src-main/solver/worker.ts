/**
 * A solver worker thread: runs one task at a time, synchronously, and answers with its value. The
 * pool stops a task by setting the task's shared stop flag; the search polls it through `shouldStop`.
 * No Electron imports: this file is bundled on its own and also runs from source under Node.
 */
import { parentPort } from 'node:worker_threads';
import { STOPPABLE, type Task, execute } from './tasks.ts';

/** Main → worker: one task and its stop flag (an Int32Array over a SharedArrayBuffer; non-zero: stop). */
export interface TaskMessage {
  readonly id: number;
  readonly task: Task;
  readonly stop: SharedArrayBuffer;
}

/** Worker → main. `stopped`: the flag was set before the task ended; `partial` is what it had. */
export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly id: number; readonly type: 'progress'; readonly partial: unknown }
  | { readonly id: number; readonly type: 'done'; readonly value: unknown }
  | { readonly id: number; readonly type: 'stopped'; readonly partial?: unknown }
  | { readonly id: number; readonly type: 'failed'; readonly message: string };

const port = parentPort;
if (port === null) throw new Error('worker.ts must run in a worker thread');

port.on('message', ({ id, task, stop }: TaskMessage) => {
  const flag = new Int32Array(stop);
  const shouldStop = () => Atomics.load(flag, 0) !== 0;
  const send = (m: WorkerMessage) => port.postMessage(m);
  const method = task.method;
  try {
    const value = execute(task, {
      shouldStop,
      onProgress: (partial) => send({ id, type: 'progress', partial }),
    });
    if (!shouldStop()) send({ id, type: 'done', value });
    else send(STOPPABLE.has(method) ? { id, type: 'stopped', partial: value } : { id, type: 'stopped' });
  } catch (e) {
    if (shouldStop()) send({ id, type: 'stopped' });
    else send({ id, type: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
});

port.postMessage({ type: 'ready' } satisfies WorkerMessage);

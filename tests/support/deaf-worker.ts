/**
 * A solver worker that never looks at its stop flag: it runs each task to the end through the real
 * `execute`. The pool test uses it to check that a worker which does not stop in time is terminated
 * and replaced (the real worker always notices the flag within a few hundred microseconds).
 */
import { parentPort } from 'node:worker_threads';
import type { TaskMessage, WorkerMessage } from '../../src-main/solver/worker.ts';
import { execute } from '../../src-main/solver/tasks.ts';

const port = parentPort;
if (port === null) throw new Error('deaf-worker.ts must run in a worker thread');
port.on('message', ({ id, task }: TaskMessage) => {
  port.postMessage({ id, type: 'done', value: execute(task, {}) } satisfies WorkerMessage);
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

/**
 * The real solver worker with a tap (tap.ts): every message it sends the pool is also posted on the
 * tap's BroadcastChannel. The worker's own code runs unchanged; only its outgoing port is watched.
 */
import { BroadcastChannel, parentPort, threadId } from 'node:worker_threads';
import { TAP_CHANNEL, type Tapped } from './tap.ts';

const port = parentPort;
if (port === null) throw new Error('tap-worker.ts must run in a worker thread');
const channel = new BroadcastChannel(TAP_CHANNEL);
const send = port.postMessage.bind(port);
port.postMessage = (message: Tapped['message'], transfer?: never) => {
  channel.postMessage({ thread: threadId, message } satisfies Tapped);
  send(message, transfer);
};
await import('../../src-main/solver/worker.ts');

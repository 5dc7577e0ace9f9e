/**
 * The socket rules of a server that listens beyond this machine (src-main/server/sockets.ts), on a real
 * `node:http` server with small limits: a silent socket closed after the first-byte deadline, a cap per
 * remote address and in all where the socket idle the longest goes (not the newcomer), and a socket whose
 * request is being answered (an event stream) never taken for idle. The clients bind other loopback
 * addresses (127.0.0.2, 127.0.0.3: on Linux all of 127/8 is this machine).
 */
import { type Server, type ServerResponse, createServer } from 'node:http';
import { type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type SocketGuard, guardSockets } from '../../../src-main/server/sockets.ts';
import { until } from '../../support/wait.ts';

let server: Server;
let guard: SocketGuard;
let port: number;
/** Connections the server has seen (after the guard has ruled on each). */
let seen = 0;
const streams: ServerResponse[] = [];
const clients: Socket[] = [];

async function start(total: number, perAddress: number, firstByteMs: number): Promise<void> {
  server = createServer((req, res) => {
    // `/stream` is answered for as long as the client stays (an event stream); anything else at once.
    if (req.url === '/stream') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': connected\n\n');
      streams.push(res);
      return;
    }
    res.end('ok');
  });
  guard = guardSockets(server, { total, perAddress, firstByteMs });
  seen = 0;
  server.on('connection', () => seen++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  for (const s of streams.splice(0)) s.destroy();
  await new Promise<void>((r) => {
    server.close(() => r());
    server.closeAllConnections();
  });
});

/**
 * A client socket from `address`, connected and ruled on by the guard (the server's `connection` event
 * comes on a later turn than the client's), that records whether the server closed it.
 */
async function client(address: string): Promise<{ socket: Socket; closed: () => boolean }> {
  const before = seen;
  const socket = connect({ host: '127.0.0.1', port, localAddress: address });
  clients.push(socket);
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  // Flowing, so that the server's close is seen even after it has written something.
  socket.resume();
  await new Promise<void>((r, j) => {
    socket.once('connect', () => r());
    socket.once('error', j);
  });
  await until(() => seen > before);
  return { socket, closed: () => closed };
}

/** Sends one request on `socket` and waits for its answer's first bytes. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (d: Buffer) => resolve(d.toString()));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

describe('socket rules', () => {
  it('closes a socket that sends nothing within the first-byte deadline, not one that sent a byte', async () => {
    await start(10, 10, 300);
    const silent = await client('127.0.0.2');
    const talking = await client('127.0.0.2');
    talking.socket.write('G');
    const started = Date.now();
    await until(() => silent.closed());
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(talking.closed()).toBe(false);
    expect(guard.closed.silent).toBe(1);
  });

  it("past the cap of one address closes that address's socket idle the longest; other addresses untouched", async () => {
    await start(10, 3, 60_000);
    const other = await client('127.0.0.3');
    const first = await client('127.0.0.2');
    const second = await client('127.0.0.2');
    const third = await client('127.0.0.2');
    // The first has just been answered: now the second is idle the longest.
    expect(await ask(first.socket, '/')).toContain('200 OK');
    await until(() => guard.count('127.0.0.2') === 3);
    const fourth = await client('127.0.0.2');
    await until(() => second.closed());
    expect([first.closed(), third.closed(), fourth.closed(), other.closed()]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(guard.count('127.0.0.2')).toBe(3);
    expect(guard.closed.evicted).toBe(1);
    // The newcomer is served.
    expect(await ask(fourth.socket, '/')).toContain('200 OK');
  });

  it('past the total closes the socket idle the longest, whoever holds it, and keeps the newcomer', async () => {
    await start(3, 3, 60_000);
    const a = await client('127.0.0.2');
    const b = await client('127.0.0.3');
    const c = await client('127.0.0.3');
    await until(() => guard.count() === 3);
    const d = await client('127.0.0.1');
    await until(() => a.closed());
    expect([b.closed(), c.closed(), d.closed()]).toEqual([false, false, false]);
    expect(await ask(d.socket, '/')).toContain('200 OK');
  });

  it('never takes a socket whose request is being answered (an event stream) for idle', async () => {
    await start(2, 2, 60_000);
    const one = await client('127.0.0.2');
    const two = await client('127.0.0.2');
    expect(await ask(one.socket, '/stream')).toContain('200 OK');
    expect(await ask(two.socket, '/stream')).toContain('200 OK');
    // Both busy: the newcomer from the same address is the one refused, and so is one from elsewhere.
    const three = await client('127.0.0.2');
    await until(() => three.closed());
    const four = await client('127.0.0.3');
    await until(() => four.closed());
    expect([one.closed(), two.closed()]).toEqual([false, false]);
    expect(guard.closed.refused).toBe(2);
  });

  it('takes a half-sent request (headers or body still coming) for idle', async () => {
    await start(2, 2, 60_000);
    const headers = await client('127.0.0.2');
    headers.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const body = await client('127.0.0.2');
    body.socket.write('POST /stream HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
    await until(() => guard.count('127.0.0.2') === 2);
    const third = await client('127.0.0.2');
    await until(() => headers.closed());
    const fourth = await client('127.0.0.2');
    await until(() => body.closed());
    expect([third.closed(), fourth.closed()]).toEqual([false, false]);
  });
});

/**
 * Who may hold the sockets of a server that listens beyond this machine (the shared table's guest
 * server): a neighbour on the Wi-Fi opening connections and sending nothing must not lock the friends
 * out. Three rules, kept by `guardSockets` on the server's `connection` and `request` events:
 *
 * - **First byte.** A socket that has sent no byte `firstByteMs` after it connected is closed (a real
 *   browser sends its request at once; a preconnected socket it did not use is opened again).
 * - **Per address.** One remote address holds at most `perAddress` sockets; one more closes that
 *   address's socket idle the longest, or is itself closed when all of them are answering a request.
 * - **In all.** At most `total` sockets; one more closes the socket idle the longest, whoever holds it,
 *   or is itself closed when every socket is answering a request.
 *
 * Idle: no whole request is being answered on it — a silent socket, one whose headers or body are still
 * arriving (a half-sent request), a keep-alive socket between requests. A socket whose whole request
 * has come and is being answered is never closed here, and an event stream (`GET /api/events`) is a
 * request answered for as long as it lasts, so a guest's stream is never taken for idle; it counts
 * towards its address's sockets like any other.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface SocketLimits {
  /** Sockets open at once in all. */
  readonly total: number;
  /** Sockets open at once per remote address (well under `total`). */
  readonly perAddress: number;
  /** A socket that has sent no byte this long after connecting is closed (ms). */
  readonly firstByteMs: number;
}

interface Held {
  readonly socket: Socket;
  readonly address: string;
  /** Requests on it whose response has not closed yet (a whole one is being answered). */
  readonly requests: Set<IncomingMessage>;
  /** When it last became idle (connected, or its last response ended), on the guard's clock. */
  idleSince: number;
  readonly firstByte: ReturnType<typeof setTimeout>;
}

export interface SocketGuard {
  /** Sockets held now, in all and per remote address (diagnostics and tests). */
  count(address?: string): number;
  /** Sockets the guard has closed: silent past the first-byte deadline, or idle when one more came. */
  readonly closed: { silent: number; evicted: number; refused: number };
}

/** Keeps `limits` on `server`'s sockets (install before it listens; replaces `server.maxConnections`). */
export function guardSockets(server: Server, limits: SocketLimits): SocketGuard {
  const held = new Map<Socket, Held>();
  const perAddress = new Map<string, number>();
  const closed = { silent: 0, evicted: 0, refused: 0 };
  // A counter, not a clock: only the order of becoming idle matters.
  let tick = 0;

  const forget = (h: Held): void => {
    if (!held.delete(h.socket)) return;
    clearTimeout(h.firstByte);
    const left = (perAddress.get(h.address) ?? 1) - 1;
    if (left > 0) perAddress.set(h.address, left);
    else perAddress.delete(h.address);
  };

  /** Whether a whole request is being answered on it (a half-sent one is not). */
  const busy = (h: Held): boolean => [...h.requests].some((r) => r.complete);

  /** Closes the socket idle the longest among those `which` accepts; false when none is idle. */
  const evict = (which: (h: Held) => boolean): boolean => {
    let oldest: Held | null = null;
    for (const h of held.values())
      if (which(h) && !busy(h) && (oldest === null || h.idleSince < oldest.idleSince)) oldest = h;
    if (oldest === null) return false;
    forget(oldest);
    closed.evicted++;
    oldest.socket.destroy();
    return true;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const room =
      ((perAddress.get(address) ?? 0) < limits.perAddress || evict((h) => h.address === address)) &&
      (held.size < limits.total || evict(() => true));
    if (!room) {
      closed.refused++;
      socket.destroy();
      return;
    }
    const firstByte = setTimeout(() => {
      // The server's parser reads the socket itself (no `data` events here); the count is the kernel's.
      if (socket.bytesRead > 0 || !held.has(socket)) return;
      closed.silent++;
      forget(h);
      socket.destroy();
    }, limits.firstByteMs);
    firstByte.unref();
    const h: Held = { socket, address, requests: new Set(), idleSince: tick++, firstByte };
    held.set(socket, h);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => forget(h));
  });

  server.on('request', (req, res) => {
    const h = held.get(req.socket);
    if (h === undefined) return;
    h.requests.add(req);
    res.once('close', () => {
      h.requests.delete(req);
      if (h.requests.size === 0) h.idleSince = tick++;
    });
  });

  return {
    count: (address) => (address === undefined ? held.size : (perAddress.get(address) ?? 0)),
    closed,
  };
}

/**
 * The shared table's host side (`shareOpen`, `shareStatus`, `shareClose`, `shareStandIn`): which session
 * is shared, one unguessable link per remote seat, who was seen when, who the computer stands in for,
 * and the guest server that listens beyond this machine only while a table is shared.
 *
 * - One table at a time: opening another session closes the open one first (its links revoked, its
 *   server closed with every connection); opening the same session again (naming no host seat, or the
 *   same one) answers the open share (its links stay valid).
 * - A token is 24 random bytes (192 bits, base64url), compared in constant time; closing forgets every
 *   token, so a revoked link gets 401 from the next server. `shareRelink` replaces one seat's token
 *   alone: its old link gets 401 at once, the other seats' links keep working.
 * - A guest's last event stream closing tells the host twice: at once, and again when the seat stops
 *   counting as connected (`CONNECTED_MS` after its last request), so the host's table marks it away.
 * - The seat control (remote seats, stand-ins) is handed to the game service, which answers each device
 *   for its own seats.
 */
import { randomBytes } from 'node:crypto';
import {
  type AiLevel,
  type ApiError,
  type ApiResult,
  type ParamsOf,
  type Result,
  type Seat,
  type ShareInfo,
  CONNECTED_MS,
  err,
  ok,
  sessionVariant,
} from '../../src-shared/index.ts';
import type { EventBus } from '../api/event-bus.ts';
import type { ShareApi } from '../api/handler.ts';
import type { GameService } from '../game/service.ts';
import { loadSession } from '../game/session.ts';
import { sameSecret } from '../server/guard.ts';
import type { Store } from '../store/store.ts';
import { type Interfaces, baseUrls, lanAddresses } from './addresses.ts';
import type { GuestLink, GuestReviewApi } from './guest-api.ts';
import { type GuestLimits, type GuestServer, startGuestServer } from './guest-server.ts';

export interface ShareOptions {
  /** The built renderer the guests' devices load (`out/renderer`). */
  readonly rendererDir: string;
  /** The guest server's port (default: MARIAS_SHARE_PORT, else one the system picks). */
  readonly port?: number;
  /** This machine's network interfaces (default: `os.networkInterfaces`). */
  readonly interfaces?: Interfaces;
  /** The clock (ms since the epoch). */
  readonly now?: () => number;
  readonly limits?: GuestLimits;
  readonly headersTimeoutMs?: number;
  readonly requestTimeoutMs?: number;
  /** Where the share's changes are told (`share` events) and whence the guests' streams hear theirs. */
  readonly events?: EventBus;
  /** The review of finished hands, for a guest's own decisions (none: a guest cannot review). */
  readonly reviews?: GuestReviewApi;
  /** A guest's call with a valid link came (guest-server.ts `onCall`): the app is in use. */
  readonly onGuestCall?: () => void;
}

/** A fresh link secret: 192 bits. */
const newSeatToken = (): string => randomBytes(24).toString('base64url');

interface RemoteSeat extends GuestLink {
  /** The seat's link secret (a new one when the host revokes the seat's link alone: `shareRelink`). */
  token: string;
  lastSeen: number | null;
  standIn: AiLevel | null;
  /** The seat's event streams open now: a device listening counts as connected. */
  streams: number;
}

interface OpenShare {
  readonly id: number;
  readonly hostSeat: Seat;
  readonly seats: readonly RemoteSeat[];
  readonly server: GuestServer;
}

type Answer<T> = Result<T, ApiError<never>>;
const refused = (reason: Extract<ApiError, { code: 'refused' }>['reason']): Answer<never> =>
  err({ code: 'refused', reason });

/** The port MARIAS_SHARE_PORT names (0 when unset or not a port). */
export function sharePortFrom(env: NodeJS.ProcessEnv): number {
  const port = Number(env['MARIAS_SHARE_PORT'] ?? '');
  return Number.isInteger(port) && port > 0 && port <= 65535 ? port : 0;
}

export class ShareController implements ShareApi {
  private readonly store: Store;
  private readonly games: GameService;
  private readonly options: ShareOptions;
  private readonly now: () => number;
  private current: OpenShare | null = null;
  /** Open, close and stand-in calls one at a time (each may start or stop a server). */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(store: Store, games: GameService, options: ShareOptions) {
    this.store = store;
    this.games = games;
    this.options = options;
    this.now = options.now ?? Date.now;
    // A shared session deleted: its table closes, its links are revoked and the server stops listening.
    games.onSessionDeleted((id) =>
      this.serial(async () => (this.current?.id === id ? this.stop() : undefined)),
    );
  }

  shareOpen = (p: ParamsOf<'shareOpen'>): Promise<ApiResult<'shareOpen'>> => this.serial(() => this.open(p));

  shareStatus = async (_: ParamsOf<'shareStatus'>): Promise<ApiResult<'shareStatus'>> =>
    ok(this.current === null ? null : this.info(this.current));

  shareClose = (_: ParamsOf<'shareClose'>): Promise<ApiResult<'shareClose'>> =>
    this.serial(async () => {
      await this.stop();
      return ok({});
    });

  shareStandIn = ({ seat, level }: ParamsOf<'shareStandIn'>): Promise<ApiResult<'shareStandIn'>> =>
    this.serial(async () => {
      const share = this.current;
      if (share === null) return refused({ code: 'notShared', seat: null });
      const remote = share.seats.find((s) => s.seat === seat);
      if (remote === undefined) return refused({ code: 'notShared', seat });
      remote.standIn = level;
      await this.games.setControl(share.id, controlOf(share));
      this.told();
      return ok(this.info(share));
    });

  shareRelink = ({ seat }: ParamsOf<'shareRelink'>): Promise<ApiResult<'shareRelink'>> =>
    this.serial(async () => {
      const share = this.current;
      if (share === null) return refused({ code: 'notShared', seat: null });
      const remote = share.seats.find((s) => s.seat === seat);
      if (remote === undefined) return refused({ code: 'notShared', seat });
      // The old link's event streams end with it; its next call gets 401 (no seat has its token now).
      share.server.endStreams(remote.token);
      remote.token = newSeatToken();
      remote.lastSeen = null;
      remote.streams = 0;
      this.told();
      return ok(this.info(share));
    });

  /** The seat a link's token plays, marked seen now; null for no link of the open table. */
  linkOf = (token: string): GuestLink | null => {
    const share = this.current;
    if (share === null) return null;
    // Every seat is compared (no early exit), each in constant time.
    let found: RemoteSeat | null = null;
    for (const s of share.seats) if (sameSecret(token, s.token)) found = s;
    if (found === null) return null;
    found.lastSeen = this.now();
    const { id, seat, name, variant } = found;
    return { id, seat, name, variant };
  };

  /** Closes the open share (the app stopping). */
  close(): Promise<void> {
    return this.serial(() => this.stop());
  }

  private async open({ id, hostSeat }: ParamsOf<'shareOpen'>): Promise<Answer<ShareInfo>> {
    const loaded = loadSession(this.store, id);
    if (!loaded.ok) return loaded;
    const { settings } = loaded.value;
    const players = settings.seats.length;
    const host = hostSeat ?? settings.seats.findIndex((p) => p.kind === 'human');
    if (host < 0 || host >= players)
      return err({
        code: 'badInput',
        error: {
          code: 'invalid',
          path: 'params.hostSeat',
          problem: { kind: 'seatOutOfRange', seat: host, players },
        },
      });
    if (settings.seats[host]?.kind !== 'human') return refused({ code: 'computerSeat', seat: host });
    const remote = settings.seats.flatMap((p, seat) => (p.kind === 'human' && seat !== host ? [seat] : []));
    if (remote.length === 0) return refused({ code: 'nothingToShare' });
    // The open table asked for again (no host seat named, or the same): its links stay as they are.
    const open = this.current;
    if (open !== null && open.id === id && (hostSeat === undefined || open.hostSeat === host))
      return ok(this.info(open));
    await this.stop();
    const server = await startGuestServer({
      port: this.options.port ?? sharePortFrom(process.env),
      rendererDir: this.options.rendererDir,
      addresses: () => lanAddresses(this.options.interfaces),
      linkOf: this.linkOf,
      games: this.games,
      ...(this.options.reviews ? { reviews: this.options.reviews } : {}),
      ...(this.options.events ? { events: this.options.events, onStream: this.onStream } : {}),
      now: this.now,
      ...(this.options.limits ? { limits: this.options.limits } : {}),
      ...(this.options.headersTimeoutMs ? { headersTimeoutMs: this.options.headersTimeoutMs } : {}),
      ...(this.options.requestTimeoutMs ? { requestTimeoutMs: this.options.requestTimeoutMs } : {}),
      ...(this.options.onGuestCall ? { onCall: this.options.onGuestCall } : {}),
    });
    const variant = sessionVariant(settings);
    const share: OpenShare = {
      id,
      hostSeat: host,
      server,
      seats: remote.map((seat) => ({
        id,
        seat,
        name: settings.seats[seat]?.name ?? '',
        variant,
        token: newSeatToken(),
        lastSeen: null,
        standIn: null,
        streams: 0,
      })),
    };
    this.current = share;
    await this.games.setControl(id, controlOf(share));
    this.told();
    return ok(this.info(share));
  }

  /** Revokes every link, gives the seats back to the session and closes the server. */
  private async stop(): Promise<void> {
    const share = this.current;
    if (share === null) return;
    this.current = null;
    await share.server.close();
    await this.games.setControl(share.id, null);
    this.told();
  }

  /** A guest's event stream opened or closed: who is connected has changed. */
  private readonly onStream = (link: GuestLink, open: boolean, token: string): void => {
    const seat =
      this.current?.id === link.id ? this.current.seats.find((s) => s.seat === link.seat) : undefined;
    // A stream of a link revoked alone (`shareRelink`) closing says nothing of the seat's new link.
    if (seat === undefined || seat.token !== token) return;
    seat.streams = Math.max(0, seat.streams + (open ? 1 : -1));
    seat.lastSeen = this.now();
    this.told();
    // With no stream left the seat counts as connected until CONNECTED_MS after its last request: the
    // host hears again then, so that its table marks the seat away without asking.
    if (seat.streams === 0) setTimeout(() => this.told(), CONNECTED_MS + 50).unref();
  };

  private told(): void {
    this.options.events?.publish({ kind: 'share' });
  }

  private info(share: OpenShare): ShareInfo {
    const addresses = baseUrls(lanAddresses(this.options.interfaces), share.server.port);
    const now = this.now();
    const links = (token: string) => addresses.map((a) => `${a}/#seat=${token}`);
    return {
      id: share.id,
      hostSeat: share.hostSeat,
      addresses,
      seats: share.seats.map((s) => ({
        seat: s.seat,
        name: s.name,
        link: links(s.token)[0] as string,
        links: links(s.token),
        connected: s.streams > 0 || (s.lastSeen !== null && now - s.lastSeen < CONNECTED_MS),
        lastSeen: s.lastSeen === null ? null : new Date(s.lastSeen).toISOString(),
        standIn: s.standIn,
      })),
    };
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }
}

function controlOf(share: OpenShare) {
  return {
    remote: new Set(share.seats.map((s) => s.seat)),
    standIn: new Map(share.seats.flatMap((s) => (s.standIn === null ? [] : [[s.seat, s.standIn] as const]))),
  };
}

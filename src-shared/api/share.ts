/**
 * The shared table: friends at home each play one seat of a session on their own device over the home
 * network. The host (the app's own window, or browser mode) opens the table for others (`shareOpen`):
 * every human seat but `hostSeat` becomes a remote seat, played only from the device holding its link
 * (a bearer token in the page's hash, `#seat=<token>`). The host's methods are the app's own API; a
 * guest's device reaches only the guest methods (`GUEST_METHODS`) on a second server that listens beyond
 * this machine only while a table is shared (src-main/share).
 */
import * as v from 'valibot';
import type { Seat, Variant } from '../engine/table.ts';
import { paramFields, int, intIn, oneOf } from '../io/schema.ts';
import { AI_LEVELS, type AiLevel, type TableSnapshot } from './game.ts';

/** A remote seat as the host's share dialog shows it. */
export interface ShareSeat {
  readonly seat: Seat;
  readonly name: string;
  /** `${addresses[0]}/#seat=${token}`: the address a guest opens (the QR code encodes it). */
  readonly link: string;
  /**
   * The same link at each of `addresses`, in their order (`links[0]` is `link`): the host picks the one
   * the QR code names when this machine is on several networks.
   */
  readonly links: readonly string[];
  /** A request with the seat's token arrived within the last `CONNECTED_MS`. */
  readonly connected: boolean;
  /** ISO 8601 time of the seat's last request, null before the first. */
  readonly lastSeen: string | null;
  /** The computer level standing in for the seat while its person is away; null: the person plays. */
  readonly standIn: AiLevel | null;
}

/** The table shared now. */
export interface ShareInfo {
  /** The session. */
  readonly id: number;
  /** The seat played on the host's own screen (with any other human seat that is not shared). */
  readonly hostSeat: Seat;
  /**
   * Base URLs on the home network, e.g. "http://192.168.1.5:47123": this machine's IPv4 addresses
   * (not the loopback one) at the share's port; `http://127.0.0.1:<port>` when it has none.
   */
  readonly addresses: readonly string[];
  readonly seats: readonly ShareSeat[];
}

/** How long after its last request a seat counts as connected. */
export const CONNECTED_MS = 10_000;

export const ShareOpenParams = paramFields({
  id: intIn(1, null, 'session id'),
  /** The seat played on the host's screen (default: the first human seat); it must be a person's. */
  hostSeat: v.optional(int('integer')),
});
export type ShareOpenParams = v.InferOutput<typeof ShareOpenParams>;

export const ShareStandInParams = paramFields({
  /** A remote seat of the shared table. */
  seat: int('integer'),
  /** The computer level that plays the seat while its person is away; null gives the seat back. */
  level: v.nullable(oneOf(AI_LEVELS)),
});
export type ShareStandInParams = v.InferOutput<typeof ShareStandInParams>;

export const ShareRelinkParams = paramFields({
  /** A remote seat of the shared table: its link is revoked and a new one issued. */
  seat: int('integer'),
});
export type ShareRelinkParams = v.InferOutput<typeof ShareRelinkParams>;

/** Which session and seat a guest's link plays (`guestSeat`). */
export interface GuestSeat {
  readonly id: number;
  readonly seat: Seat;
  /** The seat's name in the session's settings. */
  readonly name: string;
  readonly variant: Variant;
}

/**
 * Which session and seat a guest's link plays and that table as the seat sees it (`guestOpen`): `guestSeat`
 * and `sessionOpen` in one answer, so that a guest's page waits for one round trip before its table, not two.
 */
export interface GuestOpen {
  readonly seat: GuestSeat;
  readonly table: TableSnapshot;
}

/** The evening a guest's link plays (`guestEvening`): its own session only. */
export const GuestEveningParams = paramFields({
  id: intIn(1, null, 'session id'),
});
export type GuestEveningParams = v.InferOutput<typeof GuestEveningParams>;

/** The host's methods (never answered with a seat token). */
export const SHARE_METHODS = [
  'shareOpen',
  'shareStatus',
  'shareClose',
  'shareStandIn',
  'shareRelink',
] as const;
export type ShareMethod = (typeof SHARE_METHODS)[number];

/**
 * Every method the guest server answers, with the token's seat and session: `guestSeat`, `guestOpen`, `guestEvening`
 * (the evening's settle-up), the table's calls and the review of the seat's own decisions. Each takes the
 * same params as on the host; `id` (`session`) must be the token's session, a review's `seat` its seat.
 */
export const GUEST_METHODS = [
  'guestSeat',
  'guestOpen',
  'guestEvening',
  // The review of the link seat's own decisions in the session's finished hands.
  'handGet',
  'reviewStart',
  'reviewPoll',
  'reviewStop',
  'reviewRetry',
  'sessionOpen',
  'act',
  'advance',
  'hint',
  'undo',
  'nextHand',
  // "Why?" about a computer's call: only after the hand, in counts and money, never a card.
  'callWhy',
] as const;
export type GuestMethod = (typeof GUEST_METHODS)[number];

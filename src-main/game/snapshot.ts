/**
 * The table as one person sees it (`TableSnapshot`): whose turn it is, that person's view, the
 * history without the cards he may not know, the money so far and, at the end of a hand, its
 * settlement and every seat's cards.
 */
import {
  type Action,
  type AiLevel,
  type Reason,
  type Seat,
  type SeatPlayer,
  type SessionSettings,
  type TableSnapshot,
  type Turn,
  sessionSize,
  settle,
  view,
} from '../../src-shared/index.ts';
import { handsAtFirstLead, publicHistory } from './history.ts';
import { type OpenSession, ledgerOf } from './session.ts';
import { sheetOf } from './sheet.ts';

export const isHuman = (settings: SessionSettings, seat: Seat | null): boolean =>
  seat !== null && settings.seats[seat]?.kind === 'human';

/** Index of the last action taken by a person, or -1. */
export const lastHumanAction = (settings: SessionSettings, actions: readonly Action[]): number =>
  actions.findLastIndex((a) => isHuman(settings, a.seat));

/**
 * Who plays which seat of a session, in memory (the shared table, src-main/share): `remote` seats are
 * played only from the device holding their link; the computer plays a seat of `standIn` at its level
 * while its person is away (a stood-in seat counts as a computer seat).
 */
export interface SeatControl {
  readonly remote: ReadonlySet<Seat>;
  readonly standIn: ReadonlyMap<Seat, AiLevel>;
}

/** The device a call comes from: the host's own screen, or a guest's link playing one seat. */
export type Device = { readonly kind: 'host' } | { readonly kind: 'guest'; readonly seat: Seat };

/** The seat control of the session and the asking device. */
export interface Seating {
  readonly control: SeatControl;
  readonly device: Device;
}

export const NOT_SHARED: SeatControl = { remote: new Set(), standIn: new Map() };
export const HOST_DEVICE: Device = { kind: 'host' };
/** A table shared with nobody, seen from the host: every human seat is played here. */
export const HOST_ALONE: Seating = { control: NOT_SHARED, device: HOST_DEVICE };

/** The player of a seat now: the computer at the stand-in's level while it stands in for the person. */
export function playerOf(settings: SessionSettings, control: SeatControl, seat: Seat): SeatPlayer | null {
  const player = settings.seats[seat];
  if (player === undefined) return null;
  const level = control.standIn.get(seat);
  return level === undefined ? player : { kind: 'ai', name: player.name, level };
}

/** Whether a person (not the computer, nor a stand-in) plays `seat` now. */
export const isPerson = (settings: SessionSettings, control: SeatControl, seat: Seat | null): boolean =>
  seat !== null && playerOf(settings, control, seat)?.kind === 'human';

/** The seats the asking device plays: a guest its one seat; the host every human seat not shared. */
export function localSeats(settings: SessionSettings, { control, device }: Seating): readonly Seat[] {
  if (device.kind === 'guest') return [device.seat];
  return settings.seats.flatMap((p, seat) => (p.kind === 'human' && !control.remote.has(seat) ? [seat] : []));
}

/**
 * The device's person to act; else its person who acted last — in this hand, else in an earlier hand of
 * the session (at one screen that person is still the one sitting at it while the computers open a new
 * hand, so nobody else's cards are shown to him); else its first seat (with no local seat, as before
 * tables were shared: the person to act, the last person, the first person).
 */
export function viewerOf(open: OpenSession, seating: Seating = HOST_ALONE): Seat {
  const { settings, state } = open;
  const local = localSeats(settings, seating);
  const mine = (seat: Seat | null): boolean =>
    seat !== null && (local.length === 0 ? isHuman(settings, seat) : local.includes(seat));
  if (mine(state.toAct) && isPerson(settings, seating.control, state.toAct)) return state.toAct as Seat;
  for (let h = open.hands.length - 1; h >= 0; h--) {
    const actions = h === open.hands.length - 1 ? open.current.actions : (open.hands[h]?.actions ?? []);
    const last = actions.findLast((a) => mine(a.seat));
    if (last !== undefined) return last.seat;
  }
  return local[0] ?? settings.seats.findIndex((p) => p.kind === 'human');
}

export function turnOf(open: OpenSession, control: SeatControl = NOT_SHARED): Turn {
  if (open.state.phase === 'finished') return 'handEnd';
  return isPerson(open.settings, control, open.state.toAct) ? 'human' : 'ai';
}

/** What undo would do for the asking device: the actions to keep, or why it is refused. */
export type UndoPlan =
  { readonly ok: true; readonly keep: number } | { readonly ok: false; readonly reason: Reason };

/**
 * Undo at the table. Practice only, mid-hand. With one person at the table (practice against the
 * computer) it goes back to before that person's last action, as always. At a table of people it takes
 * back only the asking device's own last action, and only while no other person has acted since: the
 * last action of any human seat (a stood-in seat's included: its person may come back) must be the
 * asker's — the device's viewer: a guest's seat, or the person the host's screen shows (at one screen
 * shared by several people the one to act or who acted last, so one cannot take back another's card)
 * — else `notYourUndo`. Computer actions after it go with it.
 */
export function undoPlan(open: OpenSession, seating: Seating = HOST_ALONE): UndoPlan {
  const { settings, state, current } = open;
  if (state.phase === 'finished') return { ok: false, reason: { code: 'handOver' } };
  if (!settings.practice) return { ok: false, reason: { code: 'undoPracticeOnly' } };
  const last = lastHumanAction(settings, current.actions);
  if (last < 0) return { ok: false, reason: { code: 'nothingToUndo' } };
  const seat = (current.actions[last] as Action).seat;
  const people = settings.seats.filter((p) => p.kind === 'human').length;
  // The asker is the device's viewer: a guest's one seat; on the host's screen the person it shows (at
  // one screen shared by several people, the one whose turn it is or who acted last).
  if (people > 1 && seat !== viewerOf(open, seating))
    return { ok: false, reason: { code: 'notYourUndo', seat } };
  return { ok: true, keep: last };
}

/** Undo is offered when the asking device may take its last action back (`undoPlan`). */
export const canUndo = (open: OpenSession, seating: Seating = HOST_ALONE): boolean =>
  undoPlan(open, seating).ok;

/**
 * The version of the table: the hand's number, its count of actions and a hash of them. Every action,
 * undo and new hand changes it; an undo followed by the same actions again gives the same state and so
 * the same version (an intent made against it is still right).
 */
export function versionOf(open: OpenSession): string {
  const { handNo, actions } = open.current;
  return `${handNo}.${actions.length}.${fnv1a(JSON.stringify(actions))}`;
}

/** FNV-1a over the UTF-16 code units, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The table as the asking device sees it (default: the host's screen, nothing shared). */
export function tableSnapshot(open: OpenSession, seating: Seating = HOST_ALONE): TableSnapshot {
  const { settings, state, current } = open;
  const viewer = viewerOf(open, seating);
  const ended = state.phase === 'finished';
  return {
    id: open.row.id,
    settings,
    handNo: current.handNo,
    viewer,
    localSeats: localSeats(settings, seating),
    view: view(state, viewer),
    turn: turnOf(open, seating.control),
    ledger: ledgerOf(open.hands, sessionSize(settings)),
    hands: open.hands.flatMap((h) => (h.money === null ? [] : [h.money])),
    settlement: ended ? settle(state) : null,
    revealed: ended ? handsAtFirstLead(current.setup, current.actions, state) : null,
    history: publicHistory(current.actions, viewer, state),
    // Which actions a stand-in made (stored with the hand: they outlive a restart).
    standIn: current.standIn.map((m) => m.index),
    canUndo: canUndo(open, seating),
    sheet: sheetOf(open),
    version: versionOf(open),
  };
}

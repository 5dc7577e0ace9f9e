/**
 * The table as one person sees it (`TableSnapshot`): whose turn it is, that person's view, the
 * history without the cards he may not know, the money so far and, at the end of a hand, its
 * settlement and every seat's cards.
 */
import {
  type Action,
  type Seat,
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
 * The seat whose view the snapshot shows: the person to act; else the person who acted last — in this
 * hand, else in an earlier hand of the session (at one screen that person is still the one sitting at
 * it while the computers open a new hand, so nobody else's cards are shown to him); else the first
 * person.
 */
export function viewerOf(open: OpenSession): Seat {
  const { settings, state } = open;
  if (isHuman(settings, state.toAct)) return state.toAct as Seat;
  for (let h = open.hands.length - 1; h >= 0; h--) {
    const actions = h === open.hands.length - 1 ? open.current.actions : (open.hands[h]?.actions ?? []);
    const last = lastHumanAction(settings, actions);
    if (last >= 0) return (actions[last] as Action).seat;
  }
  return settings.seats.findIndex((p) => p.kind === 'human');
}

export function turnOf(open: OpenSession): Turn {
  if (open.state.phase === 'finished') return 'handEnd';
  return isHuman(open.settings, open.state.toAct) ? 'human' : 'ai';
}

/** Undo is offered in practice, mid-hand, once a person has acted in this hand. */
export const canUndo = (open: OpenSession): boolean =>
  open.settings.practice &&
  open.state.phase !== 'finished' &&
  lastHumanAction(open.settings, open.current.actions) >= 0;

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

export function tableSnapshot(open: OpenSession): TableSnapshot {
  const { settings, state, current } = open;
  const viewer = viewerOf(open);
  const ended = state.phase === 'finished';
  return {
    id: open.row.id,
    settings,
    handNo: current.handNo,
    viewer,
    view: view(state, viewer),
    turn: turnOf(open),
    ledger: ledgerOf(open.hands, sessionSize(settings)),
    hands: open.hands.flatMap((h) => (h.money === null ? [] : [h.money])),
    settlement: ended ? settle(state) : null,
    revealed: ended ? handsAtFirstLead(current.setup, current.actions, state) : null,
    history: publicHistory(current.actions, viewer, state),
    canUndo: canUndo(open),
    sheet: sheetOf(open),
    version: versionOf(open),
  };
}

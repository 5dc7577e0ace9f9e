/**
 * The score sheet's rows: for every finished hand of a session, who declared which game and how each
 * settled item ended (`HandSummary`). A finished hand never changes, so its summary is kept under the
 * hand's own content (setup and actions): an id or hand number could name another hand in another store,
 * or in a session created after one was deleted.
 */
import { type HandState, type HandSummary, activeSeats, settle } from '../../src-shared/index.ts';
import { type OpenSession, checkedHand } from './session.ts';
import type { HandRow } from '../store/store.ts';
import { mainVariant } from '../variants/registry.ts';

export function handSummary(state: HandState): HandSummary {
  const s = settle(state);
  const out = seatOut(state);
  return {
    // A licitovaný hand every seat passed has no declarer (the settlement's is null then).
    declarer: state.declarer === null ? null : s.declarer,
    end: state.end ?? 'played',
    ...mainVariant(state.variant).sheet(state),
    game: state.game ?? 'suit',
    // Trumps only of a suit game (a betl's or durch's first card never named a trump suit).
    trump: state.game === 'suit' ? state.trump : null,
    items: s.items.map((i) => ({ kind: i.kind, side: i.side, won: i.won, doubles: i.doubles })),
    ...(out === undefined ? {} : { sittingOut: out }),
  };
}

/** The seat that sat the hand out (the dealer at four), if any. */
function seatOut(state: HandState): number | undefined {
  const active = activeSeats(state.table);
  return Array.from({ length: state.table.size }, (_, s) => s).find((s) => !active.includes(s));
}

/** Summaries by the finished hand's content; null for a hand that no longer replays. */
const cache = new Map<string, HandSummary | null>();
const CACHE_HANDS = 2048;
/**
 * The same by the row the store keeps (hands-cache.ts): a finished row is never changed in place, so a
 * call late in an evening finds its rows here without writing out their content as a key.
 */
const byRow = new WeakMap<HandRow, HandSummary | null>();

function summaryOf(open: OpenSession, h: HandRow): HandSummary | null {
  const kept = byRow.get(h);
  if (kept !== undefined) return kept;
  const key = JSON.stringify([h.setup, h.actions]);
  const known = cache.get(key);
  if (known !== undefined) {
    byRow.set(h, known);
    return known;
  }
  const state =
    h === open.current
      ? open.state
      : (() => {
          const c = checkedHand(h);
          return c.ok ? c.value.state : null;
        })();
  const row = state !== null && state.phase === 'finished' ? handSummary(state) : null;
  if (cache.size >= CACHE_HANDS) cache.delete(cache.keys().next().value as string);
  cache.set(key, row);
  byRow.set(h, row);
  return row;
}

/** The summaries of the session's finished hands, in order (a damaged hand is left out). */
export function sheetOf(open: OpenSession): HandSummary[] {
  const out: HandSummary[] = [];
  for (const h of open.hands) {
    if (h.money === null) continue;
    const row = summaryOf(open, h);
    if (row !== null) out.push(row);
  }
  return out;
}

/**
 * The score sheet's rows: for every finished hand of a session, who declared which game and how each
 * settled item ended (`HandSummary`). Finished hands never change, so each is replayed once per session
 * and kept.
 */
import { type HandState, type HandSummary, settle } from '../../src-shared/index.ts';
import { type OpenSession, checkedHand } from './session.ts';

export function handSummary(state: HandState): HandSummary {
  const s = settle(state);
  return {
    declarer: s.declarer,
    game: state.game ?? 'suit',
    // Trumps only of a suit game (a betl's or durch's first card never named a trump suit).
    trump: state.game === 'suit' ? state.trump : null,
    items: s.items.map((i) => ({ kind: i.kind, side: i.side, won: i.won, doubles: i.doubles })),
  };
}

/** Summaries by session id and then hand number; a session's rows are dropped when its seed differs. */
const cache = new Map<number, { seed: string; rows: Map<number, HandSummary | null> }>();
const CACHE_SESSIONS = 32;

/** The summaries of the session's finished hands, in order (a damaged hand is left out). */
export function sheetOf(open: OpenSession): HandSummary[] {
  const seed = String(open.row.seed);
  let entry = cache.get(open.row.id);
  if (entry === undefined || entry.seed !== seed) {
    if (cache.size >= CACHE_SESSIONS) cache.delete(cache.keys().next().value as number);
    entry = { seed, rows: new Map() };
    cache.set(open.row.id, entry);
  }
  const out: HandSummary[] = [];
  for (const h of open.hands) {
    if (h.money === null) continue;
    let row = entry.rows.get(h.handNo);
    if (row === undefined) {
      const state =
        h === open.current
          ? open.state
          : (() => {
              const c = checkedHand(h);
              return c.ok ? c.value.state : null;
            })();
      row = state !== null && state.phase === 'finished' ? handSummary(state) : null;
      entry.rows.set(h.handNo, row);
    }
    if (row !== null) out.push(row);
  }
  return out;
}

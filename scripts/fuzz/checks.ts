/**
 * What every answer must be: typed (an ApiResult with a known error code, worded in both languages)
 * and, for the table's answers, free of any card the asking seat may not see, judged against the
 * session as the store holds it (replayed independently of the answer).
 */
import {
  type Action,
  type Position,
  type ApiError,
  type Card,
  type HandState,
  type Seat,
  type TableSnapshot,
  describeApiError,
  forehand,
  fromPosition,
  isCard,
  toCards,
} from '../../src-shared/index.ts';
import { betlOpenSeats } from '../../src-shared/engine/four-hand/play.ts';
import { type OpenSession, loadSession } from '../../src-main/game/session.ts';
import { isHuman, versionOf } from '../../src-main/game/snapshot.ts';
import type { Store } from '../../src-main/store/store.ts';

export const ERROR_CODES = [
  'badInput',
  'refused',
  'cancelled',
  'timeout',
  'internal',
  'stale',
  'conflict',
] as const;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Null when `answer` is a typed ApiResult; else what is wrong with it. */
export function untyped(answer: unknown): string | null {
  if (!isRecord(answer)) return `not an object: ${String(answer)}`;
  if (answer.ok === true) return 'value' in answer ? null : 'ok without a value';
  if (answer.ok !== false) return `ok is ${String(answer.ok)}`;
  const e = answer.error;
  if (!isRecord(e) || typeof e.code !== 'string') return 'error without a code';
  if (!(ERROR_CODES as readonly string[]).includes(e.code)) return `unknown error code ${e.code}`;
  const need: Record<string, string> = {
    badInput: 'error',
    refused: 'reason',
    internal: 'message',
    stale: 'snapshot',
    conflict: 'existing',
  };
  const field = need[e.code];
  if (field !== undefined && !isRecord(e[field]) && typeof e[field] !== 'string')
    return `${e.code} without its ${field}`;
  for (const lang of ['cs', 'en'] as const) {
    let text: string;
    try {
      text = describeApiError(e as unknown as ApiError, lang);
    } catch (x) {
      return `${e.code} cannot be worded in ${lang}: ${x instanceof Error ? x.message : String(x)}`;
    }
    if (text.trim() === '' || text.includes('[object Object]'))
      return `${e.code} worded badly in ${lang}: ${text.slice(0, 200)}`;
  }
  return null;
}

/** The card strings anywhere in `v` but under `skip` keys (names chosen by the user may read like cards). */
function cardsIn(v: unknown, skip: ReadonlySet<string>): Set<Card> {
  const out = new Set<Card>();
  const stack: unknown[] = [v];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isCard(node)) out.add(node);
    else if (Array.isArray(node)) stack.push(...node);
    else if (isRecord(node)) for (const [k, x] of Object.entries(node)) if (!skip.has(k)) stack.push(x);
  }
  return out;
}

/**
 * The cards `seat` may not know now: the other seats' cards and the talon, and its own cards still face
 * down (forehand before choosing trumps), less what has become public or what this seat laid itself: the
 * trump card (to forehand; to all once turned), trumps shown from the talon, the talon to the seat that
 * laid it, a discard to its seat and to a seat that refused and took it (Špatná), the cards laid open.
 * Lízaný's stock is hidden from both; křížový's called card is public once named with the trump card.
 */
export function hiddenFrom(state: HandState, actions: readonly Action[], seat: Seat): Set<Card> {
  const hidden = new Set<Card>();
  state.hands.forEach((h, s) => {
    if (s !== seat) for (const c of toCards(h)) hidden.add(c);
  });
  for (const c of toCards(state.talon)) hidden.add(c);
  // Lízaný's stock lies face down for both seats.
  for (const c of state.stock) hidden.add(c);
  if (state.phase === 'trumpChoice' && state.toAct === seat) {
    const seen = new Set(toCards(state.firstSeven));
    for (const c of toCards(state.hands[seat] ?? 0)) if (!seen.has(c)) hidden.add(c);
  }
  const known: Card[] = [];
  if (state.trumpCard !== null && (state.trumpShown || seat === forehand(state.table)))
    known.push(state.trumpCard);
  if (state.trumpShown) known.push(...state.talonTrumps);
  if (state.talonBy === seat) known.push(...toCards(state.talon));
  let discard: Extract<Action, { type: 'discard' }> | null = null;
  for (const a of actions) {
    if (a.type === 'discard') {
      discard = a;
      if (a.seat === seat) known.push(...a.cards);
    } else if (a.type === 'refuse' && a.seat === seat && discard !== null) known.push(...discard.cards);
    else if (a.type === 'chooseTrump' && a.seat === seat) known.push(a.card);
  }
  // Laid face up for everybody: the declarer's cards in an open game after its first trick or after a
  // claim (ložená hra), and the defenders' too in an open game whose rules show them (openShowsDefence).
  const openGame = (state.game === 'openBetl' || state.game === 'openDurch') && state.tricks.length > 0;
  if (state.declarer !== null && (openGame || state.claim !== null)) {
    known.push(...toCards(state.hands[state.declarer] ?? 0));
    if (openGame && state.rules.openShowsDefence) for (const h of state.hands) known.push(...toCards(h));
  }
  // Křížový: the called card is named to all once the trump card is turned (its holder stays unknown),
  // and a betl's cards lie open from the second lead (pravidla ČSM, čl. VII odst. 2).
  if (state.called?.card && state.trumpShown) known.push(state.called.card);
  const betlOpen = betlOpenSeats(
    state.game,
    state.declarer,
    state.tricks.length,
    state.trick?.cards.length ?? 0,
    state.rules.betlOpenAll,
  );
  if (state.variant === 'fourHand') for (const s of betlOpen) known.push(...toCards(state.hands[s] ?? 0));
  for (const c of known) hidden.delete(c);
  return hidden;
}

export interface LeakReport {
  /** What was wrong, or null. */
  readonly problem: string | null;
  /** Whether the answer was compared with the store (false: nothing to compare, or the table moved). */
  readonly checked: boolean;
}

const SKIP_NAMES: ReadonlySet<string> = new Set(['settings', 'name', 'names']);

/** The snapshot an answer carries (a table answer, or a `stale` one's current table). */
function snapshotOf(method: string, answer: Record<string, unknown>): TableSnapshot | null {
  const tableMethods = ['sessionNew', 'sessionOpen', 'act', 'advance', 'undo', 'nextHand'];
  if (answer.ok === true && tableMethods.includes(method)) return answer.value as TableSnapshot;
  const e = answer.error;
  if (answer.ok === false && isRecord(e) && e.code === 'stale') return e.snapshot as TableSnapshot;
  return null;
}

function sessionOf(store: Store, id: number): OpenSession | null {
  const open = loadSession(store, id);
  return open.ok ? open.value : null;
}

function leakIn(value: unknown, open: OpenSession, seat: Seat, what: string): string | null {
  const hidden = hiddenFrom(open.state, open.current.actions, seat);
  const shown = [...cardsIn(value, SKIP_NAMES)].filter((c) => hidden.has(c));
  return shown.length === 0 ? null : `${what} shows seat ${seat} the hidden ${shown.join(' ')}`;
}

/**
 * Whether the answer of a table method (or a hint, or a coach's note without `reveal`) shows a card
 * the person it is for may not see. `params` are the request's (the session id for hint and coach).
 */
export function leak(store: Store, method: string, params: unknown, answer: unknown): LeakReport {
  if (!isRecord(answer)) return { problem: null, checked: false };
  const snap = snapshotOf(method, answer);
  if (snap !== null) {
    const open = sessionOf(store, snap.id);
    // A session deleted or moved on since (another transport's call) cannot be compared.
    if (open === null || versionOf(open) !== snap.version) return { problem: null, checked: false };
    if (!isHuman(open.settings, snap.viewer))
      return { problem: `the table is shown to computer seat ${snap.viewer}`, checked: true };
    if (open.state.phase === 'finished') return { problem: null, checked: true };
    return { problem: leakIn(snap, open, snap.viewer, method), checked: true };
  }
  if (method === 'drillNext') return drillLeak(store, answer);
  if (answer.ok !== true || !isRecord(params) || typeof params.id !== 'number')
    return { problem: null, checked: false };
  if (method !== 'hint' && method !== 'coachCard') return { problem: null, checked: false };
  const open = sessionOf(store, params.id);
  if (open === null || open.state.phase === 'finished') return { problem: null, checked: false };
  if (method === 'hint') {
    const seat = open.state.toAct;
    if (seat === null) return { problem: null, checked: false };
    return { problem: leakIn(answer.value, open, seat, 'hint'), checked: true };
  }
  if (params.reveal === true) return { problem: null, checked: false };
  const note = answer.value as { seat: Seat; hidden: boolean };
  if (!note.hidden) return { problem: 'a coach note mid-hand without reveal is not hidden', checked: true };
  return { problem: leakIn(answer.value, open, note.seat, 'coachCard'), checked: true };
}

/** A drill of the `seat` kind shows its seat's view only: no card of the other hands, as the store holds them. */
function drillLeak(store: Store, answer: Record<string, unknown>): LeakReport {
  const shown = answer.ok === true && isRecord(answer.value) ? answer.value.drill : null;
  if (!isRecord(shown) || shown.kind !== 'seat') return { problem: null, checked: false };
  const row = store.drills.drill(shown.id as number);
  const stored = isRecord(row?.drill) ? (row.drill as { position?: Position; seat?: Seat }) : null;
  const state = stored?.position === undefined ? null : fromPosition(stored.position);
  if (state === null || !state.ok || stored?.seat === undefined)
    return { problem: `drill ${String(shown.id)} is not in the store as shown`, checked: true };
  const hidden = hiddenFrom(state.value, [], stored.seat);
  const cards = [...cardsIn(shown, SKIP_NAMES)].filter((c) => hidden.has(c));
  return {
    problem:
      cards.length === 0
        ? null
        : `drill ${String(shown.id)} shows seat ${stored.seat} the hidden ${cards.join(' ')}`,
    checked: true,
  };
}

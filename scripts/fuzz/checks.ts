/**
 * What every answer must be: typed (an ApiResult with a known error code, worded in both languages)
 * and free of any card the seat it is for may not know (`LEAK_SCOPE` places every method), judged
 * against the engine's `view` of the hand as the store holds it (replayed independently of the answer).
 */
import {
  type Action,
  type Position,
  type ApiError,
  type Card,
  type HandState,
  type Method,
  type Outcome,
  type Seat,
  type TableSnapshot,
  type Variant,
  describeApiError,
  fromPosition,
  isCard,
  isMethod,
  ok,
  toCards,
  view,
} from '../../src-shared/index.ts';
import { stepState } from '../../src-shared/training/lesson.ts';
import { accountsFor, seatCards } from '../../src-shared/settlement/outcome-seats.ts';
import { type OpenSession, loadSession } from '../../src-main/game/session.ts';
import { isHuman, versionOf, viewerOf } from '../../src-main/game/snapshot.ts';
import { shippedCatalogue } from '../../src-main/training/catalogue.ts';
import type { Store } from '../../src-main/store/store.ts';
import { readBidDrill } from '../../src-main/training/bid-drills.ts';
import { replayTo } from '../../src-main/training/bid-mine.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

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
    else if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (isRecord(node)) for (const [k, x] of Object.entries(node)) if (!skip.has(k)) stack.push(x);
  }
  return out;
}

/** The cards a seat may know now: every card its engine `view` names (engine/view.ts: all it may know). */
export function seenBy(state: HandState, seat: Seat): Set<Card> {
  return cardsIn(view(state, seat), NO_SKIP);
}

/**
 * The cards in play that `seat` may not know now: every card of a hand, the talon and lízaný's stock
 * that its engine `view` does not show, less the cards its own `actions` of the hand named (a seat
 * remembers what it did itself: volený's discard stays known to the seat that laid it after another
 * seat refused and took it, which the state folds into that seat's hand). Built from the view, so every
 * variant's secrets (the stock, křížový's called card's holder, licitovaný's talon, forehand's face-down
 * five) are judged as the engine judges them, not by a second list of rules here.
 */
export function hiddenFrom(state: HandState, seat: Seat, actions: readonly Action[] = []): Set<Card> {
  const seen = seenBy(state, seat);
  for (const a of actions) if (a.seat === seat) for (const c of cardsIn(a, NO_SKIP)) seen.add(c);
  const hidden = new Set<Card>();
  const inPlay = [...state.hands.flatMap((h) => toCards(h)), ...toCards(state.talon), ...stockOf(state)];
  for (const c of inPlay) if (!seen.has(c)) hidden.add(c);
  return hidden;
}

export interface LeakReport {
  /** What was wrong, or null. */
  readonly problem: string | null;
  /** Whether the answer was compared with the store (false: nothing to compare, or the table moved). */
  readonly checked: boolean;
  /** The variant of the session's hand compared (the per-variant counts of the run). */
  readonly variant?: Variant;
}

const NO_SKIP: ReadonlySet<string> = new Set();
const SKIP_NAMES: ReadonlySet<string> = new Set(['settings', 'name', 'names']);
const NOT_CHECKED: LeakReport = { problem: null, checked: false };

/**
 * What each method's answer may show, so that a method added to the API must be placed here:
 * - `seat`: a session's table as one seat may know it (snapshots, a hint, a coach note), compared with
 *   that seat's engine view of the hand as the store holds it;
 * - `finished`: a finished hand (every card public by then): the hand must be finished in the store;
 * - `lesson` / `drill`: a lesson's or drill's seat step shows its seat's view only;
 * - `caller`: a position the caller sent (the board, the editor, the library): it holds every card;
 * - `judged`: the verdict on a card the learner played in a drill or lesson, which shows the layout that
 *   refutes it (by design: the drill's answer);
 * - `none`: no card at all.
 */
export const LEAK_SCOPE: {
  readonly [M in Method]: 'seat' | 'finished' | 'lesson' | 'drill' | 'caller' | 'judged' | 'none';
} = {
  solve: 'caller',
  analyze: 'caller',
  analyzeForSeat: 'caller',
  laydown: 'caller',
  sessionNew: 'seat',
  sessionList: 'none',
  sessionOpen: 'seat',
  act: 'seat',
  advance: 'seat',
  hint: 'seat',
  undo: 'seat',
  nextHand: 'seat',
  // One bit proven over every hand (that the money cannot change), no card.
  handSettled: 'none',
  finishHand: 'seat',
  // Why a computer made a call, after the hand: counts, shares and money, no card.
  callWhy: 'none',
  prefsGet: 'none',
  prefsSet: 'none',
  sessionRename: 'none',
  sessionDelete: 'none',
  // An evening's names and money, per hand and by role: no card.
  sessionEvening: 'none',
  stats: 'none',
  positionSave: 'caller',
  positionList: 'caller',
  positionGet: 'caller',
  positionDelete: 'none',
  analysisStart: 'none',
  analysisPoll: 'caller',
  analysisStop: 'caller',
  boardMove: 'caller',
  warmup: 'none',
  handGet: 'finished',
  reviewStart: 'finished',
  reviewPoll: 'finished',
  reviewStop: 'finished',
  reviewRetry: 'finished',
  coachCard: 'seat',
  storeNotice: 'none',
  drillNext: 'drill',
  drillPlay: 'judged',
  drillStatus: 'none',
  // A bidding drill's verdict: the seat's own choices (its own cards for a talon) and their values.
  drillCall: 'judged',
  progress: 'none',
  lessonCourse: 'none',
  lessonGet: 'lesson',
  lessonStart: 'none',
  lessonHint: 'none',
  lessonPlay: 'judged',
  // The shared table: links, names and who is connected; `guestSeat` names a seat, no card.
  shareOpen: 'none',
  shareStatus: 'none',
  shareClose: 'none',
  shareStandIn: 'none',
  shareRelink: 'none',
  guestSeat: 'none',
  // A seat's view with its seat (refused on the host's API the fuzzer drives).
  guestOpen: 'none',
  // The evening's names and money (refused on the host's API the fuzzer drives).
  guestEvening: 'none',
};

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

/** Where `card` first occurs in `v` (a JSON path for the finding), or null. */
function pathOf(v: unknown, card: Card, path = ''): string | null {
  if (v === card) return path || '(value)';
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = pathOf(v[i], card, `${path}[${i}]`);
      if (p !== null) return p;
    }
  } else if (isRecord(v))
    for (const [k, x] of Object.entries(v)) {
      if (SKIP_NAMES.has(k)) continue;
      const p = pathOf(x, card, path === '' ? k : `${path}.${k}`);
      if (p !== null) return p;
    }
  return null;
}

function leakIn(value: unknown, open: OpenSession, seat: Seat, what: string): LeakReport {
  const hidden = hiddenFrom(open.state, seat, open.current.actions);
  const shown = [...cardsIn(value, SKIP_NAMES)].filter((c) => hidden.has(c));
  const where = shown.length === 0 ? '' : ` at ${pathOf(value, shown[0] as Card)}`;
  return {
    problem: shown.length === 0 ? null : `${what} shows seat ${seat} the hidden ${shown.join(' ')}${where}`,
    checked: true,
    variant: open.state.variant,
  };
}

/** Whether `seat` is the only person at the table (the others are computers). */
const alone = (open: OpenSession, seat: Seat): boolean =>
  open.settings.seats.every((p, s) => s === seat || p.kind !== 'human');

/**
 * Whether the answer shows a card the seat it is for may not know (`LEAK_SCOPE`). `params` are the
 * request's. Seat answers are compared with the engine's view of the hand the store holds now, for the
 * seat the session shows the table to (snapshot.ts viewerOf), the seat to act for a hint.
 */
export function leak(store: Store, method: string, params: unknown, answer: unknown): LeakReport {
  if (!isRecord(answer) || !isMethod(method)) return NOT_CHECKED;
  const snap = snapshotOf(method, answer);
  if (snap !== null) {
    const open = sessionOf(store, snap.id);
    // A session deleted or moved on since (another transport's call) cannot be compared.
    if (open === null || versionOf(open) !== snap.version) return NOT_CHECKED;
    const variant = open.state.variant;
    if (!isHuman(open.settings, snap.viewer))
      return { problem: `the table is shown to computer seat ${snap.viewer}`, checked: true, variant };
    if (snap.viewer !== viewerOf(open))
      return {
        problem: `the table is shown to seat ${snap.viewer}, not ${viewerOf(open)}`,
        checked: true,
        variant,
      };
    if (JSON.stringify(snap.view) !== JSON.stringify(view(open.state, snap.viewer)))
      return {
        problem: `the snapshot's view is not the engine's view of seat ${snap.viewer}`,
        checked: true,
        variant,
      };
    if (open.state.phase === 'finished') return { problem: null, checked: true, variant };
    return leakIn(snap, open, snap.viewer, method);
  }
  if (answer.ok !== true) return NOT_CHECKED;
  const scope = LEAK_SCOPE[method];
  switch (scope) {
    case 'none': {
      const cards = [...cardsIn(answer.value, SKIP_NAMES)];
      return { problem: cards.length === 0 ? null : `shows cards ${cards.join(' ')}`, checked: true };
    }
    case 'drill':
      return drillLeak(store, answer);
    case 'lesson':
      return lessonLeak(answer.value);
    case 'finished':
      return finishedLeak(store, method, params, answer.value);
    case 'caller':
    case 'judged':
      return NOT_CHECKED;
    case 'seat':
      break;
  }
  if (!isRecord(params) || typeof params.id !== 'number') return NOT_CHECKED;
  const open = sessionOf(store, params.id);
  if (open === null) return NOT_CHECKED;
  // At hand end every card is public (the table shows every hand): a whole note is right.
  if (open.state.phase === 'finished') return { problem: null, checked: true, variant: open.state.variant };
  if (method === 'hint') {
    const seat = open.state.toAct;
    if (seat === null) return NOT_CHECKED;
    return leakIn(answer.value, open, seat, 'hint');
  }
  // coachCard: mid-hand only for the seat the table is shown to, hidden unless that person, alone
  // with computers, asked to see their hands.
  const note = answer.value as { seat: Seat; hidden: boolean };
  const viewer = viewerOf(open);
  const variant = open.state.variant;
  if (note.seat !== viewer)
    return {
      problem: `a note on seat ${note.seat}'s card is shown to seat ${viewer}`,
      checked: true,
      variant,
    };
  if (params.reveal === true) {
    if (alone(open, viewer)) return { problem: null, checked: true, variant };
    return { problem: `a whole note mid-hand with another person at the table`, checked: true, variant };
  }
  if (!note.hidden)
    return { problem: 'a coach note mid-hand without reveal is not hidden', checked: true, variant };
  const cards = leakIn(answer.value, open, viewer, 'coachCard');
  return cards.problem !== null ? cards : seatLeak(answer.value, open, viewer);
}

/**
 * A seat named in a hidden note's outcomes (the items' results at the end of the solver's lines) that
 * the asking seat's view does not account for: every key naming a seat (`seat`, `bySeat`, any new one
 * ending in "Seat") must be that seat itself, or one the table shows with the cards the outcome names it
 * for (settlement/outcome-seats.ts `seatCards`; none for a key it does not know: then only the seat itself).
 */
export function seatLeak(note: unknown, open: OpenSession, seat: Seat): LeakReport {
  const v = view(open.state, seat);
  const variant = open.state.variant;
  const analysis = isRecord(note) && isRecord(note.analysis) ? note.analysis : null;
  const cards = analysis !== null && Array.isArray(analysis.cards) ? analysis.cards : [];
  for (const [i, c] of cards.entries()) {
    const changes = isRecord(c) && Array.isArray(c.changes) ? c.changes : [];
    for (const [j, x] of changes.entries())
      for (const when of ['before', 'after'] as const) {
        const o = isRecord(x) ? x[when] : null;
        if (!isRecord(o)) continue;
        for (const [key, named] of Object.entries(o)) {
          if (typeof named !== 'number' || !(key === 'seat' || key.endsWith('Seat'))) continue;
          const forCards =
            key === 'seat'
              ? seatCards(o as unknown as Outcome, v.trump, v.aux)
              : key === 'bySeat' && isCard(o.by)
                ? [o.by]
                : [];
          if (!accountsFor(v, named, forCards))
            return {
              problem: `coachCard names to seat ${seat} the hidden seat ${named} at analysis.cards[${i}].changes[${j}].${when}.${key}`,
              checked: true,
              variant,
            };
        }
      }
  }
  return { problem: null, checked: true, variant };
}

/** A finished hand or its review: the hand it names must be finished in the store. */
function finishedLeak(store: Store, method: string, params: unknown, value: unknown): LeakReport {
  const named = isRecord(value) && isRecord(value.partial) ? value.partial : value;
  const source = isRecord(named) && typeof named.session === 'number' ? named : params;
  if (!isRecord(source) || typeof source.session !== 'number' || typeof source.handNo !== 'number')
    return NOT_CHECKED;
  const hand = store.hands(source.session).find((h) => h.handNo === source.handNo);
  // Deleted since (the runner prunes sessions): nothing to compare.
  if (hand === undefined) return NOT_CHECKED;
  return {
    problem: hand.money === null ? `${method} shows hand ${source.handNo} before it is finished` : null,
    checked: true,
  };
}

/** A lesson's seat steps show their seat's view only: no card of the step's position outside it. */
function lessonLeak(value: unknown): LeakReport {
  if (!isRecord(value) || !Array.isArray(value.steps)) return NOT_CHECKED;
  const lesson = shippedCatalogue().lessons.find((l) => l.id === value.id);
  if (lesson === undefined)
    return { problem: `lesson ${String(value.id)} is not in the course`, checked: true };
  for (const shown of value.steps as { index: number; seat: Seat; position: unknown }[]) {
    const step = lesson.steps[shown.index];
    if (step === undefined || step.check === 'exact') continue;
    const state = stepState(step);
    if (!state.ok) return { problem: `lesson ${lesson.id} step ${shown.index} does not read`, checked: true };
    const hidden = hiddenFrom(state.value, step.seat);
    const cards = [...cardsIn(shown, SKIP_NAMES)].filter((c) => hidden.has(c));
    if (cards.length > 0)
      return {
        problem: `lesson ${lesson.id} step ${shown.index} shows seat ${step.seat} the hidden ${cards.join(' ')}`,
        checked: true,
      };
  }
  return { problem: null, checked: true };
}

/** A drill of the `seat` kind shows its seat's view only: no card of the other hands, as the store holds them. */
function drillLeak(store: Store, answer: Record<string, unknown>): LeakReport {
  const shown = answer.ok === true && isRecord(answer.value) ? answer.value.drill : null;
  if (!isRecord(shown) || shown.kind !== 'seat') return { problem: null, checked: false };
  const row = store.drills.drill(shown.id as number);
  const stored = isRecord(row?.drill) ? (row.drill as { position?: Position; seat?: Seat }) : null;
  // A bidding drill (src-main/training/bid-drills.ts) is the moment before its decision.
  const bid = row === null ? null : readBidDrill(row);
  const state =
    bid !== null
      ? ok(replayTo(bid.record, bid.index))
      : stored?.position === undefined
        ? null
        : fromPosition(stored.position);
  if (state === null || !state.ok || stored?.seat === undefined)
    return { problem: `drill ${String(shown.id)} is not in the store as shown`, checked: true };
  const hidden = hiddenFrom(state.value, stored.seat);
  const cards = [...cardsIn(shown, SKIP_NAMES)].filter((c) => hidden.has(c));
  return {
    problem:
      cards.length === 0
        ? null
        : `drill ${String(shown.id)} shows seat ${stored.seat} the hidden ${cards.join(' ')}`,
    checked: true,
  };
}

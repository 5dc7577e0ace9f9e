/**
 * Helpers for the renderer's tests: table snapshots built from real engine states, a fake API client
 * that answers from the real engine, and a mount with Pinia, the app's router and vue-i18n installed.
 */
import { type Component } from 'vue';
import { createPinia, disposePinia, setActivePinia, type Pinia } from 'pinia';
import { mount } from '@vue/test-utils';
import { onTestFinished } from 'vitest';
import {
  type RouteLocationNormalized,
  type RouteLocationRaw,
  type RouteLocationResolved,
  type Router,
  createMemoryHistory,
  createWebHashHistory,
} from 'vue-router';
import {
  type Action,
  type ApiResult,
  type HandState,
  type Method,
  type ParamsOf,
  type Prefs,
  type PublicAction,
  type SeatPlayer,
  type SessionSummary,
  type TableSnapshot,
  DEFAULT_PREFS,
  apply,
  fromPosition,
  legalActions,
  settle,
  view,
} from '../../../src-shared/index.ts';
import { type ApiClient, setApiClient } from '../../../src-renderer/api/client.ts';
import { type EventListener, type EventNote, setEventClient } from '../../../src-renderer/api/events.ts';
import type { SolverMethod } from '../../../src-shared/api/contract.ts';
import type { SeatAnalysis } from '../../../src-shared/api/solver.ts';
import { AnalysisJobs } from '../../../src-main/api/jobs.ts';
import { execute, prepare } from '../../../src-main/solver/tasks.ts';
import { i18n, setLocale } from '../../../src-renderer/i18n/index.ts';
import { createAppRouter, guestRoutes, routes } from '../../../src-renderer/router/index.ts';
import { type Trail, trailOf } from '../../../src-renderer/router/trail.ts';

export const ONE_PERSON: readonly SeatPlayer[] = [
  { kind: 'human', name: 'Jana' },
  { kind: 'ai', name: 'Karel', level: 'hrac' },
  { kind: 'ai', name: 'Pepa', level: 'mistr' },
];

export const TWO_PEOPLE: readonly SeatPlayer[] = [
  { kind: 'human', name: 'Jana' },
  { kind: 'human', name: 'Petr' },
  { kind: 'ai', name: 'Pepa', level: 'zacatecnik' },
];

export interface SnapshotOptions {
  readonly seats?: readonly SeatPlayer[];
  readonly viewer?: number;
  /** The seats this device plays (default: every human seat, nothing shared). */
  readonly localSeats?: readonly number[];
  readonly id?: number;
  readonly practice?: boolean;
  readonly history?: readonly PublicAction[];
  readonly canUndo?: boolean;
  readonly hands?: readonly (readonly number[])[];
}

/** What main would send for this state: the viewer is the person to act (or the first person). */
export function snapshotOf(state: HandState, o: SnapshotOptions = {}): TableSnapshot {
  const seats = o.seats ?? ONE_PERSON;
  const finished = state.phase === 'finished';
  const toAct = state.toAct;
  const turn = finished ? 'handEnd' : toAct !== null && seats[toAct]?.kind === 'human' ? 'human' : 'ai';
  const firstHuman = seats.findIndex((s) => s.kind === 'human');
  const viewer = o.viewer ?? (turn === 'human' && toAct !== null ? toAct : firstHuman);
  const settlement = finished ? settle(state) : null;
  const hands = o.hands ?? (settlement ? [settlement.money] : []);
  const ledger = seats.map((_, s) => hands.reduce((sum, h) => sum + (h[s] ?? 0), 0));
  return {
    id: o.id ?? 1,
    settings: { rules: state.rules, seats, practice: o.practice ?? false },
    handNo: 1,
    viewer,
    localSeats: o.localSeats ?? seats.flatMap((p, seat) => (p.kind === 'human' ? [seat] : [])),
    view: view(state, viewer),
    turn,
    ledger,
    hands,
    settlement,
    revealed: null,
    history: o.history ?? [],
    canUndo: o.canUndo ?? false,
    version: `1.${(o.history ?? []).length}`,
  };
}

type Handler<M extends Method> = (params: ParamsOf<M>) => ApiResult<M> | Promise<ApiResult<M>>;
export type Handlers = { [M in Method]?: Handler<M> };

export interface FakeClient extends ApiClient {
  readonly calls: { method: Method; params: unknown }[];
}

const notHandled = (method: string) => ({ code: 'internal' as const, message: `no fake for ${method}` });

/** A client that answers from `handlers` and records every call. */
export function fakeClient(handlers: Handlers): FakeClient {
  const calls: { method: Method; params: unknown }[] = [];
  return {
    calls,
    async call(method, params) {
      calls.push({ method, params });
      const h = handlers[method];
      if (!h) return { ok: false, error: notHandled(method) };
      return h(params);
    },
  };
}

/**
 * A fake main for one hand: `act` and `advance` go through the real engine (refusals carry its reason);
 * a computer seat takes its first legal action.
 */
export function engineClient(start: HandState, o: SnapshotOptions & { prefs?: Prefs } = {}) {
  let state = start;
  const history: PublicAction[] = [];
  let prefs: Prefs = o.prefs ?? { ...DEFAULT_PREFS, animation: 'off' };
  const snap = () => snapshotOf(state, { ...o, history: [...history] });
  const step = (a: Action): ApiResult<'act'> => {
    const r = apply(state, a);
    if (!r.ok) return { ok: false, error: { code: 'refused', reason: r.error } };
    state = r.value;
    history.push(a.type === 'discard' ? { ...a, cards: null } : a);
    return { ok: true, value: snap() };
  };
  const client = fakeClient({
    sessionOpen: () => ({ ok: true, value: snap() }),
    act: (p) => step(p.action),
    advance: () => {
      const s = snap();
      if (s.turn !== 'ai') return { ok: false, error: { code: 'internal', message: 'not a computer seat' } };
      return step(legalActions(state)[0] as Action);
    },
    prefsGet: () => ({ ok: true, value: prefs }),
    prefsSet: (p) => {
      prefs = { ...prefs, ...p.prefs };
      return { ok: true, value: prefs };
    },
    sessionList: () => ({ ok: true, value: [] as SessionSummary[] }),
  });
  return { client, state: () => state, snapshot: snap };
}

/**
 * One main that several windows (table stores) may share, as the real one: the engine's state, versions,
 * `stale` with the current table for a call naming an older version, and (`undo`) undo back to before
 * seat 0's last action in a practice game. `holdFirstAdvance`: main makes the first computer decision at
 * once but answers it only when `release` is called (the window has not heard of it yet).
 */
export function versionedMain(start: HandState, o: { undo?: boolean; holdFirstAdvance?: boolean } = {}) {
  const states = [start];
  const history: PublicAction[] = [];
  const state = () => states[states.length - 1] as HandState;
  let applied = 0;
  let advances = 0;
  const snap = () =>
    snapshotOf(state(), {
      history: [...history],
      ...(o.undo ? { practice: true, canUndo: history.some((a) => a.seat === 0) } : {}),
    });
  const move = (a: Action): ApiResult<'act'> => {
    const r = apply(state(), a);
    if (!r.ok) return { ok: false, error: { code: 'refused', reason: r.error } };
    states.push(r.value);
    history.push(a);
    applied++;
    return { ok: true, value: snap() };
  };
  const stale = (version: string | undefined) =>
    version !== undefined && version !== snap().version
      ? ({ ok: false, error: { code: 'stale', snapshot: snap() } } as const)
      : null;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const client = fakeClient({
    sessionOpen: () => ({ ok: true, value: snap() }),
    act: (p) => stale(p.version) ?? move(p.action),
    advance: async (p) => {
      const r = stale(p.version) ?? move(legalActions(state())[0] as Action);
      if (advances++ === 0 && o.holdFirstAdvance) await held;
      return r;
    },
    ...(o.undo
      ? {
          undo: (p: ParamsOf<'undo'>): ApiResult<'undo'> => {
            const refused = stale(p.version);
            if (refused) return refused;
            const last = history.findLastIndex((a) => a.seat === 0);
            states.length = last + 1;
            history.length = last;
            return { ok: true, value: snap() };
          },
        }
      : {}),
    prefsGet: () => ({ ok: true, value: { ...DEFAULT_PREFS, animation: 'off' } }),
  });
  return {
    client,
    snap,
    move,
    history,
    release: () => release(),
    applied: () => applied,
    advances: () => advances,
  };
}

/**
 * A Pinia for the running test, disposed once the test has finished (after its afterEach hooks), so
 * that no store outlives it: the table's idle poll (before main told the table of changes), for one, kept asking `sessionOpen` for
 * a table nobody showed any more — into a later test's fake client (an extra call in its list), or, once
 * afterEach had reset the client, through the default HTTP client to happy-dom's origin
 * (`connect ECONNREFUSED 127.0.0.1:3000`). Stores stop their timers and listeners when disposed.
 */
export function testPinia(): Pinia {
  const pinia = createPinia();
  onTestFinished(() => disposePinia(pinia));
  return pinia;
}

/**
 * A fresh Pinia (active, disposed after the test), a fresh router (made at first use), Czech texts, and
 * the given client injected. Call it inside the test.
 */
export function setup(client: ApiClient | null = null): Pinia {
  const pinia = testPinia();
  setActivePinia(pinia);
  setLocale('cs');
  setApiClient(client);
  events = testEvents();
  setEventClient(events);
  activeRouter?.options.history.destroy();
  activeRouter = null;
  return pinia;
}

let activeRouter: Router | null = null;

/** Main's events as a test tells them: `tell` hands a note to every store listening now. */
export interface TestEvents {
  subscribe(listener: EventListener): () => void;
  tell(note: EventNote): void;
  /** Stores listening now. */
  listening(): number;
}

export function testEvents(): TestEvents {
  const listeners = new Set<EventListener>();
  return {
    subscribe(listener) {
      const own: EventListener = (n) => listener(n);
      listeners.add(own);
      return () => void listeners.delete(own);
    },
    tell: (note) => {
      for (const l of [...listeners]) l(note);
    },
    listening: () => listeners.size,
  };
}

let events: TestEvents = testEvents();

/** The events of the running test (set by `setup`). */
export const testEventsNow = (): TestEvents => events;

/**
 * The test's router: the app's routes over the address's hash as in the app (in happy-dom; in memory
 * where there is no window), made when first needed after `setup`, so it reads the hash a test has set.
 */
export function testRouter(): Router {
  activeRouter ??= createAppRouter(
    typeof window === 'undefined' ? createMemoryHistory() : createWebHashHistory(),
  );
  return activeRouter;
}

/** A screen in the words of its view: the route's name and the props its view gets. */
export type Screen = { readonly name: string } & Readonly<Record<string, unknown>>;

/** The screen a route location shows (a redirect and no match: home, where they lead). */
export function screenOf(to: RouteLocationNormalized | RouteLocationResolved): Screen {
  const record = to.matched[0];
  if (record === undefined || record.redirect !== undefined) return { name: 'home' };
  const props = record.props['default'];
  const given = typeof props === 'function' ? (props(to) as Record<string, unknown>) : {};
  return { name: String(to.name), ...given };
}

let viewsLoaded: Promise<unknown> | null = null;

/**
 * Every view a route loads on demand (`() => import(…)`), loaded once: a navigation under way then waits
 * for no module, only for its guards and the views' promises.
 */
export function loadViews(): Promise<unknown> {
  viewsLoaded ??= Promise.all(
    [...routes, ...guestRoutes].map((r) =>
      typeof r.component === 'function'
        ? (r.component as () => Promise<unknown>)()
        : Promise.resolve(r.component),
    ),
  );
  return viewsLoaded;
}

/** The screen shown once the navigation under way has finished. */
export async function screen(): Promise<Screen> {
  await loadViews();
  await settleAll();
  return screenOf(testRouter().currentRoute.value);
}

/** Where the test's router came from (router/trail.ts). */
export function trail(): Trail {
  return trailOf(testRouter());
}

/** The screen an address's hash names (what a reload there shows). */
export function parseRoute(hash: string): Screen {
  return screenOf(testRouter().resolve(hash.replace(/^#/, '')));
}

/** A screen as a route location: its props as the route's params (a flag by its own name). */
function locationOf(s: Screen): RouteLocationRaw {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(s))
    if (k !== 'name' && v !== null && v !== false) params[k] = v === true ? k : (v as string | number);
  return { name: s.name, params } as RouteLocationRaw;
}

/** The hash of a screen's address (as the app's links carry it). */
export function routeHash(s: Screen): string {
  return `#${testRouter().resolve(locationOf(s)).fullPath}`;
}

/** Open a screen, as the app's buttons do. */
export async function go(s: Screen): Promise<void> {
  await testRouter().push(locationOf(s));
}

export function mountWith<C extends Component>(
  component: C,
  pinia: Pinia,
  props: Record<string, unknown> = {},
) {
  // The props are checked by each test's expectations; the component's own prop types vary.
  return mount(component, {
    props: props as never,
    global: { plugins: [pinia, testRouter(), i18n] },
    attachTo: document.body,
  });
}

/** Let pending promises (API answers, Vue updates) settle. */
export async function settleAll(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}

/**
 * The solver methods answered by the real solver in this thread (`prepare` + `execute`, as a worker
 * would), and the analysis jobs by the real job registry over that solver.
 */
export function solverHandlers(): Handlers & { jobs: AnalysisJobs } {
  type RunOptions = { signal?: AbortSignal; onProgress?: (p: SeatAnalysis) => void };
  const runSync = (method: SolverMethod, params: unknown, options: RunOptions = {}) => {
    const task = prepare(method, params);
    if (!task.ok) return task as ApiResult<SolverMethod>;
    const value = execute(task.value as never, {
      ...(options.onProgress ? { onProgress: options.onProgress as (p: unknown) => void } : {}),
      shouldStop: () => options.signal?.aborted === true,
    });
    return { ok: true, value } as ApiResult<SolverMethod>;
  };
  const pool = {
    run: (method: SolverMethod, params: unknown, options: RunOptions = {}) =>
      new Promise<ApiResult<SolverMethod>>((resolve) =>
        setTimeout(() => resolve(runSync(method, params, options)), 0),
      ),
  };
  // The jobs tell their news as main's do (src-main/api/app.ts): the board's store fetches when told.
  const jobs = new AnalysisJobs(pool as never, {
    onNews: (news) => testEventsNow().tell({ kind: 'job', ...news }),
  });
  return {
    jobs,
    solve: (p) => runSync('solve', p) as ApiResult<'solve'>,
    analyze: (p) => runSync('analyze', p) as ApiResult<'analyze'>,
    laydown: (p) => runSync('laydown', p) as ApiResult<'laydown'>,
    // A small sample keeps the in-thread seat analysis short.
    analysisStart: (p) => jobs.start({ ...p, maxLayouts: Math.min(p.maxLayouts ?? 12, 12) }),
    // The computer's card: the rule player (fast) on the view of the seat to act, as a worker would.
    boardMove: (p) => {
      const state = fromPosition(p.position);
      if (!state.ok || state.value.toAct === null)
        return { ok: false, error: { code: 'internal', message: 'no move' } };
      const d = execute({
        method: 'decide',
        view: view(state.value, state.value.toAct),
        player: 'rules',
        seed: 0,
      });
      return d.action.type === 'play'
        ? { ok: true, value: { card: d.action.card } }
        : { ok: false, error: { code: 'internal', message: d.action.type } };
    },
    analysisPoll: (p) => jobs.poll(p),
    analysisStop: (p) => jobs.stop(p),
  };
}

/**
 * The game half of the API (GameSpec) over the store and the computer players.
 *
 * - A session is its settings, its seed and its hands; the current hand is `replay(setup, actions)`.
 *   Every accepted action is committed to the store before the answer, so a session reopened after
 *   quitting mid-hand continues exactly where it was.
 * - Calls on one session run one at a time (a promise chain per id): two `advance` calls cannot race.
 *   A hint only reads and re-checks the table in the chain; its search runs outside it (`hint`).
 * - Two windows on one session: the calls that change the table (and `hint`) may name the snapshot's
 *   `version` they were made in; when the table has moved on since, they change nothing and answer
 *   `stale` with the current snapshot. So two windows advancing the computers move each seat once.
 * - Every method answers a Result, never throws: unknown session → badInput `noSession`; a move that
 *   is not allowed → refused with a Reason; anything unexpected → internal.
 *
 * Refusals of the table itself have reasons of their own: acting for a computer seat or asking a hint
 * on its turn (`computerSeat`), advancing while a person is to act (`personToAct`), undo outside practice
 * (`undoPracticeOnly`) or with nothing to undo (`nothingToUndo`), dealing mid-hand (`handNotOver`);
 * anything after the end of a hand but `nextHand` answers `handOver`.
 *
 * A shared table (src-main/share): the table's methods take the asking `Device` (default: the host's
 * screen). Each session's `SeatControl` (which seats are remote, which the computer stands in for) lives
 * here in memory, set by the share controller. Every snapshot is the device's (`viewer` one of its
 * `localSeats`); acting or asking a hint for a seat another device plays is `notYourSeat`; a stood-in seat
 * is a computer seat (`advance` plays it at the stand-in's level); undo at a table of people takes back
 * only the device's own last action while no other person has acted since (`notYourUndo`). The actions
 * a stand-in took are marked in the store with their level, in the action's own transaction (the hand's
 * `standIn`): the snapshot's marks and "proč?" about them outlive a restart.
 */
import { randomInt } from 'node:crypto';
import {
  type Action,
  type AiLevel,
  type ApiError,
  type ApiResult,
  type GameMethod,
  type HandSetup,
  type HandState,
  type LibraryEntry,
  type LibraryPosition,
  type ParamsOf,
  type Prefs,
  type Reason,
  type Result,
  type SeatView,
  type DamagedSession,
  type InputError,
  type SessionListEntry,
  type TableSnapshot,
  DEFAULT_PREFS,
  apply,
  describeDamagedRow,
  isDamagedSession,
  err,
  legalActions,
  ok,
  matchesSearch,
  parsePosition,
  parsePrefs,
  parseStoredSettings,
  settle,
  toNotation,
  startSession,
  sessionSetup,
  sessionSize,
  sessionVariant,
  variantTable,
  view,
} from '../../src-shared/index.ts';
import { computerClaim } from '../ai/claim.ts';
import type { SettledProof } from '../solver/settled.ts';
import type { Lane } from '../solver/lanes.ts';
import type { Decision } from '../ai/player.ts';
import type { PlayerName } from '../ai/players.ts';
import type { PositionRow, SessionRow, Store } from '../store/store.ts';
import { KeyedQueue } from './queue.ts';
import { decisionSeed } from './seeds.ts';
import { callWhy } from './why.ts';
import { type OpenSession, ledgerOf, loadSession, nextSetup } from './session.ts';
import {
  type Device,
  type SeatControl,
  type Seating,
  HOST_DEVICE,
  NOT_SHARED,
  isPerson,
  localSeats,
  playerOf,
  tableSnapshot,
  undoPlan,
  versionOf,
} from './snapshot.ts';
import { computeStats } from './stats.ts';
import type { EventBus } from '../api/event-bus.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/** The version of an answer that is a table's snapshot, else null. */
function snapshotVersion(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('version' in value) || !('view' in value)) return null;
  return typeof value.version === 'string' ? value.version : null;
}

/**
 * What the service needs of the solver pool: a computer player's decision for one seat's view.
 * `caller` names the session, so that sessions take turns at the workers; `best` asks the level's best
 * choice, without its temperature (a hint: src-main/ai/level-choice.ts); `timed: false` lifts the time
 * cap (a decision run again to say why: why.ts).
 */
export interface Decider {
  decide(
    view: SeatView,
    player: PlayerName,
    seed: number,
    options?: {
      readonly caller?: string;
      readonly best?: boolean;
      readonly timed?: boolean;
      readonly signal?: AbortSignal;
      /** Default interactive; a guest's hint asks the background lane. */
      readonly lane?: Lane;
    },
  ): Promise<Result<Decision, ApiError<never>>>;
  /**
   * Whether the hand's result is settled (src-main/solver/settled.ts), searched in a worker of the
   * interactive lane. A decider without it proves nothing: no hand is ever finished at once.
   */
  settled?(
    state: HandState,
    options?: { readonly caller?: string; readonly signal?: AbortSignal },
  ): Promise<Result<SettledProof, ApiError<never>>>;
}

/**
 * What a transport knows of one table call: `signal` is aborted when its caller is gone (the HTTP
 * client hung up, the window closed). A call still waiting in its session's queue then answers
 * `cancelled` without running; one waiting on the solver has its task dropped or stopped.
 */
export interface TableCall {
  readonly signal?: AbortSignal;
}

/** The signal of a call as the pool's options take it. */
const signalOf = (call: TableCall): { signal?: AbortSignal } =>
  call.signal === undefined ? {} : { signal: call.signal };

/**
 * Every game method, as the API handler calls it (the host's screen); the table's methods also take the
 * asking device (the guest server passes a link's seat) and the call (its signal: work stops with its caller).
 */
export type GameApi = {
  readonly [M in GameMethod]: (
    params: ParamsOf<M>,
    device?: Device,
    call?: TableCall,
  ) => Promise<ApiResult<M>>;
};

export interface GameServiceOptions {
  /** The current time as ISO 8601 (default: the clock). */
  readonly now?: () => string;
  /** A new session's seed (default: random 32 bits). */
  readonly newSeed?: () => number;
  /** Where the table's changes are told (`table` and `seats` events: src-shared/api/events.ts). */
  readonly events?: EventBus;
}

/** The level the hint plays at, at its best choice (no temperature: a hint is the best it finds). */
export const HINT_PLAYER: PlayerName = 'hrac';

type Answer<T> = Result<T, ApiError<never>>;

const refused = (reason: Reason): Answer<never> => err({ code: 'refused', reason });
const noSession = (id: number): Answer<never> =>
  err({
    code: 'badInput',
    error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id } },
  });
/** The caller saw an older table (another window moved on): it gets the current one instead. */
const isStale = (open: OpenSession, version: string | undefined): boolean =>
  version !== undefined && version !== versionOf(open);
const stale = (open: OpenSession, seating: Seating): Answer<never> =>
  err({ code: 'stale', snapshot: tableSnapshot(open, seating) });
const noPosition = (id: number): Answer<never> =>
  err({
    code: 'badInput',
    error: { code: 'invalid', path: 'params.id', problem: { kind: 'noPosition', id } },
  });
const conflict = (row: PositionRow): Answer<never> => err({ code: 'conflict', existing: entryOf(row) });
/** A library row as the list shows it (a row whose position no longer reads shows no text). */
function entryOf(row: PositionRow): LibraryEntry {
  const position = parsePosition(row.position);
  const { id, title, notes, tags, created, updated } = row;
  return {
    id,
    title,
    notes,
    tags,
    created,
    updated,
    notation: position.ok ? toNotation(position.value) : '',
  };
}
const internal = (e: unknown): Answer<never> =>
  err({ code: 'internal', message: e instanceof Error ? e.message : String(e) });

export class GameService implements GameApi {
  private readonly store: Store;
  private readonly pool: Decider;
  private readonly now: () => string;
  private readonly newSeed: () => number;
  private readonly queue = new KeyedQueue<number>();
  private readonly events: EventBus | null;
  /** Each shared session's seat control (a session not in it is shared with nobody). */
  private readonly controls = new Map<number, SeatControl>();

  private readonly deletedListeners: ((id: number) => Promise<void>)[] = [];
  private readonly finishedListeners: ((id: number, handNo: number) => void)[] = [];

  constructor(store: Store, pool: Decider, options: GameServiceOptions = {}) {
    this.store = store;
    this.pool = pool;
    this.now = options.now ?? (() => new Date().toISOString());
    this.newSeed = options.newSeed ?? (() => randomInt(0x1_0000_0000));
    this.events = options.events ?? null;
  }

  sessionNew = async ({ settings, deal }: ParamsOf<'sessionNew'>): Promise<ApiResult<'sessionNew'>> =>
    guard(() => {
      const seed = this.newSeed() >>> 0;
      // A given deal (the editor's "play from here") deals the first hand; later hands go on as usual.
      const size = sessionSize(settings);
      const variant = sessionVariant(settings);
      const firstHand: HandSetup =
        deal === undefined
          ? startSession(settings.rules, size, seed, size - 1, variant).next
          : sessionSetup(variant, settings.rules, variantTable(variant, size, deal.dealer), deal.deck);
      const id = this.store.createSession({ settings, seed, created: this.now(), firstHand });
      return this.snapshotOf(id);
    });

  sessionList = async (_: ParamsOf<'sessionList'>): Promise<ApiResult<'sessionList'>> =>
    guard(() => ok(this.summaries()));

  sessionOpen = (
    { id }: ParamsOf<'sessionOpen'>,
    device: Device = HOST_DEVICE,
  ): Promise<ApiResult<'sessionOpen'>> =>
    this.inSession(id, (open) => ok(tableSnapshot(open, this.seating(id, device))));

  act = ({ id, action, version }: ParamsOf<'act'>, device: Device = HOST_DEVICE): Promise<ApiResult<'act'>> =>
    this.inSession(id, (open) => {
      const seating = this.seating(id, device);
      if (isStale(open, version)) return stale(open, seating);
      const { state, settings } = open;
      if (state.toAct === null) return refused({ code: 'handOver' });
      // Another device's person's seat is refused before anything about it is told.
      if (
        isPerson(settings, seating.control, action.seat) &&
        !localSeats(settings, seating).includes(action.seat)
      )
        return refused({ code: 'notYourSeat', seat: action.seat });
      if (action.seat !== state.toAct)
        return refused({ code: 'notYourTurn', seat: action.seat, toAct: state.toAct });
      if (!isPerson(settings, seating.control, action.seat))
        return refused({ code: 'computerSeat', seat: action.seat });
      const next = apply(state, action);
      if (!next.ok) return refused(next.error);
      return ok(tableSnapshot(this.record(open, action, next.value), seating));
    });

  advance = (
    { id, version }: ParamsOf<'advance'>,
    device: Device = HOST_DEVICE,
    call: TableCall = {},
  ): Promise<ApiResult<'advance'>> =>
    this.inSession(
      id,
      async (open) => {
        const seating = this.seating(id, device);
        if (isStale(open, version)) return stale(open, seating);
        const { state, settings } = open;
        const seat = state.toAct;
        if (seat === null) return refused({ code: 'handOver' });
        const player = playerOf(settings, seating.control, seat);
        if (player === null || player.kind !== 'ai') return refused({ code: 'personToAct', seat });
        // A computer declarer lays the rest down when the engine's check proves it (ai/claim.ts).
        const claim = computerClaim(state, seat);
        const seed = decisionSeed(open.row.seed, open.current.handNo, open.current.actions.length, 'move');
        const decision =
          claim !== null
            ? ok({ action: claim })
            : await this.pool.decide(view(state, seat), player.level, seed, {
                caller: `session:${id}`,
                ...signalOf(call),
              });
        if (!decision.ok) return decision;
        const next = apply(state, decision.value.action);
        if (!next.ok)
          return internal(`the computer player chose an action the rules refuse (${next.error.code})`);
        // A person's seat the computer plays while its person is away: the action is marked as the
        // stand-in's, with its level (stored with the action: the guest's notice, the log, "proč?").
        const standIn = settings.seats[seat]?.kind === 'human' ? player.level : null;
        return ok(
          tableSnapshot(
            this.record(open, decision.value.action, next.value, standIn),
            this.seating(id, device),
          ),
        );
      },
      call,
    );

  /**
   * The best card (or call) for the device's seat to act. Read in the session's queue, thought about
   * outside it, so that no move at the table waits for a hint; asked again in the queue when found, a
   * hint for a table that has moved on meanwhile is `stale`. Hints take turns at the solver as a caller
   * of their own (`session:<id>:hint`), so a computer's move of the same table never queues behind them;
   * a guest's in the background lane, so the interactive worker stays free for the table's moves. A
   * hint whose table moves on meanwhile stops at once (the `table` event) and is `stale`.
   */
  hint = async (
    { id, version }: ParamsOf<'hint'>,
    device: Device = HOST_DEVICE,
    call: TableCall = {},
  ): Promise<ApiResult<'hint'>> => {
    const asked = await this.inSession(
      id,
      (open) => {
        const seating = this.seating(id, device);
        if (isStale(open, version)) return stale(open, seating);
        const { state, settings } = open;
        const seat = state.toAct;
        if (seat === null) return refused({ code: 'handOver' });
        if (!isPerson(settings, seating.control, seat)) return refused({ code: 'computerSeat', seat });
        if (!localSeats(settings, seating).includes(seat)) return refused({ code: 'notYourSeat', seat });
        const seed = decisionSeed(open.row.seed, open.current.handNo, open.current.actions.length, 'hint');
        return ok({ seen: view(state, seat), seed, at: versionOf(open) });
      },
      call,
    );
    if (!asked.ok) return asked;
    const { seen, seed, at } = asked.value;
    // A hint for a position gone stops as soon as the table moves on: its card would be stale, and its
    // search would only take a core from the table's next move.
    const moved = new AbortController();
    const unsubscribe =
      this.events?.subscribe((e) => {
        if (e.kind === 'table' && e.id === id && e.version !== at) moved.abort();
      }) ?? (() => undefined);
    let decision: Answer<Decision>;
    try {
      decision = await this.pool.decide(seen, HINT_PLAYER, seed, {
        caller: `session:${id}:hint`,
        best: true,
        // A guest's hint waits for the background lane's worker (the drill stock gives way to it), so the
        // interactive one stays free for the table's moves; the host's own hint is what it waits for.
        ...(device.kind === 'guest' ? { lane: 'background' as const } : {}),
        signal: call.signal === undefined ? moved.signal : AbortSignal.any([call.signal, moved.signal]),
      });
    } finally {
      unsubscribe();
    }
    // Stopped because the table moved on: answered `stale` below.
    if (!decision.ok && !(moved.signal.aborted && call.signal?.aborted !== true)) return decision;
    const still = await this.inSession(
      id,
      (open) => (versionOf(open) === at ? ok(null) : stale(open, this.seating(id, device))),
      call,
    );
    if (!still.ok) return still;
    // (The table moved on and back to the same version: the stopped search has no card to give.)
    if (!decision.ok) return decision;
    return ok({ action: decision.value.action, hint: decision.value.hint });
  };

  undo = ({ id, version }: ParamsOf<'undo'>, device: Device = HOST_DEVICE): Promise<ApiResult<'undo'>> =>
    this.inSession(id, (open) => {
      const seating = this.seating(id, device);
      if (isStale(open, version)) return stale(open, seating);
      const plan = undoPlan(open, seating);
      if (!plan.ok) return refused(plan.reason);
      const { current } = open;
      const actions = current.actions.slice(0, plan.keep);
      // The stand-in's marks of the actions taken back go with them, in the same transaction.
      const marks = current.standIn.filter((m) => m.index < plan.keep);
      this.store.saveActions(open.row.id, current.handNo, actions, this.now(), marks);
      return this.snapshotOf(open.row.id, this.seating(id, device));
    });

  nextHand = (
    { id, version }: ParamsOf<'nextHand'>,
    device: Device = HOST_DEVICE,
  ): Promise<ApiResult<'nextHand'>> =>
    this.inSession(id, (open) => {
      const seating = this.seating(id, device);
      if (isStale(open, version)) return stale(open, seating);
      if (open.state.phase !== 'finished') return refused({ code: 'handNotOver' });
      this.store.addHand(open.row.id, open.current.handNo + 1, nextSetup(open), this.now());
      return this.snapshotOf(open.row.id, seating);
    });

  handSettled = (
    { id, version }: ParamsOf<'handSettled'>,
    device: Device = HOST_DEVICE,
    call: TableCall = {},
  ): Promise<ApiResult<'handSettled'>> =>
    this.inSession(
      id,
      async (open) => {
        const seating = this.seating(id, device);
        if (isStale(open, version)) return stale(open, seating);
        const proof = await this.settledHere(open, seating, call);
        return proof.ok ? ok({ settled: proof.value }) : proof;
      },
      call,
    );

  finishHand = (
    { id, version }: ParamsOf<'finishHand'>,
    device: Device = HOST_DEVICE,
    call: TableCall = {},
  ): Promise<ApiResult<'finishHand'>> =>
    this.inSession(
      id,
      async (open) => {
        const seating = this.seating(id, device);
        if (isStale(open, version)) return stale(open, seating);
        // Proven again here, in the session's queue: nothing can have moved since.
        const proof = await this.settledHere(open, seating, call);
        if (!proof.ok) return proof;
        if (!proof.value) return refused({ code: 'notSettled' });
        // The money is the same whatever is played, so each seat plays its first legal card.
        let current = open;
        while (current.state.phase === 'play') {
          const action = legalActions(current.state).find((a) => a.type === 'play');
          if (action === undefined) return internal('a settled hand with no card to play');
          const next = apply(current.state, action);
          if (!next.ok) return internal(`the rules refused their own legal card (${next.error.code})`);
          current = this.record(current, action, next.value);
        }
        return ok(tableSnapshot(current, seating));
      },
      call,
    );

  /**
   * Whether the asking device may finish the hand as settled: refused after the hand's end or while a
   * person plays elsewhere, else the solver's proof (`handSettled` and `finishHand` ask the same).
   */
  private settledHere(open: OpenSession, seating: Seating, call: TableCall): Promise<Answer<boolean>> {
    if (open.state.toAct === null) return Promise.resolve(refused({ code: 'handOver' }));
    const away = personElsewhere(open, seating);
    if (away !== null) return Promise.resolve(refused({ code: 'otherPeople', seat: away }));
    return this.proveSettled(open, call);
  }

  /** The solver's proof that the hand's money cannot change (false: not proven, or not in card play). */
  private async proveSettled(open: OpenSession, call: TableCall): Promise<Answer<boolean>> {
    const { state, row } = open;
    if (state.phase !== 'play' || stockOf(state).length > 0 || this.pool.settled === undefined)
      return ok(false);
    const proof = await this.pool.settled(state, { caller: `session:${row.id}`, ...signalOf(call) });
    return proof.ok ? ok(proof.value.settled && proof.value.complete) : proof;
  }

  /**
   * Why a computer made one of its calls in a finished hand (why.ts): answered from the seat's view
   * then, by running its decision again with the stored seed. Any device of the session may ask (a
   * guest only about its link's session): the answer names no card. While the hand is played it is
   * refused `whyAfterHand`, even for calls already made.
   */
  callWhy = ({ id, handNo, index }: ParamsOf<'callWhy'>): Promise<ApiResult<'callWhy'>> =>
    this.inSession(id, async (open) => {
      const hand = open.hands[handNo - 1];
      if (hand === undefined)
        return err({
          code: 'badInput',
          error: { code: 'invalid', path: 'params.handNo', problem: { kind: 'noHand', session: id, handNo } },
        });
      return callWhy(
        (v, level, seed, options) => this.pool.decide(v, level, seed, options),
        open.row.seed,
        open.settings,
        hand,
        index,
        `session:${id}`,
      );
    });

  // --- Seat control of a shared table (set by src-main/share) ------------------------------------

  /** The session's seat control now (nothing shared: no remote seat, no stand-in). */
  control(id: number): SeatControl {
    return this.controls.get(id) ?? NOT_SHARED;
  }

  /**
   * Sets which seats of session `id` are remote and which the computer stands in for (null: the session
   * is shared with nobody again). Runs in the session's queue, so no call on the table sees half of it.
   */
  setControl(id: number, control: SeatControl | null): Promise<void> {
    return this.queue.run(id, async () => {
      if (control === null) this.controls.delete(id);
      else this.controls.set(id, control);
      this.events?.publish({ kind: 'seats', id });
    });
  }

  private seating(id: number, device: Device): Seating {
    return { control: this.control(id), device };
  }

  prefsGet = async (_: ParamsOf<'prefsGet'>): Promise<ApiResult<'prefsGet'>> => guard(() => ok(this.prefs()));

  prefsSet = async ({ prefs }: ParamsOf<'prefsSet'>): Promise<ApiResult<'prefsSet'>> =>
    guard(() => {
      this.store.setPrefs(prefs);
      return ok(this.prefs());
    });

  // --- Saved evenings: names, deleting, statistics -------------------------------------------

  sessionRename = ({ id, name }: ParamsOf<'sessionRename'>): Promise<ApiResult<'sessionRename'>> =>
    this.queue.run(id, async () =>
      guard(() => {
        // A damaged evening is refused before anything is written: it stays in the file as it was.
        const before = this.summaries().find((s) => s.id === id);
        if (before !== undefined && isDamagedSession(before))
          return internal(`saved session ${id} is damaged: ${describeDamagedRow(before.damaged, 'en')}`);
        if (!this.store.renameSession(id, name)) return noSession(id);
        const summary = this.summaries().find((s) => s.id === id);
        return summary === undefined || isDamagedSession(summary) ? noSession(id) : ok(summary);
      }),
    );

  /**
   * One evening for its settle-up: its summary as `sessionList` sums it, each finished hand's money per
   * seat (the ledger chart) and each seat's figures by role, counted by the statistics' own code
   * (`computeStats` over this evening alone). A damaged evening is refused as `sessionRename` refuses it.
   */
  sessionEvening = async ({ id }: ParamsOf<'sessionEvening'>): Promise<ApiResult<'sessionEvening'>> =>
    guard(() => {
      const row = this.store.session(id);
      if (row === null) return noSession(id);
      const hands = this.store.hands(id);
      const handMoney = hands.flatMap((h) => (h.money === null ? [] : [h.money]));
      const summary = summaryOf(row, handMoney);
      if (isDamagedSession(summary))
        return internal(`saved session ${id} is damaged: ${describeDamagedRow(summary.damaged, 'en')}`);
      const roles = computeStats([{ row, hands }]).evenings[0]?.roles ?? [];
      return ok({ ...summary, handMoney, roles });
    });

  sessionDelete = async ({ id }: ParamsOf<'sessionDelete'>): Promise<ApiResult<'sessionDelete'>> => {
    const done = await this.queue.run(id, async () =>
      guard(() => (this.store.deleteSession(id) ? ok({}) : noSession(id))),
    );
    if (done.ok) {
      for (const listener of this.deletedListeners) await listener(id);
    }
    return done;
  };

  /**
   * Called after a hand's end is committed to the store (the review of the hand begins ahead:
   * src-main/review/service.ts `reviewAhead`). A listener must return at once; its failure is logged.
   */
  onHandFinished(listener: (id: number, handNo: number) => void): void {
    this.finishedListeners.push(listener);
  }

  /** Called after a session is deleted (the shared table closes when its session goes). */
  onSessionDeleted(listener: (id: number) => Promise<void>): void {
    this.deletedListeners.push(listener);
  }

  stats = async (_: ParamsOf<'stats'>): Promise<ApiResult<'stats'>> =>
    guard(() =>
      ok(computeStats(this.store.sessions().map((row) => ({ row, hands: this.store.hands(row.id) })))),
    );

  // --- The library of positions: nothing is overwritten unless the caller asks --------------------

  positionSave = async (p: ParamsOf<'positionSave'>): Promise<ApiResult<'positionSave'>> =>
    guard(() => {
      const write = { title: p.title, notes: p.notes, tags: p.tags, position: p.position };
      const named = this.store.positionByTitle(p.title);
      const when = this.now();
      if (p.id !== undefined) {
        const current = this.store.position(p.id);
        if (current === null) return noPosition(p.id);
        // Another entry's title is never taken over, even when overwriting this one.
        if (named !== null && named.id !== p.id) return conflict(named);
        if (!p.overwrite) return conflict(current);
        this.store.updatePosition(p.id, write, when);
        return this.libraryPosition(p.id);
      }
      if (named !== null) {
        if (!p.overwrite) return conflict(named);
        this.store.updatePosition(named.id, write, when);
        return this.libraryPosition(named.id);
      }
      return this.libraryPosition(this.store.insertPosition(write, when));
    });

  positionList = async ({ search }: ParamsOf<'positionList'>): Promise<ApiResult<'positionList'>> =>
    guard(() => {
      const entries = this.store.positions().map(entryOf);
      return ok(search === undefined ? entries : entries.filter((e) => matchesSearch(e, search)));
    });

  positionGet = async ({ id }: ParamsOf<'positionGet'>): Promise<ApiResult<'positionGet'>> =>
    guard(() => this.libraryPosition(id));

  positionDelete = async ({ id }: ParamsOf<'positionDelete'>): Promise<ApiResult<'positionDelete'>> =>
    guard(() => (this.store.deletePosition(id) ? ok({}) : noPosition(id)));

  private libraryPosition(id: number): Answer<LibraryPosition> {
    const row = this.store.position(id);
    if (row === null) return noPosition(id);
    const position = parsePosition(row.position);
    if (!position.ok) return internal(`library entry ${id} no longer reads as a position`);
    return ok({ ...entryOf(row), position: position.value });
  }

  /**
   * Every saved session with its ledger over the finished hands, the most recently played first. A
   * session whose settings no longer read (a damaged row) is listed as damaged with the reason (it
   * stays in the file); the others work.
   */
  private summaries(): SessionListEntry[] {
    const money = new Map<number, (readonly number[])[]>();
    for (const m of this.store.finishedMoney())
      money.set(m.sessionId, [...(money.get(m.sessionId) ?? []), m.money]);
    return this.store.sessions().map((s) => summaryOf(s, money.get(s.id) ?? []));
  }

  // ---------------------------------------------------------------------------------------------

  /** Stored preferences over the defaults; a stored value this version does not know is ignored. */
  private prefs(): Prefs {
    const out: Record<string, unknown> = { ...DEFAULT_PREFS };
    for (const [key, value] of Object.entries(this.store.prefs())) {
      const checked = parsePrefs({ [key]: value });
      if (checked.ok) Object.assign(out, checked.value);
    }
    return out as unknown as Prefs;
  }

  /** Runs `task` on session `id` after the calls before it on that session. */
  /**
   * Runs `task` in session `id`'s queue on the session as it is then; a call whose caller has gone
   * meanwhile (its signal aborted) answers `cancelled` without running.
   */
  private inSession<T>(
    id: number,
    task: (open: OpenSession) => Answer<T> | Promise<Answer<T>>,
    call: TableCall = {},
  ): Promise<Answer<T>> {
    return this.queue.run(id, async () => {
      if (call.signal?.aborted === true) return err({ code: 'cancelled' });
      try {
        const open = loadSession(this.store, id);
        if (!open.ok) return open;
        const before = versionOf(open.value);
        const answer = await task(open.value);
        // Every device of the table is told that it moved on (the version only: each fetches its own view).
        const version = answer.ok ? snapshotVersion(answer.value) : null;
        if (version !== null && version !== before) this.events?.publish({ kind: 'table', id, version });
        return answer;
      } catch (e) {
        return internal(e);
      }
    });
  }

  private snapshotOf(id: number, seating: Seating = this.seating(id, HOST_DEVICE)): Answer<TableSnapshot> {
    const open = loadSession(this.store, id);
    return open.ok ? ok(tableSnapshot(open.value, seating)) : open;
  }

  /**
   * Commits one more action of the current hand (with its money if it ends the hand); `standIn`: the
   * level of the computer that took it for an absent person (marked in the same transaction).
   */
  private record(
    open: OpenSession,
    action: Action,
    next: HandState,
    standIn: AiLevel | null = null,
  ): OpenSession {
    const index = open.current.actions.length;
    const actions = [...open.current.actions, action];
    const marks =
      standIn === null
        ? open.current.standIn
        : [...open.current.standIn.filter((m) => m.index < index), { index, level: standIn }];
    const when = this.now();
    const { id } = open.row;
    const handNo = open.current.handNo;
    let money: readonly number[] | null = null;
    if (next.phase === 'finished') {
      money = settle(next).money;
      this.store.finishHand(id, handNo, actions, money, when, marks);
      for (const listener of this.finishedListeners)
        try {
          listener(id, handNo);
        } catch (e) {
          console.warn(`hand finished: ${e instanceof Error ? e.message : String(e)}`);
        }
    } else {
      this.store.saveActions(id, handNo, actions, when, marks);
    }
    const current = {
      ...open.current,
      actions,
      money,
      finishedAt: money === null ? null : when,
      standIn: marks,
    };
    return {
      ...open,
      row: { ...open.row, updated: when },
      hands: [...open.hands.slice(0, -1), current],
      current,
      state: next,
    };
  }
}

/**
 * A person of the table who plays from another device than the asking one (the first such seat), or
 * null when every person sits at this device: only then may the rest of a hand be skipped for all.
 */
function personElsewhere(open: OpenSession, seating: Seating): number | null {
  const here = localSeats(open.settings, seating);
  const seat = open.settings.seats.findIndex((p, s) => p.kind === 'human' && !here.includes(s));
  return seat < 0 ? null : seat;
}

/** A session as `sessionList` lists it, from its row and the money of its finished hands in order. */
function summaryOf(s: SessionRow, hands: readonly (readonly number[])[]): SessionListEntry {
  const settings = parseStoredSettings(s.settings);
  if (!settings.ok) return damagedSession(s, settings.error);
  return {
    id: s.id,
    name: s.name,
    created: s.created,
    updated: s.updated,
    names: settings.value.seats.map((p) => p.name),
    ledger: ledgerOf(
      hands.map((m) => ({ money: m })),
      sessionSize(settings.value),
    ),
    hands: hands.length,
    practice: settings.value.practice,
    variant: sessionVariant(settings.value),
    baseHaler: settings.value.rules.baseHaler,
  };
}

/** A session whose settings do not read, as `sessionList` lists it. */
function damagedSession(s: SessionRow, error: InputError): DamagedSession {
  return {
    id: s.id,
    name: typeof s.name === 'string' ? s.name : null,
    created: String(s.created),
    updated: String(s.updated),
    damaged: {
      table: 'sessions',
      key: String(s.id),
      column: 'settings',
      problem: { kind: 'invalid', error },
    },
  };
}

function guard<T>(f: () => Answer<T>): Answer<T> {
  try {
    return f();
  } catch (e) {
    return internal(e);
  }
}

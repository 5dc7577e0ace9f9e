/**
 * Valid params for every API method, made from what the app has answered so far: ids of sessions,
 * the last snapshot of each (its version and its legal actions), jobs, lesson attempts, drills, library
 * entries, finished hands (their records, for a decision tried again). Solver positions are small (one or two tricks left), so that valid solver
 * requests stay cheap.
 */
import {
  type Action,
  type Card,
  type HandRecord,
  type Method,
  type Position,
  type Rng,
  type TableSnapshot,
  CARDS,
  PRESETS,
  SESSION_VARIANTS,
  describe as toPosition,
  legalActions,
  presetsOf,
  replay,
  seatCountsOf,
  shuffledDeck,
} from '../../src-shared/index.ts';
import { DRILL_THEMES } from '../../src-shared/api/drills.ts';
import { CONTRACTS, endPosition } from '../../tests/support/deals.ts';
import { pick } from './values.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Methods whose valid requests run the solver or a computer player (budgeted by the runner). */
export const HEAVY: ReadonlySet<Method> = new Set<Method>([
  'solve',
  'analyze',
  'analyzeForSeat',
  'laydown',
  'advance',
  'hint',
  'handSettled',
  'finishHand',
  'callWhy',
  'boardMove',
  'coachCard',
  'drillPlay',
  'lessonPlay',
  'reviewStart',
  'reviewRetry',
  'analysisStart',
]);

export class Corpus {
  private readonly snapshots = new Map<number, TableSnapshot>();
  private readonly finished: { session: number; handNo: number }[] = [];
  /** Records of finished hands (handGet's answers), for `reviewRetry`. */
  private readonly records: { session: number; handNo: number; record: HandRecord }[] = [];
  private readonly jobs: string[] = [];
  private readonly attempts: { attempt: string; step: number }[] = [];
  private readonly lessons: string[] = [];
  private readonly drills: { id: number; hand: readonly Card[]; legal: readonly Action[] }[] = [];
  private readonly library: number[] = [];
  /** Small positions and their seat to act. */
  private readonly positions: { position: Position; seat: number }[] = [];

  constructor(rng: Rng) {
    // A few dozen small positions of every contract, made once.
    for (let i = 0; i < 40; i++) {
      const state = endPosition(rng, pick(rng, CONTRACTS), 1 + rng.int(2), rng.int(3));
      this.positions.push({ position: toPosition(state), seat: state.toAct ?? 0 });
    }
  }

  /** Sessions seen (some may have been deleted since). */
  get sessionIds(): number[] {
    return [...this.snapshots.keys()];
  }

  /** Values of every kind seen, for mutations that drop in a valid value from elsewhere. */
  others(rng: Rng): unknown[] {
    const out: unknown[] = [...this.sessionIds.slice(-5), ...this.jobs.slice(-3), ...this.library.slice(-3)];
    out.push(...this.attempts.slice(-3).map((a) => a.attempt), ...this.lessons.slice(0, 3));
    out.push(pick(rng, this.positions).position, pick(rng, CARDS), PRESETS.csm);
    const snap = this.snapshots.size > 0 ? pick(rng, [...this.snapshots.values()]) : null;
    if (snap !== null) out.push(snap.version, snap.settings, ...snap.view.legal.slice(0, 3));
    return out;
  }

  /**
   * Forgets all but the `keep` newest sessions and library entries and answers what it forgot, for the
   * runner to delete: the store stays the size of an evening's use (stats and lists read all of it).
   */
  prune(keep: number): { sessions: number[]; positions: number[] } {
    const focused = new Set(this.focus.values());
    const sessions = this.sessionIds
      .filter((id) => !focused.has(id))
      .slice(0, Math.max(0, this.snapshots.size - keep));
    for (const id of sessions) this.snapshots.delete(id);
    const positions = this.library.splice(0, Math.max(0, this.library.length - keep));
    const gone = new Set(sessions);
    for (let i = this.finished.length - 1; i >= 0; i--)
      if (gone.has((this.finished[i] as { session: number }).session)) this.finished.splice(i, 1);
    return { sessions, positions };
  }

  private forget(id: number): void {
    this.snapshots.delete(id);
    for (const [v, f] of this.focus) if (f === id) this.focus.delete(v);
  }

  /** Learns ids, versions and actions from an answer of `method`. */
  learn(method: Method, params: unknown, answer: unknown): void {
    if (!isRecord(answer)) return;
    if (answer.ok !== true) {
      const e = answer.error;
      if (isRecord(e) && e.code === 'stale' && isRecord(e.snapshot)) this.snapshot(e.snapshot as never);
      if (isRecord(e) && e.code === 'badInput' && method === 'sessionDelete' && isRecord(params))
        this.forget(params.id as number);
      return;
    }
    const v = answer.value as Record<string, unknown>;
    switch (method) {
      case 'sessionNew':
      case 'sessionOpen':
      case 'act':
      case 'advance':
      case 'undo':
      case 'nextHand':
      case 'finishHand':
        this.snapshot(v as unknown as TableSnapshot);
        return;
      case 'sessionDelete':
        if (isRecord(params)) this.forget(params.id as number);
        return;
      case 'handGet':
        if (isRecord(params) && isRecord(v.record)) {
          this.records.push({
            session: params.session as number,
            handNo: params.handNo as number,
            record: v.record as unknown as HandRecord,
          });
          if (this.records.length > 20) this.records.shift();
        }
        return;
      case 'analysisStart':
      case 'reviewStart':
        this.jobs.push(v.job as string);
        if (this.jobs.length > 50) this.jobs.shift();
        return;
      case 'lessonCourse':
        for (const c of (v.chapters as { lessons: { id: string }[] }[]) ?? [])
          for (const l of c.lessons) if (!this.lessons.includes(l.id)) this.lessons.push(l.id);
        return;
      case 'lessonStart':
        this.attempts.push({ attempt: v.attempt as string, step: 0 });
        if (this.attempts.length > 20) this.attempts.shift();
        return;
      case 'drillNext': {
        const d = v.drill as { id: number; view: { hand: Card[]; legal: Action[] } } | null;
        if (d !== null && !this.drills.some((x) => x.id === d.id))
          this.drills.push({ id: d.id, hand: d.view.hand, legal: d.view.legal });
        return;
      }
      case 'positionSave':
        this.library.push(v.id as number);
        return;
      default:
        return;
    }
  }

  /**
   * The sessions most valid table calls go to, one per variant, so that hands of every variant get
   * played to the end (all seats people: played through by `act` alone, cheaply).
   */
  private readonly focus = new Map<string, number>();

  private snapshot(s: TableSnapshot): void {
    this.snapshots.set(s.id, s);
    const variant = s.settings.variant ?? 'chosen';
    if (!this.focus.has(variant) && s.settings.practice && s.settings.seats.every((p) => p.kind === 'human'))
      this.focus.set(variant, s.id);
    if (s.turn === 'handEnd' && !this.finished.some((f) => f.session === s.id && f.handNo === s.handNo))
      this.finished.push({ session: s.id, handNo: s.handNo });
    for (let h = 1; h < s.handNo; h++)
      if (!this.finished.some((f) => f.session === s.id && f.handNo === h))
        this.finished.push({ session: s.id, handNo: h });
  }

  private someSnapshot(rng: Rng, share = 3): TableSnapshot | null {
    const ids = [...this.focus.values()];
    const focused = ids.length === 0 ? undefined : this.snapshots.get(pick(rng, ids));
    if (focused !== undefined && rng.int(4) < share) return focused;
    return this.snapshots.size === 0 ? null : pick(rng, [...this.snapshots.values()]);
  }

  private sessionId(rng: Rng): number {
    const ids = this.sessionIds;
    return ids.length === 0 ? 1 + rng.int(5) : pick(rng, ids);
  }

  /** A valid request of `method` as far as the corpus knows (ids may have gone stale meanwhile). */
  valid(method: Method, rng: Rng): unknown {
    const { position, seat } = pick(rng, this.positions);
    // Coach notes mostly at the people-only practice tables, where persons' cards are played.
    const snap = this.someSnapshot(rng, method === 'coachCard' ? 4 : 3);
    const version = (): { version?: string } =>
      snap !== null && rng.int(4) > 0 ? { version: snap.version } : {};
    switch (method) {
      case 'solve':
      case 'analyze':
      case 'laydown':
        return { position };
      case 'analyzeForSeat':
      case 'analysisStart':
        return { position, seat, seed: rng.int(100), maxLayouts: 1 + rng.int(3) };
      case 'boardMove':
        return { position, level: 'zacatecnik', seed: rng.int(100) };
      case 'analysisPoll':
      case 'analysisStop':
      case 'reviewPoll':
      case 'reviewStop':
        return { job: this.jobs.length === 0 ? 'j1' : pick(rng, this.jobs) };
      case 'sessionNew': {
        // Half are volený, the rest another variant at a seat count and preset it takes (api/game.ts).
        const variant = rng.int(2) === 0 ? 'chosen' : pick(rng, SESSION_VARIANTS);
        const n = pick(rng, seatCountsOf(variant));
        const preset = pick(rng, presetsOf(variant));
        // A quarter are practice evenings of people only (played through by `act` alone, cheaply).
        const people = rng.int(4) === 0;
        const human = rng.int(n);
        const seats = Array.from({ length: n }, (_, s) =>
          people || s === human || rng.int(6) === 0
            ? { kind: 'human', name: `Hráč ${s}` }
            : { kind: 'ai', name: `Počítač ${s}`, level: rng.int(8) === 0 ? 'hrac' : 'zacatecnik' },
        );
        const settings = {
          rules: rng.int(2) === 0 ? { preset } : PRESETS[preset],
          seats,
          practice: people || rng.int(2) === 0,
          ...(variant === 'chosen' && rng.int(2) === 0 ? {} : { variant }),
        };
        return rng.int(4) === 0
          ? { settings, deal: { deck: shuffledDeck(rng), dealer: rng.int(n) } }
          : { settings };
      }
      case 'sessionList':
      case 'prefsGet':
      case 'stats':
      case 'warmup':
      case 'storeNotice':
      case 'lessonCourse':
        return rng.int(2) === 0 ? {} : undefined;
      case 'sessionOpen':
      case 'sessionEvening':
        return { id: this.sessionId(rng) };
      case 'sessionDelete':
        // Deleting is rare among valid calls, so that sessions live long enough to be played.
        return { id: rng.int(10) === 0 ? this.sessionId(rng) : 100_000 + rng.int(10) };
      case 'act': {
        if (snap === null) return { id: 1, action: { type: 'pass', seat: 0 } };
        const legal = snap.view.legal;
        const action: Action | { type: string; seat: number } =
          legal.length > 0 ? pick(rng, legal) : { type: 'play', seat: snap.viewer, card: pick(rng, CARDS) };
        return { id: snap.id, action, ...version() };
      }
      case 'advance':
      case 'hint':
      case 'undo':
      case 'nextHand':
      case 'handSettled':
      case 'finishHand':
        return { id: snap?.id ?? this.sessionId(rng), ...version() };
      case 'prefsSet':
        return {
          prefs: pick(rng, [
            { lang: pick(rng, ['cs', 'en']) },
            { volume: rng.int(101), sound: rng.int(2) === 0 },
            { names: ['', 'Eva', ''], baseHaler: pick(rng, [10, 20, 50, 100]) },
            { coach: rng.int(2) === 0, preset: pick(rng, ['csm', 'house001']) },
            { deck: 'french', back: 'blue', table: 'wood', animation: 'fast', showPoints: false },
          ]),
        };
      case 'sessionRename':
        return { id: this.sessionId(rng), name: rng.int(5) === 0 ? null : `Večer ${rng.int(1000)}` };
      case 'positionSave':
        return {
          title: `Pozice ${rng.int(1_000_000)}`,
          notes: rng.int(2) === 0 ? '' : 'poznámka',
          tags: rng.int(2) === 0 ? [] : ['sedma', 'konec'],
          position,
          ...(rng.int(5) === 0 && this.library.length > 0
            ? { id: pick(rng, this.library), overwrite: true }
            : {}),
        };
      case 'positionList':
        return rng.int(2) === 0 ? {} : { search: pick(rng, ['pozice', 'sedma', 'ř', 'x']) };
      case 'positionGet':
      case 'positionDelete':
        return { id: this.library.length === 0 ? 1 : pick(rng, this.library) };
      case 'handGet':
      case 'reviewStart': {
        const f = this.finished.length === 0 ? { session: 1, handNo: 1 } : pick(rng, this.finished);
        return method === 'handGet' ? f : { ...f, seat: rng.int(3) };
      }
      case 'callWhy': {
        // Any action of a finished hand: a computer's call is answered, anything else refused, typed.
        if (this.records.length === 0) return { id: 1, handNo: 1, index: 0 };
        const { session, handNo, record } = pick(rng, this.records);
        return { id: session, handNo, index: rng.int(Math.max(1, record.actions.length)) };
      }
      case 'reviewRetry': {
        // A decision of a finished hand tried again: the recorded action or another legal one there
        // (a forced action, a claim or an unjudged one is refused, typed).
        if (this.records.length === 0) return { session: 1, handNo: 1, seat: 0, index: 0, action: null };
        const { session, handNo, record } = pick(rng, this.records);
        const index = rng.int(Math.max(1, record.actions.length));
        const recorded = record.actions[index];
        const before = replay(record.setup, record.actions.slice(0, index));
        const legal = before.ok ? legalActions(before.value) : [];
        const action = legal.length > 0 && rng.int(2) === 0 ? pick(rng, legal) : recorded;
        return {
          session,
          handNo,
          seat: recorded?.seat ?? 0,
          index,
          action,
          ...(rng.int(2) === 0 ? { utcOffset: pick(rng, [0, 60, -300]) } : {}),
        };
      }
      case 'coachCard': {
        // Mostly a card the viewer played (what the coach grades), sometimes another seat's (another
        // person's is refused mid-hand), else any action of the hand.
        const history = snap?.history ?? [];
        const plays = history.flatMap((a, i) => (a.type === 'play' && a.seat === snap?.viewer ? [i] : []));
        const others = history.flatMap((a, i) => (a.type === 'play' && a.seat !== snap?.viewer ? [i] : []));
        const roll = rng.int(8);
        return {
          id: snap?.id ?? 1,
          index:
            plays.length > 0 && roll < 5
              ? pick(rng, plays)
              : others.length > 0 && roll < 7
                ? pick(rng, others)
                : rng.int(Math.max(1, history.length)),
          ...(rng.int(3) === 0 ? { reveal: rng.int(2) === 0 } : {}),
        };
      }
      case 'drillNext':
        return {
          theme: rng.int(2) === 0 ? null : pick(rng, DRILL_THEMES),
          due: rng.int(4) === 0,
          ...(rng.int(2) === 0 ? { utcOffset: 60 } : {}),
        };
      case 'drillPlay': {
        if (this.drills.length === 0) return { drill: 1, card: pick(rng, CARDS) };
        const d = pick(rng, this.drills);
        return { drill: d.id, card: d.hand.length > 0 ? pick(rng, d.hand) : pick(rng, CARDS) };
      }
      case 'drillCall': {
        // A bidding drill's call: one of its legal calls when the drill is known (a card drill refuses it).
        if (this.drills.length === 0) return { drill: 1, action: { type: 'pass', seat: 0 } };
        const d = pick(rng, this.drills);
        const calls = d.legal.filter((a) => a.type !== 'play');
        return { drill: d.id, action: calls.length > 0 ? pick(rng, calls) : { type: 'pass', seat: 0 } };
      }
      case 'drillStatus':
        return rng.int(2) === 0 ? {} : { utcOffset: pick(rng, [0, 60, -300]) };
      case 'progress':
        return { utcOffset: pick(rng, [0, 60, 120, -720, 840]) };
      case 'lessonGet':
      case 'lessonStart':
        return { id: this.lessons.length === 0 ? 'zaklady-1' : pick(rng, this.lessons) };
      case 'lessonHint':
      case 'lessonPlay': {
        const a = this.attempts.length === 0 ? { attempt: 'a1', step: 0 } : pick(rng, this.attempts);
        return method === 'lessonHint' ? a : { ...a, card: pick(rng, CARDS) };
      }
      // The shared table's (fuzzed only when named: opening a share moves seats to other devices).
      case 'shareOpen':
        return { id: this.sessionId(rng) };
      case 'shareStandIn':
        return { seat: rng.int(4), level: rng.int(3) === 0 ? null : 'zacatecnik' };
      case 'shareRelink':
        return { seat: rng.int(4) };
      case 'shareStatus':
      case 'shareClose':
      case 'guestSeat':
      case 'guestOpen':
        return rng.int(2) === 0 ? {} : undefined;
      case 'guestEvening':
        return { id: this.sessionId(rng) };
    }
  }
}

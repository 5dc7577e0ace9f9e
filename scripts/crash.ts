/**
 * The crash test (issue 17): the real browser-mode server (`src-main/server/main.ts`, a child process)
 * is killed with SIGKILL at random moments while clients write through its HTTP API, over and over on
 * one data directory. After each kill the SQLite file is reopened: `PRAGMA integrity_check` is ok, the
 * store opens (checks and migrations), and every write whose answer a client received is there —
 * sessions, a person's actions and the computers' moves, new hands, preferences, evening names and
 * deletions, library entries, finished lesson attempts, drill results. A write still in flight at the
 * kill may be there or not, but nothing else: at most the in-flight write more than was acknowledged.
 *
 * Lesson finishes and drill plays wait for the solver's judge, so a kill at a random moment seldom falls
 * on one (a lesson's last step comes after several judged steps). So the runs take turns: one run in
 * three kills at a random moment as above, one while a lesson's last step (the call that finishes the
 * lesson and stores the attempt) is in flight, one while a drill play is in flight; such a kill falls at
 * a random point within twice the time such a call took last (the store's write is at its end), so about
 * half fall while the call runs and half just after its answer; the figures count the kills that fell
 * while one ran.
 *
 * `npm run crash -- [--kills N] [--seed S] [--min-ms A] [--max-ms B]` prints the figures;
 * tests/unit/store/crash-server.slow.test.ts runs a few kills with the same code.
 *
 * `npm run crash -- --full-disk DIR [--full-ms T] [--seed S]` is the full-disk run (runFullDisk): DIR is
 * an empty directory on a small file system of its own (as root: `mount -t tmpfs -o size=4m tmpfs DIR`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import {
  type Action,
  type Card,
  type Position,
  type Rng,
  type SessionSettings,
  PRESETS,
  createRng,
  readNotation,
} from '../src-shared/index.ts';
import { storeFile } from '../src-main/store/location.ts';
import { openStore } from '../src-main/store/store.ts';
import { mineDrill } from '../src-main/training/mine.ts';
import { JUDGE_VERSION, THEMES, type Theme } from '../src-main/training/drill-judge.ts';
import { STOCK_KIND, initialRating } from '../src-main/training/stock.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'src-main', 'server', 'main.ts');

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export interface CrashOptions {
  /** How many times the server is started and killed. */
  readonly kills: number;
  /** Seed of the kill times and of every client's choices. */
  readonly seed: number;
  /** The kill falls uniformly between these many ms after the run's first acknowledged write. */
  readonly minMs?: number;
  readonly maxMs?: number;
  /** Drills mined into the file before the first start (the server's own stock starts later). */
  readonly drills?: number;
  /** A line of progress per kill. */
  readonly log?: (line: string) => void;
  /** What the runs' kills aim at, in turn (default AIMS: any moment, a lesson finish, a drill play). */
  readonly aims?: readonly Aim[];
}

/** Kinds of acknowledged writes counted in the figures. */
export const WRITE_KINDS = [
  'sessionNew',
  'act',
  'advance',
  'nextHand',
  'prefsSet',
  'sessionRename',
  'sessionDelete',
  'positionSave',
  'positionDelete',
  'lessonFinish',
  'drillPlay',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** What a run's kill waits for: any moment, or a lesson's finishing step or a drill play in flight. */
export const AIMS = ['any', 'lessonFinish', 'drillPlay'] as const;
export type Aim = (typeof AIMS)[number];

export interface CrashFigures {
  readonly kills: number;
  /** Acknowledged writes by kind, over every run. */
  readonly acknowledged: Record<WriteKind, number>;
  /** Writes in flight when the server was killed, and how many of them were found committed. */
  readonly inFlight: number;
  readonly inFlightCommitted: number;
  /** Kills made while a lesson's finishing step, or a drill play, was in flight. */
  readonly killsDuring: Record<Aim, number>;
  /**
   * Kills aimed at a call of each kind that found one in flight (and then fell within twice its time:
   * about half of them during it, counted in `killsDuring`, the others just after its answer).
   */
  readonly killsAimed: Record<Aim, number>;
  /** Kills that left a non-empty WAL (the file was caught mid-life, not checkpointed). */
  readonly walLeft: number;
  /** Every problem found (empty: nothing acknowledged was lost, every check passed). */
  readonly problems: readonly string[];
  /** Median ms from spawning the server to its first answer. */
  readonly startupMedianMs: number;
  readonly elapsedMs: number;
}

// ---------------------------------------------------------------------------------------------
// The server as a child process and an HTTP client of it

interface Running {
  readonly proc: ChildProcess;
  readonly base: string;
  readonly token: string;
  readonly exited: Promise<void>;
}

function startServer(dataDir: string): Promise<Running> {
  return new Promise((resolveStart, reject) => {
    const proc = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', SERVER, '--port', '0'], {
      cwd: ROOT,
      env: { ...process.env, MARIAS_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A harness that ends early (an error, a test's time limit) leaves no server behind.
    const orphan = () => proc.kill('SIGKILL');
    process.once('exit', orphan);
    const exited = new Promise<void>((done) =>
      proc.once('exit', () => {
        process.off('exit', orphan);
        done();
      }),
    );
    let out = '';
    let errText = '';
    proc.stderr?.on('data', (d: Buffer) => (errText += d.toString()));
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)\/#token=([0-9a-f]+)/.exec(out);
      if (m !== null) resolveStart({ proc, base: m[1] as string, token: m[2] as string, exited });
    });
    proc.once('error', reject);
    void exited.then(() => reject(new Error(`the server stopped before it listened: ${errText || out}`)));
  });
}

/** Thrown when a call got no answer (the server is gone): the write is not acknowledged. */
class NoAnswer extends Error {}

interface Client {
  /** The answer's value; throws NoAnswer without an answer, Error for an answer that is an error. */
  call(method: string, params?: unknown): Promise<unknown>;
}

/** Counts the answers "database or disk is full" when a client retries them (the full-disk run). */
interface FullRetry {
  refused: number;
}

/**
 * `full`: an answer that the disk is full is counted and the same call sent again 100 ms later (as a
 * person would try again), instead of ending the client; the refused call wrote nothing.
 */
function client(server: Running, caller: string, full: FullRetry | null = null): Client {
  return {
    async call(method, params) {
      for (;;) {
        const answer = await once(method, params);
        if (answer.ok) return answer.value;
        const error = JSON.stringify(answer.error).slice(0, 300);
        if (full !== null && error.includes('database or disk is full')) {
          full.refused++;
          await sleep(100);
          continue;
        }
        throw new Error(`${method}: ${error}`);
      }
    },
  };

  async function once(
    method: string,
    params: unknown,
  ): Promise<{ ok: boolean; value?: unknown; error?: unknown }> {
    let text: string;
    try {
      const res = await fetch(`${server.base}/api/${method}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${server.token}`,
          'Content-Type': 'application/json',
          'X-Marias-Caller': caller,
        },
        body: params === undefined ? '' : JSON.stringify(params),
      });
      text = await res.text();
    } catch (e) {
      throw new NoAnswer(e instanceof Error ? e.message : String(e));
    }
    return JSON.parse(text) as { ok: boolean; value?: unknown; error?: unknown };
  }
}

// ---------------------------------------------------------------------------------------------
// What the clients were told (the ledger) and what may have happened without an answer

export interface GameFacts {
  /** The settings the session's first answer showed. */
  settings: unknown;
  /** The hand and its number of actions the last answer showed. */
  handNo: number;
  actions: number;
  /** The person's actions acknowledged in that hand, by index. */
  acts: Map<number, Action>;
  /** The last name an answer confirmed (null: none). */
  name: string | null;
  /** A rename in flight at a kill: the name may be either. */
  maybeName: string | null | undefined;
  deleted: boolean;
  /** A delete was sent but not answered: the session may be gone. */
  maybeDeleted: boolean;
  /** An action or new hand in flight: one more action, or the next hand, may be stored. */
  maybeMore: boolean;
}

export interface EntryFacts {
  title: string;
  /** The position the last answer showed. */
  position: unknown;
  notes: string;
  /** An overwrite in flight: the notes may be these instead. */
  maybeNotes: string | undefined;
  deleted: boolean;
  maybeDeleted: boolean;
}

export interface Ledger {
  sessions: Map<number, GameFacts>;
  /** A sessionNew in flight: one more session may exist. */
  maybeSessions: number;
  prefs: { volume: number; showPoints: boolean } | null;
  maybePrefs: { volume: number; showPoints: boolean } | null;
  entries: Map<number, EntryFacts>;
  /** Titles of saves in flight (no id known): such an entry may exist. */
  maybeTitles: Set<string>;
  lessons: Map<string, number>;
  maybeLessons: Map<string, number>;
  drills: Map<number, number>;
  maybeDrills: Map<number, number>;
  counts: Record<WriteKind, number>;
  inFlight: number;
  /** Calls of the aimed kinds in flight now, and how long the last answered one took (ms). */
  sending: Record<Exclude<Aim, 'any'>, number>;
  tookMs: Record<Exclude<Aim, 'any'>, number>;
}

export const newLedger = (): Ledger => ({
  sessions: new Map(),
  maybeSessions: 0,
  prefs: null,
  maybePrefs: null,
  entries: new Map(),
  maybeTitles: new Set(),
  lessons: new Map(),
  maybeLessons: new Map(),
  drills: new Map(),
  maybeDrills: new Map(),
  counts: Object.fromEntries(WRITE_KINDS.map((k) => [k, 0])) as Record<WriteKind, number>,
  inFlight: 0,
  sending: { lessonFinish: 0, drillPlay: 0 },
  tookMs: { lessonFinish: 0, drillPlay: 0 },
});

/** Counts a call of an aimed kind as in flight while it runs, and times it. */
async function aimed<T>(ledger: Ledger, kind: Exclude<Aim, 'any'>, send: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  ledger.sending[kind]++;
  try {
    const value = await send();
    ledger.tookMs[kind] = performance.now() - t0;
    return value;
  } finally {
    ledger.sending[kind]--;
  }
}

/** Acknowledged writes so far. */
const total = (ledger: Ledger): number => WRITE_KINDS.reduce((n, k) => n + ledger.counts[k], 0);

function bump<K>(m: Map<K, number>, key: K, by = 1): void {
  m.set(key, (m.get(key) ?? 0) + by);
}

/**
 * One write: `send` is the call, `pending` marks what may happen without an answer (undone by the
 * caller's `ack` once answered). An answer that is an error is no write: its pending mark is undone.
 */
async function write<T>(
  ledger: Ledger,
  pending: { mark(): void; unmark(): void },
  send: () => Promise<T>,
  ack: (value: T) => void,
): Promise<void> {
  pending.mark();
  let value: T;
  try {
    value = await send();
  } catch (e) {
    if (e instanceof NoAnswer) {
      ledger.inFlight++;
      throw e;
    }
    pending.unmark();
    throw e;
  }
  pending.unmark();
  ack(value);
}

// ---------------------------------------------------------------------------------------------
// The clients: each writes one kind of data, one call at a time, until the server is gone

/** A table's client: the session it plays (null: none yet) and the settings of its sessions. */
export interface Table {
  current: number | null;
  readonly settings: SessionSettings;
}

/** A person against two computers: the computers' moves (`advance`) go through the solver pool. */
const WITH_COMPUTERS: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
    { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
  ],
  practice: false,
};
/** Three people at one screen: every action is a person's (`act`), hands end quickly. */
const PEOPLE: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'human', name: 'Adam' },
    { kind: 'human', name: 'Pepa' },
  ],
  practice: false,
};

interface Snapshot {
  readonly id: number;
  readonly settings: unknown;
  readonly handNo: number;
  readonly turn: 'human' | 'ai' | 'handEnd';
  readonly version: string;
  readonly history: readonly unknown[];
  readonly view: { readonly legal: readonly Action[] };
}

/** A table: sessions played hand after hand, a new one after the third hand; random legal actions. */
async function tableClient(api: Client, ledger: Ledger, rng: Rng, state: Table) {
  for (;;) {
    let snap: Snapshot;
    const facts = state.current === null ? undefined : ledger.sessions.get(state.current);
    if (facts === undefined || facts.deleted || facts.maybeDeleted || facts.handNo > 3) {
      if (facts !== undefined) state.current = null;
      await write(
        ledger,
        { mark: () => ledger.maybeSessions++, unmark: () => ledger.maybeSessions-- },
        () => api.call('sessionNew', { settings: state.settings }) as Promise<Snapshot>,
        (s) => {
          ledger.counts.sessionNew++;
          ledger.sessions.set(s.id, {
            settings: s.settings,
            handNo: s.handNo,
            actions: s.history.length,
            acts: new Map(),
            name: null,
            maybeName: undefined,
            deleted: false,
            maybeDeleted: false,
            maybeMore: false,
          });
          state.current = s.id;
        },
      );
      continue;
    }
    const id = state.current as number;
    try {
      snap = (await api.call('sessionOpen', { id })) as Snapshot;
    } catch (e) {
      if (e instanceof NoAnswer) throw e;
      state.current = null; // deleted by the evenings' client meanwhile
      continue;
    }
    const more = { mark: () => (facts.maybeMore = true), unmark: () => (facts.maybeMore = false) };
    const seen = (s: Snapshot, kind: WriteKind) => {
      ledger.counts[kind]++;
      if (s.handNo !== facts.handNo) facts.acts = new Map();
      facts.handNo = s.handNo;
      facts.actions = s.history.length;
    };
    try {
      if (snap.turn === 'human') {
        const action = snap.view.legal[rng.int(snap.view.legal.length)] as Action;
        const index = snap.history.length;
        await write(
          ledger,
          more,
          () => api.call('act', { id, action, version: snap.version }) as Promise<Snapshot>,
          (s) => {
            seen(s, 'act');
            if (s.handNo === snap.handNo) facts.acts.set(index, action);
          },
        );
      } else if (snap.turn === 'ai') {
        await write(
          ledger,
          more,
          () => api.call('advance', { id, version: snap.version }) as Promise<Snapshot>,
          (s) => seen(s, 'advance'),
        );
      } else {
        await write(
          ledger,
          more,
          () => api.call('nextHand', { id, version: snap.version }) as Promise<Snapshot>,
          (s) => seen(s, 'nextHand'),
        );
      }
    } catch (e) {
      if (e instanceof NoAnswer) throw e;
      // stale or deleted: read the table again
    }
  }
}

async function prefsClient(api: Client, ledger: Ledger, rng: Rng) {
  for (;;) {
    const prefs = { volume: rng.int(101), showPoints: rng.int(2) === 1 };
    await write(
      ledger,
      { mark: () => (ledger.maybePrefs = prefs), unmark: () => (ledger.maybePrefs = null) },
      () => api.call('prefsSet', { prefs }),
      () => {
        ledger.counts.prefsSet++;
        ledger.prefs = prefs;
      },
    );
  }
}

/** Names evenings the tables have left, and deletes some of them. */
async function eveningsClient(api: Client, ledger: Ledger, rng: Rng, tables: readonly Table[]) {
  let n = 0;
  for (;;) {
    const left = [...ledger.sessions.entries()].filter(
      ([id, f]) =>
        tables.every((t) => t.current !== id) && !f.deleted && !f.maybeDeleted && f.maybeName === undefined,
    );
    if (left.length === 0) {
      await sleep(50);
      await api.call('sessionList'); // a read: ends this client once the server is gone
      continue;
    }
    const [id, facts] = left[rng.int(left.length)] as [number, GameFacts];
    if (rng.int(4) === 0) {
      await write(
        ledger,
        { mark: () => (facts.maybeDeleted = true), unmark: () => (facts.maybeDeleted = false) },
        () => api.call('sessionDelete', { id }),
        () => {
          ledger.counts.sessionDelete++;
          facts.deleted = true;
        },
      ).catch((e: unknown) => {
        if (e instanceof NoAnswer) throw e;
      });
    } else {
      const name = rng.int(5) === 0 ? null : `Večer ${++n}`;
      await write(
        ledger,
        { mark: () => (facts.maybeName = name), unmark: () => (facts.maybeName = undefined) },
        () => api.call('sessionRename', { id, name }),
        () => {
          ledger.counts.sessionRename++;
          facts.name = name;
        },
      ).catch((e: unknown) => {
        if (e instanceof NoAnswer) throw e;
      });
    }
  }
}

const POSITIONS: readonly Position[] = [
  'csm d2 0:H game:1 seven / HA HX HK HO H7 BA BX LA L7 / H9 H8 BK BO B9 LX LK LO AA AX / ' +
    'HU BU B8 LU L9 L8 AK AO AU A9 / A8 A7 / B7',
].map((text) => {
  const read = readNotation(text);
  if (!read.ok) throw new Error(`bad notation: ${text}`);
  return read.value.position;
});

/** The library: new entries, overwrites of their notes, deletions. */
async function libraryClient(api: Client, ledger: Ledger, rng: Rng, run: number) {
  let n = 0;
  for (;;) {
    const live = [...ledger.entries.entries()].filter(([, e]) => !e.deleted && !e.maybeDeleted);
    const choice = rng.int(6);
    const position = POSITIONS[rng.int(POSITIONS.length)] as Position;
    if (choice === 0 && live.length > 0) {
      const [id, entry] = live[rng.int(live.length)] as [number, EntryFacts];
      await write(
        ledger,
        { mark: () => (entry.maybeDeleted = true), unmark: () => (entry.maybeDeleted = false) },
        () => api.call('positionDelete', { id }),
        () => {
          ledger.counts.positionDelete++;
          entry.deleted = true;
        },
      );
    } else if (choice === 1 && live.length > 0) {
      const [id, entry] = live[rng.int(live.length)] as [number, EntryFacts];
      const notes = `přepsáno ${run}.${++n}`;
      await write(
        ledger,
        { mark: () => (entry.maybeNotes = notes), unmark: () => (entry.maybeNotes = undefined) },
        () =>
          api.call('positionSave', {
            id,
            title: entry.title,
            notes,
            tags: [],
            position,
            overwrite: true,
          }) as Promise<{ position: unknown }>,
        (saved) => {
          ledger.counts.positionSave++;
          entry.notes = notes;
          entry.position = saved.position;
        },
      );
    } else {
      const title = `Pád ${run}.${++n}`;
      const notes = `uloženo ${run}.${n}`;
      await write(
        ledger,
        { mark: () => ledger.maybeTitles.add(title), unmark: () => ledger.maybeTitles.delete(title) },
        () =>
          api.call('positionSave', { title, notes, tags: ['pád'], position, overwrite: false }) as Promise<{
            id: number;
            position: unknown;
          }>,
        (saved) => {
          ledger.counts.positionSave++;
          ledger.entries.set(saved.id, {
            title,
            position: saved.position,
            notes,
            maybeNotes: undefined,
            deleted: false,
            maybeDeleted: false,
          });
        },
      );
    }
  }
}

interface LessonStep {
  readonly view: { readonly legal: readonly Action[] };
}
type Verdict =
  | { kind: 'illegal' }
  | { kind: 'wrong'; right: { card: Card } }
  | { kind: 'found'; found: readonly Card[] }
  | { kind: 'right'; next: number | null; finish: { stars: number } | null };

const cardOf = (a: Action): Card | null => (a.type === 'play' ? a.card : null);

/** Lessons played to the end: a random legal card, the right one after a wrong one. */
async function lessonsClient(api: Client, ledger: Ledger, rng: Rng) {
  const course = (await api.call('lessonCourse')) as {
    chapters: { lessons: { id: string; steps: number }[] }[];
  };
  const lessons = course.chapters.flatMap((c) => c.lessons.map((l) => l.id));
  for (;;) {
    const id = lessons[rng.int(lessons.length)] as string;
    const shown = (await api.call('lessonGet', { id })) as { steps: LessonStep[] };
    const { attempt } = (await api.call('lessonStart', { id })) as { attempt: string };
    let step: number | null = 0;
    while (step !== null) {
      const cards = (shown.steps[step]?.view.legal ?? []).map(cardOf).filter((c) => c !== null);
      if (cards.length === 0) break;
      let card = cards[rng.int(cards.length)] as Card;
      let next: number | null | undefined;
      for (let tries = 0; tries < 4 && next === undefined; tries++) {
        const at: number = step;
        const last = at === shown.steps.length - 1;
        let verdict: Verdict | undefined;
        await write(
          ledger,
          // The last step's right card finishes the lesson and stores the attempt.
          {
            mark: () => bump(ledger.maybeLessons, id),
            unmark: () => bump(ledger.maybeLessons, id, -1),
          },
          () => {
            const play = () => api.call('lessonPlay', { attempt, step: at, card }) as Promise<Verdict>;
            // The last step's call is the one that may finish the lesson: a kill can aim at it.
            return last ? aimed(ledger, 'lessonFinish', play) : play();
          },
          (v) => {
            verdict = v;
            if (v.kind === 'right' && v.finish !== null) {
              ledger.counts.lessonFinish++;
              bump(ledger.lessons, id);
            }
          },
        );
        if (verdict?.kind === 'right') next = verdict.next;
        else if (verdict?.kind === 'wrong') card = verdict.right.card;
        // An every-legal-card step: on to a card not found yet.
        else if (verdict?.kind === 'found') {
          const found = verdict.found;
          card = cards.find((c) => !found.includes(c)) ?? card;
        } else card = cards[rng.int(cards.length)] as Card;
      }
      if (next === undefined) break; // no right card found: a new attempt
      step = next;
    }
  }
}

/** Drills from the stock (or due), a random legal card on each. */
async function drillsClient(api: Client, ledger: Ledger, rng: Rng) {
  for (;;) {
    const next = (await api.call('drillNext', { theme: null, due: rng.int(3) === 0 })) as {
      drill: { id: number; view: { legal: readonly Action[] } } | null;
    };
    if (next.drill === null) {
      await sleep(100); // the stock is empty and nothing is due: wait for the server's miner
      continue;
    }
    const drill = next.drill;
    const cards = drill.view.legal.map(cardOf).filter((c) => c !== null);
    if (cards.length === 0) continue;
    const card = cards[rng.int(cards.length)] as Card;
    await write(
      ledger,
      {
        mark: () => bump(ledger.maybeDrills, drill.id),
        unmark: () => bump(ledger.maybeDrills, drill.id, -1),
      },
      () =>
        aimed(
          ledger,
          'drillPlay',
          () =>
            api.call('drillPlay', { drill: drill.id, card }) as Promise<{
              outcome: string;
              rating?: unknown;
            }>,
        ),
      (played) => {
        // Only a rated answer says the attempt was stored (an illegal card, or a second card on the
        // same serving, is not).
        if (played.outcome === 'illegal' || played.rating === null || played.rating === undefined) return;
        ledger.counts.drillPlay++;
        bump(ledger.drills, drill.id);
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// After a kill: the file checked against the ledger

/** Equal as data (key order aside). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/**
 * Checks the file after a kill; each problem is pushed to `problems`. Then the ledger takes what the
 * file holds for the writes that were in flight (they are decided now), so the next run starts exact.
 * Answers how many in-flight writes were found committed.
 */
export function verify(file: string, ledger: Ledger, problems: string[], label: string): number {
  const fail = (what: string) => problems.push(`${label}: ${what}`);
  let committed = 0;
  const raw = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = raw.pragma('integrity_check', { simple: true });
    if (check !== 'ok') fail(`integrity_check: ${String(check)}`);
  } finally {
    raw.close();
  }
  // Opening checks the file again and brings the schema up to date, as the app does at start-up.
  const store = openStore(file);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // Sessions and their hands.
    const stored = new Map(store.sessions().map((s) => [s.id, s]));
    for (const [id, f] of ledger.sessions) {
      const row = stored.get(id);
      if (f.deleted) {
        if (row !== undefined) fail(`session ${id} was deleted (acknowledged) but is back`);
        continue;
      }
      if (row === undefined) {
        if (f.maybeDeleted) {
          f.deleted = true;
          f.maybeDeleted = false;
          committed++;
        } else fail(`session ${id} (acknowledged) is missing`);
        continue;
      }
      if (f.maybeDeleted) f.maybeDeleted = false;
      if (row.name !== f.name) {
        if (f.maybeName !== undefined && row.name === f.maybeName) {
          f.name = row.name;
          committed++;
        } else
          fail(`session ${id}: name ${JSON.stringify(row.name)}, acknowledged ${JSON.stringify(f.name)}`);
      }
      f.maybeName = undefined;
      if (!same(row.settings, f.settings)) fail(`session ${id}: the settings differ from those answered`);
      const hands = store.hands(id);
      const last = hands.at(-1);
      if (last === undefined) {
        fail(`session ${id}: no hand`);
        continue;
      }
      const at = { handNo: last.handNo, actions: last.actions.length };
      const exact = at.handNo === f.handNo && at.actions === f.actions;
      const oneMore =
        (at.handNo === f.handNo && at.actions === f.actions + 1) ||
        (at.handNo === f.handNo + 1 && at.actions === 0);
      if (!exact && !(f.maybeMore && oneMore))
        fail(
          `session ${id}: stored hand ${at.handNo} with ${at.actions} actions, acknowledged hand ${f.handNo} ` +
            `with ${f.actions}${f.maybeMore ? ' (+1 in flight)' : ''}`,
        );
      if (!exact && f.maybeMore && oneMore) committed++;
      const hand = hands.find((h) => h.handNo === f.handNo);
      for (const [index, action] of f.acts)
        if (!same(hand?.actions[index], action))
          fail(
            `session ${id}: hand ${f.handNo} action ${index} is not the acknowledged ${JSON.stringify(action)}`,
          );
      if (at.handNo !== f.handNo) f.acts = new Map();
      f.handNo = at.handNo;
      f.actions = at.actions;
      f.maybeMore = false;
    }
    const unknown = [...stored.keys()].filter((id) => !ledger.sessions.has(id));
    if (unknown.length > ledger.maybeSessions)
      fail(`${unknown.length} sessions nobody was told of, ${ledger.maybeSessions} in flight`);
    committed += Math.min(unknown.length, ledger.maybeSessions);
    ledger.maybeSessions = 0;
    for (const id of unknown) {
      const last = store.hands(id).at(-1);
      ledger.sessions.set(id, {
        settings: stored.get(id)?.settings,
        handNo: last?.handNo ?? 1,
        actions: last?.actions.length ?? 0,
        acts: new Map(),
        name: stored.get(id)?.name ?? null,
        maybeName: undefined,
        deleted: false,
        maybeDeleted: false,
        maybeMore: false,
      });
    }

    // Preferences.
    if (ledger.prefs !== null || ledger.maybePrefs !== null) {
      const all = store.prefs();
      const now = { volume: all['volume'], showPoints: all['showPoints'] };
      if (!same(now, ledger.prefs)) {
        if (ledger.maybePrefs !== null && same(now, ledger.maybePrefs)) {
          ledger.prefs = ledger.maybePrefs;
          committed++;
        } else fail(`prefs ${JSON.stringify(now)}, acknowledged ${JSON.stringify(ledger.prefs)}`);
      }
      ledger.maybePrefs = null;
    }

    // The library.
    const positions = new Map(store.positions().map((p) => [p.id, p]));
    for (const [id, e] of ledger.entries) {
      const row = positions.get(id);
      if (e.deleted) {
        if (row !== undefined) fail(`library entry ${id} was deleted (acknowledged) but is back`);
        continue;
      }
      if (row === undefined) {
        if (e.maybeDeleted) {
          e.deleted = true;
          committed++;
        } else fail(`library entry ${id} "${e.title}" (acknowledged) is missing`);
        e.maybeDeleted = false;
        continue;
      }
      e.maybeDeleted = false;
      if (row.title !== e.title) fail(`library entry ${id}: title "${row.title}", acknowledged "${e.title}"`);
      if (!same(row.position, e.position) && e.maybeNotes === undefined)
        fail(`library entry ${id}: the position differs from the one answered`);
      e.position = row.position;
      if (row.notes !== e.notes) {
        if (e.maybeNotes !== undefined && row.notes === e.maybeNotes) {
          e.notes = row.notes;
          committed++;
        } else fail(`library entry ${id}: notes "${row.notes}", acknowledged "${e.notes}"`);
      }
      e.maybeNotes = undefined;
    }
    for (const [id, row] of positions) {
      if (ledger.entries.has(id)) continue;
      if (!ledger.maybeTitles.has(row.title)) fail(`library entry ${id} "${row.title}" nobody saved`);
      else committed++;
      ledger.entries.set(id, {
        title: row.title,
        position: row.position,
        notes: row.notes,
        maybeNotes: undefined,
        deleted: false,
        maybeDeleted: false,
      });
    }
    ledger.maybeTitles.clear();

    // Finished lesson attempts: the attempts rows and the lesson's progress agree and count each one.
    const attemptsOf = db.prepare<[string, string], { n: number }>(
      'SELECT count(*) AS n FROM attempts WHERE kind = ? AND item = ?',
    );
    const lessonRows = db
      .prepare<[], { lesson_id: string; attempts: number }>('SELECT lesson_id, attempts FROM lesson_progress')
      .all();
    const lessonIds = new Set([...ledger.lessons.keys(), ...lessonRows.map((r) => r.lesson_id)]);
    for (const id of lessonIds) {
      const acked = ledger.lessons.get(id) ?? 0;
      const maybe = ledger.maybeLessons.get(id) ?? 0;
      const rows = attemptsOf.get('lesson', id)?.n ?? 0;
      const progress = lessonRows.find((r) => r.lesson_id === id)?.attempts ?? 0;
      if (rows < acked || rows > acked + maybe)
        fail(`lesson ${id}: ${rows} attempts stored, ${acked} acknowledged, ${maybe} in flight`);
      if (progress !== rows) fail(`lesson ${id}: progress counts ${progress} attempts, the rows ${rows}`);
      committed += Math.max(0, rows - acked);
      ledger.lessons.set(id, rows);
    }
    ledger.maybeLessons.clear();

    // Drill results: the drill's plays and its attempts rows count each one.
    const playsOf = db.prepare<[number], { plays: number }>('SELECT plays FROM drills WHERE id = ?');
    const played = db
      .prepare<[], { id: number }>('SELECT id FROM drills WHERE plays > 0')
      .all()
      .map((r) => r.id);
    for (const id of new Set([...ledger.drills.keys(), ...played])) {
      const acked = ledger.drills.get(id) ?? 0;
      const maybe = ledger.maybeDrills.get(id) ?? 0;
      const plays = playsOf.get(id)?.plays ?? 0;
      const rows = attemptsOf.get('drill', `drill:${id}`)?.n ?? 0;
      if (plays < acked || plays > acked + maybe)
        fail(`drill ${id}: ${plays} plays stored, ${acked} acknowledged, ${maybe} in flight`);
      if (rows !== plays) fail(`drill ${id}: ${plays} plays but ${rows} attempts rows`);
      committed += Math.max(0, plays - acked);
      ledger.drills.set(id, plays);
    }
    ledger.maybeDrills.clear();
  } finally {
    db.close();
    store.close();
  }
  return committed;
}

// ---------------------------------------------------------------------------------------------
// The runs

/** Mines `count` drills in this process and stores them, as the server's stock would later. */
/**
 * Every client of a run at once (two tables, prefs, evenings, the library as run `run`, lessons,
 * drills), each on its own random stream; each promise answers null, or the error that ended it.
 */
function startClients(
  api: (name: string) => Client,
  ledger: Ledger,
  rng: (i: number) => Rng,
  tables: readonly Table[],
  run: number,
): Promise<unknown>[] {
  return [
    tableClient(api('computers'), ledger, rng(1), tables[0] as Table),
    tableClient(api('people'), ledger, rng(7), tables[1] as Table),
    prefsClient(api('prefs'), ledger, rng(2)),
    eveningsClient(api('evenings'), ledger, rng(3), tables),
    libraryClient(api('library'), ledger, rng(4), run),
    lessonsClient(api('lessons'), ledger, rng(5)),
    drillsClient(api('drills'), ledger, rng(6)),
  ].map((p) =>
    p.then(
      () => null,
      (e: unknown) => e,
    ),
  );
}

function seedDrills(file: string, count: number, seed: number): void {
  const store = openStore(file);
  try {
    const when = new Date().toISOString();
    for (let i = 0, s = seed; i < count; s++) {
      const theme = THEMES[s % THEMES.length] as Theme;
      const d = mineDrill(s, theme, { kind: STOCK_KIND[theme] });
      if (d === null) continue;
      const id = store.drills.insertDrill(
        {
          theme,
          kind: d.kind,
          source: 'mined',
          origin: `mined:${theme}:${d.kind}:${d.seed}`,
          drill: d,
          rating: initialRating(d.difficulty),
          judge: JUDGE_VERSION,
        },
        when,
      );
      if (id !== null) i++;
    }
  } finally {
    store.close();
  }
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runCrash(options: CrashOptions): Promise<CrashFigures> {
  const { kills, seed, minMs = 200, maxMs = 6000, drills = 12, log, aims = AIMS } = options;
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'marias-crash-'));
  const file = storeFile(dir);
  const ledger = newLedger();
  const problems: string[] = [];
  const startups: number[] = [];
  const tables: Table[] = [
    { current: null, settings: WITH_COMPUTERS },
    { current: null, settings: PEOPLE },
  ];
  let inFlightCommitted = 0;
  let walLeft = 0;
  const killsDuring: Record<Aim, number> = { any: 0, lessonFinish: 0, drillPlay: 0 };
  const killsAimed: Record<Aim, number> = { any: 0, lessonFinish: 0, drillPlay: 0 };
  let reported = 0;
  const killRng = createRng(seed);
  try {
    seedDrills(file, drills, seed);
    for (let k = 0; k < kills; k++) {
      const t0 = performance.now();
      const server = await startServer(dir);
      startups.push(performance.now() - t0);
      const rng = (i: number) => createRng((seed * 1_000_003 + k * 7919 + i * 104_729) >>> 0);
      const api = (name: string) => client(server, `crash-${name}`);
      const clients = startClients(api, ledger, rng, tables, k);
      // Timed from the run's first acknowledged write, so that every run has some under any load.
      const acked = total(ledger);
      while (total(ledger) === acked && performance.now() - t0 < 60_000) await sleep(5);
      const aim = aims[k % aims.length] ?? 'any';
      await sleep(minMs + killRng.int(maxMs - minMs + 1));
      if (aim !== 'any') {
        // On with the run until a call of the aimed kind is in flight (at most two minutes more), then
        // the kill at a random point after it began.
        const until = performance.now() + 120_000;
        while (ledger.sending[aim] === 0 && performance.now() < until) await sleep(1);
        // Within twice the time the last such call took (1 s before one has answered), so that about half
        // the kills fall while the call runs and the others just after its answer, acknowledged.
        const span = ledger.tookMs[aim] > 0 ? Math.round(ledger.tookMs[aim]) : 1000;
        if (ledger.sending[aim] > 0) {
          killsAimed[aim]++;
          await sleep(killRng.int(2 * span + 1));
        }
      } else killsAimed.any++;
      if (aim === 'any') killsDuring.any++;
      else if (ledger.sending[aim] > 0) killsDuring[aim]++;
      const before = ledger.inFlight;
      server.proc.kill('SIGKILL');
      await server.exited;
      for (const e of await Promise.all(clients))
        if (!(e instanceof NoAnswer))
          problems.push(
            `run ${k}: a client stopped on an answer: ${e instanceof Error ? e.message : String(e)}`,
          );
      try {
        if (statSync(`${file}-wal`).size > 0) walLeft++;
      } catch {
        // no WAL: everything was checkpointed
      }
      const found = verify(file, ledger, problems, `run ${k}`);
      inFlightCommitted += found;
      log?.(
        `kill ${k + 1}/${kills}: ${total(ledger)} acknowledged, ` +
          `${ledger.inFlight - before} in flight (${found} committed), ${problems.length} problems`,
      );
      for (const p of problems.slice(reported)) log?.(`  ${p}`);
      reported = problems.length;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    kills,
    acknowledged: { ...ledger.counts },
    inFlight: ledger.inFlight,
    inFlightCommitted,
    killsDuring,
    killsAimed,
    walLeft,
    problems,
    startupMedianMs: Math.round(median(startups)),
    elapsedMs: Math.round(performance.now() - started),
  };
}

export interface FullDiskOptions {
  /** An empty directory on a small file system of its own (a tmpfs the caller mounted). */
  readonly dir: string;
  readonly seed: number;
  /** How long the disk stays full (ms). */
  readonly fullMs: number;
  readonly log?: (line: string) => void;
}

export interface FullDiskFigures {
  /** Writes acknowledged before the disk filled, while it was full, and after room was made. */
  readonly before: number;
  readonly whileFull: number;
  readonly after: number;
  /** Writes answered "database or disk is full" (each sent again by its client until it went through). */
  readonly refused: number;
  /** Reads (`sessionList`, one a second) answered while the disk was full, of those sent. */
  readonly reads: number;
  readonly readsAnswered: number;
  /** Bytes the filler took to fill the file system. */
  readonly fillerBytes: number;
  /** Lines the server logged: failed batches of the drill stock, errors its last resort caught. */
  readonly stockFailures: number;
  readonly lastResort: number;
  readonly problems: readonly string[];
}

/** Writes `file` until the file system has no byte left (ENOSPC); the bytes written. */
function fill(file: string): number {
  const fd = openSync(file, 'w');
  let bytes = 0;
  try {
    for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 9, 1])
      for (;;)
        try {
          bytes += writeSync(fd, Buffer.alloc(size));
        } catch (e) {
          if ((e as { code?: string }).code !== 'ENOSPC') throw e;
          break;
        }
  } finally {
    closeSync(fd);
  }
  return bytes;
}

/**
 * The full-disk run: the server and the same clients on `dir`; after the first acknowledged writes
 * the file system is filled to the last byte and kept full for `fullMs`, then the filler is deleted.
 * The server must stay up and answer reads throughout, refuse writes with the typed error (the clients
 * send them again), take writes again once there is room, and lose nothing acknowledged (the ledger
 * checked after it is stopped, as after a kill).
 */
export async function runFullDisk(options: FullDiskOptions): Promise<FullDiskFigures> {
  const { dir, seed, fullMs, log } = options;
  const file = storeFile(dir);
  const filler = join(dir, 'filler');
  const ledger = newLedger();
  const problems: string[] = [];
  const full: FullRetry = { refused: 0 };
  const tables: Table[] = [
    { current: null, settings: WITH_COMPUTERS },
    { current: null, settings: PEOPLE },
  ];
  seedDrills(file, 12, seed);
  const server = await startServer(dir);
  let exited = false;
  void server.exited.then(() => (exited = true));
  let serverErr = '';
  server.proc.stderr?.on('data', (d: Buffer) => (serverErr += d.toString()));
  const rng = (i: number) => createRng((seed * 1_000_003 + i * 104_729) >>> 0);
  const api = (name: string) => client(server, `full-${name}`, full);
  const clients = startClients(api, ledger, rng, tables, 0);
  const t0 = performance.now();
  while (total(ledger) < 50 && performance.now() - t0 < 60_000) await sleep(5);
  const before = total(ledger);
  const fillerBytes = fill(filler);
  log?.(`disk full (${fillerBytes} bytes of filler) after ${before} acknowledged writes`);
  const reader = client(server, 'full-reader');
  let reads = 0;
  let readsAnswered = 0;
  const fullUntil = performance.now() + fullMs;
  while (performance.now() < fullUntil) {
    await sleep(1000);
    if (exited) break;
    reads++;
    try {
      await reader.call('sessionList', {});
      readsAnswered++;
    } catch (e) {
      problems.push(`a read while the disk was full: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const whileFull = total(ledger) - before;
  if (exited) problems.push(`the server exited while the disk was full: ${serverErr.slice(-500)}`);
  rmSync(filler);
  log?.(
    `room again after ${fullMs} ms full: ${full.refused} writes refused, ${whileFull} acknowledged meanwhile`,
  );
  const roomAt = total(ledger);
  const t1 = performance.now();
  while (!exited && total(ledger) < roomAt + 20 && performance.now() - t1 < 30_000) await sleep(20);
  const after = total(ledger) - roomAt;
  if (after === 0) problems.push('no write was acknowledged once there was room again');
  if (exited) problems.push(`the server exited: ${serverErr.slice(-500)}`);
  server.proc.kill('SIGKILL');
  await server.exited;
  for (const e of await Promise.all(clients))
    if (!(e instanceof NoAnswer))
      problems.push(`a client stopped on an answer: ${e instanceof Error ? e.message : String(e)}`);
  verify(file, ledger, problems, 'full disk');
  const count = (re: RegExp) => serverErr.split('\n').filter((line) => re.test(line)).length;
  return {
    before,
    whileFull,
    after,
    refused: full.refused,
    reads,
    readsAnswered,
    fillerBytes,
    stockFailures: count(/^drill stock: a batch failed/),
    lastResort: count(/the app keeps running/),
    problems,
  };
}

function flag(name: string, fallback: number): number {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) {
    console.error(`--${name} takes a whole number ≥ 0`);
    process.exit(2);
  }
  return v;
}

async function main(): Promise<void> {
  const fullDir = process.argv.indexOf('--full-disk');
  if (fullDir >= 0) {
    const dir = process.argv[fullDir + 1];
    if (dir === undefined) {
      console.error('--full-disk takes a directory on a small file system of its own (a tmpfs)');
      process.exit(2);
    }
    const fullMs = flag('full-ms', 15_000);
    console.log(`full-disk run in ${dir}: the disk kept full for ${fullMs} ms`);
    const f = await runFullDisk({ dir, seed: flag('seed', 1), fullMs, log: (line) => console.log(line) });
    console.log(
      `acknowledged: ${f.before} before, ${f.whileFull} while full, ${f.after} after; refused for a full disk: ${f.refused}; ` +
        `reads while full: ${f.readsAnswered}/${f.reads} answered; the server logged ${f.stockFailures} failed ` +
        `stock batches and ${f.lastResort} errors for its last resort; problems: ${f.problems.length}`,
    );
    for (const p of f.problems.slice(0, 50)) console.log(`  ${p}`);
    process.exit(f.problems.length === 0 ? 0 : 1);
  }
  const kills = flag('kills', 100);
  const seed = flag('seed', 1);
  const minMs = flag('min-ms', 200);
  const maxMs = Math.max(minMs, flag('max-ms', 6000));
  console.log(
    `crash test: ${kills} kills of the browser-mode server, seed ${seed}, kill ${minMs}–${maxMs} ms after each run's first acknowledged write`,
  );
  const f = await runCrash({ kills, seed, minMs, maxMs, log: (line) => console.log(line) });
  const sum = WRITE_KINDS.reduce((n, k) => n + f.acknowledged[k], 0);
  console.log('');
  console.log(
    `kills: ${f.kills}; elapsed ${(f.elapsedMs / 1000).toFixed(1)} s; server start median ${f.startupMedianMs} ms`,
  );
  console.log(`acknowledged writes: ${sum}`);
  for (const k of WRITE_KINDS) console.log(`  ${k.padEnd(15)} ${f.acknowledged[k]}`);
  console.log(`writes in flight at a kill: ${f.inFlight}, found committed: ${f.inFlightCommitted}`);
  console.log(
    `kills while a lesson's finishing step was in flight: ${f.killsDuring.lessonFinish}, ` +
      `while a drill play was: ${f.killsDuring.drillPlay} (of ${f.kills}; the others at a random moment)`,
  );
  console.log(`kills leaving a WAL to recover: ${f.walLeft}`);
  console.log(`integrity_check, open and migrations after every kill; problems: ${f.problems.length}`);
  for (const p of f.problems.slice(0, 50)) console.log(`  ${p}`);
  process.exit(f.problems.length === 0 ? 0 : 1);
}

if (import.meta.main) await main();

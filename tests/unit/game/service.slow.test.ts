/**
 * The game service over a real SQLite file and real computer players in worker threads: whole hands,
 * refusals, resuming after a reopen, undo, hints, and what a person may see of the other seats.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type ApiResult,
  type Method,
  type SeatPlayer,
  type SessionSettings,
  type TableSnapshot,
  CARDS,
  DEFAULT_PREFS,
  PRESETS,
  actionKey,
  createRng,
} from '../../../src-shared/index.ts';
import { type Decider, GameService, HINT_PLAYER } from '../../../src-main/game/service.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const TIMEOUT = 120_000;

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-game-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A service over the store file `name` (a second call opens a second connection to the same file). */
function service(name: string, seed = 1): { games: GameService; store: Store } {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  // Untimed decisions, as the tests need them: the same question gets the same answer however busy
  // the machine is (a timed level may stop earlier when it is; src-main/ai/budget.ts).
  const untimed: Decider = { decide: (v, p, s, o) => pool.decide(v, p, s, { ...o, timed: false }) };
  return { games: new GameService(store, untimed, { newSeed: () => seed }), store };
}

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });
const settings = (seats: SeatPlayer[], practice = false): SessionSettings => ({
  rules: PRESETS.csm,
  seats,
  practice,
});

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** One step: the person to act takes `choose(legal)`, a computer seat advances. */
async function step(
  games: GameService,
  s: TableSnapshot,
  choose: (legal: readonly Action[]) => Action = (l) => l[0] as Action,
): Promise<TableSnapshot> {
  if (s.turn === 'human') return value(await games.act({ id: s.id, action: choose(s.view.legal) }));
  if (s.turn === 'ai') return value(await games.advance({ id: s.id }));
  throw new Error('the hand is over');
}

/** The cards a snapshot names anywhere, as a string to search. */
const text = (s: TableSnapshot) => JSON.stringify(s);

/**
 * Checks that the viewer's history hides what the viewer cannot know, against the stored actions:
 * other seats' discards (unless the viewer took that talon) and the trump card until it is turned.
 */
function expectNoLeak(s: TableSnapshot, stored: readonly Action[]): void {
  expect(s.history).toHaveLength(stored.length);
  let talonTakenBy = new Set<number>();
  const discards: { i: number; known: Set<number> }[] = [];
  stored.forEach((a, i) => {
    if (a.type === 'discard') {
      talonTakenBy = new Set([a.seat]);
      discards.push({ i, known: talonTakenBy });
    } else if (a.type === 'refuse') talonTakenBy.add(a.seat);
  });
  for (const { i, known } of discards) {
    const shown = s.history[i];
    const original = stored[i] as Extract<Action, { type: 'discard' }>;
    if (known.has(s.viewer)) expect(shown).toEqual(original);
    else {
      expect(shown).toEqual({ type: 'discard', seat: original.seat, cards: null });
      // Discarded cards are out of play: nothing else may name them either.
      for (const c of original.cards) expect(text(s)).not.toContain(`"${c}"`);
    }
  }
  const trump = stored.findIndex((a) => a.type === 'chooseTrump');
  if (trump >= 0) {
    const original = stored[trump] as Extract<Action, { type: 'chooseTrump' }>;
    if (original.seat !== s.viewer && !s.view.trumpShown) {
      expect(s.history[trump]).toEqual({ type: 'chooseTrump', seat: original.seat, card: null });
      if (s.view.phase !== 'play' && s.view.phase !== 'finished')
        expect(text(s)).not.toContain(`"${original.card}"`);
    }
  }
}

const storedActions = (store: Store, s: TableSnapshot) =>
  (store.hands(s.id).find((h) => h.handNo === s.handNo) ?? { actions: [] }).actions;

describe('game service', () => {
  it(
    'plays a whole hand to its settlement; the ledger follows; refusals carry reasons',
    async () => {
      const { games, store } = service('whole');
      let s = value(await games.sessionNew({ settings: settings([human('Eva'), ai('Karel'), ai('Jana')]) }));
      expect(s).toMatchObject({ handNo: 1, viewer: 0, turn: 'human', ledger: [0, 0, 0], hands: [] });
      expect(s.history).toEqual([]);
      expect(s.canUndo).toBe(false);

      // A computer seat cannot be made to move while the person is to act.
      const early = await games.advance({ id: s.id });
      expect(early).toEqual({
        ok: false,
        error: { code: 'refused', reason: { code: 'personToAct', seat: 0 } },
      });
      // Nor can the person act for a computer seat.
      const forAi = await games.act({ id: s.id, action: { type: 'chooseTrumpBlind', seat: 1, index: 0 } });
      expect(forAi).toMatchObject({ ok: false, error: { code: 'refused', reason: { code: 'notYourTurn' } } });
      // A trump card Eva may not choose: the engine's reason.
      const notHeld = CARDS.find((c) => !s.view.hand.includes(c)) as Card;
      const r = await games.act({ id: s.id, action: { type: 'chooseTrump', seat: 0, card: notHeld } });
      expect(r.ok ? 'accepted' : r.error.code === 'refused' && r.error.reason.code).toMatch(
        /^(notInHand|notInFirstSeven)$/,
      );
      // The next hand waits for the end of this one.
      expect(await games.nextHand({ id: s.id })).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'handNotOver' } },
      });

      let computerTried = false;
      let illegalTried = false;
      let discardTried = false;
      while (s.turn !== 'handEnd') {
        const { view } = s;
        // The person's bidding does not depend on the computer seats: an ace or ten cannot go to the talon.
        const high = view.hand.find((c) => c.endsWith('A') || c.endsWith('X'));
        if (s.turn === 'human' && view.phase === 'discard' && view.bid === 'suit' && high !== undefined) {
          discardTried = true;
          const other = view.hand.find((c) => c !== high) as Card;
          const r = await games.act({
            id: s.id,
            action: { type: 'discard', seat: s.viewer, cards: [high, other] },
          });
          expect(r).toMatchObject({
            ok: false,
            error: { code: 'refused', reason: { code: 'discardAceOrTen' } },
          });
        }
        // Not even on its own turn may the person move for a computer seat.
        if (s.turn === 'ai' && !computerTried && view.toAct !== null) {
          computerTried = true;
          const r = await games.act({ id: s.id, action: { type: 'pass', seat: view.toAct } });
          expect(r).toEqual({
            ok: false,
            error: { code: 'refused', reason: { code: 'computerSeat', seat: view.toAct } },
          });
        }
        if (s.turn === 'human' && view.phase === 'play' && !illegalTried) {
          const legal = new Set(view.legal.map((a) => (a.type === 'play' ? a.card : '')));
          const illegal = view.hand.find((c) => !legal.has(c));
          if (illegal !== undefined) {
            illegalTried = true;
            const r = await games.act({ id: s.id, action: { type: 'play', seat: s.viewer, card: illegal } });
            expect(r.ok).toBe(false);
            if (!r.ok && r.error.code === 'refused')
              expect([
                'mustFollowSuit',
                'mustOvertake',
                'mustTrump',
                'mustOvertrump',
                'sevenMustWait',
              ]).toContain(r.error.reason.code);
            else expect.fail(`not refused: ${JSON.stringify(r)}`);
            // Nothing was recorded.
            expect(value(await games.sessionOpen({ id: s.id }))).toEqual(s);
          }
        }
        s = await step(games, s);
        expectNoLeak(s, storedActions(store, s));
      }
      expect(computerTried).toBe(true);
      expect(discardTried).toBe(true);
      expect(illegalTried).toBe(true);

      const { settlement, revealed } = s;
      expect(settlement).not.toBeNull();
      const money = settlement?.money ?? [];
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
      expect(s.ledger).toEqual(money);
      expect(s.hands).toEqual([money]);
      // The score sheet's row: who declared which game and how each settled item ended.
      expect(s.sheet).toEqual([
        {
          declarer: settlement?.declarer,
          end: s.view.end,
          game: s.view.game,
          trump: s.view.game === 'suit' ? s.view.trump : null,
          items: settlement?.items.map(({ kind, side, won, doubles }) => ({ kind, side, won, doubles })),
        },
      ]);
      expect(s.canUndo).toBe(false);
      // Every seat's ten cards at the first lead, all different.
      expect(revealed?.map((h) => h.length)).toEqual([10, 10, 10]);
      expect(new Set(revealed?.flat()).size).toBe(30);

      expect(await games.act({ id: s.id, action: { type: 'pass', seat: 0 } })).toEqual({
        ok: false,
        error: { code: 'refused', reason: { code: 'handOver' } },
      });
      expect(await games.advance({ id: s.id })).toMatchObject({
        ok: false,
        error: { reason: { code: 'handOver' } },
      });

      const list = value(await games.sessionList({}));
      expect(list).toEqual([
        expect.objectContaining({
          id: s.id,
          names: ['Eva', 'Karel', 'Jana'],
          ledger: money,
          hands: 1,
          practice: false,
        }),
      ]);

      // The next hand: the deal moves on (forehand is seat 1, a computer seat), the ledger stays.
      const next = value(await games.nextHand({ id: s.id }));
      expect(next).toMatchObject({ handNo: 2, turn: 'ai', ledger: money, hands: [money], settlement: null });
      expect(next.view.table.dealer).toBe(0);
      expect(next.history).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'resumes exactly after a reopen; hides the computer seats’ discard and trump card from the person',
    async () => {
      const first = service('resume', 5);
      // Seat 0 (forehand) is a computer: it chooses trumps and discards, which the person may not see.
      let s = value(
        await first.games.sessionNew({ settings: settings([ai('Karel'), human('Eva'), ai('Jana')]) }),
      );
      expect(s.viewer).toBe(1);
      let reopened = false;
      while (s.turn !== 'handEnd') {
        s = await step(first.games, s);
        expectNoLeak(s, storedActions(first.store, s));
        if (!reopened && s.history.length >= 5 && s.turn !== 'handEnd') {
          reopened = true;
          // A new service on a new connection to the same file: the same table.
          const second = service('resume', 99);
          expect(value(await second.games.sessionOpen({ id: s.id }))).toEqual(s);
          // …and it goes on from there, deciding as the first would have.
          const a = await step(second.games, s);
          const b = value(await first.games.sessionOpen({ id: s.id }));
          expect(b).toEqual(a);
          s = a;
        }
      }
      expect(reopened).toBe(true);
      expect(s.history.filter((a) => a.type === 'discard').length).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'undoes back to the person’s last decision in practice, and refuses undo otherwise',
    async () => {
      const { games } = service('undo');
      const seats = [human('Eva'), ai('Karel'), ai('Jana')];
      const start = value(await games.sessionNew({ settings: settings(seats, true) }));
      expect(await games.undo({ id: start.id })).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'nothingToUndo' } },
      });

      // Eva chooses trumps, the game and the talon; then the computer seats answer.
      let s = start;
      for (let i = 0; i < 3; i++) s = await step(games, s);
      while (s.turn === 'ai') s = await step(games, s);
      expect(s.canUndo).toBe(true);
      const afterAnswers = s.history.length;
      expect(afterAnswers).toBeGreaterThan(3);
      // Undo goes back before Eva's discard, taking the computer seats' answers with it.
      const undone = value(await games.undo({ id: s.id }));
      expect(undone.history).toHaveLength(2);
      expect(undone).toMatchObject({ turn: 'human', viewer: 0, canUndo: true });
      expect(undone.view.phase).toBe('discard');
      const twice = value(await games.undo({ id: s.id }));
      expect(twice.history).toHaveLength(1);
      const thrice = value(await games.undo({ id: s.id }));
      expect(thrice).toEqual(start);

      const scored = value(await games.sessionNew({ settings: settings(seats, false) }));
      const moved = await step(games, scored);
      expect(moved.canUndo).toBe(false);
      expect(await games.undo({ id: scored.id })).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'undoPracticeOnly' } },
      });
      expect(value(await games.sessionOpen({ id: scored.id }))).toEqual(moved);
    },
    TIMEOUT,
  );

  it(
    'hints a legal action for the person to act, and only then',
    async () => {
      const { games } = service('hint');
      const s = value(
        await games.sessionNew({ settings: settings([human('Eva'), ai('Karel'), ai('Jana')]) }),
      );
      const hint = value(await games.hint({ id: s.id }));
      expect(s.view.legal.map(actionKey)).toContain(actionKey(hint.action));
      expect(typeof hint.hint.code).toBe('string');
      // The same question, the same answer.
      expect(value(await games.hint({ id: s.id }))).toEqual(hint);

      const other = value(
        await games.sessionNew({ settings: settings([ai('Karel'), human('Eva'), ai('Jana')]) }),
      );
      expect(await games.hint({ id: other.id })).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'computerSeat', seat: 0 } },
      });
    },
    TIMEOUT,
  );

  it(
    "hints the level's best choice, not one its temperature drew",
    async () => {
      const store = openStore(join(dir, 'hint-best.sqlite'));
      stores.push(store);
      const asked: { view: Parameters<Decider['decide']>[0]; seed: number; best?: boolean }[] = [];
      const recording: Decider = {
        decide: (v, p, seed, o) => {
          asked.push({ view: v, seed, ...(o?.best === undefined ? {} : { best: o.best }) });
          return pool.decide(v, p, seed, { ...o, timed: false });
        },
      };
      const games = new GameService(store, recording, { newSeed: () => 5 });
      const s = value(
        await games.sessionNew({ settings: settings([human('Eva'), ai('Karel'), ai('Jana')]) }),
      );
      const hint = value(await games.hint({ id: s.id }));
      const q = asked.at(-1);
      expect(q?.best).toBe(true);
      // The worker's answer is the hint level's best choice for that view and seed.
      const best = playerByName(HINT_PLAYER, { timed: false, best: true })?.decide(
        q?.view as Parameters<Decider['decide']>[0],
        createRng(q?.seed as number),
      );
      expect(hint.action).toEqual(best?.action);
    },
    TIMEOUT,
  );

  it(
    'runs the calls on one session one at a time',
    async () => {
      const { games, store } = service('serial');
      const s = value(
        await games.sessionNew({ settings: settings([ai('Karel'), ai('Jana'), human('Eva')]) }),
      );
      // Forehand (seat 0, a computer) chooses trumps and the game: two decisions in a row.
      const [a, b] = await Promise.all([games.advance({ id: s.id }), games.advance({ id: s.id })]);
      expect(value(a).history).toHaveLength(1);
      expect(value(b).history).toHaveLength(2);
      expect(store.hands(s.id)[0]?.actions).toHaveLength(2);
    },
    TIMEOUT,
  );

  it('answers badInput for an unknown session, and keeps preferences over the defaults', async () => {
    const { games } = service('misc');
    const noSession = {
      code: 'badInput',
      error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id: 42 } },
    };
    expect(await games.sessionOpen({ id: 42 })).toEqual({ ok: false, error: noSession });
    expect(await games.advance({ id: 42 })).toEqual({ ok: false, error: noSession });
    expect(value(await games.sessionList({}))).toEqual([]);

    expect(value(await games.prefsGet({}))).toEqual(DEFAULT_PREFS);
    expect(value(await games.prefsSet({ prefs: { lang: 'en', animation: 'off' } }))).toMatchObject({
      lang: 'en',
      deck: 'czech',
      animation: 'off',
    });
    expect(value(await games.prefsGet({}))).toMatchObject({ lang: 'en', animation: 'off' });
  });
});

/**
 * The coach at the table (src-main/coach/coach.ts) over a real SQLite store and practice hands played
 * through the game service: its grades equal re-solving the moment before each card (analyze, solveLine,
 * the review's judge on the person's own view with the review's seed); while the hand runs no card the
 * person could not see is in the answer unless it is asked to reveal; typed refusals; a card is graded
 * once; the table never waits for it; and the API handler answers it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Card,
  type CoachNote,
  type HandState,
  type Method,
  type ParamsOf,
  type SeatPlayer,
  type SolverMethod,
  type TableSnapshot,
  PRESETS,
  apply,
  createRng,
  describe as toPosition,
  legalActions,
  ok,
  replay,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { forSide, gradeOf } from '../../../src-shared/review/grade.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { Coach, withheld } from '../../../src-main/coach/coach.ts';
import { explainCost } from '../../../src-shared/explain/verdict.ts';
import { endPosition } from '../../support/deals.ts';
import { seatJudge } from '../../support/seat-judge.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { type CardPool, cardSeed } from '../../../src-main/review/card.ts';
import { analyze, solveLine } from '../../../src-main/solver/analyze.ts';
import { execute, prepare } from '../../../src-main/solver/tasks.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const LAYOUTS = 6;

let dir: string;
const stores: Store[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-coach-'));
});
afterAll(() => {
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The computer seats play by the rule player, in this process. */
const rules: Decider = {
  decide: async (v, _player, seed) => ok(playerByName('rules')!.decide(v, createRng(seed))),
};

/** The solver's tasks run in this process; `runs` counts the calls. */
function inProcess(): CardPool & { runs: SolverMethod[] } {
  const runs: SolverMethod[] = [];
  return {
    runs,
    run: async <M extends SolverMethod>(method: M, params: ParamsOf<M>) => {
      runs.push(method);
      const task = prepare(method, params);
      if (!task.ok) return task;
      return ok(execute(task.value));
    },
    stockCard: async (task) => {
      runs.push('stockCard' as SolverMethod);
      return ok(execute(task));
    },
  };
}

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });

const table = (practice: boolean) => ({
  settings: { rules: PRESETS.csm, seats: [human('Eva'), ai('A'), ai('B')], practice },
});

function setup(name: string, pool: CardPool = inProcess(), seed = 3) {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  const games = new GameService(store, rules, { newSeed: () => seed });
  const coach = new Coach(store, pool, { maxLayouts: LAYOUTS });
  return { store, games, coach, pool };
}

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** One step: the person makes the first call offered or plays its last legal card, a computer seat advances. */
async function step(games: GameService, s: TableSnapshot): Promise<TableSnapshot> {
  if (s.turn === 'human') {
    const plays = s.view.legal.filter((a) => a.type === 'play');
    const action = (plays.length > 0 ? plays.at(-1) : s.view.legal[0]) as Action;
    return value(await games.act({ id: s.id, action }));
  }
  return value(await games.advance({ id: s.id }));
}

/** Plays until the person has played `cards` cards (or the hand ends). */
async function playUntil(games: GameService, s: TableSnapshot, cards: number): Promise<TableSnapshot> {
  while (s.turn !== 'handEnd' && myCards(s).length < cards) s = await step(games, s);
  return s;
}

/** The state before action `index` of the session's current hand, as stored. */
function before(store: Store, id: number, index: number): HandState {
  const hand = store.hands(id).at(-1)!;
  const r = replay(hand.setup, hand.actions.slice(0, index));
  if (!r.ok) throw new Error('no replay');
  return r.value;
}

const myCards = (s: TableSnapshot) =>
  s.history.flatMap((a, i) => (a.type === 'play' && a.seat === 0 ? [i] : []));

/** Cards the person (seat 0) could not see at the moment of `state`: the other hands, the talon unless shown. */
function unseen(state: HandState): Card[] {
  const other = state.hands.flatMap((h, s) => (s === 0 ? [] : toCards(h)));
  const talon = view(state, 0).talon === null ? toCards(state.talon) : [];
  return [...other, ...talon];
}
/** Every card named in a note's JSON. */
const named = (note: CoachNote, cards: readonly Card[]) =>
  cards.filter((c) => JSON.stringify(note).includes(`"${c}"`));

describe('the coach at the table', () => {
  it('grades each of the person’s cards as re-solving does, and hides what the person could not see', async () => {
    const { store, games, coach } = setup('grades');
    const first = value(await games.sessionNew(table(true)));
    const s = await playUntil(games, first, 3);
    const indexes = myCards(s);
    expect(indexes.length).toBeGreaterThanOrEqual(2);
    for (const index of indexes) {
      const note = value(await coach.coachCard({ id: s.id, index }));
      const state = before(store, s.id, index);
      const card = (s.history[index] as { card: Card }).card;
      expect(note).toMatchObject({
        session: s.id,
        handNo: 1,
        index,
        seat: 0,
        card,
        hidden: true,
        position: null,
      });
      // Exact: the money after the card against the best card, both by re-solving.
      const after = (c: Card) => {
        const next = apply(state, { type: 'play', seat: 0, card: c });
        if (!next.ok) throw new Error(next.error.code);
        return solveLine(next.value).value;
      };
      const legal = view(state, 0).legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
      const side = note.side;
      const best = Math.max(...legal.map((c) => forSide(side, after(c))));
      expect(note.exact!.value).toBeCloseTo(after(card), 9);
      expect(note.exact!.loss).toBeCloseTo(best - forSide(side, after(card)), 9);
      expect(note.exact!.grade).toBe(gradeOf(note.exact!.loss));
      // The seat view: the review's judge (card.ts) on the person's own view with the review's seed.
      const judged = seatJudge(state, card, cardSeed(0, index), LAYOUTS);
      expect(note.seatLayouts).toBe(judged.analysis.layouts);
      expect(note.seatStats!.meanValue).toBeCloseTo(
        judged.analysis.cards.find((c) => c.card === card)!.meanValue,
        9,
      );
      expect(note.seatView!.loss).toBeCloseTo(judged.grade.loss, 9);
      expect(note.seatView!.grade).toBe(judged.grade.grade);
      // Nothing the person could not see: no refutation, no position, no unseen card anywhere.
      const full = analyze(state);
      expect(note.analysis!.cards.map((c) => c.value)).toEqual(full.cards.map((c) => c.value));
      expect(note.analysis!.cards.every((c) => c.refutation === null)).toBe(true);
      expect(named(note, unseen(state))).toEqual([]);
    }
  });

  it('reveals the line when asked, and by itself once the hand is over, graded once', async () => {
    const pool = inProcess();
    const { store, games, coach } = setup('reveal', pool);
    const first = value(await games.sessionNew(table(true)));
    let s = await playUntil(games, first, 1);
    const index = myCards(s)[0]!;
    const hidden = value(await coach.coachCard({ id: s.id, index }));
    const runs = pool.runs.length;
    const shown = value(await coach.coachCard({ id: s.id, index, reveal: true }));
    expect(pool.runs.length).toBe(runs);
    const state = before(store, s.id, index);
    expect(shown.hidden).toBe(false);
    expect(shown.position).toEqual(toPosition(state));
    expect(shown.analysis).toEqual(analyze(state));
    expect(shown.exact).toEqual(hidden.exact);
    // The hand over: every card is on the table, the answer is whole without asking.
    while (s.turn !== 'handEnd') s = await step(games, s);
    const after = value(await coach.coachCard({ id: s.id, index }));
    expect(after).toEqual(shown);
    expect(pool.runs.length).toBe(runs);
  });

  it('says a forced card was the only one, grading nothing and running no solver', async () => {
    const pool = inProcess();
    const { store, games, coach } = setup('forced', pool);
    // A real practice hand played to its end: the person's cards where the engine offered one card only.
    let s = value(await games.sessionNew(table(true)));
    const forcedAt: number[] = [];
    while (s.turn !== 'handEnd') {
      if (s.turn === 'human' && s.view.legal.filter((a) => a.type === 'play').length === 1)
        forcedAt.push(s.history.length);
      // Mid-hand (hidden) for the first forced card; the rest are asked at hand end.
      if (forcedAt.length === 1 && s.history.length === forcedAt[0]! + 1) {
        const runs = pool.runs.length;
        const note = value(await coach.coachCard({ id: s.id, index: forcedAt[0]! }));
        const state = before(store, s.id, forcedAt[0]!);
        expect(note).toMatchObject({
          forced: true,
          hidden: true,
          exact: null,
          seatView: null,
          analysis: null,
        });
        expect(note.position).toBeNull();
        expect(named(note, unseen(state))).toEqual([]);
        expect(pool.runs.length).toBe(runs);
      }
      s = await step(games, s);
    }
    expect(forcedAt.length).toBeGreaterThan(0);
    const runs = pool.runs.length;
    for (const index of forcedAt) {
      const state = before(store, s.id, index);
      expect(legalActions(state).filter((a) => a.type === 'play')).toHaveLength(1);
      const note = value(await coach.coachCard({ id: s.id, index }));
      expect(note).toMatchObject({
        index,
        seat: 0,
        card: (s.history[index] as { card: Card }).card,
        forced: true,
        hidden: false,
        exact: null,
        bestAction: null,
        seatView: null,
        seatStats: null,
        analysis: null,
        position: toPosition(state),
      });
    }
    expect(pool.runs.length).toBe(runs);
    // A card with a choice is graded as before.
    const free = myCards(s).find((i) => !forcedAt.includes(i))!;
    const graded = value(await coach.coachCard({ id: s.id, index: free }));
    expect(graded.forced).toBe(false);
    expect(graded.exact).not.toBeNull();
    expect(pool.runs.length).toBeGreaterThan(runs);
  });

  it('refuses a scored evening, a computer’s card, an index that is no card, an unknown session', async () => {
    const scored = setup('scored');
    const evening = value(await scored.games.sessionNew(table(false)));
    const played = await playUntil(scored.games, evening, 1);
    expect(await scored.coach.coachCard({ id: played.id, index: myCards(played)[0]! })).toEqual({
      ok: false,
      error: { code: 'refused', reason: { code: 'coachPracticeOnly' } },
    });

    const { games, coach } = setup('refusals');
    const first = value(await games.sessionNew(table(true)));
    const s = await playUntil(games, first, 2);
    const computer = s.history.findIndex((a) => a.type === 'play' && a.seat !== 0);
    const seat = s.history[computer]!.seat;
    expect(await coach.coachCard({ id: s.id, index: computer })).toEqual({
      ok: false,
      error: { code: 'refused', reason: { code: 'computerSeat', seat } },
    });
    const call = s.history.findIndex((a) => a.type !== 'play');
    for (const index of [call, s.history.length, s.history.length + 5])
      expect(await coach.coachCard({ id: s.id, index })).toEqual({
        ok: false,
        error: {
          code: 'badInput',
          error: {
            code: 'invalid',
            path: 'params.index',
            problem: { kind: 'notACard', index, actions: s.history.length },
          },
        },
      });
    expect(await coach.coachCard({ id: 999, index: 0 })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { problem: { kind: 'noSession', id: 999 } } },
    });
  });

  it('never holds up the table: the computers play on while a card is being graded', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const inner = inProcess();
    const slow: CardPool = {
      run: async (method, params, options) => {
        await gate;
        return inner.run(method, params, options);
      },
      stockCard: (task, options) => inner.stockCard(task, options),
    };
    const { games, coach } = setup('busy', slow);
    const first = value(await games.sessionNew(table(true)));
    let s = await playUntil(games, first, 1);
    const index = myCards(s)[0]!;
    let done = false;
    const pending = coach.coachCard({ id: s.id, index }).then((r) => {
      done = true;
      return r;
    });
    const moves = s.history.length;
    s = await playUntil(games, s, 2);
    expect(s.history.length).toBeGreaterThan(moves);
    expect(done).toBe(false);
    release();
    expect(value<'coachCard'>(await pending).index).toBe(index);
  });

  it('is answered by the API handler, params checked with their JSON path', async () => {
    const { games, coach, pool } = setup('handler');
    const handle = createHandler({ pool, games, coach });
    expect(await handle('coachCard', { id: 1, index: -1 })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { code: 'shape', path: 'params.index' } },
    });
    expect(await handle('coachCard', { id: 1, index: 0, reveal: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.reveal' } },
    });
    const first = value(await games.sessionNew(table(true)));
    const s = await playUntil(games, first, 1);
    const index = myCards(s)[0]!;
    const r = await handle('coachCard', { id: s.id, index });
    expect(r).toEqual(await coach.coachCard({ id: s.id, index }));
    expect(r.ok).toBe(true);
  });
});

/**
 * Two people at one practice table (issue 26 item 10): the coach speaks only to the seat the table is
 * shown to (snapshot.ts viewerOf: the person to act, else the person who acted last). A note on the
 * other person's card, or a reveal of the hidden hands while another person sits at the table, is
 * refused; the viewer's own note names no card outside the viewer's `view`.
 */
describe('the coach with two people at the table', () => {
  const two = {
    settings: { rules: PRESETS.csm, seats: [human('Eva'), human('Jan'), ai('A')], practice: true },
  };
  /** Every card named anywhere in the seat's view (what it may know). */
  const seen = (state: HandState, seat: 0 | 1 | 2) =>
    new Set(JSON.stringify(view(state, seat)).match(/"[HBLA][789XUOKA]"/g) ?? []);
  const cardsOf = (v: unknown) => new Set(JSON.stringify(v).match(/"[HBLA][789XUOKA]"/g) ?? []);

  it('refuses a note on the other person’s card and a reveal mid-hand; the own note shows only the view', async () => {
    const { store, games, coach } = setup('two-people');
    let s = value(await games.sessionNew(two));
    // Play until both people have played a card and a person is to act.
    const played = (seat: number) => s.history.findIndex((a) => a.type === 'play' && a.seat === seat);
    while (s.turn !== 'handEnd' && (played(0) < 0 || played(1) < 0 || s.turn !== 'human'))
      s = await step(games, s);
    expect(s.turn).toBe('human');
    const viewer = s.viewer as 0 | 1;
    const other = (1 - viewer) as 0 | 1;
    const otherCard = s.history.findLastIndex((a) => a.type === 'play' && a.seat === other);
    const ownCard = s.history.findLastIndex((a) => a.type === 'play' && a.seat === viewer);
    // Before the fix both answered: the other person's note listed his legal cards, and the reveal
    // the whole position.
    expect(await coach.coachCard({ id: s.id, index: otherCard })).toEqual({
      ok: false,
      error: { code: 'refused', reason: { code: 'coachOtherSeat', seat: other, viewer } },
    });
    expect(await coach.coachCard({ id: s.id, index: otherCard, reveal: true })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'coachOtherSeat' } },
    });
    expect(await coach.coachCard({ id: s.id, index: ownCard, reveal: true })).toEqual({
      ok: false,
      error: { code: 'refused', reason: { code: 'coachRevealPeople', seat: other } },
    });
    const own = value(await coach.coachCard({ id: s.id, index: ownCard }));
    expect(own.hidden).toBe(true);
    const now = before(store, s.id, s.history.length);
    const mayKnow = seen(now, viewer);
    expect([...cardsOf(own)].filter((c) => !mayKnow.has(c))).toEqual([]);
    // Once the hand is over every card is on the table: both people's notes come whole.
    while (s.turn !== 'handEnd') s = await step(games, s);
    for (const index of [otherCard, ownCard])
      expect(value(await coach.coachCard({ id: s.id, index })).hidden).toBe(false);
  });
});

describe('a hidden note’s analysis', () => {
  // Issue 26 item 10 (found by the fuzzer): a hidden note kept, in its cards' changes, the card and
  // seat that beat a seven at the end of the solver's line (sevenKilled.by) — a card of another hand.
  it('names no card the seat to act cannot see, not even the one that beat a seven', () => {
    const rng = createRng(11);
    let exposed = 0;
    for (let i = 0; i < 400 && exposed < 3; i++) {
      const state = endPosition(rng, i % 2 === 0 ? 'seven' : 'sevenAgainst', 2 + (i % 3), 0);
      const seat = state.toAct as 0 | 1 | 2;
      const seen = new Set(JSON.stringify(view(state, seat)).match(/"[HBLA][789XUOKA]"/g) ?? []);
      const unseen = (v: unknown) =>
        (JSON.stringify(v).match(/"[HBLA][789XUOKA]"/g) ?? []).filter((c) => !seen.has(c));
      const full = analyze(state);
      const lines = full.cards.map((c) => ({ ...c, refutation: null, outcome: null }));
      // Only the changes named a hidden card: the killer of a seven at the end of a line.
      if (unseen(lines).length === 0) continue;
      exposed++;
      expect(unseen(withheld(full, view(state, seat)))).toEqual([]);
      // The words of a hidden note still say what the card cost (explain/verdict.ts explainCost).
      for (const c of full.cards)
        expect(explainCost(state.game, withheld(full, view(state, seat)), c.card, 'cs').cost).not.toBe('');
    }
    expect(exposed).toBeGreaterThan(0);
  });
});

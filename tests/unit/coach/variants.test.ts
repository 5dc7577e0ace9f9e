/**
 * The coach in practice sessions of křížový and lízaný (issue 18) over a real SQLite store: a card is
 * graded with every card open as re-solving the moment before it does, and from the seat's view (the
 * layouts model the hidden partner since cb23c13); a lízaný card while the stock lasts is graded over
 * the draws by the review's judge (exactly too in the stock's last tricks), and a card after the stock
 * exactly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  type ParamsOf,
  type SolverMethod,
  type TableSnapshot,
  PRESETS,
  apply,
  createRng,
  legalActions,
  ok,
  replay,
  view,
} from '../../../src-shared/index.ts';
import type { SessionSettings } from '../../../src-shared/api/game.ts';
import { forSide } from '../../../src-shared/review/grade.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { Coach } from '../../../src-main/coach/coach.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { type CardPool, cardSeed, gradeCard } from '../../../src-main/review/card.ts';
import { solveLine } from '../../../src-main/solver/analyze.ts';
import { execute, prepare } from '../../../src-main/solver/tasks.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

let dir: string;
const stores: Store[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-coach-variants-'));
});
afterAll(() => {
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const rules: Decider = {
  decide: async (v, _player, seed) => ok(playerByName('rules')!.decide(v, createRng(seed))),
};

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

function value<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The person at seat 0 takes the first call offered or plays the last legal card; computers advance. */
async function step(games: GameService, s: TableSnapshot): Promise<TableSnapshot> {
  if (s.turn === 'human') {
    const plays = s.view.legal.filter((a) => a.type === 'play');
    const action = (plays.length > 0 ? plays.at(-1) : s.view.legal[0]) as Action;
    return value(await games.act({ id: s.id, action }));
  }
  return value(await games.advance({ id: s.id }));
}

const myCards = (s: TableSnapshot) =>
  s.history.flatMap((a, i) => (a.type === 'play' && a.seat === 0 ? [i] : []));

function before(store: Store, id: number, index: number): HandState {
  const hand = store.hands(id).at(-1)!;
  const r = replay(hand.setup, hand.actions.slice(0, index));
  if (!r.ok) throw new Error('no replay');
  return r.value;
}

/** A practice session of the variant whose first hand is played by the person at least `cards` cards. */
async function session(name: string, settings: SessionSettings, cards: number, seed: number) {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  const pool = inProcess();
  const games = new GameService(store, rules, { newSeed: () => seed });
  const coach = new Coach(store, pool, { maxLayouts: 4 });
  let s = value(await games.sessionNew({ settings }));
  while (s.turn !== 'handEnd' && myCards(s).length < cards) s = await step(games, s);
  return { store, pool, coach, s };
}

const seats = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i === 0
      ? { kind: 'human' as const, name: 'Eva' }
      : { kind: 'ai' as const, name: `AI ${i}`, level: 'zacatecnik' as const },
  );

describe('the coach in křížový and lízaný', () => {
  it('křížový: each card graded with every card open as re-solving does, and from the seat view', async () => {
    let graded = 0;
    for (const seed of [3, 4, 5]) {
      const settings: SessionSettings = {
        rules: PRESETS.csm,
        seats: seats(4),
        practice: true,
        variant: 'fourHand',
      };
      const { store, pool, coach, s } = await session(`four-${seed}`, settings, 3, seed);
      for (const index of myCards(s)) {
        const note = value(await coach.coachCard({ id: s.id, index }));
        const state = before(store, s.id, index);
        const card = (s.history[index] as { card: Card }).card;
        const after = (c: Card) => {
          const next = apply(state, { type: 'play', seat: 0, card: c });
          if (!next.ok) throw new Error(next.error.code);
          return solveLine(next.value).value;
        };
        const legal = view(state, 0).legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
        // The only legal card is not graded (the note says so).
        expect(note.forced).toBe(legal.length === 1);
        if (note.forced) continue;
        const best = Math.max(...legal.map((c) => forSide(note.side, after(c))));
        expect(note.exact!.value).toBeCloseTo(after(card), 9);
        expect(note.exact!.loss).toBeCloseTo(best - forSide(note.side, after(card)), 9);
        expect(note.seatView).not.toBeNull();
        expect(note.seatLayouts).toBeGreaterThan(0);
        graded++;
      }
      expect(pool.runs).toContain('analyzeForSeat');
    }
    expect(graded).toBeGreaterThanOrEqual(3);
  });

  it('lízaný: a card while the stock lasts is graded over the draws as the review grades it, one after it exactly', async () => {
    const settings: SessionSettings = {
      rules: PRESETS.english003,
      seats: seats(2),
      practice: true,
      variant: 'twoHand',
    };
    const { store, pool, coach, s } = await session('two', settings, 10, 7);
    const cards = myCards(s);
    expect(cards.length).toBeGreaterThanOrEqual(10);
    const first = cards[0] as number;
    const early = value(await coach.coachCard({ id: s.id, index: first }));
    expect(pool.runs).toContain('stockCard');
    const at = before(store, s.id, first);
    expect(early.draws).toEqual({ stockSize: stockOf(at).length, exactSearched: false });
    // The stock of 16 is too deep to search with every card visible: only the seat view grades it.
    expect(early.exact).toBeNull();
    expect(early.analysis).toBeNull();
    expect(early.seatView?.over).toBe('draws');
    expect(early.seatView?.samples).toBe(4);
    // The one judge: the review's call (card.ts, the card's seed) gives the same grade.
    const card = s.history[first] as Action & { card: Card };
    const judged = await gradeCard(inProcess(), at, card.card, { seed: cardSeed(0, first), maxLayouts: 4 });
    expect(judged.ok && judged.value.seatView).toEqual(early.seatView);
    // A card in the stock's last two tricks is graded exactly too (the draws searched).
    const short = cards.find((i) => {
      const b = before(store, s.id, i);
      return stockOf(b).length > 0 && stockOf(b).length <= 4 && legalCards(b) > 1;
    });
    expect(short).toBeDefined();
    const shortNote = value(await coach.coachCard({ id: s.id, index: short as number }));
    expect(shortNote.exact).not.toBeNull();
    expect(shortNote.draws?.exactSearched).toBe(true);
    const late = cards.find((i) => stockOf(before(store, s.id, i)).length === 0) as number;
    const note = value(await coach.coachCard({ id: s.id, index: late }));
    expect(note.exact).not.toBeNull();
    expect(note.draws).toBeUndefined();
  });
});

const legalCards = (s: HandState) => legalActions(s).filter((a) => a.type === 'play').length;

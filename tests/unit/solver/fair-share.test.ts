/**
 * Solver time shared fairly: with 30 analysis jobs queued in the real worker pool
 * (real worker threads), each request a person waits for — a plain `solve`, `analyze` and `laydown`, a
 * computer move, the coach's note on a card, a drill's verdict — starts at once on an interactive
 * worker, before any more of the background queue runs. Asserted on the pool's queues and on which
 * tasks started, never on times (docs/RELIABILITY.md, "Bounded work from outside", gives the times).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Method,
  type TableSnapshot,
  MAX_LAYOUTS,
  PRESETS,
  createRng,
  describe as toPosition,
  legalActions,
  ok,
} from '../../../src-shared/index.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import { AnalysisJobs } from '../../../src-main/api/jobs.ts';
import { Coach } from '../../../src-main/coach/coach.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { analyze, solveLine } from '../../../src-main/solver/analyze.ts';
import { laydown } from '../../../src-main/solver/laydown.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { endPosition } from '../../support/deals.ts';

/** 4 tricks left: solved in milliseconds. */
const small = endPosition(createRng(2), 'game', 4, 0);
const SMALL = toPosition(small);
/** A full deal's seat analysis over the most layouts allowed: far longer than the test waits. */
const full = endPosition(createRng(1), 'seven', 10, 0);
const LONG = { position: toPosition(full), seat: full.toAct as number, maxLayouts: MAX_LAYOUTS };

const JOBS = 30;
/** On two cores: one worker per lane (the app's default there). */
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
// Polled or not, the jobs run until the end of the test.
const jobs = new AnalysisJobs(pool, { abandonMs: 600_000 });
let dir = '';
let store: Store | null = null;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-fair-'));
});
afterAll(async () => {
  jobs.close();
  await pool.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The computer seats of the coach's table play by the rule player, in this process. */
const rules: Decider = {
  decide: async (v, _player, seed) => ok(playerByName('rules')!.decide(v, createRng(seed))),
};

describe('interactive requests and 30 analysis jobs (issue 26 item 14)', () => {
  it('each interactive request starts at once, before the background queue moves on', async () => {
    store = openStore(join(dir, 'fair.sqlite'));
    const games = new GameService(store, rules, { newSeed: () => 3 });
    const coach = new Coach(store, pool, { maxLayouts: 6 });
    const handle = createHandler({ pool, games, jobs, coach });

    // 30 seat analyses of the board from 15 windows (two each, the most a window runs at once).
    for (let i = 0; i < JOBS; i++)
      value(await handle('analysisStart', { ...LONG, seed: i }, { caller: `window:${i >> 1}` }));
    const waiting = { workers: 1, busy: 1, queued: JOBS - 1 };
    expect(pool.stats().background).toEqual(waiting);

    // Each request is dispatched at once (the handler reaches the pool synchronously): it runs on the
    // interactive worker while the same 29 analyses wait; none of them started before it.
    const requests: [string, () => Promise<ApiResult<Method>>, unknown][] = [
      ['solve', () => handle('solve', { position: SMALL }, { caller: 'window:solve' }), solveLine(small)],
      ['analyze', () => handle('analyze', { position: SMALL }, { caller: 'window:solve' }), analyze(small)],
      ['laydown', () => handle('laydown', { position: SMALL }, { caller: 'window:solve' }), laydown(small)],
      [
        'boardMove',
        () => handle('boardMove', { position: SMALL, level: 'zacatecnik', seed: 1 }, { caller: 'window:x' }),
        null,
      ],
    ];
    for (const [name, ask, expected] of requests) {
      const answer = ask();
      expect(pool.stats(), name).toEqual({
        interactive: { workers: 1, busy: 1, queued: 0 },
        background: waiting,
      });
      const r = await answer;
      expect(r.ok, name).toBe(true);
      if (expected !== null && r.ok) expect(r.value, name).toEqual(expected);
      expect(pool.stats().background, name).toEqual(waiting);
    }

    // The coach's note on the person's first card (a practice table): both of its analyses run in the
    // interactive lane (one on the worker, the other next in its queue).
    let s: TableSnapshot = value(
      await games.sessionNew({
        settings: {
          rules: PRESETS.csm,
          seats: [
            { kind: 'human', name: 'Eva' },
            { kind: 'ai', name: 'A', level: 'zacatecnik' },
            { kind: 'ai', name: 'B', level: 'zacatecnik' },
          ],
          practice: true,
        },
      }),
    );
    const mine = () => s.history.findIndex((a) => a.type === 'play' && a.seat === 0);
    while (s.turn !== 'handEnd' && mine() < 0) {
      const play = s.view.legal.filter((a) => a.type === 'play');
      s =
        s.turn === 'human'
          ? value(await games.act({ id: s.id, action: (play.at(-1) ?? s.view.legal[0]) as Action }))
          : value(await games.advance({ id: s.id }));
    }
    expect(mine()).toBeGreaterThanOrEqual(0);
    const note = coach.coachCard({ id: s.id, index: mine() });
    // Until both analyses have reached the pool (whichever lane).
    const asked = () => {
      const { interactive, background } = pool.stats();
      return interactive.busy + interactive.queued + background.queued - waiting.queued;
    };
    while (asked() < 2) await new Promise((r) => setTimeout(r, 1));
    expect(pool.stats()).toEqual({ interactive: { workers: 1, busy: 1, queued: 1 }, background: waiting });
    expect((await note).ok).toBe(true);
    expect(pool.stats().background).toEqual(waiting);

    // A drill's verdict (a learner waits for it).
    const play = legalActions(small).find((a) => a.type === 'play');
    if (play?.type !== 'play') throw new Error('no card to play');
    const verdict = pool.refuteDrill(
      {
        method: 'refuteDrill',
        position: SMALL,
        seat: small.toAct as number,
        card: play.card,
        redeal: false,
        seed: 1,
      },
      { caller: 'drills' },
    );
    expect(pool.stats()).toEqual({ interactive: { workers: 1, busy: 1, queued: 0 }, background: waiting });
    expect((await verdict).ok).toBe(true);
    expect(pool.stats().background).toEqual(waiting);
    expect(jobs.running()).toBe(JOBS);
  }, 120_000);
});

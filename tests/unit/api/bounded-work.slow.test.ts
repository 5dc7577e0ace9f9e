/**
 * Bounded work from outside (issue 17, defect 2): a seat analysis asking for a million layouts is refused
 * with a named reason before any worker is touched, and one within the bound stops when its caller goes,
 * while the board's computer moves are answered meanwhile from the other lane.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAX_LAYOUTS,
  createRng,
  describe as toPosition,
  describeApiError,
} from '../../../src-shared/index.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { endPosition } from '../../support/deals.ts';

const state = endPosition(createRng(1), 'seven', 10, 0);
const position = toPosition(state);
const seat = state.toAct as number;

const pool = new SolverPool({ size: 1, backgroundSize: 1 });
afterAll(() => pool.close());
const handle = createHandler({ pool, games: {} as GameApi });

describe('bounded work from outside', () => {
  it('refuses more layouts than the bound, naming it, before any worker starts', async () => {
    for (const method of ['analyzeForSeat', 'analysisStart'] as const) {
      const r = await handle(method, { position, seat, maxLayouts: 1_000_000 }, { caller: 'w1' });
      expect(r).toEqual({
        ok: false,
        error: {
          code: 'badInput',
          error: {
            code: 'invalid',
            path: 'params.maxLayouts',
            problem: { kind: 'tooMany', what: 'layouts', max: MAX_LAYOUTS, got: 1_000_000 },
          },
        },
      });
      if (!r.ok) {
        expect(describeApiError(r.error, 'en')).toContain(`at most ${MAX_LAYOUTS} layouts`);
        expect(describeApiError(r.error, 'cs')).toContain(`nejvýše ${MAX_LAYOUTS} rozložení`);
      }
    }
    expect(pool.stats().background.workers).toBe(0);
    expect(await handle('analyzeForSeat', { position, seat, maxLayouts: MAX_LAYOUTS + 1 })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { problem: { kind: 'tooMany', max: MAX_LAYOUTS } } },
    });
  });

  it('stops an analysis at the bound when its caller goes, and moves the board meanwhile', async () => {
    const gone = new AbortController();
    const analysis = handle(
      'analyzeForSeat',
      { position, seat, seed: 1, maxLayouts: MAX_LAYOUTS },
      { signal: gone.signal, caller: 'w1' },
    );
    while (pool.stats().background.busy === 0) await new Promise((r) => setTimeout(r, 10));
    const moved = await handle('boardMove', { position, level: 'zacatecnik', seed: 1 }, { caller: 'w2' });
    expect(moved).toMatchObject({ ok: true });
    expect(pool.stats().background.busy).toBe(1);
    gone.abort();
    expect(await analysis).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(pool.stats().background).toMatchObject({ busy: 0, queued: 0 });
  });
});

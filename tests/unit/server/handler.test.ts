/** The API handler: checks method and params, dispatches, and turns anything thrown into `internal`. */
import { describe, expect, it } from 'vitest';
import {
  type ApiResult,
  type Method,
  GAME_METHODS,
  createRng,
  describe as toPosition,
} from '../../../src-shared/index.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import type { SolverPool } from '../../../src-main/solver/pool.ts';
import { endPosition } from '../../support/deals.ts';

const calls: string[] = [];
const games = Object.fromEntries(
  GAME_METHODS.map((m) => [
    m,
    async (params: unknown): Promise<ApiResult<Method>> => {
      calls.push(m);
      if (m === 'prefsSet') throw new Error('disk full');
      if (m === 'sessionList') return Promise.reject(new Error('rejected'));
      return { ok: true, value: params } as ApiResult<Method>;
    },
  ]),
) as unknown as GameApi;
const runs: { method: string; options: unknown }[] = [];
const pool = {
  run: async (method: string, _params: unknown, options: unknown) => {
    runs.push({ method, options });
    return { ok: false, error: { code: 'internal', message: `ran ${method}` } };
  },
} as unknown as Pick<SolverPool, 'run'>;
const handle = createHandler({ pool, games });

describe('API handler', () => {
  it('dispatches game methods with checked params', async () => {
    expect(await handle('sessionOpen', { id: 3 })).toEqual({ ok: true, value: { id: 3 } });
    expect(calls).toEqual(['sessionOpen']);
  });

  it('dispatches solver methods to the pool after checking their params', async () => {
    expect(await handle('solve', { position: 1 })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.position' } },
    });
  });

  it("passes the call's signal and caller to the pool, in the lane of the method", async () => {
    const state = endPosition(createRng(2), 'game', 4, 0);
    const position = toPosition(state);
    const signal = new AbortController().signal;
    // Issue 26 item 14: one exact answer a person waits for is interactive; a seat analysis background.
    const cases = [
      ['solve', {}, 'interactive'],
      ['analyze', {}, 'interactive'],
      ['laydown', {}, 'interactive'],
      ['analyzeForSeat', { seat: state.toAct }, 'background'],
    ] as const;
    for (const [method, extra, lane] of cases) {
      expect(await handle(method, { position, ...extra }, { signal, caller: 'http:tab' })).toEqual({
        ok: false,
        error: { code: 'internal', message: `ran ${method}` },
      });
      expect(runs.at(-1)).toEqual({ method, options: { lane, signal, caller: 'http:tab' } });
    }
  });

  it('answers bad methods and params with badInput', async () => {
    expect(await handle(7, {})).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'method' } },
    });
    expect(await handle('nope', {})).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { problem: { kind: 'unknownMethod', value: 'nope' } } },
    });
    expect(await handle('act', { id: 1, action: { type: 'fly', seat: 0 } })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.action.type' } },
    });
  });

  it('never throws: a failing method answers internal', async () => {
    expect(await handle('prefsSet', { prefs: {} })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'disk full' },
    });
    expect(await handle('sessionList', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'rejected' },
    });
  });
});

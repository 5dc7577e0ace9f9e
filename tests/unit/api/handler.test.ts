/**
 * The handler's table (src-main/api/handler.ts `Handlers`): typed over the contract, so a table without
 * one of its methods does not compile; a group whose service is not here answers `internal` naming
 * what is missing, and no method falls through to "no handler".
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult, Method } from '../../../src-shared/index.ts';
import { type Handlers, createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';

describe('the handler table', () => {
  it('is typed over every method of the contract: one left out does not compile', () => {
    const table = (missing: Omit<Handlers, 'progress'>): Handlers =>
      // @ts-expect-error a table without `progress` is not a table of handlers
      missing;
    expect(typeof table).toBe('function');
  });

  it('answers a method whose service is not here with `internal` naming it, never "no handler"', async () => {
    const handle = createHandler({
      pool: { run: () => Promise.reject(new Error('no solver in this test')) },
      games: {} as GameApi,
    });
    const asked: [Method, unknown, string][] = [
      ['lessonCourse', {}, 'no lessons here'],
      ['drillStatus', {}, 'no drills here'],
      ['progress', { utcOffset: 60 }, 'no progress here'],
      ['shareStatus', {}, 'no shared table here'],
      ['reviewStop', { job: 'j1' }, 'no review of finished hands here'],
    ];
    for (const [method, params, why] of asked) {
      const r: ApiResult<Method> = await handle(method, params);
      expect(r, method).toEqual({ ok: false, error: { code: 'internal', message: why } });
    }
    // Answered here whatever the services: what the store found, and a link's seat (on the guest server only).
    expect(await handle('storeNotice', {})).toEqual({ ok: true, value: null });
    expect(await handle('guestSeat', {})).toEqual({
      ok: false,
      error: { code: 'refused', reason: { code: 'notShared', seat: null } },
    });
  });
});

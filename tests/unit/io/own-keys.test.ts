/**
 * Keys every object inherits (`constructor`, `__proto__`, `toString`, `hasOwnProperty`) are no options of
 * rules, rates or prefs (issue 17, defects 3 and 6): they are refused as unknown options, as badInput, never
 * an internal error or an accepted rate.
 */
import { describe, expect, it } from 'vitest';
import {
  type ApiResult,
  type Method,
  GAME_METHODS,
  PRESETS,
  createRng,
  describe as toPosition,
  describeInputError,
  parseRules,
} from '../../../src-shared/index.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import type { SolverPool } from '../../../src-main/solver/pool.ts';
import { endPosition } from '../../support/deals.ts';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
/** Values of every JSON kind; JSON.parse makes `__proto__` an own key, as a request body would. */
const VALUES = ['1', '0', '{}', 'null', '"x"', '[]', '["csm"]'];
const parsed = (key: string, value: string, wrap = (s: string) => s): unknown =>
  JSON.parse(wrap(`{"${key}": ${value}}`));

const echo = async (params: unknown): Promise<ApiResult<Method>> =>
  ({ ok: true, value: params }) as ApiResult<Method>;
const games = Object.fromEntries(GAME_METHODS.map((m) => [m, echo])) as unknown as GameApi;
const pool = {
  run: async (_method: string, params: unknown) => ({ ok: true, value: params }),
} as unknown as Pick<SolverPool, 'run'>;
const handle = createHandler({ pool, games });

describe('own keys only', () => {
  it('refuses inherited names among the rules and the rates as unknown options', () => {
    for (const key of INHERITED)
      for (const value of VALUES) {
        const top = parseRules(parsed(key, value));
        expect(top, `rules.${key} = ${value}`).toMatchObject({
          ok: false,
          error: { code: 'invalid', path: `rules.${key}`, problem: { kind: 'unknownOption', option: key } },
        });
        const rates = parseRules(parsed(key, value, (s) => `{"rates": ${s}}`));
        expect(rates, `rules.rates.${key} = ${value}`).toMatchObject({
          ok: false,
          error: { path: `rules.rates.${key}`, problem: { kind: 'unknownOption', option: key } },
        });
      }
    const r = parseRules(parsed('toString', '1', (s) => `{"rates": ${s}}`));
    if (r.ok) throw new Error('accepted');
    expect(describeInputError(r.error, 'en')).toContain('toString');
  });

  it('still reads every real option', () => {
    const r = parseRules({ preset: 'csm', limit: null, rates: { game: 2 } });
    expect(r).toEqual({
      ok: true,
      value: { ...PRESETS.csm, limit: null, rates: { ...PRESETS.csm.rates, game: 2 } },
    });
    expect(Object.getPrototypeOf(r.ok ? r.value : null)).toBe(Object.prototype);
  });

  it('answers badInput, not internal, through the API for rules in a position, a session and prefs', async () => {
    const position = toPosition(endPosition(createRng(2), 'game', 4, 0));
    const seats = [
      { kind: 'human', name: 'Eva' },
      { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
      { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
    ];
    for (const key of INHERITED) {
      const rules = parsed(key, '1');
      const calls: [Method, unknown][] = [
        ['solve', { position: { ...position, rules } }],
        ['analyzeForSeat', { position: { ...position, rules: { rates: rules } }, seat: 0 }],
        ['sessionNew', { settings: { rules, seats } }],
        ['prefsSet', { prefs: parsed(key, '"cs"') }],
      ];
      for (const [method, params] of calls) {
        const answer = await handle(method, params);
        expect(answer, `${method} with ${key}`).toMatchObject({
          ok: false,
          error: {
            code: 'badInput',
            error: { code: 'invalid', problem: { kind: 'unknownOption', option: key } },
          },
        });
      }
    }
  });
});

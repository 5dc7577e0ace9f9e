/**
 * Every method's params refuse a key they do not take, by name, before anything else is read (the
 * rules, positions and records always did): nothing sent is silently dropped. The cases of each kind of
 * input, with their Czech and English words, are in tests/unit/io/unknown-keys.test.ts; here every
 * method of the contract, and the params that take every key they have.
 */
import { describe, expect, it } from 'vitest';
import {
  API_METHODS,
  PRESETS,
  createRng,
  describe as toPosition,
  describeInputError,
  parseParams,
  parseRequest,
} from '../../../src-shared/index.ts';
import { endPosition } from '../../support/deals.ts';

const state = endPosition(createRng(2), 'game', 4, 0);
const position = toPosition(state);

describe('API params', () => {
  it('of every method refuse an unknown key by name, in the params', () => {
    for (const method of API_METHODS) {
      const r = parseParams(method, { Zzz: 1 });
      expect(r.ok ? 'accepted' : r.error, method).toEqual({
        code: 'invalid',
        path: 'params.Zzz',
        problem: { kind: 'unknownKey', key: 'Zzz', in: 'params' },
      });
    }
  });

  it('name the key meant when only its case differs, in Czech and English', () => {
    const r = parseRequest({ method: 'boardMove', params: { position, Level: 'hrac' } });
    if (r.ok) throw new Error('accepted');
    expect(r.error).toMatchObject({ path: 'params.Level', problem: { key: 'Level', near: 'level' } });
    expect(describeInputError(r.error, 'en')).toContain(
      'unknown key "Level" in the params (did you mean "level"?)',
    );
    expect(describeInputError(r.error, 'cs')).toContain(
      'neznámý klíč „Level“ v parametrech (params) (myslíš „level“?)',
    );
  });

  it('take every key a method has, and no params where a method has none', () => {
    const seat = state.toAct;
    const all = { position, seat, seed: 1, maxLayouts: 10, skip: 2, values: true, maxNodes: 1000 };
    expect(parseParams('analyzeForSeat', all)).toMatchObject({ ok: true, value: all });
    expect(parseParams('analysisStart', all).ok).toBe(true);
    const settings = {
      variant: 'auction',
      rules: PRESETS.csm002,
      seats: [
        { kind: 'human', name: 'Ty' },
        { kind: 'ai', name: 'Karel', level: 'hrac' },
        { kind: 'ai', name: 'Franta', level: 'mistr' },
      ],
      practice: true,
    };
    expect(parseParams('sessionNew', { settings })).toMatchObject({ ok: true, value: { settings } });
    for (const params of [undefined, null, {}]) expect(parseParams('sessionList', params).ok).toBe(true);
  });
});

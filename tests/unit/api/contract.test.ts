/** The API contract: request validation with JSON paths, and an error message in both languages. */
import { describe, expect, it } from 'vitest';
import {
  API_METHODS,
  type ApiError,
  type InputError,
  describeApiError,
  parseParams,
  parseRequest,
} from '../../../src-shared/index.ts';

const POSITION = {
  declarer: 0,
  trump: 'H',
  hands: ['HA HX HK HO H7 BA BX LA L7', 'H9 H8 BK BO B9 LX LK LO AA AX', 'HU BU B8 LU L9 L8 AK AO AU A9'],
  talon: 'A8 A7',
  tricks: [['B7']],
};

describe('api contract', () => {
  it('parses a request per method', () => {
    const r = parseRequest({ method: 'analyzeForSeat', params: { position: POSITION, seat: 1, seed: 3 } });
    expect(r.ok).toBe(true);
    if (r.ok && r.value.method === 'analyzeForSeat') {
      expect(r.value.params.seat).toBe(1);
      expect(r.value.params.seed).toBe(3);
      expect(r.value.params.maxLayouts).toBeUndefined();
      expect(r.value.params.position.hands[0]).toHaveLength(9);
    }
    for (const method of API_METHODS)
      expect(parseParams(method, { position: POSITION, seat: 1 }).ok).toBe(true);
  });

  it.each([
    [{ method: 'frobnicate', params: {} }, 'method', 'invalid'],
    [{ method: 7, params: {} }, 'method', 'shape'],
    [{ method: 'solve' }, 'params', 'shape'],
    [
      { method: 'solve', params: { position: { ...POSITION, talon: 'A8 Q7' } } },
      'params.position.talon[1]',
      'unknownCard',
    ],
    [{ method: 'analyzeForSeat', params: { position: POSITION } }, 'params.seat', 'shape'],
    [{ method: 'analyzeForSeat', params: { position: POSITION, seat: 3 } }, 'params.seat', 'invalid'],
    [
      { method: 'analyzeForSeat', params: { position: POSITION, seat: 1, maxLayouts: 0 } },
      'params.maxLayouts',
      'shape',
    ],
  ])('rejects %j at %s', (request, path, code) => {
    const r = parseRequest(request);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code, path });
  });

  it('words every error in Czech and English', () => {
    const unknown = parseRequest({ method: 'frobnicate', params: {} });
    const errors: ApiError[] = [
      { code: 'badInput', error: (unknown as { error: InputError }).error },
      { code: 'refused', reason: { code: 'notYourTurn', seat: 0, toAct: 1 } },
      { code: 'cancelled' },
      { code: 'timeout' },
      { code: 'internal', message: 'boom' },
    ];
    for (const e of errors) {
      const cs = describeApiError(e, 'cs');
      const en = describeApiError(e, 'en');
      expect(cs.length).toBeGreaterThan(5);
      expect(cs).not.toBe(en);
    }
    expect(describeApiError(errors[0]!, 'en')).toBe(
      'method: unknown method "frobnicate" (solve, analyze, analyzeForSeat, laydown)',
    );
  });

  it('words a value of the wrong shape in Czech without English type names', () => {
    const words = (request: unknown) => {
      const r = parseRequest(request);
      if (r.ok) throw new Error('expected a refusal');
      return describeApiError({ code: 'badInput', error: r.error }, 'cs');
    };
    expect(words({ method: 'analyzeForSeat', params: { position: POSITION } })).toBe(
      'params.seat: chybí, má tam být celé číslo',
    );
    expect(words({ method: 'solve', params: 'x' })).toBe('params: má tam být objekt, je tam text');
    expect(words({ method: 'analyzeForSeat', params: { position: POSITION, seat: 1, maxLayouts: 0 } })).toBe(
      'params.maxLayouts: má tam být celé číslo ≥ 1, je tam číslo',
    );
  });
});

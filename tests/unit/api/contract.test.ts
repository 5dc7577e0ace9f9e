/** The API contract: request validation with JSON paths, and an error message in both languages. */
import { describe, expect, it } from 'vitest';
import {
  API_METHODS,
  type ApiError,
  SOLVER_METHODS,
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
    // Each method its own keys: only analyzeForSeat takes a seat.
    for (const method of SOLVER_METHODS)
      expect(
        parseParams(method, { position: POSITION, ...(method === 'analyzeForSeat' ? { seat: 1 } : {}) }).ok,
      ).toBe(true);
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

  const SETTINGS = {
    rules: 'csm',
    seats: [
      { kind: 'human', name: 'Jana' },
      { kind: 'ai', name: 'Karel', level: 'hrac' },
      { kind: 'ai', name: 'Pepa', level: 'mistr' },
    ],
  };

  it('parses the game methods: settings, actions, preferences', () => {
    const r = parseRequest({ method: 'sessionNew', params: { settings: SETTINGS } });
    expect(r.ok).toBe(true);
    if (r.ok && r.value.method === 'sessionNew') {
      expect(r.value.params.settings.rules.preset).toBe('csm');
      expect(r.value.params.settings.practice).toBe(false);
      expect(r.value.params.settings.seats[2]).toEqual({ kind: 'ai', name: 'Pepa', level: 'mistr' });
    }
    const act = parseRequest({
      method: 'act',
      params: { id: 4, action: { type: 'play', seat: 0, card: 'HA' } },
    });
    expect(act.ok && act.value.params).toEqual({ id: 4, action: { type: 'play', seat: 0, card: 'HA' } });
    expect(parseRequest({ method: 'sessionList' }).ok).toBe(true);
    // Every option may be set on its own; null where the rules allow "none".
    const rules = { preset: 'house001', maxDoubles: 0, limit: null, rates: { openBetl: null } };
    const custom = parseRequest({ method: 'sessionNew', params: { settings: { ...SETTINGS, rules } } });
    expect(
      custom.ok && custom.value.method === 'sessionNew' && custom.value.params.settings.rules,
    ).toMatchObject({
      preset: 'house001',
      maxDoubles: 0,
      limit: null,
      rates: { openBetl: null, openDurch: 20 },
    });
    expect(parseRequest({ method: 'prefsSet', params: { prefs: { lang: 'en', animation: 'off' } } })).toEqual(
      {
        ok: true,
        value: { method: 'prefsSet', params: { prefs: { lang: 'en', animation: 'off' } } },
      },
    );
    expect(parseRequest({ method: 'prefsSet', params: { prefs: { showPoints: false } } })).toEqual({
      ok: true,
      value: { method: 'prefsSet', params: { prefs: { showPoints: false } } },
    });
  });

  it.each([
    [
      // Two seats: lízaný's count, not volený's (variant-settings.test.ts words the refusal).
      { method: 'sessionNew', params: { settings: { ...SETTINGS, seats: SETTINGS.seats.slice(1) } } },
      'params.settings.seats',
      'invalid',
    ],
    [
      { method: 'sessionNew', params: { settings: { ...SETTINGS, seats: SETTINGS.seats.slice(2) } } },
      'params.settings.seats',
      'shape',
    ],
    [
      {
        method: 'sessionNew',
        params: {
          settings: { ...SETTINGS, seats: [SETTINGS.seats[1], SETTINGS.seats[1], SETTINGS.seats[2]] },
        },
      },
      'params.settings.seats',
      'invalid',
    ],
    [
      {
        method: 'sessionNew',
        params: {
          settings: {
            ...SETTINGS,
            seats: [{ kind: 'ai', name: 'X', level: 'guru' }, ...SETTINGS.seats.slice(1)],
          },
        },
      },
      'params.settings.seats[0].level',
      'shape',
    ],
    [
      {
        method: 'sessionNew',
        params: {
          settings: { ...SETTINGS, seats: [{ kind: 'human', name: '  ' }, ...SETTINGS.seats.slice(1)] },
        },
      },
      'params.settings.seats[0].name',
      'shape',
    ],
    [
      { method: 'sessionNew', params: { settings: { ...SETTINGS, rules: 'nope' } } },
      'params.settings.rules',
      'invalid',
    ],
    [{ method: 'act', params: { id: 0, action: { type: 'pass', seat: 0 } } }, 'params.id', 'shape'],
    [
      { method: 'act', params: { id: 1, action: { type: 'play', seat: 0, card: 'ZZ' } } },
      'params.action.card',
      'unknownCard',
    ],
    [{ method: 'prefsSet', params: { prefs: { lang: 'de' } } }, 'params.prefs.lang', 'shape'],
    [{ method: 'prefsSet', params: { prefs: { loudness: 3 } } }, 'params.prefs.loudness', 'invalid'],
    [{ method: 'prefsSet', params: { prefs: { showPoints: 'yes' } } }, 'params.prefs.showPoints', 'shape'],
    ...(
      [
        [{ hundredGrowth: 'triple' }, 'hundredGrowth'],
        [{ doubleNames: ['flek', 'bogus'] }, 'doubleNames[1]'],
        [{ rates: { game: -1 } }, 'rates.game'],
        [{ rates: { betl: null } }, 'rates.betl'],
        [{ limit: 0 }, 'limit'],
        [{ baseHaler: null }, 'baseHaler'],
        [{ maxDoubles: 1.5 }, 'maxDoubles'],
      ] as const
    ).map(([rules, at]): [unknown, string, string] => [
      { method: 'sessionNew', params: { settings: { ...SETTINGS, rules } } },
      `params.settings.rules.${at}`,
      'shape',
    ]),
  ])('rejects game request %j at %s', (request, path, code) => {
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
      `method: unknown method "frobnicate" (${API_METHODS.join(', ')})`,
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
    expect(words({ method: 'solve', params: 'x' })).toBe('params: má tam být objekt, je tam „x“');
    expect(words({ method: 'analyzeForSeat', params: { position: POSITION, seat: 1, maxLayouts: 0 } })).toBe(
      'params.maxLayouts: má tam být celé číslo ≥ 1, je tam 0',
    );
  });
});

/** The contract of the home-table extras: naming and deleting evenings, stats, and the new preferences. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFS,
  SESSION_NAME_MAX,
  describeInputError,
  parsePrefs,
  parseRequest,
} from '../../../src-shared/index.ts';

describe('evening methods', () => {
  it('takes a rename with a trimmed name, or null for the default name', () => {
    expect(parseRequest({ method: 'sessionRename', params: { id: 3, name: '  U Nováků ' } })).toEqual({
      ok: true,
      value: { method: 'sessionRename', params: { id: 3, name: 'U Nováků' } },
    });
    expect(parseRequest({ method: 'sessionRename', params: { id: 3, name: null } })).toEqual({
      ok: true,
      value: { method: 'sessionRename', params: { id: 3, name: null } },
    });
    expect(parseRequest({ method: 'sessionDelete', params: { id: 3 } }).ok).toBe(true);
    expect(parseRequest({ method: 'stats', params: {} }).ok).toBe(true);
  });

  it.each([
    [{ id: 3, name: '   ' }, 'empty'],
    [{ id: 3, name: 'x'.repeat(SESSION_NAME_MAX + 1) }, 'tooLong'],
    [{ id: 3, name: 'a\u0007b' }, 'control'],
  ])('refuses the name of %j as %s, with a message in both languages', (params, problem) => {
    const r = parseRequest({ method: 'sessionRename', params });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'invalid',
        path: 'params.name',
        problem: { kind: 'badName', problem, max: SESSION_NAME_MAX },
      },
    });
    if (r.ok) return;
    expect(describeInputError(r.error, 'cs')).toMatch(/jméno/);
    expect(describeInputError(r.error, 'en')).toMatch(/name/);
  });

  it('refuses a rename without an id or with a name that is not text', () => {
    expect(parseRequest({ method: 'sessionRename', params: { name: 'x' } })).toMatchObject({
      ok: false,
      error: { code: 'shape', path: 'params.id' },
    });
    expect(parseRequest({ method: 'sessionRename', params: { id: 1, name: 5 } })).toMatchObject({
      ok: false,
      error: { code: 'shape', path: 'params.name' },
    });
    expect(parseRequest({ method: 'sessionDelete', params: { id: 0 } })).toMatchObject({ ok: false });
  });
});

describe('preferences of the home table', () => {
  it('has defaults for sound and new sessions', () => {
    expect(DEFAULT_PREFS).toMatchObject({
      sound: true,
      names: ['', '', '', ''],
      baseHaler: 20,
      preset: 'csm',
    });
  });

  it('takes sound, volume, default names, base and preset, trimming names', () => {
    expect(
      parsePrefs({
        sound: false,
        volume: 35,
        names: [' Eva ', '', 'Pepa'],
        baseHaler: 100,
        preset: 'house001',
      }),
    ).toEqual({
      ok: true,
      value: { sound: false, volume: 35, names: ['Eva', '', 'Pepa'], baseHaler: 100, preset: 'house001' },
    });
  });

  it.each([
    [{ sound: 'on' }, 'prefs.sound'],
    [{ volume: 101 }, 'prefs.volume'],
    [{ volume: 2.5 }, 'prefs.volume'],
    [{ names: ['Eva', 'Pepa'] }, 'prefs.names'],
    [{ names: ['Eva', 'Pepa', 'Jana', 'Petr', 'Karel'] }, 'prefs.names'],
    [{ names: ['Eva', 'x'.repeat(25), ''] }, 'prefs.names[1]'],
    [{ names: ['Eva', 7, ''] }, 'prefs.names[1]'],
    [{ baseHaler: 30 }, 'prefs.baseHaler'],
    [{ preset: 'pub' }, 'prefs.preset'],
  ])('refuses %j at %s', (prefs, path) => {
    const r = parsePrefs(prefs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ path });
  });
});

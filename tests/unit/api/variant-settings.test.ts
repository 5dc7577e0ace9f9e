/**
 * The session contract of every variant: `SessionSettings.variant` (absent = volený), the seats each
 * variant takes, the presets it is played under, and the refusals of the others — typed and worded in
 * both languages.
 */
import { describe, expect, it } from 'vitest';
import {
  type InputError,
  type PresetId,
  KNOWN_PRESET_IDS,
  SESSION_SIZES,
  SESSION_VARIANTS,
  describeInputError,
  parseRequest,
  parseSettings,
  parseStoredSettings,
  presetsOf,
  seatCountsOf,
  sessionVariant,
} from '../../../src-shared/index.ts';

const seats = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i === 0 ? { kind: 'human', name: 'Jana' } : { kind: 'ai', name: `Počítač ${i}`, level: 'hrac' },
  );

const refusal = (v: unknown): InputError => {
  const r = parseSettings(v);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(v)}`);
  return r.error;
};

describe('seats and presets per variant', () => {
  it('offers volený and licitovaný at 3 or 4, křížový at 4, lízaný at 2', () => {
    expect(seatCountsOf('chosen')).toEqual([3, 4]);
    expect(seatCountsOf('auction')).toEqual([3, 4]);
    expect(seatCountsOf('fourHand')).toEqual([4]);
    expect(seatCountsOf('twoHand')).toEqual([2]);
    // Every count a variant takes is a session size, and every size is taken by some variant.
    const taken = new Set(SESSION_VARIANTS.flatMap((v) => seatCountsOf(v)));
    expect([...taken].sort()).toEqual([...SESSION_SIZES].sort());
  });

  it("licitovaný's default is the tournament preset; lízaný's the English description", () => {
    expect(presetsOf('auction')[0]).toBe('csm002');
    expect(presetsOf('twoHand')[0]).toBe('english003');
    expect(presetsOf('chosen')).not.toContain('csm002');
    expect(presetsOf('auction')).not.toContain('app004');
  });

  for (const variant of SESSION_VARIANTS)
    for (const n of SESSION_SIZES)
      for (const preset of KNOWN_PRESET_IDS) {
        const fits = seatCountsOf(variant).includes(n) && presetsOf(variant).includes(preset);
        it(`${variant} at ${n} under ${preset}: ${fits ? 'accepted' : 'refused'}`, () => {
          const r = parseSettings({ variant, rules: preset, seats: seats(n) });
          expect(r.ok).toBe(fits);
          if (r.ok) {
            expect(sessionVariant(r.value)).toBe(variant);
            expect(r.value.seats).toHaveLength(n);
            expect(r.value.rules.preset).toBe(preset);
          }
        });
      }
});

describe('settings as stored', () => {
  it('a volený session is stored without the field and one saved before the variants reads as volený', () => {
    const old = parseSettings({ rules: 'csm', seats: seats(3), practice: true });
    if (!old.ok) throw new Error('refused');
    expect(old.value.variant).toBeUndefined();
    expect(sessionVariant(old.value)).toBe('chosen');
    const chosen = parseSettings({ variant: 'chosen', rules: 'csm', seats: seats(4) });
    if (!chosen.ok) throw new Error('refused');
    expect('variant' in chosen.value).toBe(false);
    // What is stored reads back the same (the store keeps settings as JSON).
    const auction = parseSettings({ variant: 'auction', rules: 'csm002', seats: seats(4) });
    if (!auction.ok) throw new Error('refused');
    expect(parseSettings(JSON.parse(JSON.stringify(auction.value)))).toEqual(auction);
  });
});

describe('refusals, typed and worded', () => {
  it('a seat count the variant is not played at', () => {
    const e = refusal({ variant: 'fourHand', rules: 'csm', seats: seats(3) });
    expect(e).toEqual({
      code: 'invalid',
      path: 'settings.seats',
      problem: { kind: 'variantPlayers', variant: 'fourHand', players: 3 },
    });
    expect(describeInputError(e, 'cs')).toContain('hrají ho čtyři');
    expect(describeInputError(e, 'en')).toContain('four play');
    const two = refusal({ rules: 'csm', seats: seats(2) });
    expect(two).toMatchObject({ problem: { kind: 'variantPlayers', variant: 'chosen', players: 2 } });
  });

  it('a preset the variant is not played under names the ones it is', () => {
    const cases: [string, PresetId][] = [
      ['chosen', 'csm002'],
      ['auction', 'app004'],
      ['fourHand', 'csm002'],
      ['twoHand', 'csm002'],
    ];
    for (const [variant, preset] of cases) {
      const n = seatCountsOf(variant as 'chosen')[0] as number;
      const e = refusal({ variant, rules: preset, seats: seats(n) });
      expect(e).toMatchObject({
        code: 'invalid',
        path: 'settings.rules.preset',
        problem: { kind: 'variantPreset', variant, preset },
      });
      const cs = describeInputError(e, 'cs');
      const en = describeInputError(e, 'en');
      expect(cs).toContain(`„${preset}“`);
      expect(en).toContain(`"${preset}"`);
      for (const ok of presetsOf(variant as 'chosen')) {
        expect(cs).toContain(ok);
        expect(en).toContain(ok);
      }
    }
  });

  it('an unknown variant is a shape error naming the variants', () => {
    const e = refusal({ variant: 'bridge', rules: 'csm', seats: seats(3) });
    expect(e).toMatchObject({ code: 'shape', path: 'settings.variant' });
    if (e.code === 'shape') for (const v of SESSION_VARIANTS) expect(e.expected).toContain(v);
  });

  it('the API request carries the variant through', () => {
    const r = parseRequest({
      method: 'sessionNew',
      params: { settings: { variant: 'twoHand', rules: 'english003', seats: seats(2) } },
    });
    expect(r.ok && r.value.method === 'sessionNew' && r.value.params.settings.variant).toBe('twoHand');
    const bad = parseRequest({
      method: 'sessionNew',
      params: { settings: { variant: 'twoHand', rules: 'english003', seats: seats(3) } },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid', path: 'params.settings.seats' } });
  });
});

describe('settings as the app stored them', () => {
  const stored = {
    rules: { preset: 'csm' },
    seats: [{ kind: 'human', name: 'Jana', level: 'hrac', seat: 0 }, ...seats(3).slice(1)],
    names: ['Jana', 'A', 'B'],
  };

  it('refuses a key it does not read when it comes from outside, naming it', () => {
    expect(refusal(stored)).toMatchObject({
      path: 'settings.names',
      problem: { kind: 'unknownKey', key: 'names' },
    });
    const { names: _, ...seatOnly } = stored;
    expect(refusal(seatOnly)).toMatchObject({ problem: { kind: 'unknownKey', key: 'seat' } });
  });

  it('reads a stored session with keys an earlier version wrote, every other check the same', () => {
    const r = parseStoredSettings(stored);
    expect(r.ok && r.value.seats).toEqual([{ kind: 'human', name: 'Jana' }, ...seats(3).slice(1)]);
    const wrong = parseStoredSettings({ ...stored, seats: seats(2) });
    expect(wrong.ok ? null : wrong.error).toMatchObject({ problem: { kind: 'variantPlayers', players: 2 } });
  });
});

/**
 * A value of the wrong shape is shown in the error, not only its kind (issue 26 item 7): "got "Z"", not
 * "got string". Strings are quoted and cut to a short length; objects and arrays keep their kind.
 */
import { describe, expect, it } from 'vitest';
import { shapeError } from '../../../src-shared/io/errors.ts';
import { describeInputError } from '../../../src-shared/io/describe.ts';
import { parseRules } from '../../../src-shared/io/parse.ts';

describe('shape errors show the bad value', () => {
  const cases: readonly [value: unknown, en: string, cs: string][] = [
    ['Z', 'x: expected card, got "Z"', 'x: má tam být card, je tam „Z“'],
    [0, 'x: expected card, got 0', 'x: má tam být card, je tam 0'],
    [true, 'x: expected card, got true', 'x: má tam být card, je tam true'],
    [null, 'x: expected card, got null', 'x: má tam být card, je tam null'],
    [[1], 'x: expected card, got array', 'x: má tam být card, je tam pole'],
    [{ a: 1 }, 'x: expected card, got object', 'x: má tam být card, je tam objekt'],
    [undefined, 'x: expected card, got undefined', 'x: chybí, má tam být card'],
    ['a\nb"', 'x: expected card, got "a\\nb\\""', 'x: má tam být card, je tam „a\\nb\\"“'],
    [
      'y'.repeat(100),
      `x: expected card, got "${'y'.repeat(40)}…"`,
      `x: má tam být card, je tam „${'y'.repeat(40)}…“`,
    ],
  ];
  it.each(cases)('%j', (value, en, cs) => {
    const e = shapeError('x', 'card', value);
    expect(describeInputError(e, 'en')).toBe(en);
    expect(describeInputError(e, 'cs')).toBe(cs);
  });

  it('a session’s seats are named in Czech too (a damaged evening shows this on home)', () => {
    const e = shapeError('settings.seats', 'array of 2 or 3 or 4 players', 'broken');
    expect(describeInputError(e, 'cs')).toBe(
      'settings.seats: má tam být pole 2 nebo 3 nebo 4 hráčů, je tam „broken“',
    );
    expect(describeInputError(e, 'en')).toBe(
      'settings.seats: expected array of 2 or 3 or 4 players, got "broken"',
    );
  });
  it('the kind stays in `got` for programs; the value rides along', () => {
    expect(shapeError('x', 'card', 'Z')).toEqual({
      code: 'shape',
      path: 'x',
      expected: 'card',
      got: 'string',
      value: 'Z',
    });
    expect(shapeError('x', 'card', { a: 1 })).not.toHaveProperty('value');
  });

  it('in a rules option', () => {
    const r = parseRules({ preset: 'csm', limit: 'x' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeInputError(r.error, 'en')).toContain('got "x"');
  });
});

/**
 * Input from outside is bounded before it is read further, and reading it is linear (issue 17, defect 8):
 * hand strings full of duplicate cards once took 30–60 s for 100 KB. Shown by what is refused first
 * and by counting the reads of a list, never by the clock (docs/testing.md); the times are measured by
 * `scripts/bench-input.ts`.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Position,
  CARD_LIST_MAX,
  CARD_TEXT_MAX,
  describeInputError,
  fromPosition,
  parsePosition,
  parseRecord,
} from '../../../src-shared/index.ts';
import { positionOf } from '../helpers.ts';

const LAYOUT = {
  hands: ['H7 H8 H9 HX HU HO HK HA B7 B8', 'B9 BX BU BO BK BA L7 L8 L9 LX', 'LU LO LK LA A7 A8 A9 AX AU AA'],
  talon: 'AO AK',
  trump: 'H',
} as const;
const raw = (change: Record<string, unknown>) => ({ ...positionOf(LAYOUT), ...change });

describe('input bounds', () => {
  it('refuses a hand string of 100 KB of duplicate cards at once, naming the bound', () => {
    const hand = Array<string>(34_000).fill('HA').join(' ');
    const r = parsePosition(raw({ hands: [hand, 'B7', 'L7'] }));
    // Refused before it is read: by its characters, not its cards. Split into its 34,000 names, it
    // would have been refused as too many cards (the list's own bound), or as a duplicate once read.
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'invalid',
        path: 'position.hands[0]',
        problem: { kind: 'tooMany', what: 'characters', max: CARD_TEXT_MAX, got: hand.length },
      },
    });
    if (r.ok) return;
    expect(describeInputError(r.error, 'en')).toBe(
      `position.hands[0]: at most ${CARD_TEXT_MAX} characters are allowed here, got ${hand.length}`,
    );
    expect(describeInputError(r.error, 'cs')).toBe(
      `position.hands[0]: smí tu být nejvýše ${CARD_TEXT_MAX} znaků, je jich ${hand.length}`,
    );
  });

  it('refuses card lists longer than the deck, as text or as an array', () => {
    const text = Array<string>(CARD_LIST_MAX + 1)
      .fill('HA')
      .join(',');
    expect(parsePosition(raw({ talon: text }))).toMatchObject({
      ok: false,
      error: { path: 'position.talon', problem: { kind: 'tooMany', what: 'cards', got: CARD_LIST_MAX + 1 } },
    });
    const list = Array<string>(100_000).fill('HA');
    expect(parsePosition(raw({ tricks: [list] }))).toMatchObject({
      ok: false,
      error: { path: 'position.tricks[0]', problem: { kind: 'tooMany', what: 'cards', max: CARD_LIST_MAX } },
    });
    const record = { setup: { deck: list }, actions: [] };
    expect(parseRecord(record)).toMatchObject({
      ok: false,
      error: { path: 'record.setup.deck', problem: { kind: 'tooMany', what: 'cards', got: 100_000 } },
    });
  });

  it('refuses more hands than seats and more tricks than a hand has before reading them', () => {
    const hands = Array<string>(1_000).fill('HA');
    expect(parsePosition(raw({ hands }))).toMatchObject({
      ok: false,
      error: { path: 'position.hands', problem: { kind: 'tooMany', what: 'hands', max: 4, got: 1_000 } },
    });
    const r = parsePosition(raw({ hands }));
    if (!r.ok) expect(describeInputError(r.error, 'cs')).toContain('nejvýše 4 ruce, je jich 1000');
    expect(parsePosition(raw({ tricks: Array<string[]>(50_000).fill([]) }))).toMatchObject({
      ok: false,
      error: { path: 'position.tricks', problem: { kind: 'tooManyTricks', tricks: 50_000 } },
    });
  });

  it('still reads a deck written out in full, with spaces and commas', () => {
    const p = positionOf(LAYOUT);
    const text = { ...p, hands: p.hands.map((h) => h.join(', ')) };
    const r = parsePosition(text);
    expect(r.ok && fromPosition(r.value).ok).toBe(true);
  });

  it('names every place of a card repeated 200,000 times (built in-process)', () => {
    const p = positionOf(LAYOUT);
    const many: Position = { ...p, hands: [Array<Card>(200_000).fill('HA'), ...p.hands.slice(1)] };
    const r = fromPosition(many);
    expect(r).toMatchObject({ ok: false, error: { code: 'duplicateCard', card: 'HA' } });
    if (!r.ok && r.error.code === 'duplicateCard') expect(r.error.paths).toHaveLength(200_000);
  });

  it('reads each card of a list a few times at most, however often it repeats: linear work, counted', () => {
    const p = positionOf(LAYOUT);
    for (const n of [2_000, 20_000]) {
      // The hand as a list that counts how often each of its places is read.
      const reads = new Array<number>(n).fill(0);
      const hand = new Proxy(Array<Card>(n).fill('HA'), {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads[Number(key)]! += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      const r = fromPosition({ ...p, hands: [hand, ...p.hands.slice(1)] });
      expect(r).toMatchObject({ ok: false, error: { code: 'duplicateCard', card: 'HA' } });
      // Each a constant number of times; a search for duplicates by pairs reads every card again for
      // each card, n/2 times on average.
      expect(Math.max(...reads)).toBeLessThanOrEqual(4);
    }
  });
});

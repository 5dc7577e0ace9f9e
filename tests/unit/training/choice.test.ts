/**
 * Choosing a drill at the learner's level (src-shared/training/choice.ts): only drills within the window
 * of the target are served, every one of them can come, the same seed gives the same drill, a thin stock
 * widens the window to its nearest drills, and excluded ids are never served.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src-shared/util/random.ts';
import { CHOICE_WINDOW, chooseDrill } from '../../../src-shared/training/choice.ts';
import type { Rating } from '../../../src-shared/training/glicko.ts';

const rating = (r: number): Rating => ({ rating: r, deviation: 80, volatility: 0.06 });
const drill = (id: string, r: number) => ({ id, rating: rating(r), theme: 'sedma' });
/** 1000, 1025, …, 2500: 61 drills. */
const stock = Array.from({ length: 61 }, (_, i) => drill(`d${1000 + 25 * i}`, 1000 + 25 * i));

function served(learner: number, options = {}, draws = 400) {
  const rng = createRng(7);
  const ids = new Set<string>();
  for (let i = 0; i < draws; i++) ids.add(chooseDrill(rating(learner), stock, rng, options)?.id ?? 'none');
  return ids;
}

describe('chooseDrill', () => {
  it('serves every drill within the window of the learner and no other', () => {
    const ids = served(1610);
    const expected = stock.filter((d) => Math.abs(d.rating.rating - 1610) <= CHOICE_WINDOW).map((d) => d.id);
    expect([...ids].sort()).toEqual(expected.sort());
    expect(expected).toHaveLength(8); // 1525 … 1700
  });

  it('moves the target by the offset (easier or harder drills)', () => {
    for (const id of served(1600, { offset: -300 })) {
      expect(Math.abs(Number(id.slice(1)) - 1300)).toBeLessThanOrEqual(CHOICE_WINDOW);
    }
    for (const id of served(1600, { offset: 300, window: 30 })) {
      expect(Math.abs(Number(id.slice(1)) - 1900)).toBeLessThanOrEqual(30);
    }
  });

  it('is deterministic for a seed', () => {
    const pick = (seed: number) => chooseDrill(rating(1500), stock, createRng(seed))?.id;
    expect(pick(42)).toBe(pick(42));
    const picks = new Set(Array.from({ length: 20 }, (_, s) => pick(s)));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('widens the window to the nearest drills of a thin stock', () => {
    const thin = [drill('easy', 900), drill('near', 1950), drill('nearer', 2010), drill('far', 2600)];
    const rng = createRng(3);
    const ids = new Set(Array.from({ length: 100 }, () => chooseDrill(rating(1600), thin, rng)?.id));
    // Nearest is 350 away: the window doubles 100 → 200 → 400, which holds 1950 and nothing else.
    expect([...ids]).toEqual(['near']);
  });

  it('never serves an excluded drill, and serves none from an empty stock', () => {
    const exclude = new Set(['d1600', 'd1625']);
    const ids = served(1610, { exclude, window: 20 });
    expect(ids.has('d1600') || ids.has('d1625')).toBe(false);
    expect(ids.size).toBeGreaterThan(0);
    expect(chooseDrill(rating(1500), [], createRng(1))).toBeNull();
    expect(
      chooseDrill(rating(1500), [drill('x', 1500)], createRng(1), { exclude: new Set(['x']) }),
    ).toBeNull();
  });
});

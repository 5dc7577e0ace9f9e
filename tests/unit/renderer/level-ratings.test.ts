// @vitest-environment happy-dom
/**
 * The levels' measured strength on the new-session screen: the stored ratings of the variant
 * (src-shared/ai/level-ratings.ts) in each level's option and in a note with their intervals, what they
 * were measured against and over how many deals, the learner's drill rating beside them; nothing for a
 * variant (or a table size) without measured ratings, and no drill rating before the first rated drill.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFS } from '../../../src-shared/index.ts';
import { AI_LEVELS, SESSION_VARIANTS, seatCountsOf } from '../../../src-shared/api/game.ts';
import type { Progress } from '../../../src-shared/api/progress.ts';
import { type VariantRatings, levelRatings } from '../../../src-shared/ai/level-ratings.ts';
import type * as LevelRatingsModule from '../../../src-shared/ai/level-ratings.ts';
import { formatRating } from '../../../src-renderer/format/rating.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import LevelRatings from '../../../src-renderer/components/new-session/LevelRatings.vue';
import NewSessionView from '../../../src-renderer/views/NewSessionView.vue';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

const NBSP = '\u00a0';

// Variants and table sizes whose stored ratings a test hides ("variant/seats"), to see the screen
// without ratings whatever the data file holds.
const hidden = vi.hoisted(() => new Set<string>());
vi.mock('../../../src-shared/ai/level-ratings.ts', async (importOriginal) => {
  const real = await importOriginal<typeof LevelRatingsModule>();
  return {
    ...real,
    levelRatings: (variant: string, seats: number) =>
      hidden.has(`${variant}/${seats}`) ? null : real.levelRatings(variant as never, seats),
  };
});

function progressWith(current: number | null): Progress {
  return {
    lessons: { done: 0, total: 2, stars: 0, maxStars: 6, chapters: [] },
    rating: { current, deviation: current === null ? null : 80, history: [] },
    mistakes: { themes: [], chapters: [] },
    streaks: { current: 0, best: 0, today: false, days: 0 },
    dueToday: 0,
    laterToday: 0,
    repetition: [],
    themeRatings: [],
    totals: { attempts: 0, solved: 0, lessonAttempts: 0, drillAttempts: 0, hints: 0 },
    damaged: [],
  };
}

const mounted: { unmount(): void }[] = [];
beforeEach(() => {
  localStorage.clear();
  setLocale('cs');
});
afterEach(() => {
  hidden.clear();
  for (const w of mounted.splice(0)) w.unmount();
  setLocale('cs');
});

async function screen(drill: number | null) {
  const pinia = setup(
    fakeClient({
      prefsGet: () => ({ ok: true, value: DEFAULT_PREFS }),
      progress: () => ({ ok: true, value: progressWith(drill) }),
    }),
  );
  await usePrefsStore().load();
  const w = mountWith(NewSessionView, pinia);
  mounted.push(w);
  await settleAll();
  return w;
}

type Screen = Awaited<ReturnType<typeof screen>>;
const levelOptions = (w: Screen) =>
  w
    .findAll('[data-testid="seat-config"][data-seat="1"] [data-testid="seat-level"] option')
    .map((o) => o.text());

describe('the levels’ ratings on the new-session screen', () => {
  it('volený by three shows each level’s stored rating and the learner’s drill rating', async () => {
    const stored = levelRatings('chosen', 3);
    expect(
      stored,
      'volený by three has measured ratings (npm run ratings -- --variant chosen --write)',
    ).not.toBeNull();
    const r = stored as VariantRatings;
    const w = await screen(1483.4);
    const about = (x: number) => formatRating(x, 'cs', 10);
    expect(levelOptions(w)).toEqual([
      `začátečník (asi ${about(r.levels.zacatecnik.rating)})`,
      `pokročilý (asi ${about(r.levels.hrac.rating)})`,
      `mistr (asi ${about(r.levels.mistr.rating)})`,
    ]);
    const note = w.get('[data-testid="level-ratings-note"]').text();
    for (const level of AI_LEVELS) {
      const x = r.levels[level];
      expect(note).toContain(`asi ${about(x.rating)} (${about(x.low)}–${about(x.high)})`);
    }
    expect(note).toContain(`má 1${NBSP}500`);
    expect(note).toContain(`po ${Math.min(...AI_LEVELS.map((l) => r.levels[l].deals))} rozdáních`);
    expect(w.get('[data-testid="drill-rating"]').text()).toBe(
      `Tvoje hodnocení v úlohách: 1${NBSP}483. Je z řešení úloh, ne ze hry, takže jde jen o hrubé srovnání.`,
    );

    setLocale('en');
    await settleAll();
    expect(levelOptions(w)[1]).toBe(`intermediate (about ${formatRating(r.levels.hrac.rating, 'en', 10)})`);
    expect(levelOptions(w)[1]).toMatch(/\(about \d,\d\d0\)$/);
    expect(w.get('[data-testid="drill-rating"]').text()).toMatch(
      /^Your drill rating: 1,483\. .*not from play/,
    );
  });

  it('shows each variant and table size its own stored ratings, and none where none were measured', async () => {
    const w = await screen(1483.4);
    for (const v of SESSION_VARIANTS) {
      await w.get(`[data-testid="variant"][data-variant="${v}"]`).setValue(true);
      await settleAll();
      for (const n of seatCountsOf(v)) {
        if (seatCountsOf(v).length > 1) await w.get('[data-testid="players"]').setValue(String(n));
        await settleAll();
        const stored = levelRatings(v, n);
        const label = `${v} by ${n}`;
        expect(w.find('[data-testid="level-ratings"]').exists(), label).toBe(stored !== null);
        expect(w.find('[data-testid="drill-rating"]').exists(), label).toBe(stored !== null);
        expect(levelOptions(w), label).toEqual(
          stored === null
            ? ['začátečník', 'pokročilý', 'mistr']
            : [
                `začátečník (asi ${formatRating(stored.levels.zacatecnik.rating, 'cs', 10)})`,
                `pokročilý (asi ${formatRating(stored.levels.hrac.rating, 'cs', 10)})`,
                `mistr (asi ${formatRating(stored.levels.mistr.rating, 'cs', 10)})`,
              ],
        );
      }
    }
  });

  it('shows nothing for a table size without ratings while the other size has them', async () => {
    hidden.add('chosen/4');
    const w = await screen(1483.4);
    expect(w.find('[data-testid="level-ratings"]').exists()).toBe(true);
    await w.get('[data-testid="players"]').setValue('4');
    await settleAll();
    expect(w.find('[data-testid="level-ratings"]').exists()).toBe(false);
    expect(w.find('[data-testid="drill-rating"]').exists()).toBe(false);
    expect(levelOptions(w)).toEqual(['začátečník', 'pokročilý', 'mistr']);
    await w.get('[data-testid="players"]').setValue('3');
    await settleAll();
    expect(w.find('[data-testid="level-ratings"]').exists()).toBe(true);
  });

  it('leaves the drill rating out before the first rated drill', async () => {
    const w = await screen(null);
    expect(w.find('[data-testid="level-ratings-note"]').exists()).toBe(true);
    expect(w.find('[data-testid="drill-rating"]').exists()).toBe(false);
  });

  it('words given ratings, rounded to tens, with their intervals and deals', async () => {
    const ratings: VariantRatings = {
      variant: 'chosen',
      seats: 3,
      anchor: 'rules',
      anchorRating: 1500,
      dealsPerMatch: 10,
      rules: 'csm',
      date: '2026-11-24',
      command: 'npm run ratings -- --variant chosen --hands 10 --seed 1 --write',
      levels: {
        zacatecnik: { rating: 1347, low: 1204, high: 1496, deals: 30 },
        hrac: { rating: 1652, low: 1488, high: 1821, deals: 30 },
        mistr: { rating: 1718, low: 1550, high: 1906, deals: 30 },
      },
    };
    const pinia = setup(fakeClient({ progress: () => ({ ok: true, value: progressWith(null) }) }));
    const w = mountWith(LevelRatings, pinia, { ratings });
    mounted.push(w);
    await settleAll();
    expect(w.text()).toBe(
      `Síla úrovní v bodech Elo: začátečník asi 1${NBSP}350 (1${NBSP}200–1${NBSP}500), pokročilý asi 1${NBSP}650 (1${NBSP}490–1${NBSP}820), mistr asi 1${NBSP}720 (1${NBSP}550–1${NBSP}910). ` +
        `Změřeno v zápasech počítače proti hráči, který hraje podle jednoduchých pouček a má 1${NBSP}500, po 30 rozdáních na úroveň; v závorce 95% interval. ` +
        'Intervaly jsou zatím široké: úrovně, jejichž intervaly se překrývají, nemusí být doopravdy různě silné.',
    );
    // Narrow intervals are not called wide; thousands of deals are grouped.
    const level = { rating: 1584, low: 1574, high: 1593, deals: 3000 };
    await w.setProps({ ratings: { ...ratings, levels: { zacatecnik: level, hrac: level, mistr: level } } });
    expect(w.text()).toContain(`po 3${NBSP}000 rozdáních na úroveň; v závorce 95% interval.`);
    expect(w.text()).not.toContain('široké');
    await w.setProps({ ratings: null });
    expect(w.find('[data-testid="level-ratings"]').exists()).toBe(false);
  });
});

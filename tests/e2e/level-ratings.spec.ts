/**
 * The levels' measured ratings on the new-session screen in browser mode: volený by three shows each
 * level's stored rating (src-shared/ai/level-ratings.ts, as built into the renderer) in its option and
 * in the note, as does every other variant with stored ratings; volený by four shows those measured at
 * four, and a variant or table size without ratings shows none. Main's own progress answer with no
 * drill rating shows none; with one (as after rated drills — mining drills to earn one would take
 * minutes) the screen shows it beside the levels. Screenshots in both languages at 1280×800 and
 * 1920×1080 (test-results/screenshots/level-ratings-*.png).
 */
import { expect, test } from '@playwright/test';
import { SESSION_VARIANTS, seatCountsOf } from '../../src-shared/api/game.ts';
import type { Progress } from '../../src-shared/api/progress.ts';
import { levelRatings } from '../../src-shared/ai/level-ratings.ts';
import { formatCount, formatRating } from '../../src-renderer/format/rating.ts';
import { openHome, screenshot, setPrefs, switchLanguage } from './support.ts';

test('the new-session screen shows the levels’ stored ratings and the learner’s drill rating', async ({
  page,
}) => {
  const stored = levelRatings('chosen', 3);
  expect(stored, 'volený by three has measured ratings').not.toBeNull();
  const r = stored!;
  // The learner's drill rating as main's own progress answer gives it, with `rating.current` set: null
  // as before any rated drill (other specs share the data directory and may have rated drills), then a
  // rating as after some (mining drills to earn one would take minutes).
  let drillRating: number | null = null;
  await page.route('**/api/progress', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { ok: boolean; value: Progress };
    const rating = {
      ...body.value.rating,
      current: drillRating,
      deviation: drillRating === null ? null : 90,
    };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, rating } } });
  });
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openHome(page);
  await page.getByTestId('home-new').click();
  await page.locator('[data-testid=variant][data-variant="chosen"]').check();
  const level = page.locator('[data-testid=seat-config][data-seat="1"]').getByTestId('seat-level');
  const note = page.getByTestId('level-ratings-note');
  await expect(level.locator('option')).toHaveText([
    `začátečník (asi ${formatRating(r.levels.zacatecnik.rating, 'cs', 10)})`,
    `pokročilý (asi ${formatRating(r.levels.hrac.rating, 'cs', 10)})`,
    `mistr (asi ${formatRating(r.levels.mistr.rating, 'cs', 10)})`,
  ]);
  await expect(note).toContainText(`má 1\u00a0500`);
  // No rated drill yet, so no drill rating.
  await expect(page.getByTestId('drill-rating')).toHaveCount(0);

  // Volený by four: the ratings measured at four (not those at three), or nothing where none were.
  await page.getByTestId('players').selectOption('4');
  const four = levelRatings('chosen', 4);
  await expect(page.getByTestId('level-ratings')).toHaveCount(four === null ? 0 : 1);
  await expect(level.locator('option')).toHaveText(
    four === null
      ? ['začátečník', 'pokročilý', 'mistr']
      : [
          `začátečník (asi ${formatRating(four.levels.zacatecnik.rating, 'cs', 10)})`,
          `pokročilý (asi ${formatRating(four.levels.hrac.rating, 'cs', 10)})`,
          `mistr (asi ${formatRating(four.levels.mistr.rating, 'cs', 10)})`,
        ],
  );
  await screenshot(page, 'level-ratings-chosen-four-cs-full', true);
  // Every variant without measured ratings: nothing.
  for (const v of SESSION_VARIANTS.filter((v) => levelRatings(v, seatCountsOf(v)[0] as number) === null)) {
    await page.locator(`[data-testid=variant][data-variant="${v}"]`).check();
    await expect(page.getByTestId('seat-config').first()).toBeVisible();
    await expect(page.getByTestId('level-ratings')).toHaveCount(0);
  }

  // The learner's rating as main answers it after rated drills.
  drillRating = 1483.4;
  await openHome(page);
  await page.getByTestId('home-new').click();
  await page.locator('[data-testid=variant][data-variant="chosen"]').check();
  await page.getByTestId('players').selectOption('3');
  await expect(page.getByTestId('drill-rating')).toHaveText(/^Tvoje hodnocení v úlohách: 1\u00a0483\./);
  for (const [size, suffix] of [
    [{ width: 1280, height: 800 }, ''],
    [{ width: 1920, height: 1080 }, '-1920'],
  ] as const) {
    await page.setViewportSize(size);
    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(page, lang);
      await expect(note).toContainText(lang === 'cs' ? 'Síla úrovní' : 'Strength of the levels');
      await expect(page.getByTestId('drill-rating')).toContainText(lang === 'cs' ? '1\u00a0483' : '1,483');
      await screenshot(page, `level-ratings-${lang}${suffix}`);
      await screenshot(page, `level-ratings-${lang}${suffix}-full`, true);
    }
  }
  await expect(level.locator('option').nth(1)).toHaveText(
    `intermediate (about ${formatRating(r.levels.hrac.rating, 'en', 10)})`,
  );

  // Every other variant with measured ratings shows its own.
  await switchLanguage(page, 'cs');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const v of SESSION_VARIANTS.filter((v) => v !== 'chosen')) {
    const own = levelRatings(v, seatCountsOf(v)[0] as number);
    if (own === null) continue;
    await page.locator(`[data-testid=variant][data-variant="${v}"]`).check();
    await expect(level.locator('option').nth(2)).toHaveText(
      `mistr (asi ${formatRating(own.levels.mistr.rating, 'cs', 10)})`,
    );
    await expect(note).toContainText(`po ${formatCount(own.levels.mistr.deals, 'cs')} rozdáních`);
    await screenshot(page, `level-ratings-${v}-cs-full`, true);
    // Its other tables (licitovaný by four): their own ratings, measured at that many players.
    for (const n of seatCountsOf(v).slice(1)) {
      const at = levelRatings(v, n);
      if (at === null) continue;
      await page.getByTestId('players').selectOption(String(n));
      await expect(level.locator('option').nth(2)).toHaveText(
        `mistr (asi ${formatRating(at.levels.mistr.rating, 'cs', 10)})`,
      );
      await screenshot(page, `level-ratings-${v}-${n}-cs-full`, true);
      await page.getByTestId('players').selectOption(String(seatCountsOf(v)[0]));
    }
  }
});

/**
 * Progress is still there after a restart: browser mode runs on a data directory of this test's own;
 * a lesson is finished on the lesson page, the server is stopped and started again on the same
 * directory, and after a reload home, the progress page and the course show the finished lesson, its
 * stars and today's streak.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { screenshot, switchLanguage, startServer, stopServer, type OwnServer } from './support.ts';

/** A lesson of two steps whose right cards are CARDS (resources/lessons/basics/09-betl.json). */
const LESSON = 'basics.betl';
const CARDS = ['LU', 'BX'];

async function call(
  request: APIRequestContext,
  s: OwnServer,
  method: string,
  params: unknown,
): Promise<unknown> {
  const response = await request.post(`${s.origin}/api/${method}`, {
    headers: { Authorization: `Bearer ${s.token}` },
    data: params,
  });
  expect(response.ok(), `${method} answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { ok: boolean; value?: unknown };
  expect(body.ok, `${method} refused: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

let dataDir: string;
const servers: OwnServer[] = [];
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-progress-'));
});
test.afterEach(async () => {
  for (const s of servers.splice(0)) await stopServer(s);
  rmSync(dataDir, { recursive: true, force: true });
});

test('a finished lesson is still on the progress page and home after the server restarts', async ({
  page,
  request,
}) => {
  const first = await startServer(dataDir);
  servers.push(first);
  await call(request, first, 'prefsSet', { prefs: { lang: 'cs', animation: 'off', sound: false } });

  // Nothing yet: the honest empty states.
  await page.goto(first.url);
  await expect(page.getByTestId('home-progress')).toBeVisible();
  await page.getByTestId('home-progress').click();
  await expect(page.getByTestId('progress-empty-rating')).toBeVisible();
  await expect(page.getByTestId('streak-current')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('progress-stars')).toHaveAttribute('data-stars', '0');

  // Finish a lesson through the lesson page: each step's right card, no mistake, no hint.
  await page.evaluate(`window.location.hash = '#/lessons/${LESSON}'`);
  await expect(page.getByTestId('lesson-view')).toBeVisible();
  for (const [i, c] of CARDS.entries()) {
    if (i > 0) await page.getByTestId('lesson-next-step').click();
    await page.locator(`[data-testid=hand-card][data-card="${c}"]`).click();
  }
  await expect(page.getByTestId('lesson-finish')).toBeVisible();
  await expect(page.getByTestId('lesson-stars')).toHaveAttribute('data-stars', '3');

  await stopServer(first);
  const second = await startServer(dataDir);
  servers.push(second);

  await page.goto(second.url);
  await expect(page.getByTestId('home-progress')).toBeVisible();
  await expect(page.getByTestId('home-lessons-done')).toContainText('1 z');
  await expect(page.getByTestId('home-streak')).toBeVisible();
  await page.getByTestId('home-progress').click();
  const tile = page.getByTestId('progress-lessons');
  await expect(tile.locator('[data-done]')).toHaveAttribute('data-done', '1');
  await expect(page.getByTestId('progress-stars')).toHaveAttribute('data-stars', '3');
  await expect(page.getByTestId('streak-current')).toHaveAttribute('data-value', '1');
  const basics = page.getByTestId('progress-chapters').locator('[data-testid="bar-row"][data-id="basics"]');
  await expect(basics).toBeVisible();
  await expect(page.getByTestId('progress-chapters').getByTestId('bar-text').first()).toContainText('★ 3');

  // The course the lesson runner shows reads the same store.
  await page.getByTestId('progress-lessons-go').click();
  await expect(page.locator(`[data-testid=course-lesson][data-lesson="${LESSON}"]`)).toHaveAttribute(
    'data-stars',
    '3',
  );
  // And over the API, as the course page reads it.
  const course = (await call(request, second, 'lessonCourse', {})) as {
    chapters: { lessons: { id: string; stars: number | null; completed: string | null }[] }[];
  };
  const shown = course.chapters.flatMap((c) => c.lessons).find((l) => l.id === LESSON);
  expect(shown?.stars).toBe(3);
  expect(shown?.completed).not.toBeNull();

  // Screens of the progress page with this progress, in both languages at two sizes.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(page, lang);
      await page.evaluate("window.location.hash = '#/progress'");
      await expect(page.getByTestId('progress-totals')).toBeVisible();
      await screenshot(page, `progress-${lang}-${size.width}`, true);
    }
  }
});

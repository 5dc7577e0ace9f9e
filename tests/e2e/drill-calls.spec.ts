/**
 * A personal drill shows its hand's calls. Hands played out by a careless chooser are stored in a data
 * directory and reviewed there by the real ReviewService (the solver in-process) with the drills' hook,
 * as if five hours ago, until a defender's card mistake has made a personal drill; its own server
 * (browser mode, tests/e2e/global-setup.ts `serve`) serves it in due mode by the app's real paths. The
 * drill's log ("Licitace a zdvihy") lists every call of the hand in order with who made it — as many
 * as the hand had before the card — beside the tricks; no note stands in their place. Screenshots:
 * Czech 1280×800, English 1920×1080, a phone 390×844 (every open hand within its width), in
 * test-results/screenshots/drillcalls/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import type { PublicAction } from '../../src-shared/api/game.ts';
import type { ReviewStatus } from '../../src-shared/index.ts';
import type { HandReview } from '../../src-shared/api/review.ts';
import { inProcessPool } from '../../src-main/review/local.ts';
import { ReviewService } from '../../src-main/review/service.ts';
import { storeFile } from '../../src-main/store/location.ts';
import { openStore } from '../../src-main/store/store.ts';
import { addPersonalDrills } from '../../src-main/training/drill-personal.ts';
import type { Drill } from '../../src-main/training/drill-judge.ts';
import { playedOutHand, storeHand } from '../unit/review/support.ts';
import { serve } from './global-setup.ts';
import { setPrefs, shootAt, SCREENSHOTS } from './support.ts';

const SHOTS = join(SCREENSHOTS, 'drillcalls');

let server: { url: string; stop: () => Promise<void> };
/** Every personal drill stored, by id: its seat, declarer and history. */
const stored = new Map<number, Drill & { declarer: number | null }>();

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-calls-'));
  const store = openStore(storeFile(dataDir));
  const then = Date.now() - 5 * 3600_000;
  const ids: number[] = [];
  const service = new ReviewService(store, inProcessPool(), {
    review: { layouts: 4, deals: 2 },
    onReviewed: (hand, review) => ids.push(...addPersonalDrills(store.drills, hand, review, then)),
  });
  const review = async (session: number, seat: number): Promise<HandReview> => {
    const start = await service.reviewStart({ session, handNo: 1, seat });
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    for (;;) {
      const s = await service.reviewPoll({ job: start.value.job });
      if (!s.ok) throw new Error(JSON.stringify(s.error));
      const st: ReviewStatus = s.value;
      if (st.state !== 'running') return st.partial as HandReview;
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  try {
    // Hands reviewed from two seats until a card mistake has made a drill.
    for (let from = 1; ids.length === 0 && from < 40;) {
      const played = playedOutHand(from);
      from = played.seed + 1;
      const session = storeHand(store, played.record);
      for (const seat of [1, 2]) await review(session, seat);
    }
    for (const id of ids) {
      const row = store.drills.drill(id);
      const d = row?.drill as Drill;
      stored.set(id, { ...d, declarer: d.position.declarer });
    }
  } finally {
    service.close();
    store.close();
  }
  server = await serve(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

const shoot = (page: Page, name: string, w: number, h: number) => shootAt(page, SHOTS, name, w, h);

test("a personal drill's log lists its hand's calls", async ({ page }) => {
  expect(stored.size).toBeGreaterThan(0);
  await setPrefs(page, { lang: 'cs', deck: 'czech' }, server.url);
  await page.goto(server.url);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${new URL(server.url).origin}/#/training/due`);
  const task = page.getByTestId('drill-task');
  await expect(task).toBeVisible({ timeout: 60_000 });
  const id = Number(await task.getAttribute('data-drill'));
  const d = stored.get(id);
  if (d === undefined) throw new Error(`drill ${id} is no personal drill stored here`);
  const calls = (d.history ?? []).filter((a: PublicAction) => a.type !== 'play');
  expect(calls.length).toBeGreaterThan(1);

  const log = page.getByTestId('hand-log');
  await expect(log).toHaveAttribute('open', '');
  await expect(log.locator('summary')).toHaveText('Licitace a zdvihy');
  const items = log.getByTestId('log-call');
  await expect(items).toHaveCount(calls.length);
  await expect(log.getByTestId('log-calls-note')).toHaveCount(0);
  // Each call by its maker: the declarer's by "Aktér", the learner's by "Ty".
  for (const [i, c] of calls.entries())
    await expect(items.nth(i)).toContainText(
      c.seat === d.declarer ? 'Aktér:' : c.seat === d.seat ? 'Ty (' : 'Spoluhráč:',
    );
  // A defender never sees the declarer's discard: the log says only that it was laid.
  const discard = calls.findIndex((c) => c.type === 'discard');
  if (discard >= 0) await expect(items.nth(discard)).toHaveText('Aktér: Odhazuji');
  await shoot(page, 'calls-cs', 1280, 800);
  await shoot(page, 'calls-cs-phone', 390, 844);
  // On the phone every open hand wraps within the screen: no card runs past its right edge.
  const overflow = await page
    .locator('[data-testid=drill-hand] .slot')
    .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().right > 390 + 0.5).length);
  expect(overflow).toBe(0);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.locator('[data-testid=lang-switch] [data-lang=en]').click();
  await expect(log.locator('summary')).toHaveText('Calls and tricks');
  await expect(items).toHaveCount(calls.length);
  await shoot(page, 'calls-en', 1920, 1080);
  await shoot(page, 'calls-en-phone', 390, 844);
});

/**
 * Drills of the decisions before the first card in browser mode: a flek, a game and a talon drill mined
 * by the real miner (`mineBidDrill`, the stock's settings, seeds that give one on their first decisions)
 * and stored by the stock's own code (`storeMined`) into a data directory its own server then opens
 * (tests/e2e/global-setup.ts `serve`): the app serves them by its real paths (`drillNext`, `drillCall`).
 * The flek drill is played: its theme chosen, the seat's view and the calls so far shown, a wrong choice
 * answered wrong with every choice's value and ± as the miner stored them (worded by the one
 * formatter), the rating change and "back in 4 hours"; then the game drill answered by a button and the
 * talon drill by two cards picked in the hand. Screenshots in Czech at 1280×800, English at 1920×1080
 * and on a phone (390×844) go to test-results/screenshots/biddrills/.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, type Response, expect, test } from '@playwright/test';
import type { DrillNext, ShownDrill } from '../../src-shared/api/drills.ts';
import { actionKey } from '../../src-shared/engine/action.ts';
import { bidAnswerWords, bidJudgedWords, bidTaskWords } from '../../src-shared/explain/bid-drill.ts';
import { openStore } from '../../src-main/store/store.ts';
import { storeFile } from '../../src-main/store/location.ts';
import {
  type BidDrill,
  type BidTable,
  type BidTheme,
  mineBidDrill,
} from '../../src-main/training/bid-mine.ts';
import { storeMined } from '../../src-main/training/stock.ts';
import { serve } from './global-setup.ts';
import { setPrefs, SCREENSHOTS } from './support.ts';

const SHOTS = join(SCREENSHOTS, 'biddrills');
/** Seeds whose drill the miner finds on its first decisions (cheap to mine here). */
const MINED: readonly { theme: BidTheme; seed: number; table: BidTable }[] = [
  { theme: 'flek', seed: 3, table: { variant: 'chosen', seats: 3 } },
  { theme: 'game', seed: 23, table: { variant: 'chosen', seats: 3 } },
  { theme: 'talon', seed: 6, table: { variant: 'chosen', seats: 3 } },
];

let server: { url: string; stop: () => Promise<void> };
const drills = new Map<BidTheme, { drill: BidDrill; id: number }>();

test.beforeAll(async () => {
  test.setTimeout(900_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-bid-'));
  const store = openStore(storeFile(dataDir));
  try {
    for (const m of MINED) {
      const d = mineBidDrill(m.seed, m.theme, { table: m.table, maxAttempts: 2 });
      if (d === null) throw new Error(`seed ${m.seed} gives no ${m.theme} drill`);
      const [id] = storeMined(store.drills, [d], new Date().toISOString());
      drills.set(m.theme, { drill: d, id: id as number });
    }
  } finally {
    store.close();
  }
  server = await serve(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

async function shoot(page: Page, name: string, size: readonly [number, number]): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: size[0], height: size[1] });
  await page.waitForFunction(() => {
    const page = globalThis as unknown as { document: { images: ArrayLike<{ complete: boolean }> } };
    return Array.from(page.document.images).every((i) => i.complete);
  });
  await page.screenshot({ path: `${SHOTS}/${name}-${size[0]}x${size[1]}.png`, fullPage: true });
}

/** The drills the page was served, in order (every drillNext answer with a drill). */
function recordServed(page: Page): ShownDrill[] {
  const served: ShownDrill[] = [];
  page.on('response', (r: Response) => {
    if (!r.url().includes('/api/drillNext')) return;
    void r.json().then(
      (body: { ok: boolean; value?: DrillNext }) => {
        const d = body.ok ? body.value?.drill : null;
        if (d) served.push(d);
      },
      () => {},
    );
  });
  return served;
}

/**
 * Opens the theme's stored drill. The training opens on every theme, so the first drill served may be
 * it already (asking for its theme then would not serve it again at once: a drill just shown waits);
 * else its theme is chosen, and a drill of it the server's own stock mined meanwhile is skipped.
 */
async function open(page: Page, served: readonly ShownDrill[], theme: BidTheme): Promise<ShownDrill> {
  const stored = drills.get(theme);
  if (stored === undefined) throw new Error(`no ${theme} drill`);
  const shown = () => page.locator('[data-testid=bid-drill], [data-testid=drill-task]').first();
  await expect(shown()).toBeVisible({ timeout: 60_000 });
  // The answer that served the drill on screen is read after the page has it: wait for it before judging
  // whether it is ours (judged too early, the theme was chosen anew and waited for a drill still unmined).
  await expect.poll(() => served.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const ours = () => served.at(-1)?.id === stored.id;
  if (!ours()) {
    let before = served.length;
    await page.getByTestId(`drill-theme-${theme}`).click();
    await expect
      .poll(() => served.length > before && served.at(-1)?.theme === theme, { timeout: 60_000 })
      .toBe(true);
    for (let skips = 0; !ours() && skips < 10; skips++) {
      before = served.length;
      await page.getByTestId('drill-next').click();
      await expect.poll(() => served.length > before, { timeout: 60_000 }).toBe(true);
    }
  }
  expect(served.at(-1)?.id).toBe(stored.id);
  await expect(page.getByTestId('bid-drill')).toHaveAttribute('data-drill', String(stored.id));
  return served.at(-1) as ShownDrill;
}

test('a flek drill: the seat’s view and calls, a wrong choice with every value and ±, back in 4 hours', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { drill: d } = drills.get('flek') as { drill: BidDrill; id: number };
  const served = recordServed(page);
  await setPrefs(page, { lang: 'cs', deck: 'czech' }, server.url);
  // The address with the token first (browser mode keeps it for the page), then the training.
  await page.goto(server.url);
  await page.goto(`${new URL(server.url).origin}/#/training`);
  await expect(page.getByTestId('training')).toBeVisible();
  const shown = await open(page, served, 'flek');
  expect(shown.bid?.kind).toBe('double');
  // Only the seat's view travels: its hand, the calls as it saw them.
  await expect(page.getByTestId('bid-drill-task')).toContainText(bidTaskWords('double', 'cs'));
  await expect(page.getByTestId('bid-drill-task')).toContainText(bidJudgedWords(d.over, 'cs'));
  await expect(page.getByTestId('bid-drill-call')).toHaveCount(d.index);
  await expect(page.getByTestId('bid-drill-choice')).toHaveCount(d.choices.length);
  await shoot(page, 'flek-cs', [1280, 800]);

  const wrong = d.choices.findIndex((c) => !c.right);
  const choice = d.choices[wrong] as BidDrill['choices'][number];
  await page.locator(`[data-testid=bid-drill-choice][data-key="${actionKey(choice.action)}"]`).click();
  const answer = page.getByTestId('bid-drill-answer');
  await expect(answer).toHaveAttribute('data-outcome', 'wrong', { timeout: 60_000 });
  const words = bidAnswerWords(
    { choice: wrong, choices: d.choices, best: d.best, kind: d.kind, samples: d.samples, over: d.over },
    'cs',
  );
  await expect(page.getByTestId('bid-drill-outcome')).toHaveText(words.outcome);
  await expect(page.getByTestId('bid-drill-seat')).toHaveText(words.seatView);
  const rows = page.getByTestId('bid-drill-row');
  await expect(rows).toHaveCount(d.choices.length);
  for (const [i, row] of words.rows.entries()) {
    await expect(rows.nth(i)).toContainText(row.name);
    await expect(rows.nth(i)).toContainText(row.valueNumber);
    if (!row.right) await expect(rows.nth(i)).toContainText(row.lossNumber);
  }
  await expect(page.getByTestId('drill-change')).toContainText('−');
  await expect(page.getByTestId('repetition-note')).toContainText('za 4 hodiny');
  await answer.scrollIntoViewIfNeeded();
  await shoot(page, 'flek-answer-cs', [1280, 800]);

  await page.locator('[data-testid=lang-switch] [data-lang=en]').click();
  const en = bidAnswerWords(
    { choice: wrong, choices: d.choices, best: d.best, kind: d.kind, samples: d.samples, over: d.over },
    'en',
  );
  await expect(page.getByTestId('bid-drill-seat')).toHaveText(en.seatView);
  await expect(page.getByTestId('repetition-note')).toContainText('in 4 hours');
  await shoot(page, 'flek-answer-en', [1920, 1080]);
  await shoot(page, 'flek-answer-phone', [390, 844]);
});

test('a game drill answered by a button, a talon drill by two cards picked in the hand', async ({ page }) => {
  test.setTimeout(300_000);
  const served = recordServed(page);
  await setPrefs(page, { lang: 'cs', deck: 'czech' }, server.url);
  // The address with the token first (browser mode keeps it for the page), then the training.
  await page.goto(server.url);
  await page.goto(`${new URL(server.url).origin}/#/training`);
  await expect(page.getByTestId('training')).toBeVisible();

  const game = (drills.get('game') as { drill: BidDrill }).drill;
  await open(page, served, 'game');
  await shoot(page, 'game-cs', [1280, 800]);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.locator('[data-testid=lang-switch] [data-lang=en]').click();
  await shoot(page, 'game-en', [1920, 1080]);
  await shoot(page, 'game-phone', [390, 844]);
  const best = game.choices[game.best] as BidDrill['choices'][number];
  await page.locator(`[data-testid=bid-drill-choice][data-key="${actionKey(best.action)}"]`).click();
  await expect(page.getByTestId('bid-drill-answer')).toHaveAttribute('data-outcome', 'right', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('drill-change')).toContainText('+');
  await shoot(page, 'game-answer-en', [1920, 1080]);

  await page.locator('[data-testid=lang-switch] [data-lang=cs]').click();
  await page.setViewportSize({ width: 1280, height: 800 });
  const talon = (drills.get('talon') as { drill: BidDrill }).drill;
  await open(page, served, 'talon');
  await expect(page.getByTestId('bid-drill-pick')).toBeVisible();
  await shoot(page, 'talon-cs', [1280, 800]);
  const pair = talon.choices[talon.best]?.action;
  if (pair?.type !== 'discard') throw new Error('a talon drill of discards');
  for (const card of pair.cards)
    await page.locator(`.mine [data-testid=drill-card][data-card="${card}"]`).click();
  await page.getByTestId('bid-drill-discard').click();
  await expect(page.getByTestId('bid-drill-answer')).toHaveAttribute('data-outcome', 'right', {
    timeout: 60_000,
  });
  await page.getByTestId('bid-drill-answer').scrollIntoViewIfNeeded();
  await shoot(page, 'talon-answer-cs', [1280, 800]);
  await page.locator('[data-testid=lang-switch] [data-lang=en]').click();
  await shoot(page, 'talon-answer-en', [1920, 1080]);
  await shoot(page, 'talon-answer-phone', [390, 844]);
});

/**
 * The editor and the analysis board for licitovaný, křížový and lízaný in browser mode (issue 18): for
 * each variant the table is laid out in the editor (the variant picked, the rest filled, the variant's
 * own contract field left wrong and named in the engine's words, then set), and a position of it
 * part-way through play pasted as text is analysed on the board with a value on every legal card. A
 * lízaný position with the stock still there gets the solver's refusal in words, not a spinner, and is
 * played on against the computer, drawing after each trick.
 * Screenshots at 1280×800 and 1920×1080 in Czech and English.
 */
import { type Page, expect, test } from '@playwright/test';
import { variantPosition } from '../../src-shared/editor/random.ts';
import { apply } from '../../src-shared/engine/apply.ts';
import { legalActions } from '../../src-shared/engine/legal.ts';
import { describe as describeState } from '../../src-shared/engine/position.ts';
import type { HandState } from '../../src-shared/engine/state.ts';
import type { Variant } from '../../src-shared/engine/table.ts';
import { toNotation } from '../../src-shared/io/notation.ts';
import { PRESETS } from '../../src-shared/rules/ruleset.ts';
import { handCards, openHome, screenshot, setPrefs, switchLanguage } from './support.ts';

async function openEditor(page: Page): Promise<void> {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openHome(page);
  await switchLanguage(page, 'cs');
  await page.evaluate(() => localStorage.removeItem('marias.editor.draft'));
  await page.getByTestId('home-editor').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId('editor-reset').click();
}

/** A position of the variant `cards` cards into play (the first legal card each time), as a line of text. */
function positionText(variant: Exclude<Variant, 'chosen'>, cards: number, seed: number): string {
  const rules = variant === 'auction' ? PRESETS.csm002 : PRESETS.csm;
  let s: HandState = variantPosition(variant, rules, 'any', seed).state;
  for (let i = 0; i < cards; i++) {
    const a = legalActions(s).find((x) => x.type === 'play');
    if (a === undefined) break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return toNotation(describeState(s));
}

async function pasteText(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('editor-text');
  if ((await box.getAttribute('open')) === null) await box.locator('summary').click();
  await page.getByTestId('editor-text-input').fill(text);
  await page.getByTestId('editor-text-load').click();
}

/** Analyse: the board opens and every legal card of the side to move gets its value in money. */
async function analyse(page: Page): Promise<void> {
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  await page.getByTestId('editor-analyse').click();
  await expect(page.getByTestId('board')).toBeVisible();
  const labels = page.getByTestId('board-label');
  await expect(labels.first()).toHaveText(/Kč/, { timeout: 120_000 });
  const n = await page.getByTestId('board-card').count();
  expect(n).toBeGreaterThan(0);
  await expect(labels).toHaveCount(n);
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

async function shots(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${size.width}x${size.height}-cs`);
    await switchLanguage(page, 'en');
    await screenshot(page, `${name}-${size.width}x${size.height}-en`);
    await switchLanguage(page, 'cs');
  }
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
}

test('křížový: four hands laid out, the called rank missing named by the engine, then analysed', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByTestId('editor-variant').selectOption('fourHand');
  await expect(page.getByTestId('editor-hand')).toHaveCount(4);
  await expect(page.getByTestId('editor-talon')).toHaveCount(0);
  await page.getByTestId('editor-fill').click();
  // No rank called yet: the engine's refusal, in its words, and the field marked.
  const problem = page.locator('[data-testid=editor-problem][data-code=position]');
  await expect(problem).toContainText('volan');
  await expect(page.getByTestId('editor-analyse')).toBeDisabled();
  await shots(page, 'editor-fourhand');
  await page.getByTestId('editor-called').selectOption('K');
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  // A position four tricks in, pasted as text, analysed on the board.
  await pasteText(page, positionText('fourHand', 16, 4));
  await expect(page.getByTestId('editor-variant')).toHaveValue('fourHand');
  await analyse(page);
  await expect(page.getByTestId('board-hand')).toHaveCount(4);
  await expect(page.getByTestId('board-variant-fact').first()).toContainText('Křížový');
  await shots(page, 'board-fourhand');
});

test('licitovaný: three hands and a talon, a contract below the step won refused, then analysed', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByTestId('editor-variant').selectOption('auction');
  await expect(page.getByTestId('editor-preset')).toHaveValue('csm002');
  await pasteText(page, positionText('auction', 0, 2));
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  // The step won set to the ladder's top: the contract declared is below it.
  await page.getByTestId('editor-won-step').selectOption('redTwoSevensHundred');
  const problem = page.locator('[data-testid=editor-problem][data-code=position]');
  await expect(problem).toBeVisible();
  await expect(page.getByTestId('editor-analyse')).toBeDisabled();
  await shots(page, 'editor-auction');
  await page.getByTestId('editor-won-step').selectOption('');
  await pasteText(page, positionText('auction', 15, 2));
  await analyse(page);
  await expect(page.getByTestId('board-hand')).toHaveCount(3);
});

test('lízaný: the stock refused in words while it lasts, analysed once it is drawn', async ({ page }) => {
  await openEditor(page);
  await page.getByTestId('editor-variant').selectOption('twoHand');
  await expect(page.getByTestId('editor-hand')).toHaveCount(2);
  await page.getByTestId('editor-fill').click();
  await expect(page.getByTestId('editor-stock').locator('[data-card]')).toHaveCount(16);
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  await shots(page, 'editor-twohand');
  await page.getByTestId('editor-analyse').click();
  await expect(page.getByTestId('board')).toBeVisible();
  // The solver's typed refusal in words, and no spinner left.
  await expect(page.getByTestId('board-error')).toContainText('16');
  await expect(page.getByText('Počítám…')).toHaveCount(0);
  await expect(page.getByTestId('board-hand')).toHaveCount(2);
  await shots(page, 'board-twohand-stock');
  // Played out against the computer while the stock lasts: each trick draws, the board follows.
  const bottom = page.locator('[data-testid=board-hand][data-place=bottom]');
  const person = await bottom.getAttribute('data-seat');
  await page.getByTestId('board-versus').check();
  for (let trick = 1; trick <= 2; trick++) {
    await expect(bottom).toHaveAttribute('data-seat', person ?? '');
    await bottom.getByTestId('board-card').first().dblclick();
    await expect
      .poll(() => page.getByTestId('board-moves-card').count(), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(2 * trick);
  }
  await expect(page.getByTestId('board-variant-fact').last()).toContainText(/1[24]/);
  // Eight tricks and one card in: the stock is drawn, the hand is analysed.
  await page.getByTestId('nav-home').click();
  await page.getByTestId('home-editor').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await pasteText(page, positionText('twoHand', 17, 5));
  await expect(page.getByTestId('editor-stock').locator('[data-card]')).toHaveCount(0);
  await analyse(page);
  await expect(page.getByTestId('board-variant-fact').last()).toContainText('dobraný');
  await shots(page, 'board-twohand');
});

test('licitovaný before the bidding: "play from here" deals a practice game exactly as laid out', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByTestId('editor-variant').selectOption('auction');
  await page.getByTestId('editor-stage').selectOption('deal');
  await page.getByTestId('editor-fill').click();
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  await expect(page.getByTestId('editor-talon').locator('[data-card]')).toHaveCount(2);
  const you = await page.getByTestId('editor-you').inputValue();
  const laid = await page
    .locator(`[data-testid=editor-hand][data-seat="${you}"] [data-card]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(laid).toHaveLength(10);
  await shots(page, 'editor-auction-deal');
  await page.getByTestId('editor-play').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
  await expect(handCards(page)).toHaveCount(10);
  const held = await handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(held.sort()).toEqual([...laid].sort());
});

/**
 * The analysis board in browser mode: opened from home on a random deal, a value on every legal card,
 * a chosen card's line stepped through with the buttons and the arrow keys, the seat view streaming
 * (progress, then results on every legal card) through the analysis jobs, a random deal for the contract
 * practised, the editor's "play from here" before the bidding landing at a table with exactly the
 * editor's hand, and screenshots at two window sizes in both languages.
 */
import { type Page, expect, test } from '@playwright/test';
import { handCards, openHome, screenshot, setPrefs, switchLanguage } from './support.ts';

async function openBoard(page: Page): Promise<void> {
  await openHome(page);
  await page.getByTestId('home-board').click();
  await expect(page.getByTestId('board')).toBeVisible();
}

/** Every legal card has its label (not the placeholder) and the counts match. */
async function expectLabels(page: Page, pattern: RegExp): Promise<number> {
  const cards = page.getByTestId('board-card');
  const labels = page.getByTestId('board-label');
  await expect(labels.first()).toHaveText(pattern);
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  await expect(labels).toHaveCount(n);
  for (let i = 0; i < n; i++) await expect(labels.nth(i)).toHaveText(pattern);
  return n;
}

test('values on every legal card, a line stepped through, the seat view streaming', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openBoard(page);
  await expect(page.getByTestId('board-mode-note')).toContainText('Přesně');
  await expectLabels(page, /Kč/);
  await expect(page.locator('[data-testid=board-card][data-best=true]').first()).toBeVisible();

  // The first legal card's line: shown, then stepped through with the button and the arrow keys.
  const first = page.getByTestId('board-card').first();
  const card = await first.getAttribute('data-card');
  await first.click();
  const line = page.getByTestId('board-line-card');
  await expect(line.first()).toHaveAttribute('data-card', card ?? '');
  // The chosen card in words (what it costs or keeps).
  await expect(page.getByTestId('board-verdict').first()).not.toBeEmpty();
  const lineCards = await line.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(lineCards.length).toBeGreaterThan(2);
  await page.getByTestId('board-forward').click();
  await expect(page.getByTestId('board-moves-card')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('board-moves-card')).toHaveCount(2);
  const moves = await page
    .getByTestId('board-moves-card')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(moves).toEqual(lineCards.slice(0, 2));
  await expect(page.locator('[data-testid=trick-card]')).toHaveCount(2);
  // A new position, valued again.
  await expectLabels(page, /Kč/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('board-moves-card')).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('board-moves-card')).toHaveCount(0);

  // From the seat's view: labelled, progress while layouts come, then the results on every legal card.
  await page.getByTestId('board-mode-seat').check();
  await expect(page.getByTestId('board-mode-note')).toContainText('Jen z toho, co vidí');
  await expect(page.getByTestId('board-progress-text')).toHaveText(/Rozklady: \d+|Počítám/);
  await expectLabels(page, /drží \d+\s%/);
  await expect(page.getByTestId('board-stop')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('board-progress-text')).toHaveText(/Rozklady: (\d+) z \1\b|všechny rozklady/);
  // The mean over the layouts with three decimals.
  await expectLabels(page, /drží \d+\s%\s*[+\u2212]?\d+,\d{3} Kč/);
});

test('a random deal for the contract practised, the seats named by role and place', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openBoard(page);
  await expectLabels(page, /Kč/);
  await page.getByTestId('board-practice').selectOption('seven');
  await expect(page.getByTestId('board-contract')).toContainText(/sedma/i);
  await expectLabels(page, /Kč/);
  await page.getByTestId('board-practice').selectOption('betl');
  await expect(page.getByTestId('board-contract')).toContainText(/betl/i);
  await page.getByTestId('board-random').click();
  await expect(page.getByTestId('board-contract')).toContainText(/betl/i);
  const names = await page.getByTestId('board-seat-name').allTextContents();
  expect(names.sort()).toEqual(['Aktér · forhont', 'Obránce · prostřední', 'Obránce · rozdávající']);
});

test('a losing card names its principle, whose lesson opens from the link, in both languages', async ({
  page,
}) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openBoard(page);
  // A deal with a losing card at the first lead whose principle a lesson teaches (most deals have one;
  // keepGuard, noLeadIntoRuff and "no principle" have no lesson yet, so a new deal then).
  const losing = page.locator('[data-testid=board-card][data-best=false]');
  const principle = page.getByTestId('board-verdict-principle');
  const link = page.getByTestId('board-verdict-lesson');
  let found = false;
  for (let deal = 0; deal < 12 && !found; deal++) {
    if (deal > 0) await page.getByTestId('board-random').click();
    await expectLabels(page, /Kč/);
    const n = Math.min(await losing.count(), 3);
    for (let i = 0; i < n && !found; i++) {
      await losing.nth(i).click();
      // The principle is the selected card's: it is worded from the selection, not fetched.
      await expect(losing.nth(i)).toHaveAttribute('aria-pressed', 'true');
      await expect(principle).toContainText('Princip:');
      found = (await link.count()) > 0;
    }
  }
  expect(found).toBe(true);
  await screenshot(page, 'board-principle-cs-1280');
  await switchLanguage(page, 'en');
  await expect(principle).toContainText('Principle:');
  await screenshot(page, 'board-principle-en-1280');
  // The lesson's link opens it.
  const href = await link.getAttribute('href');
  expect(href).toMatch(/#\/lessons\/[a-z.-]+$/);
  await link.click();
  await expect(page.getByTestId('lesson-view')).toBeVisible();
  expect(page.url()).toContain(href?.slice(1) ?? '');
});

test('play from here before the bidding: a practice game dealt exactly as in the editor', async ({
  page,
}) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openHome(page);
  await page.evaluate(() => localStorage.removeItem('marias.editor.draft'));
  await page.getByTestId('home-editor').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId('editor-reset').click();
  await page.getByTestId('editor-stage').selectOption('deal');
  await page.getByTestId('editor-fill').click();
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  // Analysis waits for the play; playing from the deal does not.
  await expect(page.getByTestId('editor-analyse')).toBeDisabled();
  await expect(page.getByTestId('editor-play')).toBeEnabled();
  // The person takes the middle hand (forehand is the default).
  const you = page.getByTestId('editor-you');
  const forehand = await you.inputValue();
  const middle = String((Number(forehand) + 1) % 3);
  await you.selectOption(middle);
  const laid = await page
    .locator(`[data-testid=editor-hand][data-seat="${middle}"] [data-card]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(laid).toHaveLength(10);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, `board-editor-deal-cs-${size.width}`);
    await switchLanguage(page, 'en');
    await expect(page.getByTestId('editor-play-note')).toContainText('Play from here');
    await screenshot(page, `board-editor-deal-en-${size.width}`);
    await switchLanguage(page, 'cs');
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('editor-play').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
  await expect(handCards(page)).toHaveCount(10);
  const held = await handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(held.sort()).toEqual([...laid].sort());
});

test('the seat view can be stopped and keeps what it found', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openBoard(page);
  await expectLabels(page, /Kč/);
  await page.getByTestId('board-mode-seat').check();
  const stop = page.getByTestId('board-stop');
  await expect(stop).toBeVisible();
  // The search may finish (and the button go) before the click lands.
  await Promise.race([stop.click(), expect(stop).toBeHidden({ timeout: 60_000 })]);
  await expect(stop).toBeHidden();
  // Either it had finished, or it says it stopped; no job keeps polling.
  const stopped = page.getByTestId('board-stopped');
  if (await stopped.isVisible()) await expect(stopped).toContainText('Zastaveno');
});

test('plays on against the computer from the board', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openBoard(page);
  await expectLabels(page, /Kč/);
  const bottom = page.locator('[data-testid=board-hand][data-place=bottom]');
  const person = await bottom.getAttribute('data-seat');
  await page.getByTestId('board-versus').check();
  await expect(page.getByTestId('board-versus-note')).toContainText('Tvoje místo');
  await page.getByTestId('board-card').first().dblclick();
  // The computer plays the rest of the trick (and leads on if it took it) until the person is to move.
  await expect(bottom.getByTestId('board-card').first()).toBeVisible({ timeout: 60_000 });
  expect(await page.getByTestId('board-moves-card').count()).toBeGreaterThanOrEqual(3);
  await expect(bottom).toHaveAttribute('data-seat', person ?? '');
  await expectLabels(page, /Kč/);
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`screenshots at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
    await openBoard(page);
    await expectLabels(page, /Kč/);
    await page.getByTestId('board-card').last().click();
    await expect(page.getByTestId('board-line-card').first()).toBeVisible();
    // Everything on the board fits in the window: every hand, its labels, the panel.
    // (The panel scrolls on its own; the felt does not, so its hands and labels must lie inside it.)
    const fits = async () => {
      const felt = await page.locator('.felt').boundingBox();
      expect(felt).not.toBeNull();
      for (const id of ['board-hand', 'board-label', 'board-seat-name', 'board-mode', 'board-practice']) {
        const all = page.getByTestId(id);
        for (let i = 0; i < (await all.count()); i++) {
          const box = await all.nth(i).boundingBox();
          expect(box, id).not.toBeNull();
          expect((box?.x ?? 0) + (box?.width ?? 0), id).toBeLessThanOrEqual(size.width + 1);
          if (id.startsWith('board-hand') || id === 'board-label' || id === 'board-seat-name') {
            expect(box?.x ?? 0, id).toBeGreaterThanOrEqual((felt?.x ?? 0) - 1);
            expect((box?.x ?? 0) + (box?.width ?? 0), id).toBeLessThanOrEqual(
              (felt?.x ?? 0) + (felt?.width ?? 0) + 1,
            );
            expect((box?.y ?? 0) + (box?.height ?? 0), id).toBeLessThanOrEqual(size.height + 1);
          }
        }
      }
    };
    await fits();
    await screenshot(page, `board-cs-${size.width}`);
    await switchLanguage(page, 'en');
    await expect(page.getByTestId('board-mode-note')).toContainText('Exact');
    await page.getByTestId('board-mode-seat').check();
    await expectLabels(page, /keeps \d+\s%/);
    await expect(page.getByTestId('board-stop')).toBeHidden({ timeout: 60_000 });
    await expectLabels(page, /keeps \d+\s%\s*CZK [+\u2212]?\d+\.\d{3}/);
    await fits();
    await screenshot(page, `board-en-${size.width}`);
    // A hundred to practise, in English; then back in Czech in the seat view.
    await page.getByTestId('board-practice').selectOption('hundred');
    await expect(page.getByTestId('board-contract')).toContainText(/hundred/i);
    await expect(page.getByTestId('board-stop')).toBeHidden({ timeout: 60_000 });
    await fits();
    await screenshot(page, `board-en-hundred-${size.width}`);
    await switchLanguage(page, 'cs');
    await expectLabels(page, /drží \d+\s%\s*[+\u2212]?\d+,\d{3} Kč/);
    await screenshot(page, `board-cs-seat-${size.width}`);
  });

  test(`the seat view with the hidden hands face down, then revealed, at ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
    await openBoard(page);
    await expectLabels(page, /Kč/);
    for (const [lang, reveal, hide] of [
      ['cs', 'Ukázat karty', 'Skrýt karty'],
      ['en', 'Reveal the cards', 'Hide the cards'],
    ] as const) {
      if (lang === 'en') await switchLanguage(page, 'en');
      await page.getByTestId('board-mode-seat').check();
      // Face down: the two other hands as backs (ten each at the first lead), no face of theirs.
      const backs = page.getByTestId('board-backs');
      await expect(backs).toHaveCount(2);
      for (let i = 0; i < 2; i++) await expect(backs.nth(i).locator('[data-face=back]')).toHaveCount(10);
      const othersHeld = page.locator(
        '[data-testid=board-hand]:not([data-place=bottom]) [data-testid=board-held]',
      );
      await expect(othersHeld).toHaveCount(0);
      await expect(page.getByTestId('board-reveal')).toHaveText(reveal);
      await expect(page.getByTestId('board-stop')).toBeHidden({ timeout: 60_000 });
      // A chosen card: its figures, and no line until the cards are revealed.
      await page.getByTestId('board-card').last().click();
      await expect(page.getByTestId('board-line-hidden')).toBeVisible();
      await expect(page.getByTestId('board-line-card')).toHaveCount(0);
      await screenshot(page, `board-seat-hidden-${lang}-${size.width}`);
      await page.getByTestId('board-reveal').click();
      await expect(page.getByTestId('board-backs')).toHaveCount(0);
      await expect(othersHeld).toHaveCount(20);
      await expect(page.getByTestId('board-line-card').first()).toBeVisible();
      await expect(page.getByTestId('board-reveal')).toHaveText(hide);
      await screenshot(page, `board-seat-revealed-${lang}-${size.width}`);
      // Hidden again, and the exact mode for the next language.
      await page.getByTestId('board-reveal').click();
      await expect(page.getByTestId('board-backs')).toHaveCount(2);
      await page.getByTestId('board-mode-exact').check();
      await expect(page.getByTestId('board-backs')).toHaveCount(0);
    }
  });
}

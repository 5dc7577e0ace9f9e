/**
 * The library of positions in browser mode, through the real server: a position built in the editor by
 * clicks and saved, found by searching, opened on the board (values on the cards) and back in the
 * editor, its title, notes and tags edited, copied as text, exported to JSON and text files and imported
 * back (a title already there asks first), broken files named with their problem and place, a title
 * another entry holds refused, and a delete confirmed. Screenshots in Czech and English at 1280×800 and
 * 1920×1080, and the empty library's help.
 */
import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { openHome, screenshot, setPrefs, switchLanguage } from './support.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

const hand = (page: Page, seat: number) => page.locator(`[data-testid=editor-hand][data-seat="${seat}"]`);
const items = (page: Page) => page.getByTestId('library-item');
const item = (page: Page, title: string) =>
  items(page).filter({ has: page.getByTestId('library-title').getByText(title, { exact: true }) });

async function openLibrary(page: Page): Promise<void> {
  await page.getByTestId('nav-home').click();
  await page.getByTestId('home-library').click();
  await expect(page).toHaveURL(/#\/library$/);
  await expect(page.getByTestId('library')).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('library-search').fill(text);
}

/** A file chosen in the import input, and the report it opens. */
async function importFile(page: Page, name: string, content: string): Promise<void> {
  await page.getByTestId('library-import-file').setInputFiles({
    name,
    mimeType: name.endsWith('.json') ? 'application/json' : 'text/plain',
    buffer: Buffer.from(content, 'utf8'),
  });
  await expect(page.getByTestId('library-import')).toBeVisible();
}

async function download(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

test('save from the editor, find, open on the board and in the editor, edit, export, import, delete', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  const suffix = `${Date.now() % 100000}`;
  const title = `Knihovna e2e ${suffix}`;

  // A position by clicks in the editor, saved in the library.
  await openHome(page);
  await page.evaluate(() => localStorage.removeItem('marias.editor.draft'));
  await page.getByTestId('home-editor').click();
  await page.getByTestId('editor-reset').click();
  for (const card of ['HA', 'HX', 'HK', 'H7']) {
    await page.locator(`[data-testid=deck-card][data-card=${card}]`).click();
    await hand(page, 0).click({ position: { x: 10, y: 10 } });
    await expect(hand(page, 0).locator(`[data-card=${card}]`)).toBeVisible();
  }
  await page.getByTestId('editor-fill').click();
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  await page.getByTestId('editor-save-title').fill(title);
  await page.getByTestId('editor-save-button').click();
  await expect(page.getByTestId('editor-save-done')).toContainText(title);

  // In the library (a click from the saved note), found by searching any case and without diacritics; a
  // search for nothing matches none.
  await page.getByTestId('editor-save-library').click();
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(item(page, title)).toHaveCount(1);
  await search(page, `KNIHOVNA ${suffix}`);
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, title)).toBeVisible();
  await expect(item(page, title).getByTestId('library-contract')).toContainText('Hráč');
  await expect(item(page, title).getByTestId('library-preview')).toContainText('HA HX HK H7');
  await search(page, `zadna-takova-pozice-${suffix}`);
  await expect(page.getByTestId('library-no-match')).toBeVisible();
  await expect(items(page)).toHaveCount(0);
  await search(page, suffix);
  await expect(items(page)).toHaveCount(1);

  // Copied as its line of text.
  await item(page, title).getByTestId('library-copy').click();
  await expect(item(page, title).getByTestId('library-copy')).toHaveText('Zkopírováno');
  // The e2e code is typed without the DOM: the clipboard as the page has it.
  type PageNavigator = { clipboard: { readText(): Promise<string> } };
  const copied = await page.evaluate(() => (navigator as unknown as PageNavigator).clipboard.readText());
  expect(copied).toMatch(/^csm d\d \d:[HBLA][^/]* \/ HA HX HK H7 /);

  // On the board: a value on every legal card.
  await item(page, title).getByTestId('library-open-board').click();
  await expect(page).toHaveURL(/#\/board$/);
  await expect(page.getByTestId('board-label').first()).toHaveText(/Kč/);
  await expect(page.getByTestId('board-contract')).toBeVisible();

  // Back in the editor: the same cards, and the save offers the entry's title.
  await openLibrary(page);
  await search(page, suffix);
  await item(page, title).getByTestId('library-open-editor').click();
  await expect(page).toHaveURL(/#\/editor$/);
  for (const card of ['HA', 'HX', 'HK', 'H7'])
    await expect(hand(page, 0).locator(`[data-card=${card}]`)).toBeVisible();
  await expect(page.getByTestId('editor-save-title')).toHaveValue(title);
  expect(await page.getByTestId('editor-text-value').inputValue()).toBe(copied);

  // Title, notes and tags edited in place; the tag filters.
  await openLibrary(page);
  await search(page, suffix);
  await item(page, title).getByTestId('library-edit').click();
  await page.getByTestId('library-edit-tags').fill(`sedma, e2e${suffix}`);
  await page.getByTestId('library-edit-notes').fill('Srdcová sedma: kdy pustit trumf?');
  await page.getByTestId('library-edit-save').click();
  await expect(page.getByTestId('library-edit-form')).toHaveCount(0);
  await expect(item(page, title).getByTestId('library-notes')).toHaveText('Srdcová sedma: kdy pustit trumf?');
  await search(page, '');
  await page.locator(`[data-testid=library-tag][data-tag="e2e${suffix}"]`).click();
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, title)).toBeVisible();
  await search(page, 'srdcova SEDMA');
  await expect(item(page, title)).toBeVisible();

  // Exported: only the chosen entry, as JSON and as text.
  await item(page, title).getByTestId('library-select').check();
  await expect(page.getByTestId('library-export-scope')).toContainText('1 vybraná pozice');
  const json = await download(page, 'library-export-json');
  expect(json.name).toMatch(/^marias-library-\d{4}-\d{2}-\d{2}\.json$/);
  const parsed = JSON.parse(json.text) as {
    format: string;
    version: number;
    entries: { title: string; tags: string[] }[];
  };
  expect(parsed.format).toBe('marias-library');
  expect(parsed.version).toBe(1);
  expect(parsed.entries.map((e) => [e.title, e.tags])).toEqual([[title, ['sedma', `e2e${suffix}`]]]);
  const text = await download(page, 'library-export-text');
  expect(text.text).toContain(`# ${title}\n${copied}\n`);

  // Imported back: the title is taken, so it asks; nothing is saved until answered.
  await importFile(page, json.name, json.text);
  await expect(page.getByTestId('library-import-summary')).toHaveText(
    'V pořádku: 1. S chybou (nenačtou se): 0.',
  );
  await expect(page.getByTestId('library-import-conflict')).toContainText(title);
  await expect(page.getByTestId('library-import-go')).toBeDisabled();
  await expect(page.getByTestId('library-import-ask')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `library-import-${size.width}x${size.height}-cs`);
    await switchLanguage(page, 'en');
    await expect(page.getByTestId('library-import-summary')).toHaveText(
      'Fine: 1. With a problem (not loaded): 0.',
    );
    await screenshot(page, `library-import-${size.width}x${size.height}-en`);
    await switchLanguage(page, 'cs');
  }
  await page.setViewportSize(SIZES[0]);
  await page.getByTestId('library-import-keepBoth').check();
  await page.getByTestId('library-import-go').click();
  await expect(page.getByTestId('library-import-done')).toHaveText('Hotovo. Uloženo: 1, přeskočeno: 0.');
  await page.getByTestId('library-import-close').click();
  await search(page, suffix);
  await expect(items(page)).toHaveCount(2);
  const copy = `${title} (2)`;
  await expect(item(page, copy).getByTestId('library-notes')).toHaveText('Srdcová sedma: kdy pustit trumf?');

  // The text file: its entry asks too; "skip" saves nothing.
  await importFile(page, text.name, text.text);
  await page.getByTestId('library-import-all-skip').click();
  await expect(page.getByTestId('library-import-go')).toBeDisabled();
  await page.getByTestId('library-import-overwrite').check();
  await page.getByTestId('library-import-go').click();
  await expect(page.getByTestId('library-import-done')).toHaveText('Hotovo. Uloženo: 1, přeskočeno: 0.');
  await page.getByTestId('library-import-close').click();
  // Overwritten as answered: the text file has no notes or tags, so the entry has none now and the tag
  // filter shows the copy alone; without the filter both are there.
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, copy)).toBeVisible();
  await page.locator(`[data-testid=library-tag][data-tag="e2e${suffix}"]`).click();
  await expect(items(page)).toHaveCount(2);
  await expect(item(page, title).getByTestId('library-notes')).toHaveCount(0);

  // Broken files: each problem named with its place; the fine entry still counts.
  await importFile(
    page,
    'zle.txt',
    `# dobrá ${suffix}\n${copied}\n\n# zlá\n${copied.replace('HA HX', 'HQ HX')}\n`,
  );
  await expect(page.getByTestId('library-import-summary')).toHaveText(
    'V pořádku: 1. S chybou (nenačtou se): 1.',
  );
  const bad = page.getByTestId('library-import-bad-item');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('Řádek 5:');
  await expect(bad).toContainText('(„HQ“)');
  await expect(bad).toContainText('není karta');
  await screenshot(page, 'library-import-broken-1280x800-cs');
  await page.getByTestId('library-import-cancel').click();
  await importFile(page, 'zle.json', '{ "format": "marias-library", "version": 1, "entries": [');
  await expect(page.getByTestId('library-import-error')).toContainText('není platný JSON');
  await page.getByTestId('library-import-close').click();
  // A key the position does not take ("Aux" for aux) is named with its place, never read as absent.
  const [exported] = (JSON.parse(json.text) as { entries: { position: object }[] }).entries;
  const misspelt = {
    ...parsed,
    entries: [{ title: `klíč ${suffix}`, position: { ...exported?.position, Aux: 'A' } }],
  };
  await importFile(page, 'klic.json', JSON.stringify(misspelt));
  const keyed = page.getByTestId('library-import-bad-item');
  await expect(keyed).toContainText('entries[0].position.Aux: neznámý klíč „Aux“ v pozici (myslíš „aux“?)');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `library-import-key-${size.width}x${size.height}-cs`);
    await switchLanguage(page, 'en');
    await expect(keyed).toContainText('unknown key "Aux" in the position (did you mean "aux"?)');
    await screenshot(page, `library-import-key-${size.width}x${size.height}-en`);
    await switchLanguage(page, 'cs');
  }
  await page.setViewportSize(SIZES[0]);
  await page.getByTestId('library-import-cancel').click();

  // Renaming the copy to the original's title is refused: another entry is never overwritten.
  await item(page, copy).getByTestId('library-edit').click();
  await page.getByTestId('library-edit-title').fill(title);
  await page.getByTestId('library-edit-save').click();
  await expect(item(page, copy).getByTestId('library-item-problem')).toContainText(
    `Název „${title}“ už má jiná pozice v knihovně`,
  );
  await item(page, copy).getByTestId('library-edit-cancel').click();

  // Screenshots of the list.
  await search(page, '');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `library-${size.width}x${size.height}-cs`);
    await switchLanguage(page, 'en');
    await expect(item(page, title).getByTestId('library-open-board')).toHaveText('Analyse on the board');
    await screenshot(page, `library-${size.width}x${size.height}-en`);
    await switchLanguage(page, 'cs');
  }
  await page.setViewportSize(SIZES[0]);

  // Deleted after a confirmation naming it.
  await search(page, suffix);
  await item(page, copy).getByTestId('library-delete').click();
  await expect(page.getByTestId('library-confirm-text')).toContainText(copy);
  await page.getByTestId('library-confirm-cancel').click();
  await expect(items(page)).toHaveCount(2);
  await item(page, copy).getByTestId('library-delete').click();
  await page.getByTestId('library-confirm-delete').click();
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, title)).toBeVisible();
});

test('an empty library says what it is for and how to fill it', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  // Other tests save positions: the list is answered empty here.
  await page.route('**/api/positionList', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ok: true, value: [] }),
    }),
  );
  await openHome(page);
  await openLibrary(page);
  await expect(page.getByTestId('library-empty')).toContainText('Knihovna je zatím prázdná');
  await expect(page.getByTestId('library-empty')).toContainText('Uložit do knihovny');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `library-empty-${size.width}x${size.height}-cs`);
    await switchLanguage(page, 'en');
    await expect(page.getByTestId('library-empty')).toContainText('The library is empty so far');
    await screenshot(page, `library-empty-${size.width}x${size.height}-en`);
    await switchLanguage(page, 'cs');
  }
  await page.getByTestId('library-empty-editor').click();
  await expect(page).toHaveURL(/#\/editor$/);
});

/**
 * Nothing cut off on a desktop: a hand of each variant played through the real UI at 1280×800, and at
 * every decision (the auction, the talon, the doubling, the play; with a hint open the first time each
 * kind of decision comes up) and at the hand's end (each tab) no element of the table's header, the
 * hand-end panel or the hint popup overflows its box — its content is not wider than the box
 * (scrollWidth > clientWidth, which also catches an ellipsis cutting the text) — in Czech and in
 * English. The hint never lies over the talon. Screenshots of each state at 1280×800 and 1920×1080 go
 * to test-results/screenshots/fit-*. The same hands on a 390×844 phone (touch, mobile) check the same, and
 * that no control reaches past the window's edge (fit-phone-*).
 */
import { type Page, expect, test } from '@playwright/test';
import type { SessionVariant } from '../../src-shared/api/game.ts';
import { screenshot, setPrefs, switchLanguage } from './support.ts';
import { type VariantDecision, nextVariantDecision, playVariantHand, startVariant } from './variant-play.ts';

const SMALL = { width: 1280, height: 800 } as const;
const LARGE = { width: 1920, height: 1080 } as const;

/** What must fit: the header's contract, the hand-end panel, the hint (or refusal) popup. */
const ROOTS = [
  '[data-testid=contract]',
  '[data-testid=called-card]',
  '[data-testid=hand-end]',
  '[data-testid=explanation]',
  '[data-testid=coach-panel]',
  '[data-testid=claim-verdict]',
  '[data-testid=sheet-drawer]',
];

/** What the check reads of an element in the page (the e2e tests are typed without the DOM). */
interface El {
  readonly tagName: string;
  readonly className: unknown;
  readonly textContent: string | null;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly dataset: Record<string, string | undefined>;
  getClientRects(): { length: number };
  querySelectorAll(selector: string): Iterable<El>;
}

/** Every visible element under the roots whose content is wider than its box, described. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((roots) => {
    const g = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<El> };
      getComputedStyle(e: El): { display: string; textOverflow: string };
    };
    const found: string[] = [];
    for (const root of roots.flatMap((r) => [...g.document.querySelectorAll(r)])) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (el.getClientRects().length === 0) continue; // not shown
        const style = g.getComputedStyle(el);
        if (style.display === 'inline' || el.clientWidth === 0) continue;
        if (el.scrollWidth > el.clientWidth + 1) {
          const id = el.dataset['testid'] ?? String(el.className);
          found.push(
            `${el.tagName.toLowerCase()}[${id}] "${(el.textContent ?? '').trim().slice(0, 60)}" ` +
              `${el.scrollWidth} > ${el.clientWidth}${style.textOverflow === 'ellipsis' ? ' (ellipsis)' : ''}`,
          );
        }
      }
    }
    return found;
  }, ROOTS);
}

/** The hint popup and the talon (its label and cards) do not overlap. */
async function hintOverTalon(page: Page): Promise<string | null> {
  const hint = page.locator('[data-testid=explanation] .message');
  const talon = page.getByTestId('talon');
  if ((await hint.count()) === 0 || (await talon.count()) === 0) return null;
  const a = await hint.first().boundingBox();
  const b = await talon.first().boundingBox();
  if (a === null || b === null) return null;
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  return apart ? null : `the hint (${JSON.stringify(a)}) lies over the talon (${JSON.stringify(b)})`;
}

/**
 * Every visible control of the table (a button, a card of the hand) that some other element lies over
 * at the point a person would press it, described: the element on top at the centre of the control's
 * upper half (where a tap on a fanned card lands) must be the control or inside it.
 */
async function covered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Box {
      readonly left: number;
      readonly top: number;
      readonly width: number;
      readonly height: number;
    }
    interface Node {
      readonly tagName: string;
      readonly className: unknown;
      readonly textContent: string | null;
      readonly dataset: Record<string, string | undefined>;
      readonly disabled?: boolean;
      readonly parentElement: Node | null;
      contains(other: Node): boolean;
      getBoundingClientRect(): Box;
      closest(selector: string): Node | null;
    }
    const g = globalThis as unknown as {
      document: {
        querySelectorAll(selector: string): Iterable<Node>;
        elementFromPoint(x: number, y: number): Node | null;
      };
      getComputedStyle(e: Node): { overflowX: string; overflowY: string };
      innerWidth: number;
      innerHeight: number;
    };
    /** Whether the point shows within every scrolling or clipping box round the element (else it is
     *  scrolled out of its panel, reached by scrolling that panel, not covered). */
    const inView = (el: Node, x: number, y: number): boolean => {
      for (let p = el.parentElement; p !== null; p = p.parentElement) {
        const st = g.getComputedStyle(p);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const b = p.getBoundingClientRect();
        if (x < b.left || x >= b.left + b.width || y < b.top || y >= b.top + b.height) return false;
      }
      return true;
    };
    const name = (e: Node): string =>
      `${e.tagName.toLowerCase()}[${e.dataset['testid'] ?? String(e.className)}] "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const el of g.document.querySelectorAll(
      '.table-view button, .table-view [data-testid=hand] .card',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.disabled === true) continue;
      // A fanned card shows only its left strip: press it there, as a person does.
      const x =
        el.closest('[data-testid=hand]') === null ? r.left + r.width / 2 : r.left + Math.min(8, r.width / 2);
      const y = r.top + Math.min(r.height / 4, 20);
      if (x < 0 || y < 0 || x >= g.innerWidth || y >= g.innerHeight || !inView(el, x, y)) continue;
      const top = g.document.elementFromPoint(x, y);
      if (top === null || el.contains(top)) continue;
      // A popup or drawer a person opened lies over the table on purpose (and closes with Escape).
      if (top.closest('[role=dialog], [data-testid=explanation], [data-testid=sheet-drawer]') !== null)
        continue;
      // A later card of the same fan over an earlier one is the fan itself, not a covering.
      if (top.closest('[data-testid=hand]') !== null && el.closest('[data-testid=hand]') !== null) continue;
      found.push(`${name(el)} lies under ${name(top)}`);
    }
    return found;
  });
}

/** The sizes a state is checked at: the first is where the page stays between checks. */
type Size = { readonly width: number; readonly height: number };
const DESKTOP: readonly Size[] = [SMALL, LARGE];
const PHONE: readonly Size[] = [{ width: 390, height: 844 }];

/**
 * Every visible control or speech bubble that reaches past the window's left or right edge (a phone
 * scrolls nothing sideways).
 */
async function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Node {
      readonly tagName: string;
      readonly textContent: string | null;
      readonly dataset: Record<string, string | undefined>;
      getBoundingClientRect(): { left: number; right: number; width: number };
    }
    const g = globalThis as unknown as {
      document: {
        querySelectorAll(selector: string): Iterable<Node>;
        documentElement: { scrollWidth: number };
      };
      innerWidth: number;
    };
    const found: string[] = [];
    if (g.document.documentElement.scrollWidth > g.innerWidth + 1)
      found.push(
        `the page is ${g.document.documentElement.scrollWidth} px wide in a ${g.innerWidth} px window`,
      );
    for (const el of g.document.querySelectorAll(
      '.app button, .app [data-testid=hand] .card, .app .felt > *, .app [data-testid=seat], .app [data-testid=seat-bubble]',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < -1 || r.right > g.innerWidth + 1)
        found.push(
          `${el.tagName.toLowerCase()}[${el.dataset['testid'] ?? ''}] "${(el.textContent ?? '').trim().slice(0, 40)}" ` +
            `spans ${Math.round(r.left)}–${Math.round(r.right)} px`,
        );
    }
    return found;
  });
}

/**
 * Checks the state at each size in both languages, records what overflows, what a control lies under
 * and (on a phone) what reaches past the window's edge, and takes a screenshot at each; the page is left
 * at the first size in Czech.
 */
async function check(page: Page, problems: string[], state: string, sizes: readonly Size[]): Promise<void> {
  for (const lang of ['cs', 'en'] as const) {
    await switchLanguage(page, lang);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const at = `${state} (${lang}, ${size.width}×${size.height})`;
      for (const o of await overflowing(page)) problems.push(`${at}: ${o}`);
      // On a phone the hint lies over the felt's lower part, the talon's too (it closes with a tap).
      if (size === sizes[0] && size.width >= 600) {
        const over = await hintOverTalon(page);
        if (over !== null) problems.push(`${at}: ${over}`);
      }
      for (const c of await covered(page)) problems.push(`${at}: ${c}`);
      if (size.width < 600) for (const o of await offScreen(page)) problems.push(`${at}: ${o}`);
      await screenshot(page, `fit-${state}-${lang}-${size.width}x${size.height}`);
    }
    await page.setViewportSize(sizes[0]!);
  }
  await switchLanguage(page, 'cs');
}

/** The tables checked: each variant, and licitovaný at four as well (a fourth seat and a dealer sitting out). */
const TABLES: readonly {
  readonly name: string;
  readonly variant: SessionVariant;
  readonly names: readonly string[];
}[] = [
  { name: 'chosen', variant: 'chosen', names: ['Honza', 'Karel', 'Bohumila'] },
  { name: 'auction', variant: 'auction', names: ['Honza', 'Karel', 'Bohumila'] },
  { name: 'auction4', variant: 'auction', names: ['Honza', 'Karel', 'Bohumila', 'Přemysl'] },
  { name: 'fourHand', variant: 'fourHand', names: ['Honza', 'Karel', 'Bohumila', 'Přemysl'] },
  { name: 'twoHand', variant: 'twoHand', names: ['Honza', 'Bohumila'] },
];

/** A hand of a table played through, every state checked at `sizes` (screenshots named after `name`). */
async function fitHand(page: Page, table: (typeof TABLES)[number], sizes: readonly Size[]): Promise<void> {
  const { variant, names } = table;
  const name = sizes[0]!.width < 600 ? `phone-${table.name}` : table.name;
  await page.setViewportSize(sizes[0]!);
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false, coach: false });
  // A practice session: the coach's switch and undo crowd the toolbar as they do for a learner.
  await startVariant(page, { variant, names, practice: true });
  const problems: string[] = [];
  const seen = new Set<string>();
  let plays = 0;
  const before = async (d: VariantDecision): Promise<void> => {
    const kind = d.kind === 'calls' ? `calls-${d.calls[0]?.split('-')[0] ?? ''}` : d.kind;
    // Every card is checked; the screenshots of every third are enough.
    if (d.kind === 'card' && plays++ % 3 !== 0) {
      for (const lang of ['cs', 'en'] as const) {
        await switchLanguage(page, lang);
        for (const o of await overflowing(page)) problems.push(`${name}-card-${plays} (${lang}): ${o}`);
      }
      await switchLanguage(page, 'cs');
      return;
    }
    await check(page, problems, `${name}-${kind}-${plays}`, sizes);
    if (seen.has(kind)) return;
    seen.add(kind);
    const hint = page.getByTestId('hint');
    if (!(await hint.isEnabled())) return;
    await hint.click();
    await expect(page.getByTestId('explanation-text')).toBeVisible();
    await check(page, problems, `${name}-${kind}-hint`, sizes);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('explanation-text')).toHaveCount(0);
  };
  // Volený: the coach's note from the first card on; the declarer lays the cards down (a claim) when
  // he may after a few cards, and plays on if the claim is not proven.
  const coach = variant === 'chosen';
  let claimed = !coach;
  const beforePlay = async (): Promise<boolean> => {
    const box = page.getByTestId('coach-switch');
    if (coach && !(await box.isChecked())) {
      await box.check();
      await expect(page.getByTestId('coach-panel')).toBeVisible();
    }
    return !claimed && plays >= 6 && (await page.getByTestId('claim').isVisible());
  };
  const policy = { cap: 'hundred', trumpPhase: 'Volba trumfu', before, beforePlay };
  let log = await playVariantHand(page, policy);
  if (log.end === 'card') {
    claimed = true;
    // A claim not proven changes nothing but the verdict shown (play goes on): wait for the verdict.
    await page.getByTestId('claim').click();
    await expect(page.getByTestId('claim-verdict')).toBeVisible();
    await expect(page.locator('.table-view[aria-busy=true]')).toHaveCount(0);
    await check(page, problems, `${name}-claim`, sizes);
    log = await playVariantHand(page, policy);
  }
  expect(log.end).toBe('handEnd');
  for (const tab of ['cards', 'log', 'sheet'] as const) {
    await page.getByTestId(`end-tab-${tab}`).click();
    await check(page, problems, `${name}-end-${tab}`, sizes);
  }
  // The next hand: the score sheet's drawer over the table, with the first hand in it.
  // At four the dealer sits out: the person's next hand to decide in may be the one after.
  do await page.getByTestId('next-hand').click();
  while ((await nextVariantDecision(page)).kind === 'handEnd');
  await page.getByTestId('sheet-open').click();
  await expect(page.getByTestId('sheet-drawer').getByTestId('score-row')).not.toHaveCount(0);
  await check(page, problems, `${name}-sheet-drawer`, sizes);
  expect(problems, problems.join('\n')).toEqual([]);
}

for (const table of TABLES)
  test(`${table.name}: the header, the hint and the hand's end fit at 1280×800 and 1920×1080 in both languages, no control covered`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await fitHand(page, table, DESKTOP);
  });

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const table of TABLES)
    test(`${table.name}: every state of a hand fits a 390×844 phone in both languages, no control covered or off the screen`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      await fitHand(page, table, PHONE);
    });
});

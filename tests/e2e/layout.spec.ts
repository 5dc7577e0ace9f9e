/**
 * The table's layout at 1280×800 and 1920×1080, in Czech and English: the order of play runs to the
 * left (judged by where the seats are on screen), and in every phase the person's hand, the call bar
 * and the status bar stay inside the window, also with a hint and a refusal open. Screenshots of every
 * phase in both languages and sizes go to test-results/screenshots/.
 */
import { type Page, expect, test } from '@playwright/test';
import {
  activeCards,
  chooseTrumpCard,
  discardTwo,
  makeCall,
  nextDecision,
  nextHand,
  playCard,
  screenshot,
  setPrefs,
  startSession,
  switchLanguage,
} from './support.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).first().boundingBox();
  expect(b, `${selector} is not on screen`).not.toBeNull();
  return b as Box;
}

function expectInside(b: Box, size: { width: number; height: number }, what: string): void {
  expect(b.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(b.y, `${what} starts above the window`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${what} ends right of the window`).toBeLessThanOrEqual(size.width + 0.5);
  expect(b.y + b.height, `${what} ends below the window`).toBeLessThanOrEqual(size.height + 0.5);
}

/** The hand and the status bar are inside the window; the page itself does not scroll. */
async function checkInside(page: Page, size: { width: number; height: number }, phase: string) {
  expectInside(await box(page, '[data-testid=hand]'), size, `the hand (${phase})`);
  for (const card of await page.locator('[data-testid=hand-card]:not(.hand-card-leave-active)').all()) {
    const b = await card.boundingBox();
    if (b) expectInside(b, size, `a card of the hand (${phase})`);
  }
  expectInside(await box(page, '[data-testid=contract]'), size, `the status bar (${phase})`);
  if ((await page.getByTestId('call-bar').count()) > 0)
    expectInside(await box(page, '[data-testid=call-bar]'), size, `the call bar (${phase})`);
  const scroll = await page.evaluate(() => {
    const el = (globalThis as unknown as { document: { scrollingElement: { scrollHeight: number } } })
      .document.scrollingElement;
    return el.scrollHeight;
  });
  expect(scroll, `the page scrolls (${phase})`).toBeLessThanOrEqual(size.height + 1);
}

/**
 * In each size and language: the hand where it was (the status bar never wraps, so the hand keeps its
 * place whatever the bar says), inside the window; a screenshot. Opens a hint first when `hint` is set.
 */
async function everySize(page: Page, phase: string, hint = false): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const before = await box(page, '[data-testid=hand]');
    if (hint && (await page.getByTestId('hint').isEnabled())) {
      await page.getByTestId('hint').click();
      await expect(page.getByTestId('explanation-text')).toBeVisible();
      const after = await box(page, '[data-testid=hand]');
      expect(after.y, `the hint moved the hand (${phase})`).toBeCloseTo(before.y, 0);
    }
    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(page, lang);
      await checkInside(page, size, `${phase}, ${lang}, ${size.width}×${size.height}`);
      const now = await box(page, '[data-testid=hand]');
      expect(now.y + now.height, `the hand moved (${phase}, ${lang})`).toBeCloseTo(
        before.y + before.height,
        0,
      );
      await screenshot(page, `${phase}${hint ? '-hint' : ''}-${lang}-${size.width}x${size.height}`);
    }
    if (hint) await page.keyboard.press('Escape');
  }
  await page.setViewportSize(SIZES[0]);
  await switchLanguage(page, 'cs');
}

/** The centre of a seat's box (the opponents by `data-seat`, the person's own seat too). */
async function seatCentre(page: Page, seat: string): Promise<{ x: number; y: number }> {
  const b = await box(page, `[data-testid=seat][data-seat="${seat}"]`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/**
 * Order of play from the screen: in every trick of the log the cards follow each other in play order
 * (the engine's); each next player must sit left of the one before when seen from the person: the
 * person (bottom) → the seat on the left → the seat on the right → the person.
 */
async function checkOrderOfPlay(page: Page): Promise<number> {
  const me = (await page.locator('.me[data-testid=seat]').getAttribute('data-seat')) ?? '';
  const opponents = await page
    .locator('.opponent[data-testid=seat]')
    .evaluateAll((els) =>
      els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['seat'] ?? ''),
    );
  expect(opponents).toHaveLength(2);
  const centres = new Map<string, { x: number; y: number }>();
  for (const s of [me, ...opponents]) centres.set(s, await seatCentre(page, s));
  const [a, b] = opponents as [string, string];
  const leftSeat = (centres.get(a)?.x ?? 0) < (centres.get(b)?.x ?? 0) ? a : b;
  const rightSeat = leftSeat === a ? b : a;
  expect(centres.get(me)?.y ?? 0, 'the person sits below the others').toBeGreaterThan(
    Math.max(centres.get(a)?.y ?? 0, centres.get(b)?.y ?? 0),
  );
  // Who follows whom on screen: bottom → left → right → bottom.
  const next = new Map([
    [me, leftSeat],
    [leftSeat, rightSeat],
    [rightSeat, me],
  ]);
  // The log names who played each card, in the order they were played (folded during play).
  const log = page.getByTestId('hand-log');
  if ((await log.getAttribute('open')) === null) await log.locator('summary').click();
  const tricks = await page
    .getByTestId('log-trick')
    .evaluateAll((els) =>
      els.map((li) =>
        [
          ...(
            li as unknown as { querySelectorAll(s: string): Iterable<{ dataset: Record<string, string> }> }
          ).querySelectorAll('[data-seat]'),
        ].map((c) => c.dataset['seat'] ?? ''),
      ),
    );
  await log.locator('summary').click();
  for (const seats of tricks) {
    for (let i = 1; i < seats.length; i++) {
      expect(seats[i], `trick ${JSON.stringify(seats)}: not the next seat to the left`).toBe(
        next.get(seats[i - 1] ?? ''),
      );
    }
  }
  return tricks.length;
}

/** The cards on the table lie in front of their players: left, bottom and right. */
async function checkTrickPlaces(page: Page): Promise<void> {
  // Places and boxes read in one go: a finished trick may leave the table between two reads (its cards
  // were then waited for until the test timed out).
  const cards = page.locator('[data-testid=trick-card]:not(.trick-card-leave-active)');
  const placed = await cards.evaluateAll((els) =>
    els.map((e) => {
      const card = e as unknown as {
        dataset: Record<string, string>;
        getClientRects(): { length: number };
        getBoundingClientRect(): { x: number; width: number };
      };
      // A card without a box on screen (as Playwright's boundingBox answers null) is not placed.
      const b = card.getClientRects().length > 0 ? card.getBoundingClientRect() : null;
      return { place: card.dataset['place'] ?? '', x: b ? b.x + b.width / 2 : null };
    }),
  );
  const xs = new Map<string, number>();
  for (const { place, x } of placed) if (x !== null) xs.set(place, x);
  const left = xs.get('left');
  const bottom = xs.get('bottom');
  const right = xs.get('right');
  if (left !== undefined && bottom !== undefined) expect(left).toBeLessThan(bottom);
  if (right !== undefined && bottom !== undefined) expect(right).toBeGreaterThan(bottom);
}

test('the table keeps its place in every phase and plays to the left', async ({ page }) => {
  test.setTimeout(900_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', showPoints: true });
  await page.setViewportSize(SIZES[0]);
  await startSession(page, { practice: true });

  // Seat 0 deals to seat 1 first in hand 1? The first dealer is seat 2: seat 0 is forehand.
  await expect(page.locator('.me [data-testid=seat-forehand]')).toBeVisible();
  await expect(page.locator('[data-testid=seat][data-seat="2"] [data-testid=seat-dealer]')).toBeVisible();
  // The next to act after the person (seat 1) sits on the left.
  const one = await seatCentre(page, '1');
  const two = await seatCentre(page, '2');
  expect(one.x, 'seat 1, next after the person, sits left of seat 2').toBeLessThan(two.x);

  let tricksSeen = 0;
  let playShots = 0;
  for (let step = 0; step < 200; step++) {
    const d = await nextDecision(page);
    if (d.kind === 'handEnd') {
      if (tricksSeen > 0 || step > 60) break;
      await nextHand(page);
      continue;
    }
    switch (d.kind) {
      case 'trumpChoice':
        await everySize(page, 'trump-choice', true);
        await chooseTrumpCard(page);
        break;
      case 'discard':
        await everySize(page, 'discard', true);
        await discardTwo(page);
        break;
      case 'calls':
        await everySize(page, `calls-${d.calls[0] ?? ''}`, true);
        await makeCall(page, d.calls, 'flekToPlay');
        break;
      case 'play': {
        await checkTrickPlaces(page);
        if (playShots < 2) {
          playShots++;
          await everySize(page, `play-${playShots}`, true);
          if (playShots === 1) {
            // A large window uses the space: bigger cards than at 1920×1080, the hand still inside.
            const large = { width: 2560, height: 1440 };
            await page.setViewportSize(SIZES[1]);
            const cardAt1080 = (await box(page, '[data-testid=hand-card]')).width;
            await page.setViewportSize(large);
            await checkInside(page, large, 'play, 2560×1440');
            expect((await box(page, '[data-testid=hand-card]')).width).toBeGreaterThan(cardAt1080 * 1.2);
            await screenshot(page, 'play-cs-2560x1440');
            await page.setViewportSize(SIZES[0]);
          }
          // A refusal lies over the table too: the hand stays where it is.
          const illegal = activeCards(page, 'illegal');
          if ((await illegal.count()) > 0) {
            const before = await box(page, '[data-testid=hand]');
            await illegal.first().click();
            await expect(page.getByTestId('explanation-citation')).toBeVisible();
            expect((await box(page, '[data-testid=hand]')).y).toBeCloseTo(before.y, 0);
            await everySize(page, `play-refusal-${playShots}`);
            await page.keyboard.press('Escape');
            await expect(page.getByTestId('explanation-text')).toHaveCount(0);
          }
        }
        if ((await page.getByTestId('last-trick-open').count()) > 0) {
          tricksSeen = await checkOrderOfPlay(page);
          await page.keyboard.press('l');
          await expect(page.getByTestId('last-trick-card')).toHaveCount(3);
          // Points are counted in a suit game only: betl and durch show none.
          const game = await page.getByTestId('contract').getAttribute('data-game');
          if (game === 'suit') await expect(page.getByTestId('points')).toBeVisible();
          else await expect(page.getByTestId('points')).toHaveCount(0);
          if (tricksSeen === 1) await everySize(page, 'play-last-trick');
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('last-trick')).toHaveCount(0);
        }
        const cardsBefore = await page
          .locator('[data-testid=hand-card]:not(.hand-card-leave-active)')
          .count();
        await playCard(page);
        // The focus stays in the hand after a card is played (unless it was the last one).
        if (cardsBefore > 1)
          await expect
            .poll(() =>
              page.evaluate(
                () =>
                  (
                    globalThis as unknown as {
                      document: { activeElement: { dataset?: Record<string, string> } | null };
                    }
                  ).document.activeElement?.dataset?.['testid'] ?? '',
              ),
            )
            .toBe('hand-card');
        break;
      }
    }
  }
  expect(tricksSeen, 'no trick was played in three hands').toBeGreaterThan(0);

  // End of the hand: the summary and "Další hra" in view without scrolling, in every size and language.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(page, lang);
      expectInside(await box(page, '[data-testid=next-hand]'), size, 'Další hra');
      expectInside(await box(page, '[data-testid=settlement-total]'), size, 'the settlement total');
      expectInside(await box(page, '[data-testid=settlement-money]'), size, 'the money');
      await screenshot(page, `hand-end-${lang}-${size.width}x${size.height}`);
      await page.getByTestId('end-tab-sheet').click();
      await expect(page.getByTestId('ledger-chart')).toBeVisible();
      await screenshot(page, `hand-end-sheet-${lang}-${size.width}x${size.height}`);
      await page.getByTestId('end-tab-log').click();
      await screenshot(page, `hand-end-log-${lang}-${size.width}x${size.height}`);
      await page.getByTestId('end-tab-cards').click();
    }
  }
  await page.setViewportSize(SIZES[0]);
  await switchLanguage(page, 'cs');

  // The score sheet during a hand, from the toolbar.
  await nextHand(page);
  await page.getByTestId('sheet-open').click();
  await expect(page.getByTestId('sheet-drawer').getByTestId('score-row')).not.toHaveCount(0);
  await screenshot(page, 'sheet-drawer-cs-1280x800');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sheet-drawer')).toHaveCount(0);
});

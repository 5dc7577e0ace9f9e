/**
 * Calls as the person makes them, in browser mode against the real server and engine: the doubling
 * builder's toggles and confirm make exactly the doubles the engine lists (read back through the API),
 * the call confirmed is the one the engine records and shows in the person's own bubble; as forehand, a
 * card that may not go to the talon is never selected and its click is explained. Screenshots of the
 * call bar at 1280×800 and 1920×1080 in Czech and English.
 */
import { type Page, expect, test } from '@playwright/test';
import type { TableSnapshot } from '../../src-shared/api/game.ts';
import { isCallAction, callId } from '../../src-renderer/format/calls.ts';
import {
  type Decision,
  DECISION_TIMEOUT,
  activeCards,
  andWaitForChange,
  appUrl,
  cardLocator,
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
  tableId,
} from './support.ts';

/** The table as main holds it (read-only: opening a session changes nothing). */
async function snapshot(page: Page): Promise<TableSnapshot> {
  const url = new URL(appUrl());
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await page.request.post(`${url.origin}/api/sessionOpen`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: tableId(page) },
  });
  const body = (await response.json()) as { ok: boolean; value: TableSnapshot };
  expect(body.ok, JSON.stringify(body)).toBe(true);
  return body.value;
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** The call bar in both languages and sizes; back to Czech at 1280×800 afterwards. */
async function shootCallBar(page: Page, name: string): Promise<void> {
  for (const lang of ['cs', 'en'] as const) {
    await switchLanguage(page, lang);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(page.getByTestId('call-bar')).toBeVisible();
      const bar = await page.getByTestId('call-bar').boundingBox();
      expect(bar, 'the call bar is laid out').not.toBeNull();
      // The call bar fits the window's width.
      expect(bar!.x).toBeGreaterThanOrEqual(0);
      expect(bar!.x + bar!.width).toBeLessThanOrEqual(size.width);
      await screenshot(page, `${name}-${lang}-${size.width}x${size.height}`);
    }
  }
  await switchLanguage(page, 'cs');
  await page.setViewportSize(SIZES[0]);
}

/**
 * At a doubling decision: every combination of the toggles gives a confirm that is an engine-listed
 * double (or is disabled with a reason), and together with Mlčím they are all the engine lists. Then
 * confirms the call selected first and checks the engine recorded it. Answers whether toggles were shown.
 */
async function checkBuilder(page: Page): Promise<boolean> {
  const snap = await snapshot(page);
  const legal = snap.view.legal.filter(isCallAction);
  const expected = new Set(legal.map(callId));
  const toggles = page.getByTestId('double-toggle');
  const confirm = page.locator('[data-testid=call][data-confirm]');
  const n = await toggles.count();
  const made = new Set<string>();
  if (await page.locator('[data-testid=call][data-call=pass]').isVisible()) made.add('pass');
  const initial: boolean[] = [];
  for (let i = 0; i < n; i++) initial.push((await toggles.nth(i).getAttribute('aria-pressed')) === 'true');
  // With nothing to raise there is no confirm, only Mlčím.
  const confirms = (await confirm.count()) > 0;
  for (let m = 0; confirms && m < 1 << n; m++) {
    for (let i = 0; i < n; i++) {
      const on = ((m >> i) & 1) === 1;
      if (((await toggles.nth(i).getAttribute('aria-pressed')) === 'true') !== on)
        await toggles.nth(i).click();
    }
    if (await confirm.isEnabled()) made.add((await confirm.getAttribute('data-call')) ?? '');
    else await expect(confirm).toHaveAttribute('data-problem', /.+/);
  }
  if (n === 0 && (await confirm.count()) > 0) made.add((await confirm.getAttribute('data-call')) ?? '');
  expect([...made].sort()).toEqual([...expected].sort());
  // Back to the first selection; confirm it and find it in the engine's history.
  for (let i = 0; i < n; i++) {
    if (((await toggles.nth(i).getAttribute('aria-pressed')) === 'true') !== initial[i])
      await toggles.nth(i).click();
  }
  if ((await confirm.count()) === 0 || !(await confirm.isEnabled())) {
    expect(await makeCall(page, ['pass'])).toBe('pass');
    return n > 0;
  }
  await shootCallBar(page, 'doubling-builder');
  const chosen = (await confirm.getAttribute('data-call')) ?? '';
  const label = ((await confirm.locator('.label').textContent()) ?? '').trim();
  const doublesOf = (s: TableSnapshot) =>
    s.history.filter((a) => a.seat === snap.viewer && a.type === 'double');
  await andWaitForChange(page, () => confirm.click());
  // The page may change (the bar waiting for main) before main has the call: read main until it has it.
  let after = await snapshot(page);
  await expect
    .poll(
      async () => {
        after = await snapshot(page);
        return doublesOf(after).length;
      },
      { timeout: DECISION_TIMEOUT },
    )
    .toBeGreaterThan(doublesOf(snap).length);
  const mine = doublesOf(after);
  const last = mine.at(-1);
  expect(last, 'the engine recorded no double of the person').toBeDefined();
  expect(callId(last as Parameters<typeof callId>[0])).toBe(chosen);
  // The person's own bubble shows the call (until the first card is led).
  if (after.view.tricks.length === 0 && (after.view.trick?.cards.length ?? 0) === 0) {
    const bubble = page.locator(`[data-testid=seat][data-seat="${snap.viewer}"] [data-testid=seat-bubble]`);
    await expect(bubble).toContainText(label.split(' ')[0] ?? label);
  }
  return n > 0;
}

/** As forehand at the discard: each forbidden card is refused with a reason and never selected. */
async function checkForbiddenDiscard(page: Page): Promise<void> {
  const forbidden = activeCards(page, 'illegal');
  const count = await forbidden.count();
  expect(count, 'a suit game always forbids the trump card laid aside').toBeGreaterThan(0);
  const cards = await forbidden.evaluateAll((els) => els.map((e) => e.dataset['card'] ?? ''));
  for (const card of cards) {
    const el = cardLocator(page, card);
    await el.click();
    await expect(page.getByTestId('explanation-text')).toBeVisible();
    await expect(page.getByTestId('explanation-text')).toHaveText(/talon/i);
    await expect(el).not.toHaveAttribute('data-selected', 'true');
  }
  await screenshot(page, 'discard-forbidden-cs');
  // Still at the discard, nothing selected: the confirm stays disabled.
  await expect(page.getByTestId('discard-confirm')).toBeDisabled();
}

test('the doubling builder makes exactly the engine’s calls; forbidden discards explain themselves', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startSession(page);
  let builderSeen = false;
  let togglesSeen = false;
  let discardSeen = false;
  let answerShot = false;
  // Toggles are looked for in the first three hands only; a builder and a discard are required.
  const done = (hand: number) => builderSeen && discardSeen && (togglesSeen || hand >= 3);
  for (let hand = 1; hand <= 6; hand++) {
    for (let step = 0; step < 100 && !done(hand); step++) {
      const d: Decision = await nextDecision(page, DECISION_TIMEOUT);
      if (d.kind === 'handEnd') break;
      if (d.kind === 'trumpChoice') await chooseTrumpCard(page);
      else if (d.kind === 'discard') {
        if (!discardSeen) {
          await checkForbiddenDiscard(page);
          discardSeen = true;
        }
        await discardTwo(page);
      } else if (d.kind === 'calls') {
        const doubling = d.calls.includes('pass');
        if (doubling && !(builderSeen && (togglesSeen || hand >= 3))) {
          togglesSeen = (await checkBuilder(page)) || togglesSeen;
          builderSeen = true;
          continue;
        }
        if (!answerShot && d.calls.includes('approve')) {
          await shootCallBar(page, 'answer-call-bar');
          answerShot = true;
          // Read the table again: language and size changes re-render the bar.
          continue;
        }
        await makeCall(page, d.calls, 'flekToPlay');
      } else await playCard(page);
    }
    if (done(hand)) break;
    await nextHand(page);
  }
  expect(builderSeen, 'the person never had to answer a doubling').toBe(true);
  expect(discardSeen, 'the person was never forehand with a discard').toBe(true);
});

/**
 * The table behaves like a real one: at four every seat's name stays in one place on screen across a
 * whole rotation of dealers (the dealer sitting out stays where he sits); two people at one screen get
 * the hand-over exactly where the person to decide changes; and "Přeskočit" plays a hand the person
 * sits out far faster than the normal pace, and finishes at once a hand main proves settled. Screenshots in both languages at 1280×800 and 1920×1080 go
 * to test-results/screenshots/.
 */
import { type Page, expect, test } from '@playwright/test';
import {
  BUSY_SELECTOR,
  DECISION_TIMEOUT,
  appUrl,
  chooseTrumpCard,
  makeCall,
  nextDecision,
  nextHand,
  openHome,
  playCard,
  playOn,
  screenshot,
  setPrefs,
  tableId,
  tableState,
} from './support.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** A screenshot in each language at both sizes (test-results/screenshots/). */
async function shots(page: Page, name: string): Promise<void> {
  for (const lang of ['cs', 'en'] as const) {
    await setLanguage(page, lang);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const file = `${name}-${lang}-${size.width}`;
      await screenshot(page, file);
    }
  }
  await page.setViewportSize(SIZES[0]);
  await setLanguage(page, 'cs');
}

/** The header's language switch, also while the hand-over lies over the whole window. */
async function setLanguage(page: Page, lang: 'cs' | 'en'): Promise<void> {
  const button = page.getByTestId('lang-switch').locator(`button[data-lang="${lang}"]`);
  await button.dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

type Kind = 'human' | 'ai';

/**
 * The discard at one screen of two people: two cards the discard may use, then the confirm; the next
 * decision may be the other person's, so the table may give way to the hand-over at once.
 */
async function discardHere(page: Page): Promise<void> {
  const legal = page.locator(
    '[data-testid=hand][data-active=true] [data-testid=hand-card][data-legal=true]:not(.hand-card-leave-active)',
  );
  const cards = await legal.evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  expect(cards.length).toBeGreaterThanOrEqual(2);
  for (const card of cards.slice(-2)) {
    const el = page.locator(`[data-testid=hand-card][data-card="${card}"]`);
    await el.click();
    await expect(el).toHaveAttribute('data-selected', 'true');
  }
  await page.getByTestId('discard-confirm').click();
  await expect(page.getByTestId('discard-confirm')).toHaveCount(0, { timeout: DECISION_TIMEOUT });
}

/** A new session from the new-session screen with these seats (computers at the fastest level). */
async function startWith(page: Page, seats: readonly [string, Kind][], practice = false): Promise<void> {
  await openHome(page);
  await page.getByTestId('home-new').click();
  await expect(page.getByTestId('new-session')).toBeVisible();
  await page.getByTestId('players').selectOption(String(seats.length));
  await expect(page.getByTestId('seat-config')).toHaveCount(seats.length);
  for (const [seat, [name, kind]] of seats.entries()) {
    const config = page.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await config.getByTestId('seat-name').fill(name);
    await config.getByTestId('seat-kind').selectOption(kind);
    if (kind === 'ai') await config.getByTestId('seat-level').selectOption('zacatecnik');
  }
  await page.getByTestId('practice').setChecked(practice);
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
  // Two people at one screen: the table opens with a hand-over, hiding it.
  await expect(page.getByTestId('hand-no').or(page.getByTestId('handover')).first()).toBeVisible();
}

/** Where each other seat's name is on screen (its centre), the seat sitting out included. */
async function namePositions(page: Page): Promise<Record<string, { x: number; y: number }>> {
  const out: Record<string, { x: number; y: number }> = {};
  const boxes = page.locator('.felt .opponent, .felt [data-testid=sitting-out]');
  for (const box of await boxes.all()) {
    const seat = (await box.getAttribute('data-seat')) ?? '?';
    const r = await box.locator('.name').boundingBox();
    if (r) out[seat] = { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
  }
  return out;
}

test('at four every seat keeps its place on screen over a rotation of dealers', async ({ page }) => {
  test.setTimeout(1_200_000);
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startWith(page, [
    ['Eva', 'human'],
    ['Karel', 'ai'],
    ['Jana', 'ai'],
    ['Petr', 'ai'],
  ]);
  const seen: Record<string, { x: number; y: number }>[] = [];
  for (let hand = 1; hand <= 4; hand++) {
    await expect(page.getByTestId('hand-no')).toHaveText(String(hand));
    // The first dealer is the last seat; the deal passes to the left: Petr, Eva, Karel, Jana.
    const dealer = [3, 0, 1, 2][hand - 1] as number;
    if (dealer === 0) await expect(page.getByTestId('you-sit-out')).toBeVisible();
    else await expect(page.getByTestId('sitting-out')).toHaveAttribute('data-seat', String(dealer));
    await expect(page.locator('.felt .opponent')).toHaveCount(dealer === 0 ? 3 : 2);
    seen.push(await namePositions(page));
    await shots(page, `four-hand${hand}`);
    // Eva deals: the computers play the hand out by themselves (with animations off, at once).
    if (dealer === 0)
      await expect(page.getByTestId('hand-end')).toBeVisible({ timeout: DECISION_TIMEOUT * 3 });
    else {
      const r = await playOn(page);
      expect(r.decision.kind).toBe('handEnd');
    }
    if (hand < 4) await nextHand(page);
  }
  // Karel on the left, Jana across, Petr on the right, in every hand, dealing or not.
  for (const places of seen) {
    expect(Object.keys(places).sort()).toEqual(['1', '2', '3']);
    for (const seat of ['1', '2', '3']) {
      const first = seen[0]?.[seat];
      const now = places[seat];
      expect(Math.abs((now?.x ?? 0) - (first?.x ?? 0)), `seat ${seat} x`).toBeLessThanOrEqual(40);
      expect(Math.abs((now?.y ?? 0) - (first?.y ?? 0)), `seat ${seat} y`).toBeLessThanOrEqual(40);
    }
  }
  // Left, across (above both), right.
  const at = seen[0] ?? {};
  expect(at['1']?.x ?? 0).toBeLessThan(at['2']?.x ?? 0);
  expect(at['2']?.x ?? 0).toBeLessThan(at['3']?.x ?? 0);
  expect(at['1']?.x ?? 0).toBeLessThan(400);
  expect(at['3']?.x ?? 0).toBeGreaterThan(880);
});

test('two people at one screen: the hand-over comes exactly where the person changes', async ({ page }) => {
  test.setTimeout(900_000);
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startWith(page, [
    ['Eva', 'human'],
    ['Karel', 'human'],
    ['Jana', 'ai'],
  ]);
  const handover = page.getByTestId('handover');
  const decisions: number[] = [];
  const handovers: number[] = [];
  let shot = false;
  for (let step = 0; step < 200; step++) {
    const next = page.locator(
      '[data-testid=handover], [data-testid=hand-end], [data-testid=call-bar], [data-testid=hand][data-active=true]',
    );
    await expect(next.first()).toBeVisible({ timeout: DECISION_TIMEOUT });
    await expect(page.locator(BUSY_SELECTOR)).toHaveCount(0, { timeout: DECISION_TIMEOUT });
    if (await handover.isVisible()) {
      handovers.push(Number(await handover.getAttribute('data-seat')));
      if (!shot && handovers.length === 2) {
        await expect(page.getByTestId('handover-seating')).toBeVisible();
        await shots(page, 'handover');
        shot = true;
      }
      await page.getByTestId('handover-ready').click();
      await expect(handover).toHaveCount(0);
      continue;
    }
    // The table read a moment ago may have given way to the hand-over since: then read again.
    const d = await nextDecision(page, 10_000).catch(() => null);
    if (d === null) continue;
    if (d.kind === 'handEnd') break;
    if (await handover.isVisible()) continue;
    decisions.push(Number(await page.locator('.me').getAttribute('data-seat')));
    if (d.kind === 'trumpChoice') await chooseTrumpCard(page);
    else if (d.kind === 'discard') await discardHere(page);
    else if (d.kind === 'calls') await makeCall(page, d.calls);
    else await playCard(page);
  }
  await expect(page.getByTestId('hand-end')).toBeVisible();
  await expect(handover).toHaveCount(0);
  const changes = decisions.filter((s, i) => i === 0 || s !== decisions[i - 1]);
  expect(handovers).toEqual(changes);
  expect(handovers.length).toBeLessThan(decisions.length);
  console.log(`hot seat: ${decisions.length} decisions by the people, ${handovers.length} hand-overs`);
});

test('fast forward plays a hand the person sits out far faster than the normal pace', async ({ page }) => {
  test.setTimeout(600_000);
  await setPrefs(page, { lang: 'cs', animation: 'normal' });
  // The person sits last: the first dealer is the last seat, so she sits the first hand out.
  await startWith(page, [
    ['Karel', 'ai'],
    ['Jana', 'ai'],
    ['Petr', 'ai'],
    ['Eva', 'human'],
  ]);
  await expect(page.getByTestId('you-sit-out')).toBeVisible();
  const reason = page.getByTestId('fast-forward-reason');
  await expect(reason).toHaveText('Tuto hru hrají jen počítače.');
  await shots(page, 'fast-forward');
  const started = Date.now();
  await page.getByTestId('fast-forward').click();
  await expect(page.getByTestId('hand-end')).toBeVisible({ timeout: DECISION_TIMEOUT * 3 });
  const took = Date.now() - started;
  // Every decision of the hand is in its log: at the normal pace each waits 0.8 s, a finished trick 1.8 s.
  await page.getByTestId('end-tab-log').click();
  const calls = await page.getByTestId('log-call').count();
  const tricks = await page.getByTestId('log-trick').count();
  const normalMs = (calls + tricks * 3) * 800 + tricks * 1000;
  console.log(
    `fast forward: ${took} ms for ${calls} calls and ${tricks} tricks; the normal pace waits ${normalMs} ms`,
  );
  expect(tricks).toBeGreaterThan(0);
  expect(took).toBeLessThan(normalMs / 3);
  await expect(page.getByTestId('fast-forward')).toHaveCount(0);
  // The next hand Eva plays: nothing to skip.
  await nextHand(page);
  await expect(page.getByTestId('fast-forward-bar')).toHaveCount(0);
});

test("two people at one screen: undo is refused for the other person's decision", async ({ page }) => {
  test.setTimeout(600_000);
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startWith(
    page,
    [
      ['Eva', 'human'],
      ['Karel', 'human'],
      ['Jana', 'ai'],
    ],
    true,
  );
  const handover = page.getByTestId('handover');
  await expect(handover).toHaveAttribute('data-seat', '0');
  await page.getByTestId('handover-ready').click();
  // Eva (forehand) chooses trumps, then decides again: her own decision she may take back.
  expect((await nextDecision(page)).kind).toBe('trumpChoice');
  await chooseTrumpCard(page);
  await expect(page.getByTestId('undo')).toBeVisible();
  // Eva decides on until the screen passes to Karel.
  for (let step = 0; step < 20 && !(await handover.isVisible()); step++) {
    const next = page.locator(
      '[data-testid=handover], [data-testid=call-bar], [data-testid=hand][data-active=true]',
    );
    await expect(next.first()).toBeVisible({ timeout: DECISION_TIMEOUT });
    await expect(page.locator(BUSY_SELECTOR)).toHaveCount(0, { timeout: DECISION_TIMEOUT });
    if (await handover.isVisible()) break;
    const d = await nextDecision(page);
    if (d.kind === 'discard') await discardHere(page);
    else if (d.kind === 'calls') await makeCall(page, d.calls);
    else if (d.kind === 'play') await playCard(page);
    else throw new Error(`unexpected decision ${d.kind}`);
  }
  await expect(handover).toHaveAttribute('data-seat', '1');
  await page.getByTestId('handover-ready').click();
  await expect(handover).toHaveCount(0);
  // Karel's screen: no undo offered, the key does nothing, and main refuses it outright.
  await nextDecision(page);
  await expect(page.getByTestId('undo')).toHaveCount(0);
  const before = JSON.stringify(await tableState(page));
  await page.keyboard.press('u');
  await page.waitForTimeout(500);
  expect(JSON.stringify(await tableState(page))).toBe(before);
  const url = new URL(appUrl());
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await page.request.post(`${url.origin}/api/undo`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: tableId(page) },
  });
  expect(await response.json()).toMatchObject({
    ok: false,
    error: { code: 'refused', reason: { code: 'notYourUndo', seat: 0 } },
  });
  await screenshot(page, 'handover-undo-refused-cs');
});

test("a hand main proves settled is finished at once from the person's turn", async ({ page }) => {
  test.setTimeout(900_000);
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startWith(page, [
    ['Eva', 'human'],
    ['Karel', 'ai'],
    ['Jana', 'ai'],
  ]);
  const reason = page.getByTestId('fast-forward-reason');
  let offered = false;
  for (let hand = 1; hand <= 6 && !offered; hand++) {
    const { decision } = await playOn(page, {
      // Main is asked once per trick; its answer comes with the person's turn or just after.
      beforePlay: async () => {
        await page.waitForTimeout(300);
        offered = (await reason.count()) > 0 && (await reason.getAttribute('data-reason')) === 'settled';
        return offered;
      },
    });
    if (decision.kind === 'handEnd') await nextHand(page);
  }
  expect(offered).toBe(true);
  await expect(reason).toHaveText('Výsledek je jistý: ať se hraje cokoli, peníze se nezmění.');
  await shots(page, 'pace-settled');
  await setLanguage(page, 'en');
  await expect(reason).toHaveText('The result is settled: whatever is played, the money stays the same.');
  await setLanguage(page, 'cs');
  const before = await tableState(page);
  expect(before.handEnd).toBe(false);
  await page.getByTestId('fast-forward').click();
  await expect(page.getByTestId('hand-end')).toBeVisible({ timeout: DECISION_TIMEOUT });
  await expect(page.getByTestId('fast-forward-bar')).toHaveCount(0);
  await shots(page, 'pace-settled-end');
});

/**
 * Two tabs on one session: each shows the current table whichever tab acted, an action taken in a tab
 * that has not caught up yet changes nothing and shows no error, and both tabs letting the computers
 * move never produce an error or a double move.
 */
import { type Page, expect, test } from '@playwright/test';
import {
  DECISION_TIMEOUT,
  appUrl,
  chooseTrumpCard,
  nextDecision,
  playOn,
  setPrefs,
  startSession,
  tableState,
} from './support.ts';

/** What both tabs must agree on (the transient trick and bubbles aside). */
async function shown(page: Page) {
  const s = await tableState(page);
  return { handNo: s.handNo, phase: s.phase, toAct: s.toAct, hand: s.hand, calls: s.calls, end: s.handEnd };
}

/** No error or refusal is shown. */
async function expectNoError(page: Page): Promise<void> {
  await expect(page.locator('[data-testid=explanation] [data-kind=error]')).toHaveCount(0);
  await expect(page.locator('[data-testid=explanation] [data-kind=refusal]')).toHaveCount(0);
}

/** Waits until both tabs show the same table, at a decision of the person. */
async function expectSameTable(a: Page, b: Page): Promise<void> {
  await nextDecision(a);
  await expect
    .poll(async () => JSON.stringify(await shown(b)), {
      message: 'the second tab does not show the table of the first',
      timeout: DECISION_TIMEOUT,
    })
    .toBe(JSON.stringify(await shown(a)));
}

test('two tabs on one session show the same table, whichever acts', async ({ page, context }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  const id = await startSession(page);
  const other = await context.newPage();
  await other.goto(appUrl());
  await expect(other.getByTestId('home-new')).toBeVisible();
  await other.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/table/${id}`);
  await expectSameTable(page, other);

  // The first tab chooses trumps; the second follows without being touched.
  expect((await nextDecision(page)).kind).toBe('trumpChoice');
  await chooseTrumpCard(page);
  await expectSameTable(page, other);
  await expectNoError(other);

  // The second tab takes the next decisions and plays on to the end of the hand; the first follows.
  const end = await playOn(other);
  expect(end.decision.kind).toBe('handEnd');
  await expectSameTable(other, page);
  await expectNoError(page);
  await expectNoError(other);
  await expect(page.getByTestId('hand-end')).toBeVisible();

  // Both ask for the next hand at once: one hand is dealt, neither shows an error. A tab that has already
  // caught up with the other's new hand no longer shows the button, so its click may find nothing: its
  // ask ends, unclicked, once it shows the new hand.
  const ask = (p: Page) =>
    Promise.race([
      p
        .getByTestId('next-hand')
        .click()
        .then(() => true),
      expect(p.getByTestId('hand-no'))
        .toHaveText('2', { timeout: DECISION_TIMEOUT })
        .then(() => false),
    ]).catch(() => false);
  // Which ask "won" is not asserted: under load the clicking tab's new hand can show (ending its race
  // with false) before Playwright's click itself resolves, so both can answer false though one clicked.
  // That a tab asked is proved by the new hand: nothing else deals it.
  await Promise.all([ask(page), ask(other)]);
  await expect(page.getByTestId('hand-no')).toHaveText('2');
  await expect(other.getByTestId('hand-no')).toHaveText('2');
  await expectSameTable(page, other);
  await expectNoError(page);
  await expectNoError(other);
});

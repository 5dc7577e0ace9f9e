/**
 * The coach at the table: in a practice session the person switches "Trenér" on (remembered across a
 * reload), plays cards and reads each card's note when it is ready; a losing card is found by asking
 * the API (coachCard with reveal) for the analysis of a card just played, taken back with undo and the
 * losing card played instead; its note hides the line until "Ukázat proč" → "Ukázat hned" shows it. At
 * hand end the coach's tab lists every note. A scored evening has no switch. Screenshots in Czech and
 * English at 1280×800 and 1920×1080.
 */
import { type Page, expect, test } from '@playwright/test';
import type { CoachNote } from '../../src-shared/api/coach.ts';
import type { TableSnapshot } from '../../src-shared/api/game.ts';
import {
  DECISION_TIMEOUT,
  appUrl,
  handCards,
  nextDecision,
  nextHand,
  playCard,
  playOn,
  screenshot,
  setPrefs,
  startSession,
  switchLanguage,
  tableId,
} from './support.ts';

/** Calls the API as the app does (the server's token), answering the result's value or failing. */
async function api<T>(page: Page, method: string, params: unknown): Promise<T> {
  const url = new URL(appUrl());
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await page.request.post(`${url.origin}/api/${method}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: params,
  });
  const body = (await response.json()) as { ok: boolean; value?: T; error?: unknown };
  expect(body.ok, `${method} answered ${JSON.stringify(body.error)}`).toBe(true);
  return body.value as T;
}

/** The index of the person's (seat 0) last card in the current hand. */
async function lastCardIndex(page: Page, id: number): Promise<number> {
  const s = await api<TableSnapshot>(page, 'sessionOpen', { id });
  return s.history.findLastIndex((a) => a.type === 'play' && a.seat === 0);
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * The note's box at 1280×800 cuts no line unseen: the whole note is in view, or the box scrolls with the
 * fade saying more lies below, and scrolled to its end every line is whole inside it, the fade gone. The
 * box stays clear of the person's hand. Answers whether the note had to scroll.
 */
async function noteWhole(page: Page): Promise<boolean> {
  await page.setViewportSize(SIZES[0]);
  const panel = page.getByTestId('coach-panel');
  const scrolls = await panel.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  await expect(panel).toHaveAttribute('data-more', scrolls ? 'true' : 'false');
  if (scrolls) await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(panel).toHaveAttribute('data-more', 'false');
  const cut = await panel.evaluate((el) => {
    const box = el.getBoundingClientRect();
    type Rect = { getBoundingClientRect(): { height: number; bottom: number } };
    const lines = Array.from(el.querySelectorAll('p, li, button, header') as ArrayLike<Rect>);
    return lines
      .map((l) => l.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.bottom > box.bottom + 0.5)
      .map((r) => r.bottom - box.bottom);
  });
  expect(cut, 'lines below the end of the scrolled note').toEqual([]);
  const box = await panel.boundingBox();
  const hand = await page.getByTestId('hand-card').first().boundingBox();
  if (box && hand) expect(box.x + box.width).toBeLessThanOrEqual(hand.x);
  if (scrolls) await panel.evaluate((el) => el.scrollTo({ top: 0 }));
  return scrolls;
}

async function shots(page: Page, name: string, lang: 'cs' | 'en'): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `coach-${name}-${lang}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0]);
}

test('the coach grades every card, and explains a losing one when asked', async ({ page }) => {
  test.setTimeout(900_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', coach: false });
  const id = await startSession(page, { practice: true });

  // Off by default; on, it waits for the person's card; remembered across a reload.
  const toggle = page.getByTestId('coach-switch');
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('coach-panel')).toHaveCount(0);
  await toggle.check();
  await expect(page.getByTestId('coach-panel')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('coach-switch')).toBeChecked();
  expect(tableId(page)).toBe(id);

  // Play on to the person's cards. After each card its note appears (pending first, then done); the
  // card's whole analysis, asked from the API, tells whether another card would have lost something.
  let losing: { index: number; card: string } | null = null;
  // Many cards cost nothing whichever is played (the game already decided), and the deals are the
  // session's random ones: a run of four hands without such a card has been seen, so look over a dozen.
  for (let guard = 0; guard < 150 && losing === null; guard++) {
    const r = await playOn(page, { beforePlay: async () => true, doubling: 'flekToPlay' });
    if (r.decision.kind === 'handEnd') {
      await nextHand(page);
      continue;
    }
    // The last card has no choice, and its hand may end (the notes move to the hand-end tab) before
    // the note shows at the table.
    const last = (await handCards(page).count()) <= 1;
    const card = await playCard(page);
    if (last) continue;
    const index = await lastCardIndex(page, id);
    const note = page.locator(`[data-testid=coach-note][data-index="${index}"][data-card="${card}"]`);
    await expect(note).toHaveAttribute('data-state', 'done', { timeout: DECISION_TIMEOUT });
    await expect(note.getByTestId('coach-grade')).not.toBeEmpty();
    await expect(note.getByTestId('coach-cost')).not.toBeEmpty();
    const whole = await api<CoachNote>(page, 'coachCard', { id, index, reveal: true });
    expect(whole.card).toBe(card);
    expect(await note.getAttribute('data-grade')).toBe(whole.exact?.grade ?? '');
    // A forced card (the only legal one) is graded nothing: no analysis, nothing to take back for.
    if (whole.forced || whole.analysis === null) continue;
    if ((whole.exact?.loss ?? 0) > 0) losing = { index, card };
    else {
      const worse = whole.analysis.cards.find((c) => c.loss > 0);
      if (worse === undefined) continue;
      // Take the card back and play the losing one instead (the table is waiting for the person again).
      await page.getByTestId('undo').click();
      await expect(page.locator(`[data-testid=hand-card][data-card="${worse.card}"]`)).toHaveCount(1);
      await expect(page.locator(`[data-testid=hand-card][data-card="${card}"]`)).toHaveCount(1);
      await expect(nextDecision(page)).resolves.toEqual({ kind: 'play' });
      await playCard(page, () => worse.card);
      losing = { index: await lastCardIndex(page, id), card: worse.card };
    }
    // Its note is read at the table while the person is to act again: a computer declarer may lay his
    // cards down right after the card (or the contract be decided by it), and the notes then move to the
    // hand's end, where every line is shown — such a card is passed over for the next.
    if (losing !== null && (await nextDecision(page)).kind === 'handEnd') losing = null;
  }
  expect(losing, 'no losing card found in the hands played').not.toBeNull();
  const { index, card } = losing as { index: number; card: string };

  // The losing card's note: a grade worse than best, its cost, and no line until asked.
  const note = page.locator(`[data-testid=coach-note][data-index="${index}"][data-card="${card}"]`);
  await expect(note).toHaveAttribute('data-state', 'done', { timeout: DECISION_TIMEOUT });
  await expect(note).not.toHaveAttribute('data-grade', 'best');
  await expect(note).toHaveAttribute('data-hidden', 'true');
  await expect(note.getByTestId('coach-line')).toHaveCount(0);
  await expect(note.getByTestId('coach-cost')).toContainText('základ');
  // The note with its line hidden cuts no line at 1280×800 (it used to be cut at its last line): with
  // the card's principle, its lesson and where it holds it may be longer than its box, and then scrolls
  // with the fade saying more lies below.
  await noteWhole(page);
  await shots(page, 'loss', 'cs');
  await switchLanguage(page, 'en');
  await expect(note.getByTestId('coach-why')).toHaveText('Show why');
  await shots(page, 'loss', 'en');
  await switchLanguage(page, 'cs');

  await note.getByTestId('coach-why').click();
  await expect(note.getByText('karty soupeřů')).toBeVisible();
  await note.getByTestId('coach-why-now').click();
  await expect(note).toHaveAttribute('data-hidden', 'false');
  const line = note.getByTestId('coach-line');
  await expect(line).toContainText('zdvih');
  await expect(note.getByTestId('coach-best')).toContainText('Nejlepší bylo zahrát');
  // With the line the note is long: it may scroll, never cutting a line unseen.
  await noteWhole(page);
  await shots(page, 'why', 'cs');

  await switchLanguage(page, 'en');
  await expect(line).toContainText('Trick');
  await expect(note.getByTestId('coach-best')).toContainText('The best was to play');
  await shots(page, 'why', 'en');
  await switchLanguage(page, 'cs');

  // At hand end the coach's tab lists every note of the hand, each whole.
  const end = await playOn(page, { doubling: 'flekToPlay' });
  expect(end.decision.kind).toBe('handEnd');
  await page.getByTestId('end-tab-coach').click();
  const list = page.getByTestId('coach-list');
  await expect(list).toBeVisible();
  const notes = list.getByTestId('coach-note');
  await expect(notes.first()).toBeVisible();
  await expect(list.locator('[data-testid=coach-note][data-state=pending]')).toHaveCount(0, {
    timeout: DECISION_TIMEOUT,
  });
  await expect(list.locator('[data-testid=coach-note][data-hidden=true]')).toHaveCount(0);
  await shots(page, 'hand-end', 'cs');
  await switchLanguage(page, 'en');
  await expect(list).toContainText("The coach's notes on this hand");
  await shots(page, 'hand-end', 'en');
  await switchLanguage(page, 'cs');
  // The later tests play without the coach.
  await setPrefs(page, { coach: false });
});

test('a scored evening has no coach, and main refuses it there', async ({ page }) => {
  test.setTimeout(300_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', coach: true });
  const id = await startSession(page, { practice: false });
  await expect(page.getByTestId('coach-switch')).toHaveCount(0);
  await expect(page.getByTestId('coach-panel')).toHaveCount(0);
  const url = new URL(appUrl());
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  const response = await page.request.post(`${url.origin}/api/coachCard`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id, index: 0 },
  });
  expect(await response.json()).toEqual({
    ok: false,
    error: { code: 'refused', reason: { code: 'coachPracticeOnly' } },
  });
  await setPrefs(page, { coach: false });
});

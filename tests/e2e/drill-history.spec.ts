/**
 * A seat drill shows the hand so far. The drill — the first sedma seat drill (seeds from 1) with five
 * tricks or more played and a seat that showed out — is mined by the real miner and stored ahead by
 * the stock's own code (`storeMined`) into a data directory its own server opens (browser mode,
 * tests/e2e/global-setup.ts `serve`); the app serves it by its real paths. The screen shows every trick
 * as the seat's view holds it, the cards played off the led suit marked, who showed out of which suit,
 * the roles, the talon (a defender does not see it), that it has no calls (mined, not from a game), and
 * what the seat knows: the layouts of the unseen cards it cannot rule out, counted by main. A wrong card is told in how many of them it meets the goal
 * (the miner's count, confirmed afresh by the goal judge). Screenshots: Czech 1280×800, English
 * 1920×1080, a phone 390×844 (both languages), in test-results/screenshots/drillscreen/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { fromPosition, view } from '../../src-shared/index.ts';
import { showOuts, voidsShown } from '../../src-shared/engine/showed-out.ts';
import type { SeatView } from '../../src-shared/engine/view.ts';
import { judgeGoalForSeat } from '../../src-main/solver/goal.ts';
import { openStore } from '../../src-main/store/store.ts';
import { storeFile } from '../../src-main/store/location.ts';
import { mineDrill } from '../../src-main/training/mine.ts';
import { type Drill, goalOf } from '../../src-main/training/drill-judge.ts';
import { storeMined } from '../../src-main/training/stock.ts';
import { serve } from './global-setup.ts';
import { setPrefs, shootAt, SCREENSHOTS } from './support.ts';

const SHOTS = join(SCREENSHOTS, 'drillscreen');

let server: { url: string; stop: () => Promise<void> };
let drill: Drill;
let seen: SeatView;
let id: number;

/** The first sedma seat drill several tricks in with a show-out. */
function drillWithHistory(): { drill: Drill; seen: SeatView } {
  for (let seed = 1; seed <= 40; seed++) {
    const d = mineDrill(seed, 'sedma', { kind: 'seat' });
    if (d === null) continue;
    const s = fromPosition(d.position);
    if (!s.ok) throw new Error('the drill position does not read');
    const v = view(s.value, d.seat);
    if (v.tricks.length >= 5 && showOuts(v).some((o) => o.trick < v.tricks.length))
      return { drill: d, seen: v };
  }
  throw new Error('no sedma seat drill with a show-out in seeds 1–40');
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ({ drill, seen } = drillWithHistory());
  const dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-history-'));
  const store = openStore(storeFile(dataDir));
  try {
    id = storeMined(store.drills, [drill], new Date().toISOString())[0] as number;
  } finally {
    store.close();
  }
  server = await serve(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

const shoot = (page: Page, name: string, w: number, h: number) => shootAt(page, SHOTS, name, w, h);

test('a seat drill shows the hand so far, what the seat knows, and how close a wrong card came', async ({
  page,
}) => {
  await setPrefs(page, { lang: 'cs', deck: 'czech' }, server.url);
  await page.goto(server.url);
  await page.goto(`${new URL(server.url).origin}/#/training`);
  const task = page.getByTestId('drill-task');
  await expect(task).toBeVisible({ timeout: 60_000 });
  if ((await task.getAttribute('data-drill')) !== String(id))
    await page.getByTestId(`drill-theme-${drill.theme}`).click();
  await expect(task).toHaveAttribute('data-drill', String(id));
  await page.setViewportSize({ width: 1280, height: 800 });

  // Every trick played, card by card, as the seat saw it.
  const log = page.getByTestId('hand-log');
  await expect(log).toHaveAttribute('open', '');
  // A mined drill came from no auction: the log says so in the calls' place.
  await expect(log.getByTestId('log-call')).toHaveCount(0);
  await expect(log.getByTestId('log-calls-note')).toHaveText(
    'Licitace: žádná — úloha nevznikla ze hry, závazek je daný.',
  );
  const rows = log.getByTestId('log-trick');
  await expect(rows).toHaveCount(seen.tricks.length);
  for (const [i, trick] of seen.tricks.entries())
    await expect(rows.nth(i).locator('[data-card]')).toHaveCount(trick.cards.length);
  for (const [i, trick] of seen.tricks.entries())
    expect(
      await rows
        .nth(i)
        .locator('[data-card]')
        .evaluateAll((e) => e.map((x) => x.dataset['card'])),
    ).toEqual(trick.cards);
  // The cards off the led suit are marked, and who showed out of what is said once per seat and suit.
  const done = showOuts(seen).filter((o) => o.trick < seen.tricks.length);
  await expect(log.locator('[data-out=true]')).toHaveCount(done.length);
  for (const o of done)
    await expect(rows.nth(o.trick).locator(`[data-card="${o.card}"]`)).toHaveAttribute('data-out', 'true');
  const voids = voidsShown(seen);
  const items = log.getByTestId('log-void');
  await expect(items).toHaveCount(voids.length);
  for (const [i, v] of voids.entries()) {
    await expect(items.nth(i)).toHaveAttribute('data-seat', String(v.seat));
    await expect(items.nth(i)).toHaveAttribute('data-suit', v.suit);
    await expect(items.nth(i)).toContainText(`od ${v.trick + 1}. zdvihu`);
  }
  // The roles, the talon the defender cannot see, and what the seat knows.
  expect(drill.seat).not.toBe(drill.position.declarer);
  await expect(page.getByTestId('drill-roles')).toContainText('Aktér: Aktér · Obrana:');
  await expect(page.getByTestId('drill-roles')).toContainText('Ty (obránce)');
  await expect(page.getByTestId('drill-roles')).toContainText('Spoluhráč');
  await expect(page.getByTestId('drill-talon')).toHaveText('Talon: nevidíš ho');
  const count = drill.layouts?.count as number;
  await expect(page.getByTestId('drill-knows')).toHaveText(
    `Vidíš svoje karty a odehrané zdvihy, ne karty aktéra a spoluhráče ani talon. S tím, co víš, souhlasí ${count} rozložení karet, které nevidíš — odpověď musí platit ve všech.`,
  );
  await shoot(page, 'history-cs', 1280, 800);
  await shoot(page, 'history-cs-phone', 390, 844);

  // A wrong card: in how many of those layouts it meets the goal, confirmed afresh from the view.
  const judged = judgeGoalForSeat(seen, goalOf(drill), { limit: 1000 });
  expect(judged.exhaustive).toBe(true);
  expect(judged.layouts).toBe(count);
  const wrong = drill.others.reduce((a, b) => ((b.meets ?? 0) > (a.meets ?? 0) ? b : a));
  const meets = judged.cards.find((c) => c.card === wrong.card)?.meets as number;
  expect(meets).toBe(wrong.meets);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator(`[data-testid=drill-card][data-card="${wrong.card}"]`).click();
  const answer = page.getByTestId('drill-answer');
  await expect(answer).toHaveAttribute('data-outcome', 'wrong', { timeout: 60_000 });
  const share = page.getByTestId('drill-layouts');
  await expect(share).toHaveText(
    meets === 0
      ? `Cíl nesplní v žádném z ${count} rozložení, která nevyloučíš. Správná karta ve všech.`
      : `Cíl splní jen v části rozložení, která nevyloučíš: ${meets} z ${count}. Správná karta ve všech ${count}.`,
  );
  // The history stays the seat's: the re-deal changes the hidden hands, not the tricks.
  await expect(rows).toHaveCount(seen.tricks.length);
  await shoot(page, 'wrong-cs', 1280, 800);

  await page.locator('[data-testid=lang-switch] [data-lang=en]').click();
  await expect(share).toContainText(
    `of the ${count} layouts you cannot rule out; the right card in all ${count}.`,
  );
  await expect(log.getByTestId('log-void').first()).toContainText('(from trick');
  await expect(page.getByTestId('drill-knows')).toContainText(`${count} layouts of the cards you cannot see`);
  await shoot(page, 'wrong-en', 1920, 1080);
  await shoot(page, 'wrong-en-phone', 390, 844);
  // The next time round, before an answer, in English on a wide screen.
  await page.getByTestId('drill-retry').click();
  await expect(page.getByTestId('drill-answer')).toHaveCount(0);
  await shoot(page, 'history-en', 1920, 1080);
});

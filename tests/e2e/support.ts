/**
 * Helpers for the end-to-end tests: open the app with the server's token, set preferences, start a
 * session against two computer opponents, read the table's state off the DOM, and take the person's
 * decisions by clicking, whatever the computer chose before.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Locator, type Page, expect } from '@playwright/test';
import type { Prefs } from '../../src-shared/api/game.ts';

/** Waiting for the next decision covers a few computer turns (seconds each on two cores). */
export const DECISION_TIMEOUT = 90_000;

/** Where the end-to-end tests' screenshots go (a spec's own set in a folder of its name). */
export const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

/** A browser-mode server a test started on its own data directory (`startServer`). */
export interface OwnServer {
  readonly process: ChildProcess;
  /** The app's address with `#token=…`. */
  readonly url: string;
  readonly origin: string;
  readonly token: string;
}

/**
 * Starts browser mode as a person would, on `dataDir` (a test's prepared store); answers once it
 * printed its address. `stopServer` ends it.
 */
export function startServer(dataDir: string): Promise<OwnServer> {
  const root = resolve(import.meta.dirname, '../..');
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(root, 'src-main/server/main.ts'), '--port', '0'],
    { cwd: root, env: { ...process.env, MARIAS_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the server printed no address:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Mariáš: (http:\/\/127\.0\.0\.1:\d+\/#token=\w+)/.exec(out)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      const u = new URL(url);
      done({
        process: child,
        url,
        origin: u.origin,
        token: new URLSearchParams(u.hash.slice(1)).get('token') ?? '',
      });
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', (code) => fail(new Error(`the server exited (${code}):\n${out}`)));
  });
}

/** Ends a server `startServer` started (and waits until it has). */
export async function stopServer(s: Pick<OwnServer, 'process'>): Promise<void> {
  if (s.process.exitCode !== null) return;
  const exited = new Promise((done) => s.process.once('exit', done));
  s.process.kill('SIGTERM');
  await exited;
}

/** The address the global setup started the server at (with `#token=…`). */
export function appUrl(): string {
  const url = process.env['MARIAS_E2E_URL'];
  if (url === undefined || url === '')
    throw new Error('MARIAS_E2E_URL is not set: run through playwright.config.ts');
  return url;
}

function tokenAndOrigin(address = appUrl()): { origin: string; token: string } {
  const url = new URL(address);
  const token = new URLSearchParams(url.hash.slice(1)).get('token');
  if (token === null) throw new Error(`no token in ${address}`);
  return { origin: url.origin, token };
}

/**
 * Saves preferences through the API (as the Settings screen would); the app reads them when it loads.
 * `address`: a server the spec started itself (default the global setup's).
 */
export async function setPrefs(page: Page, prefs: Partial<Prefs>, address = appUrl()): Promise<void> {
  const { origin, token } = tokenAndOrigin(address);
  const response = await page.request.post(`${origin}/api/prefsSet`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { prefs },
  });
  expect(response.ok(), `prefsSet answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { ok: boolean };
  expect(body.ok, `prefsSet refused: ${JSON.stringify(body)}`).toBe(true);
}

/** Opens the home screen with the token, as the address the server prints does. */
export async function openHome(page: Page): Promise<void> {
  await page.goto(appUrl());
  await expect(page.getByTestId('home-new')).toBeVisible();
}

/**
 * From the home screen: a new session with the person at seat 0 and two computer opponents at the
 * fastest level, practice off unless asked for. Answers the session's id once the table shows the
 * person's cards.
 */
export async function startSession(page: Page, o: { practice?: boolean } = {}): Promise<number> {
  await openHome(page);
  await page.getByTestId('home-new').click();
  await expect(page.getByTestId('new-session')).toBeVisible();
  for (const seat of [1, 2]) {
    const config = page.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await expect(config.getByTestId('seat-kind')).toHaveValue('ai');
    await config.getByTestId('seat-level').selectOption('zacatecnik');
  }
  await expect(page.locator('[data-testid=seat-config][data-seat="0"]').getByTestId('seat-kind')).toHaveValue(
    'human',
  );
  await page.getByTestId('practice').setChecked(o.practice ?? false);
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
  await expect(page.getByTestId('hand-no')).toHaveText('1');
  await expect(handCards(page).first()).toBeVisible();
  return tableId(page);
}

/** The id of the session shown (from the address `#/table/<id>`). */
export function tableId(page: Page): number {
  const m = /#\/table\/(\d+)$/.exec(page.url());
  if (!m) throw new Error(`not at a table: ${page.url()}`);
  return Number(m[1]);
}

// ---------------------------------------------------------------------------------------------
// Reading the table

/** Cards of the person's hand still in it (a played card may linger a moment in its leave transition). */
export function handCards(page: Page): Locator {
  return page.locator('[data-testid=hand-card]:not(.hand-card-leave-active)');
}

/** Cards of the active hand the current decision may use (`legal`) or may not (`illegal`). */
export function activeCards(page: Page, which: 'legal' | 'illegal'): Locator {
  return page.locator(
    `[data-testid=hand][data-active=true] [data-testid=hand-card][data-legal=${which === 'legal'}]:not(.hand-card-leave-active)`,
  );
}

/** What the table shows, as plain data: enough to see that anything at all changed, or did not. */
export interface TableState {
  handNo: string;
  phase: string;
  trump: string;
  game: string;
  components: string;
  toAct: string;
  hand: string[];
  handActive: boolean;
  calls: string[];
  trick: string[];
  seatCards: string[];
  bubbles: string[];
  handEnd: boolean;
  busy: boolean;
}

/** The little of the DOM that tableState reads (the Node-side tsconfig has no DOM library). */
interface DomElement {
  readonly dataset: Readonly<Record<string, string | undefined>>;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
}
interface DomDocument {
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): Iterable<DomElement>;
}

/** Reads the whole table in one go in the page, so that the parts always belong together. */
export async function tableState(page: Page): Promise<TableState> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: DomDocument }).document;
    const all = (selector: string) => [...doc.querySelectorAll(selector)];
    const text = (id: string) => doc.querySelector(`[data-testid=${id}]`)?.textContent?.trim() ?? '';
    return {
      handNo: text('hand-no'),
      phase: text('phase'),
      trump: text('trump'),
      game: text('game'),
      components: text('components'),
      toAct: text('to-act'),
      hand: all('[data-testid=hand-card]:not(.hand-card-leave-active)').map(
        (e) => `${e.dataset['card']}:${e.dataset['legal']}${e.dataset['selected'] ? ':selected' : ''}`,
      ),
      handActive: doc.querySelector('[data-testid=hand]')?.getAttribute('data-active') === 'true',
      calls: all('[data-testid=call]').map((e) => e.dataset['call'] ?? ''),
      trick: all('[data-testid=trick-card]:not(.trick-card-leave-active)').map(
        (e) => e.dataset['card'] ?? '',
      ),
      seatCards: all('[data-testid=seat-cards]').map((e) => e.textContent?.trim() ?? ''),
      // A bubble on its way out (its leave transition) is no longer said, as a card leaving the hand.
      bubbles: all('[data-testid=seat-bubble]:not(.bubble-leave-active)').map(
        (e) => e.textContent?.trim() ?? '',
      ),
      handEnd: doc.querySelector('[data-testid=hand-end]') !== null,
      // The person's last call or card is on its way to main: what is shown is about to change.
      busy: doc.querySelector('.table-view[aria-busy=true]') !== null,
    };
  });
}

/** The decision the person faces now. */
export type Decision =
  | { readonly kind: 'trumpChoice' }
  | { readonly kind: 'discard' }
  | { readonly kind: 'calls'; readonly calls: readonly string[] }
  | { readonly kind: 'play' }
  | { readonly kind: 'handEnd' };

/** Shown while the person's last call or card is on its way to main: what the table shows is about to change. */
export const BUSY_SELECTOR = '.table-view[aria-busy=true]';

/**
 * Waits until `read` names the decision the table shows, and answers it. A decision is read only once
 * one of `shown` is visible and the table is not busy; the table may still change between two reads (a
 * call bar still shown while the click's answer is on its way, a computer seat answering), so it is read
 * again until what it shows names one decision. Fails with `read`'s last view of the table.
 */
export async function waitForDecision<D>(
  page: Page,
  shown: string,
  read: () => Promise<{ decision: D | null; state: TableState }>,
  timeout: number,
): Promise<D> {
  const deadline = Date.now() + timeout;
  const left = () => Math.max(deadline - Date.now(), 1);
  let last: { decision: D | null; state: TableState } | null = null;
  await expect
    .poll(
      async () => {
        await expect(page.locator(shown).first()).toBeVisible({ timeout: left() });
        await expect(page.locator(BUSY_SELECTOR)).toHaveCount(0, { timeout: left() });
        last = await read();
        return last.decision !== null;
      },
      { timeout, intervals: [100] },
    )
    .toBe(true)
    .catch((e: unknown) => {
      const state = (last as { state: TableState } | null)?.state;
      throw state ? new Error(`cannot tell the decision from the table: ${JSON.stringify(state)}`) : e;
    });
  return (last as unknown as { decision: D }).decision;
}

/**
 * Waits until the person is to act (or the hand is over) and says what they are to decide, read from
 * what is shown: the trump choice offers "z lidu" calls beside the cards, the discard has its confirm
 * button, other calls are buttons of the call bar, and a card to play is an active hand without calls.
 */
export async function nextDecision(page: Page, timeout = DECISION_TIMEOUT): Promise<Decision> {
  return waitForDecision<Decision>(
    page,
    '[data-testid=hand-end], [data-testid=call-bar], [data-testid=hand][data-active=true]',
    async () => {
      const s = await tableState(page);
      const decide = async (): Promise<Decision | null> => {
        if (s.handEnd) return { kind: 'handEnd' };
        if (s.calls.some((c) => c.startsWith('chooseTrumpBlind'))) return { kind: 'trumpChoice' };
        if (await page.getByTestId('discard-confirm').isVisible()) return { kind: 'discard' };
        if (s.calls.length > 0) return { kind: 'calls', calls: s.calls };
        if (s.handActive && s.hand.some((c) => c.split(':')[1] === 'true')) return { kind: 'play' };
        return null;
      };
      // Read while busy (the table was answered, then a new call or card went out): read again.
      return { decision: s.busy ? null : await decide(), state: s };
    },
    timeout,
  );
}

/** Runs `act`, then waits until the table shows its consequence (the answer of the API). */
export async function andWaitForChange(page: Page, act: () => Promise<void>): Promise<void> {
  const before = JSON.stringify(await tableState(page));
  await act();
  await expect
    .poll(async () => JSON.stringify(await tableState(page)), {
      message: 'the table did not change after the click',
      timeout: DECISION_TIMEOUT,
    })
    .not.toBe(before);
}

// ---------------------------------------------------------------------------------------------
// Taking decisions by clicking

/**
 * Chooses trumps with a card of the first seven. The suit is one whose seven the person holds (so that
 * "sedma" can be announced and the hand is played out), else the suit they hold most of.
 */
export async function chooseTrumpCard(page: Page): Promise<string> {
  const cards = await legalCardIds(page);
  expect(cards.length, 'no card offered for the trump choice').toBeGreaterThan(0);
  const score = (suit: string) =>
    cards.filter((c) => c.startsWith(suit)).length + (cards.includes(`${suit}7`) ? 10 : 0);
  const card = [...cards].sort((a, b) => score(b[0] ?? '') - score(a[0] ?? ''))[0] as string;
  await andWaitForChange(page, () => tapCard(page, card));
  return card;
}

/** What `watchLingering` uses of the page (the e2e code is typed without the DOM). */
interface Lingering {
  __lingering?: string[];
  readonly document: { querySelectorAll(selector: string): Iterable<PageElement> };
  getComputedStyle(e: PageElement): { readonly opacity: string };
  requestAnimationFrame(f: () => void): number;
}
interface PageElement {
  getAttribute(name: string): string | null;
}

/**
 * Watches, frame by frame, the ten frames after the talon first shows `cards` face up: the cards of the
 * hand among them still visible then (opacity above 0, a copy leaving the hand) end in
 * `window.__lingering` (empty when the talon has not shown them within a minute of frames).
 */
async function watchLingering(page: Page, cards: readonly string[]): Promise<void> {
  await page.evaluate((cards) => {
    const w = globalThis as unknown as Lingering;
    delete w.__lingering;
    const seen = new Set<string>();
    let frames = 0;
    let waited = 0;
    const tick = () => {
      // A talon that never shows them (not this table's way) leaves nothing to check.
      if (++waited > 3600) {
        w.__lingering = [];
        return;
      }
      const talon = [...w.document.querySelectorAll('[data-testid=talon] [data-card]')].map((e) =>
        e.getAttribute('data-card'),
      );
      if (cards.every((c) => talon.includes(c))) {
        for (const e of w.document.querySelectorAll('[data-testid=hand-card]')) {
          const card = e.getAttribute('data-card') ?? '';
          if (cards.includes(card) && Number(w.getComputedStyle(e).opacity) > 0) seen.add(card);
        }
        if (++frames >= 10) {
          w.__lingering = [...seen];
          return;
        }
      }
      w.requestAnimationFrame(tick);
    };
    w.requestAnimationFrame(tick);
  }, cards);
}

/** Selects two cards the discard may use (the last ones of the hand, trumps are sorted first) and confirms. */
export async function discardTwo(page: Page): Promise<string[]> {
  const legal = await legalCardIds(page);
  expect(legal.length, 'fewer than two cards may be discarded').toBeGreaterThanOrEqual(2);
  const chosen = legal.slice(-2);
  for (const card of chosen) {
    // A press landing while the hand is still settling after the talon is taken up can be lost: press
    // again until the card shows selected (never once it does, as a second press would deselect it).
    await expect(async () => {
      if ((await cardLocator(page, card).getAttribute('data-selected')) !== 'true')
        await pressCard(page, card);
      await expect(cardLocator(page, card)).toHaveAttribute('data-selected', 'true', { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  }
  const confirm = page.getByTestId('discard-confirm');
  await expect(confirm).toBeEnabled();
  await watchLingering(page, chosen);
  await andWaitForChange(page, () => confirm.click());
  // The watch ends within 3,600 frames (a minute at 60 fps) when the talon never shows the cards (a
  // computer took the talon over with betl or durch): wait past it, not the 30 s of a plain poll.
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as Lingering).__lingering !== undefined), {
      timeout: DECISION_TIMEOUT,
    })
    .toBe(true);
  expect(
    await page.evaluate(() => (globalThis as unknown as Lingering).__lingering),
    'discarded cards linger in the hand',
  ).toEqual([]);
  return chosen;
}

/**
 * The calls the tests make when offered, first found first: keep the suit game, announce what makes
 * the hand be played out (sedma, sto; a plain "hra" nobody doubles is paid unplayed under the house rules
 * and rules/004, not under ČSM), no doubling, agree.
 */
export const CALL_PREFERENCE: readonly string[] = [
  'chooseGame-suit',
  'announce-game-seven',
  'announce-hundred',
  'announce-hundred-seven',
  'announce-game',
  'pass',
  'approve',
];

/** How the person answers doubling: always "Mlčím", or a first flek on the game so that it is played. */
export type DoublingPolicy = 'pass' | 'flekToPlay';

/**
 * Makes a call: the first of CALL_PREFERENCE on offer, else the first button. Answers its id, or null
 * when that call is no longer on offer (the table moved on since `calls` was read).
 */
export async function makeCall(
  page: Page,
  calls: readonly string[],
  doubling: DoublingPolicy = 'pass',
): Promise<string | null> {
  const undoubled = (await page.locator('[data-testid=components] .doubled').count()) === 0;
  const flek = doubling === 'flekToPlay' && undoubled && calls.includes('double-game');
  const call = flek ? 'double-game' : (CALL_PREFERENCE.find((c) => calls.includes(c)) ?? calls[0]);
  if (call === undefined) throw new Error('no call on offer');
  const button = page.locator(`[data-testid=call][data-call="${call}"]:not([disabled])`);
  // The calls were read a moment ago; if the table has moved on since, the caller reads it again.
  const shown = await button
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return null;
  await andWaitForChange(page, () => button.click());
  return call;
}

/** Plays a legal card (the first, or the one `pick` chooses among the legal ones). Answers the card. */
export async function playCard(
  page: Page,
  pick: (legal: string[]) => string = (l) => l[0] ?? '',
): Promise<string> {
  const legal = await legalCardIds(page);
  expect(legal.length, 'no legal card in the active hand').toBeGreaterThan(0);
  const card = pick(legal);
  await andWaitForChange(page, () => tapCard(page, card));
  await expect(cardLocator(page, card)).toHaveCount(0);
  return card;
}

async function legalCardIds(page: Page): Promise<string[]> {
  return activeCards(page, 'legal').evaluateAll((els) => els.map((e) => e.dataset['card'] ?? ''));
}

/** A card of the person's hand. */
export function cardLocator(page: Page, card: string): Locator {
  return page.locator(`[data-testid=hand-card][data-card="${card}"]:not(.hand-card-leave-active)`);
}

export interface PlayOptions {
  /** Called when the person is to play a card, before the test plays one; answer true to stop there. */
  readonly beforePlay?: () => Promise<boolean>;
  readonly doubling?: DoublingPolicy;
}

export interface PlayResult {
  /** Where it stopped: the end of the hand, or the card decision `beforePlay` stopped at. */
  readonly decision: Decision;
  /** Cards the person played by clicking. */
  readonly played: number;
}

/**
 * Plays on by clicking, reacting to whatever the table offers, until the hand is over (or `beforePlay`
 * says to stop before a card).
 */
export async function playOn(page: Page, options: PlayOptions = {}): Promise<PlayResult> {
  let played = 0;
  // A hand has about 25 decisions for one seat at most; the bound only guards against a loop.
  for (let step = 0; step < 100; step++) {
    const decision = await nextDecision(page);
    switch (decision.kind) {
      case 'handEnd':
        return { decision, played };
      case 'trumpChoice':
        await chooseTrumpCard(page);
        break;
      case 'discard':
        await discardTwo(page);
        break;
      case 'calls':
        await makeCall(page, decision.calls, options.doubling);
        break;
      case 'play':
        if (options.beforePlay && (await options.beforePlay())) return { decision, played };
        await playCard(page);
        played++;
        break;
    }
  }
  throw new Error('the hand did not end after 100 decisions');
}

/** At the end of a hand: deal the next one and wait until it is shown. */
export async function nextHand(page: Page): Promise<void> {
  const handNo = Number(await page.getByTestId('hand-no').textContent());
  await page.getByTestId('next-hand').click();
  await expect(page.getByTestId('hand-no')).toHaveText(String(handNo + 1));
  await expect(page.getByTestId('hand-end')).toHaveCount(0);
}

/**
 * Plays hands until `stop` holds before one of the person's cards: a hand that ends first (a plain game
 * paid unplayed where the rules do that, a lost betl …) is followed by the next. The person fleks a plain
 * game as a defender so that it is played. Fails with `why` after `hands` hands.
 */
export async function playUntil(
  page: Page,
  stop: () => Promise<boolean>,
  why: string,
  hands = 4,
): Promise<void> {
  for (let hand = 0; hand < hands; hand++) {
    const r = await playOn(page, { beforePlay: stop, doubling: 'flekToPlay' });
    if (r.decision.kind === 'play') return;
    await nextHand(page);
  }
  throw new Error(`${why} (in ${hands} hands)`);
}

// ---------------------------------------------------------------------------------------------
// Language and screenshots

/** Switches the language with the header's switch and waits until it is applied. */
export async function switchLanguage(page: Page, lang: 'cs' | 'en'): Promise<void> {
  const button = page.getByTestId('lang-switch').locator(`button[data-lang="${lang}"]`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Saves a screenshot under test-results/screenshots/ (not committed); answers its path. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/**
 * A screenshot at `w`×`h` into `dir` as `<name>-<w>x<h>.png`, once every image of the page has loaded
 * (the cards are images); a phone-sized one (narrower than 600 px) of the whole page.
 */
export async function shootAt(page: Page, dir: string, name: string, w: number, h: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: w, height: h });
  await page.waitForFunction(() => {
    const doc = globalThis as unknown as { document: { images: ArrayLike<{ complete: boolean }> } };
    return Array.from(doc.document.images).every((i) => i.complete);
  });
  await page.screenshot({ path: `${dir}/${name}-${w}x${h}.png`, fullPage: w < 600 });
}

/** Money as shown ("+1,20 Kč", "CZK −0.40", the minus U+2212) in haléř. */
export function parseMoney(text: string): number {
  const m = /([+\u2212-]?)(\d+)[.,](\d{2})/.exec(text.replace(/\s/g, ''));
  if (!m) throw new Error(`not an amount of money: ${text}`);
  const value = Number(m[2]) * 100 + Number(m[3]);
  return m[1] === '\u2212' || m[1] === '-' ? -value : value;
}

// ---------------------------------------------------------------------------------------------
// Cards tapped where a person taps them: a point of the card that shows (in a phone's overlapping fan the
// middle of a card lies under the next one), found as the page finds it (elementFromPoint).

export interface PageEl {
  getBoundingClientRect(): { left: number; top: number; right: number; bottom: number };
  closest(s: string): PageEl | null;
  getAttribute(n: string): string | null;
}
export interface PageDoc {
  querySelector(s: string): PageEl | null;
  querySelectorAll(s: string): Iterable<PageEl>;
  elementFromPoint(x: number, y: number): PageEl | null;
}

/**
 * Where a tap reaches the card: the middle of the widest run of points on one row of its upper half
 * where the page finds it (well inside the strip that shows), or null.
 */
export async function tapPoint(page: Page, card: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((card) => {
    const doc = (globalThis as unknown as { document: PageDoc }).document;
    const el = doc.querySelector(`[data-testid=hand-card][data-card="${card}"]:not(.hand-card-leave-active)`);
    if (el === null) return null;
    const b = el.getBoundingClientRect();
    let best: { x: number; y: number; run: number } | null = null;
    // The upper half only: a hovered card rises 10–14 px, and a point near its lower edge would then
    // lie below it (the pointer leaves, the card drops, the tap misses).
    for (let y = b.top + 20; y < b.top + (b.bottom - b.top) * 0.55; y += 8) {
      let run = 0;
      for (let x = Math.floor(b.left); x < b.right; x++) {
        run = doc.elementFromPoint(x, y)?.closest('[data-testid=hand-card]') === el ? run + 1 : 0;
        if (run > (best?.run ?? 0)) best = { x: x - run / 2, y, run };
      }
    }
    return best && { x: best.x, y: best.y };
  }, card);
}

/** Taps a legal card of the person's hand where it shows. */
export async function tapCard(page: Page, card: string): Promise<void> {
  await expect(activeCards(page, 'legal').and(cardLocator(page, card))).toBeVisible();
  await pressCard(page, card);
}

/**
 * Presses a card of the hand where it shows: brought into view (a phone's page may scroll), the pointer
 * first moved off the hand and the fan left to settle (a hovered or dropping neighbour moves the strip
 * that shows), then pressed there.
 */
async function pressCard(page: Page, card: string): Promise<void> {
  const el = cardLocator(page, card);
  // Off the hand before anything waits for the card to stand still.
  await page.mouse.move(0, 0);
  await el.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await el.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
  // Found where the page finds it; a moment after a trick or a popup the strip may still be covered,
  // and a note arriving above the hand (the coach's verdict on a phone) may push it out of view again.
  let at: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        await el.scrollIntoViewIfNeeded();
        return (at = await tapPoint(page, card)) !== null;
      },
      { message: `${card} cannot be tapped` },
    )
    .toBe(true);
  await page.mouse.click(at!.x, at!.y);
}

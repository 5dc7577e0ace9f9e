/**
 * Friends at one table, each on their own device: the host's desktop page and two phone-sized pages
 * opening the links of "Hrát s přáteli" play two hands each of volený, licitovaný and křížový (four
 * seats: three people and a computer). Every answer of /api/ a device receives is kept and checked: while
 * a hand is played, no card of another seat's hand (known from that seat's own device) and no talon card
 * appears in it outside what the table shows everybody (cards played, the trump card shown, marriages,
 * cards laid open). A phone drops off the network mid-trick and comes back with the same seat; a wrong
 * link and a revoked one are refused in the browser. Screenshots of the flow go to
 * test-results/screenshots/share-*.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { type Browser, type BrowserContext, type Page, type Response, expect, test } from '@playwright/test';
import { serve } from './global-setup.ts';
import {
  type PageDoc,
  activeCards,
  andWaitForChange,
  cardLocator,
  chooseTrumpCard,
  makeCall,
  screenshot,
  setPrefs,
  tableState,
  tapCard,
  tapPoint,
} from './support.ts';
import { auctionTurn, callRankTurn, declareTurn } from './variant-play.ts';
import { type DeviceDecision, decisionNow } from './device-decision.ts';

/** A port nothing listens on now (the share's guest server keeps it from one table to the next). */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '0.0.0.0', () => {
      const a = s.address();
      s.close(() => done(typeof a === 'object' && a !== null ? a.port : 0));
    });
  });
}

type Variant = 'chosen' | 'auction' | 'fourHand';

/** One device at the table: its page, the seat it plays and every /api/ answer it received. */
interface Device {
  readonly name: string;
  readonly page: Page;
  readonly context: BrowserContext;
  seat: number;
  /** The link it opened (a guest's). */
  link: string;
  readonly answers: { method: string; body: unknown }[];
  /** It has shown "Čeká se na …" / "Waiting for …" at least once. */
  waited: boolean;
}

const SUITS = ['H', 'B', 'L', 'A'];
const RANKS = ['7', '8', '9', '10', 'U', 'S', 'K', 'A'];
const ALL_CARDS = new Set(SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`)));

/** Keeps every /api/ answer the device's pages receive. */
function record(context: BrowserContext, answers: Device['answers']): void {
  context.on('response', (r: Response) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/')) return;
    const method = url.pathname.slice('/api/'.length);
    void r
      .json()
      .then((body: unknown) => answers.push({ method, body }))
      .catch(() => undefined);
  });
}

interface Snap {
  handNo: number;
  viewer: number;
  turn: string;
  view: { hand: string[] };
}

/** The table snapshots among a device's answers (an answer's value, or the current table of a `stale`). */
function snapshots(d: Device): { snap: Snap; raw: unknown }[] {
  const out: { snap: Snap; raw: unknown }[] = [];
  for (const a of d.answers) {
    const b = a.body as { ok?: boolean; value?: unknown; error?: { snapshot?: unknown } };
    const s = (b.ok ? b.value : b.error?.snapshot) as Partial<Snap> | undefined;
    if (s && typeof s === 'object' && 'view' in s && 'handNo' in s) out.push({ snap: s as Snap, raw: s });
  }
  return out;
}

/** Every card named in a value, with its path; the parts the table shows everybody are left out. */
function cardsIn(
  x: unknown,
  path = '',
  out: { card: string; path: string }[] = [],
  shownTrump: unknown = (x as { view?: { trumpCard?: unknown } } | null)?.view?.trumpCard ?? null,
) {
  if (typeof x === 'string') {
    if (ALL_CARDS.has(x)) out.push({ card: x, path });
  } else if (Array.isArray(x)) {
    x.forEach((v, i) => cardsIn(v, `${path}.${i}`, out, shownTrump));
  } else if (x !== null && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      const p = `${path}.${k}`;
      // Seen by everybody: the cards played, the trump card shown, trumps in the talon announced,
      // marriages, cards laid open, a claim; a played card in the history.
      if (/^\.view\.(trick|tricks|trumpCard|talonTrumps|marriages|openHand|laidOpen|claim|called)$/.test(p))
        continue;
      if (/^\.history\.\d+$/.test(path) && o['type'] === 'play' && k === 'card') continue;
      // The card trumps were chosen with, once it is turned face up for everybody.
      if (/^\.history\.\d+$/.test(path) && o['type'] === 'chooseTrump' && k === 'card' && v === shownTrump)
        continue;
      cardsIn(v, p, out, shownTrump);
    }
  }
  return out;
}

/**
 * The leak check over the devices' answers: each seat's hand in each hand from its own device's
 * snapshots (every card it held), the talon as the cards nobody held (three people at the table), and
 * then every snapshot of every device during play must name none of them outside what everybody sees.
 */
function checkLeaks(devices: readonly Device[], seats: number): void {
  const held = new Map<string, Set<string>>(); // `${handNo}:${seat}` → cards
  for (const d of devices)
    for (const { snap } of snapshots(d)) {
      const key = `${snap.handNo}:${snap.viewer}`;
      const set = held.get(key) ?? new Set<string>();
      for (const c of snap.view.hand) set.add(c);
      held.set(key, set);
    }
  const leaks: string[] = [];
  let checked = 0;
  for (const d of devices)
    for (const { snap, raw } of snapshots(d)) {
      if (snap.turn === 'handEnd') continue;
      checked++;
      const hidden = new Map<string, string>();
      const everyone = new Set<string>();
      for (let s = 0; s < seats; s++) {
        for (const c of held.get(`${snap.handNo}:${s}`) ?? []) {
          everyone.add(c);
          if (s !== snap.viewer) hidden.set(c, `seat ${s}'s hand`);
        }
      }
      // With every seat a person's, the cards nobody held are the talon.
      if (devices.length === seats)
        for (const c of ALL_CARDS) if (!everyone.has(c)) hidden.set(c, 'the talon');
      for (const { card, path } of cardsIn(raw))
        if (hidden.has(card) && !snap.view.hand.includes(card))
          leaks.push(
            `${d.name} (seat ${snap.viewer}), hand ${snap.handNo}: ${card} of ${hidden.get(card)} at ${path}`,
          );
    }
  expect(checked, 'no snapshot was checked').toBeGreaterThan(20);
  expect(leaks.slice(0, 10)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

/** A new session from the host's new-session screen: people at `people` seats, a computer elsewhere. */
async function startShared(
  page: Page,
  url: string,
  variant: Variant,
  names: readonly string[],
  people: number,
) {
  // A fresh load: the language just set applies.
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByTestId('home-new')).toBeVisible();
  await page.getByTestId('home-new').click();
  await page.locator(`[data-testid=variant][data-variant="${variant}"]`).check();
  const players = page.getByTestId('players');
  if (await players.isVisible()) await players.selectOption(String(names.length));
  await expect(page.getByTestId('seat-config')).toHaveCount(names.length);
  for (const [seat, name] of names.entries()) {
    const config = page.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await config.getByTestId('seat-name').fill(name);
    await config.getByTestId('seat-kind').selectOption(seat < people ? 'human' : 'ai');
    if (seat >= people) await config.getByTestId('seat-level').selectOption('zacatecnik');
  }
  await page.getByTestId('practice').setChecked(false);
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
  return Number(/#\/table\/(\d+)$/.exec(page.url())?.[1]);
}

/** The host opens the table to friends (playing seat 0) and reads each remote seat's link. */
async function openToFriends(page: Page, shots: string | null): Promise<Map<number, string>> {
  await page.getByTestId('share-open').first().click();
  const panel = page.getByTestId('share-panel');
  await expect(panel.getByTestId('share-network')).toBeVisible();
  await panel.getByTestId('share-host-seat').selectOption('0');
  await panel.getByTestId('share-start').click();
  await expect(panel.getByTestId('share-seat')).toHaveCount(2);
  await expect(panel.getByTestId('share-qr')).toHaveCount(2);
  const links = new Map<number, string>();
  for (const seat of await panel.getByTestId('share-seat').all()) {
    const link = (await seat.getByTestId('share-link').textContent())?.trim() ?? '';
    expect(link).toMatch(/^http:\/\/[\d.]+:\d+\/#seat=[\w-]+$/);
    links.set(Number(await seat.getAttribute('data-seat')), link);
  }
  if (shots) await screenshot(page, `share-host-panel-${shots}`);
  return links;
}

async function closePanel(page: Page): Promise<void> {
  await page.getByTestId('share-panel-close').click();
  await expect(page.getByTestId('share-panel')).toHaveCount(0);
}

/** A guest's phone opening its link: straight into the table, playing its seat. */
async function join(d: Device, link: string): Promise<void> {
  d.link = link;
  // A new page load (a link differing only in its hash would not load the page again).
  await d.page.goto('about:blank');
  await d.page.goto(link);
  await expect(d.page.getByTestId('hand')).toBeVisible();
  await expect(d.page.locator(`.me[data-seat="${d.seat}"]`)).toBeVisible();
  // None of the host's screens: no home, no settings.
  await expect(d.page.getByTestId('nav-settings')).toHaveCount(0);
  await expect(d.page.getByTestId('table-home')).toHaveCount(0);
}

async function legalCards(page: Page): Promise<string[]> {
  return activeCards(page, 'legal').evaluateAll((els) =>
    els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['card'] ?? ''),
  );
}

async function playCard(page: Page): Promise<void> {
  const [card] = await legalCards(page);
  expect(card, 'no legal card').toBeDefined();
  // A card played leaves the hand; a card trumps are chosen with (křížový, lízaný) stays.
  await andWaitForChange(page, () => tapCard(page, card!));
}

async function discardTwo(page: Page): Promise<void> {
  const chosen = (await legalCards(page)).slice(-2);
  for (const card of chosen) {
    const at = await tapPoint(page, card);
    expect(at, `${card} cannot be tapped`).not.toBeNull();
    await page.mouse.click(at!.x, at!.y);
    await expect(cardLocator(page, card)).toHaveAttribute('data-selected', 'true');
  }
  await andWaitForChange(page, () => page.getByTestId('discard-confirm').click());
}

/**
 * Every card of the fan can be tapped, each on a strip at least 24 px wide (WCAG's minimum target) where
 * the page finds that card. Answers the narrowest strip.
 */
/** The narrowest strips measured, for the log. */
const strips: string[] = [];

async function fanReachable(page: Page): Promise<number> {
  // A tall panel above the hand (the declaration) may push it below the window: scrolled to, as a person would.
  await page.locator('.me [data-testid=hand]').first().scrollIntoViewIfNeeded();
  const measure = () =>
    page.evaluate(() => {
      const doc = (globalThis as unknown as { document: PageDoc }).document;
      const cards = [...doc.querySelectorAll('[data-testid=hand-card]')];
      // Per card, the widest run of points on one row (every 10 px down its box) where a tap reaches it.
      const widths = cards.map((el) => {
        const b = el.getBoundingClientRect();
        let best = 0;
        for (let y = b.top + 10; y < b.bottom - 10; y += 10) {
          let run = 0;
          for (let x = Math.floor(b.left); x < b.right; x++) {
            run = doc.elementFromPoint(x, y)?.closest('[data-testid=hand-card]') === el ? run + 1 : 0;
            best = Math.max(best, run);
          }
        }
        return best;
      });
      return {
        narrowest: Math.min(...widths),
        missed: cards.filter((_, i) => widths[i] === 0).map((c) => c.getAttribute('data-card')),
      };
    });
  // Measured once the cards have settled (a phone keeps the default animations: dealt cards fly in).
  let r = await measure();
  await expect
    .poll(
      async () => {
        r = await measure();
        return { missed: r.missed, wide: r.narrowest >= 24 };
      },
      { timeout: 10_000, message: 'every card of the fan on a strip of at least 24 px' },
    )
    .toEqual({ missed: [], wide: true })
    .catch(async (e: unknown) => {
      await screenshot(page, 'share-debug-unreachable');
      throw e;
    });
  return r.narrowest;
}

type Decision = DeviceDecision | null;

async function take(page: Page, d: Decision, calls: string[]): Promise<void> {
  switch (d) {
    case 'auction':
      await auctionTurn(page, 'hundred');
      break;
    case 'declare':
      await declareTurn(page);
      break;
    case 'callRank':
      await callRankTurn(page);
      break;
    case 'discard':
      await discardTwo(page);
      break;
    case 'trumpChoice':
      await chooseTrumpCard(page);
      break;
    case 'calls':
      await makeCall(page, calls);
      break;
    case 'card':
      await playCard(page);
      break;
    default:
      break;
  }
}

/**
 * Plays one hand on every device until each shows its end: whoever is to decide decides. `midTrick` is
 * called once when a guest is to play a card with a trick begun.
 */
async function playHand(devices: readonly Device[], midTrick?: (d: Device) => Promise<void>): Promise<void> {
  let pending = midTrick;
  for (let round = 0; round < 2000; round++) {
    let acted = false;
    let ended = 0;
    for (const dev of devices) {
      const { d, calls, waiting } = await decisionNow(dev.page);
      if (waiting) dev.waited = true;
      if (d === 'handEnd') {
        ended++;
        continue;
      }
      if (d === null) continue;
      if (pending && d === 'card' && dev !== devices[0] && (await tableState(dev.page)).trick.length > 0) {
        const run = pending;
        pending = undefined;
        await run(dev);
        continue;
      }
      // A phone holding twelve cards (the talon taken): each can still be tapped.
      if (dev !== devices[0] && (d === 'discard' || d === 'declare'))
        strips.push(`${dev.name} (12 cards): ${await fanReachable(dev.page)} px`);
      await take(dev.page, d, calls);
      acted = true;
    }
    if (ended === devices.length) return;
    // Nobody could decide: wait until somebody can (a device catching up, a computer's card).
    if (!acted)
      await expect
        .poll(
          async () => {
            const ds = [];
            for (const dev of devices) ds.push((await decisionNow(dev.page)).d);
            return ds.every((d) => d === 'handEnd') || ds.some((d) => d !== null && d !== 'handEnd');
          },
          { timeout: 90_000, intervals: [100] },
        )
        .toBe(true);
  }
  throw new Error('the hand did not end');
}

/** The host deals the next hand; every device follows. */
async function nextHand(devices: readonly Device[]): Promise<void> {
  const host = devices[0]!.page;
  const handNo = Number(await host.getByTestId('hand-no').textContent());
  await host.getByTestId('next-hand').click();
  for (const d of devices) await expect(d.page.getByTestId('hand-no')).toHaveText(String(handNo + 1));
}

/** A phone drops off the network mid-trick, says so, comes back and plays on with the same seat. */
async function dropAndReturn(d: Device, lang: string): Promise<void> {
  // Mid-hand, the phone's token cannot act for another person's seat: refused before anything is told.
  const link = new URL(d.page.url());
  const token = d.link.slice(d.link.indexOf('#seat=') + '#seat='.length);
  const id = Number(/#\/table\/(\d+)$/.exec(d.page.url())?.[1]);
  const other = await d.page.request.post(`${link.origin}/api/act`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id, action: { type: 'play', seat: d.seat === 1 ? 2 : 1, card: 'HA' } },
  });
  expect(await other.json()).toMatchObject({
    ok: false,
    error: { code: 'refused', reason: { code: 'notYourSeat' } },
  });

  const seatBefore = await d.page.locator('.me').getAttribute('data-seat');
  await d.context.setOffline(true);
  await expect(d.page.getByTestId('connection')).toHaveAttribute('data-state', 'lost');
  await screenshot(d.page, `share-guest-reconnecting-${lang}`);
  await d.context.setOffline(false);
  await expect(d.page.getByTestId('connection')).toHaveCount(0, { timeout: 15_000 });
  expect(await d.page.locator('.me').getAttribute('data-seat')).toBe(seatBefore);
  await playCard(d.page);
}

async function device(
  browser: Browser,
  name: string,
  viewport: { width: number; height: number },
): Promise<Device> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: true });
  const answers: Device['answers'] = [];
  record(context, answers);
  return { name, page: await context.newPage(), context, seat: -1, link: '', answers, waited: false };
}

test('friends at one table on their own devices: three variants, no card leaks, a phone drops and returns, closed links refused', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  // A server of its own whose guest server keeps its port from one shared table to the next, so that a
  // link revoked by opening another table gets its 401 (as with MARIAS_SHARE_PORT set).
  process.env['MARIAS_SHARE_PORT'] = String(await freePort());
  const server = await serve(mkdtempSync(joinPath(tmpdir(), 'marias-e2e-share-')));
  delete process.env['MARIAS_SHARE_PORT'];
  const url = server.url;
  // The host's screen is the smallest desktop the app is made for.
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hostAnswers: Device['answers'] = [];
  record(hostContext, hostAnswers);
  const host: Device = {
    name: 'host',
    page: await hostContext.newPage(),
    context: hostContext,
    seat: 0,
    link: '',
    answers: hostAnswers,
    waited: false,
  };
  await setPrefs(host.page, { lang: 'cs', animation: 'off' }, url);
  const eva = await device(browser, 'eva', { width: 390, height: 844 });
  const jan = await device(browser, 'jan', { width: 360, height: 740 });
  const devices = [host, eva, jan];

  const plan: { variant: Variant; names: string[]; lang: 'cs' | 'en' }[] = [
    { variant: 'chosen', names: ['Hostitel', 'Eva', 'Jan'], lang: 'cs' },
    { variant: 'auction', names: ['Host', 'Eva', 'Jan'], lang: 'en' },
    { variant: 'fourHand', names: ['Hostitel', 'Eva', 'Jan', 'Pepa'], lang: 'cs' },
  ];
  let oldLinks: string[] = [];
  for (const [i, p] of plan.entries()) {
    await setPrefs(host.page, { lang: p.lang, animation: 'off' }, url);
    for (const d of devices) d.answers.length = 0;
    await startShared(host.page, url, p.variant, p.names, 3);
    const links = await openToFriends(host.page, i < 2 ? p.lang : null);
    eva.seat = 1;
    jan.seat = 2;
    // The previous table's links were revoked when this one opened: a guest still there is told.
    if (oldLinks.length > 0) {
      await expect(eva.page.getByTestId('connection')).toHaveAttribute('data-state', 'closed');
      if (i === 1) await screenshot(eva.page, 'share-guest-closed-cs');
    }
    await join(eva, links.get(1)!);
    await join(jan, links.get(2)!);
    // Each phone's language is its own (kept on the phone).
    for (const d of [eva, jan])
      if (
        (await d.page
          .locator(`[data-testid=lang-switch] [data-lang="${p.lang}"]`)
          .getAttribute('aria-pressed')) !== 'true'
      )
        await d.page.locator(`[data-testid=lang-switch] [data-lang="${p.lang}"]`).click();
    await expect(host.page.getByTestId('share-connected').first()).toHaveAttribute('data-connected', 'true');
    if (i < 2) await screenshot(host.page, `share-host-connected-${p.lang}`);
    await closePanel(host.page);

    // Two hands; in the first, a phone drops mid-trick and comes back.
    const drop = (d: Device) => dropAndReturn(d, p.lang);
    await playHand(devices, drop);
    if (i < 2) {
      await screenshot(eva.page, `share-guest-end-${p.lang}-390`);
    }
    await nextHand(devices);
    // Every card of the phones' fans (ten or twelve) can be tapped.
    for (const d of [eva, jan]) strips.push(`${d.name} ${p.variant}: ${await fanReachable(d.page)} px`);
    if (i < 2) {
      // Upright and sideways, and a phone waiting for another person.
      await screenshot(jan.page, `share-guest-${p.lang}-360x740`);
      await eva.page.setViewportSize({ width: 844, height: 390 });
      await screenshot(eva.page, `share-guest-${p.lang}-844x390`);
      await eva.page.setViewportSize({ width: 390, height: 844 });
    }
    await playHand(devices);
    checkLeaks(devices, p.names.length);
    oldLinks = [...links.values()];
  }
  for (const d of devices) expect(d.waited, `${d.name} never waited for another person`).toBe(true);
  console.log(`narrowest strip of the fan: ${strips.join(', ')}`);

  const base = new URL(oldLinks[0]!).origin;
  // A made-up link is refused in the browser.
  const stranger = await device(browser, 'stranger', { width: 390, height: 844 });
  await stranger.page.goto(`${base}/#seat=not-a-seat-token`);
  await expect(stranger.page.getByTestId('guest-bad-link')).toBeVisible();
  // A new device speaks its browser's language (English here) until it switches.
  await screenshot(stranger.page, 'share-guest-bad-link-en');
  await stranger.page.locator('[data-testid=lang-switch] [data-lang="cs"]').click();
  await expect(stranger.page.getByTestId('guest-bad-link')).toContainText('neplatí');
  await screenshot(stranger.page, 'share-guest-bad-link-cs');

  // The host closes the table: the guests are told, and the old link no longer opens it.
  await host.page.getByTestId('share-open').first().click();
  await host.page.getByTestId('share-stop').click();
  await expect(host.page.getByTestId('share-start')).toBeVisible();
  // The guest server has stopped with the share: the phone says it cannot reach the table.
  await expect(jan.page.getByTestId('connection')).toBeVisible();
  for (const d of [...devices, stranger]) await d.context.close();
  await server.stop();
});

/** What every device of a table shows alike, whoever's seat it plays (who is to act, the phase, the cards held). */
declare global {
  interface Window {
    /** When the page's table first differed from the one before the move (`watchChange`). */
    __changedAt?: number;
  }
}

/**
 * Runs in the page: notes in `window.__changedAt` the first moment the table's hand, phase, seat to act
 * or seats differ from `before` (the same fields as `common`).
 */
function watchChange(before: string): void {
  const text = (id: string) => document.querySelector(`[data-testid=${id}]`)?.textContent?.trim() ?? '';
  const now = () =>
    JSON.stringify({
      handNo: text('hand-no'),
      phase: text('phase'),
      toAct: text('to-act'),
      seats: document.querySelectorAll('[data-testid=seat-cards]').length,
    });
  delete window.__changedAt;
  const observer = new MutationObserver(() => {
    if (now() === before) return;
    window.__changedAt = Date.now();
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function common(page: Page): Promise<string> {
  const s = await tableState(page);
  return JSON.stringify({ handNo: s.handNo, phase: s.phase, toAct: s.toAct, seats: s.seatCards.length });
}

test('a move reaches a second window and the guests’ phones by push within a second', async ({ browser }) => {
  test.setTimeout(300_000);
  const server = await serve(mkdtempSync(joinPath(tmpdir(), 'marias-e2e-push-')));
  const url = server.url;
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await setPrefs(host, { lang: 'cs', animation: 'off' }, url);
  const names = ['Hostitel', 'Eva', 'Jan'];
  const id = await startShared(host, url, 'chosen', names, 3);
  const links = await openToFriends(host, null);
  await closePanel(host);
  // A second window of the host on the same table.
  const second = await hostContext.newPage();
  await second.goto(url);
  await expect(second.getByTestId('home-new')).toBeVisible();
  await second.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/table/${id}`);
  await expect(second.getByTestId('hand')).toBeVisible();
  const eva = await device(browser, 'eva', { width: 390, height: 844 });
  const jan = await device(browser, 'jan', { width: 360, height: 740 });
  eva.seat = 1;
  jan.seat = 2;
  await join(eva, links.get(1)!);
  await join(jan, links.get(2)!);
  // The phones in the host's language (each phone keeps its own), so that the phase reads alike.
  for (const d of [eva, jan]) {
    const cs = d.page.locator('[data-testid=lang-switch] [data-lang="cs"]');
    if ((await cs.getAttribute('aria-pressed')) !== 'true') await cs.click();
  }
  // Every device shows the same table before the move.
  const pages = [host, second, eva.page, jan.page];
  const before = await common(host);
  for (const p of pages) await expect.poll(() => common(p)).toBe(before);
  // Each page notes, itself, the moment its table first differs from the one before the move (a
  // MutationObserver: the time is the page's own, not that of the test's round trips to it, which a
  // busy machine stretches).
  for (const p of pages) await p.evaluate(watchChange, before);
  // The person to act chooses trumps on the device of that seat (the host's window for seat 0).
  const toAct = (await tableState(host)).toAct;
  const actor = [host, eva.page, jan.page][names.indexOf(toAct)];
  expect(actor, `nobody plays the seat to act (${toAct})`).toBeDefined();
  await chooseTrumpCard(actor!);
  // The acting page shows its own move once main has answered it (on a busy machine, after the click).
  await expect.poll(() => common(actor!)).not.toBe(before);
  const after = await common(actor!);
  // Each other device shows the new table within a second of the acting device, told by main (nobody
  // polls).
  for (const p of pages) await expect.poll(() => common(p), { timeout: 10_000 }).toBe(after);
  const changed = await Promise.all(pages.map((p) => p.evaluate(() => window.__changedAt ?? null)));
  const moved = changed[pages.indexOf(actor!)] ?? null;
  if (moved === null || changed.some((t) => t === null))
    throw new Error(`a change not seen: ${changed.join()}`);
  const took = changed.filter((_, i) => pages[i] !== actor).map((t) => t! - moved);
  console.log(`push: the other devices showed the move ${took.join(', ')} ms after the acting one`);
  for (const ms of took) expect(ms).toBeLessThanOrEqual(1000);
  for (const c of [hostContext, eva.context, jan.context]) await c.close();
  await server.stop();
});

/**
 * A screenshot tour of every screen in Czech and English at 1280×800, to show that a refactor changes
 * no screen: take a set before, one after, and compare them pixel by pixel.
 *
 *   npm run build && npm run screens -- --out /tmp/shots/before
 *   npm run screens -- --compare /tmp/shots/before /tmp/shots/after   (diff images in <after>-diff/)
 *
 * The tour starts browser mode from the built app (out/renderer) as tests/e2e/global-setup.ts does, in
 * a fresh data directory, and clicks through the app from home with the test ids the e2e tests use
 * (tests/e2e/support.ts, variant-play.ts), so it does not depend on the addresses of the screens.
 * Every shot is deterministic: the server runs with a fixed clock and a seeded `crypto.randomInt` (its
 * session seeds and drill stock), the page with Playwright's fixed clock (the board's random deal, the
 * editor's fill); every seat at a table is a person (hot seat), since a computer player's choice
 * depends on its time cap; animations, transitions, smooth scrolling, the caret and sound are off;
 * each shot waits for a state, never for a time, is drawn afresh (a language switch, the page drawn
 * at twice the scale and back) and taken again until two in a row agree. Shots are
 * `<screen>-<lang>.png`; `--only <regexp>` takes only the screens it matches.
 *
 * The compare prints, per shot, "identical" or how many pixels differ, by how much at most and
 * where, and writes an image of the differences (red) into <after>-diff/. Two runs of the tour on
 * one build agree pixel for pixel, up to a shade of anti-aliasing at a rounded corner now and then
 * (a few dozen pixels): look at the diff image before calling that a change.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { type Locator, type Page, chromium, expect as baseExpect } from '@playwright/test';
import {
  activeCards,
  andWaitForChange,
  cardLocator,
  makeCall,
  openHome,
  setPrefs,
  tableState,
} from '../tests/e2e/support.ts';
import { CHROMIUM_ARGS } from '../tests/e2e/browser-args.ts';
import {
  type VariantDecision,
  auctionTurn,
  callRankTurn,
  clickCard,
  declareTurn,
} from '../tests/e2e/variant-play.ts';

const ROOT = resolve(import.meta.dirname, '..');
const LANGS = ['cs', 'en'] as const;
/** The moment both the server and the page live in. */
const FIXED_TIME = '2026-03-14T10:00:00.000Z';
const TIMEOUT = 120_000;
const expect = baseExpect.configure({ timeout: 30_000 });

// ---------------------------------------------------------------------------------------------
// The server, with a fixed clock and seeded randomness

/**
 * Loaded before the server (and its worker threads): `Date` stands still at FIXED_TIME and
 * `crypto.randomInt` draws from a seeded generator (mulberry32); the built-in module's ESM exports are
 * synced so that `import { randomInt } from 'node:crypto'` sees it.
 */
const FIXED_WORLD = String.raw`
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
const FIXED = Date.parse(${JSON.stringify(FIXED_TIME)});
const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...a) { if (a.length === 0) super(FIXED); else super(...a); }
  static now() { return FIXED; }
}
globalThis.Date = FixedDate;
// One stream per calling file (the session seeds, the drill stock's): the stock is mined in the
// background, and its draws must not shift the seeds of the sessions the tour starts.
const streams = new Map();
const next = () => {
  const caller = (new Error().stack ?? '').split('\n').slice(3).join('\n');
  const key = /\/([\w.-]+\.ts):\d+:\d+/.exec(caller)?.[1] ?? '';
  let s = streams.get(key) ?? 0x5eed;
  s = (s + 0x6d2b79f5) | 0;
  streams.set(key, s);
  let t = Math.imul(s ^ (s >>> 15), 1 | s);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
crypto.randomInt = (a, b, cb) => {
  if (typeof b !== 'number') { cb = b; b = a; a = 0; }
  const v = a + Math.floor(next() * (b - a));
  if (typeof cb === 'function') { queueMicrotask(() => cb(null, v)); return undefined; }
  return v;
};
syncBuiltinESMExports();
`;

interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marias-screens-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      '--import',
      `data:text/javascript,${encodeURIComponent(FIXED_WORLD)}`,
      join(ROOT, 'src-main/server/main.ts'),
      '--port',
      '0',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, MARIAS_DATA_DIR: dataDir, TZ: 'Europe/Prague' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the server printed no address:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Mariáš: (http:\/\/127\.0\.0\.1:\d+\/#token=\w+)/.exec(out)?.[1];
      if (m !== undefined) {
        clearTimeout(timer);
        done(m);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', (code) => fail(new Error(`the server exited (${code}):\n${out}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Shots

/**
 * What no shot shows: motion (animations, transitions, smooth scrolling, the caret), and the rounded
 * corners of native selects, which Chromium anti-aliases a shade differently from run to run.
 */
const SHOT_STYLE = `*, *::before, *::after {
  animation: none !important; transition: none !important; scroll-behavior: auto !important;
  caret-color: transparent !important;
}
select { border-radius: 0 !important; }`;

/**
 * Waits until what is shown has settled: images decoded, fonts loaded, two frames drawn. The page is
 * first drawn at twice the scale and back, so that every pixel is rasterized afresh: a part repainted
 * after a click or a language switch can be anti-aliased a shade differently at a rounded corner than
 * a whole paint, from run to run.
 */
async function settle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 1280,
    height: 800,
    deviceScaleFactor: 2,
    mobile: false,
  });
  await cdp.detach();
  await page.setViewportSize({ width: 1280, height: 801 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => {
    const d = globalThis as unknown as { document: { images: ArrayLike<{ complete: boolean }> } };
    return Array.from(d.document.images).every((i) => i.complete);
  });
  await page.evaluate(async () => {
    const w = globalThis as unknown as {
      document: { fonts: { ready: Promise<unknown> } };
      requestAnimationFrame(f: () => void): number;
    };
    await w.document.fonts.ready;
    await new Promise<void>((done) => w.requestAnimationFrame(() => w.requestAnimationFrame(() => done())));
  });
}

interface ShotOptions {
  /** Waits, after each language switch, for the screen's own state (analysis done, …). */
  readonly ready?: () => Promise<void>;
  /** What changes by itself and is left out of the comparison. */
  readonly mask?: () => Locator[];
  /** CSS selectors of what changes by itself and also moves its neighbours: not shown at all. */
  readonly hide?: readonly string[];
}

/**
 * Switches the language with the header's switch. The click is dispatched to the button (the hot
 * seat's hand-over dialog covers the page), so the mouse stays where it was parked.
 */
async function switchLanguage(page: Page, lang: 'cs' | 'en'): Promise<void> {
  const button = page.getByTestId('lang-switch').locator(`button[data-lang="${lang}"]`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.dispatchEvent('click');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

class Tour {
  readonly shots: string[] = [];
  private readonly page: Page;
  private readonly out: string;
  private readonly only: RegExp | null;

  constructor(page: Page, out: string, only: RegExp | null) {
    this.page = page;
    this.out = out;
    this.only = only;
  }

  /** Shoots the screen shown in both languages, then goes back to Czech (the tour's language). */
  async shoot(name: string, o: ShotOptions = {}): Promise<void> {
    if (this.only !== null && !this.only.test(name)) return;
    // The mouse parked in a corner of the window, hovering nothing that changes.
    await this.page.mouse.move(1279, 799);
    // Every shot follows a language switch: the screen drawn afresh, never as a click left it (a card
    // clicked a moment ago can be anti-aliased a shade differently at its corners from run to run).
    await switchLanguage(this.page, 'en');
    await o.ready?.();
    await switchLanguage(this.page, 'cs');
    for (const lang of LANGS) {
      await switchLanguage(this.page, lang);
      await o.ready?.();
      await settle(this.page);
      const file = `${name}-${lang}.png`;
      const style =
        o.hide === undefined
          ? SHOT_STYLE
          : `${SHOT_STYLE}\n${o.hide.join(', ')} { display: none !important; }`;
      const take = () =>
        this.page.screenshot({ animations: 'disabled', caret: 'hide', style, mask: o.mask?.() ?? [] });
      // Shot again until two in a row are the same (a layout measured after the first frame settles).
      let shot = await take();
      for (let again = await take(), n = 0; !again.equals(shot); again = await take(), n++) {
        if (n > 20) throw new Error(`${file}: the screen does not settle`);
        shot = again;
      }
      writeFileSync(join(this.out, file), shot);
      this.shots.push(file);
      console.log(`  ${file}`);
    }
    await switchLanguage(this.page, 'cs');
    await o.ready?.();
  }
}

// ---------------------------------------------------------------------------------------------
// Playing a hot-seat hand by clicks

type Variant = 'chosen' | 'auction' | 'fourHand' | 'twoHand';

const NAMES = ['Anna', 'Bohouš', 'Cyril', 'Dana'];

/** From home: a session of `variant` at `players` with a person at every seat (hot seat). */
async function newHotSeat(page: Page, variant: Variant, players: number): Promise<void> {
  await page.getByTestId('nav-home').click();
  await page.getByTestId('home-new').click();
  await expect(page.getByTestId('new-session')).toBeVisible();
  await page.locator(`[data-testid=variant][data-variant="${variant}"]`).check();
  const count = page.getByTestId('players');
  if (await count.isVisible()) await count.selectOption(String(players));
  await expect(page.getByTestId('seat-config')).toHaveCount(players);
  for (let seat = 0; seat < players; seat++) {
    const config = page.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await config.getByTestId('seat-kind').selectOption('human');
    await config.getByTestId('seat-name').fill(NAMES[seat] as string);
  }
  await page.getByTestId('practice').setChecked(false);
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
}

const DECISION = [
  '[data-testid=hand-end]',
  '[data-testid=call-bar]',
  '[data-testid=auction-bar]',
  '[data-testid=declare-panel]',
  '[data-testid=call-rank-bar]',
  '[data-testid=hand][data-active=true]',
].join(', ');

/**
 * The next decision read off the table (as tests/e2e/variant-play.ts reads it), the hot seat's
 * hand-over taken first whenever it comes up (the next person takes the device).
 */
async function decision(page: Page): Promise<VariantDecision> {
  const ready = page.getByTestId('handover-ready');
  const visible = (id: string) => page.getByTestId(id).isVisible();
  for (;;) {
    await expect(page.locator(`[data-testid=handover-ready], ${DECISION}`).first()).toBeVisible({
      timeout: TIMEOUT,
    });
    if (await ready.isVisible()) {
      await ready.click();
      await expect(page.getByTestId('handover')).toHaveCount(0);
      continue;
    }
    const s = await tableState(page);
    if (s.busy) continue;
    if (s.handEnd) return { kind: 'handEnd' };
    if (await visible('auction-bar')) return { kind: 'auction' };
    if (await visible('declare-panel')) return { kind: 'declare' };
    if (await visible('call-rank-bar')) return { kind: 'callRank' };
    if (await visible('discard-confirm')) return { kind: 'discard' };
    if (s.calls.length > 0) return { kind: 'calls', calls: s.calls };
    if (s.handActive && s.hand.some((c) => c.split(':')[1] === 'true'))
      return { kind: 'card', phase: s.phase };
  }
}

/** The discard as the e2e tests make it: the last two cards it may use, then confirm. */
async function discardTwo(page: Page): Promise<void> {
  const legal = await activeCards(page, 'legal').evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-card') ?? ''),
  );
  for (const card of legal.slice(-2)) {
    await cardLocator(page, card).click();
    await expect(cardLocator(page, card)).toHaveAttribute('data-selected', 'true');
  }
  await andWaitForChange(page, () => page.getByTestId('discard-confirm').click());
}

/** Whether the hand-over screen is up (the person to act has not taken the device yet). */
async function handover(page: Page): Promise<boolean> {
  await expect(page.locator(`[data-testid=handover-ready], ${DECISION}`).first()).toBeVisible({
    timeout: TIMEOUT,
  });
  return page.getByTestId('handover-ready').isVisible();
}

/**
 * Plays on by clicks (the e2e tests' policy: trumps by a card, the calls that get a hand played, the
 * first legal card) until the hand ends or, before a card, `cards` cards of the hand have been played.
 */
async function playUntil(page: Page, cards: number): Promise<VariantDecision> {
  let played = 0;
  for (let step = 0; step < 200; step++) {
    const d = await decision(page);
    switch (d.kind) {
      case 'handEnd':
        return d;
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
      case 'calls':
        if (d.calls.some((c) => c.startsWith('chooseTrumpBlind'))) await clickCard(page, false);
        else await makeCall(page, d.calls);
        break;
      case 'card': {
        const trump = d.phase === 'Volba trumfu';
        if (!trump && played >= cards) return d;
        await clickCard(page, !trump);
        if (!trump) played++;
        break;
      }
    }
  }
  throw new Error('the hand did not end after 200 decisions');
}

// ---------------------------------------------------------------------------------------------
// The tour

async function tour(out: string, only: RegExp | null): Promise<string[]> {
  mkdirSync(out, { recursive: true });
  const server = await startServer();
  process.env['MARIAS_E2E_URL'] = server.url;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      locale: 'cs-CZ',
      timezoneId: 'Europe/Prague',
      colorScheme: 'light',
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    await context.clock.setFixedTime(new Date(FIXED_TIME));
    await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      const s = document.createElement('style');
      s.textContent = ${JSON.stringify(SHOT_STYLE)};
      document.head.append(s);
    });`);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    const t = new Tour(page, out, only);
    await setPrefs(page, { lang: 'cs', animation: 'off', sound: false, coach: false });

    // Home, before anything is played.
    await openHome(page);
    await t.shoot('home-empty');

    // The new session screen as it opens.
    await page.getByTestId('home-new').click();
    await expect(page.getByTestId('new-session')).toBeVisible();
    await t.shoot('new-session');

    // The table in each variant: the hot seat's hand-over, the opening prompt, a moment mid-hand.
    const tables: [Variant, number, number][] = [
      ['chosen', 3, 4],
      ['auction', 3, 4],
      ['fourHand', 4, 5],
      ['twoHand', 2, 3],
    ];
    for (const [variant, players, cards] of tables) {
      await newHotSeat(page, variant, players);
      if (variant === 'chosen' && (await handover(page))) await t.shoot('table-handover');
      await decision(page);
      await t.shoot(`table-${variant}-open`);
      const d = await playUntil(page, cards);
      if (d.kind !== 'card') throw new Error(`${variant}: the hand ended before ${cards} cards`);
      await t.shoot(`table-${variant}-mid`);
      if (variant === 'chosen') {
        // Volený played to the end: the settlement, then the hand's review.
        let end = await playUntil(page, 99);
        for (let hand = 0; hand < 3 && (await page.getByTestId('settlement-thrown-in').count()) > 0; hand++) {
          await page.getByTestId('next-hand').click();
          end = await playUntil(page, 99);
        }
        if (end.kind !== 'handEnd') throw new Error('volený: no hand end');
        await t.shoot('table-chosen-end');
        await page.getByTestId('hand-review').click();
        await expect(page.getByTestId('review')).toBeVisible();
        const graded = async () => {
          await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: 300_000 });
        };
        await graded();
        await t.shoot('review', { ready: graded });
        await page.getByTestId('review-next-decision').click();
        await t.shoot('review-decision', { ready: graded });
      }
    }

    // The analysis board on its (seeded) random deal, every legal card valued.
    const valued = async () => {
      const cards = page.getByTestId('board-card');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByTestId('board-label')).toHaveCount(await cards.count());
      await expect(page.getByTestId('board-label').first()).toHaveText(/Kč|CZK/);
    };
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-board').click();
    await expect(page.getByTestId('board')).toBeVisible();
    await valued();
    await t.shoot('board', { ready: valued });
    await page.getByTestId('board-card').first().click();
    await expect(page.getByTestId('board-line-card').first()).toBeVisible();
    await t.shoot('board-line', { ready: valued });

    // The editor: a hand laid by clicks, the rest filled (seeded by the page's clock), saved.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-editor').click();
    await expect(page.getByTestId('editor')).toBeVisible();
    await page.getByTestId('editor-reset').click();
    await t.shoot('editor-empty');
    const hand0 = page.locator('[data-testid=editor-hand][data-seat="0"]');
    for (const card of ['HA', 'HX', 'HK', 'H7']) {
      await page.locator(`[data-testid=deck-card][data-card=${card}]`).click();
      await hand0.click({ position: { x: 10, y: 10 } });
      await expect(hand0.locator(`[data-card=${card}]`)).toBeVisible();
    }
    await page.getByTestId('editor-fill').click();
    await expect(page.getByTestId('editor-valid')).toBeVisible();
    await t.shoot('editor');
    await page.getByTestId('editor-save-title').fill('Srdcová sedma');
    await page.getByTestId('editor-save-button').click();
    await expect(page.getByTestId('editor-save-done')).toBeVisible();

    // The library with that position.
    await page.getByTestId('editor-save-library').click();
    await expect(page.getByTestId('library')).toBeVisible();
    await expect(page.getByTestId('library-item')).toHaveCount(1);
    await t.shoot('library');

    // The course, and a lesson: opened, then a wrong card explained.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-lessons').click();
    await expect(page.getByTestId('course-view')).toBeVisible();
    await expect(page.getByTestId('course-lesson').first()).toBeVisible();
    await t.shoot('course');
    await page.locator('[data-testid=course-lesson][data-lesson="basics.betl"]').getByRole('button').click();
    await expect(page.getByTestId('lesson-view')).toBeVisible();
    await t.shoot('lesson');
    await page.locator('[data-testid=hand-card][data-card="L9"]').click();
    await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-kind', 'wrong');
    await t.shoot('lesson-wrong');

    // Training's due mode: the person's own mistakes from the review above are on the repetition
    // ladder, back in 4 hours (the server's clock stands still), listed with that time (the drills of
    // the stock are mined in the background, so which one the plain training serves depends on time).
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-progress').click();
    await page.getByTestId('progress-due-go').click();
    await expect(page.getByTestId('training')).toBeVisible();
    await expect(page.getByTestId('drill-none-due')).toBeVisible();
    await expect(page.getByTestId('repetition-item').first()).toBeVisible();
    await t.shoot('training-due', { hide: ['[data-testid^=drill-theme] .count'] });

    // Progress and statistics.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-progress').click();
    await expect(page.getByTestId('progress')).toBeVisible();
    await t.shoot('progress');
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-stats').click();
    await expect(page.getByTestId('stats')).toBeVisible();
    await t.shoot('stats');

    // The rules: the start, a search, a result at its paragraph, another document.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-rules').click();
    await expect(page.getByTestId('rules-text')).toHaveAttribute('data-doc', '000');
    await t.shoot('rules');
    await page.getByTestId('rules-search').fill('prebit');
    const result = page.locator('[data-testid=rules-result][data-place="000/II/8"]');
    await expect(result).toBeVisible();
    await t.shoot('rules-search');
    await result.click();
    await expect(page.locator('[data-target=true]').first()).toBeVisible();
    await page.getByTestId('rules-search-clear').click();
    await expect(page.getByTestId('rules-toc')).toBeVisible();
    await t.shoot('rules-paragraph');
    for (const doc of await page
      .getByTestId('rules-toc-doc')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-doc') ?? ''))) {
      if (doc === '000') continue;
      await page.locator(`[data-testid=rules-toc-doc][data-doc="${doc}"]`).click();
      await expect(page.getByTestId('rules-text')).toHaveAttribute('data-doc', doc);
      await t.shoot(`rules-${doc}`);
    }

    // Settings.
    await page.getByTestId('nav-settings').click();
    await expect(page.getByTestId('settings')).toBeVisible();
    await t.shoot('settings');

    // Home at the end, with the evenings played.
    await page.getByTestId('nav-home').click();
    await expect(page.getByTestId('session-item').first()).toBeVisible();
    await t.shoot('home');
    // The evenings' list, scrolled to its end (again after each language switch: the texts' heights).
    const listed = async () => {
      await expect(page.getByTestId('session-item')).toHaveCount(4);
      await page.getByTestId('sessions').evaluate((e) => e.scrollIntoView({ block: 'end' }));
    };
    await listed();
    await t.shoot('home-sessions', { ready: listed });
    return t.shots;
  } finally {
    await browser.close();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Comparing two sets: PNG decoded here (8-bit RGB or RGBA, not interlaced: what Chromium writes)

interface Image {
  readonly width: number;
  readonly height: number;
  /** RGBA, row by row. */
  readonly data: Uint8Array;
}

function decodePng(file: string): Image {
  const buf = readFileSync(file);
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < buf.length;) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const body = buf.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0)
        throw new Error(`${file}: a PNG this tool does not read (depth ${depth}, colour ${colour})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (rows[dst + x - channels] as number) : 0;
      const b = y > 0 ? (rows[dst - stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (rows[dst - stride + x - channels] as number) : 0;
      const v = raw[src + x] as number;
      let p: number;
      if (filter === 0) p = v;
      else if (filter === 1) p = v + a;
      else if (filter === 2) p = v + b;
      else if (filter === 3) p = v + ((a + b) >> 1);
      else {
        const q = a + b - c;
        const pa = Math.abs(q - a);
        const pb = Math.abs(q - b);
        const pc = Math.abs(q - c);
        p = v + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      rows[dst + x] = p & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let k = 0; k < 3; k++) data[i * 4 + k] = rows[i * channels + k] as number;
    data[i * 4 + 3] = channels === 4 ? (rows[i * channels + 3] as number) : 255;
  }
  return { width, height, data };
}

function encodePng(img: Image): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0);
  ihdr.writeUInt32BE(img.height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const stride = img.width * 4;
  const raw = Buffer.alloc(img.height * (stride + 1));
  for (let y = 0; y < img.height; y++)
    raw.set(img.data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Diff {
  readonly pixels: number;
  /** The largest difference of one channel (1: a shade; anti-aliasing noise is small). */
  readonly delta: number;
  /** Where the differing pixels lie: x0, y0, x1, y1. */
  readonly box: readonly [number, number, number, number];
  readonly image: Image;
}

/** Pixels that differ; the diff image shows them red over a faded copy of `after`. */
function diff(before: Image, after: Image): Diff | 'size' {
  if (before.width !== after.width || before.height !== after.height) return 'size';
  const data = new Uint8Array(after.data.length);
  let pixels = 0;
  let delta = 0;
  const box: [number, number, number, number] = [after.width, after.height, -1, -1];
  for (let i = 0; i < after.data.length; i += 4) {
    let d = 0;
    for (let k = 0; k < 4; k++)
      d = Math.max(d, Math.abs((before.data[i + k] as number) - (after.data[i + k] as number)));
    if (d === 0) {
      const grey =
        ((after.data[i] as number) + (after.data[i + 1] as number) + (after.data[i + 2] as number)) / 3;
      data.fill(Math.round(255 - (255 - grey) * 0.2), i, i + 3);
    } else {
      pixels++;
      delta = Math.max(delta, d);
      const x = (i / 4) % after.width;
      const y = Math.floor(i / 4 / after.width);
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
      data.set([255, 0, 0], i);
    }
    data[i + 3] = 255;
  }
  return { pixels, delta, box, image: { width: after.width, height: after.height, data } };
}

function compare(beforeDir: string, afterDir: string): boolean {
  const diffDir = `${afterDir.replace(/\/$/, '')}-diff`;
  mkdirSync(diffDir, { recursive: true });
  const pngs = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.png'));
  const names = [...new Set([...pngs(beforeDir), ...pngs(afterDir)])].sort();
  let same = true;
  for (const name of names) {
    const has = (dir: string) => pngs(dir).includes(name);
    if (!has(beforeDir) || !has(afterDir)) {
      console.log(`${name}: only ${has(beforeDir) ? 'before' : 'after'}`);
      same = false;
      continue;
    }
    const d = diff(decodePng(join(beforeDir, name)), decodePng(join(afterDir, name)));
    if (d === 'size') {
      console.log(`${name}: sizes differ`);
      same = false;
    } else if (d.pixels === 0) console.log(`${name}: identical`);
    else {
      writeFileSync(join(diffDir, name), encodePng(d.image));
      const [x0, y0, x1, y1] = d.box;
      console.log(
        `${name}: ${d.pixels} pixels differ, by up to ${d.delta}/255, in ${x0},${y0}–${x1},${y1} (${join(diffDir, name)})`,
      );
      same = false;
    }
  }
  console.log(same ? `all ${names.length} shots identical` : 'the sets differ');
  return same;
}

// ---------------------------------------------------------------------------------------------

async function main(argv: readonly string[]): Promise<number> {
  const at = (flag: string) => argv.indexOf(flag);
  if (at('--compare') >= 0) {
    const [before, after] = [argv[at('--compare') + 1], argv[at('--compare') + 2]];
    if (before === undefined || after === undefined) throw new Error('--compare <before dir> <after dir>');
    return compare(before, after) ? 0 : 1;
  }
  const out = at('--out') >= 0 ? argv[at('--out') + 1] : undefined;
  if (out === undefined)
    throw new Error('usage: screens.ts --out <dir> [--only <regexp>] | --compare <before> <after>');
  const only = at('--only') >= 0 ? new RegExp(argv[at('--only') + 1] ?? '') : null;
  const started = Date.now();
  const shots = await tour(out, only);
  console.log(`${shots.length} shots in ${out} (${Math.round((Date.now() - started) / 1000)} s)`);
  return 0;
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));

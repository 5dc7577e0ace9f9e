/**
 * How fast a guest's phone gets the table (`npm run bench:load`): the host shares a table of three
 * people, and a fresh 390×844 touch page with its CPU slowed 4× (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`, a phone's CPU) opens a seat's link on loopback, LOADS times, each in a
 * new browser context (an empty cache). The page notes, itself, the moment its hand shows with every card
 * picture loaded (a MutationObserver, in the page's own clock from the start of navigation), and what it
 * had downloaded by then (Resource Timing's transfer sizes: headers and compressed bodies, the page, its
 * scripts, styles, pictures and API answers). Then a reload with the cache warm. Prints the figures and
 * holds every load's download to DOWNLOAD_BYTES. Under `npm run bench:load` (MARIAS_JUDGE_LOAD_TIME=1)
 * and on a machine not busier than its cores (the load average over the last minute at most one per
 * core when the loads start) it also holds the median first screen to FIRST_SCREEN_MS; otherwise the time
 * is printed and marked as not judged (other work's CPU is not the page's). Only the load before counts:
 * the bench's own browser and server raise the average to 3–7 on two cores while it runs, so a check
 * after it would never judge.
 *
 * Then the wait for a screen loaded on demand, and a chunk that cannot be loaded (as after the server
 * restarted with a new build): said in both languages, with a reload that opens the screen asked for.
 * Screenshots: test-results/screenshots/load-*.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { PRESETS } from '../../src-shared/rules/ruleset.ts';
import { COMPILE_HINT } from '../../scripts/compile-hints.ts';
import { serve } from './global-setup.ts';
import { openHome, screenshot, setPrefs } from './support.ts';

const LOADS = 5;
const CPU_SLOWDOWN = 4;
const FIRST_SCREEN_MS = 1000;
const DOWNLOAD_BYTES = 300 * 1024;

declare global {
  interface Window {
    /**
     * When the hand first showed with its cards' pictures loaded (performance.now()), the bytes by then,
     * the language on screen and the languages whose texts were downloaded by then.
     */
    __firstScreen?: {
      ms: number;
      bytes: number;
      files: number;
      lang: string;
      texts: string[];
      marks: Record<string, number>;
    };
  }
}

/** The console line the page writes once its first screen is there. */
const FIRST_SCREEN_SAID = 'marias:first-screen';

/** Installed before the page's own scripts: watches for the hand and notes the moment and the bytes. */
function watchFirstScreen(FIRST_SCREEN_SAID: string): void {
  const done = () => {
    const hand = document.querySelector('[data-testid=hand]');
    if (hand === null) return false;
    const pictures = [...hand.querySelectorAll('img')];
    if (pictures.length === 0 || !pictures.every((i) => i.complete && i.naturalWidth > 0)) return false;
    const ms = performance.now();
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const by = entries.filter((e) => e.responseEnd <= ms);
    window.__firstScreen = {
      ms,
      bytes: by.reduce((sum, e) => sum + e.transferSize, 0),
      files: by.length,
      lang: document.documentElement.lang,
      // Each language's texts are a chunk of their own (i18n/index.ts): assets/cs-<hash>.js, en-<hash>.js.
      texts: by.flatMap((e) => /\/assets\/(cs|en)-[\w-]+\.js$/.exec(e.name)?.[1] ?? []),
      // The page's milestones (api/early.ts, main.ts): where the time went.
      marks: Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('marias:'))
          .map((m) => [m.name.slice('marias:'.length), m.startTime]),
      ),
    };
    // Told to the test by the console: waiting with page.waitForFunction would install and run Playwright's
    // own script in the page, on the slowed CPU, in the middle of the load it measures.
    console.info(FIRST_SCREEN_SAID);
    return true;
  };
  const observer = new MutationObserver(() => {
    if (done()) observer.disconnect();
  });
  // A picture finishing its load changes no DOM: listen for loads too (capture: load does not bubble).
  const onLoad = () => {
    if (window.__firstScreen === undefined && done()) observer.disconnect();
  };
  document.addEventListener('load', onLoad, true);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

interface Load {
  readonly ms: number;
  readonly bytes: number;
  readonly files: number;
  readonly lang: string;
  readonly texts: readonly string[];
  readonly marks: Readonly<Record<string, number>>;
}

async function openLink(browser: Browser, link: string, reload: boolean): Promise<Load[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(watchFirstScreen, FIRST_SCREEN_SAID);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const loads: Load[] = [];
  const once = async (go: () => Promise<unknown>) => {
    const shown = page.waitForEvent('console', {
      predicate: (m) => m.text() === FIRST_SCREEN_SAID,
      timeout: 60_000,
    });
    await go();
    await shown;
    loads.push((await page.evaluate(() => window.__firstScreen)) as Load);
  };
  await once(() => page.goto(link));
  if (reload) await once(() => page.reload());
  await context.close();
  return loads;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

test('a guest’s phone downloads at most 300 KB before its table shows (the 1 s first screen judged by bench:load)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const server = await serve(mkdtempSync(join(tmpdir(), 'marias-e2e-load-')));
  try {
    const url = new URL(server.url);
    const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
    const call = async (method: string, params: unknown) => {
      const res = await request.post(`${url.origin}/api/${method}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: params,
      });
      const body = (await res.json()) as { ok: boolean; value: unknown };
      expect(body.ok, `${method}: ${JSON.stringify(body)}`).toBe(true);
      return body.value;
    };
    const snap = (await call('sessionNew', {
      settings: {
        rules: PRESETS.csm,
        seats: [
          { kind: 'human', name: 'Hostitel' },
          { kind: 'human', name: 'Eva' },
          { kind: 'human', name: 'Jan' },
        ],
        practice: false,
      },
    })) as { id: number };
    const share = (await call('shareOpen', { id: snap.id, hostSeat: 0 })) as {
      seats: { seat: number; link: string }[];
    };
    const link = share.seats.find((s) => s.seat === 1)?.link ?? '';
    expect(link).toMatch(/#seat=/);

    const busyBefore = loadavg()[0]! / availableParallelism();
    const cold: Load[] = [];
    let warm: Load | undefined;
    for (let i = 0; i < LOADS; i++) {
      const [first, again] = await openLink(browser, link, i === 0);
      cold.push(first!);
      warm ??= again;
    }
    const ms = cold.map((l) => Math.round(l.ms));
    const kb = cold.map((l) => Math.round(l.bytes / 102.4) / 10);
    // Where the time went, each a median over the cold loads: the early script running, its answer (the seat
    // and its table, `guestOpen`), the interface's scripts evaluated, the mount (after both), and the first
    // screen after the mount.
    const at = (name: string) => median(cold.map((l) => Math.round(l.marks[name] ?? NaN)));
    const render = median(cold.map((l) => Math.round(l.ms - (l.marks['mount'] ?? NaN))));
    console.log(
      `load: medians — early script ${at('early')} ms, its answer ${at('answered')} ms, ` +
        `the interface evaluated ${at('evaluated')} ms, mounted at ${at('mount')} ms, then ${render} ms to the first screen`,
    );
    // Whether the mount waited for the first language's texts (main.ts mounts after them and the answers).
    console.log(`load: the first language's texts in at ${at('texts')} ms (median)`);
    console.log(
      `load: a guest's first screen at 390×844, CPU slowed ${CPU_SLOWDOWN}×, ${LOADS} cold loads: ` +
        `median ${median(ms)} ms (${ms.join(', ')}), downloaded ${kb.join(', ')} KB in ${cold[0]!.files} files; ` +
        `a reload with the cache warm: ${Math.round(warm!.ms)} ms, ${Math.round(warm!.bytes / 102.4) / 10} KB`,
    );
    for (const l of cold) {
      expect(l.bytes).toBeLessThanOrEqual(DOWNLOAD_BYTES);
      // Only the language on screen: the other one's texts come when the guest switches.
      expect(l.texts).toEqual([l.lang]);
    }
    // The time is judged by `npm run bench:load` (MARIAS_JUDGE_LOAD_TIME=1), on a machine not busier than its
    // cores; in the e2e suite it is printed only (the 1 s target is not met yet, docs/figures.md).
    const judged = process.env['MARIAS_JUDGE_LOAD_TIME'] === '1';
    if (judged && busyBefore <= 1) expect(median(ms)).toBeLessThanOrEqual(FIRST_SCREEN_MS);
    else {
      const note = judged
        ? `the machine was busy (load ${busyBefore.toFixed(1)} per core when it began): the time is not judged`
        : 'the time is judged by npm run bench:load only';
      console.log(`load: ${note}`);
      test.info().annotations.push({ type: 'not judged', description: note });
    }
  } finally {
    await server.stop();
  }
});

/**
 * The first screen's two scripts, as served, open with V8's compile hint (scripts/compile-hints.ts): compiled
 * while they stream in rather than function by function on the page's thread. A test of its own, so that
 * `bench:load:ab` can run the load above on builds from before the hint.
 */
test('the first screen’s scripts are served with the compile hint on their first line', async ({
  request,
}) => {
  const server = await serve(mkdtempSync(join(tmpdir(), 'marias-e2e-hint-')));
  try {
    const origin = new URL(server.url).origin;
    const html = await (await request.get(`${origin}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]* src="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const code = await (await request.get(`${origin}/${script}`)).text();
      expect(code.slice(0, COMPILE_HINT.length + 1), script).toBe(`${COMPILE_HINT}\n`);
    }
  } finally {
    await server.stop();
  }
});

/** Sets the page's language by its switch in the header. */
async function language(page: Page, lang: 'cs' | 'en'): Promise<void> {
  const button = page.locator(`[data-testid=lang-switch] [data-lang="${lang}"]`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('a screen loaded on demand shows its wait, and a chunk that cannot be loaded says so and reloads', async ({
  page,
}) => {
  await setPrefs(page, { lang: 'cs' });
  await openHome(page);
  // The rules' chunk held back a second: the wait shows, then the screen.
  let held = true;
  await page.route('**/assets/RulesView-*.js', async (route) => {
    if (held) await new Promise((done) => setTimeout(done, 1000));
    await route.continue();
  });
  await page.evaluate(() => {
    window.location.hash = '#/rules';
  });
  await expect(page.getByTestId('route-loading')).toBeVisible();
  await expect(page.getByTestId('route-loading')).toContainText('Načítám obrazovku');
  await screenshot(page, 'load-waiting-cs-1280');
  await expect(page.getByTestId('rules')).toBeVisible();
  await expect(page.getByTestId('route-loading')).toHaveCount(0);
  held = false;
  await page.unroute('**/assets/RulesView-*.js');

  // A new page whose next screen's chunk is gone (as after the server restarted with a new build).
  for (const lang of ['cs', 'en'] as const) {
    // A new document (an address differing only in its hash would keep the modules loaded).
    await page.goto('about:blank');
    await openHome(page);
    await language(page, lang);
    await page.route('**/assets/StatsView-*.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found.' }),
    );
    await page.evaluate(() => {
      window.location.hash = '#/stats';
    });
    const failed = page.getByTestId('route-failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(
      lang === 'cs' ? 'Tuhle obrazovku se nepodařilo načíst' : 'This screen could not be loaded',
    );
    await expect(page.getByTestId('route-reload')).toHaveText(lang === 'cs' ? 'Načíst znovu' : 'Reload');
    // The screen before stays usable under the note.
    await expect(page.getByTestId('home-new')).toBeVisible();
    await screenshot(page, `load-failed-${lang}-1280`);
    // Reloading with the chunk back opens the screen that was asked for.
    await page.unroute('**/assets/StatsView-*.js');
    await page.getByTestId('route-reload').click();
    await expect(page.getByTestId('route-failed')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/stats$/);
    await expect(page.getByTestId('stats')).toBeVisible();
  }
  // The language is a preference kept by the server: back to Czech for the specs after this one.
  await openHome(page);
  await language(page, 'cs');
});

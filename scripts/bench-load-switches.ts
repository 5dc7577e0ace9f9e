/**
 * A guest's first screen with two ways of starting the test browser: Playwright's own switches (as the
 * e2e config started Chromium before 2026-11-28) and the config's (tests/e2e/browser-args.ts, which also
 * keep Chromium from loading its address bar's popup as a page of its own in every new context). The same
 * build, server and seat link; the two alternate, a fresh browser each round, five cold loads each in a new
 * 390×844 touch context with the CPU slowed 4× — the loads of tests/e2e/load.spec.ts. Prints each round and
 * the medians. The renderer is the one in out/ (build it first).
 *
 * node scripts/bench-load-switches.ts [--rounds 4]
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { PRESETS } from '../src-shared/rules/ruleset.ts';
import { CHROMIUM_ARGS } from '../tests/e2e/browser-args.ts';
import { serve } from '../tests/e2e/global-setup.ts';
import { option, percentile } from './cli-args.ts';

const LOADS = 5;
const SAID = 'marias:first-screen';
const ARMS = {
  // What playwright.config.ts passed before: Playwright's own --disable-features list stays in force.
  playwright: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  config: [...CHROMIUM_ARGS],
} as const;
type Arm = keyof typeof ARMS;

/**
 * In the page before its scripts (as load.spec.ts does): notes when the hand shows with its pictures. A
 * string, since the scripts are typed without the DOM.
 */
const WATCH = `(() => {
  const done = () => {
    const hand = document.querySelector('[data-testid=hand]');
    const pictures = hand === null ? [] : [...hand.querySelectorAll('img')];
    if (pictures.length === 0 || !pictures.every((i) => i.complete && i.naturalWidth > 0)) return false;
    window.__shown = performance.now();
    console.info('${SAID}');
    return true;
  };
  const observer = new MutationObserver(() => { if (done()) observer.disconnect(); });
  document.addEventListener('load', () => done() && observer.disconnect(), true);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function seatLink(origin: string, token: string): Promise<string> {
  const call = async (method: string, params: unknown) => {
    const res = await fetch(`${origin}/api/${method}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(params),
    });
    const body = (await res.json()) as { ok: boolean; value: unknown };
    if (!body.ok) throw new Error(`${method}: ${JSON.stringify(body)}`);
    return body.value;
  };
  const seats = ['Hostitel', 'Eva', 'Jan'].map((name) => ({ kind: 'human', name }));
  const session = (await call('sessionNew', {
    settings: { rules: PRESETS.csm, seats, practice: false },
  })) as {
    id: number;
  };
  const share = (await call('shareOpen', { id: session.id, hostSeat: 0 })) as {
    seats: { seat: number; link: string }[];
  };
  return share.seats.find((s) => s.seat === 1)!.link;
}

async function load(browser: Browser, link: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const shown = page.waitForEvent('console', { predicate: (m) => m.text() === SAID, timeout: 60_000 });
  await page.goto(link);
  await shown;
  const ms = await page.evaluate<number>('window.__shown');
  await context.close();
  return Math.round(ms);
}

const rounds = Number(option('rounds') ?? 4);
const server = await serve(mkdtempSync(join(tmpdir(), 'marias-load-switches-')));
try {
  const url = new URL(server.url);
  const link = await seatLink(url.origin, new URLSearchParams(url.hash.slice(1)).get('token') ?? '');
  const times: Record<Arm, number[]> = { playwright: [], config: [] };
  console.log(`load average ${loadavg()[0]!.toFixed(1)} at the start`);
  for (let round = 0; round < rounds; round++) {
    const order: Arm[] = round % 2 === 0 ? ['playwright', 'config'] : ['config', 'playwright'];
    for (const arm of order) {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...ARMS[arm]] });
      const ms: number[] = [];
      for (let i = 0; i < LOADS; i++) ms.push(await load(browser, link));
      await browser.close();
      times[arm].push(...ms);
      console.log(
        `round ${round + 1} ${arm}: ${ms.join(', ')} ms (load average ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
  for (const arm of Object.keys(times) as Arm[]) {
    const xs = [...times[arm]].sort((a, b) => a - b);
    console.log(
      `${arm}: median ${percentile(xs, 50)} ms of ${xs.length} (quartiles ${percentile(xs, 25)}–${percentile(xs, 75)})`,
    );
  }
} finally {
  await server.stop();
}

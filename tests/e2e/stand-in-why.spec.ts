/**
 * "Proč? / Why?" about a call the computer made standing in for a friend away from the shared table
 * (browser mode, the host at 1280×800): the friend's seat is shared and stood in from the first call on,
 * the host plays the hand out; at its end the log marks the stand-in's calls (⚙) and offers "proč?"
 * beside them as beside a computer seat's, and the answer comes in words. The review's timeline of the
 * hand offers the same, to the host and to Eva on her phone (390×844) through her link's review route:
 * her calls marked ⚙, each with its "proč?". Screenshots in both languages at 1280×800 and 1920×1080 (the
 * log), 1280×800 (the host's review) and 390×844 (Eva's) go to test-results/screenshots/stand-in-why-*.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { expect, test } from '@playwright/test';
import { serve } from './global-setup.ts';
import { DECISION_TIMEOUT, playOn, screenshot, setPrefs, switchLanguage } from './support.ts';

test('a stand-in’s calls are asked why after the hand, like a computer’s', async ({ browser }) => {
  test.setTimeout(600_000);
  const server = await serve(mkdtempSync(joinPath(tmpdir(), 'marias-e2e-stand-in-why-')));
  try {
    const host = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await setPrefs(host, { lang: 'cs', animation: 'off', sound: false }, server.url);
    // Volený: the host and Eva are people, Pavel a computer.
    await host.goto(server.url);
    await host.getByTestId('home-new').click();
    await host.locator('[data-testid=variant][data-variant="chosen"]').check();
    for (const [seat, name] of ['Hostitel', 'Eva', 'Pavel'].entries()) {
      const config = host.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
      await config.getByTestId('seat-name').fill(name);
      await config.getByTestId('seat-kind').selectOption(seat < 2 ? 'human' : 'ai');
      if (seat === 2) await config.getByTestId('seat-level').selectOption('zacatecnik');
    }
    await host.getByTestId('practice').setChecked(false);
    await host.getByTestId('start').click();
    await expect(host).toHaveURL(/#\/table\/\d+$/);

    // Eva's seat is shared, and the computer plays it (she never came) from the first call on.
    await host.getByTestId('share-open').first().click();
    const panel = host.getByTestId('share-panel');
    await panel.getByTestId('share-host-seat').selectOption('0');
    await panel.getByTestId('share-start').click();
    await expect(panel.getByTestId('share-seat')).toHaveCount(1);
    const evasLink = (await panel.getByTestId('share-link').first().textContent())?.trim() ?? '';
    expect(evasLink).toMatch(/^http/);
    await panel.getByTestId('share-stand-in').selectOption('zacatecnik');
    await expect(panel.getByTestId('share-stand-in')).toHaveValue('zacatecnik');
    await host.getByTestId('share-panel-close').click();
    await expect(panel).toHaveCount(0);

    const result = await playOn(host);
    expect(result.decision.kind).toBe('handEnd');
    await host.getByTestId('end-tab-log').click();
    const log = host.locator('#end-panel-log [data-testid=hand-log]');
    await expect(log).toBeVisible();
    // Eva's calls were the stand-in's: each marked, each with its "proč?"; the host's own have none.
    const evas = log.locator('[data-testid=log-call][data-seat="1"]');
    expect(await evas.count()).toBeGreaterThan(0);
    await expect(log.locator('[data-testid=log-call][data-seat="1"]:not([data-stand-in=true])')).toHaveCount(
      0,
    );
    await expect(evas.getByTestId('why-ask')).toHaveCount(await evas.count());
    await expect(log.locator('[data-testid=log-call][data-seat="0"] [data-testid=why-ask]')).toHaveCount(0);

    // Asked, each answers in words: a reason (or, for a decision the clock cut short in the hand on a busy
    // machine, that it came out otherwise), never the refusal that it is not the computer's call.
    const n = await evas.count();
    for (let i = 0; i < n; i++) await evas.getByTestId('why-ask').first().click();
    const answers = evas.getByTestId('why-answer');
    await expect(answers).toHaveCount(n, { timeout: DECISION_TIMEOUT });
    for (const a of await answers.all()) {
      await expect(a).toHaveText(/\S/);
      await expect(a).not.toHaveText(/není hlášení počítače|not a call of the computer/);
    }
    expect(await evas.locator('[data-testid=why-answer]:not(.failed)').count()).toBeGreaterThan(0);

    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(host, lang);
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1920, height: 1080 },
      ]) {
        await host.setViewportSize(size);
        await answers.first().scrollIntoViewIfNeeded();
        await screenshot(host, `stand-in-why-${lang}-${size.width}`);
      }
    }

    // The review's timeline of the hand: the host sees Eva's calls marked and answered (asked in the log
    // above, kept), and asks nothing about the host's own.
    await switchLanguage(host, 'cs');
    await host.setViewportSize({ width: 1280, height: 800 });
    await host.getByTestId('hand-review').click();
    await expect(host).toHaveURL(/#\/review\/\d+\/1$/);
    const timeline = host.getByTestId('review-timeline');
    // Each call of the bidding is a list item naming who made it.
    const callsOf = (name: string) =>
      timeline.getByRole('listitem').filter({ has: host.locator('.who', { hasText: `${name}:` }) });
    const evasInReview = callsOf('Eva');
    await expect(evasInReview).toHaveCount(n);
    await expect(evasInReview.getByTestId('why-answer')).toHaveCount(n);
    await expect(callsOf('Hostitel').getByTestId('why-ask')).toHaveCount(0);
    await expect(callsOf('Hostitel').getByTestId('why-answer')).toHaveCount(0);
    // Marked as the stand-in's, as in the log.
    await expect(
      timeline.locator('[data-testid=review-call][data-seat="1"][data-stand-in=true]'),
    ).toHaveCount(n);
    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(host, lang);
      await evasInReview.first().scrollIntoViewIfNeeded();
      await screenshot(host, `stand-in-why-review-${lang}-1280`);
    }

    // Eva, back on her phone, reviews the hand through her link: the calls the computer made for her
    // offer "proč?" too, and answer in words.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const eva = await phone.newPage();
      await eva.goto(evasLink);
      // The hand is over on her screen (the computer played it for her): its review is offered.
      await expect(eva.getByTestId('hand-review')).toBeVisible();
      await switchLanguage(eva, 'cs');
      await eva.getByTestId('hand-review').click();
      await expect(eva).toHaveURL(/#\/review\/\d+\/1$/);
      const hers = eva.locator('[data-testid=review-timeline] [data-testid=review-call][data-seat="1"]');
      await expect(hers).toHaveCount(n);
      await expect(hers.getByTestId('why-ask')).toHaveCount(n);
      await expect(
        eva.locator(
          '[data-testid=review-timeline] [data-testid=review-call][data-seat="0"] [data-testid=why-ask]',
        ),
      ).toHaveCount(0);
      await hers.first().getByTestId('why-ask').click();
      const answer = hers.first().getByTestId('why-answer');
      await expect(answer).toHaveText(/\S/, { timeout: DECISION_TIMEOUT });
      await expect(answer).not.toHaveText(/není hlášení počítače|not a call of the computer/);
      for (const lang of ['cs', 'en'] as const) {
        await switchLanguage(eva, lang);
        await answer.scrollIntoViewIfNeeded();
        await screenshot(eva, `stand-in-why-guest-review-${lang}-390`);
      }
    } finally {
      await phone.close();
    }
  } finally {
    await server.stop();
  }
});

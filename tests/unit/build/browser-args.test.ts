/**
 * The tests' Chromium switches (tests/e2e/browser-args.ts): Chromium keeps only the last `--disable-features`,
 * so ours must carry every name Playwright's own switch carries, or adding ours would turn Playwright's back on.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  OWN_DISABLED_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../../e2e/browser-args.ts';
import config from '../../../playwright.config.ts';

/** The names in the installed Playwright's `disabledFeatures` list (its chromiumSwitches module, bundled). */
function playwrightDisabledFeatures(): string[] {
  const lib = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib');
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  for (const file of files) {
    const code = readFileSync(join(lib, file), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(code)?.[1];
    if (list === undefined) continue;
    const names = list.replace(/\/\/.*$/gm, '').matchAll(/["']([^"']+)["']/g);
    return [...names].map((m) => m[1]!);
  }
  throw new Error(
    `no disabledFeatures list in ${lib}: Playwright's bundle changed, read chromiumSwitches again`,
  );
}

describe('the test browser’s switches', () => {
  it('carry every feature Playwright itself disables', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('disable features in one switch, Playwright’s and the omnibox popup’s page', () => {
    const switches = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const names = switches[0]!.slice('--disable-features='.length).split(',');
    expect(names).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...OWN_DISABLED_FEATURES]),
    );
  });

  it('are the ones Playwright’s config starts Chromium with', () => {
    expect(config.use?.launchOptions?.args).toEqual(CHROMIUM_ARGS);
  });
});

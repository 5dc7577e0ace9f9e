// @vitest-environment happy-dom
/**
 * The language switch when the texts of the language asked for could not be loaded: the note says so in
 * the language shown and in the one asked for, whose own texts are what failed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import LanguageSwitch from '../../../src-renderer/components/LanguageSwitch.vue';
import { i18n, languageLoad } from '../../../src-renderer/i18n/index.ts';
import { mountWith, setup } from './support.ts';

afterEach(() => {
  languageLoad.failed.value = null;
  i18n.global.locale.value = 'cs';
});

describe('the language switch after a failed load', () => {
  it('says so in Czech and in English when English failed, each marked with its language', async () => {
    const w = mountWith(LanguageSwitch, setup(null));
    expect(w.find('[data-testid="lang-failed"]').exists()).toBe(false);
    languageLoad.failed.value = 'en';
    await nextTick();
    const lines = w.findAll('[data-testid="lang-failed"] p');
    expect(lines.map((p) => p.text())).toEqual([
      'Anglické texty se nepodařilo načíst. Nejspíš neběží server. Načti stránku znovu.',
      'The English texts could not be loaded. The server is probably not running. Reload the page.',
    ]);
    expect(lines[1]!.attributes('lang')).toBe('en');
    // Czech is what is on screen, so Czech is the language marked, whatever was asked for.
    expect(w.find('[data-lang="cs"]').attributes('aria-pressed')).toBe('true');
    expect(w.find('[data-lang="en"]').attributes('aria-pressed')).toBe('false');
    w.unmount();
  });

  it('and in English and in Czech when Czech failed', async () => {
    const w = mountWith(LanguageSwitch, setup(null));
    i18n.global.locale.value = 'en';
    languageLoad.failed.value = 'cs';
    await nextTick();
    const lines = w.findAll('[data-testid="lang-failed"] p');
    expect(lines.map((p) => p.text())).toEqual([
      'The Czech texts could not be loaded. The server is probably not running. Reload the page.',
      'České texty se nepodařilo načíst. Nejspíš neběží server. Načti stránku znovu.',
    ]);
    expect(lines[1]!.attributes('lang')).toBe('cs');
    w.unmount();
  });
});

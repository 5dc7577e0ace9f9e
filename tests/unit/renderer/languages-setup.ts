/**
 * Vitest setup (vitest.config.ts `setupFiles`): the interface's texts in both languages loaded before a
 * test runs. The page loads a language's texts when it is first shown (src-renderer/i18n/index.ts); the
 * tests switch languages with `setLocale` and read the texts at once.
 */
import { loadLanguage } from '../../../src-renderer/i18n/index.ts';

await Promise.all([loadLanguage('cs'), loadLanguage('en')]);

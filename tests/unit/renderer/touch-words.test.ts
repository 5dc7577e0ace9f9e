/**
 * On a touch screen a card is tapped: over every state of random hands of all four variants, the
 * prompt says "ťukni" / "tap" where a mouse's says "klikni" / "click", and never names the pointer the
 * screen does not have. Every message of the table's prompts that says "klikni" / "click" has its touch
 * words (so a new one cannot slip onto a phone).
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../../src-shared/index.ts';
import type { Translate } from '../../../src-renderer/format/calls.ts';
import { TOUCH_WORDS, promptText } from '../../../src-renderer/format/prompt.ts';
import { cs } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import { i18n, setLocale } from '../../../src-renderer/i18n/index.ts';
import type { MessageKey } from '../../../src-renderer/i18n/keys.ts';
import { walkStates } from './variant-walks.ts';

const t: Translate = (key, named) => i18n.global.t(key, named ?? {});
const MOUSE = { cs: /klikn/i, en: /click/i } as const;
const TOUCH = { cs: /ťukn/i, en: /\btap\b/i } as const;

describe('the prompt on a touch screen', () => {
  it('taps where a mouse clicks, over random hands of every variant', () => {
    const seen = new Set<string>();
    for (const s of walkStates(12).filter((x) => x.toAct !== null)) {
      const v = view(s, s.toAct as number);
      for (const lang of ['cs', 'en'] as const) {
        setLocale(lang);
        const mouse = promptText(v, t, lang, false);
        const touch = promptText(v, t, lang, true);
        const where = `${s.variant} ${s.phase} ${lang}: ${touch}`;
        expect(MOUSE[lang].test(touch), where).toBe(false);
        expect(TOUCH[lang].test(mouse), where).toBe(false);
        expect(TOUCH[lang].test(touch), where).toBe(MOUSE[lang].test(mouse));
        if (MOUSE[lang].test(mouse)) seen.add(`${s.variant} ${lang}`);
      }
    }
    setLocale('cs');
    // The trump choice of volený (and its four-hand variants) names the pointer in both languages.
    expect([...seen].filter((x) => x.startsWith('chosen')).sort()).toEqual(['chosen cs', 'chosen en']);
  });

  it('has touch words for every prompt that names the pointer', () => {
    for (const [lang, messages] of [
      ['cs', cs],
      ['en', en],
    ] as const)
      for (const [k, text] of Object.entries(messages.prompt))
        if (MOUSE[lang].test(text)) {
          const key = `prompt.${k}` as MessageKey;
          expect(TOUCH_WORDS[key], `${lang} ${key}`).toBeDefined();
          const touchKey = TOUCH_WORDS[key] as string;
          const touchText = touchKey
            .split('.')
            .reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], messages);
          expect(touchText, `${lang} ${touchKey}`).toMatch(TOUCH[lang]);
        }
  });
});

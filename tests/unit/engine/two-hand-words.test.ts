/**
 * Every lízaný refusal is worded in Czech (tykání) and English and cites where its rule is written.
 */
import { describe, expect, it } from 'vitest';
import type { TwoHandReason } from '../../../src-shared/explain/reasons/two-hand.ts';
import { TWO_HAND_WORDS } from '../../../src-shared/explain/words/two-hand.ts';
import type { WordsContext } from '../../../src-shared/explain/words/words.ts';

/** Examples of every code (the record type makes a missing code a type error). */
const EXAMPLES: { readonly [K in TwoHandReason['code']]: Extract<TwoHandReason, { code: K }>[] } = {
  claimWhileStock: [
    { code: 'claimWhileStock', stockSize: 16 },
    { code: 'claimWhileStock', stockSize: 2 },
  ],
  searchWhileStock: [
    { code: 'searchWhileStock', stockSize: 16 },
    { code: 'searchWhileStock', stockSize: 3 },
  ],
};

describe('lízaný refusals in words', () => {
  const cases = Object.values(EXAMPLES).flat();
  it.each(cases.map((r) => [`${r.code} ${JSON.stringify(r)}`, r] as const))('%s', (_, reason) => {
    const wording = TWO_HAND_WORDS[reason.code];
    // One code's wording takes that code's reason; the union of codes reads as any of them.
    const text = wording.text as (r: TwoHandReason, ctx: WordsContext) => string;
    const cs = text(reason, { lang: 'cs', deck: 'czech' });
    const en = text(reason, { lang: 'en', deck: 'czech' });
    for (const s of [cs, en]) {
      expect(s).toMatch(/^[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]/u);
      expect(s).toMatch(/[.]$/);
      expect(s).toContain(String(reason.stockSize));
      expect(s).not.toMatch(/undefined|null|\[object/);
    }
    expect(cs).not.toMatch(/\b(můžete|musíte|smíte|vaše|vám)\b/u);
    expect(wording.citation).toEqual({ doc: '003', section: 'Lízaný Mariáš' });
  });

  it('counts the cards in Czech: 2 karty, 16 karet', () => {
    const text = (n: number) =>
      TWO_HAND_WORDS.claimWhileStock.text(
        { code: 'claimWhileStock', stockSize: n },
        { lang: 'cs', deck: 'czech' },
      );
    expect(text(2)).toContain('zbývají v něm 2 karty');
    expect(text(16)).toContain('zbývá v něm 16 karet');
  });

  it('calls the stock "balíček" as the table does, never the talon (which lízaný has not)', () => {
    const ctx = { lang: 'cs', deck: 'czech' } as const;
    const claim = TWO_HAND_WORDS.claimWhileStock.text({ code: 'claimWhileStock', stockSize: 6 }, ctx);
    const search = TWO_HAND_WORDS.searchWhileStock.text({ code: 'searchWhileStock', stockSize: 1 }, ctx);
    expect(claim).toContain('z balíčku (zbývá v něm 6 karet)');
    expect(search).toContain('z balíčku (zbývá v něm 1 karta)');
    for (const cs of [claim, search]) {
      expect(cs).not.toMatch(/talon/iu);
    }
  });
});

/** Lízaný's refusals in Czech (tykání) and English, with the article of each (explain/reasons/two-hand.ts). */
import type { TwoHandReason } from '../reasons/two-hand.ts';
import type { ReasonWords } from './words.ts';

/** "zbývají v něm 4 karty": the stock ("balíček", as the table and the review call it) and its count. */
const left = (n: number): string =>
  n === 1 ? 'zbývá v něm 1 karta' : n >= 2 && n <= 4 ? `zbývají v něm ${n} karty` : `zbývá v něm ${n} karet`;

export const TWO_HAND_WORDS: ReasonWords<TwoHandReason> = {
  claimWhileStock: {
    text: ({ stockSize }, { lang }) =>
      lang === 'cs'
        ? `Dokud se dobírá z balíčku (${left(stockSize)}), nemůžeš hru položit: karty, které si ty i soupeř vezmete, nikdo nezná. Ložit smíš, až se balíček dobere.`
        : `While the stock lasts (${stockSize} cards left) you may not lay your cards down: nobody knows what either of you will draw. You may claim once the stock is gone.`,
    // The lízaný section: drawing from the stock during the first eight tricks; a claim rests on
    // nothing being left to chance (pravidla ČSM, čl. V odst. 11), which undrawn cards are.
    citation: { doc: '003', section: 'Lízaný Mariáš' },
  },
  searchWhileStock: {
    text: ({ stockSize }, { lang }) =>
      lang === 'cs'
        ? `Dokud se dobírá z balíčku (${left(stockSize)}), řešič hru nepropočítá: neví, kdo si co vezme. Spočítat ji umí, až se balíček dobere.`
        : `While the stock lasts (${stockSize} cards left) the solver does not work the hand out: it cannot know who draws what. It can once the stock is gone.`,
    // The draws of the lízaný section leave the hands unknown until the stock is gone.
    citation: { doc: '003', section: 'Lízaný Mariáš' },
  },
};

/** Křížový's refusals in Czech (tykání) and English, with the article of each (explain/reasons/four-hand.ts). */
import type { Citation } from '../articles.ts';
import { theCard } from '../names.ts';
import type { FourHandReason } from '../reasons/four-hand.ts';
import type { ReasonWords } from './words.ts';

/** Pravidla ČSM, čl. VII odst. 2: everything of křížový is in this one paragraph. */
const OP_VII_2: Citation = { doc: '000', article: 'VII', paragraph: 2 };

export const FOUR_HAND_WORDS: ReasonWords<FourHandReason> = {
  notInFirstFour: {
    text: ({ card }, { lang, deck }) =>
      lang === 'cs'
        ? `Trumfovou kartu vybíráš z prvních čtyř karet; ${theCard(card, lang, deck)} mezi nimi není.`
        : `The trump card is chosen from your first four cards; ${theCard(card, lang, deck)} is not among them.`,
    citation: OP_VII_2,
  },
  noBlindHere: {
    text: (_, { lang }) =>
      lang === 'cs'
        ? 'V křížovém mariáši se trumf z lidu nevolí: vyber trumfovou kartu z prvních čtyř.'
        : 'In křížový there is no blind trump: choose the trump card from your first four.',
    citation: OP_VII_2,
  },
  noTalonHere: {
    text: (_, { lang }) =>
      lang === 'cs'
        ? 'V křížovém mariáši se talon neodhazuje: hraješ se všemi osmi kartami.'
        : 'Křížový has no talon: you play with all eight of your cards.',
    citation: OP_VII_2,
  },
  partnerMayNotDouble: {
    text: (_, { lang }) =>
      lang === 'cs'
        ? 'Jsi volaný spoluhráč: svému hráči flekovat nesmíš, můžeš jen říct „Dobrý“.'
        : 'You are the called partner: you may not double your own declarer, only pass.',
    citation: OP_VII_2,
  },
  partnerMayNotAnnounce: {
    text: (_, { lang }) =>
      lang === 'cs'
        ? 'Jsi volaný spoluhráč: sedmu ani sto proti vlastní straně hlásit nesmíš.'
        : 'You are the called partner: you may not announce a seven or hundred against your own side.',
    citation: OP_VII_2,
  },
};

/** Licitovaný's refusals in Czech (tykání) and English, with the article of each (explain/reasons/auction.ts). */
import { redStepOf } from '../../variants/auction/ladder.ts';
import type { AuctionLadder, AuctionProcedure } from '../../rules/ruleset.ts';
import type { Citation } from '../articles.ts';
import { capitalize, cardName, componentName, playerName, stepName } from '../names.ts';
import type { AuctionReason } from '../reasons/auction.ts';
import type { ReasonWords } from './words.ts';

const op = (article: string, paragraph: number): Citation => ({ doc: '000', article, paragraph });
const tp = (article: string, paragraph?: number): Citation =>
  paragraph === undefined ? { doc: '002', article } : { doc: '002', article, paragraph };
const DP: Citation = { doc: '001', section: 'Mariáš licitovaný' };
const AP: Citation = { doc: '003', section: 'Licitovaný Mariáš' };

/** Where each ladder's steps are listed: the document the ladder is read from. */
const LADDER_STEPS: Readonly<Record<AuctionLadder, Citation>> = {
  csm: tp('I'),
  csmGeneral: op('IV', 1),
  house001: { doc: '001', section: 'Stupně licitace' },
  english003: AP,
};

/**
 * Where each ladder's document says a bid goes higher and the contract is not below the step won: the
 * tournament rules take it from the general ones (TP čl. II odst. 1).
 */
const LADDER_ORDER: Readonly<Record<AuctionLadder, Citation>> = {
  csm: op('VII', 3),
  csmGeneral: op('VII', 3),
  house001: DP,
  english003: AP,
};

/** Where each procedure (who speaks against whom, "Mám") is written. */
const PROCEDURE: Readonly<Record<AuctionProcedure, Citation>> = {
  duel: op('VII', 3),
  rotation: { doc: '001', section: 'Příklad licitace' },
  duelDealerLast: AP,
};

export const AUCTION_WORDS: ReasonWords<AuctionReason> = {
  auctionOver: {
    text: (_, { lang }) => (lang === 'cs' ? 'Licitace už skončila.' : 'The auction is over.'),
    citation: ({ procedure }) => PROCEDURE[procedure],
  },
  stepNotOnLadder: {
    text: ({ step }, { lang }) =>
      lang === 'cs'
        ? `Stupeň ${stepName(step, lang)} tato pravidla v licitaci nemají.`
        : `These rules have no ${stepName(step, lang)} among the steps of the auction.`,
    citation: ({ ladder }) => LADDER_STEPS[ladder],
  },
  bidTooLow: {
    text: ({ step, current }, { lang }) =>
      lang === 'cs'
        ? `Nabídka musí být vyšší než ${stepName(current, lang)}; ${stepName(step, lang)} není.`
        : `A bid must be higher than ${stepName(current, lang)}; ${stepName(step, lang)} is not.`,
    citation: ({ ladder }) => LADDER_ORDER[ladder],
  },
  bidSkips: {
    text: ({ next }, { lang }) =>
      lang === 'cs'
        ? `Stupně se podle těchto pravidel nepřeskakují: smíš nabídnout jen stupeň „${stepName(next, lang)}“.`
        : `These rules allow no skipping of steps: the only bid is ${stepName(next, lang)}.`,
    citation: DP,
  },
  holdNotAllowed: {
    text: ({ holder }, { lang, names }) => {
      if (holder === null)
        return lang === 'cs'
          ? 'Zatím nikdo nic nenabídl, není co držet: nabídni stupeň, nebo dej dál.'
          : 'Nobody has bid yet, so there is nothing to hold: bid a step or pass.';
      const who = playerName(holder, lang, names);
      return lang === 'cs'
        ? `„Mám“ smíš říct jen na stupeň hráče, který je v pořadí za tebou; ${who} má přednost, takže musíš nabídnout víc.`
        : `You may hold only a step bid by a player after you in the order; ${who} comes first, so you must bid higher.`;
    },
    citation: ({ procedure }) => PROCEDURE[procedure],
  },
  contractBelowBid: {
    text: ({ step, won }, { lang }) =>
      lang === 'cs'
        ? `Licitace skončila na stupni ${stepName(won, lang)}, závazek nesmí být nižší (${stepName(step, lang)} je).`
        : `The auction was won at ${stepName(won, lang)}; the contract may not be lower, and ${stepName(step, lang)} is.`,
    citation: ({ ladder }) => LADDER_ORDER[ladder],
  },
  trumpMissing: {
    text: ({ step }, { lang }) =>
      lang === 'cs'
        ? `K závazku ${stepName(step, lang)} musíš zvolit trumfovou barvu.`
        : `Name the trump suit for ${stepName(step, lang)}.`,
    citation: op('IV', 3),
  },
  trumpNotAllowed: {
    text: ({ step }, { lang }) =>
      lang === 'cs'
        ? `${capitalize(stepName(step, lang))} se hraje bez trumfů.`
        : `${capitalize(stepName(step, lang))} is played without trumps.`,
    citation: op('IV', 7),
  },
  redStepNeedsHearts: {
    text: ({ step }, { lang }) =>
      lang === 'cs'
        ? `${capitalize(stepName(step, lang))} se hraje s červenými jako trumfy.`
        : `${capitalize(stepName(step, lang))} is played with hearts as trumps.`,
    citation: ({ ladder }) => LADDER_STEPS[ladder],
  },
  plainStepNotHearts: {
    text: ({ step }, { lang }) => {
      const red = redStepOf(step);
      const redName = red === null ? '' : stepName(red, lang);
      return lang === 'cs'
        ? `S červenými jako trumfy je to vyšší stupeň, ${redName}: ohlas ten, nebo zvol jinou barvu.`
        : `With hearts as trumps it is a higher step, ${redName}: declare that, or choose another suit.`;
    },
    citation: ({ ladder }) => LADDER_STEPS[ladder],
  },
  auxMissing: {
    text: (_, { lang }) =>
      lang === 'cs'
        ? 'Ke dvěma sedmám zvol kromě trumfů i pomocnou barvu.'
        : 'Two sevens needs an auxiliary suit besides trumps.',
    citation: op('IV', 9),
  },
  auxNotAllowed: {
    text: (_, { lang }) =>
      lang === 'cs' ? 'Pomocnou barvu má jen závazek dvě sedmy.' : 'Only two sevens has an auxiliary suit.',
    citation: op('IV', 9),
  },
  auxIsTrump: {
    text: (_, { lang }) =>
      lang === 'cs'
        ? 'Pomocná barva musí být jiná než trumfová.'
        : 'The auxiliary suit must differ from the trump suit.',
    citation: op('IV', 9),
  },
  auxSevenNotInHand: {
    text: ({ card }, { lang, deck }) =>
      lang === 'cs'
        ? `Dvě sedmy podle těchto pravidel hlásíš jen s oběma sedmami v ruce, a ${cardName(card, lang, deck)} ti chybí.`
        : `Under these rules you announce two sevens only holding both sevens, and you lack the ${cardName(card, lang, deck)}.`,
    citation: op('IV', 9),
  },
  foldNotAllowed: {
    text: ({ offered }, { lang }) => {
      if (!offered)
        return lang === 'cs'
          ? 'Omyl (složení karet bez hry) tato pravidla neznají.'
          : 'These rules have no fold (giving up without play).';
      return lang === 'cs'
        ? 'Složit karty jako omyl smíš jen po vylicitované obyčejné sedmě.'
        : 'You may fold only after winning the auction at a plain seven.';
    },
    citation: tp('II', 17),
  },
  discardAnnouncedSeven: {
    text: ({ card }, { lang, deck }) =>
      lang === 'cs'
        ? `Hlášená sedma (${cardName(card, lang, deck)}) nesmí do talonu.`
        : `An announced seven (the ${cardName(card, lang, deck)}) may not go to the talon.`,
    citation: tp('II', 17),
  },
  noAgainstAfterAuction: {
    text: ({ kind }, { lang }) =>
      lang === 'cs'
        ? `Po licitaci se podle těchto pravidel ${componentName(kind, lang)} nehlásí.`
        : `Under these rules no ${componentName(kind, lang)} may be announced after an auction.`,
    citation: tp('II', 23),
  },
};

/**
 * Why a computer player chose what it did: data the app shows as a hint or beside an opponent's call.
 * Like refusals (reason.ts), hints are data; `formatHint` turns one into Czech or English. Shares are
 * fractions 0..1 of the layouts (deals of the unseen cards) the player tried; `win` is null when the
 * choice came from a rule of thumb rather than an estimate.
 */
import type { Card, Rank, Suit } from '../cards/card.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { AgainstKind, ComponentKind, Game } from '../engine/contract.ts';
import {
  type Case,
  type Deck,
  type Lang,
  capitalize,
  cardName,
  componentName,
  gameName,
  rankName,
  stepName,
  suitName,
} from './names.ts';
import { describeSeatStats } from './verdict.ts';

export type Hint =
  /** Only one thing was allowed. */
  | { readonly code: 'forced' }
  /** The random baseline. */
  | { readonly code: 'random' }
  /** Card play by sampling: the card with the best mean over `layouts` layouts solved exactly. */
  | {
      readonly code: 'bestCard';
      readonly card: Card;
      readonly layouts: number;
      /** Share of layouts in which the card keeps the best result available. */
      readonly keeps: number;
      /** Share of layouts in which the player's side comes out ahead after it. */
      readonly wins: number;
    }
  /**
   * Card play by sampling where the level chose a card below the best mean (its temperature,
   * src-main/ai/level-choice.ts): the card's own figures over `layouts`, and the card of the best mean.
   */
  | {
      readonly code: 'levelCard';
      readonly card: Card;
      readonly layouts: number;
      readonly keeps: number;
      readonly wins: number;
      readonly best: Card;
    }
  /** Rule-of-thumb card play. */
  | { readonly code: 'drawTrumps'; readonly card: Card }
  | { readonly code: 'leadWinner'; readonly card: Card }
  | { readonly code: 'leadLow'; readonly card: Card }
  | { readonly code: 'takeTrick'; readonly card: Card }
  | { readonly code: 'smear'; readonly card: Card }
  | { readonly code: 'throwLow'; readonly card: Card }
  /**
   * Trumps named from the first seven, or blind from the other five: by a rule of thumb, or (with
   * `win`) by the estimated chance of the suit game over sampled deals.
   */
  | { readonly code: 'trumps'; readonly suit: Suit; readonly length: number; readonly win?: number }
  | { readonly code: 'trumpsBlind'; readonly win?: number }
  /**
   * A game chosen by its estimated chance over sampled deals; `by` where no deal was solved for it: the
   * learned evaluation of the seat's own twelve cards (`win` its estimate), or a durch the seat's cards
   * win on every layout (`proof`).
   */
  | {
      readonly code: 'chooseGame';
      readonly game: Game;
      readonly win: number | null;
      readonly by?: 'learned' | 'proof';
    }
  | { readonly code: 'discard'; readonly cards: readonly Card[] }
  /**
   * Dobrá: no higher game promises enough; Špatná: this one does. `noGain`: the best higher game
   * wins often enough, but on the deals tried it does not pay clearly more than Dobrá (křížový).
   */
  | { readonly code: 'approve'; readonly best: Game | null; readonly win: number; readonly noGain?: true }
  | { readonly code: 'refuse'; readonly game: Game; readonly win: number }
  | {
      readonly code: 'announce';
      readonly seven: boolean;
      readonly hundred: boolean;
      readonly win: number | null;
    }
  /**
   * Flek (or re …) on components, and seven or hundred against announced with the defence's first
   * answer, by the estimated chance of the side. `deals`, `won`: the sampled deals read and those the
   * side came out ahead in; `gain`: the money per defender the call was expected to bring over passing.
   * `proven`: a durch the seat's own aces break whatever the layout (no estimate needed), or, with
   * `auxFour`, plain dvě sedmy that the seat's own cards of the auxiliary suit lose without play.
   */
  | {
      readonly code: 'double';
      readonly components: readonly ComponentKind[];
      readonly against?: readonly AgainstKind[];
      readonly win: number | null;
      readonly deals?: number;
      readonly won?: number;
      readonly gain?: number;
      readonly proven?: true;
      readonly auxFour?: { readonly suit: Suit; readonly count: number };
    }
  /**
   * Passing, by the estimated chance of the side (`deals`, `won` as for a double); `noProof`: a
   * defender's pass of another seat's betl or durch, which the levels flek only where their own cards
   * prove it lost (no estimate).
   */
  | {
      readonly code: 'pass';
      readonly win: number | null;
      readonly deals?: number;
      readonly won?: number;
      readonly noProof?: true;
    }
  // --- The other variants' bidding phases, by rules of thumb (ai/variants.ts).
  /** Licitovaný: bid or hold ("Mám") a step the hand supports; drop when it supports none offered. */
  | { readonly code: 'bid'; readonly step: StepId }
  | { readonly code: 'hold'; readonly step: StepId }
  | { readonly code: 'drop' }
  /** Licitovaný: omyl, the hand with the talon supports no contract; or the contract declared. */
  | { readonly code: 'fold' }
  | { readonly code: 'declare'; readonly step: StepId; readonly trump: Suit | null }
  /**
   * Křížový: the rank called, one the caller lacks in trumps (its holder becomes his partner); or (with
   * `win`) the call of the best estimate over sampled deals, playing alone when he holds the rank.
   */
  | { readonly code: 'callRank'; readonly rank: Rank; readonly win?: number }
  /** Lízaný's trumps, křížový's trump card: the longest and strongest suit among the first cards. */
  | { readonly code: 'trumpSuit'; readonly suit: Suit; readonly length: number };

export type HintCode = Hint['code'];

/** Czech writes a space before the percent sign, English does not. */
const pct = (share: number, lang: Lang) => `${Math.round(share * 100)}${lang === 'cs' ? ' %' : '%'}`;

/** ": výhra odhadem v 72 % rozkladů." or just "." when there is no estimate. */
function estimateTail(win: number | null, lang: Lang, only = false): string {
  if (win === null) return '.';
  if (lang === 'cs') return `: výhra odhadem ${only ? 'jen ' : ''}v ${pct(win, lang)} rozkladů.`;
  return `: won in an estimated ${pct(win, lang)} of layouts${only ? ' only' : ''}.`;
}

function list(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'cs' ? ' a ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1) as string}`;
}

/**
 * The hint as one sentence. The same sentence gives the person a hint and a computer player's reason,
 * so it names the choice without a person: Czech in the infinitive or as a bare statement ("Vynést
 * zeleného svrška: …"), English in the -ing form ("Leading the Ober of leaves: …"). A call is named
 * as on its button: Dobrá, Špatná and Mlčím in Czech; Good, Bad and Pass in English (rules/003's words). Cards and
 * suits take the names of `deck`.
 */
export function formatHint(hint: Hint, lang: Lang, deck: Deck = 'czech'): string {
  const cs = lang === 'cs';
  const card = (c: Card, grammaticalCase: Case = 'nom') => cardName(c, lang, deck, grammaticalCase);
  const suit = (s: Suit) => suitName(s, lang, deck);
  switch (hint.code) {
    case 'forced':
      return cs ? 'Jiná možnost není.' : 'There is no other choice.';
    case 'random':
      return cs ? 'Náhodná volba.' : 'A random choice.';
    case 'bestCard': {
      // Counts of layouts a learner can picture rather than bare percentages.
      const w = describeSeatStats(hint, hint.layouts, lang);
      return `${capitalize(card(hint.card))}: ${w.keeps}, ${w.wins}.`;
    }
    case 'levelCard': {
      const w = describeSeatStats(hint, hint.layouts, lang);
      return cs
        ? `${capitalize(card(hint.card))}: ${w.keeps}, ${w.wins}; v průměru lépe vychází ${card(hint.best)}.`
        : `${capitalize(card(hint.card))}: ${w.keeps}, ${w.wins}; the ${card(hint.best)} does better on average.`;
    }
    case 'drawTrumps':
      return cs
        ? `Tahat trumfy (${card(hint.card)}), ať soupeři nemají čím přebíjet.`
        : `Drawing trumps (${card(hint.card)}) so the opponents cannot ruff.`;
    case 'leadWinner':
      return cs
        ? `Vynést ${card(hint.card, 'acc')}: v té barvě nemá nikdo vyšší kartu.`
        : `Leading the ${card(hint.card)}: nobody can beat it in its suit.`;
    case 'leadLow':
      return cs
        ? `Vynést nízkou kartu (${card(hint.card)}) a neriskovat nic cenného.`
        : `Leading low (${card(hint.card)}), risking nothing of value.`;
    case 'takeTrick':
      return cs
        ? `Vzít zdvih ${card(hint.card, 'ins')}, co nejlevněji.`
        : `Taking the trick with the ${card(hint.card)}, as cheaply as possible.`;
    case 'smear':
      return cs
        ? `Zdvih bere spoluhráč: namazat mu ${card(hint.card, 'acc')}.`
        : `The partner takes the trick: adding the ${card(hint.card)} for its points.`;
    case 'throwLow':
      return cs
        ? `Zdvih nebrat, odhodit ${card(hint.card, 'acc')}.`
        : `Not taking the trick: throwing the ${card(hint.card)}.`;
    case 'trumps':
      if (hint.win !== undefined)
        return `${cs ? 'Trumfy' : 'Trumps'} ${suit(hint.suit)}${estimateTail(hint.win, lang)}`;
      return cs
        ? `Trumfy ${suit(hint.suit)}: nejdelší barva z prvních sedmi karet (${hint.length}).`
        : `Trumps ${suit(hint.suit)}: the longest suit among the first seven cards (${hint.length}).`;
    case 'trumpsBlind':
      if (hint.win !== undefined)
        return `${cs ? 'Trumf z lidu' : 'Trumps blind'}${estimateTail(hint.win, lang)}`;
      return cs
        ? 'Prvních sedm karet nemá silnou barvu: trumf z lidu.'
        : 'The first seven cards have no strong suit: trumps blind.';
    case 'chooseGame':
      if (hint.by === 'proof')
        return cs
          ? `${capitalize(gameName(hint.game, lang))}: výhra v každém rozkladu (důkaz z vlastních karet).`
          : `${capitalize(gameName(hint.game, lang))}: won in every layout (a proof from its own cards).`;
      if (hint.by === 'learned' && hint.win !== null)
        return cs
          ? `${capitalize(gameName(hint.game, lang))}: výhra odhadem v ${pct(hint.win, lang)} rozkladů (naučený odhad z vlastních karet, bez propočítávání).`
          : `${capitalize(gameName(hint.game, lang))}: won in an estimated ${pct(hint.win, lang)} of layouts (the learned evaluation of its own cards, no deal solved).`;
      return `${capitalize(gameName(hint.game, lang))}${estimateTail(hint.win, lang)}`;
    case 'discard':
      return cs
        ? `Do talonu: ${list(
            hint.cards.map((c) => card(c)),
            lang,
          )}.`
        : `To the talon: ${list(
            hint.cards.map((c) => card(c)),
            lang,
          )}.`;
    case 'approve':
      return hint.best === null
        ? cs
          ? 'Dobrá: vyšší hra se nevyplatí.'
          : 'Good: no higher game is worth playing.'
        : hint.noGain === true
          ? cs
            ? `Dobrá: vyšší hra (${gameName(hint.best, lang)}) by vyšla odhadem v ${pct(hint.win, lang)} rozkladů, ale nevynese prokazatelně víc, než když hru schválíš.`
            : `Good: a higher game (${gameName(hint.best, lang)}) would succeed in an estimated ${pct(hint.win, lang)} of layouts, but it does not clearly pay more than letting the game stand.`
          : cs
            ? `Dobrá: vyšší hra (${gameName(hint.best, lang)}) vychází odhadem jen v ${pct(hint.win, lang)} rozkladů.`
            : `Good: a higher game (${gameName(hint.best, lang)}) would succeed in only ${pct(hint.win, lang)} of layouts.`;
    case 'refuse':
      return cs
        ? `Špatná: ${gameName(hint.game, lang)} vychází odhadem v ${pct(hint.win, lang)} rozkladů.`
        : `Bad: ${gameName(hint.game, lang)} succeeds in an estimated ${pct(hint.win, lang)} of layouts.`;
    case 'announce': {
      const parts = list(
        [
          componentName(hint.hundred ? 'hundred' : 'game', lang),
          ...(hint.seven ? [componentName('seven', lang)] : []),
        ],
        lang,
      );
      return `${cs ? 'Hlášení' : 'Announcing'} ${parts}${estimateTail(hint.win, lang)}`;
    }
    case 'double': {
      const calls: string[] = [];
      const against = hint.against ?? [];
      if (against.length > 0)
        calls.push(
          `${cs ? 'Hlášení' : 'Announcing'} ${list(
            against.map((k) => componentName(k, lang)),
            lang,
          )}`,
        );
      if (hint.components.length > 0) {
        const parts = list(
          hint.components.map((k) => componentName(k, lang)),
          lang,
        );
        calls.push(`${calls.length > 0 ? (cs ? 'flek' : 'double') : cs ? 'Flek' : 'Double'} (${parts})`);
      }
      if (hint.proven)
        return cs
          ? `${calls.join(', ')}: v barvách bez vlastního esa zbývá méně karet, než kolik jich má hráč v ruce, takže musí vynést do barvy s esem v této ruce a to štych vezme.`
          : `${calls.join(', ')}: the suits without an ace in this hand hold fewer cards than the declarer's hand, so he must lead into a suit whose ace is here, and it takes the trick.`;
      return `${calls.join(', ')}${estimateTail(hint.win, lang)}`;
    }
    case 'pass':
      if (hint.noProof)
        return cs
          ? 'Mlčím: proti betlu a durchu jen flek, který vlastní karty dokážou.'
          : 'Pass: against betl and durch, a double only where the hand’s own cards prove it.';
      return `${cs ? 'Mlčím' : 'Pass'}${estimateTail(hint.win, lang, true)}`;
    case 'bid':
      return cs
        ? `Nabídnout stupeň „${stepName(hint.step, lang)}“: list na něj stačí.`
        : `Bidding ${stepName(hint.step, lang)}: the hand is strong enough for it.`;
    case 'hold':
      return cs
        ? `Podržet s předností stupeň „${stepName(hint.step, lang)}“: list na něj stačí.`
        : `Holding ${stepName(hint.step, lang)} by priority: the hand is strong enough for it.`;
    case 'drop':
      return cs
        ? 'Dál: na žádný nabízený stupeň list nestačí.'
        : 'Dropping out: the hand is not strong enough for any step on offer.';
    case 'fold':
      return cs
        ? 'Omyl: ani s talonem list na sedmu nestačí.'
        : 'Fold: even with the talon the hand will not carry the seven.';
    case 'declare': {
      const trumps =
        hint.trump === null ? '' : cs ? `, trumfy ${suit(hint.trump)}` : `, trumps ${suit(hint.trump)}`;
      return cs
        ? `Hlásit závazek „${stepName(hint.step, lang)}“${trumps}: nejnižší, na který list s talonem stačí.`
        : `Declaring ${stepName(hint.step, lang)}${trumps}: the lowest contract the hand with the talon supports.`;
    }
    case 'callRank':
      if (hint.win !== undefined)
        return cs
          ? `Volat ${rankName(hint.rank, lang, deck, 'acc')} v trumfech${estimateTail(hint.win, lang)}`
          : `Calling the ${rankName(hint.rank, lang, deck)} of trumps${estimateTail(hint.win, lang)}`;
      return cs
        ? `Volat ${rankName(hint.rank, lang, deck, 'acc')} v trumfech: ta karta v listu chybí, její držitel bude spoluhráčem.`
        : `Calling the ${rankName(hint.rank, lang, deck)} of trumps: missing from the hand, its holder becomes the partner.`;
    case 'trumpSuit':
      return cs
        ? `Trumfy ${suit(hint.suit)}: nejdelší a nejsilnější barva z prvních karet (${hint.length}).`
        : `Trumps ${suit(hint.suit)}: the longest and strongest suit among the first cards (${hint.length}).`;
  }
}

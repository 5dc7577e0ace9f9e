/**
 * Why a computer player chose what it did: data the app shows as a hint or beside an opponent's call.
 * Like refusals (reason.ts), hints are data; `formatHint` turns one into Czech or English. Shares are
 * fractions 0..1 of the layouts (deals of the unseen cards) the player tried; `win` is null when the
 * choice came from a rule of thumb rather than an estimate.
 */
import type { Card, Suit } from '../cards/card.ts';
import type { AgainstKind, ComponentKind, Game } from '../engine/contract.ts';
import { plural } from './format.ts';
import { type Lang, capitalize, cardName, componentName, gameName, suitName } from './names.ts';

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
  /** A game chosen by its estimated chance over sampled deals. */
  | { readonly code: 'chooseGame'; readonly game: Game; readonly win: number | null }
  | { readonly code: 'discard'; readonly cards: readonly Card[] }
  /** Dobrá: no higher game promises enough; Špatná: this one does. */
  | { readonly code: 'approve'; readonly best: Game | null; readonly win: number }
  | { readonly code: 'refuse'; readonly game: Game; readonly win: number }
  | {
      readonly code: 'announce';
      readonly seven: boolean;
      readonly hundred: boolean;
      readonly win: number | null;
    }
  /**
   * Flek (or re …) on components, and seven or hundred against announced with the defence's first
   * answer, by the estimated chance of the side.
   */
  | {
      readonly code: 'double';
      readonly components: readonly ComponentKind[];
      readonly against?: readonly AgainstKind[];
      readonly win: number | null;
    }
  | { readonly code: 'pass'; readonly win: number | null };

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

/** The hint as one sentence. */
export function formatHint(hint: Hint, lang: Lang): string {
  const cs = lang === 'cs';
  const card = (c: Card, grammaticalCase: 'nom' | 'ins' = 'nom') => cardName(c, lang, grammaticalCase);
  switch (hint.code) {
    case 'forced':
      return cs ? 'Jiná možnost není.' : 'There is no other choice.';
    case 'random':
      return cs ? 'Náhodná volba.' : 'A random choice.';
    case 'bestCard':
      return cs
        ? `${capitalize(card(hint.card))}: nejlepší výsledek drží v ${pct(hint.keeps, lang)} rozkladů, ` +
            `strana vyhrává v ${pct(hint.wins, lang)} (${plural(hint.layouts, 'zkoušen', 'zkoušeny', 'zkoušeno')} ${hint.layouts} ${plural(hint.layouts, 'rozklad', 'rozklady', 'rozkladů')}).`
        : `${capitalize(card(hint.card))}: keeps the best result in ${pct(hint.keeps, lang)} of layouts, ` +
            `the side wins in ${pct(hint.wins, lang)} (${hint.layouts} ${hint.layouts === 1 ? 'layout' : 'layouts'} tried).`;
    case 'drawTrumps':
      return cs
        ? `Táhnu trumfy (${card(hint.card)}), ať soupeři nemají čím přebíjet.`
        : `Drawing trumps (${card(hint.card)}) so the opponents cannot ruff.`;
    case 'leadWinner':
      return cs
        ? `Vynáším ${card(hint.card)}: v barvě ho nikdo nepřebije.`
        : `Leading the ${card(hint.card)}: nobody can beat it in its suit.`;
    case 'leadLow':
      return cs
        ? `Vynáším nízko (${card(hint.card)}), nic cenného neriskuji.`
        : `Leading low (${card(hint.card)}), risking nothing of value.`;
    case 'takeTrick':
      return cs
        ? `Beru štych ${card(hint.card, 'ins')}, co nejlevněji.`
        : `Taking the trick with the ${card(hint.card)}, as cheaply as possible.`;
    case 'smear':
      return cs
        ? `Spoluhráč štych bere: mažu ${card(hint.card, 'ins')}.`
        : `My partner takes the trick: adding the ${card(hint.card)} for its points.`;
    case 'throwLow':
      return cs
        ? `Štych neberu, odhazuji ${card(hint.card)}.`
        : `Not taking the trick: throwing the ${card(hint.card)}.`;
    case 'trumps':
      if (hint.win !== undefined)
        return `${cs ? 'Trumfy' : 'Trumps'} ${suitName(hint.suit, lang)}${estimateTail(hint.win, lang)}`;
      return cs
        ? `Trumfy ${suitName(hint.suit, lang)}: z prvních sedmi karet je mám nejdelší (${hint.length}).`
        : `Trumps ${suitName(hint.suit, lang)}: my longest suit among the first seven (${hint.length}).`;
    case 'trumpsBlind':
      if (hint.win !== undefined)
        return `${cs ? 'Trumf volím z lidu' : 'Choosing trumps blind ("z lidu")'}${estimateTail(hint.win, lang)}`;
      return cs
        ? 'Prvních sedm karet nemá silnou barvu: trumf volím z lidu.'
        : 'The first seven cards have no strong suit: choosing trumps blind ("z lidu").';
    case 'chooseGame':
      return `${capitalize(gameName(hint.game, lang))}${estimateTail(hint.win, lang)}`;
    case 'discard':
      return cs
        ? `Do talonu ${list(
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
          ? 'Dobrá: vyšší hru hrát nechci.'
          : 'Dobrá: no higher game for me.'
        : cs
          ? `Dobrá: ${gameName(hint.best, lang)} by vyšel jen v ${pct(hint.win, lang)} rozkladů.`
          : `Dobrá: ${gameName(hint.best, lang)} would succeed in only ${pct(hint.win, lang)} of layouts.`;
    case 'refuse':
      return cs
        ? `Špatná: ${gameName(hint.game, lang)} vychází odhadem v ${pct(hint.win, lang)} rozkladů.`
        : `Špatná: ${gameName(hint.game, lang)} succeeds in an estimated ${pct(hint.win, lang)} of layouts.`;
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
        calls.push(`${calls.length > 0 ? (cs ? 'flek' : 'doubling') : cs ? 'Flek' : 'Doubling'} (${parts})`);
      }
      return `${calls.join(', ')}${estimateTail(hint.win, lang)}`;
    }
    case 'pass':
      return `${cs ? 'Mlčím' : 'No double'}${estimateTail(hint.win, lang, true)}`;
  }
}

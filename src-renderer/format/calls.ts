/**
 * Wording of the calls at the table (Dobrá, Špatná, Flek, Mlčím …) for the call bar and the speech
 * bubbles. The fixed words come from the message files; names of games, components and doubling steps
 * from src-shared/explain/names.ts. No rules here: what may be called comes from `view.legal`.
 */
import type { Action } from '../../src-shared/engine/action.ts';
import type { Component, ComponentKind } from '../../src-shared/engine/contract.ts';
import type { Call } from '../../src-shared/engine/state.ts';
import type { PublicAction } from '../../src-shared/api/game.ts';
import type { StepId } from '../../src-shared/variants/auction/ladder.ts';
import type { AuctionLadder, DoubleName, Ruleset } from '../../src-shared/rules/ruleset.ts';
import type { Table } from '../../src-shared/engine/table.ts';
import { thrownIn } from '../../src-shared/explain/thrown-in.ts';
import type { MessageKey } from '../i18n/keys.ts';
import {
  type Deck,
  type Lang,
  actionName,
  capitalize,
  cardName,
  componentName,
  doubleName,
  gameName,
  ladderStepName,
  rankName,
  suitName,
} from '../../src-shared/explain/names.ts';

/** `t` with named values over the app's keys (i18n/keys.ts): a key with no text does not compile. */
export type Translate = (key: MessageKey, named?: Record<string, unknown>) => string;

/** Actions decided with a button (the card actions are taken by clicking a card of the hand). */
export type CallAction = Exclude<Action, { type: 'play' | 'chooseTrump' | 'discard' }>;

export function isCallAction(a: Action): a is CallAction {
  return a.type !== 'play' && a.type !== 'chooseTrump' && a.type !== 'discard';
}

export interface CallContext {
  readonly t: Translate;
  readonly lang: Lang;
  /** The deck on screen, whose names the cards take (German when left out). */
  readonly deck?: Deck;
  readonly doubleNames: readonly DoubleName[];
  /** Licitovaný: the ladder whose document names the steps (the tournament one when left out). */
  readonly ladder?: AuctionLadder;
  /**
   * Licitovaný: the table and rules of the hand, so that the last seat's drop that threw the hand in
   * reads as such ("Zahazuji"), not as a plain "Dál".
   */
  readonly auction?: { readonly table: Table; readonly rules: Ruleset };
}

/** A step of the auction as the ladder's document names it, capitalised: "Sedma červená", "Lepší sto". */
export function stepLabel(step: StepId, ctx: Pick<CallContext, 'lang' | 'ladder'>): string {
  return capitalize(ladderStepName(step, ctx.ladder ?? 'csm', ctx.lang));
}

/** A declaration: "Sedma – trumfy zelené", "Dvě sedmy – trumfy žaludy, pomocná kule", "Betl". */
function declareLabel(a: Extract<Action, { type: 'declare' }>, ctx: CallContext): string {
  const step = stepLabel(a.step, ctx);
  if (a.trump === null) return step;
  const trump = suitName(a.trump, ctx.lang, ctx.deck);
  if (a.aux === null) return ctx.t('bars.declare', { step, trump });
  return ctx.t('bars.declareAux', { step, trump, aux: suitName(a.aux, ctx.lang, ctx.deck) });
}

/** "Flek (hra, sedma)"; components at different levels are named one by one: "Re (hra), flek (sedma)". */
function doubleLabel(
  components: readonly ComponentKind[],
  levels: ReadonlyMap<ComponentKind, number>,
  ctx: CallContext,
): string {
  const byLevel = new Map<number, ComponentKind[]>();
  for (const k of components) {
    const level = levels.get(k) ?? 1;
    byLevel.set(level, [...(byLevel.get(level) ?? []), k]);
  }
  return [...byLevel.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(
      ([level, kinds], i) =>
        `${i === 0 ? capitalize(doubleName(level, ctx.doubleNames, ctx.lang)) : doubleName(level, ctx.doubleNames, ctx.lang)} (${kinds
          .map((k) => componentName(k, ctx.lang))
          .join(', ')})`,
    )
    .join(', ');
}

/** The label of one action; `levels` gives the doubling level each doubled component reaches. */
function label(
  a: Action | PublicAction | Call,
  levels: ReadonlyMap<ComponentKind, number>,
  ctx: CallContext,
): string {
  const { t } = ctx;
  switch (a.type) {
    case 'chooseTrump':
      return a.card === null
        ? t('calls.trumpChosen')
        : t('calls.trumpCard', { card: cardName(a.card, ctx.lang, ctx.deck) });
    case 'chooseTrumpBlind':
      return t('calls.blind', { n: a.index + 1 });
    case 'chooseGame':
      return a.game === 'suit' ? t('calls.suit') : capitalize(gameName(a.game, ctx.lang));
    case 'discard':
      return t('calls.discard');
    case 'approve':
      return t('calls.approve');
    case 'refuse':
      return t('calls.refuse');
    case 'announce':
      return a.hundred
        ? a.seven
          ? t('calls.hundredSeven')
          : t('calls.hundred')
        : a.seven
          ? t('calls.seven')
          : t('calls.game');
    case 'double': {
      const parts: string[] = [];
      if (a.components.length > 0) parts.push(doubleLabel(a.components, levels, ctx));
      for (const k of a.against ?? []) parts.push(capitalize(componentName(k, ctx.lang)));
      return parts.join(' + ');
    }
    case 'pass':
      return t('calls.pass');
    case 'play':
      return cardName(a.card, ctx.lang, ctx.deck);
    case 'claim':
      return t('calls.claim');
    case 'bid':
      return stepLabel(a.step, ctx);
    case 'hold':
      return t('bars.hold');
    case 'drop':
      return t('bars.drop');
    case 'fold':
      return t('bars.fold');
    case 'declare':
      return declareLabel(a, ctx);
    case 'callRank':
      return t('bars.callRank', { rank: rankName(a.rank, ctx.lang, ctx.deck, 'acc') });
    case 'chooseTrumpSuit':
      return t('bars.trumpSuit', { suit: suitName(a.suit, ctx.lang, ctx.deck) });
    default:
      return capitalize(actionName((a as Action).type, ctx.lang));
  }
}

/** Label of a call the seat may make now; doubling levels follow the contract's components. */
export function callLabel(a: Action, components: readonly Component[], ctx: CallContext): string {
  const levels = new Map<ComponentKind, number>(components.map((c) => [c.kind, c.doubles + 1]));
  return label(a, levels, ctx);
}

/**
 * Labels of the actions of a hand's history, in order: each double named with the level it reached
 * then (flek, re, …), whatever was raised afterwards.
 */
export function historyLabels(history: readonly (PublicAction | Call)[], ctx: CallContext): string[] {
  const count = new Map<ComponentKind, number>();
  // "Mám" names the step it holds: the last one bid before it.
  let bid: StepId | null = null;
  const auctionCalls = history.filter((a) => a.type === 'bid' || a.type === 'hold' || a.type === 'drop');
  const thrown = ctx.auction ? thrownIn(auctionCalls, ctx.auction.table, ctx.auction.rules) : null;
  const threwInAt =
    thrown === null || thrown.threwIn === null
      ? -1
      : history.findLastIndex((a) => a.type === 'drop' && a.seat === thrown.threwIn);
  return history.map((a, i) => {
    if (i === threwInAt) return ctx.t('log.threwIn');
    if (a.type === 'bid') bid = a.step;
    if (a.type === 'hold' && bid !== null)
      return ctx.t('bars.holdStep', { step: ladderStepName(bid, ctx.ladder ?? 'csm', ctx.lang) });
    if (a.type === 'double') {
      const levels = new Map<ComponentKind, number>();
      for (const k of a.components) {
        const level = (count.get(k) ?? 0) + 1;
        count.set(k, level);
        levels.set(k, level);
      }
      return label(a, levels, ctx);
    }
    return label(a, new Map(), ctx);
  });
}

/** A stable key for an action (for test ids and for matching the hint). */
export function callId(a: Action): string {
  switch (a.type) {
    case 'chooseTrumpBlind':
      return `${a.type}-${a.index}`;
    case 'chooseGame':
      return `${a.type}-${a.game}`;
    case 'announce':
      return `${a.type}-${a.hundred ? 'hundred' : 'game'}${a.seven ? '-seven' : ''}`;
    case 'double':
      return [a.type, ...a.components, ...(a.against ?? [])].join('-');
    case 'bid':
      return `${a.type}-${a.step}`;
    case 'declare':
      return [
        a.type,
        a.step,
        ...(a.trump === null ? [] : [a.trump]),
        ...(a.aux === null ? [] : [a.aux]),
      ].join('-');
    case 'callRank':
      return `${a.type}-${a.rank}`;
    case 'chooseTrumpSuit':
      return `${a.type}-${a.suit}`;
    default:
      return a.type;
  }
}

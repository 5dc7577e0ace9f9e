/**
 * The person's prompt (the sentence above the call buttons), built from `view.legal`: it names only the
 * calls on offer — "z lidu" only while a blind trump is legal, "Mám" only when holding is, omyl only
 * when folding is — and a doubling by the ladder step it reaches ("Dáš re, nebo mlčíš?" to a declarer
 * facing a flek). The phase picks the sentence; the legal actions pick its parts.
 */
import type { Action } from '../../src-shared/engine/action.ts';
import type { SeatView } from '../../src-shared/engine/view.ts';
import { type Lang, doubleName } from '../../src-shared/explain/names.ts';
import { lastSeatAsked } from '../../src-shared/variants/auction/procedure.ts';
import { auctionChoice, declareChoice } from './auction.ts';
import type { Translate } from './calls.ts';
import type { MessageKey } from '../i18n/keys.ts';
import { doublingChoice } from './doubling.ts';
import { variantOf } from '../variants/registry.ts';

/** What the prompt reads of the seat's view. */
export type PromptView = Pick<SeatView, 'variant' | 'phase' | 'legal' | 'components' | 'rules' | 'auction'>;

const has = (legal: readonly Action[], type: Action['type']) => legal.some((a) => a.type === type);

/** "a, b, nebo c" / "a, b or c": the parts of a choice, the last after the language's "or". */
function orList(parts: readonly string[], t: Translate): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')}${t('prompt.orLast')}${parts.at(-1) ?? ''}`;
}

/** The doubling question: each step a legal double reaches by name, "proti" when offered, pass. */
function doublingPrompt(view: PromptView, t: Translate, lang: Lang): string {
  const choice = doublingChoice(view.legal, view.components);
  if (choice === null) return t('prompt.play');
  const levels = [...new Set(choice.toggles.flatMap((g) => (g.group === 'double' ? [g.level] : [])))].sort(
    (a, b) => a - b,
  );
  const steps = levels.map((l) => doubleName(l, view.rules.doubleNames, lang));
  const against = choice.toggles.some((g) => g.group === 'against');
  const parts: string[] = [];
  if (steps.length > 0) parts.push(t('prompt.doubleStep', { step: steps.join(' / ') }));
  if (against) parts.push(t('prompt.doubleAgainst'));
  if (parts.length === 0) return t('prompt.doublingPassOnly');
  if (choice.pass !== null) parts.push(t('prompt.doublePass'));
  const sentence = orList(parts, t);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}?`;
}

/** Licitovaný's auction: a (higher) step, "Mám", "Dál" or throwing the hand in, as offered. */
function auctionPrompt(view: PromptView, t: Translate): string {
  const choice = auctionChoice(view.legal);
  if (choice === null) return t('prompt.play');
  const parts: string[] = [];
  const held = view.auction !== null && view.auction.step !== null;
  if (choice.bids.length > 0) parts.push(t(held ? 'prompt.auctionRaise' : 'prompt.auctionBid'));
  if (choice.hold !== null) parts.push(t('prompt.auctionHold'));
  if (choice.drop !== null)
    parts.push(
      t(
        view.auction !== null && lastSeatAsked(view.auction) ? 'prompt.auctionThrowIn' : 'prompt.auctionDrop',
      ),
    );
  return t('prompt.auction', { calls: orList(parts, t) });
}

/** A prompt that names the pointer ("klikni") and its touch screen's words ("ťukni"). */
export const TOUCH_WORDS: Readonly<Partial<Record<MessageKey, MessageKey>>> = {
  'prompt.trumpChoice': 'touch.trumpChoice',
  'prompt.trumpChoiceCard': 'touch.trumpChoiceCard',
  'prompt.fourHandTrumpChoice': 'touch.fourHandTrumpChoice',
};

/**
 * The prompt of the seat to act, in the current language; worded only from what `legal` offers. On a
 * touch screen (`touch`) a card is tapped, not clicked.
 */
export function promptText(view: PromptView, t: Translate, lang: Lang, touch = false): string {
  const legal = view.legal;
  const own = variantOf(view.variant).prompts;
  const pointer = (key: MessageKey) => t(touch ? (TOUCH_WORDS[key] ?? key) : key);
  switch (view.phase) {
    case 'trumpChoice':
      if (own.trumpChoice) return pointer(own.trumpChoice);
      return pointer(has(legal, 'chooseTrumpBlind') ? 'prompt.trumpChoice' : 'prompt.trumpChoiceCard');
    case 'answer': {
      const refuse = has(legal, 'refuse');
      if (!refuse) return t('prompt.answerApprove');
      return t(own.answer ?? 'prompt.answer');
    }
    case 'doubling':
      return doublingPrompt(view, t, lang);
    case 'auction':
      return auctionPrompt(view, t);
    case 'talon': {
      const c = declareChoice(legal);
      return t(c !== null && c.fold !== null ? 'prompt.talon' : 'prompt.talonDeclare');
    }
    default:
      return t(`prompt.${view.phase}`);
  }
}

/**
 * The bars of licitovaný, křížový and lízaný, read off `view.legal` only: the auction's bids, "Mám" and
 * "Dál"; the winner's omyl and the declare panel (the step, its trumps, the auxiliary suit of dvě sedmy,
 * each offered only as far as some legal declaration uses it); křížový's call of a rank and the card it
 * names in trumps. The engine alone knows what may be done; these functions only sort its actions.
 */
import type { Card, Rank, Suit } from '../../src-shared/cards/card.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import type { StepId } from '../../src-shared/variants/auction/ladder.ts';
import { calledCard } from '../../src-shared/variants/four-hand/call.ts';

export type BidAction = Extract<Action, { type: 'bid' }>;
export type HoldAction = Extract<Action, { type: 'hold' }>;
export type DropAction = Extract<Action, { type: 'drop' }>;
export type FoldAction = Extract<Action, { type: 'fold' }>;
export type DeclareAction = Extract<Action, { type: 'declare' }>;
export type CallRankAction = Extract<Action, { type: 'callRank' }>;

/** Actions with a bar of their own (AuctionBar, DeclarePanel, CallRank), never the call bar's buttons. */
export const OWN_BAR_TYPES: readonly Action['type'][] = [
  'bid',
  'hold',
  'drop',
  'fold',
  'declare',
  'callRank',
];

export function hasOwnBar(a: Action): boolean {
  return OWN_BAR_TYPES.includes(a.type);
}

/** The auction calls open to the seat to act: the steps on offer lowest first, "Mám", "Dál". */
export interface AuctionChoice {
  readonly bids: readonly BidAction[];
  readonly hold: HoldAction | null;
  readonly drop: DropAction | null;
}

export function auctionChoice(legal: readonly Action[]): AuctionChoice | null {
  const bids = legal.filter((a): a is BidAction => a.type === 'bid');
  const hold = legal.find((a): a is HoldAction => a.type === 'hold') ?? null;
  const drop = legal.find((a): a is DropAction => a.type === 'drop') ?? null;
  if (bids.length === 0 && hold === null && drop === null) return null;
  return { bids, hold, drop };
}

/** What the winner holding the talon may do: omyl, and the declarations (lowest step first). */
export interface DeclareChoice {
  readonly fold: FoldAction | null;
  readonly declarations: readonly DeclareAction[];
  /** The steps some declaration names, in the engine's (ladder) order. */
  readonly steps: readonly StepId[];
}

export function declareChoice(legal: readonly Action[]): DeclareChoice | null {
  const declarations = legal.filter((a): a is DeclareAction => a.type === 'declare');
  const fold = legal.find((a): a is FoldAction => a.type === 'fold') ?? null;
  if (declarations.length === 0 && fold === null) return null;
  return { fold, declarations, steps: [...new Set(declarations.map((d) => d.step))] };
}

/** The declare panel's selection; a suit left null is not chosen yet (or the step has none). */
export interface DeclareSelection {
  readonly step: StepId | null;
  readonly trump: Suit | null;
  readonly aux: Suit | null;
}

const ofStep = (c: DeclareChoice, step: StepId | null) => c.declarations.filter((d) => d.step === step);

/** The trumps some declaration of `step` names (empty for betl and durch). */
export function trumpsFor(c: DeclareChoice, step: StepId | null): Suit[] {
  return [...new Set(ofStep(c, step).flatMap((d) => (d.trump === null ? [] : [d.trump])))];
}

/** The auxiliary suits some declaration of `step` with `trump` names (empty unless dvě sedmy). */
export function auxFor(c: DeclareChoice, step: StepId | null, trump: Suit | null): Suit[] {
  return [
    ...new Set(
      ofStep(c, step)
        .filter((d) => d.trump === trump)
        .flatMap((d) => (d.aux === null ? [] : [d.aux])),
    ),
  ];
}

/**
 * The selection after choosing `step`, `trump` or `aux`: a suit that no longer fits is dropped, and a
 * suit with a single possibility is chosen for the player (hearts for a red step).
 */
export function selectDeclare(c: DeclareChoice, sel: DeclareSelection): DeclareSelection {
  const trumps = trumpsFor(c, sel.step);
  const trump =
    sel.trump !== null && trumps.includes(sel.trump) ? sel.trump : trumps.length === 1 ? trumps[0]! : null;
  const auxes = auxFor(c, sel.step, trump);
  const aux = sel.aux !== null && auxes.includes(sel.aux) ? sel.aux : auxes.length === 1 ? auxes[0]! : null;
  return { step: sel.step, trump, aux };
}

/** The first selection: the lowest step on offer (the one won), its suits as far as they are forced. */
export function initialDeclare(c: DeclareChoice): DeclareSelection {
  return selectDeclare(c, { step: c.steps[0] ?? null, trump: null, aux: null });
}

/** The legal declaration the selection makes, or null while something is missing. */
export function declareFor(c: DeclareChoice, sel: DeclareSelection): DeclareAction | null {
  return (
    c.declarations.find((d) => d.step === sel.step && d.trump === sel.trump && d.aux === sel.aux) ?? null
  );
}

/** What the selection still lacks before it can be declared. */
export type DeclareMissing = 'step' | 'trump' | 'aux';

export function declareMissing(c: DeclareChoice, sel: DeclareSelection): DeclareMissing | null {
  if (sel.step === null || !c.steps.includes(sel.step)) return 'step';
  if (sel.trump === null && trumpsFor(c, sel.step).length > 0) return 'trump';
  if (sel.aux === null && auxFor(c, sel.step, sel.trump).length > 0) return 'aux';
  return null;
}

/** One rank křížový's forehand may call, with the card it names in trumps and whether he holds it. */
export interface RankOption {
  readonly action: CallRankAction;
  readonly rank: Rank;
  /** The card called: the rank in trumps (null while trumps are unknown to the viewer). */
  readonly card: Card | null;
  /** He holds the card himself: calling it he plays alone (variants/four-hand/call.ts). */
  readonly own: boolean;
}

export function rankOptions(
  legal: readonly Action[],
  trump: Suit | null,
  hand: readonly Card[],
): RankOption[] {
  return legal
    .filter((a): a is CallRankAction => a.type === 'callRank')
    .map((action) => {
      const card = trump === null ? null : calledCard(trump, action.rank);
      return { action, rank: action.rank, card, own: card !== null && hand.includes(card) };
    });
}

/**
 * The two cards the auction's winner took from the talon: his hand now less the hand he held in the
 * auction (remembered by the table), or none when that hand is not known.
 */
export function talonTaken(before: readonly Card[] | null, now: readonly Card[]): Card[] {
  if (before === null) return [];
  const taken = now.filter((c) => !before.includes(c));
  return taken.length === now.length - before.length ? taken : [];
}

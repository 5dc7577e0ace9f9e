/**
 * What the analysis board shows, read off positions and the solver's answers: a random position to
 * start from, the money of a verdict in the favour of the side to move, the short label of each card
 * (best or its loss; the words come from src-shared/explain/verdict.ts), the cards the side to move may play (from `legalActions`), and a line grouped
 * by tricks. No rule is decided here: legality is the engine's, values are the solver's.
 */
import { type Card, CARDS } from '../../src-shared/cards/card.ts';
import {
  type Contract,
  type PracticeKind,
  practicePosition,
  variantPosition,
} from '../../src-shared/editor/random.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { legalActions } from '../../src-shared/engine/legal.ts';
import { type Position, announcedOf, fromPosition } from '../../src-shared/engine/position.ts';
import type { TableSnapshot } from '../../src-shared/api/game.ts';
import type { HandState } from '../../src-shared/engine/state.ts';
import type { SeatView } from '../../src-shared/engine/seat-view.ts';
import type { Analysis, CardVerdict, SeatCardStats } from '../../src-shared/api/solver.ts';
import { PRESETS } from '../../src-shared/rules/ruleset.ts';
import { MINUS } from '../../src-shared/explain/format.ts';
import { type Table, type Variant, activeSeats } from '../../src-shared/engine/table.ts';
import type { Lang } from '../../src-shared/explain/names.ts';
import { variantOf } from '../variants/registry.ts';

/**
 * A random position before the first lead at three seats whose declarer holds a hand fit for the
 * contract the learner practises (src-shared/editor/random.ts: the rules of thumb, the talon). Seeded.
 */
export function randomPosition(
  seed: number,
  kind: PracticeKind = 'any',
): { position: Position; state: HandState; contract: Contract } {
  return practicePosition(PRESETS.csm, kind, seed);
}

/**
 * A random position of a variant before the first lead (src-shared/editor/random.ts variantPosition):
 * licitovaný under the tournament rules (csm002), the others under ČSM's. Seeded.
 */
export function randomVariantPosition(
  seed: number,
  variant: Variant,
  kind: PracticeKind = 'any',
): { position: Position; state: HandState } {
  const r = variantOf(variant);
  if (r.practiceDeal) return randomPosition(seed, kind);
  return variantPosition(variant, PRESETS[r.csmPreset], kind, seed);
}

/** The cards the seat to act may play now (the engine's legal actions). */
export function playableCards(state: HandState): Card[] {
  return legalActions(state).flatMap((a: Action) => (a.type === 'play' ? [a.card] : []));
}

/** Money (units of the base each defender pays the declarer) turned to the favour of the side to move. */
export function moverMoney(value: number, side: Analysis['side']): number {
  return side === 'declarer' ? value : -value;
}

/** A card's figures for its label: best or not, its money and what it costs (the words: explain/verdict.ts). */
export interface CardLabel {
  readonly card: Card;
  readonly best: boolean;
  /** Money after this card in the mover's favour (units of the base). */
  readonly money: number;
  /** What it costs in money against the best card (units, ≥ 0). */
  readonly loss: number;
}

export function cardLabel(v: CardVerdict, analysis: Analysis): CardLabel {
  return { card: v.card, best: v.loss === 0, money: moverMoney(v.value, analysis.side), loss: v.loss };
}

/** The line as tricks: the cards already on the table in the current trick come first. */
export function lineTricks(inTrick: number, line: readonly Card[], players = 3): Card[][] {
  const out: Card[][] = [];
  let i = 0;
  let first = players - inTrick;
  while (i < line.length) {
    out.push(line.slice(i, i + first));
    i += first;
    first = players;
  }
  return out;
}

/** The same line's cards each with its index in the whole line (what BoardLine shows and steps to). */
export function lineSteps(
  inTrick: number,
  line: readonly Card[],
  players = 3,
): { card: Card; index: number }[][] {
  let i = 0;
  return lineTricks(inTrick, line, players).map((tr) => tr.map((card) => ({ card, index: i++ })));
}

/** Seat-view statistics as a percentage with no decimals ("83 %"). */
export function percent(share: number): number {
  return Math.round(share * 100);
}

/** The best cards of a seat analysis: those with the highest share of kept layouts. */
export function bestSeatCards(cards: readonly SeatCardStats[]): Set<Card> {
  const top = Math.max(...cards.map((c) => c.keeps));
  return new Set(cards.filter((c) => c.keeps === top).map((c) => c.card));
}

/**
 * The position at the first lead of a finished hand that was played (the cards every seat held then,
 * the contract with its doubles), for the board; null when the hand ended without play. Checked by
 * the engine.
 */
export function firstLeadPosition(snap: TableSnapshot): Position | null {
  const v = snap.view;
  const hands = snap.revealed;
  if (hands === null || v.game === null || v.declarer === null || v.tricks.length === 0) return null;
  const held = new Set(hands.flat());
  const position: Position = {
    rules: snap.settings.rules,
    players: v.table.size,
    dealer: v.table.dealer,
    declarer: v.declarer,
    game: v.game,
    trump: v.trump,
    announced: announcedOf(v.components),
    doubles: Object.fromEntries(v.components.map((c) => [c.kind, c.doubles])),
    hands,
    talon: CARDS.filter((c) => !held.has(c)),
    tricks: [],
  };
  return fromPosition(position).ok ? position : null;
}

/**
 * A mean over layouts as money with three decimals ("+0,347 Kč", "CZK −0.120"), in the style of
 * `formatMoney`, its minus sign too (a mean is not a payment: it is not rounded to whole haléř).
 */
export function formatMeanMoney(haler: number, lang: Lang): string {
  const rounded = Math.round(haler * 10) / 10;
  const sign = rounded < 0 ? MINUS : rounded > 0 ? '+' : '';
  const abs = (Math.abs(rounded) / 100).toFixed(3);
  return lang === 'cs' ? `${sign}${abs.replace('.', ',')} Kč` : `CZK ${sign}${abs}`;
}

/** Where a seat sits at the table: forehand, the middle hand, the rear hand (four), or the dealer when he plays. */
export type SeatPlace = 'forehand' | 'middle' | 'dealer' | 'rear' | 'out';

export function seatPlace(table: Table, seat: number): SeatPlace {
  const i = activeSeats(table).indexOf(seat);
  if (i < 0) return 'out';
  if (i === 0) return 'forehand';
  // At two (lízaný) the other seat is the dealer; at four playing (křížový) the dealer sits last.
  if (seat === table.dealer) return 'dealer';
  return i === 1 ? 'middle' : 'rear';
}

/**
 * A seat's hand as `seen` shows it (`view(state, viewer)`, all the viewer may know): its cards where the
 * view has them (the viewer's own, a hand laid open), else null with only how many it holds.
 */
export function seenHand(seen: SeatView, seat: number): { cards: readonly Card[] | null; count: number } {
  const count = seen.handSizes[seat] ?? 0;
  if (seat === seen.seat) return { cards: seen.hand, count };
  const open = seen.laidOpen[seat] ?? (seat === seen.declarer ? seen.openHand : null);
  return { cards: open, count };
}

/**
 * The adversarial re-deal (Bridge Master's defence): given what a seat has seen and the card it chose,
 * an arrangement of the unseen cards, among those consistent with its view, in which that card loses
 * against best play (the layout where it loses most), or word that none exists. Pure, for workers.
 */
import {
  type Card,
  type HandState,
  type Position,
  type SeatView,
  cardAt,
  createRng,
  describe,
} from '../../src-shared/index.ts';
import type { Goal } from '../../src-shared/goal/goal.ts';
import { judgeGoal } from '../solver/goal.ts';
import { enumerateFrom, layoutModel, modelCount, sampleFrom } from '../solver/layouts.ts';
import { Search } from '../solver/search.ts';

export interface RedealOptions {
  /** Seed of the sample when the layouts are too many to try every one. */
  readonly seed?: number;
  /** Every layout is tried when there are at most this many (default 500); else `sample` of them. */
  readonly exactLimit?: number;
  readonly sample?: number;
}

export type Redeal =
  | {
      readonly found: true;
      /** The re-dealt hand: the seat's view of it is the view given. */
      readonly layout: HandState;
      readonly position: Position;
      /** Money the chosen card loses there against the layout's best card (> 0). */
      readonly loss: number;
      /** The cards that keep the best result in that layout. */
      readonly best: readonly Card[];
      readonly tried: number;
    }
  | {
      readonly found: false;
      readonly tried: number;
      /** Every consistent layout was tried: the card holds against all of them. */
      readonly exhaustive: boolean;
    };

/**
 * The layouts a re-deal tries for `card` (legal for the seat to act in `seatView`): every one when there
 * are at most `exactLimit`, else a seeded sample of `sample`.
 */
function layoutsToTry(
  seatView: SeatView,
  card: Card,
  options: RedealOptions,
): { layouts: Iterable<HandState>; exhaustive: boolean } {
  if (seatView.phase !== 'play' || seatView.toAct !== seatView.seat)
    throw new Error('redeal needs the view of the seat to act in the play phase');
  if (!seatView.legal.some((a) => a.type === 'play' && a.card === card))
    throw new Error(`${card} is not a legal card here`);
  const model = layoutModel(seatView);
  const exhaustive = modelCount(model) <= (options.exactLimit ?? 500);
  const layouts = exhaustive
    ? enumerateFrom(model)
    : sampleFrom(model, createRng(options.seed ?? 0), options.sample ?? 200);
  return { layouts, exhaustive };
}

/** A layout beating `card` (legal for the seat to act in `seatView`), or none. */
export function redeal(seatView: SeatView, card: Card, options: RedealOptions = {}): Redeal {
  const { layouts, exhaustive } = layoutsToTry(seatView, card, options);
  const declarerSide = seatView.seat === seatView.declarer;
  let worst: { layout: HandState; loss: number; best: Card[] } | null = null;
  let tried = 0;
  for (const layout of layouts) {
    tried++;
    const search = new Search(layout);
    const values = search.classes().map((cls) => ({
      cards: cls.map(cardAt),
      value: search.valueAfter(cardAt(cls[0] as number)),
    }));
    const top = declarerSide
      ? Math.max(...values.map((v) => v.value))
      : Math.min(...values.map((v) => v.value));
    const mine = values.find((v) => v.cards.includes(card))?.value as number;
    const loss = declarerSide ? top - mine : mine - top;
    if (loss > 0 && (worst === null || loss > worst.loss))
      worst = { layout, loss, best: values.filter((v) => v.value === top).flatMap((v) => v.cards) };
  }
  if (worst === null) return { found: false, tried, exhaustive };
  return { found: true, ...worst, position: describe(worst.layout), tried };
}

export type GoalRedeal =
  | {
      readonly found: true;
      /** A layout the seat cannot rule out in which `card` misses the goal. */
      readonly layout: HandState;
      readonly position: Position;
      readonly tried: number;
    }
  | { readonly found: false; readonly tried: number; readonly exhaustive: boolean };

/**
 * A layout consistent with `seatView` in which `card` misses `goal` (the goal judge, every hand open),
 * or none. Money: `redeal` (the layout where the card loses most). Other goals: the first layout that
 * beats the card, the layouts tried in a seeded order (every one when at most `exactLimit`, else
 * `sample` of them).
 */
export function redealAgainst(
  seatView: SeatView,
  card: Card,
  goal: Goal,
  options: RedealOptions = {},
): GoalRedeal {
  if (goal.kind === 'money') {
    const r = redeal(seatView, card, options);
    return r.found ? { found: true, layout: r.layout, position: r.position, tried: r.tried } : r;
  }
  const { layouts, exhaustive } = layoutsToTry(seatView, card, options);
  let tried = 0;
  for (const layout of layouts) {
    tried++;
    const mine = judgeGoal(layout, goal).cards.find((c) => c.card === card);
    if (mine !== undefined && !mine.meets) return { found: true, layout, position: describe(layout), tried };
  }
  return { found: false, tried, exhaustive };
}

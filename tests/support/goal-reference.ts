/**
 * The goal judge's reference: a plain minimax over the engine itself (legalActions, apply, settle), no
 * pruning, no tables, no solver code. Every goal of one seat is valued in one walk of the tree: at a leaf
 * the settlement is read once for all of them; at a node each goal takes the max (the seat's side to move)
 * or the min of its children. Also: random endings of the variants dealt and played through their flows.
 */
import {
  type Action,
  type Card,
  type HandState,
  type PresetId,
  type Side,
  type Table,
  apply,
  legalActions,
  newHand,
  preset,
  settle,
  shuffledDeck,
  sideOf,
  tricksPerHand,
} from '../../src-shared/index.ts';
import { type Goal, goalMet, isBinaryGoal } from '../../src-shared/goal/goal.ts';
import type { Rng } from '../../src-shared/util/random.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/** The seat's side's score of a finished hand for one goal: binary 1/0, points, money for that side. */
function leaf(end: HandState, goals: readonly Goal[], side: Side): number[] {
  const s = settle(end);
  return goals.map((g) => {
    if (isBinaryGoal(g)) return goalMet(g, s, side) ? 1 : 0;
    if (g.kind === 'points') return side === 'declarer' ? s.points.declarer : s.points.defence;
    if (g.kind === 'money') return side === 'declarer' ? s.perDefender : -s.perDefender;
    return 1;
  });
}

function minimax(s: HandState, goals: readonly Goal[], side: Side): number[] {
  if (s.phase === 'finished') return leaf(s, goals, side);
  const ours = sideOf(s, s.toAct as number) === side;
  let best: number[] | null = null;
  for (const a of legalActions(s)) {
    if (a.type !== 'play') continue;
    const r = apply(s, a);
    if (!r.ok) throw new Error('the engine refused its own legal action');
    const v = minimax(r.value, goals, side);
    if (best === null) best = v;
    else
      for (let i = 0; i < v.length; i++)
        best[i] = ours ? Math.max(best[i]!, v[i]!) : Math.min(best[i]!, v[i]!);
  }
  return best as number[];
}

/**
 * Per goal, the legal cards of the seat to act that meet it: binary goals the cards after which the seat's
 * side forces the goal; money and points the cards reaching the best value for the seat's side; every
 * legal card for everyLegal. `values` per goal and card (the seat's side's view: money negated for the defence).
 */
export function referenceJudge(
  s: HandState,
  goals: readonly Goal[],
): { cards: Card[]; meets: Card[][]; values: number[][] } {
  const side = sideOf(s, s.toAct as number);
  const cards: Card[] = [];
  const per: number[][] = [];
  for (const a of legalActions(s)) {
    if (a.type !== 'play') continue;
    const r = apply(s, a);
    if (!r.ok) throw new Error('the engine refused its own legal action');
    cards.push(a.card);
    per.push(minimax(r.value, goals, side));
  }
  const meets = goals.map((g, i) => {
    const vals = per.map((v) => v[i] as number);
    const target = isBinaryGoal(g) ? 1 : Math.max(...vals);
    return cards.filter((_, k) => vals[k] === target);
  });
  return { cards, meets, values: goals.map((_, i) => per.map((v) => v[i] as number)) };
}

/** A random legal action (never a claim); in the talon, a dvě sedmy declaration when `steer` and offered. */
export function flowAction(s: HandState, rng: Rng, steer: boolean): Action {
  const all = legalActions(s).filter((a) => a.type !== 'claim');
  const two = all.filter((a) => a.type === 'declare' && a.step.startsWith('twoSevens'));
  const from = steer && two.length > 0 ? two : all;
  return from[rng.int(from.length)] as Action;
}

/**
 * A hand of the variant played randomly from a random deal until `left` tricks and `extra` cards of the
 * next are left (and, in lízaný, the stock is gone); null when it ended or never reached play.
 */
export function flowEnding(
  rng: Rng,
  variant: 'auction' | 'twoHand' | 'fourHand',
  id: PresetId,
  table: Table,
  left: number,
  extra: number,
  steer: boolean,
): HandState | null {
  let s = newHand({ rules: preset(id), table, deck: shuffledDeck(rng), variant });
  for (let guard = 0; guard < 400; guard++) {
    if (s.phase === 'finished') return null;
    if (
      s.phase === 'play' &&
      stockOf(s).length === 0 &&
      s.tricks.length === tricksPerHand(s) - left &&
      (s.trick?.cards.length ?? 0) === extra
    )
      return s;
    const r = apply(s, flowAction(s, rng, steer));
    if (!r.ok) throw new Error('the engine refused its own legal action');
    s = r.value;
  }
  return null;
}

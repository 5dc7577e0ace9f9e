/**
 * The goals a task can set a seat, one vocabulary for lessons, drills, repetition and the review: keep or
 * stop the contract or one of its parts, the most money, the most points, no trick (betl), every legal
 * card. The binary kinds are decided on a settled hand by `goalMet`; the solver's judge
 * (src-main/solver/goal.ts) plays them exactly. Words: explain/goal.ts; the JSON form: `GoalSchema`.
 */
import * as v from 'valibot';
import { type Card, SUITS } from '../cards/card.ts';
import { has } from '../cards/cardset.ts';
import { COMPONENTS, type ComponentKind, type Side, announcesSeven, otherSide } from '../engine/contract.ts';
import { sideOf, tricksPerHand } from '../engine/score.ts';
import type { HandState } from '../engine/state.ts';
import { type Seat, activeSeats } from '../engine/table.ts';
import { seatOfCard } from '../engine/trick.ts';
import { shapeError } from '../io/errors.ts';
import { closedFields, oneOf, refine } from '../io/schema.ts';
import type { ItemKind, Settlement } from '../settlement/result.ts';

/** What a keep or stop goal is about: the whole contract or one part of it. */
export const GOAL_PARTS = ['contract', 'game', 'seven', 'hundred', 'betl', 'durch'] as const;
export type GoalPart = (typeof GOAL_PARTS)[number];

export const GOAL_KINDS = ['keep', 'stop', 'money', 'points', 'noTrick', 'everyLegal'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export type Goal =
  /** The seat's side has at least one item of the part and wins every one of them. */
  | { readonly kind: 'keep'; readonly part: GoalPart }
  /**
   * The other side wins none of its items of the part; the contract: the other side fails to keep it (at
   * least one of its parts lost).
   */
  | { readonly kind: 'stop'; readonly part: GoalPart }
  /** The most money for the seat's side (the solver's value; analyze's loss 0). */
  | { readonly kind: 'money' }
  /** The most card points and marriages for the seat's side. */
  | { readonly kind: 'points' }
  /** The betl declarer takes no trick. */
  | { readonly kind: 'noTrick' }
  /** Every card the rules allow (the engine's legal set). */
  | { readonly kind: 'everyLegal' };

/** The kinds met or missed on a settled hand (goalMet); the rest compare cards with each other. */
export const BINARY_KINDS = ['keep', 'stop', 'noTrick'] as const satisfies readonly GoalKind[];
export type BinaryGoal = Extract<Goal, { readonly kind: (typeof BINARY_KINDS)[number] }>;

export function isBinaryGoal(goal: Goal): goal is BinaryGoal {
  return (BINARY_KINDS as readonly GoalKind[]).includes(goal.kind);
}

/** Whether a kind names a part (keep, stop). */
export function hasPart(kind: GoalKind): kind is 'keep' | 'stop' {
  return kind === 'keep' || kind === 'stop';
}

/** A short stable id: `keep.seven`, `stop.hundred`, `money`, `everyLegal`. */
export function goalId(goal: Goal): string {
  return 'part' in goal ? `${goal.kind}.${goal.part}` : goal.kind;
}

/** A goal id read back (the inverse of `goalId`), or why it names no goal. */
export type GoalIdResult =
  { readonly ok: true; readonly goal: Goal } | { readonly ok: false; readonly why: string };

/**
 * The goal of an id `goalId` writes: `keep.seven`, `stop.contract`, `money`, `points`, `noTrick`,
 * `everyLegal`. An unknown kind, a keep or stop without a known part, or a part after another kind is
 * refused with the problem in English (the command line's usage error).
 */
export function parseGoalId(id: string): GoalIdResult {
  const dot = id.indexOf('.');
  const kind = dot < 0 ? id : id.slice(0, dot);
  const part = dot < 0 ? undefined : id.slice(dot + 1);
  if (!(GOAL_KINDS as readonly string[]).includes(kind))
    return { ok: false, why: `unknown goal kind "${kind}" (${GOAL_KINDS.join(', ')})` };
  const k = kind as GoalKind;
  if (hasPart(k)) {
    if (part === undefined || !(GOAL_PARTS as readonly string[]).includes(part))
      return {
        ok: false,
        why:
          part === undefined
            ? `${k} needs a part: ${k}.<${GOAL_PARTS.join('|')}>`
            : `unknown part "${part}" of ${k} (${GOAL_PARTS.join(', ')})`,
      };
    return { ok: true, goal: { kind: k, part: part as GoalPart } };
  }
  if (part !== undefined) return { ok: false, why: `${k} takes no part (got "${id}")` };
  return { ok: true, goal: { kind: k } };
}

export function sameGoal(a: Goal, b: Goal): boolean {
  return goalId(a) === goalId(b);
}

/**
 * The settlement items of each part. Seven: the announced ones (sedma, sedma proti) and dvě sedmy, which
 * announces the trump seven with the auxiliary one (engine/contract.ts SEVEN_KINDS), and the silent one.
 * Contract: the items of the contract's components, never a silent one.
 */
const PART_KINDS: Readonly<Record<GoalPart, readonly ItemKind[]>> = {
  contract: COMPONENTS,
  game: ['game'],
  seven: ['seven', 'sevenAgainst', 'twoSevens', 'silentSeven'],
  hundred: ['hundred', 'hundredAgainst', 'silentHundred'],
  betl: ['betl', 'openBetl'],
  durch: ['durch', 'openDurch'],
};

/** One item of a part as a goal reads it: whose it is and whether it was won. */
export interface PartItem {
  readonly side: Side;
  readonly won: boolean;
}

/**
 * The items of `part` in a settlement. A silent hundred replaces the plain game (rules/000 čl. V odst. 7):
 * for the game and the contract it stands for the declarer's game, won when the hundred is his side's
 * and lost when it is the defence's; for the hundred it is an item of the side that made it.
 */
export function partItems(settlement: Pick<Settlement, 'items'>, part: GoalPart): PartItem[] {
  const kinds = PART_KINDS[part];
  const out: PartItem[] = [];
  for (const item of settlement.items) {
    if (kinds.includes(item.kind)) out.push({ side: item.side, won: item.won });
    else if (item.kind === 'silentHundred' && (part === 'game' || part === 'contract'))
      out.push({ side: 'declarer', won: item.side === 'declarer' });
  }
  return out;
}

/**
 * Whether a settled hand meets a binary goal for `side`. keep P: the side has at least one item of P and
 * wins every one; stop P: no item of P of the other side is won (the contract: not every one won, so
 * stopping a contract is the complement of keeping it); noTrick: the side declared a betl (open or
 * not) and kept it.
 */
export function goalMet(goal: BinaryGoal, settlement: Pick<Settlement, 'items'>, side: Side): boolean {
  switch (goal.kind) {
    case 'keep': {
      const own = partItems(settlement, goal.part).filter((i) => i.side === side);
      return own.length > 0 && own.every((i) => i.won);
    }
    case 'stop': {
      const theirs = partItems(settlement, goal.part).filter((i) => i.side === otherSide(side));
      // The contract is stopped when the other side fails to keep it: one part lost is enough (the
      // declarer keeps a contract only by winning every part). A single part: none of it won.
      if (goal.part === 'contract') return theirs.length === 0 || theirs.some((i) => !i.won);
      return theirs.every((i) => !i.won);
    }
    case 'noTrick':
      return (
        side === 'declarer' &&
        settlement.items.some((i) => (i.kind === 'betl' || i.kind === 'openBetl') && i.won)
      );
  }
}

/** The part of a contract component (the game's is `game`, a seven against's `seven`, …). */
export function partOf(kind: ComponentKind): GoalPart {
  for (const part of ['game', 'seven', 'hundred', 'betl', 'durch'] as const)
    if (PART_KINDS[part].includes(kind)) return part;
  return 'contract';
}

/**
 * The seat of a card that can still take the last trick: held, or played to the open trick when that is
 * the last one; null once it has fallen earlier.
 */
function seatWith(state: HandState, card: Card): Seat | null {
  for (const s of activeSeats(state.table)) if (has(state.hands[s] ?? 0, card)) return s;
  const trick = state.trick;
  const i = trick?.cards.indexOf(card) ?? -1;
  const last = state.tricks.length === tricksPerHand(state) - 1;
  return trick && i >= 0 && last ? seatOfCard(state, trick.leader, i) : null;
}

/**
 * The goals that make sense for `seat` at a position in play, in the vocabulary's order: keep each part
 * of its side's contract and the contract; stop each part of the other side's and its contract; a silent
 * seven (keep for the side holding the trump seven, stop for the other) while the trump seven is still in
 * play and the contract announces none; a silent hundred (keep for a side with a marriage announced or
 * still in one hand, stop for the other) where the plain game is played and no hundred is announced;
 * the most money; the most points (suit games); no trick for the betl declarer; every legal card. The
 * miner keeps those that separate right cards from wrong ones.
 */
export function goalsFor(state: HandState, seat: Seat): Goal[] {
  const side = sideOf(state, seat);
  const keep = new Set<GoalPart>();
  const stop = new Set<GoalPart>();
  for (const c of state.components) {
    const to = c.side === side ? keep : stop;
    to.add('contract');
    to.add(partOf(c.kind));
  }
  const trump = state.trump;
  if (state.game === 'suit' && trump !== null) {
    if (!announcesSeven(state.components)) {
      const holder = seatWith(state, `${trump}7` as Card);
      if (holder !== null) (sideOf(state, holder) === side ? keep : stop).add('seven');
    }
    const kinds = new Set(state.components.map((c) => c.kind));
    if (kinds.has('game') && !kinds.has('hundred') && !kinds.has('hundredAgainst'))
      for (const s of activeSeats(state.table)) {
        const hand = state.hands[s] ?? 0;
        const pair = SUITS.some((u) => has(hand, `${u}O` as Card) && has(hand, `${u}K` as Card));
        if (pair || state.marriages.some((m) => m.seat === s))
          (sideOf(state, s) === side ? keep : stop).add('hundred');
      }
  }
  const out: Goal[] = [];
  for (const part of GOAL_PARTS) if (keep.has(part)) out.push({ kind: 'keep', part });
  for (const part of GOAL_PARTS) if (stop.has(part)) out.push({ kind: 'stop', part });
  out.push({ kind: 'money' });
  if (state.game === 'suit') out.push({ kind: 'points' });
  if (side === 'declarer' && (state.game === 'betl' || state.game === 'openBetl'))
    out.push({ kind: 'noTrick' });
  out.push({ kind: 'everyLegal' });
  return out;
}

const GoalFields = closedFields(
  {
    kind: oneOf(GOAL_KINDS),
    part: v.optional(v.unknown()),
  },
  'goal',
);

/**
 * A goal in JSON: `{"kind": "keep", "part": "seven"}`, `{"kind": "money"}`. keep and stop need a part
 * (contract, game, seven, hundred, betl, durch); the other kinds take none. A miss is a shape error at
 * its path (`.kind`, `.part`).
 */
export const GoalSchema = v.pipe(
  GoalFields,
  refine(({ kind, part }) => {
    if (hasPart(kind))
      return (GOAL_PARTS as readonly unknown[]).includes(part)
        ? null
        : shapeError('.part', GOAL_PARTS.join(' | '), part);
    return part === undefined ? null : shapeError('.part', `no part (${kind})`, part);
  }),
  v.transform(({ kind, part }): Goal => (hasPart(kind) ? { kind, part: part as GoalPart } : { kind })),
);

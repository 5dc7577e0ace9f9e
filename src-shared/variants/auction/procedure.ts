/**
 * The auction of licitovaný mariáš as a pure sub-machine over its own small state: who speaks, who
 * holds which step, who has dropped out, and how it ends (docs/variants.md, "State and phases").
 */
import type { Reason } from '../../explain/reason.ts';
import type { AuctionAllPass, AuctionLadder, AuctionProcedure, Ruleset } from '../../rules/ruleset.ts';
import type { Seat } from '../../engine/table.ts';
import { type Ladder, LADDERS, nextStep, outranks, stepsAbove, type StepId } from './ladder.ts';

/**
 * The auction's reading of the rules, from the Ruleset's licitovaný block (docs/rules.md, "Licitovaný").
 * - procedure `duel`: the rear hand (dealt last, the seat before forehand) opens against forehand, the
 *   middle player waits and takes the place of whichever drops out (OP čl. VII odst. 3).
 * - `duelDealerLast`: the seat right of the dealer opens against forehand, the dealer comes in last
 *   against the survivor and may match him (AP, "Licitovaný Mariáš"). At three that is the middle seat
 *   against forehand with the dealer last; at four (dealer sitting out) we read "dealer" as the last
 *   active seat.
 * - `rotation`: from forehand every seat in turn (DP, "Mariáš licitovaný").
 * - allPass `lastSeatChooses` (open question 9; every preset): in a duel, the last seat left when both
 *   others dropped without a bid — forehand under `duel`, who otherwise only answers; the dealer under
 *   `duelDealerLast` (AP) — is asked: he bids any step, and the auction closes at it (he takes the talon
 *   and declares), or drops, throwing the hand in. `redeal`: the hand is thrown in without asking him.
 *   In `rotation` every seat has its own turn, so a round of passes is always a redeal.
 */
export interface AuctionRules {
  readonly ladder: AuctionLadder;
  readonly procedure: AuctionProcedure;
  /** Steps may be skipped (OP čl. VII odst. 3; DP's worked auction skips one: open question 2). */
  readonly skip: boolean;
  /**
   * `rotation` only: a seat that passed is out for good. Off: it may bid again when its turn comes
   * round (DP's worked auction, open question 3). In a duel dropping out is always final.
   */
  readonly passFinal: boolean;
  readonly allPass: AuctionAllPass;
}

/** The auction options of a ruleset. */
export function auctionRulesOf(rules: Ruleset): AuctionRules {
  return {
    ladder: rules.auctionLadder,
    procedure: rules.auctionProcedure,
    skip: rules.auctionSkip,
    passFinal: rules.auctionPassFinal,
    allPass: rules.auctionAllPass,
  };
}

/** An auction call. `hold` is "Mám": taking the current step over from a seat of lower priority. */
export type AuctionAction =
  | { readonly type: 'bid'; readonly seat: Seat; readonly step: StepId }
  | { readonly type: 'hold'; readonly seat: Seat }
  | { readonly type: 'drop'; readonly seat: Seat };

export type AuctionResult =
  | { readonly kind: 'won'; readonly seat: Seat; readonly step: StepId }
  /** Nobody bid: the hand is thrown in. */
  | { readonly kind: 'redeal' };

export interface AuctionState {
  readonly rules: AuctionRules;
  /** The ladder of `rules.ladder`, lowest first. */
  readonly ladder: Ladder;
  /** The seats in the auction, forehand first. */
  readonly seats: readonly Seat[];
  /** An earlier seat may hold ("Mám") the step of a later one. */
  readonly priority: readonly Seat[];
  /** The highest step bid or held so far, and who holds it. */
  readonly step: StepId | null;
  readonly holder: Seat | null;
  /** Duel: the two seats in it now. Rotation: every seat not out. */
  readonly speaking: readonly Seat[];
  /** Duel: who comes in, in order, when one of the two drops out. */
  readonly waiting: readonly Seat[];
  /** Dropped for good. */
  readonly out: readonly Seat[];
  /** Rotation: seats that passed since the last bid or hold. */
  readonly passed: readonly Seat[];
  /** Seat to speak; null once the auction is over. */
  readonly toAct: Seat | null;
  readonly result: AuctionResult | null;
}

function earlier(priority: readonly Seat[], a: Seat, b: Seat): boolean {
  return priority.indexOf(a) < priority.indexOf(b);
}

/**
 * A fresh auction. `seats` are the seats taking part in play order from forehand (three: forehand,
 * middle, rear; the rear hand is the dealer at three and the seat right of him at four).
 */
export function newAuction(seats: readonly Seat[], rules: AuctionRules): AuctionState {
  if (seats.length < 2) throw new Error('an auction needs at least two seats');
  const ladder = LADDERS[rules.ladder];
  const base = { rules, ladder, seats, step: null, holder: null, out: [], passed: [], result: null };
  const first = seats[0] as Seat;
  const last = seats[seats.length - 1] as Seat;
  const middle = seats.slice(1, -1);
  switch (rules.procedure) {
    case 'duel':
      // The rear hand opens against forehand (OP čl. VII odst. 3).
      return { ...base, priority: seats, speaking: [first, last], waiting: middle, toAct: last };
    case 'duelDealerLast': {
      // The seat right of the dealer opens against forehand; the dealer waits and outranks both (AP).
      if (seats.length < 3)
        return { ...base, priority: seats, speaking: [first, last], waiting: [], toAct: last };
      const opener = seats[seats.length - 2] as Seat;
      const priority = [last, ...seats.slice(0, -1)];
      const waiting = [...seats.slice(1, -2), last];
      return { ...base, priority, speaking: [first, opener], waiting, toAct: opener };
    }
    case 'rotation':
      return { ...base, priority: seats, speaking: seats, waiting: [], toAct: first };
  }
}

/**
 * The seat to act is the last one left, every other having dropped without a bid (`lastSeatChooses`, or a
 * rotation's last seat when passes are final): his drop throws the hand in, his bid of any step wins.
 */
export function lastSeatAsked(state: AuctionState): boolean {
  return state.result === null && state.toAct !== null && state.speaking.length === 1 && state.step === null;
}

/** Why an auction call is refused (explain/reasons/auction.ts; worded in explain/words/auction.ts). */
export type AuctionRefusal = Extract<
  Reason,
  {
    readonly code:
      'auctionOver' | 'notYourTurn' | 'stepNotOnLadder' | 'bidTooLow' | 'bidSkips' | 'holdNotAllowed';
  }
>;

/** Whether the seat to act may say "Mám" now. */
function mayHold(state: AuctionState, seat: Seat): boolean {
  return state.holder !== null && state.holder !== seat && earlier(state.priority, seat, state.holder);
}

/** The steps the seat to act may bid, lowest first. */
function biddable(state: AuctionState): StepId[] {
  if (state.rules.skip) return stepsAbove(state.step, state.ladder);
  const next = nextStep(state.step, state.ladder);
  return next === null ? [] : [next];
}

/** Every call open to the seat to act (none once the auction is over). */
export function auctionActions(state: AuctionState): AuctionAction[] {
  const seat = state.toAct;
  if (seat === null || state.result !== null) return [];
  const out: AuctionAction[] = biddable(state).map((step) => ({ type: 'bid', seat, step }));
  if (mayHold(state, seat)) out.push({ type: 'hold', seat });
  out.push({ type: 'drop', seat });
  return out;
}

/** Why `action` may not be taken now, or null when it may. */
export function auctionRefusal(state: AuctionState, action: AuctionAction): AuctionRefusal | null {
  const { ladder, procedure } = state.rules;
  if (state.result !== null || state.toAct === null) return { code: 'auctionOver', procedure };
  if (action.seat !== state.toAct) return { code: 'notYourTurn', seat: action.seat, toAct: state.toAct };
  switch (action.type) {
    case 'drop':
      return null;
    case 'hold':
      return mayHold(state, action.seat) ? null : { code: 'holdNotAllowed', holder: state.holder, procedure };
    case 'bid': {
      if (!state.ladder.includes(action.step)) return { code: 'stepNotOnLadder', step: action.step, ladder };
      if (!outranks(action.step, state.step, state.ladder))
        return { code: 'bidTooLow', step: action.step, current: state.step as StepId, ladder };
      const next = nextStep(state.step, state.ladder);
      if (!state.rules.skip && next !== null && action.step !== next)
        return { code: 'bidSkips', step: action.step, next };
      return null;
    }
  }
}

/** Duel: who speaks next between the two — the one not holding; with nothing bid, the lower priority. */
function duelTurn(state: AuctionState): Seat | null {
  const [a, b] = state.speaking as [Seat, Seat | undefined];
  if (b === undefined) return a;
  if (state.holder === a) return b;
  if (state.holder === b) return a;
  return earlier(state.priority, a, b) ? b : a;
}

function won(state: AuctionState, seat: Seat, step: StepId): AuctionState {
  return { ...state, toAct: null, result: { kind: 'won', seat, step } };
}

function redeal(state: AuctionState): AuctionState {
  return { ...state, toAct: null, result: { kind: 'redeal' } };
}

/** The next seat in play order after `seat` that is not out. */
function nextInRotation(state: AuctionState, seat: Seat): Seat {
  const n = state.seats.length;
  let i = state.seats.indexOf(seat);
  for (let k = 0; k < n; k++) {
    i = (i + 1) % n;
    const s = state.seats[i] as Seat;
    if (!state.out.includes(s)) return s;
  }
  return seat;
}

function reduceDuel(state: AuctionState, action: AuctionAction): AuctionState {
  const seat = action.seat;
  if (action.type === 'bid' || action.type === 'hold') {
    const step = action.type === 'bid' ? action.step : (state.step as StepId);
    const next: AuctionState = { ...state, step, holder: seat };
    // The last seat left with nothing bid before him wins by bidding (`lastSeatChooses`).
    if (state.speaking.length === 1) return won(next, seat, step);
    return { ...next, toAct: duelTurn(next) };
  }
  // Drop: the seat is out; the next waiting seat takes its place (OP čl. VII odst. 3).
  const rest = state.speaking.filter((s) => s !== seat);
  const out = [...state.out, seat];
  const [entrant, ...waiting] = state.waiting;
  if (entrant !== undefined) {
    const next: AuctionState = { ...state, out, speaking: [...rest, entrant], waiting };
    return { ...next, toAct: duelTurn(next) };
  }
  const survivor = rest[0];
  if (state.holder !== null && state.step !== null) return won({ ...state, out }, state.holder, state.step);
  if (survivor === undefined || state.rules.allPass === 'redeal') return redeal({ ...state, out });
  // `lastSeatChooses`: the last seat left may still take the talon at any step, or throw in.
  return { ...state, out, speaking: [survivor], toAct: survivor };
}

function reduceRotation(state: AuctionState, action: AuctionAction): AuctionState {
  const seat = action.seat;
  if (action.type === 'bid' || action.type === 'hold') {
    const step = action.type === 'bid' ? action.step : (state.step as StepId);
    const next: AuctionState = { ...state, step, holder: seat, passed: [] };
    const others = next.seats.filter((s) => s !== seat && !next.out.includes(s));
    if (others.length === 0) return won(next, seat, step);
    return { ...next, toAct: nextInRotation(next, seat) };
  }
  const passed = [...state.passed, seat];
  const out = state.rules.passFinal ? [...state.out, seat] : state.out;
  const next: AuctionState = {
    ...state,
    passed,
    out,
    speaking: state.speaking.filter((s) => !out.includes(s)),
  };
  const pending = next.seats.filter((s) => s !== next.holder && !out.includes(s) && !passed.includes(s));
  if (pending.length === 0) {
    if (next.holder !== null && next.step !== null) return won(next, next.holder, next.step);
    // Everybody passed with nothing bid; every seat has had its turn, so `allPass` changes nothing here.
    return redeal(next);
  }
  return { ...next, toAct: nextInRotation(next, seat) };
}

/** The state after `action`. The action must be allowed (`auctionRefusal` null); throws otherwise. */
export function auctionReduce(state: AuctionState, action: AuctionAction): AuctionState {
  const refusal = auctionRefusal(state, action);
  if (refusal !== null) throw new Error(`auction call refused: ${refusal.code}`);
  return state.rules.procedure === 'rotation' ? reduceRotation(state, action) : reduceDuel(state, action);
}

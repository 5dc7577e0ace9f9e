/**
 * The flow of lízaný mariáš (the English description, "Lízaný Mariáš"; docs/variants.md): two seats;
 * forehand names trumps from his first four and is the declarer of a suit game (open question 24), the
 * second packets are dealt, he announces hra, sedma, sto or sto a sedma, and the dealer answers in the
 * common doubling (seven or hundred against, flek …). Nothing is announced once the first card is led.
 * Play hooks: no duty while the stock lasts (twoHandLifted; the announced seven still waits), the draw
 * after each trick, and a view that shows each seat its own cards and only the size of the stock.
 */
import type { Reason } from '../../explain/reason.ts';
import type { Action } from '../../engine/action.ts';
import { announcedComponents, startDoubling } from '../../engine/doubling.ts';
import type { HandState } from '../../engine/state.ts';
import type { Seat, Table } from '../../engine/table.ts';
import { announceBan, announceChoices } from './announce.ts';
import {
  drawAfter,
  drawnBy,
  forTwoHand,
  newTwoHand,
  nameTrumps,
  trumpSuitActions,
  twoHandPlayRule,
} from './hand.ts';
import type { Flow } from '../../engine/flow.ts';

function legalActions(state: HandState): Action[] {
  const seat = state.toAct as Seat;
  switch (state.phase) {
    case 'trumpSuit':
      return trumpSuitActions(state);
    case 'announce':
      if (state.trump === null) return [];
      return announceChoices(state.hands[seat] ?? 0, state.trump).map((a): Action => ({
        type: 'announce',
        seat,
        seven: a.seven,
        hundred: a.hundred,
      }));
    default:
      return [];
  }
}

function refusal(state: HandState, action: Action): Reason {
  const seat = state.toAct as Seat;
  if (action.type === 'announce' && state.trump !== null) {
    const ban = announceBan(state.hands[seat] ?? 0, state.trump, action);
    if (ban !== null) return ban;
  }
  // Not reachable for a well-formed action of the right phase: every suit may be named.
  return { code: 'wrongPhase', action: action.type, phase: state.phase };
}

function reduce(state: HandState, action: Action): HandState {
  switch (action.type) {
    case 'chooseTrumpSuit':
      return nameTrumps(state, action);
    case 'announce': {
      const components = announcedComponents(state.declarer as Seat, action);
      return startDoubling({ ...state, components, calls: [...state.calls, action] }, TWO_HAND_FLOW);
    }
    default:
      throw new Error(`lízaný does not reduce ${action.type} in ${state.phase}`);
  }
}

export const TWO_HAND_FLOW: Flow = {
  variant: 'twoHand',
  phases: ['trumpSuit', 'announce'],
  actionPhases: { chooseTrumpSuit: 'trumpSuit', announce: 'announce' },
  newHand(setup) {
    const table: Table = setup.table;
    if (table.size !== 2) throw new Error(`lízaný is played by two, not ${table.size}`);
    return newTwoHand({ rules: setup.rules, table: { ...table, size: 2 }, deck: setup.deck });
  },
  rules: forTwoHand,
  legalActions,
  refusal,
  reduce,
  playRule: twoHandPlayRule,
  afterTrick(state) {
    const last = state.tricks[state.tricks.length - 1];
    return last === undefined ? state : drawAfter(state, last.winner);
  },
  // The common view already shows only the seat's own hand and the stock's size; the draws it may
  // know are its own.
  viewExtras(state, seat, view) {
    return { ...view, drawn: drawnBy(state, seat) };
  },
};

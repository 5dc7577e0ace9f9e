/**
 * The phases every variant shares once the contract stands: doubling (rules/000 čl. V odst. 5) and the
 * start of play. A flow enters them with `startDoubling(state, itself)`; the reducer continues them with
 * the hand's flow (apply.ts). The flow's hooks (flow.ts) say who speaks for a side; this module looks
 * no variant up, so the flows may import it.
 */
import type { Ruleset } from '../rules/ruleset.ts';
import type { Action } from './action.ts';
import { type Component, type ComponentKind, type Game, type Side, otherSide } from './contract.ts';
import type { Flow } from './flow.ts';
import type { HandState } from './state.ts';
import { type Seat, forehand, othersAfter } from './table.ts';
import { doublingCap } from '../rules/bounds.ts';

/** The seats that speak for a side in doubling, in order. */
export function sideSeats(state: HandState, side: Side, flow: Flow | null): Seat[] {
  const hook = flow?.doublingSeats;
  if (hook) return hook(state, side);
  const declarer = state.declarer as Seat;
  return side === 'declarer' ? [declarer] : othersAfter(state.table, declarer);
}

/** The declarer's components once he announces a suit game: the game or the hundred, and the seven. */
export function announcedComponents(
  declarer: Seat,
  action: Extract<Action, { type: 'announce' }>,
): Component[] {
  const components: Component[] = [
    { kind: action.hundred ? 'hundred' : 'game', side: 'declarer', announcer: declarer, doubles: 0 },
  ];
  if (action.seven) components.push({ kind: 'seven', side: 'declarer', announcer: declarer, doubles: 0 });
  return components;
}

/** The contract stands (declarer, game, components): the defence speaks first. `flow`: the hand's. */
export function startDoubling(state: HandState, flow: Flow | null): HandState {
  const queue = sideSeats(state, 'defence', flow);
  return {
    ...state,
    phase: 'doubling',
    toAct: queue[0] as Seat,
    doubling: {
      side: 'defence',
      queue,
      open: state.components.map((c) => c.kind),
      raised: [],
      first: true,
    },
  };
}

/** A call in doubling; `flow` is the hand's (its hooks say who speaks and whether play starts). */
export function speakInDoubling(
  state: HandState,
  action: Extract<Action, { type: 'double' | 'pass' }>,
  flow: Flow | null,
): HandState {
  const round = state.doubling as NonNullable<HandState['doubling']>;
  let components = state.components;
  let raised = round.raised;
  let open = round.open;
  if (action.type === 'double') {
    const up = new Set<ComponentKind>(action.components);
    components = components.map((c) => (up.has(c.kind) ? { ...c, doubles: c.doubles + 1 } : c));
    for (const kind of action.against ?? []) {
      components = [...components, { kind, side: 'defence', announcer: action.seat, doubles: 0 }];
    }
    raised = [...raised, ...action.components, ...(action.against ?? [])];
    open = open.filter((k) => !up.has(k));
  }
  const queue = round.queue.slice(1);
  const next: HandState = {
    ...state,
    components,
    doubling: { ...round, queue, open, raised },
    calls: [...state.calls, action],
  };
  if (queue.length > 0) return { ...next, toAct: queue[0] as Seat };
  // The round is over: the other side may answer what was raised, or doubling ends.
  const max = doublingCap(state.rules);
  const answerable = raised.filter((k) => {
    const c = components.find((x) => x.kind === k) as Component;
    return c.doubles < max;
  });
  if (answerable.length === 0) return startPlay({ ...next, doubling: null }, flow);
  const side = otherSide(round.side);
  const seats = sideSeats(state, side, flow);
  return {
    ...next,
    toAct: seats[0] as Seat,
    doubling: { side, queue: seats, open: answerable, raised: [], first: false },
  };
}

/** Whether a contract with these components is paid without playing (see Ruleset.unplayed). */
export function paidUnplayed(rules: Ruleset, game: Game | null, components: readonly Component[]): boolean {
  const rule = rules.unplayed;
  if (rule === 'never' || game !== 'suit') return false;
  const allowed: readonly ComponentKind[] = rule === 'game' ? ['game'] : ['game', 'seven'];
  return components.every((c) => allowed.includes(c.kind) && c.doubles === 0);
}

function startPlay(state: HandState, flow: Flow | null): HandState {
  if (paidUnplayed(state.rules, state.game, state.components))
    return { ...state, phase: 'finished', toAct: null, end: 'unplayed' };
  const ended = flow?.beforePlay?.(state) ?? null;
  if (ended !== null) return ended;
  // Forehand leads a suit game; the declarer leads betl and durch (rules/000 čl. II odst. 6).
  const leader = state.game === 'suit' ? forehand(state.table) : (state.declarer as Seat);
  return { ...state, phase: 'play', toAct: leader, trick: { leader, cards: [] } };
}

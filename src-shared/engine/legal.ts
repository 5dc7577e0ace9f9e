/**
 * Legality lives here and nowhere else: what the seat to act may do, and why anything else is refused.
 * Card play follows rules/000 čl. II odst. 7–8 and čl. IV odst. 11 (play.ts); doubling čl. V odst. 5.
 * The bidding phases belong to the variant's flow (variants/: volený's in variants/chosen/flow.ts),
 * reached through the registry (variants/registry.ts) and only through the functions here.
 */
import type { Card } from '../cards/card.ts';
import { has, toCards } from '../cards/cardset.ts';
import type { Reason } from '../explain/reason.ts';
import { flowOf } from '../variants/registry.ts';
import { type Action, type ActionType, actionKey } from './action.ts';
import { type AgainstKind, type ComponentKind, AGAINST } from './contract.ts';
import type { Flow } from './flow.ts';
import { type PlayRule, commonPlayRule } from './play.ts';
import { hasMarriage } from './score.ts';
import type { HandState, Phase } from './state.ts';
import { type Seat } from './table.ts';
import { doublingCap } from '../rules/bounds.ts';
import { claimRefusal, mayClaim } from './claim.ts';

/** The cards the seat to act may play now: the variant's rule (its flow) or the common one (play.ts). */
export function playRule(state: HandState): PlayRule {
  const hook = flowOf(state.variant)?.playRule;
  return hook ? hook(state) : commonPlayRule(state);
}

// ---------------------------------------------------------------------------------------------
// Doubling helpers

function againstAllowed(state: HandState, seat: Seat): AgainstKind[] {
  if (state.doubling?.first !== true || state.trump === null) return [];
  const kinds = new Set(state.components.map((c) => c.kind));
  const hand = state.hands[seat] ?? 0;
  return AGAINST.filter((k) =>
    k === 'sevenAgainst'
      ? !kinds.has('seven') && !kinds.has('sevenAgainst') && has(hand, `${state.trump}7` as Card)
      : !kinds.has('hundred') && !kinds.has('hundredAgainst') && hasMarriage(hand),
  );
}

function doublable(state: HandState): ComponentKind[] {
  const max = doublingCap(state.rules);
  return (state.doubling?.open ?? []).filter((k) => {
    const c = state.components.find((x) => x.kind === k);
    return c !== undefined && c.doubles < max;
  });
}

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let m = 0; m < 1 << items.length; m++) out.push(items.filter((_, i) => (m >> i) & 1));
  return out;
}

// ---------------------------------------------------------------------------------------------

/** The flow deciding the phase the hand is in, or null in the common phases (doubling, play, finished). */
function phaseFlow(state: HandState): Flow | null {
  return COMMON_PHASES.includes(state.phase) ? null : flowOf(state.variant);
}

const COMMON_PHASES: readonly Phase[] = ['doubling', 'play', 'finished'];

/** The phase of the actions every variant shares. */
const COMMON_ACTION_PHASE: Readonly<Partial<Record<ActionType, Phase>>> = {
  double: 'doubling',
  pass: 'doubling',
  play: 'play',
  claim: 'play',
};

/** Every action the seat to act may take; empty when the hand is over. */
export function legalActions(state: HandState): Action[] {
  const seat = state.toAct;
  if (seat === null || state.phase === 'finished') return [];
  switch (state.phase) {
    case 'doubling': {
      const out: Action[] = [{ type: 'pass', seat }];
      const against = subsets(againstAllowed(state, seat));
      for (const components of subsets(doublable(state)))
        for (const a of against) {
          if (components.length === 0 && a.length === 0) continue;
          out.push(
            a.length > 0
              ? { type: 'double', seat, components, against: a }
              : { type: 'double', seat, components },
          );
        }
      const ban = flowOf(state.variant)?.doublingBan;
      return ban
        ? out.filter((a) => ban(state, a as Extract<Action, { type: 'double' | 'pass' }>) === null)
        : out;
    }
    case 'play': {
      const out = toCards(playRule(state).allowed).map((card): Action => ({ type: 'play', seat, card }));
      // Ložená hra: the declarer may lay the rest down (claim.ts).
      if (mayClaim(state)) out.push({ type: 'claim', seat });
      return out;
    }
    default:
      // The bidding: the variant's flow, or nothing while the variant has none.
      return phaseFlow(state)?.legalActions(state) ?? [];
  }
}

/** Whether the action is one of `legalActions(state)`. */
export function isLegal(state: HandState, action: Action): boolean {
  if (state.phase === 'play' && action.type === 'play') {
    return action.seat === state.toAct && has(playRule(state).allowed, action.card);
  }
  const key = actionKey(action);
  return legalActions(state).some((a) => actionKey(a) === key);
}

/**
 * Why an action that is not legal is refused. Call only for an action `isLegal` rejected; the checks
 * mirror the ones `legalActions` is built from.
 */
export function refusal(state: HandState, action: Action): Reason {
  const seat = state.toAct;
  if (state.phase === 'finished' || seat === null) return { code: 'handOver' };
  if (action.seat !== seat) return { code: 'notYourTurn', seat: action.seat, toAct: seat };
  const flow = flowOf(state.variant);
  if (flow === null) return { code: 'variantNotAvailable', variant: state.variant };
  const phase = COMMON_ACTION_PHASE[action.type] ?? flow.actionPhases[action.type];
  if (phase !== state.phase) return { code: 'wrongPhase', action: action.type, phase: state.phase };
  if (COMMON_ACTION_PHASE[action.type] === undefined) return flow.refusal(state, action);
  const hand = state.hands[seat] ?? 0;
  switch (action.type) {
    case 'double': {
      const open = doublable(state);
      for (const k of action.components) {
        const c = state.components.find((x) => x.kind === k);
        const max = doublingCap(state.rules);
        if (c && c.doubles >= max && state.doubling?.open.includes(k))
          return {
            code: 'doubleLimit',
            component: k,
            max,
            bound: state.rules.maxDoubles === null ? 'exactMoney' : 'rules',
          };
        if (!open.includes(k)) return { code: 'cannotDouble', component: k };
      }
      const allowed = againstAllowed(state, seat);
      for (const k of action.against ?? []) {
        if (allowed.includes(k)) continue;
        if (state.doubling?.first !== true || state.trump === null) return { code: 'againstNotNow', kind: k };
        const kinds = state.components.map((c) => c.kind);
        if (kinds.includes(k) || kinds.includes(k === 'sevenAgainst' ? 'seven' : 'hundred'))
          return { code: 'againstTaken', kind: k };
        return k === 'sevenAgainst'
          ? { code: 'againstNeedsSeven', card: `${state.trump}7` as Card }
          : { code: 'againstNeedsMarriage' };
      }
      if (action.components.length === 0 && (action.against ?? []).length === 0)
        return { code: 'emptyDouble' };
      const ban = flow.doublingBan?.(state, action);
      if (ban) return ban;
      break;
    }
    case 'pass': {
      const ban = flow.doublingBan?.(state, action);
      if (ban) return ban;
      break;
    }
    case 'claim':
      return claimRefusal(state, seat);
    case 'play': {
      if (!has(hand, action.card)) return { code: 'notInHand', card: action.card };
      const rule = playRule(state);
      const hit = rule.excluded.find((e) => has(e.cards, action.card));
      if (hit) return hit.reason;
      break;
    }
    default:
      // A flow's own action type went to flow.refusal above.
      break;
  }
  // Not reachable for a well-formed action the engine refused; kept total for safety.
  return { code: 'wrongPhase', action: action.type, phase: state.phase };
}

/**
 * Every card of the acting seat's hand it may not use now, with the reason: cards it may not play in
 * the play phase, cards it may not lay in the talon when discarding.
 */
export function illegalCards(state: HandState): { card: Card; reason: Reason }[] {
  const seat = state.toAct;
  if (seat === null) return [];
  if (state.phase !== 'play') return phaseFlow(state)?.illegalCards?.(state) ?? [];
  return playRule(state).excluded.flatMap((e) =>
    toCards(e.cards).map((card) => ({ card, reason: e.reason })),
  );
}

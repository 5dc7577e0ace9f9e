/**
 * Legality lives here and nowhere else: what the seat to act may do, and why anything else is refused.
 * Card play follows rules/000 čl. II odst. 7–8 and čl. IV odst. 11; doubling čl. V odst. 5. The
 * bidding phases belong to the variant's flow (flows/: volený's in flows/chosen.ts), reached only
 * through the functions here.
 */
import {
  type Card,
  type Suit,
  SUITS,
  cardAt,
  cardIndex,
  STRENGTH_BY_INDEX,
  suitIndex,
} from '../cards/card.ts';
import { type CardSet, has, size, toCards } from '../cards/cardset.ts';
import type { Reason } from '../explain/reason.ts';
import { type Action, type ActionType, actionKey } from './action.ts';
import { type AgainstKind, type ComponentKind, AGAINST, SEVEN_KINDS } from './contract.ts';
import { hasMarriage } from '../variants/chosen/flow.ts';
import type { Flow } from './flow.ts';
import { flowOf } from '../variants/registry.ts';
import type { HandState, Phase } from './state.ts';
import { type Seat } from './table.ts';
import { doublingCap } from '../rules/bounds.ts';
import { claimRefusal, mayClaim } from './claim.ts';

// Volený's bidding helpers, at home in flows/chosen.ts since the dispatch; kept importable from here.
export { blindBan, hasMarriage, offeredGames, talonBan } from '../variants/chosen/flow.ts';

/** The cards a seat may play now, and for each narrowing step the cards it ruled out and why. */
export interface PlayRule {
  readonly allowed: CardSet;
  readonly excluded: readonly { readonly cards: CardSet; readonly reason: Reason }[];
}

const SUIT_MASKS = [0xff, 0xff00, 0xff0000, 0xff000000 >>> 0] as const;
const STRENGTH = STRENGTH_BY_INDEX;

function highestIn(played: readonly number[], suit: number, str: Int8Array): number {
  let best = -1;
  for (const c of played)
    if (c >> 3 === suit && (best < 0 || (str[c] as number) > (str[best] as number))) best = c;
  return best;
}

/** For each card index, the cards of its suit that beat it, in the suit order and in the plain order. */
export const HIGHER_BY_INDEX: Readonly<Record<'suit' | 'plain', Int32Array>> = {
  suit: higherTable(STRENGTH.suit),
  plain: higherTable(STRENGTH.plain),
};

function higherTable(str: Int8Array): Int32Array {
  return Int32Array.from({ length: 32 }, (_, card) => {
    let out = 0;
    const base = card & ~7;
    for (let c = base; c < base + 8; c++) if ((str[c] as number) > (str[card] as number)) out |= 1 << c;
    return out;
  });
}

/** The cards in hand at the last trick but one, from which the auxiliary seven may go (OP čl. IV odst. 11). */
const AUX_SEVEN_FROM = 2;

/**
 * The core of the play rule on card indices and masks (rules/000 čl. II odst. 7–8, čl. IV odst. 11):
 * follow suit and overtake unless the trick is trumped; when void, trump and overtrump; hold back an
 * announced seven while another card is allowed. `played` are the trick's cards so far, `trump` a suit
 * index or -1, `seven` the index of this seat's announced seven or -1. `note`, when given, receives each
 * narrowing step with the cards it excluded (the search passes none and pays nothing for it). `aux`
 * (dvě sedmy) is the index of the declarer's auxiliary seven or -1: held back like the trump seven until
 * the last trick but one, from which it is free (OP čl. IV odst. 9, 11): when only the two sevens are
 * left the auxiliary one goes first, and without the trump seven it may go beside any other card.
 */
export function allowedPlays(
  hand: CardSet,
  played: readonly number[],
  trump: number,
  seven: number,
  note?: (excluded: CardSet, reason: Reason) => void,
  aux = -1,
): CardSet {
  if (played.length === 0) return allowedInTrick(hand, -1, -1, -1, trump, seven, note, aux);
  const str = trump < 0 ? STRENGTH.plain : STRENGTH.suit;
  const led = (played[0] as number) >> 3;
  const topTrump = trump < 0 ? -1 : highestIn(played, trump, str);
  return allowedInTrick(hand, led, highestIn(played, led, str), topTrump, trump, seven, note, aux);
}

/**
 * The same rule from a summary of the trick (how the search keeps it): `led` the led suit or -1 when the
 * seat leads, `topLed` the highest card of the led suit played, `topTrump` the highest trump played or -1.
 * Allocates nothing unless `note` is given.
 */
export function allowedInTrick(
  hand: CardSet,
  led: number,
  topLed: number,
  topTrump: number,
  trump: number,
  seven: number,
  note?: (excluded: CardSet, reason: Reason) => void,
  aux = -1,
): CardSet {
  let allowed = hand | 0;
  if (led >= 0) {
    const higher = trump < 0 ? HIGHER_BY_INDEX.plain : HIGHER_BY_INDEX.suit;
    const follow = allowed & (SUIT_MASKS[led as 0] as number);
    if (follow !== 0) {
      if (follow !== allowed) {
        note?.((allowed & ~follow) >>> 0, { code: 'mustFollowSuit', suit: SUITS[led] as Suit });
        allowed = follow;
      }
      // A trick trumped in a plain suit need not be overtaken in that suit.
      if (topTrump < 0 || led === trump) {
        const over = allowed & (higher[topLed] as number);
        if (over !== 0 && over !== allowed) {
          note?.((allowed & ~over) >>> 0, { code: 'mustOvertake', card: cardAt(topLed) });
          allowed = over;
        }
      }
    } else if (trump >= 0 && (allowed & (SUIT_MASKS[trump as 0] as number)) !== 0) {
      const trumps = allowed & (SUIT_MASKS[trump as 0] as number);
      if (trumps !== allowed) {
        note?.((allowed & ~trumps) >>> 0, { code: 'mustTrump', trump: SUITS[trump] as Suit });
        allowed = trumps;
      }
      if (topTrump >= 0) {
        const over = allowed & (higher[topTrump] as number);
        if (over !== 0 && over !== allowed) {
          note?.((allowed & ~over) >>> 0, { code: 'mustOvertrump', card: cardAt(topTrump) });
          allowed = over;
        }
      }
    }
  }
  if (seven >= 0 && (allowed >>> seven) & 1) {
    const rest = allowed & ~(1 << seven);
    if (rest !== 0) {
      note?.((allowed & ~rest) >>> 0, { code: 'sevenMustWait', card: cardAt(seven) });
      allowed = rest;
    }
  }
  // The auxiliary seven waits only until the last trick but one (two cards left): from then on it may go,
  // with the trump seven in hand (held back above, so it must) or without it (OP čl. IV odst. 11).
  if (aux >= 0 && (allowed >>> aux) & 1 && size(hand) > AUX_SEVEN_FROM) {
    const rest = allowed & ~(1 << aux);
    if (rest !== 0) {
      note?.((allowed & ~rest) >>> 0, { code: 'auxSevenMustWait', card: cardAt(aux) });
      allowed = rest;
    }
  }
  return allowed >>> 0;
}

/** The cards the seat to act may play now: the variant's rule (flows/) or the common one. */
export function playRule(state: HandState): PlayRule {
  const hook = flowOf(state.variant)?.playRule;
  return hook ? hook(state) : commonPlayRule(state);
}

/** The play rule of rules/000 čl. II odst. 7–8 with the announced sevens held back (čl. IV odst. 11). */
export function commonPlayRule(state: HandState): PlayRule {
  const seat = state.toAct as Seat;
  const excluded: { cards: CardSet; reason: Reason }[] = [];
  const seven = announcedSevenOf(state, seat);
  const aux = auxSevenOf(state, seat);
  const allowed = allowedPlays(
    state.hands[seat] ?? 0,
    (state.trick?.cards ?? []).map(cardIndex),
    state.trump === null ? -1 : suitIndex(state.trump),
    seven === null ? -1 : cardIndex(seven),
    (cards, reason) => excluded.push({ cards, reason }),
    aux === null ? -1 : cardIndex(aux),
  );
  return { allowed, excluded };
}

/**
 * The trump seven this seat announced (sedma, sedma proti, or dvě sedmy: OP čl. IV odst. 9, 11) and
 * still holds back, if any.
 */
export function announcedSevenOf(state: HandState, seat: Seat): Card | null {
  if (state.trump === null) return null;
  const c = state.components.find((k) => SEVEN_KINDS.includes(k.kind) && k.announcer === seat);
  return c ? (`${state.trump}7` as Card) : null;
}

/**
 * The declarer's auxiliary seven in dvě sedmy (OP čl. IV odst. 9), held back like the trump seven
 * (čl. IV odst. 11); null for every other seat and contract.
 */
export function auxSevenOf(state: HandState, seat: Seat): Card | null {
  if (state.aux === null || seat !== state.declarer) return null;
  return state.components.some((k) => k.kind === 'twoSevens') ? (`${state.aux}7` as Card) : null;
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

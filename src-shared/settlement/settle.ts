/**
 * Settlement of a finished hand in money (rules/000 čl. V; rules/001 "Kategorie", "Příklady počítání").
 * Each component is itemised with its result, why, base rate, ×red, ×doubles and amount; the amounts
 * are what each defender pays the declarer (negative: what the declarer pays each defender).
 */
import type { Card } from '../cards/card.ts';
import type { ComponentKind, Side } from '../engine/contract.ts';
import { marriagePoints, sideOf, sidePoints } from '../engine/score.ts';
import { type HandState, type Marriage, TRICKS_PER_HAND } from '../engine/state.ts';
import type { Seat } from '../engine/table.ts';
import { seatOfCard } from '../engine/trick.ts';
import type { Ruleset } from '../rules/ruleset.ts';

export type ItemKind = ComponentKind | 'silentSeven' | 'silentHundred';

/** What an item needs to know of the component (or silent result) it settles. */
interface Owned {
  readonly kind: ItemKind;
  readonly side: Side;
  readonly doubles: number;
}

/** Why a component was won or lost, as data for the explanation formatter. */
export type Outcome =
  | { readonly code: 'unplayed' }
  | { readonly code: 'morePoints'; readonly declarer: number; readonly defence: number }
  | {
      readonly code: 'hundred';
      /** Points that count towards 100: cards plus the one marriage allowed. */
      readonly counted: number;
      /** All the side's points, for growth above 100. */
      readonly total: number;
      readonly marriage: number;
      readonly otherMarriages: number;
    }
  | { readonly code: 'sevenWon'; readonly seat: Seat }
  | { readonly code: 'sevenEarly'; readonly seat: Seat; readonly trick: number }
  | { readonly code: 'sevenKilled'; readonly seat: Seat; readonly by: Card; readonly bySeat: Seat }
  | { readonly code: 'noTrick' }
  | { readonly code: 'tookTrick'; readonly trick: number }
  | { readonly code: 'allTricks' }
  | { readonly code: 'lostTrick'; readonly trick: number };

export interface SettlementItem {
  readonly kind: ItemKind;
  /** The side that announced (or, for silent results, achieved) it. */
  readonly side: Side;
  readonly won: boolean;
  readonly outcome: Outcome;
  readonly rate: number;
  /** 2 when hearts are trumps and the rules double red games, else 1. */
  readonly red: number;
  readonly doubles: number;
  /** Hundreds only: 10-point steps above (won) or below (lost) the threshold that grow the amount. */
  readonly steps: number;
  /** Units each defender pays the declarer for this item (negative: the declarer pays). */
  readonly amount: number;
}

export interface Settlement {
  readonly items: readonly SettlementItem[];
  /** Units each defender pays the declarer in all, before the limit. */
  readonly total: number;
  /** After the limit (rules/000 čl. V odst. 9). */
  readonly perDefender: number;
  readonly limited: boolean;
  /** Money per seat in haléř; sums to zero. A seat sitting out pays as a defender (čl. V odst. 1). */
  readonly money: readonly number[];
  readonly declarer: Seat;
  readonly points: { readonly declarer: number; readonly defence: number };
}

/** The amount of a hundred (announced or silent) given its rate and growth steps. */
function hundredAmount(rules: Ruleset, rate: number, steps: number): number {
  switch (rules.hundredGrowth) {
    case 'rate':
      return rate * (1 + steps);
    case 'double':
      return rate * 2 ** steps;
    case 'halfGame':
      return rate + (steps * rules.rates.game) / 2;
  }
}

function countedMarriage(
  rules: Ruleset,
  marriages: readonly Marriage[],
  which: 'first' | 'highest' | 'all',
): number {
  if (marriages.length === 0) return 0;
  if (which === 'all') return marriagePoints(marriages);
  if (which === 'first') return (marriages[0] as Marriage).points;
  return Math.max(...marriages.map((m) => m.points));
}

/** Who played the trump seven in the last trick, and what became of it. */
function lastTrickSeven(state: HandState) {
  const last = state.tricks[TRICKS_PER_HAND - 1];
  if (!last || state.trump === null) return null;
  const seven = `${state.trump}7` as Card;
  const i = last.cards.indexOf(seven);
  if (i < 0) return null;
  const seat = seatOfCard(state, last.leader, i);
  if (last.winner === seat) return { seat, won: true as const };
  const w = last.cards.findIndex((_, k) => seatOfCard(state, last.leader, k) === last.winner);
  return { seat, won: false as const, by: last.cards[w] as Card, bySeat: last.winner };
}

function sevenOutcome(state: HandState, seat: Seat): { won: boolean; outcome: Outcome } {
  if (state.end === 'unplayed') return { won: true, outcome: { code: 'unplayed' } };
  const seven = `${state.trump}7` as Card;
  const trick = state.tricks.findIndex((t) => t.cards.includes(seven));
  if (trick >= 0 && trick < TRICKS_PER_HAND - 1)
    return { won: false, outcome: { code: 'sevenEarly', seat, trick } };
  const last = lastTrickSeven(state);
  if (last && last.won) return { won: true, outcome: { code: 'sevenWon', seat } };
  if (last && !last.won)
    return { won: false, outcome: { code: 'sevenKilled', seat, by: last.by, bySeat: last.bySeat } };
  return { won: false, outcome: { code: 'sevenEarly', seat, trick: Math.max(trick, 0) } };
}

export function settle(state: HandState): Settlement {
  const rules = state.rules;
  const declarer = state.declarer as Seat;
  const red = state.trump === 'H' && rules.redDoubles ? 2 : 1;
  const decl = sidePoints(state, 'declarer');
  const def = sidePoints(state, 'defence');
  const items: SettlementItem[] = [];
  const sign = (side: Side, won: boolean) => ((side === 'declarer') === won ? 1 : -1);
  const push = (
    c: Owned,
    won: boolean,
    outcome: Outcome,
    rate: number,
    amountBeforeMultipliers: number,
    steps = 0,
    redFactor = red,
  ) => {
    items.push({
      kind: c.kind,
      side: c.side,
      won,
      outcome,
      rate,
      red: redFactor,
      doubles: c.doubles,
      steps,
      amount: sign(c.side, won) * amountBeforeMultipliers * redFactor * 2 ** c.doubles,
    });
  };

  const hundredItem = (c: Owned, rate: number, silent: boolean) => {
    const own = c.side === 'declarer' ? decl : def;
    const other = c.side === 'declarer' ? def : decl;
    const which = silent && rules.silentHundredMarriages === 'all' ? 'all' : rules.hundredMarriage;
    const marriage = countedMarriage(rules, own.marriages, which);
    const counted = own.cards + marriage;
    const total = own.cards + marriagePoints(own.marriages);
    const won = counted >= 100;
    const otherMarriages = marriagePoints(other.marriages);
    const steps = won
      ? (total - 100) / 10
      : (100 - counted) / 10 - 1 + (rules.hundredLossCountsMarriages ? otherMarriages / 10 : 0);
    const outcome: Outcome = { code: 'hundred', counted, total, marriage, otherMarriages };
    push(c, won, outcome, rate, hundredAmount(rules, rate, steps), steps);
  };

  const unplayed = state.end === 'unplayed';
  for (const c of state.components) {
    switch (c.kind) {
      case 'game': {
        const dp = decl.cards + marriagePoints(decl.marriages);
        const fp = def.cards + marriagePoints(def.marriages);
        const hundredAnnounced = state.components.some((k) => k.kind === 'hundredAgainst');
        // A silent hundred replaces the plain game at its own rate (rules/000 čl. V odst. 7).
        const silentSide: Side | null = unplayed || hundredAnnounced ? null : silentHundredSide(state);
        if (silentSide !== null) {
          hundredItem(
            { kind: 'silentHundred', side: silentSide, doubles: c.doubles },
            rules.rates.silentHundred,
            true,
          );
        } else {
          const won = unplayed || dp > fp;
          push(
            c,
            won,
            unplayed ? { code: 'unplayed' } : { code: 'morePoints', declarer: dp, defence: fp },
            rules.rates.game,
            rules.rates.game,
          );
        }
        break;
      }
      case 'hundred':
      case 'hundredAgainst':
        hundredItem(c, rules.rates.hundred, false);
        break;
      case 'seven':
      case 'sevenAgainst': {
        const { won, outcome } = sevenOutcome(state, c.announcer);
        push(c, won, outcome, rules.rates.seven, rules.rates.seven);
        break;
      }
      case 'betl':
      case 'openBetl':
      case 'durch':
      case 'openDurch': {
        const rate = rules.rates[c.kind] ?? 0;
        const betl = c.kind === 'betl' || c.kind === 'openBetl';
        const broken = state.end === (betl ? 'betlLost' : 'durchLost');
        const outcome: Outcome = broken
          ? { code: betl ? 'tookTrick' : 'lostTrick', trick: state.tricks.length - 1 }
          : { code: betl ? 'noTrick' : 'allTricks' };
        push(c, !broken, outcome, rate, rate, 0, 1);
        break;
      }
    }
  }

  // A silent seven: the trump seven took (or was beaten in) the last trick without being announced.
  const sevenAnnounced = state.components.some((c) => c.kind === 'seven' || c.kind === 'sevenAgainst');
  if (state.game === 'suit' && !unplayed && !sevenAnnounced) {
    const last = lastTrickSeven(state);
    if (last && (last.won || rules.silentSevenKilledPays)) {
      const side = sideOf(state, last.seat);
      const outcome: Outcome = last.won
        ? { code: 'sevenWon', seat: last.seat }
        : { code: 'sevenKilled', seat: last.seat, by: last.by, bySeat: last.bySeat };
      push(
        { kind: 'silentSeven', side, doubles: 0 },
        last.won,
        outcome,
        rules.rates.silentSeven,
        rules.rates.silentSeven,
      );
    }
  }

  const total = items.reduce((s, i) => s + i.amount, 0);
  const limit = rules.limit;
  const perDefender = limit !== null && Math.abs(total) > limit ? Math.sign(total) * limit : total;
  const defenders = Array.from({ length: state.table.size }, (_, s) => s).filter((s) => s !== declarer);
  const money = new Array<number>(state.table.size).fill(0);
  const each = Math.round(perDefender * rules.baseHaler);
  for (const d of defenders) money[d] = -each;
  money[declarer] = each * defenders.length;
  return {
    items,
    total,
    perDefender,
    limited: perDefender !== total,
    money,
    declarer,
    points: {
      declarer: decl.cards + marriagePoints(decl.marriages),
      defence: def.cards + marriagePoints(def.marriages),
    },
  };
}

/** The side that reached 100 with all its marriages (or one, per the rules), if any. */
function silentHundredSide(state: HandState): Side | null {
  for (const side of ['declarer', 'defence'] as const) {
    const p = sidePoints(state, side);
    const which = state.rules.silentHundredMarriages === 'all' ? 'all' : state.rules.hundredMarriage;
    if (p.cards + countedMarriage(state.rules, p.marriages, which) >= 100) return side;
  }
  return null;
}

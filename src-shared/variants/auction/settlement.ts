/**
 * Licitovaný's money beside its contracts (settled through the registry): omyl, and the raised limit
 * of a laid-down game both defenders doubled. Dvě sedmy is two-sevens.ts.
 */
import type { ComponentKind } from '../../engine/contract.ts';
import { sideOf } from '../../engine/score.ts';
import type { HandState } from '../../engine/state.ts';
import type { Ruleset } from '../../rules/ruleset.ts';
import type { SettlementRule } from '../../settlement/rule.ts';
import { EXTRAS_ID, type HandResult, type SideResult, type TrickCount } from '../../settlement/result.ts';
import { TWO_SEVENS_RULE } from './two-sevens.ts';

/** What omyl pays: the game and the seven, each at one flek, lost (turnajová pravidla, čl. II odst. 17). */
const FOLD_KINDS: readonly ComponentKind[] = ['game', 'seven'];
const FOLD_DOUBLES = 1;

/**
 * Omyl: the winner of a plain sedma folds without play and pays the game and the seven at one flek each,
 * whatever was doubled (there was no doubling): 6 units a defender at the ČSM rates, 1.20 Kč at 0.20 Kč
 * (turnajová pravidla, čl. I); the English description's "six points". A plain sedma, so never red.
 * The components the hand carries are settled so; any of the two it lacks is added.
 */
export const OMYL_RULE: SettlementRule = {
  id: 'omyl',
  variants: ['auction'],
  applies: (r) => r.end === 'folded',
  item(c, _r, ctx) {
    if (!FOLD_KINDS.includes(c.kind)) return null;
    const rate = c.kind === 'game' ? ctx.rules.rates.game : ctx.rules.rates.seven;
    return [ctx.item({ ...c, doubles: FOLD_DOUBLES }, false, { code: 'folded' }, rate, rate, 0, 1)];
  },
  extra(r, ctx) {
    return FOLD_KINDS.filter((kind) => !r.components.some((c) => c.kind === kind)).map((kind) => {
      const rate = kind === 'game' ? ctx.rules.rates.game : ctx.rules.rates.seven;
      const owned = { kind, side: 'declarer', doubles: FOLD_DOUBLES } as const;
      return ctx.item(owned, false, { code: 'folded' }, rate, rate, 0, 1);
    });
  },
};

/** The defenders who doubled anything in this hand (a sitting-out seat never doubles). */
const defenceDoublers = (r: HandResult): number =>
  (r.doublers ?? []).filter((s) => (r.sides ? r.sides[s] === 'defence' : s !== r.declarer)).length;

/**
 * The raised limit (turnajová pravidla, čl. II odst. 18 and čl. I: 150 Kč against 100 Kč) replaces the
 * limit when both defenders who play doubled a laid-down game (open question 10, reading a: only then).
 */
export const RAISED_LIMIT_RULE: SettlementRule = {
  id: 'raisedLimit',
  variants: ['auction'],
  applies: (r) => r.end === 'laidDown',
  limit(r, limit) {
    const raised = r.rules.raisedLimit ?? null;
    return limit === null || raised === null || defenceDoublers(r) < 2 ? limit : raised;
  },
};

const isCount = (v: unknown): v is TrickCount =>
  typeof v === 'object' && v !== null && 'declarer' in v && 'tricks' in v;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Whether a side made a silent hundred, which the common code pays instead of the game. */
function silentHundred(rules: Ruleset, side: SideResult): boolean {
  const marriages =
    side.marriages.length === 0
      ? 0
      : rules.silentHundredMarriages === 'all'
        ? sum(side.marriages)
        : rules.hundredMarriage === 'first'
          ? (side.marriages[0] as number)
          : Math.max(...side.marriages);
  return side.cards + marriages >= 100;
}

/**
 * The game by the majority of the tricks (`gameByTricks`; anglický popis, "Licitovaný Mariáš"). A silent
 * hundred still replaces the game, and a laid-down or folded hand is paid as the other rules say; so is
 * a result without the count (`extras.trickMajority`), which is then judged by points.
 */
export const TRICK_MAJORITY_RULE: SettlementRule = {
  id: EXTRAS_ID.trickMajority,
  variants: ['auction'],
  applies: (r) => (r.rules.gameByTricks ?? false) && r.end === 'played',
  read: (state: HandState): TrickCount => ({
    declarer: state.tricks.filter((t) => sideOf(state, t.winner) === 'declarer').length,
    tricks: state.tricks.length,
  }),
  item(c, r, ctx) {
    const count = r.extras?.[TRICK_MAJORITY_RULE.id];
    if (c.kind !== 'game' || !isCount(count)) return null;
    const hundredAgainst = r.components.some((k) => k.kind === 'hundredAgainst');
    if (
      !hundredAgainst &&
      (silentHundred(ctx.rules, r.declarerSide) || silentHundred(ctx.rules, r.defenceSide))
    )
      return null;
    const won = count.declarer * 2 > count.tricks;
    const rate = ctx.rules.rates.game;
    const outcome = { code: 'trickMajority', declarer: count.declarer, tricks: count.tricks } as const;
    return [ctx.item(c, won, outcome, rate, rate, 0, ctx.rules.redSparesGame ? 1 : ctx.red)];
  },
};

/** Licitovaný's settlement rules, as the registry lists them. */
export const AUCTION_SETTLEMENT_RULES: readonly SettlementRule[] = [
  TWO_SEVENS_RULE,
  OMYL_RULE,
  RAISED_LIMIT_RULE,
  TRICK_MAJORITY_RULE,
];

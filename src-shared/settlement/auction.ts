/**
 * Licitovaný's money beside its contracts (settled through the registry): omyl, and the raised limit
 * of a laid-down game both defenders doubled. Dvě sedmy is settlement/two-sevens.ts.
 */
import type { ComponentKind } from '../engine/contract.ts';
import type { SettlementRule } from './registry.ts';
import type { HandResult } from './settle.ts';
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

/** Licitovaný's settlement rules, as the registry lists them. */
export const AUCTION_SETTLEMENT_RULES: readonly SettlementRule[] = [
  TWO_SEVENS_RULE,
  OMYL_RULE,
  RAISED_LIMIT_RULE,
];

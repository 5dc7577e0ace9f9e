/**
 * The ranges a Ruleset's numbers may take (docs/rules.md, "Ranges"). Inside them every settlement is
 * finite and exact in haléř, and the solver's value never falls as the declarer's points rise (its
 * transposition table relies on that). Parsing refuses a ruleset outside them with the problem below.
 */
import type { Ruleset } from './ruleset.ts';

/** Inclusive ranges of the numeric options; rates are in units of the base, baseHaler in haléř. */
export const RULE_BOUNDS = {
  rate: { min: 0, max: 1000 },
  baseHaler: { min: 1, max: 10_000 },
  limit: { min: 1, max: 100_000 },
  maxDoubles: { min: 0, max: 20 },
} as const;

/** The most a defender may pay in one hand times the players who pay, in haléř: money stays exact. */
export const MAX_STAKE_HALER = Math.floor(Number.MAX_SAFE_INTEGER / 4);

/** Why a ruleset is refused; `option` is its path inside the rules object (`rates.game`, `limit`). */
export type RuleProblem =
  | {
      readonly kind: 'ruleOutOfRange';
      readonly option: string;
      readonly min: number;
      readonly max: number;
    }
  /** A silent hundred pays instead of the game: a smaller rate would make more points pay less. */
  | { readonly kind: 'silentHundredBelowGame'; readonly silentHundred: number; readonly game: number }
  /** With no limit, the most one hand can cost (in haléř) is beyond what is counted exactly. */
  | { readonly kind: 'stakesUnbounded'; readonly max: number };

const inRange = (v: number, r: { readonly min: number; readonly max: number }) =>
  Number.isFinite(v) && v >= r.min && v <= r.max;

/** Most growth steps of a hundred: 100 points short, plus 100 points of the other side's marriages. */
const MAX_HUNDRED_STEPS = 19;
/** Items of one settlement: the game (or silent hundred), hundred, seven, the other side's seven or hundred. */
const MAX_ITEMS = 5;

/** The most one defender can pay before the limit, in units of the base; Infinity without maxDoubles. */
export function worstTotal(r: Ruleset): number {
  if (r.maxDoubles === null) return Infinity;
  const rates = Object.values(r.rates).filter((x): x is number => x !== null);
  const top = Math.max(...rates);
  const growth =
    r.hundredGrowth === 'rate'
      ? 1 + MAX_HUNDRED_STEPS
      : r.hundredGrowth === 'double'
        ? 2 ** MAX_HUNDRED_STEPS
        : 1 + (MAX_HUNDRED_STEPS * r.rates.game) / 2 / Math.max(top, 1);
  return MAX_ITEMS * top * growth * 2 * 2 ** r.maxDoubles;
}

const caps = new WeakMap<Ruleset, number>();

/**
 * The most doublings one component may have: `maxDoubles`, or with none, the most that keep every
 * settlement exact in haléř before any limit (so a doubled value never leaves the safe integers, becomes
 * Infinity or NaN). For the ČSM rules that is 33 (dvě sedmy, 40, is the top rate).
 */
export function doublingCap(r: Ruleset): number {
  if (r.maxDoubles !== null) return r.maxDoubles;
  const known = caps.get(r);
  if (known !== undefined) return known;
  let d = 0;
  while (d < 1000 && worstTotal({ ...r, maxDoubles: d + 1 }) * r.baseHaler <= MAX_STAKE_HALER) d++;
  caps.set(r, d);
  return d;
}

/** The first problem of a ruleset, or null when every number is in range and consistent. */
export function ruleProblem(r: Ruleset): RuleProblem | null {
  const out = (option: string, range: { readonly min: number; readonly max: number }): RuleProblem => ({
    kind: 'ruleOutOfRange',
    option,
    min: range.min,
    max: range.max,
  });
  for (const [k, v] of Object.entries(r.rates) as [string, number | null][])
    if (v !== null && !inRange(v, RULE_BOUNDS.rate)) return out(`rates.${k}`, RULE_BOUNDS.rate);
  if (!Number.isInteger(r.baseHaler) || !inRange(r.baseHaler, RULE_BOUNDS.baseHaler))
    return out('baseHaler', RULE_BOUNDS.baseHaler);
  if (r.limit !== null && (!Number.isInteger(r.limit) || !inRange(r.limit, RULE_BOUNDS.limit)))
    return out('limit', RULE_BOUNDS.limit);
  // Licitovaný's raised limit (absent from rules stored before it existed).
  const raised = r.raisedLimit ?? null;
  if (raised !== null && (!Number.isInteger(raised) || !inRange(raised, RULE_BOUNDS.limit)))
    return out('raisedLimit', RULE_BOUNDS.limit);
  if (
    r.maxDoubles !== null &&
    (!Number.isInteger(r.maxDoubles) || !inRange(r.maxDoubles, RULE_BOUNDS.maxDoubles))
  )
    return out('maxDoubles', RULE_BOUNDS.maxDoubles);
  if (r.rates.silentHundred < r.rates.game)
    return { kind: 'silentHundredBelowGame', silentHundred: r.rates.silentHundred, game: r.rates.game };
  if (r.limit === null && r.maxDoubles !== null && worstTotal(r) * r.baseHaler > MAX_STAKE_HALER)
    return { kind: 'stakesUnbounded', max: MAX_STAKE_HALER };
  return null;
}

/** Where in the rules object a problem lies (for an input error's JSON path). */
export function problemOption(p: RuleProblem): string {
  return p.kind === 'ruleOutOfRange'
    ? p.option
    : p.kind === 'silentHundredBelowGame'
      ? 'rates.silentHundred'
      : 'limit';
}

/**
 * The measured strength of each computer level, per variant and table size: Elo ratings fitted to a round robin of
 * duplicate arena matches among the rule-based player and the levels (src-main/ai/ratings.ts), the
 * rule-based player fixed at 1500, each with its 95% interval and the deals it rests on. Written by
 * `npm run ratings -- --variant V [--seats N] --hands N --write` (scripts/ratings.ts); not edited by
 * hand. A variant and table size missing here has no measured ratings, and nothing is shown for it.
 */
import type { AiLevel } from '../api/game.ts';
import type { Variant } from '../engine/table.ts';

export interface LevelRating {
  readonly rating: number;
  /** The 95% interval (bootstrap over deals). */
  readonly low: number;
  readonly high: number;
  /** Deals the level played in the round robin. */
  readonly deals: number;
}

export interface VariantRatings {
  readonly variant: Variant;
  /** Players at the table in the measured matches (volený and licitovaný: three or four). */
  readonly seats: number;
  /** The player fixed at `anchorRating`: the rule-based player. */
  readonly anchor: 'rules';
  readonly anchorRating: number;
  /** Deals per match and the rules preset played. */
  readonly dealsPerMatch: number;
  readonly rules: string;
  /** The day of the run (YYYY-MM-DD) and the command that made it. */
  readonly date: string;
  readonly command: string;
  readonly levels: Readonly<Record<AiLevel, LevelRating>>;
}

export const LEVEL_RATINGS = [
  {
    variant: 'chosen',
    seats: 3,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 134,
    rules: 'csm',
    date: '2026-11-24',
    command:
      'npm run ratings -- --variant chosen --hands 100 --seed 1 --out s1.json; npm run ratings -- --variant chosen --hands 34 --seed 2 --out s2.json; npm run ratings -- --from s1.json,s2.json --write',
    levels: {
      zacatecnik: { rating: 1520, low: 1473, high: 1566, deals: 402 },
      hrac: { rating: 1636, low: 1593, high: 1683, deals: 402 },
      mistr: { rating: 1683, low: 1637, high: 1739, deals: 402 },
    },
  },
  {
    variant: 'chosen',
    seats: 4,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 134,
    rules: 'csm',
    date: '2026-11-24',
    command:
      'npm run ratings -- --variant chosen --seats 4 --hands 60 --seed 1 --out s1.json; npm run ratings -- --variant chosen --seats 4 --hands 74 --seed 2 --out s2.json; npm run ratings -- --from s1.json,s2.json --write',
    levels: {
      zacatecnik: { rating: 1574, low: 1511, high: 1638, deals: 134 },
      hrac: { rating: 1711, low: 1656, high: 1777, deals: 134 },
      mistr: { rating: 1819, low: 1754, high: 1890, deals: 134 },
    },
  },
  {
    variant: 'auction',
    seats: 3,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 134,
    rules: 'csm002',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant auction --hands 134 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1510, low: 1473, high: 1545, deals: 402 },
      hrac: { rating: 1608, low: 1571, high: 1646, deals: 402 },
      mistr: { rating: 1645, low: 1604, high: 1689, deals: 402 },
    },
  },
  {
    variant: 'auction',
    seats: 4,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 134,
    rules: 'csm002',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant auction --seats 4 --hands 134 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1477, low: 1426, high: 1530, deals: 134 },
      hrac: { rating: 1624, low: 1574, high: 1679, deals: 134 },
      mistr: { rating: 1674, low: 1626, high: 1725, deals: 134 },
    },
  },
  {
    variant: 'fourHand',
    seats: 4,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 140,
    rules: 'csm',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant fourHand --hands 140 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1464, low: 1406, high: 1523, deals: 140 },
      hrac: { rating: 1574, low: 1522, high: 1628, deals: 140 },
      mistr: { rating: 1665, low: 1614, high: 1720, deals: 140 },
    },
  },
  {
    variant: 'twoHand',
    seats: 2,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 140,
    rules: 'english003',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant twoHand --hands 140 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1399, low: 1359, high: 1437, deals: 420 },
      hrac: { rating: 1576, low: 1530, high: 1622, deals: 420 },
      mistr: { rating: 1853, low: 1806, high: 1904, deals: 420 },
    },
  },
] as const satisfies readonly VariantRatings[];

/** The measured ratings of the levels in `variant` at a table of `seats` players, or null. */
export function levelRatings(variant: Variant, seats: number): VariantRatings | null {
  const all: readonly VariantRatings[] = LEVEL_RATINGS;
  return all.find((r) => r.variant === variant && r.seats === seats) ?? null;
}

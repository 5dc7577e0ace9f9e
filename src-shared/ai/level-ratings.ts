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
    dealsPerMatch: 100,
    rules: 'csm',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant chosen --hands 100 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1514, low: 1462, high: 1570, deals: 300 },
      hrac: { rating: 1638, low: 1586, high: 1691, deals: 300 },
      mistr: { rating: 1683, low: 1624, high: 1747, deals: 300 },
    },
  },
  {
    variant: 'chosen',
    seats: 4,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 24,
    rules: 'csm',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant chosen --seats 4 --hands 24 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1602, low: 1471, high: 1758, deals: 24 },
      hrac: { rating: 1804, low: 1688, high: 1969, deals: 24 },
      mistr: { rating: 1986, low: 1798, high: 2292, deals: 24 },
    },
  },
  {
    variant: 'auction',
    seats: 3,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 40,
    rules: 'csm002',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant auction --hands 40 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1458, low: 1395, high: 1522, deals: 120 },
      hrac: { rating: 1624, low: 1562, high: 1699, deals: 120 },
      mistr: { rating: 1637, low: 1561, high: 1718, deals: 120 },
    },
  },
  {
    variant: 'auction',
    seats: 4,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 30,
    rules: 'csm002',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant auction --seats 4 --hands 30 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1562, low: 1454, high: 1676, deals: 30 },
      hrac: { rating: 1703, low: 1595, high: 1830, deals: 30 },
      mistr: { rating: 1706, low: 1602, high: 1835, deals: 30 },
    },
  },
  {
    variant: 'fourHand',
    seats: 4,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 50,
    rules: 'csm',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant fourHand --hands 50 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1439, low: 1331, high: 1540, deals: 50 },
      hrac: { rating: 1580, low: 1489, high: 1682, deals: 50 },
      mistr: { rating: 1641, low: 1555, high: 1733, deals: 50 },
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

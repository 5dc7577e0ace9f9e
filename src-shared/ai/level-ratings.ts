/**
 * The measured strength of each computer level, per variant: Elo ratings fitted to a round robin of
 * duplicate arena matches among the rule-based player and the levels (src-main/ai/ratings.ts), the
 * rule-based player fixed at 1500, each with its 95% interval and the deals it rests on. Written by
 * `npm run ratings -- --variant V --hands N --write` (scripts/ratings.ts); not edited by hand. A variant
 * missing here has no measured ratings, and nothing is shown for it.
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
  /** Players at the table in the measured matches (volený and licitovaný: three). */
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

export const LEVEL_RATINGS = {
  chosen: {
    seats: 3,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 20,
    rules: 'csm',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant chosen --hands 20 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1628, low: 1500, high: 1799, deals: 60 },
      hrac: { rating: 1686, low: 1561, high: 1862, deals: 60 },
      mistr: { rating: 1759, low: 1625, high: 1937, deals: 60 },
    },
  },
  auction: {
    seats: 3,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 12,
    rules: 'csm002',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant auction --hands 12 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1532, low: 1439, high: 1631, deals: 36 },
      hrac: { rating: 1652, low: 1553, high: 1785, deals: 36 },
      mistr: { rating: 1709, low: 1593, high: 1871, deals: 36 },
    },
  },
  fourHand: {
    seats: 4,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 30,
    rules: 'csm',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant fourHand --hands 30 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1540, low: 1426, high: 1667, deals: 30 },
      hrac: { rating: 1791, low: 1667, high: 1979, deals: 30 },
      mistr: { rating: 1780, low: 1642, high: 1978, deals: 30 },
    },
  },
  twoHand: {
    seats: 2,
    anchor: 'rules',
    anchorRating: 1500,
    dealsPerMatch: 100,
    rules: 'english003',
    date: '2026-11-24',
    command: 'npm run ratings -- --variant twoHand --hands 100 --seed 1 --write',
    levels: {
      zacatecnik: { rating: 1961, low: 1886, high: 2056, deals: 300 },
      hrac: { rating: 1988, low: 1921, high: 2080, deals: 300 },
      mistr: { rating: 2021, low: 1954, high: 2108, deals: 300 },
    },
  },
} as const satisfies Partial<Record<Variant, VariantRatings>>;

/** The measured ratings of the levels in `variant` at a table of `seats` players, or null. */
export function levelRatings(variant: Variant, seats: number): VariantRatings | null {
  const all: Partial<Record<Variant, VariantRatings>> = LEVEL_RATINGS;
  const found = all[variant];
  return found !== undefined && found.seats === seats ? found : null;
}

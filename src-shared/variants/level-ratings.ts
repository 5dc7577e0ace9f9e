/**
 * The measured strength of each computer level, per variant and table size: Elo ratings fitted to a round
 * robin of duplicate arena matches among the rule-based player and the levels (src-main/ai/ratings.ts),
 * the rule-based player fixed at 1500, each with its 95% interval and the deals it rests on. Measured
 * data keyed by variant (`Record<Variant, …>`: a new variant does not compile until it has its entry,
 * an empty list while it has no measured ratings), read through ai/level-ratings.ts. Written by
 * `npm run ratings -- --variant V [--seats N] --hands N --write` (scripts/ratings.ts); not edited by
 * hand. A variant and table size missing here has no measured ratings, and nothing is shown for it.
 */
import type { AiLevel } from '../api/game.ts';
import type { Variant } from './ids.ts';

export interface LevelRating {
  readonly rating: number;
  /** The 95% interval (bootstrap over deals). */
  readonly low: number;
  readonly high: number;
  /** Deals the level played in the round robin. */
  readonly deals: number;
}

/** The ratings of one variant at one table size (the variant is the key they are listed under). */
export interface SeatRatings {
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

export const LEVEL_RATINGS = {
  chosen: [
    {
      seats: 3,
      anchor: 'rules',
      anchorRating: 1500,
      dealsPerMatch: 201,
      rules: 'csm',
      date: '2026-11-29',
      command:
        'npm run ratings -- --variant chosen --hands 67 --seed 211 --out s211.json; npm run ratings -- --variant chosen --hands 67 --seed 223 --out s223.json; npm run ratings -- --variant chosen --hands 67 --seed 227 --out s227.json; npm run ratings -- --from s211.json,s223.json,s227.json --write',
      levels: {
        zacatecnik: { rating: 1544, low: 1508, high: 1580, deals: 603 },
        hrac: { rating: 1644, low: 1610, high: 1682, deals: 603 },
        mistr: { rating: 1711, low: 1674, high: 1752, deals: 603 },
      },
    },
    {
      seats: 4,
      anchor: 'rules',
      anchorRating: 1500,
      dealsPerMatch: 402,
      rules: 'csm',
      date: '2026-11-29',
      command:
        'npm run ratings -- --variant chosen --seats 4 --hands 134 --seed 211 --out s211.json; npm run ratings -- --variant chosen --seats 4 --hands 134 --seed 223 --out s223.json; npm run ratings -- --variant chosen --seats 4 --hands 134 --seed 227 --out s227.json; npm run ratings -- --from s211.json,s223.json,s227.json --write',
      levels: {
        zacatecnik: { rating: 1548, low: 1513, high: 1579, deals: 402 },
        hrac: { rating: 1637, low: 1603, high: 1672, deals: 402 },
        mistr: { rating: 1767, low: 1734, high: 1801, deals: 402 },
      },
    },
  ],
  auction: [
    {
      seats: 3,
      anchor: 'rules',
      anchorRating: 1500,
      dealsPerMatch: 201,
      rules: 'csm002',
      date: '2026-11-29',
      command:
        'npm run ratings -- --variant auction --hands 67 --seed 211 --out s211.json; npm run ratings -- --variant auction --hands 67 --seed 223 --out s223.json; npm run ratings -- --variant auction --hands 67 --seed 227 --out s227.json; npm run ratings -- --from s211.json,s223.json,s227.json --write',
      levels: {
        zacatecnik: { rating: 1557, low: 1526, high: 1590, deals: 603 },
        hrac: { rating: 1621, low: 1586, high: 1660, deals: 603 },
        mistr: { rating: 1688, low: 1650, high: 1730, deals: 603 },
      },
    },
    {
      seats: 4,
      anchor: 'rules',
      anchorRating: 1500,
      dealsPerMatch: 402,
      rules: 'csm002',
      date: '2026-11-29',
      command:
        'npm run ratings -- --variant auction --seats 4 --hands 134 --seed 211 --out s211.json; npm run ratings -- --variant auction --seats 4 --hands 134 --seed 223 --out s223.json; npm run ratings -- --variant auction --seats 4 --hands 134 --seed 227 --out s227.json; npm run ratings -- --from s211.json,s223.json,s227.json --write',
      levels: {
        zacatecnik: { rating: 1548, low: 1519, high: 1578, deals: 402 },
        hrac: { rating: 1640, low: 1607, high: 1674, deals: 402 },
        mistr: { rating: 1742, low: 1710, high: 1777, deals: 402 },
      },
    },
  ],
  fourHand: [
    {
      seats: 4,
      anchor: 'rules',
      anchorRating: 1500,
      dealsPerMatch: 402,
      rules: 'csm',
      date: '2026-11-29',
      command:
        'npm run ratings -- --variant fourHand --hands 134 --seed 211 --out s211.json; npm run ratings -- --variant fourHand --hands 134 --seed 223 --out s223.json; npm run ratings -- --variant fourHand --hands 134 --seed 227 --out s227.json; npm run ratings -- --from s211.json,s223.json,s227.json --write',
      levels: {
        zacatecnik: { rating: 1554, low: 1525, high: 1584, deals: 402 },
        hrac: { rating: 1628, low: 1596, high: 1661, deals: 402 },
        mistr: { rating: 1681, low: 1648, high: 1717, deals: 402 },
      },
    },
  ],
  twoHand: [
    {
      seats: 2,
      anchor: 'rules',
      anchorRating: 1500,
      dealsPerMatch: 402,
      rules: 'english003',
      date: '2026-11-29',
      command:
        'npm run ratings -- --variant twoHand --hands 134 --seed 211 --out s211.json; npm run ratings -- --variant twoHand --hands 134 --seed 223 --out s223.json; npm run ratings -- --variant twoHand --hands 134 --seed 227 --out s227.json; npm run ratings -- --from s211.json,s223.json,s227.json --write',
      levels: {
        zacatecnik: { rating: 1683, low: 1655, high: 1712, deals: 1206 },
        hrac: { rating: 1819, low: 1791, high: 1849, deals: 1206 },
        mistr: { rating: 1899, low: 1871, high: 1930, deals: 1206 },
      },
    },
  ],
} as const satisfies Readonly<Record<Variant, readonly SeatRatings[]>>;

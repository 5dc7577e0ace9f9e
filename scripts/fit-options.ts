/**
 * The options every fitting script reads alike (`npm run double-fit`, `double-fit:auction`): the level
 * asked, the seeds and the deals per seed. Fits run on the tune seeds only; the report seeds
 * (docs/figures.md) are refused, so no figure reported on them was tuned on them.
 */
import { LEVELS, type Level } from '../src-main/ai/sampling-player.ts';
import { arenaVariant } from '../src-main/ai/players.ts';
import { option } from './cli-args.ts';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export const TUNE_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17, 29, 41, ...range(101, 111), 4711];
export const REPORT_SEEDS = [211, 223, 227];

/** `--level` (a level or an arena-only variant such as hrac+ci), `--seeds` (tune seeds) and `--hands`. */
export function fitRun(fail: (message: string) => never): { level: string; seeds: number[]; hands: number } {
  const level = option('level') ?? 'hrac';
  if (!LEVELS.includes(level as Level) && arenaVariant(level) === undefined)
    fail(`--level must be one of ${LEVELS.join(', ')} or an arena-only variant (hrac+ci, …), got ${level}`);
  const seeds = (option('seeds') ?? '1').split(',').map(Number);
  for (const s of seeds) {
    if (!Number.isInteger(s))
      fail(`--seeds must be whole numbers separated by commas, got ${option('seeds')}`);
    if (REPORT_SEEDS.includes(s)) fail(`seed ${s} is a report seed; fit on the tune seeds only`);
    if (!TUNE_SEEDS.includes(s)) fail(`seed ${s} is not a tune seed (${TUNE_SEEDS.join(', ')})`);
  }
  const hands = Number(option('hands') ?? 10);
  if (!Number.isInteger(hands) || hands < 1)
    fail(`--hands must be a positive whole number, got ${option('hands')}`);
  return { level, seeds, hands };
}

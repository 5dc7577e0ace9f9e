/** Every computer player by the name the arena and the settings use. */
import { randomPlayer, rulePlayer } from './baselines.ts';
import type { Player } from './player.ts';
import { LEVELS, type Level, type PlayerOptions, samplingPlayer } from './sampling-player.ts';

export const PLAYER_NAMES = ['random', 'rules', ...LEVELS] as const;
export type PlayerName = (typeof PLAYER_NAMES)[number];

/** The level a new opponent gets unless the user picks another. */
export const DEFAULT_LEVEL: Level = 'hrac';

/** The levels are timed as in the app unless `options` say otherwise (tests and the arena do not time them). */
export function playerByName(name: string, options: PlayerOptions = {}): Player | null {
  if (name === 'random') return randomPlayer;
  if (name === 'rules') return rulePlayer;
  return (LEVELS as readonly string[]).includes(name)
    ? samplingPlayer(name as Level, undefined, options)
    : null;
}

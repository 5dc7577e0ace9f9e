/** Every computer player by the name the arena and the settings use. */
import { randomPlayer, rulePlayer } from './baselines.ts';
import type { Player } from './player.ts';
import { LEVELS, LEVEL_CONFIG, type Level, samplingPlayer } from './sampling-player.ts';
import type { LevelConfig, PlayerOptions } from './level-config.ts';

export const PLAYER_NAMES = ['random', 'rules', ...LEVELS] as const;
export type PlayerName = (typeof PLAYER_NAMES)[number];

/** The level a new opponent gets unless the user picks another. */
export const DEFAULT_LEVEL: Level = 'hrac';

/**
 * Players for paired measurements in the arena only (never offered in the settings): a level with its
 * inference from the cards played on (`+pi`) or off (`-pi`), or with its inference from the others' calls
 * off in every variant (`-ci`: deals drawn without the calls' likelihood, doubles read without the bid's
 * weight) or on in every variant (`+ci`), whatever its default; or with volený's doubles weighed by the
 * declarer's value of his contract (`+dw`); or with volený forehand's obvious game choices decided
 * without a deal, by the prover and the learned evaluation (`+lg`, `LevelConfig.learnedGame`; `-lg`
 * off); or with its doubles alone reading the calls in volený, křížový and lízaný (`+di`: `doublingInference`, the other decisions as the level's); or keeping the rule player's choices in křížový within its sampling error (`+rf`, its calls and card, `LevelConfig.ruleFirst`; `-rc` its calls alone; `-rf` in no variant); or deciding its křížový calls on `bidSamples` deals (`-bd`, no `LevelConfig.bidDeals`).
 */
export const ARENA_ONLY: Readonly<
  Record<
    string,
    {
      readonly level: Level;
      readonly config: Partial<
        Pick<
          LevelConfig,
          | 'playInference'
          | 'inference'
          | 'doublingInference'
          | 'declarerEdge'
          | 'doublingByValue'
          | 'learnedGame'
          | 'ruleFirst'
          | 'bidDeals'
        >
      >;
    }
  >
> = Object.fromEntries(
  LEVELS.flatMap((level): [string, (typeof ARENA_ONLY)[string]][] => [
    [`${level}+pi`, { level, config: { playInference: true } }],
    [`${level}-pi`, { level, config: { playInference: false } }],
    [`${level}-ci`, { level, config: { inference: {}, doublingInference: {} } }],
    [`${level}-de`, { level, config: { declarerEdge: {} } }],
    [`${level}+dw`, { level, config: { doublingByValue: true } }],
    [`${level}+lg`, { level, config: { learnedGame: true } }],
    [`${level}-lg`, { level, config: { learnedGame: false } }],
    [`${level}+rf`, { level, config: { ruleFirst: { ...LEVEL_CONFIG[level].ruleFirst, fourHand: 'all' } } }],
    [
      `${level}-rc`,
      { level, config: { ruleFirst: { ...LEVEL_CONFIG[level].ruleFirst, fourHand: 'calls' } } },
    ],
    [`${level}-rf`, { level, config: { ruleFirst: {} } }],
    [`${level}-bd`, { level, config: { bidDeals: {} } }],
    [
      `${level}+di`,
      {
        level,
        config: {
          doublingInference: {
            ...LEVEL_CONFIG[level].doublingInference,
            chosen: true,
            fourHand: true,
            twoHand: true,
          },
        },
      },
    ],
    [
      `${level}+ci`,
      { level, config: { inference: { chosen: true, auction: true, fourHand: true, twoHand: true } } },
    ],
  ]),
);

/** An arena-only player's level and its configuration with the overrides applied (undefined: not one). */
export function arenaVariant(name: string): { level: Level; config: LevelConfig } | undefined {
  const variant = ARENA_ONLY[name];
  return variant && { level: variant.level, config: { ...LEVEL_CONFIG[variant.level], ...variant.config } };
}

/** The levels are timed as in the app unless `options` say otherwise (tests and the arena do not time them). */
export function playerByName(name: string, options: PlayerOptions = {}): Player | null {
  if (name === 'random') return randomPlayer;
  if (name === 'rules') return rulePlayer;
  const variant = arenaVariant(name);
  if (variant !== undefined) return { ...samplingPlayer(variant.level, variant.config, options), name };
  return (LEVELS as readonly string[]).includes(name)
    ? samplingPlayer(name as Level, undefined, options)
    : null;
}

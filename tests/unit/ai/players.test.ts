import { describe, expect, it } from 'vitest';
import { ARENA_ONLY, arenaVariant, playerByName } from '../../../src-main/ai/players.ts';
import { LEVEL_CONFIG, LEVELS } from '../../../src-main/ai/sampling-player.ts';

describe('the arena-only players', () => {
  it('are a level with one setting changed and everything else of that level', () => {
    for (const level of LEVELS) {
      const cases = [
        [`${level}+pi`, { playInference: true }],
        [`${level}-pi`, { playInference: false }],
        [`${level}-ci`, { inference: {}, doublingInference: {} }],
        [`${level}-de`, { declarerEdge: {} }],
        [`${level}+ci`, { inference: { chosen: true, auction: true, fourHand: true, twoHand: true } }],
        [`${level}+dw`, { doublingByValue: true }],
        [
          `${level}+di`,
          {
            doublingInference: {
              ...LEVEL_CONFIG[level].doublingInference,
              chosen: true,
              fourHand: true,
              twoHand: true,
            },
          },
        ],
      ] as const;
      for (const [name, changed] of cases) {
        const variant = arenaVariant(name);
        expect(variant?.level).toBe(level);
        expect(variant?.config).toEqual({ ...LEVEL_CONFIG[level], ...changed });
      }
    }
  });

  it('are not the levels themselves, nor offered under the levels’ names', () => {
    for (const level of LEVELS) expect(arenaVariant(level)).toBeUndefined();
    expect(arenaVariant('rules')).toBeUndefined();
    expect(Object.keys(ARENA_ONLY).filter((name) => (LEVELS as readonly string[]).includes(name))).toEqual(
      [],
    );
  });

  it('play under their own name', () => {
    expect(playerByName('hrac-ci')?.name).toBe('hrac-ci');
    expect(playerByName('mistr+pi')?.name).toBe('mistr+pi');
    expect(playerByName('nobody')).toBeNull();
  });
});

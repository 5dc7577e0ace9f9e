/** Seeds over the API are the 32-bit unsigned integers the shuffle takes (issue 17, defect 9). */
import { describe, expect, it } from 'vitest';
import { SEED_MAX, createRng, describe as toPosition, parseParams } from '../../../src-shared/index.ts';
import { endPosition } from '../../support/deals.ts';

describe('API seeds', () => {
  const position = toPosition(endPosition(createRng(2), 'game', 4, 0));
  it('accepts 0..2^32-1 and refuses the rest, naming the range', () => {
    for (const seed of [0, 7, SEED_MAX])
      expect(parseParams('analyzeForSeat', { position, seat: 0, seed }), String(seed)).toMatchObject({
        ok: true,
      });
    for (const seed of [SEED_MAX + 1, -1, 2 ** 53, 1e300, 1.5])
      for (const method of ['analyzeForSeat', 'analysisStart', 'boardMove'] as const)
        expect(
          // Each method its own keys: the analyses a seat, boardMove a level.
          parseParams(method, {
            position,
            ...(method === 'boardMove' ? { level: 'zacatecnik' } : { seat: 0 }),
            seed,
          }),
          `${method} ${seed}`,
        ).toMatchObject({
          ok: false,
          error: { code: 'shape', path: 'params.seed', expected: `integer 0–${SEED_MAX}` },
        });
  });
});

/**
 * What a report run's code covers (scripts/ratings-report.ts `levelSources`): every module a match's players
 * reach by their imports, in whatever folder, and the levels' data — so that a change anywhere a level's
 * decision reads makes the kept runs stale, and a change elsewhere (the interface, the app's server) does not.
 */
import { describe, expect, it } from 'vitest';
import { levelSources } from '../../../scripts/ratings-report.ts';

describe('the levels’ code a report run is kept with', () => {
  const sources = levelSources();

  it('follows the imports out of src-main/ai: the variants’ main-side definitions and the rules', () => {
    for (const file of [
      'src-main/ai/players.ts',
      'src-main/ai/arena.ts',
      'src-main/ai/four-hand/four-hand-player.ts',
      'src-main/ai/level-choice.ts',
      // The variants' inference switches, which the four folders of the old list missed.
      'src-main/variants/four-hand.ts',
      'src-main/variants/registry.ts',
      'src-main/solver/search.ts',
      'src-shared/index.ts',
      'resources/ai/eval-chosen.json',
    ])
      expect(sources).toContain(file);
    expect(sources).toContain('resources/ai');
  });

  it('leaves out what no decision reads: the interface, the app’s server and the scripts', () => {
    for (const prefix of ['src-renderer/', 'src-main/api/', 'src-main/server/', 'scripts/', 'tests/'])
      expect(sources.filter((f) => f.startsWith(prefix))).toEqual([]);
    // Every entry a file that exists, named from the repository's root.
    expect(sources.every((f) => !f.startsWith('/') && !f.includes('..'))).toBe(true);
  });
});

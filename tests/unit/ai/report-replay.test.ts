/**
 * `ratings:report -- --hands` plays a kept report run again for its hands and keeps them only if the replay
 * gives the kept money on every deal (scripts/ratings-report.ts `firstDifference`): checked on a real kept
 * run, against itself, a replay one deal apart and one missing a match.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type KeptRun, firstDifference } from '../../../scripts/ratings-report.ts';

const kept = JSON.parse(
  readFileSync(new URL('../../../docs/ratings-runs/report/chosen-3-s211.json', import.meta.url), 'utf8'),
) as KeptRun;
const copy = (): KeptRun => structuredClone(kept);

describe('a report run replayed for its hands', () => {
  it('is the kept run when every deal gives the same money', () => {
    expect(kept.matches).toHaveLength(4);
    expect(firstDifference(kept, copy())).toBeNull();
  });

  it('names the match, the player and the deal where the money differs', () => {
    const again = copy();
    const match = again.matches[2]!;
    match.money[1]![40]! += 10;
    expect(firstDifference(kept, again)).toBe(
      `the replay of ${match.players.join(', ')} gave ${match.players[1]} ${match.money[1]![40]} on deal 40, ` +
        `the kept run ${kept.matches[2]!.money[1]![40]}`,
    );
  });

  it('says so when a match is missing', () => {
    const again = copy();
    again.matches.pop();
    expect(firstDifference(kept, again)).toBe(
      `the replay has no match of ${kept.matches[3]!.players.join(', ')}`,
    );
  });
});

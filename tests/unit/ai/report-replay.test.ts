/**
 * `ratings:report -- --hands` plays a kept report run again for its hands and keeps them only if the replay
 * gives the kept money on every deal (scripts/ratings-report.ts `firstDifference`): checked on a real kept
 * run, against itself, a replay one deal apart and one missing a match; `--restamp N` compares a replay of
 * the first N deals on those alone.
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

  it('restamp: a replay of the first deals is compared on those deals alone', () => {
    // A replay of 30 deals: every match's money cut to them, as scripts/ratings.ts --hands 30 writes it.
    const short = copy();
    for (const match of short.matches) match.money = match.money.map((seat) => seat.slice(0, 30));
    expect(firstDifference(kept, short, 30)).toBeNull();
    // Compared on more deals than it played, it lacks them.
    expect(firstDifference(kept, short, 31)).toMatch(/gave \S+ undefined on deal 30/);
    // A difference on deal 29 is found; one on deal 40 lies beyond the check.
    const late = copy();
    late.matches[0]!.money[0]![40]! += 10;
    expect(firstDifference(kept, late, 30)).toBeNull();
    expect(firstDifference(kept, late)).not.toBeNull();
    const early = copy();
    early.matches[3]!.money[2]![29]! -= 10;
    expect(firstDifference(kept, early, 30)).toMatch(/on deal 29,/);
  });

  it('says so when a match is missing', () => {
    const again = copy();
    again.matches.pop();
    expect(firstDifference(kept, again)).toBe(
      `the replay has no match of ${kept.matches[3]!.players.join(', ')}`,
    );
  });
});

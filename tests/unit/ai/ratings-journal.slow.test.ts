/**
 * `npm run ratings -- --journal f` (scripts/ratings.ts): every deal kept as it finishes, and a run stopped
 * part-way and started again with its journal plays only the deals it lacks and ends with the same
 * matches as the run played through — the report round robin (scripts/ratings-report.ts) takes its hour-
 * long runs up again across sessions this way. A journal of other settings is refused, naming them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ratings = (args: string[]) =>
  spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/ratings.ts', ...args], {
    encoding: 'utf8',
  });

/** Lízaný, every pair of the four players on one deal: six matches, the quickest round robin. */
const RUN = ['--variant', 'twoHand', '--hands', '1', '--seed', '5', '--workers', '1'];

describe('the ratings’ journal', () => {
  it('takes a stopped run up again from its journal: the deals it lacks played, the same matches', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratings-journal-'));
    const whole = ratings([
      ...RUN,
      '--journal',
      join(dir, 'whole.journal'),
      '--out',
      join(dir, 'whole.json'),
    ]);
    expect(whole.status, whole.stderr).toBe(0);
    const lines = readFileSync(join(dir, 'whole.journal'), 'utf8').trimEnd().split('\n');
    // The settings, then one line a deal: six matches of one deal.
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      journal: 1,
      variant: 'twoHand',
      seed: 5,
      deals: 1,
    });
    expect(lines).toHaveLength(7);

    // Stopped after three deals, while writing the fourth: its line cut short.
    const cut = lines[4] as string;
    writeFileSync(
      join(dir, 'stopped.journal'),
      `${lines.slice(0, 4).join('\n')}\n${cut.slice(0, cut.length / 2)}`,
    );
    const again = ratings([
      ...RUN,
      '--journal',
      join(dir, 'stopped.journal'),
      '--out',
      join(dir, 'again.json'),
    ]);
    expect(again.status, again.stderr).toBe(0);
    // The three kept deals were not played again; the other three were, each once.
    expect(again.stderr.match(/1 deals kept in the journal/g)).toHaveLength(3);
    const after = readFileSync(join(dir, 'stopped.journal'), 'utf8').trimEnd().split('\n');
    expect(after).toHaveLength(7);
    expect(
      new Set(after.slice(1).map((l) => (JSON.parse(l) as { players: string[] }).players.join(','))),
    ).toEqual(new Set(lines.slice(1).map((l) => (JSON.parse(l) as { players: string[] }).players.join(','))));
    const matches = (file: string) =>
      (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { matches: unknown }).matches;
    expect(matches('again.json')).toEqual(matches('whole.json'));

    // A journal of another seed is refused before anything is played.
    const other = ratings([
      ...RUN.slice(0, 4),
      '--seed',
      '6',
      '--workers',
      '1',
      '--journal',
      join(dir, 'whole.journal'),
    ]);
    expect(other.status).toBe(2);
    expect(other.stderr).toContain(
      'was written for twoHand by 2 on english003, seed 5, 1 deals, not for this run',
    );
  }, 300_000);
});

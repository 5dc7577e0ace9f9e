/**
 * `npm run arena -- --from a.json,b.json` (scripts/arena.ts): runs of the same match on other seeds,
 * written with `--out`, reported as one run of all their deals: the same report the arena prints for a
 * run, over the deals of both, and a clear refusal where the files do not pool; and the same files
 * compared by `scripts/arena-pair.ts`, paired by seed, and a hand of them replayed to a decision by
 * `scripts/position-at.ts`. And `npm run ratings -- --hands-out DIR`: every
 * match of the round robin as such a run file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HandRecord, interval, perDealMeans } from '../../../src-main/ai/arena.ts';
import { contractMix, winsDrawsLosses } from '../../../src-main/ai/arena-report.ts';
import { readNotation } from '../../../src-shared/index.ts';
import { readJsonText } from '../../../scripts/cli-args.ts';

const arena = (args: string[]) =>
  spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/arena.ts', ...args], {
    encoding: 'utf8',
  });

const pair = (args: string[]) =>
  spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/arena-pair.ts', ...args], {
    encoding: 'utf8',
  });

describe('the arena’s --from', () => {
  it('pools two seeds’ deals into one report, and refuses a seed counted twice or another match', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-from-'));
    const match = [
      '--variant',
      'auction',
      '--players',
      'rules,random,rules',
      '--hands',
      '3',
      '--workers',
      '1',
    ];
    const files = [1, 2].map((seed) => join(dir, `s${seed}.json`));
    files.forEach((out, k) =>
      expect(arena([...match, '--seed', String(k + 1), '--out', out]).status).toBe(0),
    );
    const pooled = arena(['--from', files.join(',')]);
    expect(pooled.status).toBe(0);
    expect(pooled.stdout).toContain(
      '6 deals × 6 seatings = 36 hands, auction by 3, rules csm002, seeds 1 (3 deals) + 2 (3 deals), pooled',
    );
    // The money per hand of the first player over the six deals, as the arena computes it.
    const deals = files.flatMap(
      (f) => (JSON.parse(readFileSync(f, 'utf8')) as { deals: HandRecord[][] }).deals,
    );
    const rules = interval(perDealMeans(deals, 3)[0] as number[]);
    const line = `  ${'1. rules'.padEnd(14)} ${(rules.mean / 100).toFixed(3).padStart(8)} ± ${(rules.half / 100).toFixed(3)}`;
    expect(pooled.stdout.split('\n')).toContain(line);
    expect(pooled.stdout).toMatch(/thrown in: [\d.]+ % ± [\d.]+ \(\d+ of 36 hands/);
    // Deals won / drawn / lost between the first two players with the sign test, as arena-report counts them.
    const means = perDealMeans(deals, 3);
    const w = winsDrawsLosses(means[0] as number[], means[1] as number[]);
    expect(pooled.stdout).toContain(
      `deals won / drawn / lost ${w.won} / ${w.drawn} / ${w.lost}, sign test p = ${w.p.toPrecision(2)}`,
    );
    expect(w.won + w.drawn + w.lost).toBe(6);
    const mix = contractMix(deals, 0);
    expect(pooled.stdout).toContain(`  ${'1. rules'.padEnd(14)} ${mix.declared} of 36 (`);
    expect(pooled.stdout).toContain('flek by contract faced as defender');
    expect(pooled.stdout).toContain('decisions cut by the time cap: none (untimed');

    // scripts/arena-pair.ts on the same runs as before and after, the seeds listed in another order:
    // paired by seed, no player changed on any deal; a seed run after needs its run before.
    const same = pair([files.join(','), [...files].reverse().join(',')]);
    expect(same.status).toBe(0);
    expect(same.stdout).toContain('6 paired deals, seeds 2, 1');
    for (const [p, name] of ['rules', 'random', 'rules'].entries())
      expect(same.stdout).toContain(`  ${`${p + 1}. ${name}`.padEnd(14)}    0.000 ± 0.000`);
    const unpaired = pair([files[0] as string, files.join(',')]);
    expect(unpaired.status).toBe(2);
    expect(unpaired.stderr).toContain('has no run before');

    // scripts/position-at.ts replays a hand of the file to a decision: checked against its calls.
    const at = (args: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--disable-warning=ExperimentalWarning',
          'scripts/position-at.ts',
          '--from',
          files[0] as string,
          ...args,
        ],
        { encoding: 'utf8' },
      );
    // The first hand of the file that was played (a licitovaný hand may be thrown in, or settled unplayed).
    const saved = JSON.parse(readFileSync(files[0] as string, 'utf8')) as { deals: HandRecord[][] };
    const [deal, seating] = saved.deals
      .flatMap((hands, i) => hands.map((h, k) => [i, k, h.makeable] as const))
      .find(([, , makeable]) => makeable !== null) ?? [-1, -1];
    const hand = ['--deal', String(deal), '--seating', String(seating)];
    const list = at([...hand, '--list']);
    expect(list.status).toBe(0);
    const plays = list.stdout.split('\n').filter((l) => / seat \d play /.test(l));
    expect(plays.length).toBeGreaterThan(3);
    const n = Number(plays[3]?.trim().split(' ')[0]);
    const shown = at([...hand, '--decision', String(n), '--again', '1-2']);
    expect(shown.status).toBe(0);
    const lines = shown.stdout.split('\n');
    const position = lines.find((l) => l.startsWith('position: '))?.slice('position: '.length) ?? '';
    const read = readNotation(position);
    expect(read.ok).toBe(true);
    if (read.ok)
      expect(read.value.state.tricks.length * 3 + (read.value.state.trick?.cards.length ?? 0)).toBe(3);
    expect(lines.filter((l) => l.startsWith('  createRng('))).toHaveLength(2);
    const seen = JSON.parse(lines[lines.findIndex((l) => l.startsWith('view of seat')) + 1] ?? '') as {
      seat: number;
      phase: string;
    };
    expect(seen.phase).toBe('play');
    // A file whose calls the replay does not reproduce is refused, not shown.
    const forged = join(dir, 'forged.json');
    const played = saved.deals[deal]?.[seating] as HandRecord;
    (saved.deals[deal] as HandRecord[])[seating] = { ...played, calls: [...played.calls, '0: pass {} {}'] };
    writeFileSync(forged, JSON.stringify(saved));
    const refused = spawnSync(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        'scripts/position-at.ts',
        '--from',
        forged,
        ...hand,
        '--list',
      ],
      { encoding: 'utf8' },
    );
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("the replay's calls differ");

    const twice = arena(['--from', `${files[0]},${files[0]}`]);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('has seed 1 again');
    const other = join(dir, 'other.json');
    expect(
      arena([
        ...match.slice(0, 2),
        '--players',
        'random,rules,rules',
        '--hands',
        '1',
        '--workers',
        '1',
        '--seed',
        '3',
        '--out',
        other,
      ]).status,
    ).toBe(0);
    const mixed = arena(['--from', `${files[0]},${other}`]);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('is not the match of');
  });
});

describe('the ratings’ --hands-out', () => {
  it('writes every match’s hands as the arena’s run file, whose money is the ratings’ own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratings-hands-'));
    const out = join(dir, 'ratings.json');
    const run = spawnSync(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        'scripts/ratings.ts',
        ...['--variant', 'chosen', '--hands', '1', '--seed', '4711', '--workers', '1'],
        ...['--out', out, '--hands-out', join(dir, 'hands')],
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const saved = JSON.parse(readFileSync(out, 'utf8')) as {
      matches: { players: string[]; money: number[][] }[];
    };
    // Volený by three: every three of rules and the three levels, four matches.
    expect(saved.matches).toHaveLength(4);
    for (const m of saved.matches) {
      // Gzipped, as the report commits them (scripts/match-hands.ts).
      const file = join(dir, 'hands', `chosen-3-${m.players.join('-')}-s4711.json.gz`);
      const hands = JSON.parse(readJsonText(file)) as { names: string[]; deals: HandRecord[][] };
      expect(hands.names).toEqual(m.players);
      expect(perDealMeans(hands.deals, 3)).toEqual(m.money);
      const report = arena(['--from', file]);
      expect(report.status).toBe(0);
      expect(report.stdout).toContain('1 deals × 6 seatings = 6 hands, chosen by 3, rules csm, seeds 4711');
    }
  });
});

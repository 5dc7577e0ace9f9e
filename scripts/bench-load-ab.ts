/**
 * Two builds of the interface compared on a guest's first screen: `tests/e2e/load.spec.ts` (five cold loads
 * at 390×844, the CPU slowed 4×) run on each build in turn, round after round, so that the machine's
 * drift falls on both alike. Each revision's renderer is built from its committed files in a directory of
 * its own; the server is the working tree's, which serves whichever build is in `out/` (the working tree's
 * own `out/` is put back at the end). Prints, per build, the median first screen with its quartiles over
 * every load, the page's milestones (medians of the rounds' medians) and a Mann–Whitney test of the two
 * builds' loads and of their times from the mount to the first screen, which a change to the table's
 * rendering moves and the early answers do not.
 *
 * `--rest S` waits S seconds before each run, so that each starts on a machine the bench itself has not
 * just loaded (its browser and server lift the load average to 3–9 on two cores): the judged condition
 * of `bench:load`, where back-to-back runs measure a busy machine.
 *
 * npm run bench:load:ab -- [--rounds 8] [--rest 0] REV_A REV_B   (e.g. HEAD~1 HEAD)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option, percentile } from './cli-args.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function fail(message: string): never {
  console.error(`bench:load:ab: ${message}`);
  process.exit(2);
}

/** Builds `rev`'s interface in a scratch directory; answers its `out/`. */
function build(rev: string, scratch: string): string {
  const sha = spawnSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: ROOT, encoding: 'utf8' });
  if (sha.status !== 0) fail(`no revision "${rev}"`);
  const dir = join(scratch, sha.stdout.trim().slice(0, 12));
  if (existsSync(join(dir, 'out'))) return join(dir, 'out');
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, rev], { cwd: ROOT });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  console.log(`building ${rev} (${sha.stdout.trim().slice(0, 12)}) …`);
  const made = spawnSync('npx', ['electron-vite', 'build'], { cwd: dir, encoding: 'utf8' });
  if (made.status !== 0) fail(`the build of ${rev} failed:\n${made.stdout}\n${made.stderr}`);
  const out = join(scratch, `out-${rev.replace(/\W/g, '_')}`);
  cpSync(join(dir, 'out'), out, { recursive: true });
  execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
  return out;
}

interface Round {
  readonly loads: number[];
  /** Milliseconds from the mount to the first screen, the median of the round's loads. */
  readonly render: number;
  readonly marks: number[];
}

/** One run of the load spec on the build now in `out/`. */
function measure(): Round {
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'tests/e2e/load.spec.ts', '-g', 'downloads at most', '--reporter', 'line'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const text = `${run.stdout}\n${run.stderr}`;
  const loads = /median \d+ ms \(([\d, ]+)\)/.exec(text)?.[1];
  const marks =
    /early script (\d+) ms, its answer (\d+) ms, the interface evaluated (\d+) ms, mounted at (\d+) ms, then (\d+) ms/.exec(
      text,
    );
  // Thrown, not `fail`: process.exit would skip the `finally` that puts the working tree's own `out/` back.
  if (run.status !== 0 || loads === undefined || marks === null)
    throw new Error(`the load spec failed:\n${text}`);
  const m = marks.slice(1).map(Number);
  return { loads: loads.split(',').map(Number), render: m[4] as number, marks: m };
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length / 2;
  return s.length % 2 === 1 ? (s[Math.floor(h)] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2;
};

/** Two-sided Mann–Whitney U test, normal approximation with ties corrected: the p-value. */
export function mannWhitney(a: readonly number[], b: readonly number[]): number {
  const all = [...a.map((x) => ({ x, g: 0 })), ...b.map((x) => ({ x, g: 1 }))].sort((p, q) => p.x - q.x);
  const ranks = new Array<number>(all.length);
  let tie = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.x === all[i]?.x) j++;
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    const t = j - i + 1;
    tie += t ** 3 - t;
    i = j + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const r1 = all.reduce((sum, p, k) => sum + (p.g === 0 ? (ranks[k] as number) : 0), 0);
  const u = r1 - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tie / (n * (n - 1))));
  if (sd === 0) return 1;
  const z = (Math.abs(u - (n1 * n2) / 2) - 0.5) / sd;
  // The normal tail (Abramowitz and Stegun 7.1.26 for erfc).
  const t = 1 / (1 + (0.3275911 * Math.max(z, 0)) / Math.SQRT2);
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-(z * z) / 2);
  return Math.min(1, erfc);
}

function main(): void {
  const revs = process.argv
    .slice(2)
    .filter((a, k, all) => !a.startsWith('--') && all[k - 1] !== '--rounds' && all[k - 1] !== '--rest');
  if (revs.length !== 2) fail('give two revisions, e.g. npm run bench:load:ab -- HEAD~1 HEAD');
  const rounds = Number(option('rounds') ?? 8);
  if (!Number.isInteger(rounds) || rounds < 1)
    fail(`--rounds must be a positive whole number, got ${option('rounds')}`);
  const rest = Number(option('rest') ?? 0);
  if (!Number.isFinite(rest) || rest < 0) fail(`--rest must be seconds (0 or more), got ${option('rest')}`);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-load-ab-'));
  const builds = revs.map((rev) => build(rev, scratch));
  const own = join(ROOT, 'out');
  const kept = join(scratch, 'own-out');
  if (existsSync(own)) renameSync(own, kept);
  const results: Round[][] = [[], []];
  try {
    for (let r = 1; r <= rounds; r++)
      for (const [k, out] of builds.entries()) {
        rmSync(own, { recursive: true, force: true });
        cpSync(out, own, { recursive: true });
        if (rest > 0) execFileSync('sleep', [String(rest)]);
        const load = loadavg()[0]?.toFixed(1);
        const round = measure();
        results[k]?.push(round);
        console.log(
          `round ${r}, ${revs[k]} (load ${load}): ${round.loads.join(', ')} ms; +${round.render} after the mount`,
        );
      }
  } finally {
    rmSync(own, { recursive: true, force: true });
    if (existsSync(kept)) renameSync(kept, own);
    rmSync(scratch, { recursive: true, force: true });
  }
  const names = ['early', 'answer', 'evaluated', 'mount', '+render'];
  for (const [k, rev] of revs.entries()) {
    const rs = results[k] as Round[];
    const loads = rs.flatMap((r) => r.loads);
    const sorted = [...loads].sort((x, y) => x - y);
    const marks = names.map((name, i) => `${name} ${median(rs.map((r) => r.marks[i] as number))}`);
    console.log(
      `${rev}: first screen median ${median(loads)} ms (quartiles ${percentile(sorted, 25)}–${percentile(sorted, 75)}, ${loads.filter((x) => x <= 1000).length} of ${loads.length} ≤ 1 s); milestones ${marks.join(', ')} ms`,
    );
  }
  const [a, b] = results as [Round[], Round[]];
  console.log(
    `Mann–Whitney, ${revs[0]} against ${revs[1]}: every load p = ${mannWhitney(
      a.flatMap((r) => r.loads),
      b.flatMap((r) => r.loads),
    ).toFixed(3)}; mount to first screen (the rounds' medians) p = ${mannWhitney(
      a.map((r) => r.render),
      b.map((r) => r.render),
    ).toFixed(3)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
}

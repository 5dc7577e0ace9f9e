/**
 * The report round robin: the levels' ratings at all six tables on the report seeds, which nothing is
 * tuned on (docs/figures.md, "Ratings"). For each table and report seed whose file is missing it runs
 * `npm run ratings` (scripts/ratings.ts) with `--out`, one run after another, and keeps the file as
 * docs/ratings-runs/report/VARIANT-SEATS-sSEED.json with the code it was played on. A run takes from
 * minutes to hours, so the round robin can be played in pieces, session after session: each run keeps its
 * deals as they finish in a journal (`ratings --journal`, VARIANT-SEATS-sSEED.json.CODE.journal, committed
 * at a session's end, since a fresh checkout has only what was committed), and a stopped run started again
 * plays only the deals its journal lacks; a file or journal
 * whose code differs from today's (the levels changed since) is played again.
 * Once a table has every seed on today's code it prints the command that pools them and writes the
 * table's ratings (`npm run ratings -- --from … --write`).
 *
 * The code a run was played on (`code`): a hash of the files of everything a level's decision reads —
 * every module a match's players reach by their imports (but the stored ratings) and resources/ai
 * (`levelSources`). Uncommitted changes there are refused: their runs could not be told from the
 * committed code's.
 *
 * npm run ratings:report [-- --table chosen-3[,auction-4…]] [--workers 2] [--dry] [--hands] [--restamp N]
 *   (--dry lists each table's runs: kept, stale or missing, and plays nothing; --hands plays a kept run
 *   whose hands were not kept again for them, and checks the replay gives its money deal by deal;
 *   --restamp N checks a stale table's runs on their first N deals instead of playing them: `restamp`)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefenderFleks, type NamedDeals, pooledFleks } from '../src-main/ai/arena-report.ts';
import { option, readJsonText } from './cli-args.ts';
import { matchHandsFile } from './match-hands.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The seeds the report is played on (docs/figures.md declares them; no tuning run uses them). */
export const REPORT_SEEDS = [211, 223, 227] as const;

/**
 * The six tables and the deals per match on each seed, so that every pair meets on at least 400 deals over
 * the three seeds: by three, each pair is in two of the four triples (67 × 3 × 2); at four seats and in
 * lízaný, in one match (134 × 3).
 */
export const REPORT_TABLES = [
  { variant: 'chosen', seats: 3, deals: 67 },
  { variant: 'chosen', seats: 4, deals: 134 },
  { variant: 'auction', seats: 3, deals: 67 },
  { variant: 'auction', seats: 4, deals: 134 },
  { variant: 'fourHand', seats: 4, deals: 134 },
  { variant: 'twoHand', seats: 2, deals: 134 },
] as const;

/**
 * Where a match's play begins: what the workers of scripts/arena-pool.ts import to seat the players and
 * play a deal (players.ts `playerByName`, arena.ts `playDeal`, and with them the money per deal). The
 * scripts that spread its deals over workers and keep them (ratings.ts, arena-pool.ts) are plumbing.
 */
const LEVEL_ENTRIES = ['src-main/ai/players.ts', 'src-main/ai/arena.ts'];
/** Data a level may read other than by an import (the learned evaluation's files). */
const LEVEL_DATA = ['resources/ai'];
/** A relative module specifier: `from '…'`, `import '…'` or `import('…')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * What a level's decision reads: every module the entries reach by their relative imports (static,
 * dynamic, JSON), whatever folder it is in — src-main/ai and src-main/solver, but also the variants'
 * main-side definitions, the review's and the training's modules the levels call, and src-shared — and
 * the levels' data. A change in any of them makes a stored run stale. (Until 2026-11-29 the list was four
 * folders, and src-main/variants, review and training were missed.)
 */
export function levelSources(root: string = ROOT): string[] {
  const seen = new Set<string>();
  const todo = [...LEVEL_ENTRIES];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file) || !existsSync(join(root, file))) continue;
    seen.add(file);
    if (!file.endsWith('.ts')) continue;
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(RELATIVE_IMPORT))
      todo.push(posix.normalize(posix.join(posix.dirname(file), m[1] as string)));
  }
  return [...[...seen].sort(), ...LEVEL_DATA];
}

const DIR = join(ROOT, 'docs/ratings-runs/report');
/**
 * Every match's hands (`ratings --hands-out`, gzipped), for `npm run arena -- --from` to report the flek
 * rates, the doubles' money, the hands thrown in and the contracts on the report seeds; committed, since
 * playing a run again for them takes as long as the run.
 */
const HANDS = join(DIR, 'hands');

function fail(message: string): never {
  console.error(`ratings:report: ${message}`);
  process.exit(2);
}

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * Data among those sources that no decision reads: the stored ratings themselves, which the report writes
 * (a run would otherwise be stale the moment its table's ratings were stored).
 */
const NOT_READ = ['src-shared/variants/level-ratings.ts'];

/** The levels' code at HEAD (12 hex digits); refused while those sources have uncommitted changes. */
function levelCode(): string {
  const sources = levelSources();
  const dirty = git('status', '--porcelain', '--', ...sources)
    .split('\n')
    .filter((line) => line !== '' && !NOT_READ.some((path) => line.endsWith(path)))
    .join('\n');
  if (dirty !== '') fail(`uncommitted changes in the levels' sources; commit them first:\n${dirty}`);
  // Every file's blob at HEAD ("<mode> blob <hash>\t<path>"), the unread data left out.
  const files = git('ls-tree', '-r', 'HEAD', '--', ...sources)
    .split('\n')
    .filter((line) => !NOT_READ.some((path) => line.endsWith(`\t${path}`)));
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
}

type Table = (typeof REPORT_TABLES)[number];
const tableName = (t: Table) => `${t.variant}-${t.seats}`;
const fileOf = (t: Table, seed: number) => join(DIR, `${tableName(t)}-s${seed}.json`);

/** A table's stored run of `seed`: missing, kept (played on `code` with the table's deals), or stale. */
function runState(table: Table, seed: number, code: string): 'missing' | 'kept' | 'stale' {
  const file = fileOf(table, seed);
  if (!existsSync(file)) return 'missing';
  const run = JSON.parse(readFileSync(file, 'utf8')) as { code?: string; deals: number };
  return run.code === code && run.deals === table.deals ? 'kept' : 'stale';
}

/**
 * Plays `table` on `seed` (scripts/ratings.ts) into `out`, keeping its deals in `journal` and its hands in
 * `hands`; its first `deals` deals (a deal's play does not depend on how many follow it).
 */
function play(
  table: Table,
  seed: number,
  workers: string,
  out: string,
  journal: string,
  hands: string = HANDS,
  deals: number = table.deals,
): void {
  const run = spawnSync(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      join(ROOT, 'scripts/ratings.ts'),
      ...['--variant', table.variant, '--seats', String(table.seats)],
      ...['--hands', String(deals), '--seed', String(seed), '--workers', workers],
      ...['--out', out, '--journal', journal, '--hands-out', hands],
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (run.status !== 0) fail(`the run of ${tableName(table)} seed ${seed} failed (exit ${run.status})`);
}

export interface KeptRun {
  matches: { players: string[]; money: number[][] }[];
}

/**
 * Where a replay's money differs from the kept run's, in words; null where it gives the same on every deal
 * (on the first `deals` deals where given: a replay of only those).
 */
export function firstDifference(kept: KeptRun, again: KeptRun, deals = Infinity): string | null {
  for (const [m, match] of kept.matches.entries()) {
    const other = again.matches[m];
    if (other === undefined || other.players.join() !== match.players.join())
      return `the replay has no match of ${match.players.join(', ')}`;
    for (const [k, seat] of match.money.entries())
      for (const [deal, amount] of seat.slice(0, deals).entries()) {
        const replayed = other.money[k]?.[deal];
        if (replayed === undefined || Math.abs(replayed - amount) > 1e-9)
          return `the replay of ${match.players.join(', ')} gave ${match.players[k]} ${replayed} on deal ${deal}, the kept run ${amount}`;
      }
  }
  return null;
}

const handsFile = (table: Table, players: readonly string[], seed: number) =>
  matchHandsFile(HANDS, table.variant, table.seats, players, seed);

const readRun = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as KeptRun;

/** Whether every match of the kept run `file` has its hands in HANDS. */
function handsKept(table: Table, seed: number, file: string): boolean {
  return readRun(file).matches.every(({ players }) => existsSync(handsFile(table, players, seed)));
}

/**
 * `--hands`: a run kept from before the hands were kept is played again for them. The levels are
 * deterministic, so the replay must give the kept run's money on every deal to the cent; it is compared,
 * and a difference fails the report (the run would not be what the code plays).
 */
function replayForHands(table: Table, seed: number, workers: string, file: string, code: string): void {
  const started = Date.now();
  const replay = `${file}.replay`;
  play(table, seed, workers, replay, `${file}.${code}.replay.journal`);
  const difference = firstDifference(readRun(file), readRun(replay));
  if (difference !== null)
    fail(
      `${tableName(table)} seed ${seed}: ${difference}; the hands are kept in ${HANDS}, the run is not replaced`,
    );
  rmSync(replay);
  rmSync(`${file}.${code}.replay.journal`);
  console.log(
    `hands of ${basename(file)} kept; the replay matched its money on every deal (${((Date.now() - started) / 60_000).toFixed(1)} min)`,
  );
}

/**
 * `--restamp N`: a stale table whose play the change since has not touched (one variant's levels
 * changed, and this table is of another) is checked instead of played again. The first N deals of every
 * seed's every match are replayed on today's code; where each gives its stored run's money to the cent,
 * the three runs take today's code, with the check noted in the run (`restamped`: the code it was played
 * on, today's, and the deals replayed). A difference fails the report and stamps nothing: the table's play
 * did change, and it is to be played. The check is of N deals, not all: it is for changes that by their
 * reading cannot reach the table, and docs/figures.md says which runs were restamped.
 */
function restamp(table: Table, workers: string, deals: number, code: string): void {
  const started = Date.now();
  const scratch = join(DIR, `.restamp-${tableName(table)}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  for (const seed of REPORT_SEEDS) {
    const file = fileOf(table, seed);
    const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { deals?: number }) : null;
    if (stored?.deals !== table.deals)
      fail(
        `${tableName(table)} seed ${seed}: no stored run of the table's ${table.deals} deals to restamp; play it`,
      );
    const out = join(scratch, `s${seed}.json`);
    play(table, seed, workers, out, join(scratch, `s${seed}.journal`), scratch, deals);
    const difference = firstDifference(readRun(file), readRun(out), deals);
    if (difference !== null) {
      rmSync(scratch, { recursive: true, force: true });
      fail(
        `${tableName(table)} seed ${seed}: ${difference}; its play changed, so play the table (nothing restamped)`,
      );
    }
  }
  for (const seed of REPORT_SEEDS) {
    const file = fileOf(table, seed);
    const run = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & {
      code?: string;
      restamped?: unknown[];
    };
    const note = { from: run.code ?? null, to: code, deals };
    writeFileSync(file, `${JSON.stringify({ ...run, code, restamped: [...(run.restamped ?? []), note] })}\n`);
  }
  rmSync(scratch, { recursive: true, force: true });
  console.log(
    `${tableName(table)}: restamped to ${code}; the first ${deals} deals of every seed and match gave the stored money (${((Date.now() - started) / 60_000).toFixed(1)} min)`,
  );
}

/**
 * Each player's fleks over the table's every match and seed (arena-report.ts `pooledFleks`): issue 52's
 * flek rate and what the fleks gained per fleked hand, one line a level, where every hands file is kept.
 */
function printFleks(table: Table, matches: KeptRun['matches']): void {
  const files = matches.flatMap(({ players }) => REPORT_SEEDS.map((seed) => handsFile(table, players, seed)));
  if (!files.every((f) => existsSync(f))) return;
  const runs = files.map((f) => JSON.parse(readJsonText(f)) as NamedDeals);
  const names = [...new Set(matches.flatMap((m) => m.players))];
  const kc = (haler: number) => (haler / 100).toFixed(3);
  console.log(
    '  its fleks as defender over every match (fleked of asked; what the fleks gained per fleked hand, Kč):',
  );
  const line = (label: string, r: DefenderFleks) => {
    const gain = r.fleked > 0 ? `, ${kc(r.gain.mean)} ± ${kc(r.gain.half)}` : '';
    console.log(
      `    ${label.padEnd(11)} ${((100 * r.fleked) / r.defended).toFixed(1)} % ± ${(100 * r.rate.half).toFixed(1)} (${r.fleked} of ${r.defended})${gain}`,
    );
  };
  for (const name of names) line(name, pooledFleks(runs, name));
  // What the computer's doubles gain at the table: the three levels' fleks together.
  const levels = names.filter((n) => n !== 'rules');
  line('levels', pooledFleks(runs, levels));
}

function main(): void {
  const asked = option('table')?.split(',');
  const known = REPORT_TABLES.map(tableName);
  for (const name of asked ?? [])
    if (!known.includes(name)) fail(`unknown table "${name}"; known: ${known.join(', ')}`);
  const tables = REPORT_TABLES.filter((t) => asked === undefined || asked.includes(tableName(t)));
  const workers = option('workers') ?? String(availableParallelism());
  const dry = process.argv.includes('--dry');
  const replayHands = process.argv.includes('--hands');
  const restampDeals = option('restamp');
  if (restampDeals !== undefined && !(Number(restampDeals) >= 1 && Number.isInteger(Number(restampDeals))))
    fail(`--restamp wants a whole number of deals to replay, not "${restampDeals}"`);
  if (restampDeals !== undefined && asked === undefined) fail('--restamp wants the tables named (--table …)');
  const code = levelCode();
  mkdirSync(DIR, { recursive: true });
  console.log(`the levels' code: ${code}`);
  for (const table of tables) {
    if (restampDeals !== undefined && !dry) {
      if (REPORT_SEEDS.some((seed) => runState(table, seed, code) !== 'stale'))
        fail(`${tableName(table)}: --restamp is for a table whose three runs are stored and stale`);
      restamp(table, workers, Number(restampDeals), code);
    }
    for (const seed of REPORT_SEEDS) {
      const file = fileOf(table, seed);
      const state = runState(table, seed, code);
      console.log(`${tableName(table)} seed ${seed}: ${state}`);
      if (state === 'kept' && replayHands && !dry && !handsKept(table, seed, file)) {
        replayForHands(table, seed, workers, file, code);
        continue;
      }
      if (state === 'kept' || dry) continue;
      const started = Date.now();
      const partial = `${file}.partial`;
      // The deals played so far on today's code; a journal of other code is of other levels.
      const journal = `${file}.${code}.journal`;
      for (const name of readdirSync(DIR))
        if (name.startsWith(`${basename(file)}.`) && name.endsWith('.journal') && name !== basename(journal))
          rmSync(join(DIR, name));
      play(table, seed, workers, partial, journal);
      const saved = JSON.parse(readFileSync(partial, 'utf8')) as Record<string, unknown>;
      writeFileSync(partial, `${JSON.stringify({ ...saved, code })}\n`);
      renameSync(partial, file);
      rmSync(journal);
      console.log(`kept ${file} (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
    }
    if (REPORT_SEEDS.every((seed) => runState(table, seed, code) === 'kept')) {
      const files = REPORT_SEEDS.map((seed) => fileOf(table, seed));
      console.log(
        `${tableName(table)}: every seed on today's code; its ratings: npm run ratings -- --from ${files
          .map((f) => f.slice(ROOT.length))
          .join(',')} --write`,
      );
      // Issue 52's rates (flek rate, doubles' money, thrown in, contracts) from the same deals, one command
      // per match: the hands of its three seeds where every one was kept (`--hands` plays a run kept
      // without them again).
      const { matches } = readRun(files[0] as string);
      for (const { players } of matches) {
        const hands = REPORT_SEEDS.map((seed) => handsFile(table, players, seed));
        console.log(
          hands.every((f) => existsSync(f))
            ? `  its rates, ${players.join(', ')}: npm run arena -- --variant ${table.variant} --seats ${table.seats} --from ${hands
                .map((f) => f.slice(ROOT.length))
                .join(',')}`
            : `  its rates, ${players.join(', ')}: the hands of some seed were not kept (ratings:report -- --hands plays them again)`,
        );
      }
      printFleks(table, matches);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

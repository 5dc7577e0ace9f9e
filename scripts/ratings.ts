/**
 * Ratings of the computer levels: a round robin of duplicate arena matches among the rule-based player
 * and the levels (rules, zacatecnik, hrac, mistr) — every triple of the four where the arena seats three
 * (volený, licitovaný), all four at once in křížový and in volený and licitovaný by four (`--seats 4`,
 * the dealer sitting out), every pair in lízaný — each on the same deals, then
 * an Elo fit over every pair's games (src-main/ai/ratings.ts; a deal is won by the one with more money on
 * it), the rule player fixed at 1500. Prints each rating with its 95% interval (bootstrap over deals; the
 * Fisher information's beside it) and every pair's wins, draws and losses.
 *
 * npm run ratings -- --variant chosen [--seats 4] --hands 12 [--seed 1] [--workers 2] [--rules P] [--write]
 *   [--out f.json] [--from f.json[,g.json…]] [--hands-out DIR] [--journal f.journal]
 * (--hands counts deals per match; --rules defaults to the variant's default preset in the app; --write
 * stores the ratings of the variant at that table size in src-shared/variants/level-ratings.ts, which the new-session screen
 * shows; --out keeps every match's money per deal, --from fits those again without playing, and several
 * files — runs of the same round robin with other seeds, hence on other deals — pooled as one;
 * --hands-out writes every match's hands as the arena's run file, DIR/<variant>-<seats>-<players>-s<seed>.json.gz,
 * for `npm run arena -- --from` to report flek rates, contracts and deals won; --journal keeps every deal
 * as it finishes, one JSON line each, and a run started again with the same journal and settings plays
 * only the deals it lacks, so a run of an hour can be stopped and taken up again.)
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { PresetId, Variant } from '../src-shared/index.ts';
import { AI_LEVELS, presetsOf } from '../src-shared/api/game.ts';
import { LEVEL_RATINGS, type SeatRatings, type VariantRatings } from '../src-shared/ai/level-ratings.ts';
import { ARENA_SEATS, ARENA_TABLE_SIZES, type HandRecord, perDealMeans } from '../src-main/ai/arena.ts';
import { type MatchDeals, type RoundRobinRatings, poolRuns, rateMatches } from '../src-main/ai/ratings.ts';
import { playMatch } from './arena-pool.ts';
import { matchHandsFile } from './match-hands.ts';
import { option, readRunFiles, writeJsonFile } from './cli-args.ts';

const PLAYERS = ['rules', ...AI_LEVELS] as const;
const DATA_FILE = fileURLToPath(new URL('../src-shared/variants/level-ratings.ts', import.meta.url));

function fail(message: string): never {
  console.error(`ratings: ${message}`);
  process.exit(2);
}

/** Every choice of `k` of `items`, in order. */
function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...choose(rest, k - 1).map((c) => [first, ...c]), ...choose(rest, k)];
}

interface Saved {
  readonly variant: Variant;
  /** Players at each table (absent in files written before four-seat matches: the variant's default). */
  readonly seats?: number;
  readonly rules: PresetId;
  readonly seed: number;
  readonly deals: number;
  readonly matches: readonly MatchDeals[];
  /** Pooled runs (`--from a.json,b.json`): each run's seed and deals per match, in order. */
  readonly runs?: readonly { readonly seed: number; readonly deals: number }[];
}

/** Runs of the same round robin on other seeds, read from `files` and pooled into one. */
function readRuns(files: readonly string[]): Saved {
  const runs = readRunFiles<Saved>(files, fail);
  const [first] = runs as [Saved, ...Saved[]];
  if (files.length === 1) return first;
  for (const [k, run] of runs.entries()) {
    if (run.variant !== first.variant || seatsOf(run) !== seatsOf(first) || run.rules !== first.rules)
      fail(
        `--from ${files[k]} is ${run.variant} by ${seatsOf(run)} on ${run.rules}, not ${first.variant} by ${seatsOf(first)} on ${first.rules}`,
      );
    if (runs.findIndex((r) => r.seed === run.seed) !== k)
      fail(`--from ${files[k]} has seed ${run.seed} again: its deals are already counted`);
  }
  let matches: MatchDeals[];
  try {
    matches = poolRuns(runs.map((r) => r.matches));
  } catch (e) {
    return fail((e as Error).message);
  }
  return {
    ...first,
    deals: runs.reduce((n, r) => n + r.deals, 0),
    matches,
    runs: runs.map((r) => ({ seed: r.seed, deals: r.deals })),
  };
}

/** The settings a journal was written for: its first line, and a run with other settings refuses it. */
interface JournalHead {
  readonly journal: 1;
  readonly variant: Variant;
  readonly seats: number;
  readonly rules: PresetId;
  readonly seed: number;
  readonly deals: number;
}

/** One finished deal of one match (the match by its players, in the round robin's order). */
interface JournalDeal {
  readonly players: readonly string[];
  readonly i: number;
  readonly hands: HandRecord[];
}

/**
 * The deals a journal holds, by match (players joined by ","), after checking that it was written for
 * `head`; a missing or empty file holds none and is begun with `head`. A last line cut short (the run
 * stopped while writing it) is dropped: that deal is played again.
 */
function readJournal(file: string, head: JournalHead): Map<string, Map<number, HandRecord[]>> {
  const byMatch = new Map<string, Map<number, HandRecord[]>>();
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (text.trim() === '') {
    writeFileSync(file, `${JSON.stringify(head)}\n`);
    return byMatch;
  }
  const lines = text.split('\n').filter((line) => line !== '');
  const parsed = lines.map((line, k) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      if (k === lines.length - 1 && !text.endsWith('\n')) return undefined;
      return fail(`--journal ${file}: line ${k + 1} is not JSON`);
    }
  });
  const [first, ...deals] = parsed as [JournalHead, ...(JournalDeal | undefined)[]];
  const settings = (h: JournalHead) => JSON.stringify([h.variant, h.seats, h.rules, h.seed, h.deals]);
  if (first?.journal !== 1 || settings(first) !== settings(head))
    fail(
      `--journal ${file} was written for ${first?.journal === 1 ? `${first.variant} by ${first.seats} on ${first.rules}, seed ${first.seed}, ${first.deals} deals` : 'something else'}, not for this run`,
    );
  for (const d of deals) {
    if (d === undefined) continue;
    const key = d.players.join(',');
    if (!byMatch.has(key)) byMatch.set(key, new Map());
    byMatch.get(key)?.set(d.i, d.hands);
  }
  // A cut line is rewritten away, and a whole last line ended, so that the next deal starts a line of its own.
  if (!text.endsWith('\n'))
    writeFileSync(file, `${(parsed.at(-1) === undefined ? lines.slice(0, -1) : lines).join('\n')}\n`);
  return byMatch;
}

async function play(
  variant: Variant,
  seats: number,
  rules: PresetId,
  seed: number,
  deals: number,
): Promise<Saved> {
  const requested = Number(option('workers') ?? availableParallelism());
  if (!Number.isInteger(requested) || requested < 1)
    fail(`--workers must be a positive whole number, got ${option('workers')}`);
  const tables = choose(PLAYERS, seats);
  const handsOut = option('hands-out');
  if (handsOut !== undefined) mkdirSync(handsOut, { recursive: true });
  const journal = option('journal');
  const kept =
    journal === undefined ? null : readJournal(journal, { journal: 1, variant, seats, rules, seed, deals });
  const matches: MatchDeals[] = [];
  for (const [k, names] of tables.entries()) {
    const started = performance.now();
    const label = `match ${k + 1}/${tables.length} ${names.join(',')}`;
    const done = kept?.get(names.join(',')) ?? new Map<number, HandRecord[]>();
    if (done.size > 0) process.stderr.write(`${label}: ${done.size} deals kept in the journal\n`);
    const results = await playMatch(
      { names, rules, seed, deals, timed: false, variant },
      requested,
      (played) =>
        process.stderr.write(
          `\r${label}: ${played}/${deals} deals, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        ),
      journal === undefined
        ? undefined
        : {
            done,
            onResult: (i, hands) =>
              appendFileSync(
                journal,
                `${JSON.stringify({ players: names, i, hands } satisfies JournalDeal)}\n`,
              ),
          },
    );
    process.stderr.write('\n');
    matches.push({ players: names, money: perDealMeans(results, names.length) });
    if (handsOut !== undefined) {
      // The arena's run file (scripts/arena.ts `--out`), so `npm run arena -- --from` reports the match.
      const file = matchHandsFile(handsOut, variant, seats, names, seed);
      const run = { names, rules, seed, variant, seats, timed: false, deals: results };
      writeJsonFile(file, run);
    }
  }
  return { variant, seats, rules, seed, deals, matches };
}

function print(saved: Saved, r: RoundRobinRatings, seconds: number | null): void {
  const elo = (x: number) => Math.round(x).toString();
  console.log(
    `${saved.variant} by ${seatsOf(saved)}, rules ${saved.rules}, ${seedsOf(saved)}: ${saved.matches.length} matches × ${saved.deals} deals${seconds === null ? '' : `, ${seconds.toFixed(0)} s`}`,
  );
  console.log(
    `Elo, ${r.anchor} = ${r.anchorRating}; 95% interval by bootstrap over ${r.deals} deals (${r.resamples} resamples), Fisher's ± beside:`,
  );
  for (const p of [...r.ratings].sort((a, b) => b.rating - a.rating))
    console.log(
      `  ${p.name.padEnd(11)} ${elo(p.rating).padStart(5)}  [${elo(p.low)}, ${elo(p.high)}]  ± ${elo(p.fisherHalf)}  (${p.deals} deals, ${p.games} games)`,
    );
  if (r.bounded) console.log('  (a rating hit the bound: one side won every game; it is a floor or ceiling)');
  console.log(
    "pairs, deals won / drawn / lost by the first (the one with more money on the deal wins), and its money less the other's (95% interval over deals):",
  );
  for (const q of r.pairs) {
    const n = q.wins + q.draws + q.losses;
    const share = ((100 * (q.wins + q.draws / 2)) / n).toFixed(0);
    console.log(
      `  ${`${q.a} − ${q.b}`.padEnd(22)} ${q.wins} / ${q.draws} / ${q.losses}  (${share} %), rating difference ${elo(q.difference)} [${elo(q.low)}, ${elo(q.high)}], money ${signed(q.money.mean / 100)} ± ${(q.money.half / 100).toFixed(3)} Kč per hand`,
    );
  }
}

const signed = (x: number): string => `${x < 0 ? '−' : '+'}${Math.abs(x).toFixed(3)}`;

const seatsOf = (saved: Saved): number => saved.seats ?? ARENA_SEATS[saved.variant];

const seedsOf = (saved: Saved): string =>
  saved.runs === undefined
    ? `seed ${saved.seed}`
    : `seeds ${saved.runs.map((r) => `${r.seed} (${r.deals} deals)`).join(' + ')}`;

/** The command that makes `saved` and stores it: one run, or each pooled run and then the pooling. */
function commandOf(saved: Saved): string {
  const seats = seatsOf(saved);
  const head = `npm run ratings -- --variant ${saved.variant}${seats === ARENA_SEATS[saved.variant] ? '' : ` --seats ${seats}`}`;
  const rules = saved.rules === presetsOf(saved.variant)[0] ? '' : ` --rules ${saved.rules}`;
  if (saved.runs === undefined) return `${head} --hands ${saved.deals} --seed ${saved.seed}${rules} --write`;
  const files = saved.runs.map((r) => `s${r.seed}.json`);
  const each = saved.runs.map(
    (r, k) => `${head} --hands ${r.deals} --seed ${r.seed}${rules} --out ${files[k]}`,
  );
  return `${each.join('; ')}; npm run ratings -- --from ${files.join(',')} --write`;
}

/** The data file with the entry of `entry`'s variant and table size replaced (the others kept), formatted as the repository's. */
async function dataFile(entry: VariantRatings): Promise<string> {
  const order = Object.keys(ARENA_SEATS) as Variant[];
  const stored = LEVEL_RATINGS as Readonly<Record<Variant, readonly SeatRatings[]>>;
  // Keyed by variant in the arena's order, each variant's entries by table size, the variant not repeated.
  const all = Object.fromEntries(
    order.map((v): [Variant, SeatRatings[]] => {
      const { variant: _, ...own } = entry;
      const kept = stored[v].filter((r) => v !== entry.variant || r.seats !== entry.seats);
      return [v, [...kept, ...(v === entry.variant ? [own] : [])].sort((a, b) => a.seats - b.seats)];
    }),
  );
  const source = readFileSync(DATA_FILE, 'utf8');
  const head = 'export const LEVEL_RATINGS = ';
  const tail = ' as const satisfies Readonly<Record<Variant, readonly SeatRatings[]>>;';
  const start = source.indexOf(head);
  const end = source.indexOf(tail, start);
  if (start < 0 || end < 0) fail(`${DATA_FILE} lacks "${head}… ${tail}"`);
  // Each level's figures on one line: a level entry is written as a string first, then unquoted.
  const json = JSON.stringify(
    all,
    (key, value: unknown) =>
      (AI_LEVELS as readonly string[]).includes(key) ? `@${JSON.stringify(value)}@` : value,
    2,
  ).replace(/"@(.*?)@"/g, (_, inner: string) => JSON.parse(`"${inner}"`) as string);
  const text = `${source.slice(0, start + head.length)}${json}${source.slice(end)}`;
  return format(text, { ...(await resolveConfig(DATA_FILE)), filepath: DATA_FILE });
}

async function main(): Promise<void> {
  const from = option('from');
  const started = performance.now();
  let saved: Saved;
  if (from !== undefined) saved = readRuns(from.split(','));
  else {
    const variant = (option('variant') ?? 'chosen') as Variant;
    if (!(variant in ARENA_SEATS))
      fail(`unknown variant "${variant}"; known: ${Object.keys(ARENA_SEATS).join(', ')}`);
    const seats = Number(option('seats') ?? ARENA_SEATS[variant]);
    if (!(ARENA_TABLE_SIZES[variant] as readonly number[]).includes(seats))
      fail(
        `--seats: ${variant} is played by ${ARENA_TABLE_SIZES[variant].join(' or ')}, not ${option('seats')}`,
      );
    // The variant's default preset in the app (volený csm, licitovaný csm002, lízaný english003).
    const known = presetsOf(variant);
    const rules = (option('rules') ?? known[0]) as PresetId;
    if (!known.includes(rules)) fail(`unknown rules "${rules}"; known: ${known.join(', ')}`);
    const deals = Number(option('hands') ?? 12);
    if (!Number.isInteger(deals) || deals < 1)
      fail(`--hands must be a positive whole number, got ${option('hands')}`);
    const seed = Number(option('seed') ?? 1);
    if (!Number.isInteger(seed)) fail(`--seed must be a whole number, got ${option('seed')}`);
    saved = await play(variant, seats, rules, seed, deals);
    const out = option('out');
    if (out !== undefined) writeFileSync(out, `${JSON.stringify(saved)}\n`);
  }
  const r = rateMatches(saved.matches, { anchor: 'rules', anchorRating: 1500, resamples: 2000, seed: 1 });
  print(saved, r, from === undefined ? (performance.now() - started) / 1000 : null);

  if (process.argv.includes('--write')) {
    const byName = new Map(r.ratings.map((p) => [p.name, p]));
    const round = (x: number) => Math.round(x);
    const seats = seatsOf(saved);
    const entry: VariantRatings = {
      variant: saved.variant,
      seats,
      anchor: 'rules',
      anchorRating: r.anchorRating,
      dealsPerMatch: saved.deals,
      rules: saved.rules,
      date: new Date().toISOString().slice(0, 10),
      command: commandOf(saved),
      levels: Object.fromEntries(
        AI_LEVELS.map((level) => {
          const p = byName.get(level);
          if (p === undefined) fail(`no rating for ${level}`);
          return [level, { rating: round(p.rating), low: round(p.low), high: round(p.high), deals: p.deals }];
        }),
      ) as VariantRatings['levels'],
    };
    writeFileSync(DATA_FILE, await dataFile(entry));
    console.log(`written: ${saved.variant} by ${seats} in src-shared/variants/level-ratings.ts`);
  }
}

await main();

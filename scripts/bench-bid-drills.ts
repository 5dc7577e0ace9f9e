/**
 * How long mining one bidding drill takes, and how many seeds give one: for each theme (talon, game,
 * flek) and table (volený by three, licitovaný by three and four, křížový, lízaný — those with
 * decisions of the theme), `mineBidDrill` of src-main/training/bid-mine.ts with the stock's settings on
 * seeds from..from+count−1, in this process (one thread, as one background worker mines). Prints per
 * theme and table: seeds that gave a drill, decisions graded (and how many stood out), the median and
 * worst time per seed, and the time per drill found.
 *
 * npm run bench:bid-drills -- [--count 5] [--from 1] [--themes talon,game,flek] [--tables chosen3,auction3]
 */
import {
  BID_TABLES,
  BID_THEMES,
  type BidTable,
  type BidTheme,
  hasTheme,
  mineBidDrill,
} from '../src-main/training/bid-mine.ts';
import { option, percentile } from './cli-args.ts';

const count = Number(option('count') ?? 5);
const from = Number(option('from') ?? 1);
const themes = (option('themes')?.split(',') ?? BID_THEMES) as BidTheme[];
const tableName = (t: BidTable) => `${t.variant}${t.seats}`;
const tables = option('tables')?.split(',') ?? BID_TABLES.map(tableName);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(from) || from < 0) {
  console.error('bench-bid-drills: --count and --from must be whole numbers (count ≥ 1)');
  process.exit(2);
}
for (const t of themes)
  if (!(BID_THEMES as readonly string[]).includes(t)) {
    console.error(`bench-bid-drills: unknown theme "${t}"; known: ${BID_THEMES.join(', ')}`);
    process.exit(2);
  }

const s = (ms: number) => `${(ms / 1000).toFixed(1)}`.padStart(7);
console.log(`seeds ${from}..${from + count - 1}; times in s`);
console.log('theme  table       drills  judged  apart    median     max  per drill');
for (const theme of themes)
  for (const table of BID_TABLES) {
    if (!hasTheme(theme, table.variant) || !tables.includes(tableName(table))) continue;
    let drills = 0;
    let judged = 0;
    let apart = 0;
    const times: number[] = [];
    for (let seed = from; seed < from + count; seed++) {
      const t0 = performance.now();
      const d = mineBidDrill(seed, theme, {
        table,
        onJudged: (j) => {
          judged++;
          if (j.separated) apart++;
        },
      });
      times.push(performance.now() - t0);
      if (d !== null) drills++;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const all = times.reduce((a, b) => a + b, 0);
    console.log(
      `${theme.padEnd(6)} ${tableName(table).padEnd(10)} ${`${drills}/${count}`.padStart(7)}  ${String(judged).padStart(6)}  ${String(apart).padStart(5)}  ${s(percentile(sorted, 50))} ${s(sorted[sorted.length - 1] as number)}  ${drills === 0 ? '      —' : s(all / drills)}`,
    );
  }

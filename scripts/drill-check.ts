/**
 * The drills checked from outside: for seeds from..from+count−1 and the kind's themes in turn (the i-th
 * seed gets themes[i % length]; exact: all seven, seat: the themes the stock mines as seat drills,
 * STOCK_KIND), the command line is run as a separate process to mine the drill (`cli drill`), and again
 * to judge its position against its stated goal (`cli analyze --goal`, every hand open; `cli seat
 * --goal --max-layouts 1000` from the seat's view). The check: the drill's answers are exactly the cards
 * meeting the goal — exact: on the real deal; seat: in every layout the seat cannot rule out, all of them
 * judged (`exhaustive`), the answers in each one and every other card missing it in at least one — and
 * its legal cards and per-card verdicts (or layout counts) are the judge's.
 *
 * With `--drills N` it goes on through the seeds until N drills are mined (at most 5·N seeds), so the
 * figure is N of N checked rather than however many drills a fixed range of seeds happened to give.
 *
 * npm run drills:check -- --count 200 --kind exact|seat [--from 1]
 * npm run drills:check -- --drills 200 --kind exact|seat [--from 1]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { THEMES, type Theme } from '../src-main/training/drill-judge.ts';
import { STOCK_KIND } from '../src-main/training/stock.ts';
import { MAX_LAYOUTS } from '../src-shared/api/contract.ts';
import { option } from './cli-args.ts';

/** Drills wanted: mine through the seeds until this many are mined; null: a fixed count of seeds. */
const wanted = option('drills') === undefined ? null : Number(option('drills'));
/** Seeds to try: --count, or with --drills at most five seeds per drill wanted. */
const count = wanted === null ? Number(option('count') ?? 20) : 5 * wanted;
const from = Number(option('from') ?? 1);
const kind = option('kind') ?? 'exact';
if (
  !Number.isSafeInteger(count) ||
  count < 1 ||
  (wanted !== null && !(Number.isSafeInteger(wanted) && wanted >= 1)) ||
  !Number.isSafeInteger(from) ||
  from < 0
) {
  console.error('drill-check: --count and --drills must be positive integers and --from a non-negative one');
  process.exit(2);
}
if (kind !== 'exact' && kind !== 'seat') {
  console.error(`drill-check: --kind must be exact or seat, got ${kind}`);
  process.exit(2);
}
const themes: readonly Theme[] = kind === 'exact' ? THEMES : THEMES.filter((t) => STOCK_KIND[t] === 'seat');

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm run -s cli -- <args>` as its own process (the script npm runs, without npm's start-up), JSON out. */
function cli(args: readonly string[], input = ''): { code: number; json: Record<string, unknown> | null } {
  const r = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'src-main/cli/main.ts', ...args],
    { cwd: root, input, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (r.error) throw r.error;
  const code = r.status ?? -1;
  if (code !== 0) return { code, json: null };
  return { code, json: JSON.parse(r.stdout) as Record<string, unknown> };
}

interface DrillJson {
  readonly position: unknown;
  readonly seat: number;
  readonly goal: { readonly id: string };
  readonly answers: readonly string[];
  readonly layouts?: number;
  readonly cards: readonly { readonly card: string; readonly meets: boolean | number }[];
}
interface JudgedJson {
  readonly seat?: number;
  readonly goal: {
    readonly id: string;
    readonly layouts?: number;
    readonly exhaustive?: boolean;
    readonly cards: readonly { readonly card: string; readonly meets: boolean | number }[];
  };
}

const sorted = (xs: Iterable<string>) => [...xs].sort().join(' ');

/** What is wrong with a drill against the judge's answer; empty when nothing is. */
function problems(d: DrillJson, j: JudgedJson): string[] {
  const out: string[] = [];
  const g = j.goal;
  if (g.id !== d.goal.id) out.push(`the judge answered goal ${g.id}, not ${d.goal.id}`);
  const legal = sorted(g.cards.map((c) => c.card));
  if (sorted(d.cards.map((c) => c.card)) !== legal)
    out.push(`legal cards: drill ${sorted(d.cards.map((c) => c.card))}, judge ${legal}`);
  let meeting: string[];
  if (kind === 'exact') {
    meeting = g.cards.filter((c) => c.meets === true).map((c) => c.card);
  } else {
    const n = g.layouts as number;
    if (g.exhaustive !== true) out.push(`not every layout judged (${n})`);
    if (d.layouts !== n) out.push(`layouts: drill ${d.layouts}, judge ${n}`);
    meeting = g.cards.filter((c) => c.meets === n).map((c) => c.card);
    for (const a of d.answers) {
      const m = g.cards.find((c) => c.card === a)?.meets;
      if (m !== n) out.push(`answer ${a} meets the goal in ${m} of ${n} layouts, not all`);
    }
    for (const c of g.cards)
      if (!d.answers.includes(c.card) && c.meets === n)
        out.push(`other card ${c.card} meets the goal in every one of ${n} layouts`);
  }
  if (sorted(d.answers) !== sorted(meeting))
    out.push(`answers ${sorted(d.answers)} ≠ cards meeting ${d.goal.id}: ${sorted(meeting)}`);
  for (const c of d.cards) {
    const m = g.cards.find((x) => x.card === c.card)?.meets;
    if (m !== undefined && m !== c.meets) out.push(`${c.card}: drill says ${c.meets}, judge ${m}`);
  }
  return out;
}

const started = performance.now();
const perTheme = new Map<Theme, { seeds: number; drills: number }>(
  themes.map((t) => [t, { seeds: 0, drills: 0 }]),
);
const misses: number[] = [];
/** Drills per goal asked. */
const goals = new Map<string, number>();
const failures: string[] = [];
let mined = 0;
let checked = 0;
/** Seeds tried. */
let tried = 0;
for (let i = 0; i < count && (wanted === null || mined < wanted); i++) {
  tried++;
  const seed = from + i;
  const theme = themes[i % themes.length] as Theme;
  const t = perTheme.get(theme) as { seeds: number; drills: number };
  t.seeds++;
  const m = cli(['drill', '--theme', theme, '--seed', String(seed), '--kind', kind]);
  if (m.json === null) {
    failures.push(`seed ${seed} ${theme}: drill exited ${m.code}`);
    continue;
  }
  const d = m.json.drill === null ? null : (m.json as unknown as DrillJson);
  if (d === null) {
    misses.push(seed);
    continue;
  }
  mined++;
  t.drills++;
  goals.set(d.goal.id, (goals.get(d.goal.id) ?? 0) + 1);
  const input = JSON.stringify({ position: d.position });
  const args =
    kind === 'exact'
      ? ['analyze', '--goal', d.goal.id]
      : ['seat', '--seat', String(d.seat), '--goal', d.goal.id, '--max-layouts', String(MAX_LAYOUTS)];
  const j = cli(args, input);
  if (j.json === null) {
    failures.push(`seed ${seed} ${theme} (${d.goal.id}): ${args[0]} exited ${j.code}`);
    continue;
  }
  checked++;
  const wrong = problems(d, j.json as unknown as JudgedJson);
  if (wrong.length > 0) failures.push(`seed ${seed} ${theme} (${d.goal.id}): ${wrong.join('; ')}`);
  if ((i + 1) % 20 === 0)
    console.error(
      wanted === null ? `… ${i + 1} of ${count} seeds` : `… ${i + 1} seeds, ${mined} of ${wanted} drills`,
    );
}
const seconds = (performance.now() - started) / 1000;

console.log(`kind ${kind}, seeds ${from}..${from + tried - 1}, themes ${themes.join(', ')}`);
if (wanted !== null && mined < wanted) failures.push(`only ${mined} of ${wanted} drills in ${tried} seeds`);
console.log(
  `drills mined ${mined}, misses ${misses.length}${misses.length ? ` (seeds ${misses.join(', ')})` : ''}`,
);
console.log(`checked ${checked} of ${mined}, failures ${failures.length}`);
for (const f of failures) console.log(`  FAIL ${f}`);
console.log('theme      seeds  drills  drills/seed');
for (const [theme, t] of perTheme)
  console.log(
    `${theme.padEnd(10)} ${String(t.seeds).padStart(5)} ${String(t.drills).padStart(7)} ${(t.seeds ? (t.drills / t.seeds).toFixed(2) : '-').padStart(12)}`,
  );
console.log(`goals: ${[...goals].map(([id, n]) => `${id} ${n}`).join(', ')}`);
console.log(`time ${seconds.toFixed(0)} s`);
process.exitCode = failures.length > 0 ? 1 : 0;

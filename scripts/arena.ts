/**
 * Duplicate matches between computer players (src-main/ai/arena.ts): every deal is played under all
 * seatings of the players (six for three). Prints money per hand for each player with a 95% confidence
 * interval over deals, the paired difference between players with deals won / drawn / lost and the sign
 * test, each player's contract mix and declarer success per contract, in licitovaný the share of hands
 * thrown in (every seat passed), each player's flek rate as defender and what its doubles gained, pooled
 * and by the contract it faced, how often a declarer lost a hand the solver shows it could have won with
 * all cards visible, its edge over double-dummy (and every declarer's by contract, scripts/contract-edge.ts), and (timed) the decisions the time cap cut.
 *
 * npm run arena -- --hands 200 --players hrac,rules,rules [--seed 1] [--workers 2] [--rules csm] [--out f.json] [--timed]
 * npm run arena -- [--variant auction] --from s1.json,s2.json  (runs of the same players on other seeds, reported as one)
 *   [--variant chosen|auction|fourHand|twoHand]  (players: 3, 3, 4, 2; licitovaný's rules default csm002)
 *   [--seats 4]  (volený and licitovaný at four: four players, the dealer sitting each hand out)
 * (players: random, rules, the levels, and for paired measurements the arena-only hrac+pi / hrac-pi / hrac-ci
 * etc.: a level with its inference from the cards played on or off, or from the calls off, players.ts ARENA_ONLY)
 * (--hands counts deals; each is played under every seating: 6 at three, 24 at four, 2 in lízaný. --out writes every hand's calls and money. The
 * levels run untimed, bounded by their deal and node budgets, so a match replays exactly; --timed adds
 * the app's time cap.)
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { AUCTION_PRESET_IDS, PRESET_IDS, type PresetId, type Variant, preset } from '../src-shared/index.ts';
import {
  ARENA_SEATS,
  ARENA_TABLE_SIZES,
  interval,
  perDealMeans,
  permutations,
  report,
  thrownIn,
  type HandRecord,
  type Interval,
} from '../src-main/ai/arena.ts';
import {
  capped,
  contractMix,
  defenderFleks,
  flekByContract,
  winsDrawsLosses,
} from '../src-main/ai/arena-report.ts';
import { PLAYER_NAMES, playerByName } from '../src-main/ai/players.ts';
import { playMatch } from './arena-pool.ts';
import { option, readRunFiles } from './cli-args.ts';
import { edgeByContract } from './contract-edge.ts';

await main();

function fail(message: string): never {
  console.error(`arena: ${message}`);
  process.exit(2);
}

/** What `--out` writes: the match's players, rules and seed, and every deal's hands (by seating). */
interface Saved {
  readonly names: readonly string[];
  readonly rules: PresetId;
  readonly seed: number;
  /** Absent in files written before it was kept: the run's `--variant` then. */
  readonly variant?: Variant;
  readonly seats?: number;
  /** Whether the levels ran with the app's time cap (absent in files written before it was kept). */
  readonly timed?: boolean;
  readonly deals: readonly (readonly HandRecord[])[];
}

/** Runs of the same players and rules on different seeds, read from `files`, as one run of all their deals. */
function readRuns(files: readonly string[]): { saved: Saved; seeds: string } {
  const runs = readRunFiles<Saved>(files, fail);
  const [first] = runs as [Saved, ...Saved[]];
  for (const [k, run] of runs.entries()) {
    if (run.names.join() !== first.names.join() || run.rules !== first.rules || run.variant !== first.variant)
      fail(`--from ${files[k]} is not the match of ${files[0]} (players, rules or variant differ)`);
    if (runs.findIndex((r) => r.seed === run.seed) !== k)
      fail(`--from ${files[k]} has seed ${run.seed} again: its deals are already counted`);
  }
  return {
    saved: { ...first, deals: runs.flatMap((r) => r.deals) },
    seeds: runs.map((r) => `${r.seed} (${r.deals.length} deals)`).join(' + '),
  };
}

async function main(): Promise<void> {
  const from = option('from');
  if (from !== undefined) {
    const { saved, seeds } = readRuns(from.split(','));
    const variant = saved.variant ?? ((option('variant') ?? 'chosen') as Variant);
    const seats = saved.seats ?? saved.names.length;
    if (!(variant in ARENA_SEATS) || !(ARENA_TABLE_SIZES[variant] as readonly number[]).includes(seats))
      fail(`--from: ${variant} is not played by ${seats}; give the run's --variant`);
    print(saved.deals, saved.names, variant, saved.rules, `seeds ${seeds}, pooled`, saved.timed ?? null);
    return;
  }
  const deals = Number(option('hands') ?? 20);
  const names = (option('players') ?? 'hrac,rules,random').split(',');
  const seed = Number(option('seed') ?? 1);
  const requested = Number(option('workers') ?? availableParallelism());
  const workers = Math.max(1, Math.min(requested, deals));
  const variant = (option('variant') ?? 'chosen') as Variant;
  if (!(variant in ARENA_SEATS))
    fail(`unknown variant "${variant}"; known: ${Object.keys(ARENA_SEATS).join(', ')}`);
  const rules = (option('rules') ?? (variant === 'auction' ? 'csm002' : 'csm')) as PresetId;
  const seats = Number(option('seats') ?? ARENA_SEATS[variant]);
  if (!(ARENA_TABLE_SIZES[variant] as readonly number[]).includes(seats))
    fail(
      `--seats: ${variant} is played by ${ARENA_TABLE_SIZES[variant].join(' or ')}, not ${option('seats')}`,
    );
  if (!Number.isInteger(deals) || deals < 1)
    fail(`--hands must be a positive whole number, got ${option('hands')}`);
  if (!Number.isInteger(requested) || requested < 1)
    fail(`--workers must be a positive whole number, got ${option('workers')}`);
  if (!Number.isInteger(seed)) fail(`--seed must be a whole number, got ${option('seed')}`);
  if (names.length !== seats)
    fail(`--players needs ${seats} names separated by commas in ${variant} by ${seats}, got ${names.length}`);
  for (const n of names)
    if (playerByName(n) === null) fail(`unknown player "${n}"; known: ${PLAYER_NAMES.join(', ')}`);
  const known: readonly string[] = variant === 'auction' ? AUCTION_PRESET_IDS : PRESET_IDS;
  if (!known.includes(rules)) fail(`unknown rules "${rules}"; known: ${known.join(', ')}`);

  const timed = process.argv.includes('--timed');
  const started = performance.now();
  const results = await playMatch({ names, rules, seed, deals, timed, variant }, workers, (done) => {
    if (done % 10 === 0 || done === deals)
      process.stderr.write(
        `\r${done}/${deals} deals, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
  });
  process.stderr.write('\n');
  const out = option('out');
  if (out !== undefined) {
    const saved: Saved = { names, rules, seed, variant, seats, timed, deals: results };
    writeFileSync(out, `${JSON.stringify(saved, null, 1)}\n`);
  }
  const seconds = (performance.now() - started) / 1000;
  const timing = `${workers} workers, ${timed ? 'timed' : 'untimed'}, ${seconds.toFixed(0)} s`;
  print(results, names, variant, rules, `seed ${seed}, ${timing}`, timed);
}

/** The report of a match's deals (`run`: its seed or seeds and how it ran). */
function print(
  results: readonly (readonly HandRecord[])[],
  names: readonly string[],
  variant: Variant,
  rules: PresetId,
  run: string,
  timed: boolean | null,
): void {
  const deals = results.length;
  const seats = names.length;
  const base = preset(rules);
  const kc = (haler: number) => (haler / 100).toFixed(3);
  const pct = (n: number, of: number) => (of > 0 ? ((100 * n) / of).toFixed(1) : '–');
  console.log(
    `${deals} deals × ${permutations(seats).length} seatings = ${deals * permutations(seats).length} hands, ${variant} by ${seats}, rules ${rules}, ${run}`,
  );
  console.log(`money per hand in Kč (base ${base.baseHaler / 100} Kč), mean ± 95% interval over deals:`);
  const reports = report(results, names.length);
  reports.forEach((r, p) => {
    console.log(
      `  ${`${p + 1}. ${names[p]}`.padEnd(14)} ${kc(r.money.mean).padStart(8)} ± ${kc(r.money.half)}`,
    );
  });
  const means = perDealMeans(results, names.length);
  for (let a = 0; a < names.length; a++)
    for (let b = a + 1; b < names.length; b++) {
      if (names[a] === names[b]) continue;
      const d = interval((means[a] as number[]).map((x, i) => x - (means[b] as number[])[i]!));
      const verdict =
        Math.abs(d.mean) > d.half
          ? d.mean > 0
            ? `${names[a]} better`
            : `${names[b]} better`
          : 'no clear difference';
      const w = winsDrawsLosses(means[a] as number[], means[b] as number[]);
      console.log(
        `  ${names[a]} − ${names[b]}: ${kc(d.mean)} ± ${kc(d.half)} Kč per hand (${verdict}); deals won / drawn / lost ${w.won} / ${w.drawn} / ${w.lost}, sign test ${pValue(w.p)}`,
      );
    }
  console.log('contract mix as declarer (hands declared of all hands; each contract’s share of them):');
  names.forEach((name, p) => {
    const m = contractMix(results, p);
    const parts = m.contracts.map((c) => `${c.contract} ${(100 * c.share).toFixed(1)} %`);
    console.log(
      `  ${`${p + 1}. ${name}`.padEnd(14)} ${m.declared} of ${m.hands} (${pct(m.declared, m.hands)} %)${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`,
    );
  });
  console.log('declarer success per contract:');
  reports.forEach((r, p) => {
    const parts = r.contracts.map((c) => `${c.contract} ${c.won}/${c.declared}`);
    console.log(`  ${`${p + 1}. ${names[p]}`.padEnd(14)} ${parts.join(', ')}`);
  });
  if (variant === 'auction') {
    const t = thrownIn(results);
    console.log(
      `thrown in: ${pct(t.hands, t.of)} % ± ${(100 * t.share.half).toFixed(1)} (${t.hands} of ${t.of} hands: every seat passed; 95% interval over deals)`,
    );
  }
  console.log(
    'flek rate as defender (hands it fleked of those it was asked to double in, an announcement against alone not a flek; what its fleks gained per such hand, Kč):',
  );
  names.forEach((name, p) => {
    const r = defenderFleks(results, p);
    const gain = r.fleked > 0 ? `, ${kc(r.gain.mean)} ± ${kc(r.gain.half)}` : '';
    console.log(
      `  ${`${p + 1}. ${name}`.padEnd(14)} ${pct(r.fleked, r.defended)} % ± ${(100 * r.rate.half).toFixed(1)} (${r.fleked} of ${r.defended})${gain}`,
    );
  });
  console.log(
    'flek by contract faced as defender (fleked of asked, rate ± 95% over deals; gain per fleked hand ± 95%, Kč):',
  );
  names.forEach((name, p) => {
    const rows = flekByContract(results, p);
    if (rows.length === 0) return;
    console.log(`  ${p + 1}. ${name}`);
    const width = Math.max(...rows.map((r) => r.contract.length)) + 1;
    for (const r of rows) {
      const gain = r.doubled > 0 ? `, ${kc(r.gain.mean)} ± ${kc(r.gain.half)}` : '';
      console.log(
        `    ${r.contract.padEnd(width)} ${`${r.doubled} of ${r.defended}`.padStart(10)} ${pct(r.doubled, r.defended).padStart(5)} % ± ${(100 * r.rate.half).toFixed(1)}${gain}`,
      );
    }
  });
  console.log('played hands lost although makeable with all cards visible:');
  reports.forEach((r, p) => {
    const share = r.makeable > 0 ? ((100 * r.failedMakeable) / r.makeable).toFixed(1) : '–';
    console.log(
      `  ${`${p + 1}. ${names[p]}`.padEnd(14)} ${r.failedMakeable} of ${r.makeable} makeable (${share} %), ${r.played} played as declarer`,
    );
  });
  console.log(
    'declarer over double-dummy (money per defender as played less the exact value with all cards visible, Kč per played hand):',
  );
  reports.forEach((r, p) => {
    const o = r.overDoubleDummy;
    console.log(
      `  ${`${p + 1}. ${names[p]}`.padEnd(14)} ${o.n > 0 ? `${kc(o.mean)} ± ${kc(o.half)}` : '–'} over ${o.n} hands`,
    );
  });
  const edges = edgeByContract(results);
  if (edges.length > 0) {
    console.log(
      'declarer over double-dummy by contract (every declarer; Kč per played hand, deals the unit; won as played, winnable with all cards visible):',
    );
    const width = Math.max(...edges.map((e) => e.contract.length)) + 1;
    const either = (i: Interval) => (i.n > 1 ? `${kc(i.mean)} ± ${kc(i.half)}` : '–');
    for (const e of edges)
      console.log(
        `  ${e.contract.padEnd(width)} ${String(e.hands).padStart(5)} hands: won ${pct(e.won, e.hands)} %, winnable ${pct(e.makeable, e.hands)} % ` +
          `(won unwinnable ${e.wonUnmakeable}, lost winnable ${e.lostMakeable}); over ${either(e.over)}, undoubled hands ${either(e.overUndoubled)}; ` +
          `the defence ahead in its own deals ${e.defenceSaid === null ? '–' : `${(100 * e.defenceSaid.share).toFixed(1)} % (${e.defenceSaid.hands} hands)`}, ` +
          `as played ${pct(e.hands - e.won, e.hands)} %, with all cards visible ${pct(e.hands - e.makeable, e.hands)} %`,
      );
  }
  if (timed === false) {
    console.log('decisions cut by the time cap: none (untimed: the levels ran on their budgets alone)');
    return;
  }
  console.log(
    `decisions cut by the time cap (${timed === true ? 'timed as in the app' : 'a run file that does not say whether it was timed'}):`,
  );
  names.forEach((name, p) => {
    const c = capped(results, p);
    console.log(
      `  ${`${p + 1}. ${name}`.padEnd(14)} ${c === null ? 'not recorded in this run file' : `${c.decisions} decisions, in ${c.inHands} of ${c.hands} hands`}`,
    );
  });
}

/** A p-value as a reader wants it: "p = " two significant figures, a tiny one "p < 0.0001". */
function pValue(p: number): string {
  return p < 0.0001 ? 'p < 0.0001' : `p = ${p.toPrecision(2)}`;
}

/**
 * Where one level's money differs from another's: the arena plays every deal under every seating, so for
 * each hand in which player A sits at a seat there is the hand of the same deal with A and B swapped and
 * everyone else in place. The difference of A's money there and B's in the swapped hand is what A's
 * choices at that seat made of the same cards against the same others; summed over all hands it is A's
 * money less B's (the arena's paired difference). Each hand's difference is put under what A and B did
 * at the seat — the contract each declared, or, defending, the contract each faced and whether each
 * doubled — so that the total can be read by where it came from.
 *
 * node scripts/swap-pairs.ts run.json[,more.json] a b   (arena --out files of the same players; a and b their names)
 */
import type { HandRecord } from '../src-main/ai/arena.ts';
import { permutations } from '../src-main/ai/arena.ts';
import { readRunFiles } from './cli-args.ts';

export interface Run {
  readonly names: readonly string[];
  readonly deals: readonly (readonly HandRecord[])[];
}

export interface SwapRow {
  /** What A and B did at the seat: "declared X / Y", "defended X: flek / pass", … */
  readonly what: string;
  /** Hands, and A's money less B's summed over them (haléř). */
  readonly hands: number;
  readonly total: number;
}

/** What player `p` did in hand `h`: declared its contract, defended it (doubling or not), or sat out. */
function role(h: HandRecord, p: number): string {
  if (h.declarer === p) return `declared ${h.contract}`;
  if (h.defended.includes(p))
    return `defended ${h.contract}: ${h.doubled.includes(p) ? 'doubled' : 'passed'}`;
  if (h.declarer < 0) return h.contract;
  return h.money[p] === 0 ? `sat out of ${h.contract}` : `defended ${h.contract}: not asked`;
}

/** A's money less B's, hand by swapped hand, under what each did at the seat; the largest totals first. */
export function swapPairs(runs: readonly Run[], a: string, b: string): { rows: SwapRow[]; hands: number } {
  const rows = new Map<string, { hands: number; total: number }>();
  let hands = 0;
  for (const run of runs) {
    const pa = run.names.indexOf(a);
    const pb = run.names.indexOf(b);
    if (pa < 0 || pb < 0) throw new Error(`the run of ${run.names.join(', ')} has no ${pa < 0 ? a : b}`);
    // The arena's seatings in order (arena.ts `playDeal`): seating[s] is the player at seat s.
    const seatings = permutations(run.names.length);
    const key = (seating: readonly number[]) => seating.join();
    const index = new Map(seatings.map((s, k) => [key(s), k]));
    for (const deal of run.deals) {
      seatings.forEach((seating, k) => {
        const swapped = seating.map((p) => (p === pa ? pb : p === pb ? pa : p));
        const mine = deal[k];
        const theirs = deal[index.get(key(swapped)) as number];
        if (mine === undefined || theirs === undefined) return;
        const ra = role(mine, pa);
        const rb = role(theirs, pb);
        const what = ra === rb ? `${ra} (both)` : `${ra} / ${rb}`;
        const row = rows.get(what) ?? { hands: 0, total: 0 };
        row.hands++;
        row.total += (mine.money[pa] as number) - (theirs.money[pb] as number);
        rows.set(what, row);
        hands++;
      });
    }
  }
  return {
    rows: [...rows]
      .map(([what, r]) => ({ what, ...r }))
      .sort((x, y) => Math.abs(y.total) - Math.abs(x.total) || x.what.localeCompare(y.what)),
    hands,
  };
}

function main(): void {
  const [files, a, b] = process.argv.slice(2);
  if (files === undefined || a === undefined || b === undefined) {
    console.error('swap-pairs: give arena --out files (comma-separated) and two of their players');
    process.exit(2);
  }
  const runs = readRunFiles<Run>(files.split(','), (m) => {
    console.error(`swap-pairs: ${m}`);
    process.exit(2);
  });
  const { rows, hands } = swapPairs(runs, a, b);
  const kc = (haler: number) => (haler / 100).toFixed(3);
  const sum = rows.reduce((s, r) => s + r.total, 0);
  console.log(
    `${a} less ${b}, seat by seat over ${hands} hands: ${kc(sum / hands)} Kč per hand (${kc(sum)} Kč in all), by what each did (${a} / ${b}):`,
  );
  const width = Math.max(...rows.map((r) => r.what.length));
  for (const r of rows)
    console.log(
      `  ${r.what.padEnd(width)} ${String(r.hands).padStart(6)} hands  ${kc(r.total).padStart(10)} Kč in all  ${kc(r.total / r.hands).padStart(8)} per hand`,
    );
}

if (process.argv[1]?.endsWith('swap-pairs.ts')) main();

/**
 * Arena runs of the same deals compared, the code changed between them (`npm run arena -- … --out f.json`
 * with the same players and variant, before and after): per player, the money per hand after less
 * before, with a 95% interval over the deals both played (arena.ts `pairedChange`: runs are matched by
 * seed, deal i of a seed is the same cards in both), its flek rate as defender before and after on those
 * deals (arena-report.ts `defenderFleks`); and
 * per kind of call before play (the kind made before), how many of each player's calls differ between
 * the runs in the same hand (same deal, same seating; a double that became a pass counts). Several
 * seeds: the files of each side separated by commas.
 *
 * node scripts/arena-pair.ts before.json[,before2.json] after.json[,after2.json]
 */
import { readJsonText } from './cli-args.ts';
import { type HandRecord, pairedChange } from '../src-main/ai/arena.ts';
import { type DefenderFleks, defenderFleks } from '../src-main/ai/arena-report.ts';

interface Run {
  readonly names: readonly string[];
  readonly seed: number;
  readonly deals: readonly (readonly HandRecord[])[];
}

function fail(message: string): never {
  console.error(`arena-pair: ${message}`);
  process.exit(2);
}

const [beforePaths, afterPaths] = process.argv.slice(2);
if (beforePaths === undefined || afterPaths === undefined) fail('give arena --out files, before and after');
const read = (paths: string) => paths.split(',').map((path) => JSON.parse(readJsonText(path)) as Run);
const beforeRuns = read(beforePaths);
const afterRuns = read(afterPaths);
const names = (afterRuns[0] as Run).names;
if ([...beforeRuns, ...afterRuns].some((r) => r.names.join() !== names.join()))
  fail('the runs differ in players; their deals do not pair');
const paired = pairedChange(afterRuns, beforeRuns, names.length);
if (paired === null) fail('a seed run after has no run before; their deals do not pair');
const n = paired.after.length;
const before = { names, deals: paired.before };
const after = { names, deals: paired.after };
const seeds = afterRuns.map((r) => r.seed).join(', ');
const kc = (haler: number) => (haler / 100).toFixed(3);
// A defender's fleks (arena-report.ts `fleked`: an announcement against alone is none).
const rate = (r: DefenderFleks) => `${((100 * r.fleked) / r.defended).toFixed(1)} %`;
console.log(`${n} paired deals, seeds ${seeds}; money per hand in Kč, after − before, 95% interval:`);
paired.change.forEach((d, p) => {
  const then = defenderFleks(paired.before, p);
  const now = defenderFleks(paired.after, p);
  const flek = then.defended > 0 ? `  flek rate ${rate(then)} before, ${rate(now)} after` : '';
  console.log(`  ${`${p + 1}. ${names[p]}`.padEnd(14)} ${kc(d.mean).padStart(8)} ± ${kc(d.half)}${flek}`);
});

/** A call line "p: type {…} {hint}" as player and the action (type and arguments). */
const parse = (line: string) => {
  const m = /^(\d+): (\w+) (\{.*?\}) \{/.exec(line);
  return m ? { player: Number(m[1]), type: m[2] as string, action: `${m[2]} ${m[3]}` } : null;
};
const counts = new Map<string, { calls: number; differ: number }>();
for (let i = 0; i < n; i++)
  (before.deals[i] ?? []).forEach((hand, h) => {
    const x = hand.calls.map(parse);
    const y = (after.deals[i]?.[h]?.calls ?? []).map(parse);
    // Compared while the two hands' calls run alike; after the first difference they answer other calls.
    for (let k = 0; k < x.length; k++) {
      const u = x[k];
      const v = y[k];
      // The same seat to call (its call may be of another kind now: a pass where it doubled).
      if (!u || !v || u.player !== v.player) break;
      const key = `${u.player + 1}. ${before.names[u.player]} ${u.type}`;
      const c = counts.get(key) ?? { calls: 0, differ: 0 };
      c.calls++;
      if (u.action !== v.action) c.differ++;
      counts.set(key, c);
      if (u.action !== v.action) break;
    }
  });
console.log('calls before play that differ (of those reached alike):');
for (const [key, c] of [...counts].sort())
  if (c.differ > 0) console.log(`  ${key.padEnd(30)} ${c.differ} of ${c.calls}`);

/**
 * Two arena runs of the same deals compared (`npm run arena -- … --out f.json` twice with the same
 * players, seed and variant, the code changed between them): per player, the money per hand of the
 * second run less the first, with a 95% interval over the deals both played (deals are paired: deal i
 * is the same cards in both); and per kind of call before play, how many of each player's calls
 * differ between the runs in the same hand (same deal, same seating).
 *
 * node scripts/arena-pair.ts before.json after.json
 */
import { readFileSync } from 'node:fs';
import { type HandRecord, interval, perDealMeans } from '../src-main/ai/arena.ts';

interface Run {
  readonly names: readonly string[];
  readonly seed: number;
  readonly deals: readonly (readonly HandRecord[])[];
}

const [beforePath, afterPath] = process.argv.slice(2);
if (beforePath === undefined || afterPath === undefined) {
  console.error('arena-pair: give two arena --out files, before and after');
  process.exit(2);
}
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Run;
const before = read(beforePath);
const after = read(afterPath);
if (before.seed !== after.seed || before.names.join() !== after.names.join()) {
  console.error('arena-pair: the runs differ in seed or players; their deals do not pair');
  process.exit(2);
}
const n = Math.min(before.deals.length, after.deals.length);
const players = before.names.length;
const a = perDealMeans(before.deals.slice(0, n), players);
const b = perDealMeans(after.deals.slice(0, n), players);
const kc = (haler: number) => (haler / 100).toFixed(3);
console.log(`${n} paired deals, seed ${before.seed}; money per hand in Kč, after − before, 95% interval:`);
for (let p = 0; p < players; p++) {
  const d = interval((b[p] as number[]).map((x, i) => x - (a[p] as number[])[i]!));
  console.log(`  ${`${p + 1}. ${before.names[p]}`.padEnd(14)} ${kc(d.mean).padStart(8)} ± ${kc(d.half)}`);
}

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
      if (!u || !v || u.player !== v.player || u.type !== v.type) break;
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

/**
 * A long evening: how a table call's time and the main thread's heap go as the session grows. Three
 * people (no computer, so only the game service and the store are timed) play random legal moves
 * through `GameService.act`/`nextHand` over a real SQLite file; every `--every` hands it prints the mean
 * time of the calls since the row before, and the heap (used after a GC, and what V8 keeps committed).
 *
 * npm exec -- node --expose-gc scripts/bench-evening.ts [--hands 400] [--every 50] [--seed 1]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SessionSettings, type TableSnapshot, PRESETS, createRng } from '../src-shared/index.ts';
import { GameService } from '../src-main/game/service.ts';
import { openStore } from '../src-main/store/store.ts';
import { option } from './cli-args.ts';

const hands = Number(option('hands') ?? 400);
const every = Number(option('every') ?? 50);
const rng = createRng(Number(option('seed') ?? 1));
const gc = (globalThis as { gc?: () => void }).gc;

const dir = mkdtempSync(join(tmpdir(), 'marias-evening-'));
const store = openStore(join(dir, 'marias.sqlite'));
const noComputer = { decide: () => Promise.reject(new Error('every seat is a person here')) };
const games = new GameService(store, noComputer, { newSeed: () => 1 });
const settings: SessionSettings = {
  rules: PRESETS.csm,
  seats: ['A', 'B', 'C'].map((name) => ({ kind: 'human' as const, name })),
  practice: false,
};
const value = (r: { ok: true; value: TableSnapshot } | { ok: false; error: unknown }): TableSnapshot => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

const MB = 1024 * 1024;
let snap = value(await games.sessionNew({ settings }));
let calls = 0;
let ms = 0;
console.log(' hands  calls  ms/call  heap used MB  heap total MB');
const started = performance.now();
for (let done = 1; done <= hands; done++) {
  while (snap.turn !== 'handEnd') {
    const legal = snap.view.legal;
    const action = legal[rng.int(legal.length)];
    if (action === undefined) throw new Error('no legal action');
    const t = performance.now();
    snap = value(await games.act({ id: snap.id, action, version: snap.version }));
    ms += performance.now() - t;
    calls++;
  }
  if (done % every === 0 || done === 1) {
    gc?.();
    const m = process.memoryUsage();
    console.log(
      `${String(done).padStart(6)} ${String(calls).padStart(6)} ${(ms / calls).toFixed(2).padStart(8)} ` +
        `${(m.heapUsed / MB).toFixed(1).padStart(13)} ${(m.heapTotal / MB).toFixed(1).padStart(14)}`,
    );
    calls = 0;
    ms = 0;
  }
  if (done < hands) snap = value(await games.nextHand({ id: snap.id, version: snap.version }));
}
console.log(`${hands} hands in ${((performance.now() - started) / 1000).toFixed(1)} s`);
store.close();
rmSync(dir, { recursive: true, force: true });

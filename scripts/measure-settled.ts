/**
 * How often "Přeskočit" is offered for a settled hand, and when: the computer plays `--hands` hands of a
 * three-seat csm evening (one person's seat played by the same player) through the game service (a real SQLite file), and at the start of every trick
 * of card play the settled proof (src-main/solver/settled.ts, in this thread; the app runs the same code in
 * a worker) is timed. Prints the share of hands proven settled before the last trick, the tricks saved
 * (tricks left when first proven), and the proof's time and nodes (median, p95, max).
 *
 * npm exec -- node --disable-warning=ExperimentalWarning scripts/measure-settled.ts [--hands 200]
 *   [--seed 1] [--player rules]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SessionSettings, type TableSnapshot, PRESETS, createRng, ok } from '../src-shared/index.ts';
import { playerByName } from '../src-main/ai/players.ts';
import { GameService } from '../src-main/game/service.ts';
import { loadSession } from '../src-main/game/session.ts';
import { provenSettled } from '../src-main/solver/settled.ts';
import { openStore } from '../src-main/store/store.ts';
import { option, percentile } from './cli-args.ts';

const hands = Number(option('hands') ?? 200);
const seed = Number(option('seed') ?? 1);
const playerName = option('player') ?? 'rules';
const player = playerByName(playerName, { timed: false });
if (player === null) throw new Error(`unknown player ${playerName}`);
const rng = createRng(seed);

const dir = mkdtempSync(join(tmpdir(), 'marias-settled-'));
const store = openStore(join(dir, 'marias.sqlite'));
const games = new GameService(
  store,
  { decide: async (view) => ok({ action: player.decide(view, rng).action, hint: { code: 'forced' } }) },
  { newSeed: () => seed },
);
const settings: SessionSettings = {
  rules: PRESETS.csm,
  // One person (a table needs one), played by the same computer player through `act`.
  seats: [
    { kind: 'human', name: 'A' },
    { kind: 'ai', name: 'B', level: 'zacatecnik' },
    { kind: 'ai', name: 'C', level: 'zacatecnik' },
  ],
  practice: false,
};
const value = (r: { ok: true; value: TableSnapshot } | { ok: false; error: unknown }): TableSnapshot => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

let snap = value(await games.sessionNew({ settings }));
const saved: number[] = [];
const times: number[] = [];
const nodes: number[] = [];
let played = 0;
let proven = 0;
let cut = 0;
while (played < hands) {
  let first: number | null = null;
  let asked = -1;
  while (snap.turn !== 'handEnd') {
    const open = loadSession(store, snap.id);
    if (!open.ok) throw new Error('no session');
    const { state } = open.value;
    const done = state.tricks.length;
    if (
      first === null &&
      state.phase === 'play' &&
      (state.trick?.cards.length ?? 0) === 0 &&
      done !== asked
    ) {
      asked = done;
      const t0 = performance.now();
      const proof = provenSettled(state);
      times.push(performance.now() - t0);
      nodes.push(proof.nodes);
      if (!proof.complete) cut++;
      // The first trick at which the rest is proven settled.
      if (proof.settled) first = done;
    }
    snap = value(
      snap.turn === 'human'
        ? await games.act({ id: snap.id, action: player.decide(snap.view, rng).action })
        : await games.advance({ id: snap.id }),
    );
  }
  const total = snap.view.tricks.length;
  // Proven before the last trick: the button saves at least one trick the table would have played.
  if (first !== null && first < total - 1) {
    proven++;
    saved.push(total - first);
  }
  played++;
  snap = value(await games.nextHand({ id: snap.id, version: snap.version }));
}
store.close();
rmSync(dir, { recursive: true, force: true });

const sort = (xs: number[]) => [...xs].sort((a, b) => a - b);
const [st, sn, ss] = [sort(times), sort(nodes), sort(saved)];
const f = (x: number) => x.toFixed(1);
console.log(
  `hands ${played} (player ${playerName}, seed ${seed}), proofs ${times.length}, cut by the budget ${cut}`,
);
console.log(`proven settled before the last trick: ${proven} (${f((100 * proven) / played)} %)`);
if (ss.length > 0)
  console.log(
    `tricks left when first proven (incl. the one being led): median ${percentile(ss, 50)}, p95 ${percentile(ss, 95)}, max ${ss.at(-1)}`,
  );
console.log(
  `proof ms: median ${f(percentile(st, 50))}, p95 ${f(percentile(st, 95))}, max ${f(st.at(-1) ?? 0)}`,
);
console.log(`proof nodes: median ${percentile(sn, 50)}, p95 ${percentile(sn, 95)}, max ${sn.at(-1)}`);

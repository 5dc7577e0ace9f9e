/**
 * One record, end to end: an evening of every variant is played through the API handler on a real
 * SQLite file — volený and licitovaný at three and at four (the dealer sitting out), křížový, lízaný —
 * by real computer players in the worker pool and one person choosing among the legal actions, as many
 * hands as seats, so that every seat deals once (the deal moves left each hand). Every hand the app
 * recorded is then fetched through `handGet` (the handler over the review service and the store), sent
 * through JSON as the transports send it, and given to the command line as it is: `settle` gives the
 * settlement the app gave at the table (every item, the money), `review` grades every decision of
 * forehand's seat in the record, and the real `npm run cli` process settles one hand of each evening
 * from a file.
 *
 * This drives the main-side session API rather than a browser: the record travels from the store
 * through `handGet` to the command line without the renderer touching it, and the table's screens are
 * covered by their own e2e tests; a browser would only add minutes of clicking to the same data.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Method,
  type Settlement,
  type TableSnapshot,
  type Variant,
  createRng,
  forehand,
  parseRecord,
  replay,
  toSetup,
} from '../../../src-shared/index.ts';
import type { FinishedHand } from '../../../src-shared/api/review.ts';
import { type Handle, createHandler } from '../../../src-main/api/handler.ts';
import { EXIT, run, runAsync } from '../../../src-main/cli/commands.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { decisionsOf } from '../../../src-main/review/review.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const TIMEOUT = 900_000;

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-evening-records-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call<M extends Method>(handle: Handle, method: M, params: unknown) {
  const r = (await handle(method, params)) as ApiResult<M>;
  if (!r.ok) throw new Error(`${method} answered ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Through JSON, as the transports (IPC, HTTP) and a file carry it. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

interface Evening {
  readonly variant: Variant;
  readonly players: 2 | 3 | 4;
  readonly preset: string;
  readonly person: number;
}
const EVENINGS: readonly Evening[] = [
  { variant: 'chosen', players: 3, preset: 'csm', person: 0 },
  { variant: 'chosen', players: 4, preset: 'house001', person: 2 },
  { variant: 'auction', players: 3, preset: 'csm002', person: 1 },
  { variant: 'auction', players: 4, preset: 'csm002', person: 0 },
  { variant: 'fourHand', players: 4, preset: 'csm', person: 3 },
  { variant: 'twoHand', players: 2, preset: 'csm', person: 1 },
];

/** The command line's settlement without its words (the app's has none). */
function unworded(cli: { items: { explanation: unknown }[] }): unknown {
  return { ...cli, items: cli.items.map(({ explanation: _, ...item }) => item) };
}

describe('every hand of an evening, from the app’s store through handGet to the command line', () => {
  for (const e of EVENINGS)
    it(
      `${e.variant} at ${e.players} (${e.preset}): ${e.players} hands, each seat dealing once`,
      async () => {
        const store = openStore(join(dir, `${e.variant}-${e.players}.sqlite`));
        stores.push(store);
        const untimed: Decider = { decide: (v, p, s, o) => pool.decide(v, p, s, { ...o, timed: false }) };
        const games = new GameService(store, untimed, { newSeed: () => 40 + e.players });
        const reviews = new ReviewService(store, pool);
        const handle = createHandler({ pool, games, reviews });
        const rng = createRng(e.players * 13 + e.variant.length);
        const seats = Array.from({ length: e.players }, (_, i) =>
          i === e.person
            ? { kind: 'human', name: 'Eva' }
            : { kind: 'ai', name: `Počítač ${i}`, level: 'zacatecnik' },
        );
        let s: TableSnapshot = await call(handle, 'sessionNew', {
          settings: { variant: e.variant, rules: e.preset, seats },
        });

        // The evening at the table: the settlement the app showed at the end of each hand.
        const shown: Settlement[] = [];
        const dealers: number[] = [];
        for (let hand = 1; hand <= e.players; hand++) {
          dealers.push(s.view.table.dealer);
          while (s.turn !== 'handEnd') {
            if (s.turn === 'human') {
              const a = s.view.legal[rng.int(s.view.legal.length)] as Action;
              s = await call(handle, 'act', { id: s.id, action: a, version: s.version });
            } else s = await call(handle, 'advance', { id: s.id, version: s.version });
          }
          if (s.settlement === null) throw new Error('no settlement at the end of a hand');
          shown.push(s.settlement);
          if (hand < e.players) s = await call(handle, 'nextHand', { id: s.id, version: s.version });
        }
        expect([...dealers].sort()).toEqual(Array.from({ length: e.players }, (_, i) => i));

        for (let handNo = 1; handNo <= e.players; handNo++) {
          const got: FinishedHand = wire(await call(handle, 'handGet', { session: s.id, handNo }));
          const { record } = got;
          // The one shape, exactly as the store holds it.
          expect(Object.keys(record.setup).sort()).toEqual(
            e.variant === 'chosen' ? ['deck', 'rules', 'table'] : ['deck', 'rules', 'table', 'variant'],
          );
          expect(record.setup).toEqual(wire(store.hands(s.id)[handNo - 1]?.setup));
          expect(record.setup.table.dealer).toBe(dealers[handNo - 1]);
          const app = shown[handNo - 1] as Settlement;
          expect(got.money).toEqual(app.money);

          // settle: the same settlement, item by item, from the record as handGet gave it.
          const settled = run(['settle'], () => JSON.stringify({ record }));
          expect(settled.code, settled.stderr).toBe(EXIT.ok);
          expect(unworded(JSON.parse(settled.stdout))).toEqual(wire(app));

          // review: every decision of forehand's seat in the record graded, none left out.
          const seat = forehand(record.setup.table);
          const reviewed = await runAsync(
            ['review', '--seat', String(seat), '--layouts', '2', '--deals', '2', '--lang', 'en'],
            () => JSON.stringify({ record }),
          );
          expect(reviewed.code, reviewed.stderr).toBe(EXIT.ok);
          const answer = JSON.parse(reviewed.stdout) as {
            decisions: { index: number; action: Action; words: { en: unknown } }[];
          };
          const read = parseRecord(record);
          if (!read.ok) throw new Error(JSON.stringify(read.error));
          const dealt = toSetup(read.value.setup);
          if (!dealt.ok) throw new Error(JSON.stringify(dealt.error));
          expect(replay(dealt.value, read.value.actions).ok).toBe(true);
          const expected = decisionsOf({ setup: dealt.value, actions: read.value.actions }, seat);
          expect(answer.decisions.map((d) => d.index)).toEqual(expected.map((d) => d.index));
          for (const d of answer.decisions) {
            expect(d.action).toEqual(record.actions[d.index]);
            expect(d.words.en).toBeTruthy();
          }
        }

        // The real command line, as a person runs it on a file saved from handGet.
        const last: FinishedHand = wire(await call(handle, 'handGet', { session: s.id, handNo: e.players }));
        const file = join(dir, `${e.variant}-${e.players}.json`);
        writeFileSync(file, JSON.stringify({ record: last.record }));
        const p = spawnSync(
          process.execPath,
          ['--disable-warning=ExperimentalWarning', 'src-main/cli/main.ts', 'settle', file],
          { encoding: 'utf8' },
        );
        expect(p.status, p.stderr).toBe(EXIT.ok);
        expect(unworded(JSON.parse(p.stdout))).toEqual(wire(shown.at(-1)));
      },
      TIMEOUT,
    );
});

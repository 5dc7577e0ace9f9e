/**
 * The host's table under a guest's hint flood (issue 53 point 6): a guest's device asks `hint` from four
 * loops at once, as fast as it is answered, for the whole evening, while the host's table does what it
 * does — fetches its snapshot when told, plays its own cards (`act`) and advances the computer
 * (`advance`). The real guest server with its default limit on hints, the real handler, a pool sized as on this
 * machine, a real SQLite file. The host's table must never wait on the guest's hints: a seat's hints are
 * limited (`hintsTooOften`), and a hint is thought about outside the session's queue, as a caller of its
 * own at the solver.
 *
 * The figures (the host's latencies with and without the flood) are printed for docs/figures.md, not
 * asserted (docs/testing.md, "No wall-clock bounds"): `npx vitest run --project slow
 * tests/unit/share/hint-flood.slow.test.ts`, under `flock /work/notes/cpu.lock` when measuring.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareInfo, TableSnapshot } from '../../../src-shared/index.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Host, ai, guest, host, human, newSession, portOf, tokenOf, value } from './support.ts';

const ROOMY = { burst: 10_000, perSecond: 1000 };
let pool: SolverPool;
let h: Host;
/** The same evening twice (the host's seed is fixed): `quiet` on the host's screen alone, `shared` with the guest. */
let quiet: TableSnapshot;
/** The quiet evening once more: how much two runs of the same calls differ without any flood (the noise). */
let again: TableSnapshot;
let shared: TableSnapshot;
let info: ShareInfo;
let port: number;

beforeAll(async () => {
  pool = new SolverPool();
  await Promise.all([pool.warmup('interactive'), pool.warmup('background')]);
  // The request limits per token and address out of the way (they would starve the guest's own moves,
  // not the host's): the limit on hints is what is measured, at its default.
  h = host(pool, { limits: { perToken: ROOMY, perAddress: ROOMY } });
  const seats = [human('Eva'), human('Jan'), ai('Pavel')];
  quiet = await newSession(h, seats);
  again = await newSession(h, seats);
  shared = await newSession(h, seats);
  info = value(await h.call('shareOpen', { id: shared.id }));
  port = portOf(info);
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

/** Milliseconds `run` took on the wall clock, pushed to `into`. */
async function timed<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const r = await run();
  into.push(performance.now() - started);
  return r;
}

interface Latencies {
  readonly open: number[];
  readonly act: number[];
  readonly advance: number[];
}

/**
 * `moves` of the host's own (its acts and the computer's advances) in session `id`, each seat playing
 * its first legal action: the host fetches its snapshot before each, as its table does when told;
 * seat 1 is played through its link when `token` is given, else on the host's screen (the same actions:
 * the two evenings go through the same positions).
 */
async function evening(id: number, moves: number, token?: string): Promise<Latencies> {
  const l: Latencies = { open: [], act: [], advance: [] };
  let done = 0;
  while (done < moves) {
    const snap = value(await timed(l.open, () => h.call('sessionOpen', { id })));
    const toAct = snap.view.toAct;
    if (toAct === null) value(await h.call('nextHand', { id, version: snap.version }));
    else if (toAct === 2) {
      value(await timed(l.advance, () => h.call('advance', { id, version: snap.version })));
      done++;
    } else if (toAct === 0 || token === undefined) {
      const action = snap.view.legal[0];
      if (action === undefined) throw new Error('no legal action');
      const into = toAct === 0 ? l.act : [];
      value(await timed(into, () => h.call('act', { id, action, version: snap.version })));
      if (toAct === 0) done++;
    } else {
      const theirs = (await guest(port, token, 'sessionOpen', { id })).json as { value: TableSnapshot };
      const action = theirs.value.view.legal[0];
      if (action === undefined) throw new Error('no legal action');
      await guest(port, token, 'act', { id, action, version: theirs.value.version });
    }
  }
  return l;
}

/** A guest's device asking hints from `loops` loops at once until stopped: the answers it got, by kind. */
function flood(loops: number) {
  const token = tokenOf(info, 1);
  const got = new Map<string, number>();
  let stopped = false;
  const loop = async (): Promise<void> => {
    while (!stopped) {
      const r = await guest(port, token, 'hint', { id: shared.id }).catch(() => null);
      const json = r?.json as { ok: boolean; error?: { code: string; reason?: { code: string } } } | null;
      const kind =
        r === null
          ? 'error'
          : r.status !== 200
            ? String(r.status)
            : json?.ok === true
              ? 'hint'
              : (json?.error?.reason?.code ?? json?.error?.code ?? '?');
      got.set(kind, (got.get(kind) ?? 0) + 1);
    }
  };
  const running = Array.from({ length: loops }, loop);
  return {
    got,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

const stats = (xs: readonly number[]): string => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `n ${xs.length}, median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
};
/** Each call's extra time in the flood over the same call of the quiet evening (the same position). */
const extra = (loud: readonly number[], calm: readonly number[]): number[] =>
  loud.slice(0, calm.length).map((x, i) => x - (calm[i] ?? 0));

const MOVES = 30;

describe("the host's table under a guest's hint flood", () => {
  it("answers the host's calls as without the flood; the flood is told to wait (`hintsTooOften`)", async () => {
    const calm = await evening(quiet.id, MOVES);
    const calmAgain = await evening(again.id, MOVES);
    const f = flood(4);
    const loud = await evening(shared.id, MOVES, tokenOf(info, 1));
    await f.stop();
    console.log(
      [
        `workers: interactive ${pool.size}, background ${pool.backgroundSize}`,
        `quiet:      open ${stats(calm.open)}; act ${stats(calm.act)}; advance ${stats(calm.advance)}`,
        `flood:      open ${stats(loud.open)}; act ${stats(loud.act)}; advance ${stats(loud.advance)}`,
        `host delay: open ${stats(extra(loud.open, calm.open))}; act ${stats(extra(loud.act, calm.act))}; advance ${stats(extra(loud.advance, calm.advance))}`,
        `noise (quiet again − quiet): open ${stats(extra(calmAgain.open, calm.open))}; act ${stats(extra(calmAgain.act, calm.act))}; advance ${stats(extra(calmAgain.advance, calm.advance))}`,
        `the flood's answers: ${JSON.stringify(Object.fromEntries(f.got))}`,
      ].join('\n'),
    );
    // The guest was told to wait, in words its page shows (a refusal the formatter words), and its
    // hints that were allowed were answered.
    expect(f.got.get('hintsTooOften') ?? 0).toBeGreaterThan(0);
    expect(loud.act.length + loud.advance.length).toBe(MOVES);
  });
});

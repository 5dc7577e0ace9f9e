/**
 * "Dnes k opakování" counts exactly what the due queue serves, over a real temporary store and the real
 * DrillService (the verdicts in-process). Reproduces the header saying "3 to repeat today" while the
 * queue said nothing was due: drills failed in normal mode were counted by the end of the day at once,
 * and the screen's list of drills just shown kept them out of the due queue. Also: what a miss tells
 * the learner, the rating per theme written with the overall one, and the count equal to the drills
 * the queue serves one after another at several times of day and offsets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiResult, type Card, type Method, ok } from '../../../src-shared/index.ts';
import type { ShownDrill } from '../../../src-shared/api/drills.ts';
import { UNRATED, rateAttempt } from '../../../src-shared/training/glicko.ts';
import { LADDER } from '../../../src-shared/training/repetition.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { refuteDrill } from '../../../src-main/training/drill-refute.ts';
import { DrillService, drillItem } from '../../../src-main/training/drills.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { type Drill, JUDGE_VERSION } from '../../../src-main/training/drill-judge.ts';
import { ProgressService } from '../../../src-main/training/progress.ts';
import { initialRating } from '../../../src-main/training/stock.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-queue-'));
const store = openStore(join(dir, 'store.sqlite'));
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<M extends Method>(r: ApiResult<M>) {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

const H = 3_600_000;
const CET = 60;
// 09:00 in Prague.
const START = Date.parse('2026-11-23T08:00:00.000Z');
let clock = START;
const pool = { refuteDrill: (t: Parameters<typeof refuteDrill>[0]) => Promise.resolve(ok(refuteDrill(t))) };
const service = new DrillService(store.drills, pool, null, { now: () => clock, seed: 5 });
const progress = new ProgressService(
  store.progress,
  () => ({ chapters: [], lessons: [], problems: [] }),
  () => clock,
  store,
);

// Five exact drills (vynášení mines fast), stored as the stock stores them.
const drills = new Map<number, Drill>();
for (let seed = 1; drills.size < 5; seed++) {
  const d = mineDrill(seed, 'vynaseni', { kind: 'exact' });
  if (d === null) continue;
  const id = store.drills.insertDrill(
    {
      theme: d.theme,
      kind: 'exact',
      source: 'mined',
      origin: `test:${seed}`,
      drill: d,
      rating: initialRating(d.difficulty),
      judge: JUDGE_VERSION,
    },
    new Date(START).toISOString(),
  );
  drills.set(id as number, d);
}
const right = (s: ShownDrill): Card => drills.get(s.id)?.answers[0] as Card;
const wrong = (s: ShownDrill): Card =>
  s.view.legal
    .flatMap((a) => (a.type === 'play' ? [a.card] : []))
    .find((c) => !drills.get(s.id)?.answers.includes(c)) as Card;

/** Serves the due queue one drill after another (solving each, the screen's exclude list as it grows). */
async function drainDue(): Promise<number[]> {
  const served: number[] = [];
  for (;;) {
    const n = value(await service.drillNext({ theme: null, due: true, utcOffset: CET, exclude: served }));
    if (n.drill === null) return served;
    if (served.includes(n.drill.id)) throw new Error(`served ${n.drill.id} twice`);
    served.push(n.drill.id);
    value(await service.drillPlay({ drill: n.drill.id, card: right(n.drill), utcOffset: CET }));
  }
}
const counts = async () => ({
  status: value(await service.drillStatus({ utcOffset: CET })).dueToday,
  progress: progress.compute(CET).dueToday,
});

describe('the repetition queue', () => {
  const failedIds: number[] = [];

  it('a miss is added visibly, back in 4 hours; the theme rating is written with the overall one', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      const n = value(await service.drillNext({ theme: null, due: false, utcOffset: CET, exclude: seen }));
      const s = n.drill as ShownDrill;
      seen.push(s.id);
      const themeBefore = store.drills.rating('learner:vynaseni') ?? UNRATED;
      const drillBefore = store.drills.drill(s.id)?.rating;
      const r = value(await service.drillPlay({ drill: s.id, card: wrong(s), utcOffset: CET }));
      expect(r.outcome).toBe('wrong');
      expect(r.outcome !== 'illegal' && r.repetition).toEqual({
        item: drillItem(s.id),
        change: 'added',
        rung: 0,
        due: clock + (LADDER[0] as number),
      });
      expect(store.drills.rating('learner:vynaseni')).toEqual(
        rateAttempt(themeBefore, drillBefore ?? UNRATED, false).learner,
      );
      failedIds.push(s.id);
    }
    // The overall rating moved as well, in the same attempt.
    expect(store.drills.rating('learner')).not.toBeNull();
  });

  it('the count and the queue agree right after the misses: nothing yet (they come back in 4 hours)', async () => {
    clock = START + 60_000;
    // Before the fix: both counts said 3 while the due queue, asked with the screen's list of drills
    // just shown, said nothing was due.
    expect(await counts()).toEqual({ status: 0, progress: 0 });
    const n = value(await service.drillNext({ theme: null, due: true, utcOffset: CET, exclude: failedIds }));
    expect(n.empty).toBe('due');
    expect(progress.compute(CET).laterToday).toBe(3);
  });

  it('4 hours later the count is what the queue serves one after another, the screen list notwithstanding', async () => {
    clock = START + (LADDER[0] as number);
    expect(await counts()).toEqual({ status: 3, progress: 3 });
    // The screen's exclude list still holds the three: they are served all the same.
    const first = value(
      await service.drillNext({ theme: null, due: true, utcOffset: CET, exclude: failedIds }),
    );
    expect(failedIds).toContain(first.drill?.id);
    expect((await drainDue()).sort()).toEqual([...failedIds].sort());
    expect(await counts()).toEqual({ status: 0, progress: 0 });
    // Solved when due: a rung up, back tomorrow.
    for (const id of failedIds) expect(store.drills.repetition(drillItem(id))?.rung).toBe(1);
  });

  it.each([
    ["late that evening in Prague (tomorrow's items wait)", 10 * H, 0],
    ['the next morning (a day-rung is due all its day)', 22 * H, 3],
    ['the day after at noon', 52 * H, 0],
  ])('%s: count = served', async (_, after, expected) => {
    clock = START + (LADDER[0] as number) + after;
    const before = await counts();
    expect(before.status).toBe(before.progress);
    expect(before.status).toBe(expected);
    if (expected > 0) expect(await drainDue()).toHaveLength(expected);
    expect(await counts()).toEqual({ status: 0, progress: 0 });
  });
});

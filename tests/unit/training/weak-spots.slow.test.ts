/**
 * The learner's weak spots over a real temporary SQLite store: a wrong drill card (the real worker pool)
 * and a wrong lesson card recorded with the verdict's principle and a theme, a right one not; a review
 * of the person's own seat records each decision graded mistake or blunder once (another seat's none,
 * the same review again none); the progress page sums them by principle (the weakest first, with its
 * lesson, sources and trend) and theme (no principle named: under the theme only); and drills of every
 * theme, with stored mistakes of a principle, serve its themes more often than without, saying which.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiResult, type Card, type Method, type ReviewStatus, ok } from '../../../src-shared/index.ts';
import type { HandReview } from '../../../src-shared/api/review.ts';
import { judged } from '../../../src-shared/explain/review.ts';
import { PRINCIPLE_THEMES, weakSpotSums } from '../../../src-shared/training/weak-spots.ts';
import { TECHNIQUE_LESSONS } from '../../../src-shared/explain/principles/techniques.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { execute } from '../../../src-main/solver/tasks.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { DrillService } from '../../../src-main/training/drills.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { JUDGE_VERSION } from '../../../src-main/training/drill-judge.ts';
import { initialRating } from '../../../src-main/training/stock.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { type LessonJudgePool, LessonService } from '../../../src-main/training/lessons.ts';
import { ProgressService } from '../../../src-main/training/progress.ts';
import { recordReview } from '../../../src-main/training/weak-spots.ts';
import { legalCards, stepState } from '../../../src-shared/training/lesson.ts';
import { lessonAnswer } from '../../../src-main/training/lesson-judge.ts';
import { playedOutHand, storeHand } from '../review/support.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-weak-'));
const stores: Store[] = [];
const open = (name: string): Store => {
  const s = openStore(join(dir, `${name}.sqlite`));
  stores.push(s);
  return s;
};
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<M extends Method>(r: ApiResult<M>) {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

const NOW = Date.parse('2026-11-22T20:00:00.000Z');
const DAY = 86_400_000;

/** Mined drills of a theme stored as the stock stores them. */
function stockUp(store: Store, theme: 'vynaseni' | 'pocitani' | 'betl', count: number, from = 1): void {
  let n = 0;
  for (let seed = from; n < count; seed++) {
    const d = mineDrill(seed, theme, { kind: 'exact' });
    if (d === null) continue;
    const id = store.drills.insertDrill(
      {
        theme: d.theme,
        kind: 'exact',
        source: 'mined',
        origin: `test:${theme}:${seed}`,
        drill: d,
        rating: initialRating(d.difficulty),
        judge: JUDGE_VERSION,
      },
      new Date(NOW).toISOString(),
    );
    if (id !== null) n++;
  }
}

describe('a drill answered', () => {
  it('records a wrong first card with its theme and the principle its verdict names; a right one not', async () => {
    const store = open('drill');
    stockUp(store, 'vynaseni', 2);
    const service = new DrillService(store.drills, pool, null, {
      now: () => NOW,
      seed: 3,
      mistakes: store.mistakes,
    });
    const first = value(await service.drillNext({ theme: null, due: false })).drill;
    if (first === null) throw new Error('no drill');
    const d = store.drills.drill(first.id)?.drill as { answers: Card[]; others: { card: Card }[] };
    const wrong = value(
      await service.drillPlay({ drill: first.id, card: (d.others[0] as { card: Card }).card }),
    );
    if (wrong.outcome === 'illegal') throw new Error('illegal');
    expect(wrong.outcome).toBe('wrong');
    expect(store.mistakes.all()).toEqual([
      {
        source: 'drill',
        theme: 'vynaseni',
        technique: wrong.principle?.fact?.id ?? null,
        at: new Date(NOW).toISOString(),
      },
    ]);
    const second = value(await service.drillNext({ theme: null, due: false, exclude: [first.id] })).drill;
    if (second === null) throw new Error('no drill');
    const answers = (store.drills.drill(second.id)?.drill as { answers: Card[] }).answers;
    const right = value(await service.drillPlay({ drill: second.id, card: answers[0] as Card }));
    expect(right.outcome).toBe('right');
    expect(store.mistakes.all()).toHaveLength(1);
  });
});

describe('a lesson card', () => {
  it('records a wrong card with the principle its verdict names; a right one not', async () => {
    const store = open('lesson');
    const catalogue = loadCatalogue();
    const inProcess: LessonJudgePool = { lessonJudge: (task) => Promise.resolve(ok(execute(task))) };
    const service = new LessonService(catalogue, store.lessons, inProcess, {
      now: () => new Date(NOW),
      mistakes: store.mistakes,
    });
    // The first lesson step of a suit game with a wrong legal card.
    for (const lesson of catalogue.lessons) {
      const step = lesson.steps[0];
      if (step === undefined || step.goal.kind === 'everyLegal' || step.collect === 'every') continue;
      const st = stepState(step);
      if (!st.ok || st.value.game !== 'suit') continue;
      const right = lessonAnswer(st.value, step.goal, step.check);
      const wrong = legalCards(st.value).find((c) => !right.includes(c));
      if (wrong === undefined) continue;
      const attempt = (await service.lessonStart({ id: lesson.id })) as {
        ok: true;
        value: { attempt: string };
      };
      const v = await service.lessonPlay({ attempt: attempt.value.attempt, step: 0, card: wrong });
      if (!v.ok || v.value.kind !== 'wrong') throw new Error(`not wrong: ${JSON.stringify(v)}`);
      const rows = store.mistakes.all();
      expect(rows).toEqual([
        {
          source: 'lesson',
          theme: expect.any(String),
          technique: v.value.principle?.fact?.id ?? null,
          at: new Date(NOW).toISOString(),
        },
      ]);
      expect(['sedma', 'sto', 'obrana', 'vynaseni', 'pocitani']).toContain(rows[0]?.theme);
      const ok2 = await service.lessonPlay({
        attempt: attempt.value.attempt,
        step: 0,
        card: right[0] as Card,
      });
      expect(ok2.ok && ok2.value.kind).toBe('right');
      expect(store.mistakes.all()).toHaveLength(1);
      return;
    }
    expect.fail('no lesson step with a wrong card');
  });
});

describe('a review', () => {
  it("records the person's own seat's mistakes and blunders once, another seat's none", async () => {
    const store = open('review');
    const service = new ReviewService(store, inProcessPool(), {
      review: { layouts: 4, deals: 2 },
      now: () => new Date(NOW).toISOString(),
      onOwnStored: (hand, review) => recordReview(store.mistakes, hand, review, new Date(NOW).toISOString()),
    });
    const review = async (session: number, seat: number): Promise<HandReview> => {
      const start = await service.reviewStart({ session, handNo: 1, seat });
      if (!start.ok) throw new Error(JSON.stringify(start.error));
      for (;;) {
        const s = await service.reviewPoll({ job: start.value.job });
        if (!s.ok) throw new Error(JSON.stringify(s.error));
        const st: ReviewStatus = s.value;
        if (st.state !== 'running') return st.partial as HandReview;
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    try {
      // Seat 0 is the session's person (the first person seated): the first hand where it errs.
      const mistakesOf = (r: HandReview) =>
        r.decisions.filter(
          (d) => d.unjudged === undefined && ['mistake', 'blunder'].includes(judged(d)?.grade ?? ''),
        );
      let session = 0;
      let bad: ReturnType<typeof mistakesOf> = [];
      let before = 0;
      for (let from = 1; from < 12 && bad.length === 0; from++) {
        before = store.mistakes.all().length;
        expect(before).toBe(0);
        session = storeHand(store, playedOutHand(from).record);
        bad = mistakesOf(await review(session, 0));
      }
      expect(bad.length).toBeGreaterThan(0);
      const rows = store.mistakes.all();
      expect(rows).toHaveLength(bad.length);
      expect(rows.map((r) => r.technique)).toEqual(
        bad.map((d) => (d.kind === 'card' ? (d.principle?.fact?.id ?? null) : null)),
      );
      expect(rows.every((r) => r.source === 'review')).toBe(true);
      await review(session, 1);
      await review(session, 0);
      expect(store.mistakes.all()).toHaveLength(bad.length);
    } finally {
      service.close();
    }
  }, 120_000);
});

describe('the progress page', () => {
  it('groups the mistakes by principle, the weakest first, and by theme', () => {
    const store = open('progress');
    const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();
    const add = (source: 'review' | 'drill' | 'lesson', theme: string, technique: string | null, days = 1) =>
      store.mistakes.record({ source, theme, technique, origin: null, at: at(days) });
    add('review', 'vynaseni', 'drawLastTrump');
    add('drill', 'vynaseni', 'drawLastTrump', 10);
    add('lesson', 'sedma', 'drawLastTrump');
    add('drill', 'sedma', 'killTheSeven');
    add('review', 'game', null);
    add('review', 'game', null);
    add('review', 'game', null);
    const progress = new ProgressService(store.progress, undefined, () => NOW, store).compute(0);
    const w = progress.weakSpots;
    expect(w?.total).toBe(7);
    expect(w?.unnamed).toBe(3);
    expect(w?.principles.map((p) => [p.technique, p.mistakes])).toEqual([
      ['drawLastTrump', 3],
      ['killTheSeven', 1],
    ]);
    expect(w?.principles[0]).toMatchObject({
      sources: { review: 1, drill: 1, lesson: 1 },
      lastWeek: 2,
      weekBefore: 1,
      themes: ['vynaseni', 'sedma'],
      lesson: {
        id: TECHNIQUE_LESSONS.drawLastTrump,
        title: expect.objectContaining({ cs: expect.any(String) }),
      },
    });
    // No principle named: under its theme only, the theme with the most first (a tie in the drill themes' order).
    expect(w?.themes.map((t) => [t.theme, t.mistakes, t.unnamed])).toEqual([
      ['game', 3, 3],
      ['sedma', 2, 0],
      ['vynaseni', 2, 0],
    ]);
  });

  it('has no weak spot before the first mistake', () => {
    const store = open('empty');
    const w = new ProgressService(store.progress, undefined, () => NOW, store).compute(0).weakSpots;
    expect(w).toEqual({ total: 0, unnamed: 0, principles: [], themes: [] });
  });

  it('breaks a tie by the mistakes of the last week', () => {
    const rows = [
      {
        source: 'drill' as const,
        theme: 'betl',
        technique: 'betlFindTheHole',
        at: new Date(NOW - 9 * DAY).toISOString(),
      },
      {
        source: 'drill' as const,
        theme: 'sedma',
        technique: 'killTheSeven',
        at: new Date(NOW - DAY).toISOString(),
      },
    ];
    expect(weakSpotSums(rows, NOW, []).principles.map((p) => p.technique)).toEqual([
      'killTheSeven',
      'betlFindTheHole',
    ]);
  });
});

describe('the drills of every theme', () => {
  it("lean toward the weakest principle's themes, and say which", async () => {
    const draws = async (store: Store, n: number) => {
      const service = new DrillService(store.drills, pool, null, {
        now: () => NOW,
        seed: 11,
        mistakes: store.mistakes,
      });
      const themes: string[] = [];
      let focus = null;
      for (let i = 0; i < n; i++) {
        const next = value(await service.drillNext({ theme: null, due: false }));
        themes.push(next.drill?.theme ?? 'none');
        focus = next.focus ?? null;
      }
      return { themes, focus };
    };
    const plain = open('plain');
    const leaning = open('leaning');
    for (const s of [plain, leaning]) {
      stockUp(s, 'vynaseni', 3);
      stockUp(s, 'pocitani', 3);
      stockUp(s, 'betl', 2);
    }
    // Three mistakes of betl's hole, one of another principle.
    for (let i = 0; i < 3; i++)
      leaning.mistakes.record({
        source: 'drill',
        theme: 'betl',
        technique: 'betlFindTheHole',
        origin: null,
        at: new Date(NOW - DAY).toISOString(),
      });
    leaning.mistakes.record({
      source: 'review',
      theme: 'vynaseni',
      technique: 'drawTrumps',
      origin: null,
      at: new Date(NOW - DAY).toISOString(),
    });
    const N = 80;
    const without = await draws(plain, N);
    const withX = await draws(leaning, N);
    const betl = (t: string[]) =>
      t.filter((x) => (PRINCIPLE_THEMES.betlFindTheHole as readonly string[]).includes(x)).length;
    expect(without.focus).toBeNull();
    expect(withX.focus).toEqual({ technique: 'betlFindTheHole', mistakes: 3, themes: ['betl'] });
    expect(betl(withX.themes)).toBeGreaterThan(betl(without.themes));
    // A lean, not the only choice: other themes are still served.
    expect(withX.themes.filter((t) => t !== 'betl').length).toBeGreaterThan(0);
    // A theme chosen: no lean.
    const service = new DrillService(leaning.drills, pool, null, {
      now: () => NOW,
      mistakes: leaning.mistakes,
    });
    expect(value(await service.drillNext({ theme: 'vynaseni', due: false })).focus).toBeNull();
  });
});

/**
 * The lesson runner on real parts: the shipped catalogue, the solver (in-process, and once through a
 * real worker pool), and a real temporary SQLite file. Cards of real lessons are judged illegal, wrong
 * (with the solver's verdict) and right (with the replies), stars follow mistakes and hints, and the
 * finished attempt and the lesson's best stars are stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Card,
  type Method,
  describe as describePosition,
  fromPosition,
  ok,
  parseParams,
} from '../../../src-shared/index.ts';
import type { LessonShown, LessonVerdict } from '../../../src-shared/api/lessons.ts';
import { starsFor } from '../../../src-shared/api/lessons.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { legalCards, stepState } from '../../../src-shared/training/lesson.ts';
import { judgeLessonCard, lessonAnswer } from '../../../src-main/training/lesson-judge.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { execute } from '../../../src-main/solver/tasks.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { type LessonJudgePool, LessonService } from '../../../src-main/training/lessons.ts';

const catalogue = loadCatalogue();

/** The judge's task run in-process, exactly as a worker runs it. */
const inProcess: LessonJudgePool = {
  lessonJudge: (task) => Promise.resolve(ok(execute(task))),
};

let dir: string;
let file: string;
let store: Store;
let service: LessonService;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-lessons-'));
  file = join(dir, 'marias.sqlite');
  store = openStore(file);
  service = new LessonService(catalogue, store.lessons, inProcess, {
    now: () => new Date('2026-11-22T20:00:00Z'),
  });
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}

const lesson = (id: string) => catalogue.lessons.find((l) => l.id === id) ?? expect.fail(`no ${id}`);

async function start(id: string): Promise<string> {
  return value(await service.lessonStart({ id })).attempt;
}

async function play(attempt: string, step: number, card: Card): Promise<LessonVerdict> {
  return value(await service.lessonPlay({ attempt, step, card }));
}

/**
 * Plays the stated answer at each step after the first (every card of a step collecting them all): the
 * verdict of the last step (the finish).
 */
async function playRest(attempt: string, id: string): Promise<LessonVerdict> {
  const steps = lesson(id).steps;
  let last: LessonVerdict | null = null;
  for (let i = 1; i < steps.length; i++) last = await solveStep(attempt, id, i);
  return last ?? expect.fail(`${id} has one step`);
}

describe('the course', () => {
  it('lists the chapters and lessons in course order, nothing finished yet', async () => {
    const course = value(await service.lessonCourse());
    expect(course.chapters.map((c) => c.id)).toEqual(catalogue.chapters.map((c) => c.id));
    const lessons = course.chapters.flatMap((c) => c.lessons);
    expect(lessons.map((l) => l.id)).toEqual(catalogue.lessons.map((l) => l.id));
    expect(lessons.every((l) => l.stars === null && l.completed === null && l.attempts === 0)).toBe(true);
    const betl = lessons.find((l) => l.id === 'basics.betl');
    expect(betl).toMatchObject({
      steps: lesson('basics.betl').steps.length,
      title: lesson('basics.betl').title,
    });
  });

  it('sends a seat step only the seat view, an exact step every hand', async () => {
    const shown: LessonShown = value(await service.lessonGet({ id: 'basics.contracts' }));
    const [exact, seat] = shown.steps;
    expect(exact?.check).toBe('exact');
    expect(exact?.position?.hands.flat().length).toBeGreaterThan(0);
    expect(seat?.check).toBe('seat');
    expect(seat?.position).toBeNull();
    // No card of another hand is sent with a seat step.
    const st = value(stepState(lesson('basics.contracts').steps[1] as never));
    const hidden = st.hands.flatMap((h, s) => (s === seat?.seat ? [] : h));
    const sent = JSON.stringify(seat);
    expect(hidden.length).toBeGreaterThan(0);
    for (const c of hidden) expect(sent).not.toContain(`"${c}"`);
    expect(shown.next).toBe(catalogue.lessons[catalogue.lessons.findIndex((l) => l.id === shown.id) + 1]?.id);
    expect(await service.lessonGet({ id: 'basics.no-such-lesson' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.id' } },
    });
  });
});

describe('an attempt at the betl lesson (exact)', () => {
  // The defence led the eight of leaves; the declarer holds L9 LU B7: B7 may not be played (he must
  // follow), L9 wins the trick, LU (the stated answer) ducks under the next player's card. The lesson's
  // later steps are played with their stated answers (playRest) to finish it.
  it('refuses an illegal card with the engine reason, explains a wrong one, plays on after the right one', async () => {
    const a = await start('basics.betl');
    const illegal = await play(a, 0, 'B7');
    expect(illegal).toMatchObject({ kind: 'illegal', reason: { code: 'mustFollowSuit' }, mistakes: 1 });

    const wrong = await play(a, 0, 'L9');
    if (wrong.kind !== 'wrong') throw new Error(`expected wrong, got ${wrong.kind}`);
    expect(wrong.redealt).toBe(false);
    expect(wrong.mistakes).toBe(2);
    expect(wrong.line[0]).toBe('L9');
    expect(wrong.mine).toMatchObject({ card: 'L9', reached: false });
    expect(wrong.mine.tricks).toBeGreaterThan(0);
    expect(wrong.right).toMatchObject({ card: 'LU', reached: true, tricks: 0 });
    // The renderer's words: the solver's sentence and line for the card.
    const state = value(fromPosition(wrong.position));
    const words = explainVerdict(state, wrong.analysis, 'L9', 'cs');
    expect(words.best).toBe(false);
    expect(words.cost).toMatch(/betl/i);
    expect(words.line).toMatch(/zdvih/);

    const right = await play(a, 0, 'LU');
    if (right.kind !== 'right') throw new Error(`expected right, got ${right.kind}`);
    const before = value(stepState(lesson('basics.betl').steps[0] as never));
    // The replies end the trick: one completed trick more, nobody's card in a new trick yet.
    expect(right.after.view.tricks.length).toBe(before.tricks.length + 1);
    expect(right.after.view.tricks.at(-1)?.cards).toContain('LU');
    expect(right.after.view.tricks.at(-1)?.winner).not.toBe(0);
    expect(right).toMatchObject({ next: 1, finish: null });
    // An exact step's right card worth the most money comes with its position and analysis, so the
    // screen can say why it is right: the same as analysing the step afresh.
    const analysed = analyze(before);
    expect(analysed.cards.find((c) => c.card === 'LU')?.loss).toBe(0);
    expect(right.why?.position).toEqual(JSON.parse(JSON.stringify(describePosition(before))));
    expect(right.why?.analysis.cards.map((c) => [c.card, c.value])).toEqual(
      analysed.cards.map((c) => [c.card, c.value]),
    );
    const end = await playRest(a, 'basics.betl');
    expect(end.kind === 'right' && end.finish).toMatchObject({
      stars: 1,
      mistakes: 2,
      hints: 0,
      best: 1,
      first: true,
    });
  });

  it('stores the attempt and keeps the best stars over attempts', async () => {
    const first = await start('basics.betl');
    await play(first, 0, 'L9');
    await play(first, 0, 'LU');
    const one = await playRest(first, 'basics.betl');
    expect(one.kind === 'right' && one.finish?.stars).toBe(2);
    const second = await start('basics.betl');
    await play(second, 0, 'LU');
    const three = await playRest(second, 'basics.betl');
    expect(three.kind === 'right' && three.finish).toMatchObject({ stars: 3, best: 3, first: false });
    const third = await start('basics.betl');
    value(await service.lessonHint({ attempt: third, step: 0 }));
    await play(third, 0, 'LU');
    const two = await playRest(third, 'basics.betl');
    expect(two.kind === 'right' && two.finish).toMatchObject({ stars: 2, hints: 1, best: 3 });

    expect(store.lessons.lessonProgress('basics.betl')).toEqual({
      lessonId: 'basics.betl',
      stars: 3,
      attempts: 3,
      completed: '2026-11-22T20:00:00.000Z',
      updated: '2026-11-22T20:00:00.000Z',
    });
    const course = value(await service.lessonCourse());
    const row = course.chapters.flatMap((c) => c.lessons).find((l) => l.id === 'basics.betl');
    expect(row).toMatchObject({ stars: 3, attempts: 3, completed: '2026-11-22T20:00:00.000Z' });
    store.close();
    const db = new Database(file, { readonly: true });
    const rows = db
      .prepare('SELECT kind, item, theme, solved, mistakes, hints, stars FROM attempts ORDER BY id')
      .all();
    db.close();
    store = openStore(file);
    expect(rows).toEqual([
      { kind: 'lesson', item: 'basics.betl', theme: 'basics', solved: 1, mistakes: 1, hints: 0, stars: 2 },
      { kind: 'lesson', item: 'basics.betl', theme: 'basics', solved: 1, mistakes: 0, hints: 0, stars: 3 },
      { kind: 'lesson', item: 'basics.betl', theme: 'basics', solved: 1, mistakes: 0, hints: 1, stars: 2 },
    ]);
  });

  it('puts a finished lesson on the repetition ladder and moves it as a drill', async () => {
    const H = 3_600_000;
    let clock = Date.parse('2026-11-22T08:00:00Z');
    const timed = new LessonService(catalogue, store.lessons, inProcess, { now: () => new Date(clock) });
    const finish = async (slip: boolean) => {
      const a = value(await timed.lessonStart({ id: 'basics.betl' })).attempt;
      if (slip) await timed.lessonPlay({ attempt: a, step: 0, card: 'L9' });
      // Every step answered (the lesson has more than one); the last right card finishes it.
      const steps = lesson('basics.betl').steps;
      let r: LessonVerdict | null = null;
      for (const [step, s] of steps.entries()) {
        const card = step === 0 ? 'LU' : (s.answer[0] as Card);
        r = value(await timed.lessonPlay({ attempt: a, step, card, utcOffset: 60 }));
      }
      return r?.kind === 'right' ? r.finish?.repetition : undefined;
    };
    const item = () => store.lessons.repetition('lesson:basics.betl');
    // Clean the first time: a rung higher than a miss (back tomorrow), no lapse.
    expect(await finish(false)).toEqual({
      item: 'lesson:basics.betl',
      change: 'added',
      rung: 1,
      due: clock + 24 * H,
    });
    expect(item()?.lapses).toBe(0);
    // With a mistake: the first rung, back in 4 hours.
    expect(await finish(true)).toEqual({
      item: 'lesson:basics.betl',
      change: 'added',
      rung: 0,
      due: clock + 4 * H,
    });
    // Clean before it is due: unchanged (said as nothing).
    clock += H;
    expect(await finish(false)).toBeNull();
    // Clean when due: a rung up (1 day from its due time).
    clock += 3 * H;
    expect(await finish(false)).toMatchObject({ change: 'up', rung: 1, due: clock + 24 * H });
    expect(item()).toEqual({ id: 'lesson:basics.betl', rung: 1, due: clock + 24 * H, lapses: 1 });
    // A slip at any time starts the ladder again.
    expect(await finish(true)).toMatchObject({ change: 'added', rung: 0, due: clock + 4 * H });
    expect(item()?.lapses).toBe(2);
    expect(store.repetition.queue().map((q) => [q.id, q.kind])).toEqual([['lesson:basics.betl', 'lesson']]);
  });

  it('counts each hint once, up to the step’s hints', async () => {
    const a = await start('basics.betl');
    const hints = lesson('basics.betl').steps[0]?.hints ?? [];
    const seen = [];
    for (let i = 0; i < hints.length + 1; i++)
      seen.push(value(await service.lessonHint({ attempt: a, step: 0 })));
    expect(seen.map((h) => h.index)).toEqual([...hints.map((_, i) => i), hints.length - 1]);
    expect(seen[0]?.text).toEqual(hints[0]);
    await play(a, 0, 'LU');
    const r = await playRest(a, 'basics.betl');
    expect(r.kind === 'right' && r.finish).toMatchObject({
      hints: hints.length,
      stars: starsFor(0, hints.length),
    });
  });

  it('refuses a step the attempt is not at and an unknown attempt', async () => {
    const a = await start('basics.betl');
    expect(await service.lessonPlay({ attempt: a, step: 1, card: 'LU' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.step' } },
    });
    expect(await service.lessonPlay({ attempt: 'nobody', step: 0, card: 'LU' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.attempt' } },
    });
    await play(a, 0, 'LU');
    await playRest(a, 'basics.betl');
    // A finished attempt takes no more cards.
    expect((await service.lessonPlay({ attempt: a, step: 1, card: 'LU' })).ok).toBe(false);
  });
});

describe('a points step', () => {
  it('judges by the points objective: a wrong card is answered with the points it costs, the gain the task states', async () => {
    const l = lesson('basics.counting');
    const step = l.steps[0];
    if (step === undefined || step.goal.kind !== 'points' || step.gain === undefined)
      throw new Error('expected a points step with its gain');
    const a = await start(l.id);
    const legal = value(await service.lessonGet({ id: l.id })).steps[0]?.view.legal ?? [];
    const wrongCards = legal.flatMap((x) =>
      x.type === 'play' && !step.answer.includes(x.card) ? [x.card] : [],
    );
    expect(wrongCards.length).toBeGreaterThan(0);
    const costs: number[] = [];
    for (const c of wrongCards) {
      const wrong = await play(a, 0, c);
      if (wrong.kind !== 'wrong') throw new Error(`expected wrong, got ${wrong.kind}`);
      expect(wrong.mine.reached).toBe(false);
      expect(step.answer).toContain(wrong.right.card);
      costs.push(wrong.right.points - wrong.mine.points);
    }
    // The right card wins exactly `gain` more than the best of the others.
    expect(Math.min(...costs)).toBe(step.gain);
  });
});

describe('a step checked from the seat', () => {
  it('judges a wrong card in a layout of the unseen cards where it misses, keeping the seat’s own hand', async () => {
    const id = 'basics.contracts';
    const l = lesson(id);
    const a = await start(id);
    const first = l.steps[0];
    const r0 = await play(a, 0, first?.answer[0] as Card);
    expect(r0).toMatchObject({ kind: 'right', next: 1, finish: null });
    const step = l.steps[1];
    if (step === undefined) throw new Error('no second step');
    const real = value(stepState(step));
    const legal = value(await service.lessonGet({ id })).steps[1]?.view.legal ?? [];
    const wrongCard = legal
      .flatMap((x) => (x.type === 'play' ? [x.card] : []))
      .find((c) => !step.answer.includes(c));
    if (wrongCard === undefined) throw new Error('no wrong card');
    const wrong = await play(a, 1, wrongCard);
    if (wrong.kind !== 'wrong') throw new Error(`expected wrong, got ${wrong.kind}`);
    expect(wrong.redealt).toBe(true);
    expect(wrong.mine).toMatchObject({ card: wrongCard, reached: false });
    expect(wrong.right.reached).toBe(true);
    // The layout agrees with what the seat sees: its own hand and every card played.
    expect([...(wrong.position.hands[step.seat] ?? [])].sort()).toEqual(
      [...(describePosition(real).hands[step.seat] ?? [])].sort(),
    );
    expect(wrong.position.tricks).toEqual(describePosition(real).tricks);
    const right = await play(a, 1, step.answer[0] as Card);
    expect(right.kind === 'right' && right.finish).toMatchObject({ stars: 2, mistakes: 1 });
  });
});

describe('a right card graded by its goal', () => {
  // basics.contracts step 1: a game and seven in hearts, the declarer to lead. Asked only to keep the
  // seven, the ace of bells keeps it too but lets the game go; the ace of hearts keeps both.
  const step = lesson('basics.contracts').steps[0]!;
  const state = value(stepState(step));
  const judge = (card: Card, check: 'exact' | 'seat') =>
    judgeLessonCard({ method: 'lessonJudge', state, goal: { kind: 'keep', part: 'seven' }, check, card });

  it('is right when it meets the goal, and says what it costs when the best card keeps more money', () => {
    const a = analyze(state);
    const loss = (c: Card) => a.cards.find((v) => v.card === c)?.loss ?? NaN;
    expect(loss('BA') - loss('HA')).toBeGreaterThan(0);
    for (const check of ['exact', 'seat'] as const) {
      const ba = judge('BA', check);
      expect(ba, check).toMatchObject({ kind: 'right', cost: { better: 'HA' } });
      if (ba.kind !== 'right' || ba.cost === null) throw new Error('expected a cost');
      expect(ba.cost.loss, check).toBeCloseTo(loss('BA') - loss('HA'), 9);
      expect(judge('HA', check), check).toMatchObject({ kind: 'right', cost: null });
    }
    // The step's own goal (keep the contract) is met by the ace of hearts alone: no second line there.
    expect(
      judgeLessonCard({ method: 'lessonJudge', state, goal: step.goal, check: 'exact', card: 'BA' }).kind,
    ).toBe('wrong');
  });
});

describe('why a right card is right, from the seat', () => {
  it('is said when the words are the same in every layout and name no card whose place is unknown', () => {
    const step = lesson('declarer.ruff-low').steps[0]!;
    const state = value(stepState(step));
    const card = step.answer[0]!;
    const j = judgeLessonCard({ method: 'lessonJudge', state, goal: step.goal, check: 'seat', card });
    if (j.kind !== 'right') throw new Error('expected right');
    expect(j.analysis).toBeNull();
    // The same words the exact analysis of the real deal gives (the real deal is one of the layouts).
    for (const deck of ['czech', 'french'] as const)
      for (const lang of ['cs', 'en'] as const)
        expect(j.whyWords?.[deck][lang]).toBe(
          explainVerdict(state, analyze(state), card, lang, { deck }).principle?.text,
        );
  });

  it('is not said when it would name a card the seat cannot place', () => {
    // Driving out the ace: with every hand open the principle names the opponents' ace of leaves, whose
    // holder the declarer cannot know.
    const step = lesson('declarer.drive-out-the-ace').steps[1]!;
    expect(step.check).toBe('seat');
    const state = value(stepState(step));
    const card = step.answer[0]!;
    const exact = explainVerdict(state, analyze(state), card, 'en').principle?.text ?? '';
    expect(exact).toContain('the ace of leaves');
    const j = judgeLessonCard({ method: 'lessonJudge', state, goal: step.goal, check: 'seat', card });
    expect(j).toMatchObject({ kind: 'right', whyWords: null, analysis: null });
  });
});

/** Plays a step's right cards: every one for a step collecting them all, else the first. */
async function solveStep(attempt: string, id: string, index: number): Promise<LessonVerdict> {
  const st = lesson(id).steps[index]!;
  let last: LessonVerdict | null = null;
  for (const c of st.collect === 'every' ? st.answer : st.answer.slice(0, 1))
    last = await play(attempt, index, c);
  return last ?? expect.fail(`${id} step ${index + 1} has no answer`);
}

describe('a step collecting every right card', () => {
  // The shipped steps that collect every right card: every legal card, or every card meeting the goal
  // ("Najdi každou kartu, se kterou hru porazíš").
  const steps = catalogue.lessons.flatMap((l) =>
    l.steps.flatMap((s, i) => {
      const state = value(stepState(s));
      return s.collect === 'every' ? [{ lesson: l, index: i, right: [...s.answer], state }] : [];
    }),
  );

  it('is what the sixteen steps that promised every card and the every-legal-card steps are', () => {
    const goalSteps = steps.filter((s) => s.lesson.steps[s.index]!.goal.kind !== 'everyLegal');
    expect(goalSteps.map((s) => `${s.lesson.id}#${s.index}`).sort()).toEqual(
      [
        'defence.smear#1',
        'betl-durch.durch-order#0',
        'betl-durch.durch-order#1',
        'betl-durch.durch-order#2',
        'betl-durch.durch-guard#1',
        'declarer.count-trumps#1',
        'declarer.talon-void#1',
        'declarer.laydown#0',
        'declarer.laydown#1',
        'declarer.cash-before-the-ruff#1',
        'defence.kill-the-seven#1',
        'defence.seven-against#1',
        'defence.through-to-the-ruff#0',
        'defence.through-to-the-ruff#1',
        'games.seven-kill#2',
        'money.talon#1',
      ].sort(),
    );
    // Every legal card, where there is more than one, is collected too.
    for (const l of catalogue.lessons)
      l.steps.forEach((s, i) => {
        if (s.goal.kind === 'everyLegal')
          expect(s.collect, `${l.id}#${i}`).toBe(
            legalCards(value(stepState(s))).length > 1 ? 'every' : 'one',
          );
      });
  });

  // Every card meeting a goal is swept in lesson-collect.slow.test.ts (the judge over every card).
  it('every legal card: done only when all are found; each one before is found, a wrong one a mistake', async () => {
    const legalSteps = steps.filter((s) => s.lesson.steps[s.index]!.goal.kind === 'everyLegal');
    expect(legalSteps.length).toBeGreaterThan(0);
    for (const { lesson: l, index, right, state } of legalSteps) {
      const a = await start(l.id);
      for (let i = 0; i < index; i++) await solveStep(a, l.id, i);
      const where = `${l.id} step ${index + 1}`;
      // One right card does not finish the step: it is found, the step stays, the rest are counted.
      const first = await play(a, index, right[0]!);
      expect(first, where).toEqual({
        kind: 'found',
        card: right[0],
        found: [right[0]],
        remaining: right.length - 1,
        again: false,
        mistakes: 0,
      });
      // The same card again is found again: not a mistake, and not a second find.
      expect(await play(a, index, right[0]!), where).toEqual({ ...first, again: true });
      // A card the rules forbid, or one that misses the goal, is a mistake as anywhere; the found cards
      // stay found.
      let mistakes = 0;
      const hand = describePosition(state).hands[state.toAct!]!;
      const legal = legalCards(state);
      const illegal = hand.find((c) => !legal.includes(c));
      if (illegal !== undefined)
        expect(await play(a, index, illegal), where).toMatchObject({ kind: 'illegal', mistakes: ++mistakes });
      const wrong = legal.find((c) => !right.includes(c));
      if (wrong !== undefined)
        expect(await play(a, index, wrong), where).toMatchObject({ kind: 'wrong', mistakes: ++mistakes });
      for (let k = 1; k < right.length - 1; k++)
        expect(await play(a, index, right[k]!), where).toEqual({
          kind: 'found',
          card: right[k],
          found: right.slice(0, k + 1),
          remaining: right.length - 1 - k,
          again: false,
          mistakes,
        });
      // The last one finishes the step: played on as a right card, with its replies, every right card found.
      const last = await play(a, index, right.at(-1)!);
      if (last.kind !== 'right') throw new Error(`${where}: expected right, got ${last.kind}`);
      expect(last.found, where).toEqual(right);
      // Played on: a goal's step with its replies to the end of the trick; every legal card alone (a
      // question of the rules has no line to follow).
      const v = last.after.view;
      if (l.steps[index]!.goal.kind === 'everyLegal')
        expect([...(v.trick?.cards ?? []), ...(v.tricks.at(-1)?.cards ?? [])], where).toContain(right.at(-1));
      else {
        expect(v.tricks.length, where).toBe(state.tricks.length + 1);
        expect(v.tricks.at(-1)?.cards, where).toContain(right.at(-1));
      }
      expect(last.next ?? l.steps.length, where).toBe(index + 1);
      if (last.finish !== null) expect(last.finish.stars, where).toBe(starsFor(mistakes, 0));
      // The step is over: its cards are not played again, and the next step's cards are counted afresh.
      if (last.next !== null)
        expect(await service.lessonPlay({ attempt: a, step: index, card: right[0]! }), where).toMatchObject({
          ok: false,
        });
    }
  });

  it('defence.smear step 2: A7 is found, not the lesson done; A8 and B8 finish it with three stars', async () => {
    const a = await start('defence.smear');
    await solveStep(a, 'defence.smear', 0);
    expect(await play(a, 1, 'A7')).toMatchObject({ kind: 'found', found: ['A7'], remaining: 2 });
    expect(await play(a, 1, 'A8')).toMatchObject({ kind: 'found', found: ['A7', 'A8'], remaining: 1 });
    const done = await play(a, 1, 'B8');
    expect(done).toMatchObject({
      kind: 'right',
      found: ['A7', 'A8', 'B8'],
      next: null,
      finish: { stars: 3 },
    });
  });

  it('keeps the last card playable when its judgement fails', async () => {
    // The pool fails once, on the card that would finish the step: it is not counted as found, and
    // played again it finishes the step.
    let fail = false;
    const flaky: LessonJudgePool = {
      lessonJudge: (task) =>
        fail
          ? Promise.resolve({ ok: false, error: { code: 'internal', message: 'worker lost' } } as never)
          : Promise.resolve(ok(execute(task))),
    };
    const s = new LessonService(catalogue, store.lessons, flaky);
    const a = value(await s.lessonStart({ id: 'defence.smear' })).attempt;
    value(await s.lessonPlay({ attempt: a, step: 0, card: lesson('defence.smear').steps[0]!.answer[0]! }));
    value(await s.lessonPlay({ attempt: a, step: 1, card: 'A7' }));
    value(await s.lessonPlay({ attempt: a, step: 1, card: 'A8' }));
    fail = true;
    expect(await s.lessonPlay({ attempt: a, step: 1, card: 'B8' })).toMatchObject({ ok: false });
    fail = false;
    expect(value(await s.lessonPlay({ attempt: a, step: 1, card: 'B8' }))).toMatchObject({
      kind: 'right',
      found: ['A7', 'A8', 'B8'],
    });
  });

  it('a step with one legal card is done by it', async () => {
    const one = catalogue.lessons.flatMap((l) =>
      l.steps.flatMap((s, i) =>
        s.goal.kind === 'everyLegal' && i === 0 && legalCards(value(stepState(s))).length === 1
          ? [{ l, s }]
          : [],
      ),
    )[0];
    expect(one).toBeDefined();
    const a = await start(one!.l.id);
    expect(await play(a, 0, one!.s.answer[0]!)).toMatchObject({ kind: 'right', found: [one!.s.answer[0]] });
  });
});

describe('every step of the course', () => {
  it('has every wrong card answered with a layout where it misses and a right card that reaches', () => {
    let judged = 0;
    for (const l of catalogue.lessons)
      l.steps.forEach((step, i) => {
        const state = value(stepState(step));
        // The cards the runner grades right (judgeLessonCard's own test) are the stated answer.
        expect([...lessonAnswer(state, step.goal, step.check)].sort(), `${l.id} step ${i + 1}`).toEqual(
          [...step.answer].sort(),
        );
        for (const c of legalCards(state)) {
          if (step.answer.includes(c)) continue;
          const j = judgeLessonCard({
            method: 'lessonJudge',
            state,
            goal: step.goal,
            check: step.check,
            card: c,
          });
          const where = `${l.id} step ${i + 1} ${c}`;
          if (j.kind !== 'wrong') throw new Error(`${where}: expected wrong`);
          expect({ where, mine: j.mine.reached, right: j.right.reached }).toEqual({
            where,
            mine: false,
            right: true,
          });
          expect(j.redealt, where).toBe(step.check === 'seat');
          expect(j.line[0], where).toBe(c);
          judged++;
        }
      });
    expect(judged).toBeGreaterThan(catalogue.lessons.length);
  });
});

describe('through the handler and a real worker pool', () => {
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  afterAll(() => pool.close());

  it('validates params and judges a card in a worker', async () => {
    const handle = createHandler({
      pool,
      games: {} as GameApi,
      lessons: new LessonService(catalogue, store.lessons, pool),
    });
    const call = (m: Method, p: unknown) => handle(m, p);
    expect(await call('lessonPlay', { attempt: 'x', step: -1, card: 'LU' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.step' } },
    });
    expect(await call('lessonPlay', { attempt: 'x', step: 0, card: 'ZZ' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { code: 'unknownCard', path: 'params.card' } },
    });
    expect(await call('lessonGet', { id: 'Not An Id' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.id' } },
    });
    expect(parseParams('lessonHint', { attempt: 'a b', step: 0 })).toMatchObject({
      ok: false,
      error: { path: 'params.attempt' },
    });
    const started = value<{ attempt: string }>((await call('lessonStart', { id: 'basics.betl' })) as never);
    const wrong = value<LessonVerdict>(
      (await call('lessonPlay', { attempt: started.attempt, step: 0, card: 'L9' })) as never,
    );
    expect(wrong).toMatchObject({ kind: 'wrong', mine: { card: 'L9', reached: false } });
    const right = value<LessonVerdict>(
      (await call('lessonPlay', { attempt: started.attempt, step: 0, card: 'LU' })) as never,
    );
    expect(right).toMatchObject({ kind: 'right', next: 1, finish: null });
    const step1 = lesson('basics.betl').steps[1]?.answer[0] as Card;
    const end = value<LessonVerdict>(
      (await call('lessonPlay', { attempt: started.attempt, step: 1, card: step1 })) as never,
    );
    expect(end).toMatchObject({ kind: 'right', finish: { stars: 2 } });
  });
});

/**
 * The course's lessons (resources/lessons) as the format promises (docs/lessons.md): every file parses,
 * every position is legal, every text is written in both languages, every citation resolves, and every
 * stated answer is exactly the set of cards meeting the step's goal by the goal judge the runner grades
 * with (and, in lessons-reference.slow.test.ts, by the engine-only reference minimax, without the solver).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Card, type HandState, view } from '../../../src-shared/index.ts';
import {
  type Chapter,
  type Lesson,
  type LessonStep,
  checkLesson,
  legalCards,
  parseChapters,
  parseLesson,
  stepState,
} from '../../../src-shared/training/lesson.ts';
import { countLayouts, enumerateLayouts } from '../../../src-main/solver/layouts.ts';
import { lessonAnswer } from '../../../src-main/training/lesson-judge.ts';
import { judgeGoal } from '../../../src-main/solver/goal.ts';

const ROOT = fileURLToPath(new URL('../../../resources/lessons', import.meta.url));

function lessonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return lessonFiles(p);
      return name.endsWith('.json') && p !== join(ROOT, 'chapters.json') ? [p] : [];
    });
}

const readJson = (p: string): unknown => JSON.parse(readFileSync(p, 'utf8'));

/** Layouts solved for a step checked from the seat; a step with more is refused (keep positions small). */
const SEAT_LAYOUTS = 2000;

/**
 * The cards that meet a step's goal by the goal judge (src-main/solver/goal.ts), the runner's judge: with
 * every hand open (`exact`), or from the seat (`seat`): the cards that meet it in every layout of the
 * unseen cards consistent with the seat's view, each layout judged with every hand open. A points step
 * that states its `gain` also needs the best cards to lead every other by exactly that (in every layout),
 * else no card is confirmed. The engine-only reference confirms the same answers independently of the
 * solver (lessons-reference.slow.test.ts).
 */
export function confirmedAnswer(step: LessonStep): Card[] {
  const st = stepState(step);
  if (!st.ok) throw new Error(st.error);
  if (step.check === 'exact') return judgedAnswer(st.value, step);
  const v = view(st.value, step.seat);
  const count = countLayouts(v, SEAT_LAYOUTS);
  if (count === null) throw new Error(`more than ${SEAT_LAYOUTS} layouts to check from the seat`);
  let answer = legalCards(st.value);
  for (const layout of enumerateLayouts(v)) {
    const here = judgedAnswer(layout, step);
    answer = answer.filter((c) => here.includes(c));
  }
  return answer;
}

/** The judge's cards meeting the goal in one layout, every hand open (and the stated gain). */
function judgedAnswer(state: HandState, step: LessonStep): Card[] {
  const j = judgeGoal(state, step.goal);
  const meets = j.cards.filter((c) => c.meets).map((c) => c.card);
  if (step.gain === undefined) return meets;
  const values = j.cards.map((c) => c.value);
  const top = Math.max(...values);
  const rest = values.filter((v) => v !== top);
  return rest.length > 0 && top - Math.max(...rest) === step.gain ? meets : [];
}

const sorted = (cs: readonly Card[]) => [...cs].sort();

const chaptersRead = parseChapters(readJson(join(ROOT, 'chapters.json')));
const chapters: Chapter[] = chaptersRead.ok ? chaptersRead.value : [];
const files = lessonFiles(ROOT);
const lessons: { file: string; lesson: Lesson }[] = files.flatMap((file) => {
  const r = parseLesson(readJson(file));
  return r.ok ? [{ file: relative(ROOT, file), lesson: r.value }] : [];
});

describe('the course', () => {
  it('has a chapter list and at least eight lessons, each parsing', () => {
    expect(chaptersRead.ok).toBe(true);
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const r = parseLesson(readJson(file));
      expect(r.ok ? null : { file, ...r.error }).toBeNull();
    }
  });

  it('keeps ids unique, orders unique per chapter and each file in its chapter folder', () => {
    const ids = lessons.map((l) => l.lesson.id);
    expect(new Set(ids).size).toBe(ids.length);
    const orders = lessons.map((l) => `${l.lesson.chapter}#${l.lesson.order}`);
    expect(new Set(orders).size).toBe(orders.length);
    for (const { file, lesson } of lessons) expect(file.split('/')[0]).toBe(lesson.chapter);
    expect(new Set(chapters.map((c) => c.id)).size).toBe(chapters.length);
  });

  it.each(lessons.map((l) => [l.file, l.lesson] as const))('%s: legal, both languages, citations', (_, l) => {
    expect(checkLesson(l, chapters)).toEqual([]);
  });

  it.each(lessons.flatMap((l) => l.lesson.steps.map((s, i) => [`${l.file} step ${i + 1}`, s] as const)))(
    "%s: the stated answer is what the goal judge grades right, in the runner's way too",
    (_, step) => {
      expect(sorted(step.answer)).toEqual(sorted(confirmedAnswer(step)));
      const st = stepState(step);
      if (!st.ok) throw new Error(st.error);
      expect(sorted(step.answer)).toEqual(sorted(lessonAnswer(st.value, step.goal, step.check)));
    },
  );
});

describe('the lesson format', () => {
  const good = lessons[0]?.lesson as Lesson;
  const json = () =>
    JSON.parse(JSON.stringify(good)) as Record<string, unknown> & { steps: Record<string, unknown>[] };

  it('reports a shape problem with its path', () => {
    const bad = json();
    (bad.steps[0] as Record<string, unknown>).answer = ['HQ'];
    expect(parseLesson(bad)).toMatchObject({ ok: false, error: { path: 'steps[0].answer[0]' } });
    const noEn = json();
    noEn.title = { cs: 'Jen česky' };
    expect(parseLesson(noEn)).toMatchObject({ ok: false, error: { path: 'title.en' } });
    const kind = json();
    (kind.steps[0] as Record<string, unknown>).goal = { kind: 'win' };
    expect(parseLesson(kind)).toMatchObject({ ok: false, error: { path: 'steps[0].goal.kind' } });
    // The lesson format's old goals are gone: the vocabulary's JSON form only.
    const old = json();
    (old.steps[0] as Record<string, unknown>).goal = { kind: 'contract' };
    expect(parseLesson(old)).toMatchObject({ ok: false, error: { path: 'steps[0].goal.kind' } });
    const part = json();
    (part.steps[0] as Record<string, unknown>).goal = { kind: 'keep', part: 'slam' };
    expect(parseLesson(part)).toMatchObject({ ok: false, error: { path: 'steps[0].goal.part' } });
    const noPart = json();
    (noPart.steps[0] as Record<string, unknown>).goal = { kind: 'stop' };
    expect(parseLesson(noPart)).toMatchObject({ ok: false, error: { path: 'steps[0].goal.part' } });
    const extra = json();
    (extra.steps[0] as Record<string, unknown>).goal = { kind: 'money', part: 'game' };
    expect(parseLesson(extra)).toMatchObject({ ok: false, error: { path: 'steps[0].goal.part' } });
    // How many right cards finish the step: one or every.
    const collect = json();
    (collect.steps[0] as Record<string, unknown>).collect = 'all';
    expect(parseLesson(collect)).toMatchObject({ ok: false, error: { path: 'steps[0].collect' } });
    // A gain belongs to a points goal only.
    const gain = json();
    (gain.steps[0] as Record<string, unknown>).gain = 10;
    expect(parseLesson(gain)).toMatchObject({ ok: false, error: { path: 'steps[0].gain' } });
  });

  it('finds an illegal position, a seat not to play, a file name and an unknown article', () => {
    const step = good.steps[0] as LessonStep;
    const parts = step.position.split(' / ');
    // Two seats swap hands: the tricks played no longer replay.
    const swapped = [parts[0], parts[2], parts[1], ...parts.slice(3)].join(' / ');
    const broken: Lesson = {
      ...good,
      title: { cs: 'Viz rules/000', en: good.title.en },
      cites: [{ doc: '000', article: 'II', paragraph: 42 }],
      steps: [
        { ...step, position: swapped },
        { ...step, seat: (step.seat + 1) % 3 },
      ],
    };
    const paths = checkLesson(broken, chapters).map((p) => p.path);
    expect(paths).toEqual(['title.cs', 'cites[0]', 'steps[0].position', 'steps[1].seat']);
  });

  it('checks from the seat in every layout the seat cannot rule out', () => {
    // The betl is kept with every hand open, but from the declarer's seat no card is safe in every layout.
    const betl = lessons.find((l) => l.lesson.id === 'basics.betl')?.lesson.steps[0] as LessonStep;
    expect(confirmedAnswer(betl)).toEqual(['LU']);
    expect(confirmedAnswer({ ...betl, check: 'seat' })).toEqual([]);
  });

  it('finds the best card by money: in a game alone, the cards that keep it', () => {
    const last = lessons.find((l) => l.lesson.id === 'basics.last-trick')?.lesson.steps[0] as LessonStep;
    expect(confirmedAnswer({ ...last, goal: { kind: 'money' } })).toEqual(['AO']);
    // In betl the money is the betl alone: the best card is the one that keeps it.
    const betl = lessons.find((l) => l.lesson.id === 'basics.betl')?.lesson.steps[0] as LessonStep;
    expect(confirmedAnswer({ ...betl, goal: { kind: 'money' } })).toEqual(['LU']);
  });

  it('the talon lesson plays under the preset whose rule it teaches (issue 26 item 8)', () => {
    // Its answer rests on the over of hearts announced in the talon: a rule of the house rules ("Talón"
    // odst. 3), not of the ČSM rules, whose talon stays secret (čl. II odst. 4).
    const step = lessons.find((l) => l.lesson.id === 'money.talon')?.lesson.steps[0] as LessonStep;
    const st = stepState(step);
    if (!st.ok) throw new Error(st.error);
    expect(st.value.rules.preset).toBe('house001');
    expect(st.value.rules.talonTrumpsShown).toBe(true);
    expect(view(st.value, step.seat).talonTrumps).toEqual(['HO']);
    expect(confirmedAnswer(step)).toEqual(['BA']);
    // The same cards under the ČSM rules: the over may be anywhere, and no card beats the game for sure.
    const csm = { ...step, position: step.position.replace(/^house001 /, 'csm ') };
    const under = stepState(csm);
    if (!under.ok) throw new Error(under.error);
    expect(view(under.value, step.seat).talonTrumps).toEqual([]);
    expect(confirmedAnswer(csm)).toEqual([]);
  });

  it('asks something: every step but "find the legal cards" has a legal card that misses its goal', () => {
    for (const { lesson } of lessons) {
      for (const step of lesson.steps) {
        // The stated answer, confirmed above.
        const right = sorted(step.answer);
        const st = stepState(step);
        if (!st.ok) throw new Error(st.error);
        const wrong = legalCards(st.value).filter((c) => !right.includes(c));
        if (step.goal.kind !== 'everyLegal') expect(wrong.length).toBeGreaterThan(0);
      }
    }
  });
});

/**
 * Every stated answer of the course (resources/lessons) confirmed without the solver: the engine-only
 * reference minimax (tests/support/goal-reference.ts: legalActions, apply, settle; no pruning, no tables)
 * finds the cards that meet each step's goal with every hand open (`exact`), or in every layout of the
 * unseen cards the seat cannot rule out (`seat`). A points step's stated gain is checked too: the best
 * cards lead every other card by exactly that many points. lessons.test.ts checks the same answers
 * against the goal judge the runner grades with; this is the independent check of both.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Card, type HandState, view } from '../../../src-shared/index.ts';
import { type LessonStep, legalCards, parseLesson, stepState } from '../../../src-shared/training/lesson.ts';
import { enumerateLayouts } from '../../../src-main/solver/layouts.ts';
import { referenceJudge } from '../../support/goal-reference.ts';

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

/** The reference's cards meeting the goal in one layout, every hand open (and the stated gain). */
function referenceAnswer(state: HandState, step: LessonStep): Card[] {
  const r = referenceJudge(state, [step.goal]);
  const meets = r.meets[0] as Card[];
  if (step.gain === undefined) return meets;
  const values = r.values[0] as number[];
  const top = Math.max(...values);
  const rest = values.filter((v) => v !== top);
  return rest.length > 0 && top - Math.max(...rest) === step.gain ? meets : [];
}

function referenceConfirmed(step: LessonStep): Card[] {
  const st = stepState(step);
  if (!st.ok) throw new Error(st.error);
  if (step.check === 'exact') return referenceAnswer(st.value, step);
  let answer = legalCards(st.value);
  for (const layout of enumerateLayouts(view(st.value, step.seat))) {
    const here = referenceAnswer(layout, step);
    answer = answer.filter((c) => here.includes(c));
  }
  return answer;
}

const steps = lessonFiles(ROOT).flatMap((file) => {
  const r = parseLesson(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.error)}`);
  return r.value.steps.map((s, i) => [`${relative(ROOT, file)} step ${i + 1}`, s] as const);
});

const sorted = (cs: readonly Card[]) => [...cs].sort();

describe('the course against the engine-only reference', () => {
  it('has every step', () => {
    expect(steps.length).toBeGreaterThanOrEqual(100);
  });

  it.each(steps)('%s: the stated answer is what the reference finds', (_, step) => {
    expect(sorted(step.answer)).toEqual(sorted(referenceConfirmed(step)));
  });
});

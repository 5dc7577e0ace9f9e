/**
 * Every shipped lesson step that collects every card meeting its goal (`collect: every`, docs/lessons.md),
 * played card by card through the real runner (the shipped catalogue, the goal judge in-process, a
 * temporary SQLite file): the first right card is found and the step stays, the same card again is
 * found again, an illegal or wrong card is a mistake with the found cards kept, and only the last right
 * card — every card the judge finds meeting the goal — finishes the step, played on with its replies.
 * Slow: the judge over every card of 16 steps, half of them from the seat over every layout.
 * The every-legal-card steps and defence.smear step 2 are in lesson-runner.slow.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Card, describe as describePosition, ok } from '../../../src-shared/index.ts';
import { type LessonVerdict, starsFor } from '../../../src-shared/api/lessons.ts';
import { legalCards, stepState } from '../../../src-shared/training/lesson.ts';
import { execute } from '../../../src-main/solver/tasks.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { LessonService } from '../../../src-main/training/lessons.ts';

const catalogue = loadCatalogue();

let dir: string;
let store: Store;
let service: LessonService;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-collect-'));
  store = openStore(join(dir, 'marias.sqlite'));
  service = new LessonService(catalogue, store.lessons, {
    lessonJudge: (task) => Promise.resolve(ok(execute(task))),
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
const start = async (id: string) => value(await service.lessonStart({ id })).attempt;
const play = async (attempt: string, step: number, card: Card): Promise<LessonVerdict> =>
  value(await service.lessonPlay({ attempt, step, card }));

/** Plays a step's right cards: every one for a step collecting them all, else the first. */
async function solveStep(attempt: string, id: string, index: number): Promise<LessonVerdict> {
  const st = lesson(id).steps[index]!;
  let last: LessonVerdict | null = null;
  for (const c of st.collect === 'every' ? st.answer : st.answer.slice(0, 1))
    last = await play(attempt, index, c);
  return last ?? expect.fail(`${id} step ${index + 1} has no answer`);
}

describe('a step collecting every card meeting its goal', () => {
  const steps = catalogue.lessons.flatMap((l) =>
    l.steps.flatMap((s, i) =>
      s.collect === 'every' && s.goal.kind !== 'everyLegal'
        ? [{ lesson: l, index: i, right: [...s.answer], state: value(stepState(s)) }]
        : [],
    ),
  );

  it('is done only when every right card is found; each one before is found, a wrong one a mistake', async () => {
    expect(steps.length).toBeGreaterThanOrEqual(16);
    for (const { lesson: l, index, right, state } of steps) {
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
});

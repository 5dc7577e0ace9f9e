/**
 * A task's words against its grading (docs/lessons.md, "The task's words"): the check that reads what a
 * task's ask promises — every card or one, what is played for, "however the cards lie" — against how
 * the step is graded (explain/goal.ts `taskWordProblems`, training/lesson.ts `stepTaskProblems`), on
 * hand-made tasks both ways; over every step of every shipped lesson; over every goal each drill theme
 * may set (themeGoals), as goalWords words it; and checkLesson refusing a lesson whose words promise
 * more than the grading does, at the step's path.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { HandState, Seat } from '../../../src-shared/index.ts';
import { activeSeats } from '../../../src-shared/engine/table.ts';
import { CONTRACTS, practicePosition } from '../../../src-shared/editor/random.ts';
import {
  type Collect,
  type TaskGrading,
  goalWords,
  taskAsks,
  taskPromises,
  taskWordProblems,
} from '../../../src-shared/explain/goal.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { type Goal, goalId } from '../../../src-shared/goal/goal.ts';
import {
  type Lesson,
  checkLesson,
  contractParts,
  parseChapters,
  stepState,
  stepTaskProblems,
} from '../../../src-shared/training/lesson.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { THEMES, themeGoals } from '../../../src-main/training/drill-judge.ts';

const catalogue = loadCatalogue();
const chapters = (() => {
  const r = parseChapters(
    JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../../resources/lessons/chapters.json', import.meta.url)),
        'utf8',
      ),
    ),
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
})();

function stateOf(step: Lesson['steps'][number]): HandState {
  const st = stepState(step);
  if (!st.ok) throw new Error(st.error);
  return st.value;
}

const grading = (goal: Goal, o: Partial<TaskGrading> = {}): TaskGrading => ({
  goal,
  collect: 'one',
  fromSeat: false,
  ...o,
});
const stopContract: Goal = { kind: 'stop', part: 'contract' };
const keepContract: Goal = { kind: 'keep', part: 'contract' };

describe('a task’s ask', () => {
  it('is the sentences beginning with an imperative; the scene promises nothing', () => {
    expect(
      taskAsks('Aktér hraje hru a sedmu v kulích a ty vynášíš. Hru už máte. Teď mu zabij sedmu.', 'cs'),
    ).toEqual(['Teď mu zabij sedmu.']);
    expect(
      taskAsks('You can no longer make the game. Play the card that earns you the most money.', 'en'),
    ).toEqual(['Play the card that earns you the most money.']);
    expect(taskAsks('The game is already yours; now kill his seven.', 'en')).toEqual(['now kill his seven.']);
    expect([...taskPromises('Hraješ hru a sedmu. Uhraj obojí.', 'cs').keys()]).toEqual(['contract']);
  });
});

describe('taskWordProblems', () => {
  it('says "every" exactly when the task collects every right card', () => {
    const every = 'Najdi každou kartu, se kterou hru porazíš.';
    const parts = { parts: ['game'] as const };
    expect(taskWordProblems(every, 'cs', grading(stopContract, parts))).toEqual([
      'says "každou" (every card), but one right card finishes the task',
    ]);
    expect(taskWordProblems(every, 'cs', grading(stopContract, { ...parts, collect: 'every' }))).toEqual([]);
    expect(
      taskWordProblems(
        'Find all the cards with which you beat the game.',
        'en',
        grading(stopContract, parts),
      ),
    ).toEqual(['says "all" (every card), but one right card finishes the task']);
    expect(
      taskWordProblems('Poraz hru.', 'cs', grading(stopContract, { ...parts, collect: 'every' })),
    ).toEqual([
      'collects every right card but does not say "every" (cs "každou"/"všechny", en "every"/"all")',
    ]);
    // A question of the rules: one card, or every one.
    expect(taskWordProblems('Zahraj kartu, kterou smíš.', 'cs', grading({ kind: 'everyLegal' }))).toEqual([]);
    expect(
      taskWordProblems('Najdi všechny karty, které smíš zahrát.', 'cs', grading({ kind: 'everyLegal' })),
    ).toHaveLength(1);
  });

  it('catches a goal word the grading does not grade, and a task that does not name its goal', () => {
    // "Make your seven against", graded by the money.
    expect(taskWordProblems('Uhraj sedmu proti.', 'cs', grading({ kind: 'money' }))).toEqual([
      'says "sedmu" (the seven), but grades the money',
      'does not say what it grades (the money)',
    ]);
    expect(
      taskWordProblems('Make your seven against.', 'en', grading({ kind: 'keep', part: 'seven' })),
    ).toEqual([]);
    // Points named, money graded; money named, points graded.
    expect(
      taskWordProblems('Zahraj kartu, která ti vynese nejvíc bodů.', 'cs', grading({ kind: 'money' })),
    ).toContain('says "bodů" (the points), but grades the money');
    expect(
      taskWordProblems('Play the card that earns you the most money.', 'en', grading({ kind: 'points' })),
    ).toContain('says "money" (the money), but grades the points');
    // No trick is the betl declarer's goal only.
    expect(
      taskWordProblems('Neber žádný zdvih.', 'cs', grading(keepContract, { parts: ['betl'] })),
    ).toContain('says "žádný zdvih" (no trick), but grades keep the contract');
    expect(taskWordProblems('Take no trick.', 'en', grading({ kind: 'noTrick' }))).toEqual([]);
    // The legal cards asked, the contract graded.
    expect(
      taskWordProblems('Zahraj kartu, kterou smíš.', 'cs', grading(keepContract, { parts: ['game'] })),
    ).toEqual([
      'says "smíš" (the cards the rules allow), but grades keep the contract',
      'does not say what it grades (keep the contract)',
    ]);
    // A task that asks nothing at all.
    expect(taskWordProblems('Hraješ hru v kulích.', 'cs', grading(keepContract))[0]).toMatch(/^asks nothing/);
  });

  it('names every part of a contract graded whole, or the contract itself', () => {
    const both = { parts: ['game', 'seven'] as const };
    expect(taskWordProblems('Zabij mu sedmu.', 'cs', grading(stopContract, both))).toEqual([
      'names the seven, but grades the whole contract (the game and the seven)',
    ]);
    expect(taskWordProblems('Beat the game.', 'en', grading(stopContract, both))).toEqual([
      'names the game, but grades the whole contract (the game and the seven)',
    ]);
    expect(taskWordProblems('Uhraj hru i sedmu.', 'cs', grading(keepContract, both))).toEqual([]);
    expect(taskWordProblems('Uhraj obojí.', 'cs', grading(keepContract, both))).toEqual([]);
    expect(taskWordProblems('Beat him.', 'en', grading(stopContract, both))).toEqual([]);
    // A part graded alone: only that part may be named.
    expect(taskWordProblems('Zabij mu sedmu.', 'cs', grading({ kind: 'stop', part: 'seven' }))).toEqual([]);
    expect(taskWordProblems('Poraz hru.', 'cs', grading({ kind: 'stop', part: 'seven' }))).toContain(
      'says "hru" (the game), but grades stop the seven',
    );
  });

  it('promises "however the cards lie" only for a task judged from the seat', () => {
    const text = 'Uhraj hru, ať mají soupeři karty rozdané jakkoli.';
    expect(taskWordProblems(text, 'cs', grading(keepContract, { parts: ['game'], fromSeat: true }))).toEqual(
      [],
    );
    expect(taskWordProblems(text, 'cs', grading(keepContract, { parts: ['game'] }))).toEqual([
      'says "jakkoli" (however the unseen cards lie), but the task is judged with every hand open',
    ]);
  });
});

describe('every step of every shipped lesson', () => {
  const steps = catalogue.lessons.flatMap((l) =>
    l.steps.map((s, i) => [`${l.id} step ${i + 1}`, s] as const),
  );

  it('is in the catalogue: the course has its 103 steps', () => {
    expect(steps.length).toBe(103);
    expect(catalogue.problems).toEqual([]);
  });

  it.each(steps)('%s: its words promise what its grading does', (where, step) => {
    expect(stepTaskProblems(step, stateOf(step), where)).toEqual([]);
    // "Every card" exactly when the step collects every right card, in both languages.
    for (const lang of ['cs', 'en'] as const)
      expect(taskPromises(step.task[lang], lang).has('every'), `${where} ${lang}`).toBe(
        step.collect === 'every',
      );
  });
});

describe('every drill theme', () => {
  // The goals each theme may set: themeGoals at every position of the course and at the first lead of
  // seeded deals of every contract, for every seat.
  const states: HandState[] = [
    ...catalogue.lessons.flatMap((l) => l.steps.map(stateOf)),
    ...CONTRACTS.flatMap((c) => [1, 2, 3, 4, 5].map((seed) => practicePosition(PRESETS.csm, c, seed).state)),
  ];
  const cases = THEMES.map((theme) => {
    const set = new Map<string, { goal: Goal; state: HandState; seat: Seat }>();
    for (const state of states)
      for (const seat of activeSeats(state.table))
        for (const goal of themeGoals(theme, state, seat)) {
          const parts = contractParts(state, seat, goal).sort().join('+');
          set.set(`${goalId(goal)} ${parts}`, { goal, state, seat });
        }
    return [theme, [...set.values()]] as const;
  });

  it('sets the goals of its subject', () => {
    const ids = new Map(cases.map(([theme, goals]) => [theme, new Set(goals.map((g) => goalId(g.goal)))]));
    expect([...(ids.get('sedma') ?? [])].sort()).toEqual(['keep.seven', 'stop.seven']);
    expect([...(ids.get('sto') ?? [])].sort()).toEqual(['keep.hundred', 'stop.hundred']);
    expect([...(ids.get('betl') ?? [])].sort()).toEqual(['noTrick', 'stop.betl']);
    expect([...(ids.get('durch') ?? [])].sort()).toEqual(['keep.durch', 'stop.durch']);
    expect([...(ids.get('pocitani') ?? [])]).toEqual(['points']);
    expect(ids.get('obrana')).toEqual(new Set(['stop.contract', 'money']));
    expect(ids.get('vynaseni')).toEqual(new Set(['keep.contract', 'stop.contract', 'money']));
  });

  it.each(cases)('%s: every goal it sets is worded by goalWords as the drill grades it', (_, goals) => {
    for (const { goal, state, seat } of goals)
      for (const lang of ['cs', 'en'] as const) {
        const words = goalWords(goal, lang);
        const g = {
          goal,
          collect: 'one' as Collect,
          parts: contractParts(state, seat, goal),
          fromSeat: true,
        };
        expect(taskWordProblems(words, lang, g), `${goalId(goal)} ${lang}: ${words}`).toEqual([]);
      }
  });

  it('and goalWords words every goal of the vocabulary true to its grading, one card or every card', () => {
    const goals: Goal[] = [
      ...(['keep', 'stop'] as const).flatMap((kind) =>
        (['contract', 'game', 'seven', 'hundred', 'betl', 'durch'] as const).map((part) => ({ kind, part })),
      ),
      { kind: 'money' },
      { kind: 'points' },
      { kind: 'noTrick' },
      { kind: 'everyLegal' },
    ];
    for (const goal of goals)
      for (const collect of ['one', 'every'] as const)
        for (const lang of ['cs', 'en'] as const)
          expect(
            taskWordProblems(goalWords(goal, lang, collect), lang, { goal, collect, fromSeat: false }),
            `${goalId(goal)} ${collect} ${lang}`,
          ).toEqual([]);
  });
});

describe('checkLesson', () => {
  const smear = catalogue.lessons.find((l) => l.id === 'defence.smear') as Lesson;
  const seven = catalogue.lessons.find((l) => l.id === 'games.seven-kill') as Lesson;

  it('accepts the shipped lessons', () => {
    expect(checkLesson(smear, chapters)).toEqual([]);
    expect(checkLesson(seven, chapters)).toEqual([]);
  });

  it('refuses a step that says "every card" but finishes at the first, naming the step', () => {
    const one: Lesson = {
      ...smear,
      steps: smear.steps.map((s, i) => (i === 1 ? { ...s, collect: 'one' } : s)),
    };
    expect(checkLesson(one, chapters)).toEqual([
      {
        path: 'steps[1].task.cs',
        message: 'says "každou" (every card), but one right card finishes the task',
      },
      {
        path: 'steps[1].task.en',
        message: 'says "every" (every card), but one right card finishes the task',
      },
    ]);
  });

  it('refuses a task naming the seven when the whole contract is graded, and collecting one card of one', () => {
    const contract: Lesson = {
      ...seven,
      steps: seven.steps.map((s, i) => (i === 0 ? { ...s, goal: stopContract } : s)),
    };
    expect(checkLesson(contract, chapters)).toEqual([
      {
        path: 'steps[0].task.cs',
        message: 'names the seven, but grades the whole contract (the game and the seven)',
      },
      {
        path: 'steps[0].task.en',
        message: 'names the seven, but grades the whole contract (the game and the seven)',
      },
    ]);
    const lone: Lesson = {
      ...smear,
      steps: smear.steps.map((s, i) => (i === 0 ? { ...s, collect: 'every' } : s)),
    };
    expect(checkLesson(lone, chapters).map((p) => p.path)).toEqual([
      'steps[0].collect',
      'steps[0].task.cs',
      'steps[0].task.en',
    ]);
  });
});

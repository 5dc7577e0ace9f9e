/**
 * The principle of a card played on a drill or a lesson step, by the task's goal
 * (src-main/training/goal-principle.ts, through refuteDrill and the lesson judge): a seat drill's wrong
 * card gets the technique common to the layouts where it misses the goal — checked here in every layout
 * the seat cannot rule out, on the goal's own lines — naming no card the seat cannot place; an exact
 * drill of another goal than the money gets the technique on the goal's lines (before, only money drills
 * had one); a lesson step's wrong card carries one too.
 */
import { describe, expect, it } from 'vitest';
import { type Card, fromPosition, view } from '../../../src-shared/index.ts';
import { compare, principleOf, techniquesOf } from '../../../src-shared/explain/principles/detect.ts';
import { factCards, factOf } from '../../../src-shared/explain/principles/note.ts';
import { principleNoteWords } from '../../../src-shared/explain/principles/words.ts';
import { goalLine, judgeGoal } from '../../../src-main/solver/goal.ts';
import { enumerateLayouts } from '../../../src-main/solver/layouts.ts';
import { hiddenCards } from '../../../src-main/solver/principle.ts';
import { refuteDrill } from '../../../src-main/training/drill-refute.ts';
import { judgeLessonCard } from '../../../src-main/training/lesson-judge.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';

describe('a seat drill of the seven', () => {
  // Mined from seed 9: stop the declarer's seven from the seat of a defender; the seven is killed by
  // the one right card (A7), not by the card other layouts would need.
  const d = mineDrill(9, 'sedma', { kind: 'seat' })!;
  const real = fromPosition(d.position);
  if (!real.ok) throw new Error('position');
  const seat = d.seat;

  it('names for a wrong card what holds in every layout where it misses the goal', () => {
    expect(d.goal).toEqual({ kind: 'stop', part: 'seven' });
    const wrong = d.others[0]!.card;
    const answer = d.answers[0] as Card;
    const r = refuteDrill({
      method: 'refuteDrill',
      position: d.position,
      seat,
      card: wrong,
      goal: d.goal,
      wrong: true,
      redeal: true,
      seed: 1,
      kind: 'seat',
      answers: d.answers,
    });
    expect(r.principle?.scope).toBe('seat');
    const fact = r.principle!.fact!;
    expect(fact).toMatchObject({ id: 'killTheSeven', card: answer, other: wrong, kind: 'killed' });
    const hidden = hiddenCards(view(real.value, seat));
    for (const c of factCards(fact)) expect(hidden.has(c)).toBe(false);
    let missing = 0;
    for (const layout of enumerateLayouts(view(real.value, seat))) {
      const j = judgeGoal(layout, d.goal!).cards;
      if (j.find((c) => c.card === wrong)?.meets !== false) continue;
      missing++;
      const c = compare(
        layout,
        { card: answer, line: goalLine(layout, answer, d.goal!) },
        { card: wrong, line: goalLine(layout, wrong, d.goal!) },
      );
      const here = techniquesOf(c!).map((p) => factOf(p, layout));
      expect(here.some((f) => f.id === fact.id && f.kind === fact.kind && f.focus === fact.focus)).toBe(true);
    }
    expect(missing).toBeGreaterThanOrEqual(r.principle!.layouts ?? 0);
    expect(principleNoteWords(r.principle!, 'cs').text).toBe(
      'Zabij sedmu: zahraj žaludskou sedmu a v posledním zdvihu zelená sedma padne pod vyšší trumf.',
    );
  });
});

describe('an exact drill of another goal than the money', () => {
  it('names the technique on the goal’s lines', () => {
    for (let seed = 1; seed < 40; seed++) {
      const d = mineDrill(seed, 'sedma', { kind: 'exact' });
      if (d === null || d.goal === undefined || d.goal.kind === 'money') continue;
      const s = fromPosition(d.position);
      if (!s.ok) continue;
      const wrong = d.others[0]!.card;
      const r = refuteDrill({
        method: 'refuteDrill',
        position: d.position,
        seat: d.seat,
        card: wrong,
        goal: d.goal,
        wrong: true,
        redeal: false,
        seed,
        kind: 'exact',
        answers: d.answers,
      });
      const loss = (c: Card) => r.analysis.cards.find((v) => v.card === c)?.loss ?? Infinity;
      const better = d.answers.filter((c) => c !== wrong).reduce((a, b) => (loss(b) < loss(a) ? b : a));
      const p = principleOf(
        s.value,
        { card: wrong, line: goalLine(s.value, wrong, d.goal) },
        { card: better, line: goalLine(s.value, better, d.goal) },
      );
      if (p === null) continue;
      expect(r.principle).toEqual({ fact: factOf(p, s.value), scope: 'open' });
      return;
    }
    throw new Error('no exact drill of the seven with a principle');
  });
});

describe('a lesson step', () => {
  it('answers a wrong card with its principle by the step’s goal', () => {
    // games.seven-kill's kind of task: stop the seven, every hand open.
    const d = mineDrill(3, 'sedma', { kind: 'exact' })!;
    const s = fromPosition(d.position);
    if (!s.ok || d.goal === undefined) throw new Error('position');
    const j = judgeLessonCard({
      method: 'lessonJudge',
      state: s.value,
      goal: d.goal,
      check: 'exact',
      card: d.others[0]!.card,
    });
    if (j.kind !== 'wrong') throw new Error('right');
    expect(j.principle).not.toBeNull();
    expect(j.principle?.scope).toBe('open');
  });
});

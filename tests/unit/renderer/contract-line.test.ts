/**
 * The contract line of the lesson and drill screens: every announced component with its doubling and
 * the trumps, from a real position's view (the C1 money lessons announce sto and sedma and double them).
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../../src-shared/engine/view.ts';
import { type LessonStep, stepState } from '../../../src-shared/training/lesson.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { contractLine } from '../../../src-renderer/format/contract.ts';

function viewOf(step: LessonStep) {
  const s = stepState(step);
  if (!s.ok) throw new Error(s.error);
  return view(s.value, step.seat);
}

describe('contractLine', () => {
  const steps = loadCatalogue().lessons.flatMap((l) => l.steps);

  it('names every announced component, with its doubling, and the trumps', () => {
    let seen = 0;
    for (const step of steps) {
      const v = viewOf(step);
      const line = contractLine(v, 'cs', 'czech');
      expect(line.trump === null).toBe(v.trump === null);
      expect(line.components.split(', ')).toHaveLength(Math.max(1, v.components.length));
      if (v.components.some((c) => c.doubles > 0)) {
        expect(line.components).toMatch(/flek|re|tutti|×2/i);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('words a hundred and a seven in both languages', () => {
    const step = steps.find((s) => {
      const kinds = viewOf(s).components.map((c) => c.kind);
      return kinds.includes('hundred') && kinds.includes('seven');
    });
    if (!step) throw new Error('no lesson with a hundred and a seven');
    const v = viewOf(step);
    expect(contractLine(v, 'cs', 'czech').components.toLowerCase()).toMatch(/sto.*sedma|sedma.*sto/);
    expect(contractLine(v, 'en', 'czech').components.toLowerCase()).toMatch(/hundred.*seven|seven.*hundred/);
  });
});

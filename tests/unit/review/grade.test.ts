import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../src-shared/api/solver.ts';
import { grade, gradeCardExact, gradeOf } from '../../../src-shared/review/grade.ts';

describe('gradeOf', () => {
  // Thresholds as documented in src-shared/review/grade.ts (csm rates: game 1, seven 2, hundred 4).
  it.each([
    [0, 'best'],
    [1e-12, 'best'],
    [0.049, 'best'], // a mean over layouts: under one haléř at a base of 20 haléř
    [0.05, 'inaccuracy'],
    [0.5, 'inaccuracy'], // half a rate (house rules' hundred growth)
    [1, 'inaccuracy'], // the plain game
    [2, 'mistake'], // a seven
    [4, 'mistake'], // a hundred
    [4.5, 'blunder'],
    [15, 'blunder'], // a betl
  ] as const)('loss %s is %s', (loss, g) => expect(gradeOf(loss)).toBe(g));
});

describe('grade', () => {
  it('counts the loss from the side that decided', () => {
    expect(grade('declarer', 1, 3)).toMatchObject({ loss: 2, grade: 'mistake' });
    // The defence wants the declarer's money low: 3 instead of 1 costs it 2.
    expect(grade('defence', 3, 1)).toMatchObject({ loss: 2, grade: 'mistake' });
    expect(grade('defence', 1, 1)).toMatchObject({ loss: 0, grade: 'best' });
  });
});

describe('card grades from solver data', () => {
  const analysis: Analysis = {
    seat: 1,
    side: 'defence',
    value: -1,
    nodes: 0,
    complete: true,
    cards: [
      {
        card: 'HA',
        value: -1,
        loss: 0,
        equivalent: ['HK'],
        refutation: null,
        turnsAt: null,
        changes: [],
        outcome: null,
      },
      {
        card: 'L7',
        value: 5,
        loss: 6,
        equivalent: [],
        refutation: ['L7'],
        turnsAt: 3,
        changes: [],
        outcome: null,
      },
    ],
  };
  it('finds a card directly or through its equivalents', () => {
    expect(gradeCardExact(analysis, 'HA')?.grade).toBe('best');
    expect(gradeCardExact(analysis, 'HK')?.grade).toBe('best');
    expect(gradeCardExact(analysis, 'L7')).toMatchObject({ loss: 6, grade: 'blunder' });
    expect(gradeCardExact(analysis, 'BA')).toBeNull();
  });
});

/**
 * The licitovaný ladders by document: each ladder's order, comparison, and what a step commits the
 * declarer to. Each case names the article or section it comes from.
 */
import { describe, expect, it } from 'vitest';
import {
  LADDERS,
  STEPS,
  type StepId,
  declarableSteps,
  nextStep,
  outranks,
  stepParts,
  stepsAbove,
  trumpMismatch,
} from '../../../src-shared/variants/auction/ladder.ts';

const CSM = LADDERS.csm;
const HOUSE = LADDERS.house001;

describe('ladder order', () => {
  it('csm is the twelve steps of the tournament rules in their order (TP čl. I)', () => {
    // TP čl. I: 1. sedma, 2. sedma červená, 3. sto, 4. sto a sedma, 5. sto červených, 6. sto a sedma
    // červených, 7. betl, 8. durch, 9. dvě sedmy, 10. dvě sedmy a sto, then both with hearts as trumps.
    expect(CSM).toEqual([
      'seven',
      'redSeven',
      'hundred',
      'hundredSeven',
      'redHundred',
      'redHundredSeven',
      'betl',
      'durch',
      'twoSevens',
      'twoSevensHundred',
      'redTwoSevens',
      'redTwoSevensHundred',
    ]);
  });

  it('the English description lists the same twelve lowest first (AP, Licitovaný Mariáš)', () => {
    // AP: Seven, Seven in Hearts, Hundred, Hundred and Seven, Hundred in Hearts, Hundred and Seven in
    // Hearts, Betl, Durch, Two Sevens, Two Sevens and Hundred, and the two with hearts trump.
    const ap: StepId[] = [
      'seven',
      'redSeven',
      'hundred',
      'hundredSeven',
      'redHundred',
      'redHundredSeven',
      'betl',
      'durch',
      'twoSevens',
      'twoSevensHundred',
      'redTwoSevens',
      'redTwoSevensHundred',
    ];
    expect(CSM).toEqual(ap);
  });

  it("DP's ten steps keep their order, with sto a sedm and its red form after red sto (DP; question 4)", () => {
    // DP, Stupně licitace: hra, lepší hra, sedma, lepší sedma, sto, lepší sto, betl, durch, dvě sedmy,
    // dvě sedmy lepší.
    const dp: StepId[] = ['game', 'redGame', 'seven', 'redSeven', 'hundred', 'redHundred', 'betl', 'durch'];
    expect(HOUSE.filter((s) => s !== 'hundredSeven' && s !== 'redHundredSeven')).toEqual([
      ...dp,
      'twoSevens',
      'redTwoSevens',
    ]);
    // DP, Příklad licitace: "sto a sedm" is bid over "lepší stovka", then "lepších sto a sedm".
    expect(outranks('hundredSeven', 'redHundred', HOUSE)).toBe(true);
    expect(outranks('redHundredSeven', 'hundredSeven', HOUSE)).toBe(true);
    expect(outranks('betl', 'redHundredSeven', HOUSE)).toBe(true);
  });

  it('every ladder uses known steps, each once', () => {
    for (const ladder of Object.values(LADDERS)) {
      expect(new Set(ladder).size).toBe(ladder.length);
      for (const s of ladder) expect(STEPS).toContain(s);
    }
  });
});

describe('comparison', () => {
  const cases: [StepId, StepId | null, boolean, boolean, string][] = [
    // step a, step b, a outranks b on csm, on house001, source
    ['redSeven', 'seven', true, true, 'TP čl. I: 2 over 1; DP lepší sedma over sedma'],
    ['hundredSeven', 'redHundred', false, true, 'TP čl. I: 4 under 5; DP example bids it over lepší sto'],
    ['redHundred', 'hundredSeven', true, false, 'TP čl. I: 5 over 4'],
    ['betl', 'redHundredSeven', true, true, 'TP čl. I: 7 over 6'],
    ['durch', 'betl', true, true, 'OP čl. IV odst. 1'],
    ['twoSevens', 'durch', true, true, 'OP čl. IV odst. 1'],
    ['seven', 'seven', false, false, 'a step does not outrank itself'],
    ['seven', null, true, true, 'any step opens'],
    ['game', null, false, true, 'hra is a step only in DP'],
    ['twoSevensHundred', 'twoSevens', true, false, 'dvě sedmy a sto only on the TP ladder'],
  ];
  it.each(cases)('%s over %s: csm %s, house001 %s (%s)', (a, b, csm, house) => {
    expect(outranks(a, b, CSM)).toBe(csm);
    expect(outranks(a, b, HOUSE)).toBe(house);
  });

  it('next step and the steps above', () => {
    expect(nextStep(null, CSM)).toBe('seven');
    expect(nextStep(null, HOUSE)).toBe('game');
    expect(nextStep('seven', CSM)).toBe('redSeven');
    expect(nextStep('redHundred', HOUSE)).toBe('hundredSeven');
    expect(nextStep('redTwoSevensHundred', CSM)).toBeNull();
    expect(stepsAbove('twoSevens', CSM)).toEqual(['twoSevensHundred', 'redTwoSevens', 'redTwoSevensHundred']);
    expect(stepsAbove(null, HOUSE)).toEqual([...HOUSE]);
  });
});

describe('what a step commits the declarer to', () => {
  const parts: [StepId, boolean, string[], string][] = [
    ['game', false, ['game'], 'OP čl. IV odst. 3'],
    ['seven', false, ['game', 'seven'], 'OP čl. IV odst. 4: "Hra a Sedma"'],
    ['redSeven', false, ['game', 'seven'], 'the same in hearts'],
    ['hundred', false, ['hundred'], 'OP čl. IV odst. 5: the hundred replaces the game'],
    ['hundredSeven', false, ['hundred', 'seven'], 'OP čl. IV odst. 6'],
    ['betl', false, ['betl'], 'OP čl. IV odst. 7'],
    ['durch', true, ['durch'], 'OP čl. IV odst. 8'],
    ['twoSevens', false, ['twoSevens'], 'OP čl. IV odst. 9 lists it alone (question 6)'],
    ['twoSevens', true, ['game', 'twoSevens'], 'DP "a placená hra navíc"; AP trick majority'],
    ['twoSevensHundred', false, ['hundred', 'twoSevens'], 'OP čl. IV odst. 10: settled separately'],
    ['redTwoSevensHundred', true, ['hundred', 'twoSevens'], 'the hundred replaces the game'],
  ];
  it.each(parts)('%s (game with dvě sedmy: %s) → %j (%s)', (step, withGame, expected) => {
    expect(stepParts(step, withGame)).toEqual(expected);
  });

  const trumps: [
    StepId,
    'H' | 'B' | 'L' | 'A' | null,
    'H' | 'B' | 'L' | 'A' | null,
    string | null,
    string,
  ][] = [
    ['seven', 'B', null, null, 'a plain sedma in bells'],
    ['seven', 'H', null, 'plainStepNotHearts', 'sedma in hearts is the red step (TP čl. I)'],
    ['redSeven', 'H', null, null, 'sedma červená'],
    ['redHundred', 'A', null, 'redStepNeedsHearts', 'sto červených needs hearts (TP čl. I)'],
    ['hundred', null, null, 'trumpMissing', 'a suit step names trumps (OP čl. IV odst. 5)'],
    ['betl', null, null, null, 'betl has no trumps (OP čl. IV odst. 7)'],
    ['durch', 'L', null, 'trumpNotAllowed', 'durch has no trumps'],
    ['seven', 'L', 'B', 'auxNotAllowed', 'only dvě sedmy names an auxiliary suit'],
    ['twoSevens', 'L', 'B', null, 'trumps and an auxiliary suit (OP čl. IV odst. 9)'],
    ['twoSevens', 'L', null, 'auxMissing', 'dvě sedmy without an auxiliary suit'],
    ['twoSevens', 'L', 'L', 'auxIsTrump', 'the auxiliary suit is another suit'],
    ['redTwoSevens', 'H', 'A', null, 'dvě sedmy, červená trumf (TP čl. I)'],
    ['redTwoSevensHundred', 'B', 'H', 'redStepNeedsHearts', 'red dvě sedmy: hearts are trumps'],
  ];
  it.each(trumps)('%s with trumps %s, auxiliary %s → %s (%s)', (step, trump, aux, expected) => {
    expect(trumpMismatch(step, trump, aux, CSM)).toBe(expected);
  });

  it('the winner may declare the step won or any higher one (OP čl. VII odst. 3)', () => {
    expect(declarableSteps('redHundredSeven', CSM)).toEqual([
      'redHundredSeven',
      'betl',
      'durch',
      'twoSevens',
      'twoSevensHundred',
      'redTwoSevens',
      'redTwoSevensHundred',
    ]);
    // DP, Příklad licitace: the winner of lepší sto a sedm "could also play betl or durch".
    expect(declarableSteps('redHundredSeven', HOUSE)).toContain('betl');
    expect(declarableSteps('redHundredSeven', HOUSE)).toContain('durch');
    expect(declarableSteps('redHundredSeven', HOUSE)).not.toContain('hundred');
    expect(declarableSteps(null, CSM)).toEqual([...CSM]);
  });
});

/**
 * A bidding drill's words (src-shared/explain/bid-drill.ts): the task per kind of decision, the answer
 * in the review's own sentence for a seat-view grade, each choice's row with its value and its
 * difference to the best with ±, sorted answers first — in Czech (with "ty") and English.
 */
import { describe, expect, it } from 'vitest';
import type { BidChoiceValue } from '../../../src-shared/api/drills.ts';
import { DECISION_KINDS } from '../../../src-shared/api/review.ts';
import {
  bidAnswerWords,
  bidJudgedWords,
  bidMethodWords,
  bidTaskWords,
} from '../../../src-shared/explain/bid-drill.ts';

const pass: BidChoiceValue = {
  action: { type: 'pass', seat: 1 },
  value: 1.2916,
  exact: 1,
  loss: 1.4166,
  margin: 0.6975,
  grade: 'inaccuracy',
  right: false,
};
const flek: BidChoiceValue = {
  action: { type: 'double', seat: 1, components: ['game'] },
  value: 2.7083,
  exact: 2,
  loss: 0,
  margin: 0,
  grade: 'best',
  right: true,
};
const seven: BidChoiceValue = {
  action: { type: 'double', seat: 1, components: [], against: ['sevenAgainst'] },
  value: -3,
  exact: -2,
  loss: 5.7083,
  margin: 2.1,
  grade: 'blunder',
  right: false,
};
const figures = (choice: number) => ({
  choice,
  choices: [pass, flek, seven],
  best: 1,
  kind: 'double' as const,
  samples: 48,
  over: 'deals' as const,
});

describe('a bidding drill in words', () => {
  it('asks each kind of decision in both languages, and says by what it is judged', () => {
    for (const kind of DECISION_KINDS)
      for (const lang of ['cs', 'en'] as const) expect(bidTaskWords(kind, lang)).toMatch(/\?$|\.$/);
    expect(bidTaskWords('discard', 'cs')).toBe('Které dvě karty odložíš do talonu?');
    expect(bidJudgedWords('deals', 'cs')).toContain('karty, které nevidíš');
    expect(bidJudgedWords('draws', 'en')).toContain('whatever anyone draws');
    expect(bidMethodWords('deals', 'cs')).toContain('± je chyba odhadu (95 %)');
  });

  it('words a wrong choice against the best with its ±, in the review’s sentence', () => {
    const cs = bidAnswerWords(figures(0), 'cs');
    expect(cs.outcome).toBe('Bez fleku je z tvého pohledu horší volba (nepřesnost).');
    expect(cs.seatView).toBe(
      'Z tvého pohledu (průměr z 48 rozdání): lepší volba flek na hru, v průměru −1,42 ± 0,7 základu (nepřesnost).',
    );
    const en = bidAnswerWords(figures(2), 'en');
    expect(en.outcome).toBe('Seven against is a worse choice from your seat (blunder).');
    expect(en.seatView).toBe(
      'From your seat (mean over 48 deals): the better choice was double on game, −5.71 ± 2.1 units of the base on average (blunder).',
    );
  });

  it('words the right choice as the best, and every row answers first, then by its loss', () => {
    const cs = bidAnswerWords(figures(1), 'cs');
    expect(cs.outcome).toBe('Správně — flek na hru je z tvého pohledu nejlepší volba.');
    expect(cs.seatView).toBe('Z tvého pohledu (průměr z 48 rozdání): nejlepší volba.');
    expect(cs.rows.map((r) => [r.name, r.valueNumber, r.lossNumber, r.right, r.best])).toEqual([
      ['flek na hru', '+2,71', '0', true, true],
      ['bez fleku', '+1,29', '−1,42 ± 0,7', false, false],
      ['sedma proti', '−3', '−5,71 ± 2,1', false, false],
    ]);
    expect(cs.rows[1]?.value).toBe('+1,29 základu');
    expect(cs.rows[1]?.loss).toBe('−1,42 ± 0,7 základu');
    expect(cs.rows[2]?.grade).toBe('hrubá chyba');
  });
});

/**
 * The review in words (src-shared/explain/review.ts), on real reviews of finished hands: each decision's
 * sentence names its grade, the choice made and the better one with the money it cost, in Czech (ty)
 * and English, with the deck's names; a card adds the solver's verdict; the hand's and the evening's
 * summaries count what the review holds and list the costliest decisions first. No file names leak.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../../src-shared/explain/names.ts';
import type { HandReview, ReviewedDecision } from '../../../src-shared/api/review.ts';
import {
  choiceName,
  explainDecision,
  explainEveningSummary,
  explainHandSummary,
  gradeName,
  lossWithMargin,
  samplesOver,
  summarize,
  withinErrorName,
} from '../../../src-shared/explain/review.ts';
import { baseUnits } from '../../../src-shared/explain/verdict.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { decisionsOf, reviewHand } from '../../../src-main/review/review.ts';
import { playedOutHand } from './support.ts';

const LANGS: readonly Lang[] = ['cs', 'en'];
const reviews: HandReview[] = [];
const befores = new Map<string, ReturnType<typeof decisionsOf>[number]['before']>();

beforeAll(async () => {
  for (const [handNo, seed] of [
    [1, 1],
    [2, 3],
  ] as const) {
    const hand = playedOutHand(seed);
    const seat = hand.end.declarer as number;
    const r = await reviewHand(inProcessPool(), { session: 1, handNo, record: hand.record }, seat, {
      layouts: 4,
      deals: 2,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    reviews.push(r.value);
    for (const d of decisionsOf(hand.record, seat)) befores.set(`${handNo}:${d.index}`, d.before);
  }
});

const all = (): { handNo: number; d: ReviewedDecision }[] =>
  reviews.flatMap((r) => r.decisions.map((d) => ({ handNo: r.handNo, d })));

/** No file names, no rule document paths, no formal Czech address. */
function plain(text: string, lang: Lang): void {
  expect(text).not.toMatch(/\.ts\b|\.txt\b|rules\/|src-/);
  if (lang === 'cs') expect(text).not.toMatch(/\b(jste|Vy|Vám|Váš|Zvolte|můžete)\b/);
}

describe('a graded decision in words', () => {
  it('names the grade, the choice made, the better one and what it cost, exactly and from the seat', () => {
    expect(all().length).toBeGreaterThan(5);
    for (const { handNo, d } of all())
      for (const lang of LANGS) {
        const before = befores.get(`${handNo}:${d.index}`);
        const w = explainDecision(d, lang, before === undefined ? {} : { before });
        plain(w.text, lang);
        expect(w.text).toContain(choiceName(d.action, lang));
        if (d.exact === null) continue;
        expect(w.grade).toBe(gradeName(d.exact.grade, lang));
        if (d.exact.grade === 'best') expect(w.exact).not.toContain('−');
        else {
          expect(w.exact).toContain(gradeName(d.exact.grade, lang));
          expect(w.exact).toContain(`−${baseUnits(Math.round(d.exact.loss * 100) / 100, lang)}`);
          if (d.bestAction !== null) expect(w.exact).toContain(choiceName(d.bestAction, lang));
        }
        if (d.seatView !== null) {
          // Over what the mean is: "průměr z 60 rozložení", "všech 36 rozložení, přesně", …
          expect(w.seatView).toContain(samplesOver(d.seatView, d.kind, lang));
          if (d.seatView.samples > 1) expect(w.seatView).toContain(String(d.seatView.samples));
          // Within the sampling error: "as good as the best, within what can be known"; a sampled
          // loss comes with its ± at 95 %.
          const s = d.seatView;
          if (s.withinError === true) expect(w.seatView).toContain(withinErrorName(lang));
          else expect(w.seatView).toContain(gradeName(s.grade, lang));
          if (s.grade !== 'best' || s.withinError === true)
            expect(w.seatView).toContain(lossWithMargin(s.loss, s.margin, lang));
          if (s.grade !== 'best' && typeof s.margin === 'number' && s.margin > 0)
            expect(w.seatView).toContain(' ± ');
        } else expect(w.seatView).toBe('');
        // A card that lost money with every card visible carries the solver's verdict on it.
        if (d.kind === 'card') {
          expect(w.verdict).not.toBeNull();
          if (d.exact.grade !== 'best') expect(w.text).toContain(w.verdict?.cost ?? '?');
        }
      }
  });

  it('uses the deck the person plays with', () => {
    const trump = all().find(({ d }) => d.action.type === 'chooseTrump')?.d;
    expect(trump).toBeDefined();
    if (trump === undefined || trump.action.type !== 'chooseTrump') return;
    const suit = trump.action.card[0];
    const czech = { H: 'červené', B: 'kule', L: 'zelené', A: 'žaludy' }[suit as 'H'];
    const french = { H: 'srdce', B: 'káry', L: 'piky', A: 'kříže' }[suit as 'H'];
    expect(explainDecision(trump, 'cs').chosen).toBe(czech);
    expect(explainDecision(trump, 'cs', { deck: 'french' }).chosen).toBe(french);
  });
});

describe('summaries', () => {
  it('count the grades and the money lost, the costliest decisions first', () => {
    const s = summarize(reviews);
    const decisions = all().map(({ d }) => d);
    const total =
      s.counts.best + s.counts.inaccuracy + s.counts.mistake + s.counts.blunder + s.counts.unpriced;
    expect(total).toBe(decisions.length);
    // Judged from the seat's view where it was priced, else exactly.
    const judgedGrade = (d: ReviewedDecision) => (d.seatView ?? d.exact)?.grade;
    for (const g of ['best', 'inaccuracy', 'mistake', 'blunder'] as const)
      expect(s.counts[g]).toBe(decisions.filter((d) => judgedGrade(d) === g).length);
    expect(s.lost).toBeCloseTo(
      decisions.reduce((n, d) => n + (d.exact?.loss ?? 0), 0),
      9,
    );
    expect(s.seatLost).toBeCloseTo(
      // Only seat-view losses graded worse than best count (within the sampling error is no loss).
      decisions.reduce((n, d) => n + (d.seatView && d.seatView.grade !== 'best' ? d.seatView.loss : 0), 0),
      9,
    );
    const losses = s.costliest.map((c) => (c.decision.seatView ?? c.decision.exact)?.loss ?? 0);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    expect(losses.every((l) => l > 0)).toBe(true);
    expect(s.costliest).toHaveLength(decisions.filter((d) => (judgedGrade(d) ?? 'best') !== 'best').length);
  });

  it('word a hand and an evening in both languages', () => {
    for (const lang of LANGS) {
      const hand = explainHandSummary(reviews[0] as HandReview, lang);
      const n = (reviews[0] as HandReview).decisions.length;
      expect(hand[0]).toContain(String(n));
      hand.forEach((l) => plain(l, lang));
      const evening = explainEveningSummary(reviews, lang);
      evening.forEach((l) => plain(l, lang));
      expect(evening[0]).toContain('2');
      const top = summarize(reviews).costliest[0];
      if (top !== undefined) {
        const line = evening.at(-1) ?? '';
        expect(line).toContain(lang === 'cs' ? `Rozdání ${top.handNo}` : `Hand ${top.handNo}`);
        expect(line).toContain(choiceName(top.decision.action, lang));
      }
    }
  });
});

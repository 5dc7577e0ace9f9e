/**
 * A choice judged over paired samples (src-shared/review/interval.ts): the quantiles against printed
 * tables, the paired difference, the grade from the interval's lower end, "as good as the best, within
 * what can be known", exact samples, and the claim itself — options that are truly equal are called
 * worse in fewer than 5 % of judgements, however many there are to pick the best from.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src-shared/util/random.ts';
import {
  MIN_SAMPLES,
  SILENT_SAMPLES,
  judgeSamples,
  normalQuantile,
  pairedMeans,
  roundSizes,
  sampledGrade,
  surelyNotBest,
  tQuantile,
} from '../../../src-shared/review/interval.ts';

describe('quantiles', () => {
  // Abramowitz & Stegun table 26.1 (normal) and 26.10 (Student's t), to the printed digits.
  it.each([
    [0.975, 1.959964],
    [0.995, 2.575829],
    [0.9995, 3.290527],
    [0.5, 0],
  ])('normal %f → %f', (p, z) => expect(normalQuantile(p)).toBeCloseTo(z, 5));
  it.each([
    [0.975, 10, 2.228],
    [0.975, 30, 2.042],
    [0.995, 20, 2.845],
    [0.9995, 60, 3.46],
  ])('t %f with %i degrees of freedom → %f', (p, df, t) => expect(tQuantile(p, df)).toBeCloseTo(t, 2));
});

const constant = (n: number, x: number) => Array.from({ length: n }, () => x);

describe('judgeSamples', () => {
  it('pairs the samples: a constant difference over wildly varying samples is certain', () => {
    const rng = createRng(1);
    const best = Array.from({ length: 30 }, () => rng.int(20) - 10);
    const chosen = best.map((v) => v - 2);
    const j = judgeSamples([chosen, best], 0, { exact: false });
    expect(j).toMatchObject({ against: 1, loss: 2, grade: 'mistake', withinError: false });
    // No spread but the imaginary equal sample's: a narrow interval, not a certainty.
    expect(j.margin).toBeGreaterThan(0);
    expect(j.margin).toBeLessThan(0.3);
    expect(j.decided).toBe(true);
    // Unpaired, the samples' own spread (±10 rates) would hide the difference entirely.
    expect(judgeSamples([chosen, best], 0, { exact: true }).margin).toBe(0);
  });

  it('grades from the lower end of the interval, and says when more samples could change it', () => {
    // Differences 1 and 2 alternating: mean 1.5 over 30 samples.
    const other = constant(30, 0);
    const chosen = other.map((_, k) => -(1 + (k % 2)));
    const j = judgeSamples([chosen, other], 0, { exact: false });
    // The spread with the imaginary 31st sample of 0 (interval.ts), the mean the real samples'.
    const padded = [...other.map((_, k) => 1 + (k % 2)), 0];
    const m = padded.reduce((a, b) => a + b, 0) / 31;
    const sd = Math.sqrt(padded.reduce((a, b) => a + (b - m) ** 2, 0) / 30);
    const half = (tQuantile(0.975, 29) * sd) / Math.sqrt(31);
    expect(j.loss).toBeCloseTo(1.5, 9);
    expect(j.margin).toBeCloseTo(half, 9);
    expect(j.grade).toBe('mistake'); // 1.5 − 0.19 > 1
    expect(j.decided).toBe(true);
    // Three looks widen it (Bonferroni): still above 1.
    expect(judgeSamples([chosen, other], 0, { exact: false, looks: 3 }).grade).toBe('mistake');
    // A wide interval straddling 1: the grade is the lower end's, and not decided.
    const wide = other.map((_, k) => -(k % 2 === 0 ? 0.2 : 2.6));
    const w = judgeSamples([wide, other], 0, { exact: false });
    expect(w.loss).toBeCloseTo(1.4, 9);
    expect(w.loss - w.margin).toBeLessThan(1);
    expect(w.grade).toBe('inaccuracy');
    expect(w.decided).toBe(false);
  });

  it('compares with the option of the highest mean (the table’s top row), graded from that interval’s lower end', () => {
    const rng = createRng(7);
    const n = 60;
    const chosen = constant(n, 0);
    // Surely better by 2 in every sample: the narrowest interval, the highest lower end.
    const sure = constant(n, 2);
    // Better by 3 on average, but wildly: +3 ± 9 per sample.
    const wild = Array.from({ length: n }, (_, k) => 3 + (k % 2 === 0 ? 9 : -9) + (rng.int(3) - 1) * 0.01);
    const wildMean = wild.reduce((a, b) => a + b, 0) / n;
    const j = judgeSamples([chosen, sure, wild], 0, { exact: false });
    // The best named is the top mean (never the surer comparison), its loss the mean difference to it.
    expect(j.against).toBe(2);
    expect(j.loss).toBeCloseTo(wildMean, 9);
    // The grade is that comparison's lower end's: 3 − ~2.7 is below a rate, an inaccuracy — not the
    // mistake the sure comparison's lower end (≈ 2) would give.
    expect(j.loss - j.margin).toBeLessThan(1);
    expect(j.loss - j.margin).toBeGreaterThan(0.05);
    expect(j.grade).toBe('inaccuracy');
    // The same figures as sampledGrade reports: bestValue is the top option's mean.
    const { grade, against } = sampledGrade('declarer', [chosen, sure, wild], 0, { exact: false });
    expect(against).toBe(2);
    expect(grade.bestValue).toBeCloseTo(wildMean, 9);
    // The top's interval reaching below best's limit: best within the error against the top, even
    // where another option's interval clears it (the milder grade; one comparison on the screen).
    const wider = wild.map((v, k) => v + (k % 2 === 0 ? 30 : -30));
    const w = judgeSamples([chosen, sure, wider], 0, { exact: false });
    expect(w).toMatchObject({ against: 2, grade: 'best', withinError: true });
  });

  it('calls a difference inside the noise "as good as the best", naming the best mean', () => {
    // Loses 4 in 3 layouts of 30 (mean 0.4), equal elsewhere.
    const other = constant(30, 0);
    const chosen = other.map((_, k) => (k % 10 === 0 ? -4 : 0));
    const j = judgeSamples([chosen, other], 0, { exact: false });
    expect(j).toMatchObject({ against: 1, grade: 'best', withinError: true, decided: false });
    expect(j.loss).toBeCloseTo(0.4, 9);
    expect(j.loss - j.margin).toBeLessThan(0);
    // The same means over every layout are exact: a loss of 0.4 is an inaccuracy.
    expect(judgeSamples([chosen, other], 0, { exact: true })).toMatchObject({
      grade: 'inaccuracy',
      margin: 0,
      withinError: false,
    });
  });

  it('claims nothing on fewer than MIN_SAMPLES samples, and nothing against itself', () => {
    const n = MIN_SAMPLES - 1;
    const j = judgeSamples([constant(n, -4), constant(n, 0)], 0, { exact: false });
    expect(j).toMatchObject({ grade: 'best', withinError: true, margin: Infinity });
    expect(
      sampledGrade('declarer', [constant(n, -4), constant(n, 0)], 0, { exact: false }).grade.margin,
    ).toBeNull();
    expect(judgeSamples([constant(30, 1)], 0, { exact: false })).toMatchObject({
      grade: 'best',
      against: null,
    });
    // The best option itself: best, not within error.
    expect(judgeSamples([constant(30, 1), constant(30, 0)], 0, { exact: false })).toMatchObject({
      grade: 'best',
      withinError: false,
      decided: true,
    });
  });

  it('takes samples that tell no option apart as best, decided only from SILENT_SAMPLES (rule of three)', () => {
    // −ln(0.05) / 0.025: after 120 samples with no difference, under 2.5 % of samples differ at 95 %.
    expect(SILENT_SAMPLES).toBe(120);
    const varied = (n: number) => Array.from({ length: n }, (_, k) => (k % 7) - 3);
    for (const n of [30, 60, SILENT_SAMPLES - 1, SILENT_SAMPLES, 960]) {
      // Every option worth the same in every sample (the samples' own values vary).
      const rows = [varied(n), varied(n), varied(n)];
      const j = judgeSamples(rows, 1, { exact: false, looks: 6 });
      expect(j).toMatchObject({ grade: 'best', loss: 0, margin: 0, withinError: false, against: null });
      expect(j.decided).toBe(n >= SILENT_SAMPLES);
      // Exact (every layout): equal is equal, decided at any size.
      expect(judgeSamples(rows, 1, { exact: true }).decided).toBe(true);
    }
    // One sample of 30 that tells one option apart is no longer silent: the interval decides as before.
    const rows = [varied(30), varied(30).map((v, k) => (k === 3 ? v + 0.01 : v))];
    expect(judgeSamples(rows, 1, { exact: false }).decided).toBe(true);
    expect(judgeSamples(rows, 0, { exact: false })).toMatchObject({ grade: 'best', decided: true });
    // Silent against one option but not the other: the interval of the one that differs decides.
    const better = varied(30).map((v) => v - 1);
    expect(judgeSamples([varied(30), varied(30), better], 0, { exact: false })).toMatchObject({
      grade: 'best',
      decided: true,
    });
  });

  it('calls equal options worse in under 5 % of judgements, picking from up to 10 (selection bias)', () => {
    const rng = createRng(28);
    for (const options of [2, 5, 10]) {
      let called = 0;
      const runs = 400;
      for (let r = 0; r < runs; r++) {
        // Every option the same: each sample 0 or a loss of 1…4 rates with probability 0.2.
        const rows = Array.from({ length: options }, () =>
          Array.from({ length: 30 }, () => (rng.int(5) === 0 ? -(1 + rng.int(4)) : 0)),
        );
        if (judgeSamples(rows, 0, { exact: false }).grade !== 'best') called++;
      }
      expect(called / runs).toBeLessThan(0.05);
    }
  });
});

describe('options dropped on the way (surelyNotBest, pairedMeans)', () => {
  it('drops an option whose interval lies below the chosen one or below another’s lower end, never the top or the chosen one', () => {
    const rng = createRng(3);
    const noise = () => Array.from({ length: 24 }, () => rng.int(9) - 4);
    const base = noise();
    const chosen = base.map((v) => v);
    const top = base.map((v) => v + 3); // surely better than the chosen one
    const middle = base.map((v, k) => v + 1 + (k % 2 === 0 ? 0.5 : -0.5)); // better, surely below top
    const close = base.map((v, k) => v + 2.9 + (k % 2 === 0 ? 4 : -4)); // near top, too wide to drop
    const awful = base.map((v) => v - 6); // surely below the chosen one
    const rows = [chosen, top, middle, close, awful];
    expect(surelyNotBest(rows, 0, { exact: false, looks: 3 })).toEqual([false, false, true, false, true]);
    // The chosen one is the best: what lies surely below it is dropped, but not the highest of the
    // others (the one the grade compares with).
    expect(surelyNotBest([top, chosen, awful], 0, { exact: false })).toEqual([false, false, true]);
    // Exact means, too few samples or a single other option (the one compared with): nothing dropped.
    expect(surelyNotBest(rows, 0, { exact: true })).toEqual([false, false, false, false, false]);
    const few = rows.map((r) => r.slice(0, MIN_SAMPLES - 1));
    expect(surelyNotBest(few, 0, { exact: false })).toEqual([false, false, false, false, false]);
    expect(surelyNotBest([chosen, awful], 0, { exact: false })).toEqual([false, false]);
  });

  it('pairs a dropped option over the samples it was valued on, its mean taken on the chosen one’s', () => {
    const chosen = [0, 10, 0, 10, 0, 10, 0, 10, 0, 10, 5, 5];
    const dropped = [-4, 6, -4, 6, -4, 6, -4, 6]; // 4 below the chosen one on its 8 samples
    const full = chosen.map((v) => v + 1);
    const rows = [chosen, dropped, full];
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const means = pairedMeans(rows, 0);
    expect(means[0]).toBeCloseTo(mean(chosen), 9);
    expect(means[1]).toBeCloseTo(mean(chosen) - 4, 9); // not mean(dropped) = 1
    expect(means[2]).toBeCloseTo(mean(full), 9);
    // The judgement pairs over the prefix too: the dropped option is 4 worse, the full one 1 better.
    const j = judgeSamples(rows, 0, { exact: false });
    expect(j.against).toBe(2);
    expect(j.loss).toBeCloseTo(1, 9);
    const { grade } = sampledGrade('declarer', rows, 0, { exact: false });
    expect(grade.samples).toBe(12);
    expect(grade.bestValue).toBeCloseTo(mean(full), 9);
  });

  it('drops a truly best option in under 5 % of samplings in rounds (the judgement’s confidence)', () => {
    const rng = createRng(53);
    // Five options over deals with a shared part: two equal bests, one a little worse, two far worse.
    const truth = [-0.5, 0, 0, -1.5, -4];
    const rounds = roundSizes(12, 96);
    const runs = 300;
    let wrong = 0;
    let spared = 0;
    for (let r = 0; r < runs; r++) {
      const rows: number[][] = truth.map(() => []);
      let valued = truth.map(() => true);
      for (const size of rounds) {
        while ((rows[0] as number[]).length < size) {
          const shared = rng.int(21) - 10;
          truth.forEach((t, j) => {
            if (valued[j]) (rows[j] as number[]).push(shared + t + (rng.int(7) - 3));
          });
        }
        const dropped = surelyNotBest(rows, 0, { exact: false, looks: rounds.length });
        valued = valued.map((on, j) => on && !dropped[j]);
      }
      if (!valued[1] || !valued[2]) wrong++;
      spared += valued.filter((on) => !on).length;
    }
    expect(wrong / runs).toBeLessThan(0.05);
    // And it does spare work: the far worse options are dropped in most samplings.
    expect(spared / runs).toBeGreaterThan(1.5);
  });
});

describe('sampledGrade and roundSizes', () => {
  it('reports values in the side’s orientation and the rounds up to the bound', () => {
    // A defender's money: −1 better than −3 for him; reported as the solver's (declarer's favour).
    const { grade, against } = sampledGrade('defence', [constant(10, -3), constant(10, -1)], 0, {
      exact: true,
    });
    expect(against).toBe(1);
    expect(grade).toMatchObject({
      value: 3,
      bestValue: 1,
      loss: 2,
      grade: 'mistake',
      samples: 10,
      margin: 0,
    });
    expect(roundSizes(30, 240)).toEqual([30, 60, 120, 240]);
    expect(roundSizes(12, 48)).toEqual([12, 24, 48]);
    expect(roundSizes(30, 6)).toEqual([6]);
    expect(roundSizes(30, 100)).toEqual([30, 60, 100]);
  });
});

/**
 * A choice judged over samples (layouts of the hidden cards, deals of the unseen cards) with its
 * sampling error: the grade of a seat-view decision (grade.ts) is given only when the sample shows it.
 *
 * Every option is valued on the same samples, so the loss of the chosen option against another is a
 * paired difference: per sample, value(other) − value(chosen) from the decider's side. Its mean comes
 * with a two-sided interval of `CONFIDENCE` (Student's t on the differences' standard deviation).
 *
 * - Which option is best is itself estimated, and taking the highest of several noisy means biases the
 *   difference upwards. So the chosen option is compared with every other option, and the intervals are
 *   made simultaneous (Bonferroni over the comparisons and over the looks a sampling in rounds takes):
 *   with probability at least `CONFIDENCE` no interval of the whole judgement misses its true difference.
 * - One ranking: the option the chosen one is compared with (`against`) is the one with the highest
 *   mean — the top row of the table of options a screen shows under the verdict — and the loss is the
 *   mean difference to it, with that comparison's ± beside it. The sureness never picks another option
 *   as "the best".
 * - The grade is taken from that interval's lower end: the worst grade whose floor the loss against the
 *   top-mean option clears with that confidence, never from the noise above it. Its interval is one of
 *   the simultaneous ones, so options truly equal are still called worse in under 1 − CONFIDENCE of
 *   judgements. A chosen option whose interval against the top reaches below best's limit is `best`,
 *   with `withinError` when its mean says worse: "as good as the best, within what can be known". That
 *   grade is the milder one when another option's comparison clears a floor that the top's wider
 *   interval does not (another option is surely better, by less): the screen shows one comparison and
 *   grades by it.
 * - Enumerated samples (every layout) carry no sampling error: the mean is the loss and the margin 0.
 * - The spread of a sample's differences counts one imaginary sample more in which the two options are
 *   equal (a difference of 0; the mean is the real samples'): a difference seen the same in all of a
 *   few samples has no spread and would otherwise be certain. On hundreds of layouts it moves nothing;
 *   on a dozen deals it keeps the interval honest.
 * - `decided`: more samples would not change the grade that matters: every interval lies below best's
 *   limit (best), or the loss clears best's limit and its mean lies in the same grade as its lower end
 *   (so a sampling in rounds spends its samples where best and worse are still apart: an undecided
 *   grade at the bound is the lower end's, the milder).
 * - Options dropped on the way (`surelyNotBest`): a sampling in rounds may stop valuing an option whose
 *   interval against the chosen one lies wholly below another's lower end (or below 0, the chosen
 *   one's): with the whole judgement's confidence it is not the best, so later samples are spent on
 *   the options still in question. Its row is then a prefix of the chosen one's samples and its
 *   difference is paired over that prefix (its interval stays one of the simultaneous ones: it was
 *   taken at one of the looks). `pairedMeans` gives each option's mean on the chosen one's samples —
 *   the chosen one's mean plus that paired difference — so a table of options ranks as the judgement.
 * - Silent samples: when no sample tells any option from the chosen one (every paired difference 0),
 *   the interval is [0, 0] at any size, yet a difference in a few samples of a hundred is missed by
 *   thirty samples often (5 % of them: 0.95³⁰ ≈ 21 % of the time). Seeing nothing, the sample can only
 *   bound the share of samples that differ (`SILENT_SAMPLES`, the rule of three), so such a best is
 *   `decided` only from `SILENT_SAMPLES` samples on. The grade stays best, margin 0: no difference is
 *   ever claimed from seeing none.
 */
import type { Side } from '../engine/contract.ts';
import { type DecisionGrade, EPSILON, GRADE_LIMITS, type Grade, forSide, gradeOf } from './grade.ts';

/** The confidence of every judgement as a whole (all its comparisons and looks). */
export const CONFIDENCE = 0.95;
/** Fewer samples than this say nothing about their spread: no difference is claimed on them. */
export const MIN_SAMPLES = 8;
/**
 * A sampled "best" on samples none of which tells any option from the chosen one is decided only
 * from this many: the share of samples that differ is then below `UNSEEN_SHARE` with `CONFIDENCE`
 * (after n samples with none, (1 − p)ⁿ ≥ 1 − CONFIDENCE ⇒ p < −ln(1 − CONFIDENCE) / n ≈ 3 / n, the
 * "rule of three"): n = 120 for 2.5 %. The loss is then below 2.5 % of the most one sample can differ:
 * under a mistake's floor (4 rates) unless a sample differs by more than 160 rates. Only a sample
 * silent against every option counts: options equal by the rules (touching cards, a double past the
 * money's limit) agree in every sample, and the ones that differ are judged by their intervals.
 */
export const UNSEEN_SHARE = 0.025;
export const SILENT_SAMPLES = Math.ceil(-Math.log(1 - CONFIDENCE) / UNSEEN_SHARE);

export interface Judgement {
  /** The option the chosen one is compared with in the figures (null: nothing else to compare). */
  readonly against: number | null;
  /** Mean difference against it from the decider's side (≥ 0 when it is the better one). */
  readonly loss: number;
  /** Half-width of the interval of `loss` (0 when exact, Infinity on too few samples). */
  readonly margin: number;
  readonly grade: Grade;
  /** Best only because no difference can be told from the sampling error (the mean says worse). */
  readonly withinError: boolean;
  /** The grade would not change with more samples (exact, or the interval inside one grade's band). */
  readonly decided: boolean;
}

export interface JudgeOptions {
  /** Every possible sample was taken: the means are exact. */
  readonly exact: boolean;
  /** How many looks the sampling takes at most (its rounds): the intervals hold over all of them. */
  readonly looks?: number;
}

/**
 * Judges option `chosen` among `rows` (per option, its value in each sample, from the decider's side;
 * the same samples in the same order for every option).
 */
export function judgeSamples(
  rows: readonly (readonly number[])[],
  chosen: number,
  options: JudgeOptions,
): Judgement {
  const mine = rows[chosen] ?? [];
  const n = mine.length;
  const others = rows.map((_, i) => i).filter((i) => i !== chosen);
  if (others.length === 0 || n === 0)
    return { against: null, loss: 0, margin: 0, grade: 'best', withinError: false, decided: true };
  const diffs = differences(rows, chosen, others, options.exact);

  // The option with the highest mean (the point estimate of the best).
  let top = 0;
  diffs.forEach((d, j) => {
    if (d.mean > (diffs[top] as Difference).mean) top = j;
  });
  if (options.exact) {
    const loss = Math.max(0, (diffs[top] as Difference).mean);
    const grade = gradeOf(loss);
    return {
      against: grade === 'best' ? null : (others[top] as number),
      loss,
      margin: 0,
      grade,
      withinError: false,
      decided: true,
    };
  }
  const margins = marginsOf(diffs, others.length, options);
  // One ranking: the comparison with the top-mean option, its lower end the grade's.
  const t = diffs[top] as Difference;
  const low = t.mean - (margins[top] as number);
  const high = Math.max(...diffs.map((d, j) => d.mean + (margins[j] as number)));
  if (low >= GRADE_LIMITS.best) {
    const grade = gradeOf(low);
    return {
      against: others[top] as number,
      loss: t.mean,
      margin: margins[top] as number,
      grade,
      withinError: false,
      // The interval inside one band, or at least the mean in the lower end's: the grade stands.
      decided: gradeOf(high) === grade || gradeOf(t.mean) === grade,
    };
  }
  const worse = t.mean >= GRADE_LIMITS.best;
  // No sample told any option from the chosen one: the share that would is known below UNSEEN_SHARE
  // only from SILENT_SAMPLES samples.
  const silent = others.every((i) =>
    (rows[i] as readonly number[]).every((v, k) => k >= n || Math.abs(v - (mine[k] as number)) <= EPSILON),
  );
  return {
    against: worse ? (others[top] as number) : null,
    loss: Math.max(0, t.mean),
    margin: margins[top] as number,
    grade: 'best',
    withinError: worse,
    decided: high < GRADE_LIMITS.best && (!silent || n >= SILENT_SAMPLES),
  };
}

/** One option's difference against the chosen one, paired over the samples both have. */
interface Difference extends Stats {
  /** The samples it is paired over (an option dropped on the way: fewer than the chosen one's). */
  readonly n: number;
}

function differences(
  rows: readonly (readonly number[])[],
  chosen: number,
  others: readonly number[],
  exact: boolean,
): Difference[] {
  const mine = rows[chosen] ?? [];
  return others.map((i) => {
    const d = (rows[i] as readonly number[]).slice(0, mine.length).map((v, k) => v - (mine[k] as number));
    if (exact) return { ...stats(d), n: d.length };
    // Sampled: one imaginary sample more in which the two are equal, so that a difference seen the same
    // in every sample (no spread) is not taken for certain on a few samples.
    return { mean: stats(d).mean, se: stats([...d, 0]).se, n: d.length };
  });
}

/** Each difference's half-width, simultaneous over `comparisons` and the looks (Infinity: too few). */
function marginsOf(diffs: readonly Difference[], comparisons: number, options: JudgeOptions): number[] {
  const tests = comparisons * Math.max(1, options.looks ?? 1);
  return diffs.map((d) => (d.n < MIN_SAMPLES ? Infinity : criticalValue(d.n - 1, tests) * d.se));
}

/**
 * The options a sampling in rounds need value no further after this look (true per option): those
 * whose interval against the chosen one lies wholly below the lower end of another's, or below 0 (the
 * chosen one's own) — not the best, with the judgement's confidence. Never the chosen one, never the
 * option of the highest mean; none when exact or on too few samples.
 */
export function surelyNotBest(
  rows: readonly (readonly number[])[],
  chosen: number,
  options: JudgeOptions,
): boolean[] {
  const others = rows.map((_, i) => i).filter((i) => i !== chosen);
  const out = rows.map(() => false);
  if (options.exact || others.length === 0 || (rows[chosen] ?? []).length < MIN_SAMPLES) return out;
  const diffs = differences(rows, chosen, others, false);
  const margins = marginsOf(diffs, others.length, options);
  let top = 0;
  diffs.forEach((d, j) => {
    if (d.mean > (diffs[top] as Difference).mean) top = j;
  });
  // The highest lower end among the others', and the chosen one's own (a difference of 0).
  const floor = Math.max(0, ...diffs.map((d, j) => d.mean - (margins[j] as number)));
  diffs.forEach((d, j) => {
    if (j !== top && d.mean + (margins[j] as number) < floor) out[others[j] as number] = true;
  });
  return out;
}

/**
 * Each option's mean on the chosen option's samples: the chosen one's mean plus the option's paired
 * difference over the prefix it was valued on — its plain mean when it was valued on every sample.
 */
export function pairedMeans(rows: readonly (readonly number[])[], chosen: number): number[] {
  const mine = rows[chosen] ?? [];
  const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
  const base = mean(mine);
  return rows.map((r, i) =>
    i === chosen ? base : base + mean(r.slice(0, mine.length).map((v, k) => v - (mine[k] as number))),
  );
}

/** A decision graded over samples: the grade with its sampling error (api/review.ts SeatGrade). */
export interface SampledGrade extends DecisionGrade {
  /** How many samples (layouts, deals) the means are over. */
  readonly samples: number;
  /** The ± of `loss` at 95 %; null on fewer than MIN_SAMPLES samples (no difference is claimed). */
  readonly margin: number | null;
  readonly exact: boolean;
  readonly withinError: boolean;
  readonly decided: boolean;
}

/**
 * The grade of option `chosen` of `rows` (per option, its money in each sample from the decider's own
 * side, higher better), and the option it is compared with (null: none). `value` and `bestValue` are
 * reported in `side`'s orientation as DecisionGrade has them (the solver's: the declarer's favour).
 */
export function sampledGrade(
  side: Side,
  rows: readonly (readonly number[])[],
  chosen: number,
  options: JudgeOptions,
): { readonly grade: SampledGrade; readonly against: number | null } {
  const j = judgeSamples(rows, chosen, options);
  const means = pairedMeans(rows, chosen);
  const mean = (i: number) => means[i] as number;
  const value = forSide(side, mean(chosen));
  return {
    grade: {
      value,
      bestValue: j.against === null ? value : forSide(side, mean(j.against)),
      loss: j.loss,
      grade: j.grade,
      samples: (rows[chosen] ?? []).length,
      margin: Number.isFinite(j.margin) ? j.margin : null,
      exact: options.exact,
      withinError: j.withinError,
      decided: j.decided,
    },
    against: j.against,
  };
}

/**
 * Cumulative sample sizes of a sampling in rounds: `first`, doubled each round, then the bound `max`
 * (the last round); one round of `max` when `first` ≥ `max`. Its length is the `looks` to judge with.
 */
export function roundSizes(first: number, max: number): number[] {
  const out: number[] = [];
  for (let n = Math.max(1, Math.min(first, max)); n < max; n *= 2) out.push(n);
  out.push(max);
  return out;
}

interface Stats {
  readonly mean: number;
  /** Standard error of the mean. */
  readonly se: number;
}

function stats(xs: readonly number[]): Stats {
  const n = xs.length;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  if (n < 2) return { mean, se: Infinity };
  const ss = xs.reduce((s, x) => s + (x - mean) ** 2, 0);
  return { mean, se: Math.sqrt(ss / (n - 1) / n) };
}

/**
 * The two-sided critical value of Student's t with `df` degrees of freedom for `CONFIDENCE` shared by
 * `tests` intervals (Bonferroni): each holds with 1 − (1 − CONFIDENCE) / tests.
 */
export function criticalValue(df: number, tests: number): number {
  const p = 1 - (1 - CONFIDENCE) / (2 * Math.max(1, tests));
  return tQuantile(p, df);
}

/**
 * Student's t quantile by the Cornish–Fisher expansion around the normal one (Abramowitz & Stegun
 * 26.7.5): within 0.5 % of the table from 5 degrees of freedom at the tails used here.
 */
export function tQuantile(p: number, df: number): number {
  const z = normalQuantile(p);
  if (!Number.isFinite(df) || df > 1e6) return z;
  const d = Math.max(1, df);
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  return (
    z +
    (z3 + z) / (4 * d) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * d ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * d ** 3)
  );
}

/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`a probability in (0, 1) is needed, got ${p}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  const poly = (k: readonly number[], x: number) => k.reduce((s, v) => s * x + v, 0);
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

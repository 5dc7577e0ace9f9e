/**
 * Bidding drills mined in every variant and theme (src-main/training/bid-mine.ts) against an
 * independent evaluation of the same deals: for each table with decisions of the theme (volený by
 * three, licitovaný by three and four, křížový, lízaný) a drill is mined, and every deal its judge
 * priced (review/bid.ts `onSample`: literally the judge's deals) is re-evaluated here — each choice
 * applied, the bidding carried on as the judge assumes (bid.ts `continueBidding`, the record where it
 * applies), and then the contract described and built afresh (`fromPosition`) and solved by
 * `solveLine`, a hand ended without play settled, a lízaný hand played out by the reference of
 * tests/support/draws-reference.ts (the rules of thumb to the stock's last trick, plain minimax
 * after) — never through the judge's pricing. From those values alone the test recomputes each choice's
 * mean, the best, each loss and its ± (Student's t over the paired differences with one imaginary
 * sample of no difference, simultaneous over the k − 1 comparisons and the looks), the answers (the
 * best and the choices worth as much on every deal) and that every other choice is worse than the best
 * by more than best's limit at its lower end — and checks the stored drill against them, and that every
 * deal shows the seat exactly its own view. The judge's deals are bounded at 24 here (the app's 96: the
 * same code with two looks instead of four) for the volume, lízaný's at the app's 96.
 */
import { describe as group, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  actionKey,
  apply,
  describe,
  fromPosition,
  legalActions,
  settle,
  sideOf,
  view,
} from '../../../src-shared/index.ts';
import { GRADE_LIMITS, forSide, gradeOf } from '../../../src-shared/review/grade.ts';
import { criticalValue, roundSizes } from '../../../src-shared/review/interval.ts';
import { continueBidding } from '../../../src-main/review/bid.ts';
import { solveLine } from '../../../src-main/solver/analyze.ts';
import {
  BID_THEMES,
  type BidDrill,
  type BidTable,
  type BidTheme,
  mineBidDrill,
  replayTo,
  tablesOf,
} from '../../../src-main/training/bid-mine.ts';
import { playedOut } from '../../support/draws-reference.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

/**
 * The judge's bound of deals: 24 (two looks, at 12 and 24) for the volume; lízaný's draws at the app's
 * 96 (four looks), where fewer rarely tell its calls apart.
 */
const dealsOf = (table: BidTable): number => (table.variant === 'twoHand' ? 96 : 24);
const looksOf = (table: BidTable): number => roundSizes(12, dealsOf(table)).length;

/** The money of a hand from its first lead, built afresh from its description and solved. */
function pricedAfresh(start: HandState): number {
  if (start.phase === 'finished') return settle(start).perDefender;
  if (start.variant === 'twoHand' && stockOf(start).length > 0) return playedOut(start);
  const fresh = fromPosition(describe(start));
  if (!fresh.ok) throw new Error(`the contract cannot be built afresh: ${JSON.stringify(fresh.error)}`);
  expect(fresh.value.declarer).toBe(start.declarer);
  return solveLine(fresh.value).value;
}

/** Each choice's money for the decider on the state `at` (a deal of the judge, or the actual one). */
function valuesAt(d: BidDrill, at: HandState): number[] {
  const recorded = d.record.actions[d.index] as Action;
  const rest = d.record.actions.slice(d.index + 1);
  return d.choices.map((c) => {
    // A blind trump is the mean over every card it could turn.
    const takes =
      c.action.type === 'chooseTrumpBlind'
        ? legalActions(at).filter((a) => a.type === 'chooseTrumpBlind')
        : [c.action];
    const each = takes.map((take) => {
      const after = apply(at, take);
      if (!after.ok) throw new Error(`a choice is refused on a deal: ${after.error.code}`);
      const start = continueBidding(after.value, rest, d.seat, actionKey(take) !== actionKey(recorded));
      return forSide(sideOf(start, d.seat), pricedAfresh(start));
    });
    return each.reduce((a, b) => a + b, 0) / each.length;
  });
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function seWithZero(d: readonly number[]): number {
  const xs = [...d, 0];
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
}

/** The first drill of the theme at the table from seed `from` on, with the deals its judge priced. */
function minedWithDeals(theme: BidTheme, table: BidTable, from: number) {
  for (let seed = from; seed < from + 12; seed++) {
    let deals: { dealt: HandState; values: readonly number[] }[] = [];
    const d = mineBidDrill(seed, theme, {
      table,
      deals: dealsOf(table),
      maxAttempts: table.variant === 'twoHand' ? 6 : 3,
      onSample: (dealt, values) => deals.push({ dealt, values }),
      // The deals of a decision not kept are another decision's.
      onJudged: (j) => {
        if (!j.kept) deals = [];
      },
    });
    if (d !== null) return { drill: d, deals };
  }
  throw new Error(`no ${theme} drill at ${table.variant} by ${table.seats} in 12 seeds from ${from}`);
}

const CASES = BID_THEMES.flatMap((theme) =>
  tablesOf(theme).map((table) => [theme, `${table.variant} by ${table.seats}`, table] as const),
);

group('bidding drills against an independent evaluation of the same deals', () => {
  it.each(CASES)('%s, %s', (theme, _, table) => {
    const { drill: d, deals } = minedWithDeals(theme, table, 1);
    expect(d.theme).toBe(theme);
    expect(d.variant).toBe(table.variant);
    expect(d.record.setup.table.size).toBe(table.seats);
    const LOOKS = looksOf(table);
    expect(d.looks).toBe(LOOKS);
    const before = replayTo(d.record, d.index);
    const seen = view(before, d.seat);
    expect(before.toAct).toBe(d.seat);
    expect(deals.length).toBe(d.samples);
    const k = d.choices.length;
    const rows: number[][] = d.choices.map(() => []);
    for (const { dealt, values } of deals) {
      // A deal of the cards the seat cannot see: the seat's own view unchanged.
      expect(view(dealt, d.seat)).toEqual(seen);
      const fresh = valuesAt(d, dealt);
      fresh.forEach((v, j) => {
        expect(values[j]).toBeCloseTo(v, 9);
        (rows[j] as number[]).push(v);
      });
    }
    // The actual deal, every card visible (lízaný's calls are not searched: null).
    if (d.variant !== 'twoHand') {
      const exact = valuesAt(d, before);
      d.choices.forEach((c, j) => expect(c.exact).toBeCloseTo(exact[j] as number, 9));
    } else for (const c of d.choices) expect(c.exact).toBeNull();

    // The figures from the values alone.
    const n = deals.length;
    const means = rows.map(mean);
    const best = means.reduce((b, m, j) => (m > (means[b] as number) + 1e-9 ? j : b), 0);
    expect(d.best).toBe(best);
    const z = criticalValue(n - 1, (k - 1) * LOOKS);
    d.choices.forEach((c, j) => {
      expect(c.value).toBeCloseTo(means[j] as number, 9);
      const diff = (rows[best] as number[]).map((v, i) => v - (rows[j] as number[])[i]!);
      const equal = diff.every((x) => Math.abs(x) <= 1e-9);
      expect(c.right).toBe(equal);
      if (equal) {
        expect(c.loss).toBe(0);
        expect(c.margin).toBe(0);
        expect(c.grade).toBe('best');
        return;
      }
      expect(c.loss).toBeCloseTo(mean(diff), 9);
      expect(c.margin).toBeCloseTo(z * seWithZero(diff), 9);
      // Worse than the best beyond the error: the lower end clears best's limit.
      expect(mean(diff) - z * seWithZero(diff)).toBeGreaterThanOrEqual(GRADE_LIMITS.best);
      expect(c.grade).toBe(gradeOf(mean(diff) - z * seWithZero(diff)));
    });
    // The answers are exactly the right ones, and there is a wrong one.
    expect(d.choices.some((c) => !c.right)).toBe(true);
    expect(d.choices[best]?.right).toBe(true);
  });
});

/**
 * Doubling by money (src-main/ai/doubling.ts): a raise is taken when its mean gain clears z standard
 * errors, not when the defence wins a share of the deals; and the durch a defender's own cards prove
 * lost (`brokenNoTrump`).
 */
import { describe, expect, it } from 'vitest';
import type { Card, SeatView } from '../../../src-shared/index.ts';
import { clearsDoubleBar } from '../../../src-main/ai/estimate.ts';
import { type DoubleRows, DOUBLE_RULE, brokenNoTrump, moneyDoubles } from '../../../src-main/ai/doubling.ts';

const ones = (n: number) => Array.from({ length: n }, () => 1);
/** Rows of a defender's flek of the game: raising doubles the declarer's money on every deal. */
const rowsOf = (played: number[]): DoubleRows => ({
  weights: ones(played.length),
  played,
  base: played,
  raised: [played.map((p) => 2 * p)],
});
const plain = { z: [1, 1.5, 2], edge: 0 };

describe('moneyDoubles', () => {
  it('passes a flek the share bar takes: the defence wins 8 of 10 deals, but gains +0.2 ± 0.53', () => {
    const played = [...Array.from({ length: 8 }, () => -1), 3, 3];
    // Today's bar: the defence is ahead in 80 % of the deals, above hráč's 70 %.
    expect(clearsDoubleBar(0.8, ones(10), 0, 0.7)).toBe(true);
    const d = moneyDoubles(rowsOf(played), ['game'], {}, -1, plain);
    expect(d.chosen).toEqual([]);
    expect(d.deals).toBe(10);
    expect(d.won).toBe(8);
    // Passing gains nothing over passing.
    expect(d.gain).toBeCloseTo(0, 12);
  });

  it('fleks a game lost on every deal, and reports the gain', () => {
    const d = moneyDoubles(rowsOf(Array.from({ length: 10 }, () => -2)), ['game'], {}, -1, plain);
    expect(d.chosen).toEqual(['game']);
    expect(d.gain).toBeCloseTo(2, 12);
    expect(d.lcb).toBeCloseTo(2, 12);
    expect(d.won).toBe(10);
  });

  it('asks more standard errors of every further double', () => {
    // Gains 1 on 9 deals and −2 on one: mean 0.7, standard error 0.3.
    const played = [...Array.from({ length: 9 }, () => -1), 2];
    expect(moneyDoubles(rowsOf(played), ['game'], {}, -1, plain).chosen).toEqual(['game']);
    // With a flek on, a further double asked three SE fails (gains 2 and −4: mean 1.4, SE 0.6).
    const reRows = { ...rowsOf(played.map((p) => 2 * p)), raised: [played.map((p) => 4 * p)] };
    expect(moneyDoubles(reRows, ['game'], { game: 1 }, -1, { z: [1, 3], edge: 0 }).chosen).toEqual([]);
  });

  it('charges the declarer’s edge to the defence and credits it to the declarer', () => {
    // The defence gains 0.5 on every deal: an edge of 0.6 turns it into a loss.
    const played = Array.from({ length: 10 }, () => -0.5);
    expect(moneyDoubles(rowsOf(played), ['game'], {}, -1, { z: [1], edge: 0.4 }).chosen).toEqual(['game']);
    expect(moneyDoubles(rowsOf(played), ['game'], {}, -1, { z: [1], edge: 0.6 }).chosen).toEqual([]);
    // The declarer's re of a game he loses by 0.1 per deal: his edge of 0.2 (times the flek on) pays for it.
    const lost = Array.from({ length: 10 }, () => -0.1);
    const re = { ...rowsOf(lost), raised: [lost.map((p) => 2 * p)] };
    expect(moneyDoubles(re, ['game'], { game: 1 }, 1, { z: [1], edge: 0 }).chosen).toEqual([]);
    expect(moneyDoubles(re, ['game'], { game: 1 }, 1, { z: [1], edge: 0.2 }).chosen).toEqual(['game']);
  });

  it('asks at least noTrumpZ of a betl or durch', () => {
    // Gains 1 on 9 deals and −2 on one: 0.7 clears one SE (0.3) but not three.
    const played = [...Array.from({ length: 9 }, () => -1), 2];
    const rule = { z: [1], edge: 0, noTrumpZ: 3 };
    expect(moneyDoubles(rowsOf(played), ['game'], {}, -1, rule).chosen).toEqual(['game']);
    expect(moneyDoubles(rowsOf(played), ['betl'], {}, -1, rule).chosen).toEqual([]);
  });

  it('takes a raise only when the whole call beats passing a game paid without play', () => {
    // Passing leaves the game paid at −1 to the declarer; played, the defence gains only 0.5 a deal.
    const played = Array.from({ length: 10 }, () => -0.5);
    const rows = { ...rowsOf(played), base: Array.from({ length: 10 }, () => -1.6) };
    const d = moneyDoubles(rows, ['game'], {}, -1, plain);
    expect(d.chosen).toEqual([]);
    expect(d.gain).toBeLessThan(0);
  });

  it('has a rule for every variant, stricter for further doubles and for betl and durch', () => {
    for (const rule of Object.values(DOUBLE_RULE)) {
      expect(rule.z.length).toBeGreaterThan(0);
      rule.z.forEach((z, i) => expect(z).toBeGreaterThanOrEqual(rule.z[i - 1] ?? 0));
      expect(rule.noTrumpZ ?? 0).toBeGreaterThanOrEqual(rule.z[0] as number);
    }
  });
});

/** Seat 1's view of a durch seat 0 declared with ten cards, before the first trick. */
const facing = (hand: Card[], over: Partial<SeatView> = {}) =>
  ({
    seat: 1,
    declarer: 0,
    partner: null,
    game: 'durch',
    hand,
    handSizes: [10, 10, 10],
    tricks: [],
    trick: null,
    ...over,
  }) as unknown as SeatView;

describe('brokenNoTrump', () => {
  const fourAces: Card[] = ['HA', 'BA', 'LA', 'AA', 'H7', 'H8', 'B7', 'B8', 'L7', 'L8'];

  it('proves the durch lost to an ace in every suit', () => {
    expect(brokenNoTrump(facing(fourAces))).toBe(true);
    expect(brokenNoTrump(facing(fourAces, { game: 'openDurch' }))).toBe(true);
  });

  it('proves it with three aces when the fourth suit has fewer unseen cards than the declarer holds', () => {
    // Acorns lacks its ace; the seat holds A7 A8 A9, so five acorns are unseen (< 10), and it has 7 others.
    expect(brokenNoTrump(facing(['HA', 'BA', 'LA', 'A7', 'A8', 'A9', 'H7', 'B7', 'L7', 'L8']))).toBe(true);
  });

  it('not when the declarer may hold only cards of the suits without the seat’s ace', () => {
    // One ace: 21 cards of the other three suits are unseen, more than the declarer's 10.
    expect(brokenNoTrump(facing(['HA', 'H7', 'H8', 'H9', 'B7', 'B8', 'L7', 'L8', 'A7', 'A8']))).toBe(false);
    // Two aces, 16 − 2 cards of the others unseen: still more than 10.
    expect(brokenNoTrump(facing(['HA', 'BA', 'L7', 'L8', 'H7', 'H8', 'B7', 'B8', 'B9', 'BX']))).toBe(false);
  });

  it('not for the declarer, a betl, a suit game, or once play began', () => {
    expect(brokenNoTrump(facing(fourAces, { seat: 0 }))).toBe(false);
    expect(brokenNoTrump(facing(fourAces, { game: 'betl' }))).toBe(false);
    expect(brokenNoTrump(facing(fourAces, { game: 'suit' }))).toBe(false);
    expect(brokenNoTrump(facing(fourAces, { tricks: [{}] as unknown as SeatView['tricks'] }))).toBe(false);
  });
});

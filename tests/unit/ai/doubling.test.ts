/**
 * Doubling by money (src-main/ai/doubling.ts): a raise is taken when its mean gain clears z standard
 * errors, not when the defence wins a share of the deals; and the durch a defender's own cards prove
 * lost (`brokenNoTrump`).
 */
import { describe, expect, it } from 'vitest';
import type { Card, SeatView } from '../../../src-shared/index.ts';
import { clearsDoubleBar, surelyGains } from '../../../src-main/ai/estimate.ts';
import {
  type DoubleRows,
  DOUBLE_RULE,
  againstPays,
  brokenNoTrump,
  effectiveDeals,
  moneyDoubles,
} from '../../../src-main/ai/doubling.ts';

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
    for (const [variant, rule] of Object.entries(DOUBLE_RULE)) {
      expect(rule.z.length).toBeGreaterThan(0);
      rule.z.forEach((z, i) => expect(z).toBeGreaterThanOrEqual(rule.z[i - 1] ?? 0));
      // Lízaný has no betl or durch, so no z of its own for them.
      if (variant !== 'twoHand') expect(rule.noTrumpZ).toBeGreaterThanOrEqual(rule.z[0] as number);
      expect(rule.correlation ?? 0).toBeGreaterThanOrEqual(0);
      expect(rule.correlation ?? 0).toBeLessThan(0.5);
    }
  });

  it('asks at least announcedZ of the declarer’s seven and hundred, of the defence alone', () => {
    const played = [...Array.from({ length: 9 }, () => -1), 2];
    const rule = { z: [1], edge: 0, announcedZ: 3 };
    expect(moneyDoubles(rowsOf(played), ['game'], {}, -1, rule).chosen).toEqual(['game']);
    expect(moneyDoubles(rowsOf(played), ['hundred'], {}, -1, rule).chosen).toEqual([]);
    expect(moneyDoubles(rowsOf(played), ['seven'], {}, -1, rule).chosen).toEqual([]);
    // The declarer's re of his own hundred keeps the plain z.
    const won = played.map((p) => -p);
    expect(moneyDoubles(rowsOf(won), ['hundred'], {}, 1, rule).chosen).toEqual(['hundred']);
  });
});

describe('againstPays (the seven or hundred against by money)', () => {
  // The declarer's money per defender as the hand stands, and with the defence's hundred against.
  const played = Array.from({ length: 12 }, () => -1);

  it('announces what every deal pays, the edge charged', () => {
    const after = played.map((p) => p - 2);
    expect(againstPays(after, played, ones(12), -1, { z: [3.5], edge: 0.1 })).toBe(true);
    // A gain smaller than the edge is none.
    expect(
      againstPays(
        played.map((p) => p - 0.08),
        played,
        ones(12),
        -1,
        { z: [3.5], edge: 0.1 },
      ),
    ).toBe(false);
  });

  it('refuses many small gains and one large loss that one standard error and the share bar took', () => {
    // Eleven deals gain 2, one loses 6: +1.33 ± 0.67, above one standard error (the rule before), and the
    // defence ahead in 92 % of the deals; not above volený's 3.5.
    const after = played.map((p, i) => (i === 11 ? p + 6 : p - 2));
    expect(surelyGains(after, played, ones(12), -1)).toBe(true);
    expect(againstPays(after, played, ones(12), -1, DOUBLE_RULE.chosen)).toBe(false);
    // The deal of the loss weighed nothing: the rest pays.
    const weights = ones(12).map((w, i) => (i === 11 ? 0 : w));
    expect(againstPays(after, played, weights, -1, DOUBLE_RULE.chosen)).toBe(true);
  });

  it('clears the rule’s own z for announcements against where it has one, not the flek’s', () => {
    const after = played.map((p, i) => (i === 11 ? p + 6 : p - 2));
    expect(againstPays(after, played, ones(12), -1, { z: [1], edge: 0.1 })).toBe(true);
    expect(againstPays(after, played, ones(12), -1, { z: [1], edge: 0.1, againstZ: 3.5 })).toBe(false);
    expect(DOUBLE_RULE.chosen.againstZ).toBe(3.5);
  });

  it('reads the money for the side asking', () => {
    const after = played.map((p) => p - 2);
    expect(againstPays(after, played, ones(12), 1, { z: [1], edge: 0 })).toBe(false);
  });
});

describe('effectiveDeals (the design effect of deals drawn from one reading of the calls)', () => {
  it('is n for independent deals, n / (1 + (n − 1)ρ) else, and never reaches 1/ρ', () => {
    expect(effectiveDeals(28)).toBe(28);
    expect(effectiveDeals(28, 0.03)).toBeCloseTo(28 / 1.81, 12);
    expect(effectiveDeals(12, 0.03)).toBeCloseTo(12 / 1.33, 12);
    expect(effectiveDeals(1, 0.03)).toBe(1);
    expect(effectiveDeals(1e6, 0.03)).toBeLessThan(1 / 0.03);
    expect(effectiveDeals(1e6, 0.03)).toBeGreaterThan(33.3);
    // More deals are still worth more, only less than their number.
    expect(effectiveDeals(28, 0.03)).toBeGreaterThan(effectiveDeals(12, 0.03));
  });
});

describe('volený’s rule (DOUBLE_RULE.chosen)', () => {
  const rule = DOUBLE_RULE.chosen;

  it('does not flek a game on an edge that only the number of deals makes sure', () => {
    // Mistr's 28 deals drawn by the calls: the defence wins 22 (the declarer pays 1), loses 6 (gets 1).
    // Mean gain less the edge 0.47: 3.0 standard errors as if the deals were independent, 2.2 with the
    // design effect (15.5 deals' worth), under volený's 2.5.
    expect(rule.z[0]).toBe(2.5);
    const played = [...Array.from({ length: 22 }, () => -1), ...Array.from({ length: 6 }, () => 1)];
    expect(moneyDoubles(rowsOf(played), ['game'], {}, -1, { ...rule, correlation: 0 }).chosen).toEqual([
      'game',
    ]);
    expect(moneyDoubles(rowsOf(played), ['game'], {}, -1, rule).chosen).toEqual([]);
    // The same deals all won are a flek at any count.
    expect(moneyDoubles(rowsOf(played.map(() => -1)), ['game'], {}, -1, rule).chosen).toEqual(['game']);
  });

  it('does not flek an announced hundred the sampled deals all break (mistr did, and the hundred was made)', () => {
    // Mistr as a defender against an announced hundred, from \`npm run double-fit -- --level mistr --seeds
    // 1,3,4,5,6,7,8,9,10 --hands 10\` (tune seeds): on all 28 deals it drew the declarer fails the
    // hundred, and the flek would have gained 19 units a defender on average; in the hand as played the
    // hundred was made and the flek cost 8.
    const played = [
      -24, -24, -20, -16, -16, -8, -24, -20, -13, -16, -28, -12, -23, -20, -19, -36, -20, -16, -24, -13, -20,
      -24, -16, -28, -12, -24, -19, -4,
    ];
    const rows = { weights: ones(28), played, base: played, raised: [played.map((p) => 2 * p)] };
    expect(moneyDoubles(rows, ['hundred'], {}, -1, { ...rule, announcedZ: 0 }).chosen).toEqual(['hundred']);
    const d = moneyDoubles(rows, ['hundred'], {}, -1, rule);
    expect(d.chosen).toEqual([]);
    expect(d.won).toBe(28);
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

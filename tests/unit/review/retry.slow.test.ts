/**
 * The review's "try again" (`reviewRetry`) over a real store file and the review's solver tasks run
 * in-process: retrying the recorded action gives exactly the review's grade (one judge, decision.ts), a
 * better action is right, refusals are typed, lízaný's calls retried over the same draws as reviewed; a bidding mistake goes on the ladder once as a `bid:`
 * item (back in 4 hours), is counted due exactly when it is due (`dueCount`, the progress page's
 * `dueToday` and its list), and a retry when due moves it up, a wrong one starts it again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Card,
  type Method,
  type ReviewStatus,
  PRESETS,
  actionKey,
  createRng,
  legalActions,
  shuffledDeck,
  replay,
  toCards,
} from '../../../src-shared/index.ts';
import { type HandReview, type ReviewedDecision, bidItem } from '../../../src-shared/api/review.ts';
import { judged } from '../../../src-shared/explain/review.ts';
import { LADDER } from '../../../src-shared/training/repetition.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { addBidItems, isBidMistake } from '../../../src-main/training/bid-items.ts';
import { ProgressService } from '../../../src-main/training/progress.ts';
import { dueCount } from '../../../src-main/training/queue.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { playHand } from '../../../src-main/ai/match.ts';
import { playedHand, storeHand, tempStore } from './support.ts';

const temp = tempStore('retry');
const H = 3_600_000;
const NOW = Date.parse('2026-11-23T08:00:00.000Z');
let clock = NOW;
const added: string[][] = [];
const make = (deals: number) =>
  new ReviewService(temp.store, inProcessPool(), {
    review: { layouts: 6, deals, seed: 3 },
    now: () => new Date(clock).toISOString(),
    onReviewed: (hand, review) => added.push(addBidItems(temp.store.drills, hand, review, clock)),
  });
// Bidding graded from the seat's view too (2 deals), and exactly only (deals 0: judged exactly).
const sampled = make(2);
const exactOnly = make(0);
const progress = new ProgressService(
  temp.store.progress,
  () => ({ chapters: [], lessons: [], problems: [] }),
  () => clock,
  temp.store,
);
afterAll(() => {
  sampled.close();
  exactOnly.close();
  temp.close();
});

function value<M extends Method>(r: ApiResult<M>) {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

async function review(service: ReviewService, session: number, seat: number): Promise<HandReview> {
  const start = value(await service.reviewStart({ session, handNo: 1, seat }));
  for (;;) {
    const st: ReviewStatus = value(await service.reviewPoll({ job: start.job }));
    if (st.state !== 'running') return st.partial as HandReview;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const grades = (d: ReviewedDecision) => ({
  side: d.side,
  exact: d.exact,
  bestAction: d.bestAction,
  seatView: d.seatView,
  analysis: d.analysis,
  alternatives: d.alternatives,
  ownRates: d.ownRates,
});

describe('reviewRetry', () => {
  const session = storeHand(temp.store, playedHand(4).record);
  const record = playedHand(4).record;

  it('grades the recorded action exactly as the review graded it, bidding and cards alike', async () => {
    const r = await review(sampled, session, 0);
    const bids = r.decisions.filter((d) => d.kind !== 'card' && d.unjudged === undefined);
    const cards = r.decisions.filter((d) => d.kind === 'card' && d.unjudged === undefined);
    expect(bids.length).toBeGreaterThan(0);
    expect(cards.length).toBeGreaterThan(0);
    for (const d of [...bids, cards[0] as ReviewedDecision, cards.at(-1) as ReviewedDecision]) {
      const v = value(
        await sampled.reviewRetry({ session, handNo: 1, seat: 0, index: d.index, action: d.action }),
      );
      expect(grades(v.decision)).toEqual(grades(d));
      expect(v.decision.kind).toBe(d.kind);
      expect(v.right).toBe(judged(d)?.grade === 'best');
    }
  });

  it('grades another action at the same moment: the best one is right', async () => {
    const r = await review(exactOnly, session, 0);
    const d = r.decisions.find((x) => x.kind !== 'card' && x.exact !== null && x.exact.grade !== 'best');
    const pick =
      d ?? r.decisions.find((x) => x.kind !== 'card' && x.exact !== null && x.alternatives !== undefined);
    expect(pick).toBeDefined();
    const dec = pick as ReviewedDecision;
    // The exact best among the priced alternatives (the review's own prices).
    const alts = dec.alternatives ?? [];
    const mine = (v: number) => (dec.side === 'declarer' ? v : -v);
    const best = alts.reduce(
      (m, a) => (mine(a.exact as number) > mine(m.exact as number) ? a : m),
      alts[0] as (typeof alts)[0],
    );
    const v = value(
      await exactOnly.reviewRetry({ session, handNo: 1, seat: 0, index: dec.index, action: best.action }),
    );
    expect(v.decision.seatView).toBeNull();
    expect(v.decision.exact?.grade).toBe('best');
    expect(v.decision.exact?.value).toBeCloseTo(best.exact as number, 9);
    expect(v.right).toBe(true);
    expect(actionKey(v.decision.action)).toBe(actionKey(best.action));
    // Some other legal choice there, judged among the same alternatives: its value is its own price.
    const before = replay(record.setup, record.actions.slice(0, dec.index));
    if (!before.ok) throw new Error('replay');
    const other = legalActions(before.value).find(
      (a) => a.type !== 'claim' && alts.some((x) => actionKey(x.action) === actionKey(a) && x !== best),
    );
    if (other !== undefined) {
      const o = value(
        await exactOnly.reviewRetry({ session, handNo: 1, seat: 0, index: dec.index, action: other }),
      );
      const price = alts.find((x) => actionKey(x.action) === actionKey(other))?.exact as number;
      expect(o.decision.exact?.value).toBeCloseTo(price, 9);
      expect(o.right).toBe(o.decision.exact?.grade === 'best');
    }
  });

  it("lízaný's calls: the recorded one grades as reviewed, another is priced among the same alternatives over the same draws", async () => {
    const setup = {
      rules: PRESETS.csm,
      table: { size: 2 as const, dealer: 1 },
      deck: shuffledDeck(createRng(28)),
      variant: 'twoHand' as const,
    };
    const hand = playHand(setup, [rulePlayer, rulePlayer], 28);
    const two = { setup, actions: hand.decisions.map((d) => d.action) };
    const id = storeHand(temp.store, two);
    const r = await review(sampled, id, 0);
    const calls = r.decisions.filter((d) => d.kind !== 'card');
    const trumps = calls.find((d) => d.action.type === 'chooseTrumpSuit');
    expect(trumps).toBeDefined();
    for (const d of calls) {
      expect(d.seatView?.over).toBe('draws');
      const v = value(
        await sampled.reviewRetry({ session: id, handNo: 1, seat: 0, index: d.index, action: d.action }),
      );
      expect(grades(v.decision)).toEqual(grades(d));
      expect(v.decision.draws).toEqual(d.draws);
      expect(v.right).toBe(judged(d)?.grade === 'best');
    }
    // Another suit named: its grade compares its own mean with the best of the same alternatives.
    const t = trumps as ReviewedDecision;
    const alts = t.alternatives ?? [];
    const other = alts[1]?.action as Action;
    const o = value(
      await sampled.reviewRetry({ session: id, handNo: 1, seat: 0, index: t.index, action: other }),
    );
    expect(o.decision.exact).toBeNull();
    expect(o.decision.seatView?.over).toBe('draws');
    const retried = o.decision.alternatives ?? [];
    expect(retried.map((a) => actionKey(a.action)).sort()).toEqual(
      alts.map((a) => actionKey(a.action)).sort(),
    );
    // The same draws: every alternative's mean as the review priced it.
    for (const a of retried)
      expect(a.seatView).toBeCloseTo(
        alts.find((x) => actionKey(x.action) === actionKey(a.action))?.seatView as number,
        9,
      );
    expect(o.right).toBe(o.decision.seatView?.grade === 'best');
  });

  it('refuses, typed: no graded decision of the seat, an illegal action, an unknown hand or session', async () => {
    const r = await review(exactOnly, session, 0);
    const d = r.decisions[0] as ReviewedDecision;
    // Another seat's action, and a forced one, are no graded decision of seat 0.
    const notMine = record.actions.findIndex((a) => a.seat !== 0);
    for (const index of [notMine, record.actions.length + 3]) {
      const e = await exactOnly.reviewRetry({ session, handNo: 1, seat: 0, index, action: d.action });
      expect(e.ok).toBe(false);
      if (!e.ok && e.error.code === 'badInput') {
        expect(e.error.error).toMatchObject({
          path: 'params.index',
          problem: { kind: 'notADecision', index },
        });
      } else throw new Error(`expected notADecision, got ${JSON.stringify(e)}`);
    }
    // A card that is not in the hand at a card decision: the engine's reason.
    const card = r.decisions.find((x) => x.action.type === 'play') as ReviewedDecision;
    const before = replay(record.setup, record.actions.slice(0, card.index));
    if (!before.ok) throw new Error('replay');
    // Another seat's card: the engine refuses it.
    const foreign = toCards(before.value.hands[(card.seat + 1) % 3] ?? 0)[0];
    const illegal: Action = { type: 'play', seat: 0, card: foreign as Card };
    const refused = await exactOnly.reviewRetry({
      session,
      handNo: 1,
      seat: 0,
      index: card.index,
      action: illegal,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('refused');
    const noHand = await exactOnly.reviewRetry({
      session,
      handNo: 2,
      seat: 0,
      index: d.index,
      action: d.action,
    });
    expect(!noHand.ok && noHand.error.code === 'badInput' && noHand.error.error).toMatchObject({
      problem: { kind: 'noHand' },
    });
    const noSession = await exactOnly.reviewRetry({
      session: 999,
      handNo: 1,
      seat: 0,
      index: d.index,
      action: d.action,
    });
    expect(!noSession.ok && noSession.error.code === 'badInput' && noSession.error.error).toMatchObject({
      problem: { kind: 'noSession' },
    });
  });
});

describe('bidding mistakes repeated', () => {
  it('go on the ladder once, are counted due when due, and move with a retry', async () => {
    // The first seeded hand and seat with a bidding decision judged a mistake (exactly: deals 0).
    let found: { session: number; seat: number; d: ReviewedDecision; review: HandReview } | null = null;
    for (let seed = 1; found === null && seed < 40; seed++) {
      const h = playedHand(seed);
      const session = storeHand(temp.store, h.record);
      for (const seat of [0, 1, 2]) {
        const r = await review(exactOnly, session, seat);
        const d = r.decisions.find(isBidMistake);
        if (d !== undefined) {
          found = { session, seat, d, review: r };
          break;
        }
      }
    }
    expect(found).not.toBeNull();
    const { session, seat, d, review: r } = found as NonNullable<typeof found>;
    const id = bidItem(session, 1, seat, d.index);
    const mistakes = r.decisions.filter(isBidMistake).map((x) => bidItem(session, 1, seat, x.index));
    expect(added.at(-1)).toEqual(mistakes);
    expect(temp.store.drills.repetition(id)).toEqual({
      id,
      rung: 0,
      due: NOW + (LADDER[0] as number),
      lapses: 1,
    });
    // Reviewed again (from the store): nothing added.
    await review(exactOnly, session, seat);
    expect(added.at(-1)).toEqual([]);

    // Not due at once nor 3 hours later; due at 4 hours, counted and listed with its decision.
    const count = () => dueCount(temp.store.drills, clock, 0);
    const listed = () => progress.compute(0).repetition.find((e) => e.id === id);
    expect(count()).toBe(0);
    // Listed with its due time, its theme the kind of decision it was.
    expect(listed()).toMatchObject({ kind: 'bid', theme: d.kind, dueNow: false, due: NOW + 4 * H });
    clock = NOW + 3 * H;
    expect(count()).toBe(0);
    clock = NOW + 4 * H;
    expect(count()).toBe(mistakes.length);
    expect(progress.compute(0).dueToday).toBe(mistakes.length);
    expect(listed()).toMatchObject({
      kind: 'bid',
      dueNow: true,
      decision: { session, handNo: 1, seat, index: d.index },
    });

    // A wrong retry (the recorded mistake again) starts it again; a right one when due moves it up.
    const wrong = value(
      await exactOnly.reviewRetry({ session, handNo: 1, seat, index: d.index, action: d.action }),
    );
    expect(wrong.right).toBe(false);
    expect(wrong.repetition).toEqual({ item: id, change: 'added', rung: 0, due: clock + 4 * H });
    expect(temp.store.drills.repetition(id)?.lapses).toBe(2);
    expect(count()).toBe(mistakes.length - 1);
    const best = d.bestAction as Action;
    // Right but early: nothing changes.
    const early = value(
      await exactOnly.reviewRetry({ session, handNo: 1, seat, index: d.index, action: best }),
    );
    expect(early.right).toBe(true);
    expect(early.repetition).toBeNull();
    clock += 4 * H;
    expect(count()).toBe(mistakes.length);
    const right = value(
      await exactOnly.reviewRetry({ session, handNo: 1, seat, index: d.index, action: best }),
    );
    expect(right.repetition).toEqual({ item: id, change: 'up', rung: 1, due: clock + (LADDER[1] as number) });
    expect(count()).toBe(mistakes.length - 1);
    // Deleting the evening deletes its items.
    temp.store.deleteSession(session);
    expect(temp.store.drills.repetition(id)).toBeNull();
  });
});

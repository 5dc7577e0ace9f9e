/**
 * A personal drill shows the calls of its hand as its seat saw them: a hand played out by a careless
 * chooser is stored in a real SQLite store and reviewed through ReviewService (the solver in-process)
 * with the drills' hook; each personal drill, served by DrillService when due, carries the hand's
 * actions before its card — every call as made, a discard's cards only to the seat that laid them, the
 * trump card only to the seat that chose it until it is turned — and keeps them when judged again by
 * the stock's judge (`rejudgeDrill`). A stored history that does not read is served as not known.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type HandRecord,
  type Method,
  type ReviewStatus,
  replay,
} from '../../../src-shared/index.ts';
import type { PublicAction } from '../../../src-shared/api/game.ts';
import type { ShownDrill } from '../../../src-shared/api/drills.ts';
import type { HandReview } from '../../../src-shared/api/review.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { addPersonalDrills } from '../../../src-main/training/drill-personal.ts';
import { rejudgeDrill } from '../../../src-main/training/drill-rejudge.ts';
import { DrillService } from '../../../src-main/training/drills.ts';
import { type Drill, JUDGE_VERSION } from '../../../src-main/training/drill-judge.ts';
import { initialRating } from '../../../src-main/training/stock.ts';
import { playedOutHand, storeHand, tempStore } from '../review/support.ts';

const temp = tempStore('drill-calls');
const NOW = Date.parse('2026-11-22T20:00:00.000Z');
const service = new ReviewService(temp.store, inProcessPool(), {
  review: { layouts: 4, deals: 2 },
  onReviewed: (hand, review) => addPersonalDrills(temp.store.drills, hand, review, NOW),
});
// drillNext serves from the store alone; the pool would judge a card played (none is here).
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
// Five hours on: every personal drill is due.
const drills = new DrillService(temp.store.drills, pool, null, { now: () => NOW + 5 * 3600_000, seed: 3 });
afterAll(async () => {
  service.close();
  await pool.close();
  temp.close();
});

function value<M extends Method>(r: ApiResult<M>) {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

async function review(session: number, seat: number): Promise<HandReview> {
  const start = value(await service.reviewStart({ session, handNo: 1, seat }));
  for (;;) {
    const st: ReviewStatus = value(await service.reviewPoll({ job: start.job }));
    if (st.state !== 'running') return st.partial as HandReview;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every due drill, served one after another (each shown once). */
async function serveAll(): Promise<ShownDrill[]> {
  const shown: ShownDrill[] = [];
  for (;;) {
    const next = value(await drills.drillNext({ theme: null, due: true, exclude: shown.map((d) => d.id) }));
    const d = next.drill;
    if (d === null || shown.some((s) => s.id === d.id)) return shown;
    shown.push(d);
  }
}

/**
 * What `seat` saw of action `i` of `actions`, written out from the rules of what is hidden: a discard's
 * cards are seen by the seat that laid it (or took the talon after a refusal); the trump card laid
 * aside by the seat that chose it, by everyone once it was turned face up.
 */
function seen(actions: readonly Action[], i: number, seat: number, trumpShown: boolean): PublicAction {
  const a = actions[i] as Action;
  if (a.type === 'discard') {
    const took = actions.slice(i + 1).some((b) => b.type === 'refuse' && b.seat === seat);
    return a.seat === seat || took ? a : { type: 'discard', seat: a.seat, cards: null };
  }
  if (a.type === 'chooseTrump')
    return a.seat === seat || trumpShown ? a : { type: 'chooseTrump', seat: a.seat, card: null };
  return a;
}

describe("a personal drill's calls", () => {
  /** The hands reviewed, by session. */
  const hands = new Map<number, HandRecord>();
  let shown: ShownDrill[] = [];

  it('shows the hand before its card exactly as the seat saw it, nothing it could not see', async () => {
    // Hands played out by the careless chooser until its mistakes make drills of a declarer and of a
    // defender (both kinds are checked).
    const both = () =>
      shown.some((d) => d.seat === d.view.declarer) && shown.some((d) => d.seat !== d.view.declarer);
    for (let from = 1; !both() && hands.size < 8;) {
      const played = playedOutHand(from);
      from = played.seed + 1;
      const session = storeHand(temp.store, played.record);
      hands.set(session, played.record);
      for (const seat of [0, 1, 2]) await review(session, seat);
      shown = await serveAll();
    }
    expect(both()).toBe(true);
    for (const d of shown) {
      expect(d.source).toBe('review');
      const origin = temp.store.drills.drill(d.id)?.origin ?? '';
      const [, session, , seat, index] = origin.split(':').map<number>(Number);
      expect(seat).toBe(d.seat);
      const actions = (hands.get(session as number) as HandRecord).actions;
      const before = replay((hands.get(session as number) as HandRecord).setup, actions.slice(0, index));
      if (!before.ok) throw new Error('the prefix does not replay');
      expect(before.value.tricks).toHaveLength(d.view.tricks.length);
      const history = d.history ?? [];
      expect(history).toEqual(
        actions.slice(0, index).map((_, i) => seen(actions, i, d.seat, before.value.trumpShown)),
      );
      // The calls are there: more than the cards of the tricks.
      expect(history.filter((a) => a.type !== 'play').length).toBeGreaterThan(0);
      // A defender never sees the declarer's discard.
      const discard = history.find((a) => a.type === 'discard');
      if (discard !== undefined && discard.seat !== d.seat) expect(discard.cards).toBeNull();
    }
    // The hiding is tested: some seat was shown a discard or trump card as hidden.
    expect(
      shown.some((d) =>
        (d.history ?? []).some(
          (a) => (a.type === 'discard' && a.cards === null) || (a.type === 'chooseTrump' && a.card === null),
        ),
      ),
    ).toBe(true);
  }, 300_000);

  it('keeps its calls when judged again, and serves a history that does not read as not known', async () => {
    expect(shown.length).toBeGreaterThan(1);
    const [first, second] = shown as [ShownDrill, ShownDrill];
    const row = temp.store.drills.drill(first.id);
    if (row === null) throw new Error('no row');
    const judged = rejudgeDrill({ method: 'rejudgeDrill', source: 'review', drill: row.drill });
    if (judged.outcome !== 'judged') throw new Error(`not judged: ${judged.outcome}`);
    expect((judged.drill as Drill).history).toEqual(first.history);
    temp.store.drills.rejudged(first.id, {
      theme: judged.drill.theme,
      drill: judged.drill,
      rating: initialRating(judged.drill.difficulty),
      judge: JUDGE_VERSION,
    });
    // A damaged history: the drill is served, its calls as not known.
    const other = temp.store.drills.drill(second.id);
    if (other === null) throw new Error('no row');
    const bad = [...(second.history ?? []), { type: 'play', seat: 7, card: 'XX' }];
    temp.store.drills.rejudged(second.id, {
      theme: other.theme,
      drill: { ...(other.drill as Drill), history: bad },
      rating: other.rating,
      judge: JUDGE_VERSION,
    });
    const again = await serveAll();
    expect(again.find((d) => d.id === first.id)?.history).toEqual(first.history);
    const damaged = again.find((d) => d.id === second.id);
    expect(damaged).toBeDefined();
    expect(damaged?.history).toBeNull();
  }, 120_000);
});

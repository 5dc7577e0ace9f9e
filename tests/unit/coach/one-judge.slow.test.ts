/**
 * The coach and the review are one judge (src-main/review/card.ts): practice hands played through the
 * game service over a real SQLite store, every card of the person graded by the coach at the table and
 * the finished hand reviewed by the review service — coach first on one hand, review first on another —
 * give every card the same grades (exact and from the seat, with the same sample, interval and compared
 * card) and the same words for the seat view, with the app's own sampling (no bound lowered).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Method,
  type ReviewStatus,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
  createRng,
  ok,
} from '../../../src-shared/index.ts';
import type { CoachNote } from '../../../src-shared/api/coach.ts';
import type { HandReview } from '../../../src-shared/api/review.ts';
import { type Lang } from '../../../src-shared/explain/names.ts';
import { explainDecision } from '../../../src-shared/explain/review.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { Coach } from '../../../src-main/coach/coach.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { noteWords } from '../../../src-renderer/components/coach/words.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-one-judge-'));
const stores: Store[] = [];
const services: ReviewService[] = [];
afterAll(() => {
  services.forEach((s) => s.close());
  stores.forEach((s) => s.close());
  rmSync(dir, { recursive: true, force: true });
});

const rules: Decider = {
  decide: async (v, _player, seed) => ok(playerByName('rules')!.decide(v, createRng(seed))),
};
const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

const myCards = (s: TableSnapshot) =>
  s.history.flatMap((a, i) => (a.type === 'play' && a.seat === 0 ? [i] : []));

/** A practice hand the person (seat 0) plays to its end (the first card of the offered ones). */
async function practiceHand(
  name: string,
  seed: number,
  coach: (s: TableSnapshot, index: number) => Promise<void>,
  variant: 'chosen' | 'twoHand' = 'chosen',
) {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  const games = new GameService(store, rules, { newSeed: () => seed });
  let s = value(
    await games.sessionNew({
      settings:
        variant === 'twoHand'
          ? { rules: PRESETS.csm, seats: [human('Eva'), ai('A')], practice: true, variant }
          : { rules: PRESETS.csm, seats: [human('Eva'), ai('A'), ai('B')], practice: true },
    }),
  );
  while (s.turn !== 'handEnd') {
    if (s.turn === 'human') {
      const plays = s.view.legal.filter((a) => a.type === 'play');
      const action = (plays.length > 0 ? plays[0] : s.view.legal[0]) as Action;
      const mine = myCards(s).length;
      s = value(await games.act({ id: s.id, action }));
      const played = myCards(s);
      if (played.length > mine) await coach(s, played.at(-1) as number);
    } else s = value(await games.advance({ id: s.id }));
  }
  return { store, s };
}

async function reviewed(store: Store, session: number): Promise<HandReview> {
  // Bidding is not the coach's: priced exactly only, to keep the test short; cards as in the app.
  const reviews = new ReviewService(store, inProcessPool(), { review: { deals: 0 } });
  services.push(reviews);
  const { job } = value(await reviews.reviewStart({ session, handNo: 1, seat: 0 }, 'test'));
  for (;;) {
    const st: ReviewStatus = value(await reviews.reviewPoll({ job }, 'test'));
    if (st.state === 'failed' || st.state === 'stopped') throw new Error(JSON.stringify(st.error));
    if (st.state !== 'running') return st.partial as HandReview;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const t = (key: string, params?: Record<string, unknown>) => `${key}${JSON.stringify(params ?? {})}`;

function expectOneJudge(notes: Map<number, CoachNote>, review: HandReview) {
  const cards = review.decisions.filter((d) => d.kind === 'card');
  expect(cards.length).toBeGreaterThan(3);
  for (const d of cards) {
    const note = notes.get(d.index);
    expect(note, `a note on the card at ${d.index}`).toBeDefined();
    expect(note!.exact).toEqual(d.exact);
    expect(note!.seatView).toEqual(d.seatView);
    expect(note!.draws).toEqual(d.draws);
    for (const lang of ['cs', 'en'] as Lang[]) {
      const w = noteWords(note!, { t, lang, deck: 'czech', trick: 1 });
      expect(w.seatGrade).toBe(explainDecision(d, lang).seatView);
    }
  }
  // Something was sampled, not only enumerated: the claim is about sampled grades.
  expect(cards.some((d) => d.seatView?.exact === false)).toBe(true);
}

describe('the coach and the review are one judge', () => {
  it('coach first, then the review: the same grades and words for every card', async () => {
    const notes = new Map<number, CoachNote>();
    let coach: Coach | null = null;
    const { store, s } = await practiceHand('coach-first', 11, async (snap, index) => {
      coach ??= new Coach(stores.at(-1) as Store, inProcessPool());
      notes.set(index, value(await coach.coachCard({ id: snap.id, index })));
    });
    expectOneJudge(notes, await reviewed(store, s.id));
  }, 600_000);

  it('the review first, then the coach: the same grades and words for every card', async () => {
    const { store, s } = await practiceHand('review-first', 12, async () => {});
    const review = await reviewed(store, s.id);
    const coach = new Coach(store, inProcessPool());
    const notes = new Map<number, CoachNote>();
    for (const index of myCards(s)) notes.set(index, value(await coach.coachCard({ id: s.id, index })));
    expectOneJudge(notes, review);
  }, 600_000);

  it('lízaný, coach first: a card while the stock lasts gets the same grades over the draws in both', async () => {
    const notes = new Map<number, CoachNote>();
    let coach: Coach | null = null;
    const { store, s } = await practiceHand(
      'two-hand',
      13,
      async (snap, index) => {
        coach ??= new Coach(stores.at(-1) as Store, inProcessPool());
        notes.set(index, value(await coach.coachCard({ id: snap.id, index })));
      },
      'twoHand',
    );
    const review = await reviewed(store, s.id);
    expectOneJudge(notes, review);
    expect(review.decisions.filter((d) => d.seatView?.over === 'draws').length).toBeGreaterThan(3);
  }, 600_000);
});

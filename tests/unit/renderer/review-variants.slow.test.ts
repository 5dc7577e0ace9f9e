// @vitest-environment happy-dom
/**
 * The review screen on hands of křížový and lízaný, graded by the real review (src-main/review, the
 * solver in this process) and served by a fake main: every seat playing the hand is shown where it sits,
 * the timeline's tricks hold one card per seat playing, křížový's call is graded with the ranks it was
 * compared with, a lízaný card played while the stock lasts is graded over the draws and says how in
 * words, and a loss is counted in the decider's own money by main's ownRates.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type HandRecord,
  type HandSetup,
  type HandState,
  type SeatPlayer,
  type SessionSummary,
  PRESETS,
  activeSeats,
  createRng,
  settle,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import type { FinishedHand, HandReview } from '../../../src-shared/api/review.ts';
import { drawsWords, samplesOver } from '../../../src-shared/explain/review.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { playHand } from '../../../src-main/ai/match.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { reviewHand } from '../../../src-main/review/review.ts';
import ReviewView from '../../../src-renderer/views/ReviewView.vue';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { i18n } from '../../../src-renderer/i18n/index.ts';
import type { CallContext } from '../../../src-renderer/format/calls.ts';
import { decisionCost, outline } from '../../../src-renderer/format/review.ts';
import { useReviewStore } from '../../../src-renderer/stores/review.ts';
import { fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';
import { waitFor } from '../../support/wait.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

afterEach(() => setApiClient(null));

/** A hand the rules players play out from `seed` on, with cards on the table. */
function played(
  setupOf: (deck: ReturnType<typeof shuffledDeck>) => HandSetup,
  seed: number,
  want: (e: HandState) => boolean,
) {
  for (let s = seed; s < seed + 200; s++) {
    const setup = setupOf(shuffledDeck(createRng(s)));
    const hand = playHand(
      setup,
      Array.from({ length: setup.table.size }, () => rulePlayer),
      s,
    );
    if (hand.playStart === null || !want(hand.final)) continue;
    const record: HandRecord = { setup, actions: hand.decisions.map((d) => d.action) };
    return { record, end: hand.final };
  }
  throw new Error('no hand');
}

const ctx = (): CallContext => ({ t: i18n.global.t, lang: 'cs', deck: 'czech', doubleNames: [] });

/** Serves one finished hand and its real review (complete at the first poll). */
async function mountReview(
  record: HandRecord,
  end: HandState,
  seats: readonly SeatPlayer[],
  seat: number,
  deals = 0,
) {
  const r = await reviewHand(inProcessPool(), { session: 7, handNo: 1, record }, seat, {
    layouts: 4,
    deals,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const graded: HandReview = { ...r.value, session: 7 };
  const money = settle(end).money;
  const hand: FinishedHand = { session: 7, handNo: 1, record, names: seats.map((s) => s.name), money };
  const summary: SessionSummary = {
    id: 7,
    name: 'Sobota',
    created: '2026-11-21T20:00:00.000Z',
    updated: '2026-11-21T20:00:00.000Z',
    names: seats.map((s) => s.name),
    ledger: money,
    hands: 1,
    practice: false,
  };
  const done = { job: 'j1', state: 'done' as const, partial: graded, error: null };
  const client = fakeClient({
    sessionList: () => ({ ok: true, value: [summary] }),
    sessionOpen: () => ({ ok: true, value: snapshotOf(end, { id: 7, seats, hands: [money] }) }),
    handGet: () => ({ ok: true, value: hand }),
    reviewStart: () => ({ ok: true, value: { job: 'j1' } }),
    reviewPoll: () => ({ ok: true, value: done }),
    reviewStop: () => ({ ok: true, value: { ...done, state: 'stopped' as const } }),
  });
  const pinia = setup(client);
  const w = mountWith(ReviewView, pinia, { session: 7, hand: 1, at: null });
  const review = useReviewStore();
  review.setSeat(seat);
  await waitFor(() => expect(review.review?.complete).toBe(true));
  await settleAll();
  return { w, review, graded };
}

const people = (n: number): SeatPlayer[] =>
  ['Jana', 'Karel', 'Pepa', 'Eva']
    .slice(0, n)
    .map((name, i) => (i === 0 ? { kind: 'human', name } : { kind: 'ai', name, level: 'hrac' }));

describe('the review screen on křížový and lízaný hands', () => {
  it('křížový: four hands where they sit, tricks of four, losses in own money by ownRates', async () => {
    const { record, end } = played(
      (deck) => ({ rules: PRESETS.csm, table: fourHandTable(3), deck, variant: 'fourHand' }),
      41_000,
      (e) => partnerOf(e) !== null && partnerOf(e) !== e.declarer && e.tricks.length === 8,
    );
    const seat = end.declarer as number;
    const { w, review, graded } = await mountReview(record, end, people(4), seat);
    const places = w.findAll('[data-testid="review-hand"]').map((h) => h.attributes('data-place'));
    expect(places.sort()).toEqual(['bottom', 'left', 'right', 'top']);

    const o = outline(record.actions, ctx(), activeSeats(record.setup.table).length);
    expect(o.tricks).toHaveLength(8);
    for (const t of o.tricks) expect(new Set(t.map((i) => i.seat)).size).toBe(4);

    // Two against two settle in pairs: a loss of one rate per defender is one of his own.
    for (const d of graded.decisions) {
      expect(d.ownRates).toBe(1);
      // A seat view graded best (within its sampling error) costs nothing.
      const loss = d.seatView ? (d.seatView.grade === 'best' ? 0 : d.seatView.loss) : (d.exact?.loss ?? 0);
      expect(decisionCost(d).units).toBeCloseTo(loss, 9);
    }
    // The call of the rank is priced like any bidding decision: its grade and every rank it was
    // compared with are shown; nothing of křížový is left unjudged.
    expect(graded.decisions.every((d) => d.unjudged === undefined)).toBe(true);
    const call = graded.decisions.find((d) => d.kind === 'call');
    expect(call?.exact).toBeDefined();
    review.go(call!.index);
    await settleAll();
    expect(w.find('[data-testid="review-unjudged"]').exists()).toBe(false);
    expect(w.find('[data-testid="review-grade-exact"]').attributes('data-grade')).toBe(call!.exact!.grade);
    const rows = w.findAll('[data-testid="review-alternative"]');
    expect(rows).toHaveLength(call!.alternatives!.length);
    expect(rows.filter((r) => r.classes().includes('chosen'))).toHaveLength(1);
    for (const r of rows) expect(r.text()).toMatch(/^Volám /);
    // Křížový's second round waits in the engine's stock until the call: no lízaný stock is shown.
    expect(review.state === null ? 0 : stockOf(review.state).length).toBeGreaterThan(0);
    expect(w.find('[data-testid="review-stock"]').exists()).toBe(false);
  });

  it('lízaný: two hands, tricks of two, a card and a call over the draws explained, the stock counted', async () => {
    const { record, end } = played(
      (deck) => ({ rules: PRESETS.csm, table: { size: 2, dealer: 1 }, deck, variant: 'twoHand' }),
      42_000,
      (e) => e.tricks.length === 16,
    );
    const { w, review, graded } = await mountReview(record, end, people(2), 0, 3);
    expect(
      w
        .findAll('[data-testid="review-hand"]')
        .map((h) => h.attributes('data-place'))
        .sort(),
    ).toEqual(['bottom', 'top']);
    const o = outline(record.actions, ctx(), 2);
    expect(o.tricks).toHaveLength(16);
    for (const t of o.tricks) expect(new Set(t.map((i) => i.seat)).size).toBe(2);

    // A card while the stock lasts: graded over the draws, the method said in words, no analysis.
    const early = graded.decisions.find((d) => d.draws !== undefined && d.draws.stockSize === 16);
    expect(early).toBeDefined();
    review.go(early!.index);
    await settleAll();
    expect(w.find('[data-testid="review-unjudged"]').exists()).toBe(false);
    expect(w.find('[data-testid="review-grade-seat"]').attributes('data-grade')).toBe(early!.seatView!.grade);
    // The stock of 16 is too deep to search with every card visible: that row says not priced.
    expect(early!.exact).toBeNull();
    expect(w.find('[data-testid="review-grade-exact"]').attributes('data-grade')).toBe('none');
    const verdict = w
      .findAll('[data-testid="review-verdict"]')
      .map((p) => p.text())
      .join(' ');
    expect(verdict).toContain(drawsWords(early!.draws!, 'cs').exact!);
    expect(verdict).toContain(drawsWords(early!.draws!, 'cs').method);
    expect(w.find('[data-testid="review-samples"]').text()).toBe(samplesOver(early!.seatView!, 'card', 'cs'));
    expect(w.find('[data-testid="review-samples"]').text()).toMatch(/^průměr z \d+ dobraní$/);
    expect(w.find('[data-testid="review-stock"]').text()).toMatch(/V balíčku \d+ kar/);
    // A card in the stock's last tricks: graded exactly too.
    const short = graded.decisions.find((d) => d.draws?.exactSearched === true && d.exact !== null);
    expect(short).toBeDefined();
    review.go(short!.index);
    await settleAll();
    expect(w.find('[data-testid="review-grade-exact"]').attributes('data-grade')).toBe(short!.exact!.grade);
    // The trumps named: graded from the seat over the draws, each suit compared, no exact row.
    const trumps = graded.decisions.find((d) => d.action.type === 'chooseTrumpSuit');
    expect(trumps).toBeDefined();
    expect(trumps!.exact).toBeNull();
    expect(trumps!.draws).toEqual({ stockSize: 24, exactSearched: false });
    review.go(trumps!.index);
    await settleAll();
    expect(w.find('[data-testid="review-unjudged"]').exists()).toBe(false);
    expect(w.find('[data-testid="review-grade-seat"]').attributes('data-grade')).toBe(
      trumps!.seatView!.grade,
    );
    expect(w.find('[data-testid="review-grade-exact"]').attributes('data-grade')).toBe('none');
    expect(w.find('[data-testid="review-samples"]').text()).toBe('průměr z 3 dobraní');
    expect(w.findAll('[data-testid="review-alternative"]')).toHaveLength(4);
    const callWords = w
      .findAll('[data-testid="review-verdict"]')
      .map((p) => p.text())
      .join(' ');
    expect(callWords).toContain(drawsWords(trumps!.draws!, 'cs', trumps!.kind).exact!);
    expect(callWords).toContain(drawsWords(trumps!.draws!, 'cs', trumps!.kind).method);
    // Nothing is left unjudged: the summary has no such row.
    expect(graded.decisions.every((d) => d.unjudged === undefined)).toBe(true);
    expect(w.find('[data-testid="review-unjudged-count"]').exists()).toBe(false);

    // After the stock: graded, both rows shown, one rate of his own per rate (one against one).
    const late = graded.decisions.find((d) => d.kind === 'card' && d.exact !== null && d.draws === undefined);
    expect(late).toBeDefined();
    expect(late!.ownRates).toBe(1);
    review.go(late!.index);
    await settleAll();
    expect(w.find('[data-testid="review-unjudged"]').exists()).toBe(false);
    expect(w.find('[data-testid="review-grade-exact"]').attributes('data-grade')).toBe(late!.exact!.grade);
    expect(w.find('[data-testid="review-stock"]').exists()).toBe(false);
  });
});

// @vitest-environment happy-dom
/**
 * The review screen's data: a finished hand's moments replayed by the engine, its outline, the summary
 * of graded decisions and the costliest first; the review store stepping through a hand and streaming
 * its grades from a fake main (one job at a time, a stop reaching main), and the evening reviewed hand
 * after hand. The solver's analysis comes from the real solver (verdictCard against equivalents).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPinia } from 'pinia';
import {
  type Action,
  type ApiResult,
  type Card,
  type HandRecord,
  type HandState,
  type Ruleset,
  type SessionSummary,
  PRESETS,
  createRng,
  describe as describePosition,
  legalActions,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import type { FinishedHand, HandReview, ReviewedDecision } from '../../../src-shared/api/review.ts';
import type { Analysis } from '../../../src-shared/api/solver.ts';
import { grade, gradeCardExact } from '../../../src-shared/review/grade.ts';
import type { ParamsOf, ReviewStatus } from '../../../src-shared/api/contract.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { decisionsOf } from '../../../src-main/review/review.ts';
import ReviewView from '../../../src-renderer/views/ReviewView.vue';
import ReviewSummary, {
  type PlacedDecision,
} from '../../../src-renderer/components/review/ReviewSummary.vue';
import { useBoardStore } from '../../../src-renderer/stores/board.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { droppedNote } from '../../../src-shared/explain/review.ts';
import { i18n } from '../../../src-renderer/i18n/index.ts';
import type { CallContext } from '../../../src-renderer/format/calls.ts';
import {
  alternativeRows,
  bestCards,
  costliest,
  decisionCost,
  momentWhere,
  outline,
  replayMoments,
  summarize,
  verdictCard,
} from '../../../src-renderer/format/review.ts';
import { personSeat, useReviewStore } from '../../../src-renderer/stores/review.ts';
import { type Step, randomHand, randomHands } from './random-hands.ts';
import {
  type FakeClient,
  fakeClient,
  mountWith,
  parseRoute,
  routeHash,
  screen,
  settleAll,
  setup,
  snapshotOf,
  solverHandlers,
  testEventsNow,
} from './support.ts';
import { waitFor } from '../../support/wait.ts';

afterEach(() => setApiClient(null));

const ctx = (): CallContext => ({
  t: (key, named) => i18n.global.t(key, named ?? {}),
  lang: 'cs',
  deck: 'czech',
  doubleNames: PRESETS.csm.doubleNames,
});

/** A random hand played through the engine (random-hands.ts) as a record: its setup and its actions. */
function recordOf(seed: number, rules: Ruleset = PRESETS.csm): { record: HandRecord; steps: Step[] } {
  const steps = randomHand(seed, rules);
  // randomHand deals from the first draw of its rng, with the dealer at seed % 3.
  const setup = { rules, table: { size: 3 as const, dealer: seed % 3 }, deck: shuffledDeck(createRng(seed)) };
  return { record: { setup, actions: steps.map((s) => s.action) }, steps };
}

/** A finished hand as main stores it. */
function finished(seed: number, handNo = 1): FinishedHand {
  return {
    session: 7,
    handNo,
    record: recordOf(seed).record,
    names: ['Ty', 'Karel', 'Jana'],
    money: [0, 0, 0],
  };
}

describe('format/review', () => {
  it('replays every moment of random hands exactly as they were played', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { record, steps } = recordOf(seed, seed % 2 === 0 ? PRESETS.house001 : PRESETS.csm);
      const moments = replayMoments(record.setup, record.actions);
      expect(moments).toHaveLength(steps.length + 1);
      steps.forEach((s, i) => expect(moments[i]).toEqual(s.before));
      expect(moments.at(-1)).toEqual(steps.at(-1)?.after);
    }
  });

  it('stops at an action the engine refuses', () => {
    const { record } = recordOf(3);
    const bad: Action = { type: 'play', seat: 0, card: 'HA' };
    const moments = replayMoments(record.setup, [
      record.actions[0] as Action,
      bad,
      ...record.actions.slice(1),
    ]);
    expect(moments).toHaveLength(2);
  });

  it('outlines the bidding and the tricks, three cards each, every action once', () => {
    for (const steps of randomHands(12)) {
      const actions = steps.map((s) => s.action);
      const o = outline(actions, ctx());
      const end = steps.at(-1)?.after as HandState;
      expect(o.tricks).toHaveLength(end.tricks.length);
      for (const t of o.tricks) expect(t).toHaveLength(3);
      const indices = [...o.bidding, ...o.tricks.flat()].map((m) => m.index).sort((a, b) => a - b);
      expect(indices).toEqual(actions.map((_, i) => i));
      for (const m of [...o.bidding, ...o.tricks.flat()]) expect(m.label).not.toBe('');
      // A card's moment is named by its trick.
      const card = o.tricks[1]?.[0];
      if (card) expect(momentWhere(actions, card.index, ctx())).toMatch(/^2\. zdvih: /);
    }
  });

  it('counts grades both ways and lists the costliest decisions first', () => {
    const d = (index: number, exact: number | null, seat: number | null): ReviewedDecision => ({
      index,
      kind: 'card',
      seat: 0,
      side: 'declarer',
      action: { type: 'play', seat: 0, card: 'HA' },
      exact: exact === null ? null : grade('declarer', 4 - exact, 4),
      bestAction: null,
      seatView: seat === null ? null : { ...grade('declarer', 2 - seat, 2), samples: 20, bestAction: null },
      analysis: null,
    });
    const list = [d(0, 0, 0), d(1, 2, 0), d(2, 15, 5), d(3, 0.5, 1), d(4, null, null), d(5, null, 3)];
    const s = summarize(list);
    expect(s.exact).toEqual({ best: 1, inaccuracy: 1, mistake: 1, blunder: 1 });
    expect(s.seat).toEqual({ best: 2, inaccuracy: 1, mistake: 1, blunder: 1 });
    expect(s.unpriced).toBe(1);
    // The declarer's loss per defender costs him twice: both defenders pay it.
    expect(s.lostExact).toBeCloseTo(2 * 17.5);
    expect(s.lostSeat).toBeCloseTo(2 * 9);
    // Judged from the seat's view where it was priced (a choice best on what could be known is no
    // mistake), else exactly; a decision that lost only exactly (1: best from the seat) costs nothing
    // as judged and is not listed — no "0,00 Kč" among the costliest.
    expect(costliest(list).map((x) => x.index)).toEqual([2, 5, 3]);
    expect(decisionCost(list[5] as ReviewedDecision)).toEqual({ units: 6, basis: 'seat' });
    expect(decisionCost(list[4] as ReviewedDecision)).toEqual({ units: 0, basis: 'exact' });
    // A defender's loss is his own.
    const defence: ReviewedDecision = {
      ...(list[1] as ReviewedDecision),
      index: 9,
      side: 'defence',
      exact: grade('defence', 2, 0),
      seatView: { ...grade('defence', 1.5, 0), samples: 12, bestAction: null },
    };
    expect(decisionCost(defence)).toEqual({ units: 1.5, basis: 'seat' });
    expect(costliest([...list, defence]).map((x) => x.index)).toEqual([2, 5, 3, 9]);
  });

  it('lists among the costliest only what cost at least a haléř as judged, never “0,00 Kč”', () => {
    const d = (index: number, exact: number, seat: number | null): PlacedDecision => ({
      index,
      key: String(index),
      where: `${index}. zdvih`,
      kind: 'card',
      seat: 0,
      side: 'defence',
      action: { type: 'play', seat: 0, card: 'HA' },
      exact: grade('defence', exact, 0),
      bestAction: null,
      seatView: seat === null ? null : { ...grade('defence', seat, 0), samples: 20, bestAction: null },
      analysis: null,
    });
    // 3: best from the seat, a loss only with every card visible; 4: a seat mean below a haléř.
    const decisions = [d(1, 2, 1.5), d(2, 1, null), d(3, 4, 0), d(4, 3, 0.001)];
    const w = mountWith(ReviewSummary, createPinia(), {
      decisions,
      baseHaler: 20,
      seatTitle: 'Z tvého pohledu',
    });
    const costly = w.findAll('[data-testid=review-costly]');
    expect(costly.map((b) => b.attributes('data-index'))).toEqual(['1', '2']);
    for (const b of costly) expect(b.text()).not.toContain('0,00 Kč');
    expect(costly[0]!.text()).toContain('Z tvého pohledu: 0,30 Kč');
    w.unmount();
  });

  it("prices a bidding decision's alternatives against the best one, from the decider's side", () => {
    const pass: Action = { type: 'pass', seat: 1 };
    const flek: Action = { type: 'double', seat: 1, components: ['game'] };
    const seven: Action = { type: 'double', seat: 1, components: [], against: ['sevenAgainst'] };
    const base: ReviewedDecision = {
      index: 7,
      kind: 'double',
      seat: 1,
      side: 'defence',
      action: pass,
      exact: grade('defence', 1, -1),
      bestAction: flek,
      seatView: null,
      analysis: null,
      // Values favour the declarer: the defence wants them low.
      alternatives: [
        { action: pass, exact: 1, seatView: 0.5 },
        { action: flek, exact: -1, seatView: 0.8 },
        { action: seven, exact: 4, seatView: null },
      ],
    };
    const rows = alternativeRows(base);
    // Best first from the seat's view (the flek loses 0,3 there), the unpriced one by its exact loss.
    expect(rows.map((r) => [r.action, r.chosen, r.exact])).toEqual([
      [pass, true, 2],
      [flek, false, 0],
      [seven, false, 5],
    ]);
    expect(rows.map((r) => r.seat)).toEqual([0, expect.closeTo(0.3, 9), null]);
    // The declarer's losses are paid by both defenders.
    const declarer = alternativeRows({ ...base, side: 'declarer' });
    expect(declarer.find((r) => r.chosen)?.exact).toBe(2 * (4 - 1));
    expect(alternativeRows({ ...base, alternatives: undefined })).toEqual([]);
    // An alternative dropped on the way (surely worse) keeps how many deals it was valued on, and the
    // table's words say so through the one formatter.
    const dropped = alternativeRows({
      ...base,
      alternatives: [
        { action: pass, exact: 1, seatView: 0.5 },
        { action: seven, exact: 4, seatView: 6, seatSamples: 12 },
      ],
    });
    expect(dropped.map((r) => r.seatSamples)).toEqual([undefined, 12]);
    expect(droppedNote(12, 'double', 'cs')).toBe('jistě horší, spočteno z 12 rozdání');
    expect(droppedNote(12, 'double', 'en')).toBe('surely worse, over 12 deals');
    expect(droppedNote(30, 'card', 'cs', 'draws')).toBe('jistě horší, spočteno z 30 dobraní');
    expect(droppedNote(30, 'card', 'en', 'draws')).toBe('surely worse, over 30 draws');
  });

  it('finds the verdict that stands for a card among equivalents of a real analysis', async () => {
    const solver = solverHandlers();
    // A moment of play from a random hand (the fourth card).
    const steps = randomHand(5);
    const at = steps.find((s) => s.before.phase === 'play' && s.before.tricks.length === 1);
    expect(at).toBeDefined();
    if (!at) return;
    const r = (await solver.analyze?.({ position: describePosition(at.before) })) as ApiResult<'analyze'>;
    expect(r.ok).toBe(true);
    const analysis = (r as { value: Analysis }).value;
    const legal = legalActions(at.before).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    for (const c of legal) {
      const v = verdictCard(analysis, c);
      expect(v).not.toBeNull();
      const verdict = analysis.cards.find((x) => x.card === v);
      expect(v === c || verdict?.equivalent.includes(c)).toBe(true);
    }
    const best = bestCards(analysis);
    for (const c of legal)
      expect(best.has(c)).toBe(analysis.cards.find((x) => x.card === verdictCard(analysis, c))?.loss === 0);
  });
});

// ---------------------------------------------------------------------------------------------
// The store over a fake main

/** The seat's decisions of a hand as main picks them, graded with made-up values (the store shows what main sends). */
function gradedDecisions(hand: FinishedHand, seat: number): ReviewedDecision[] {
  const graded = new Set(decisionsOf(hand.record, seat).map((d) => d.index));
  return hand.record.actions.flatMap((action, index) =>
    !graded.has(index)
      ? []
      : [
          {
            index,
            kind: action.type === 'play' ? ('card' as const) : ('double' as const),
            seat,
            side: 'defence' as const,
            action,
            exact: grade('defence', index % 3, 0),
            bestAction: null,
            seatView: { ...grade('defence', index % 2, 0), samples: 10, bestAction: null },
            analysis: null,
          },
        ],
  );
}

const PERSON_SECOND = [
  { kind: 'ai' as const, name: 'Karel', level: 'hrac' as const },
  { kind: 'human' as const, name: 'Ty' },
  { kind: 'ai' as const, name: 'Jana', level: 'mistr' as const },
];

function summaryOf(id: number, name: string | null, hands: number): SessionSummary {
  const at = '2026-11-20T20:00:00.000Z';
  return {
    id,
    name,
    created: at,
    updated: at,
    names: ['Karel', 'Ty', 'Jana'],
    ledger: [0, 0, 0],
    hands,
    practice: false,
  };
}

/** A fake main: the session, its hands, and review jobs that grade a few decisions per fetch. */
function fakeMain(hands: FinishedHand[], perPoll = 4, tellsNews = true) {
  const jobs = new Map<string, { seat: number; handNo: number; polls: number; open: boolean }>();
  const log = { started: [] as { handNo: number; seat: number }[], stopped: [] as string[], maxOpen: 0 };
  const open = () => [...jobs.values()].filter((j) => j.open).length;
  const partial = (job: string): HandReview => {
    const j = jobs.get(job) as { seat: number; handNo: number; polls: number };
    const all = gradedDecisions(hands[j.handNo - 1] as FinishedHand, j.seat);
    const decisions = all.slice(0, j.polls * perPoll);
    return {
      session: 7,
      handNo: j.handNo,
      seat: j.seat,
      decisions,
      complete: decisions.length === all.length,
    };
  };
  const last = replayMoments(hands[0]!.record.setup, hands[0]!.record.actions).at(-1) as HandState;
  const client = fakeClient({
    sessionList: () => ({ ok: true, value: [summaryOf(7, 'Pátek u Karla', hands.length)] }),
    sessionOpen: () => ({
      ok: true,
      value: snapshotOf(last, { id: 7, seats: PERSON_SECOND, hands: hands.map((h) => h.money) }),
    }),
    handGet: ({ handNo }) => {
      const h = hands[handNo - 1];
      return h
        ? { ok: true, value: h }
        : {
            ok: false,
            error: {
              code: 'badInput',
              error: {
                code: 'shape',
                path: 'params.handNo',
                expected: 'a finished hand',
                got: String(handNo),
              },
            },
          };
    },
    reviewStart: ({ handNo, seat }) => {
      const job = `j${jobs.size + 1}`;
      jobs.set(job, { seat, handNo, polls: 0, open: true });
      log.started.push({ handNo, seat });
      log.maxOpen = Math.max(log.maxOpen, open());
      return { ok: true, value: { job } };
    },
    reviewPoll: ({ job }) => {
      const j = jobs.get(job);
      if (!j) return { ok: false, error: { code: 'internal', message: 'no job' } };
      j.polls++;
      const p = partial(job);
      if (p.complete) j.open = false;
      // Main's job grades on and tells its news (a 'job' event); the store fetches when told.
      else if (tellsNews)
        setTimeout(() => testEventsNow().tell({ kind: 'job', job, state: 'running', progress: j.polls }), 0);
      return { ok: true, value: { job, state: p.complete ? 'done' : 'running', partial: p, error: null } };
    },
    reviewStop: ({ job }) => {
      const j = jobs.get(job);
      if (j) j.open = false;
      log.stopped.push(job);
      return { ok: true, value: { job, state: 'stopped', partial: j ? partial(job) : null, error: null } };
    },
  });
  return { client, log };
}

describe('useReviewStore', () => {
  it('opens a finished hand at its start, for the person, and streams the grades in', async () => {
    const hand = finished(4);
    const { client, log } = fakeMain([hand]);
    setup(client);
    const review = useReviewStore();
    await review.open(7, 1);
    expect(review.seat).toBe(personSeat({ rules: PRESETS.csm, seats: PERSON_SECOND, practice: false }));
    expect(review.seat).toBe(1);
    expect(review.sessionName).toBe('Pátek u Karla');
    expect(review.step).toBe(0);
    expect(review.last).toBe(hand.record.actions.length);
    expect(review.state).toEqual(replayMoments(hand.record.setup, []).at(0));
    expect(review.running).toBe(true);
    await waitFor(() => expect(review.review?.complete).toBe(true));
    expect(review.running).toBe(false);
    expect(review.decisions).toEqual(gradedDecisions(hand, 1));
    expect(log.started).toEqual([{ handNo: 1, seat: 1 }]);

    // Stepping: clamped at both ends; the seat's decisions one after another.
    review.back();
    expect(review.step).toBe(0);
    review.end();
    expect(review.step).toBe(review.last);
    expect(review.action).toBeNull();
    review.forward();
    expect(review.step).toBe(review.last);
    review.first();
    review.nextDecision(1);
    // The seat's first action that was a choice (a forced one is no decision).
    const moments = replayMoments(hand.record.setup, hand.record.actions);
    const firstOwn = hand.record.actions.findIndex(
      (a, i) => a.seat === 1 && legalActions(moments[i] as HandState).length > 1,
    );
    expect(review.seatMoments).toEqual(decisionsOf(hand.record, 1).map((d) => d.index));
    // The last card of a hand played out is forced: it is no decision.
    if ((moments.at(-1) as HandState).tricks.length === 10)
      expect(review.seatMoments).not.toContain(hand.record.actions.length - 1);
    expect(review.step).toBe(firstOwn);
    expect(review.decision?.index).toBe(firstOwn);
    expect(review.action).toEqual(hand.record.actions[firstOwn]);
    review.nextDecision(1);
    expect(review.action?.seat).toBe(1);
    expect(review.step).toBeGreaterThan(firstOwn);
    review.nextDecision(-1);
    expect(review.step).toBe(firstOwn);
    review.close();
  });

  it('steps onto exactly the decisions main grades: not a declarer’s card whose only alternative was a claim', async () => {
    // A hand played out to its tenth trick: the declarer may claim at every turn of his, so a card he
    // had to play (the last one, a single card of the suit led) still has a second legal action.
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((n) => {
      const end = replayMoments(finished(n).record.setup, finished(n).record.actions).at(-1) as HandState;
      return end.declarer !== null && end.tricks.length === 10;
    });
    expect(seed).toBeDefined();
    const hand = finished(seed as number);
    const moments = replayMoments(hand.record.setup, hand.record.actions);
    const declarer = (moments.at(-1) as HandState).declarer as number;
    const graded = decisionsOf(hand.record, declarer).map((d) => d.index);
    // The case exists: a card of the declarer's whose legal actions were that card and the claim.
    const claimOnly = hand.record.actions.flatMap((a, i) => {
      const legal = legalActions(moments[i] as HandState);
      return a.seat === declarer && legal.length === 2 && legal.some((x) => x.type === 'claim') ? [i] : [];
    });
    expect(claimOnly.length).toBeGreaterThan(0);
    for (const i of claimOnly) expect(graded).not.toContain(i);

    const { client } = fakeMain([hand], 1);
    setup(client);
    const review = useReviewStore();
    await review.open(7, 1, 0, declarer);
    // The screen's list of decisions is main's: "Hodnotím n. rozhodnutí z <main's count>".
    expect(review.seatMoments).toEqual(graded);
    await waitFor(() => expect(review.review?.complete).toBe(true));
    expect(review.decisions.map((d) => d.index)).toEqual(graded);
    // "Další rozhodnutí" from the last graded one stays there: no empty panel past it.
    review.go(graded.at(-1) as number);
    review.nextDecision(1);
    expect(review.step).toBe(graded.at(-1));
    expect(review.decision).not.toBeNull();
    for (const i of review.seatMoments) {
      review.go(i);
      expect(review.decision?.index).toBe(i);
    }
    review.close();
  });

  it('stops a review in main and keeps what was graded; another seat starts a new review', async () => {
    const hand = finished(6);
    // Jobs that grade only what the first fetch finds (no news after it): still running when stopped.
    const { client, log } = fakeMain([hand], 1, false);
    setup(client);
    const review = useReviewStore();
    await review.open(7, 1, 5);
    expect(review.step).toBe(5);
    await waitFor(() => expect(review.decisions.length).toBeGreaterThan(0));
    review.stopHand();
    expect(review.running).toBe(false);
    await settleAll();
    expect(log.stopped).toEqual(['j1']);
    const kept = review.decisions.length;
    expect(kept).toBeGreaterThan(0);
    expect(review.review?.complete).toBe(false);

    review.setSeat(2);
    expect(review.review).toBeNull();
    await waitFor(() => expect(log.started.at(-1)).toEqual({ handNo: 1, seat: 2 }));
    await waitFor(() => expect(review.decisions.length).toBeGreaterThan(0));
    expect(review.decisions.every((d) => d.seat === 2)).toBe(true);
    expect(log.maxOpen).toBe(1);
    review.close();
    await settleAll();
    expect(log.stopped).toContain('j2');
  });

  it('says why a hand cannot be opened', async () => {
    const { client } = fakeMain([finished(4)]);
    setup(client);
    const review = useReviewStore();
    await review.open(7, 9);
    expect(review.loadError?.code).toBe('badInput');
    expect(review.hand).toBeNull();
    expect(review.running).toBe(false);
  });

  it('reviews the evening hand after hand, one job at a time', async () => {
    const hands = [finished(4, 1), finished(7, 2), finished(9, 3)];
    const { client, log } = fakeMain(hands, 20);
    setup(client);
    const review = useReviewStore();
    await review.openEvening(7);
    expect(review.evening.map((h) => h.handNo)).toEqual([1, 2, 3]);
    await waitFor(() => expect(review.evening.every((h) => h.status === 'done')).toBe(true));
    expect(review.eveningRunning).toBe(false);
    expect(log.started).toEqual([
      { handNo: 1, seat: 1 },
      { handNo: 2, seat: 1 },
      { handNo: 3, seat: 1 },
    ]);
    expect(log.maxOpen).toBe(1);
    review.evening.forEach((h, i) =>
      expect(h.review?.decisions).toEqual(gradedDecisions(hands[i] as FinishedHand, 1)),
    );

    // Opening one of its hands stops nothing finished and starts that hand's (cached) review.
    await review.open(7, 2, 3);
    expect(review.hand?.handNo).toBe(2);
    expect(review.step).toBe(3);
    review.close();
  });

  it('grades no hand the person sat out (at four the dealer), and says so', async () => {
    const out = finished(7, 2);
    // The person reviewed is seat 1; here seat 1 dealt at four and sat the hand out.
    const satOut: FinishedHand = {
      ...out,
      record: { ...out.record, setup: { ...out.record.setup, table: { size: 4, dealer: 1 } } },
    };
    const { client, log } = fakeMain([finished(4, 1), satOut, finished(9, 3)], 20);
    setup(client);
    const review = useReviewStore();
    await review.openEvening(7);
    await waitFor(() => expect(review.eveningRunning).toBe(false));
    expect(review.evening.map((h) => h.status)).toEqual(['done', 'satOut', 'done']);
    expect(log.started).toEqual([
      { handNo: 1, seat: 1 },
      { handNo: 3, seat: 1 },
    ]);
    expect(review.evening[1]?.review).toBeNull();
    expect(i18n.global.t('review.status.satOut')).toBe('mimo hru: není co hodnotit');
    review.close();
  });

  it('stops the evening when a hand is opened from it', async () => {
    const hands = [finished(4, 1), finished(7, 2)];
    const { client, log } = fakeMain(hands, 1);
    setup(client);
    const review = useReviewStore();
    await review.openEvening(7);
    await waitFor(() => expect(review.evening[0]?.status).toBe('running'));
    await review.open(7, 2);
    await settleAll();
    expect(log.stopped).toContain('j1');
    expect(review.eveningRunning).toBe(false);
    expect(review.evening[0]?.status).toBe('stopped');
    expect(log.maxOpen).toBe(1);
    review.close();
  });
});

describe('review routes', () => {
  it('reads and writes the hand, the moment and the evening', () => {
    for (const hash of ['#/review/3', '#/review/3/2', '#/review/3/2/15'])
      expect(routeHash(parseRoute(hash))).toBe(hash);
    expect(parseRoute('#/review/3/2/15')).toEqual({ name: 'review', session: 3, hand: 2, at: 15 });
    expect(parseRoute('#/review/3')).toEqual({ name: 'review', session: 3, hand: null, at: null });
    expect(parseRoute('#/review/x')).toEqual({ name: 'home' });
  });
});

// ---------------------------------------------------------------------------------------------
// The screen

/** A finished hand whose person (seat 1) played a card worse than the best one, found by the solver. */
function handWithLoss(): { hand: FinishedHand; index: number; analysis: Analysis } {
  for (let seed = 1; seed < 200; seed++) {
    const hand = finished(seed);
    const moments = replayMoments(hand.record.setup, hand.record.actions);
    for (let i = 0; i < hand.record.actions.length; i++) {
      const a = hand.record.actions[i] as Action;
      const before = moments[i] as HandState;
      if (a.type !== 'play' || a.seat !== 1 || before.tricks.length > 6) continue;
      const analysis = analyze(before);
      const card = verdictCard(analysis, a.card);
      if (card !== null && (analysis.cards.find((c) => c.card === card)?.loss ?? 0) > 0)
        return { hand, index: i, analysis };
    }
  }
  throw new Error('no hand with a losing card of seat 1');
}

describe('ReviewView', () => {
  it('steps through a hand, shows both grades labelled and a card’s verdict, saves the moment and opens the board', async () => {
    const { hand, index, analysis } = handWithLoss();
    const { client } = fakeMain([hand], 100);
    // The card decision carries the solver's analysis, graded from it as main grades it.
    const before = replayMoments(hand.record.setup, hand.record.actions)[index] as HandState;
    const action = hand.record.actions[index] as Action & { type: 'play' };
    const exact = gradeCardExact(analysis, action.card);
    const saves: { title: string; overwrite: boolean; position: unknown }[] = [];
    const poll = client.call.bind(client);
    const wrapped: FakeClient = {
      calls: client.calls,
      async call(method, params) {
        if (method === 'positionSave') {
          const p = params as ParamsOf<'positionSave'>;
          saves.push({ title: p.title, overwrite: p.overwrite, position: p.position });
          if (saves.length === 2)
            return {
              ok: false,
              error: {
                code: 'conflict',
                existing: {
                  id: 1,
                  title: p.title,
                  notes: '',
                  tags: [],
                  created: '',
                  updated: '',
                  notation: '',
                },
              },
            } as never;
          return {
            ok: true,
            value: {
              id: 1,
              title: p.title,
              notes: '',
              tags: [],
              created: '',
              updated: '',
              notation: '',
              position: p.position,
            },
          } as never;
        }
        const r = await poll(method, params);
        if (method !== 'reviewPoll' || !r.ok) return r;
        const status = r.value as ReviewStatus;
        if (!status.partial) return r;
        const decisions = status.partial.decisions.map((d) =>
          d.index === index
            ? { ...d, kind: 'card' as const, side: analysis.side, exact, analysis, seatView: null }
            : d,
        );
        return { ok: true, value: { ...status, partial: { ...status.partial, decisions } } } as never;
      },
    };
    const pinia = setup(wrapped);
    const w = mountWith(ReviewView, pinia, { session: 7, hand: 1, at: null });
    const review = useReviewStore();
    await waitFor(() => expect(review.review?.complete).toBe(true));
    await settleAll();
    expect(w.find('[data-testid="review-step"]').text()).toBe(`Okamžik 0 z ${hand.record.actions.length}`);

    // Keys step; the person's hand is at the bottom.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    await settleAll();
    expect(review.step).toBe(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
    await settleAll();
    expect(review.step).toBe(review.last);
    expect(w.find('[data-testid="review-moment-title"]').text()).toBe('Konec hry');
    expect(w.find('[data-testid="review-hand"][data-place="bottom"]').attributes('data-seat')).toBe('1');

    // The card decision: both grades labelled, the verdict in the words of explain/verdict.ts.
    review.go(index);
    await settleAll();
    expect(w.find('[data-testid="review-moment-title"]').text()).toContain(`${hand.names[1]}:`);
    const exactBox = w.find('[data-testid="review-grade-exact"]');
    expect(exactBox.text()).toContain('Se všemi kartami');
    expect(exactBox.attributes('data-grade')).toBe(exact?.grade);
    expect(w.find('[data-testid="review-grade-seat"]').text()).toContain('Z tvého pohledu');
    const words = explainVerdict(before, analysis, verdictCard(analysis, action.card) as Card, 'cs');
    expect(w.findAll('[data-testid="review-verdict"]').map((p) => p.text())).toEqual(
      [words.cost, words.line].filter((x) => x !== ''),
    );
    expect(w.find(`[data-testid="review-card"][data-card="${action.card}"]`).attributes('data-chosen')).toBe(
      'true',
    );
    for (const c of bestCards(analysis))
      if (w.find(`[data-testid="review-card"][data-card="${c}"]`).exists())
        expect(w.find(`[data-testid="review-card"][data-card="${c}"]`).attributes('data-best')).toBe('true');

    // Saved under a title; the same title again asks, and overwrites only when told.
    await w.find('[data-testid="review-save"]').trigger('submit');
    await settleAll();
    expect(w.find('[data-testid="review-save-done"]').exists()).toBe(true);
    expect(saves[0]?.position).toEqual(describePosition(before));
    expect(saves[0]?.overwrite).toBe(false);
    await w.find('[data-testid="review-save"]').trigger('submit');
    await settleAll();
    expect(w.find('[data-testid="review-save-conflict"]').exists()).toBe(true);
    await w.find('[data-testid="review-save-overwrite"]').trigger('click');
    await settleAll();
    expect(saves.map((s) => s.overwrite)).toEqual([false, false, true]);
    expect(w.find('[data-testid="review-save-done"]').exists()).toBe(true);

    // The moment in the analysis board.
    await w.find('[data-testid="review-board"]').trigger('click');
    expect((await screen()).name).toBe('board');
    expect(describePosition(useBoardStore().state as HandState)).toEqual(describePosition(before));
    w.unmount();
  });
});

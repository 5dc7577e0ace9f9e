/**
 * The review's grades against the solver run afresh, on finished hands dealt and played from seeds:
 * every card's exact grade is analyze's best against re-solving the position after the card
 * (solveLine) and its seat grade is analyzeForSeat's mean on the seat's own view; every bidding
 * alternative's exact price is its contract solved afresh from the first lead (startOfPlay, solveLine)
 * and the chosen one's is the hand as it was played; grades are the best price less the chosen one; a
 * review repeats exactly, in-process and through the worker pool alike. Licitovaný's (three and four at
 * the table) and křížový's calls likewise, against their contracts described and built afresh; and a
 * call's seat view does not move when two cards its seat never saw change places.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ComponentKind,
  type HandState,
  type Seat,
  type Side,
  type HandSetup,
  PRESETS,
  actionKey,
  apply,
  announcedOf,
  createRng,
  describe as describePosition,
  fromPosition,
  preset,
  replay,
  settle,
  shuffledDeck,
  sideOf,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import type { HandReview, ReviewedDecision } from '../../../src-shared/api/review.ts';
import { forSide } from '../../../src-shared/review/grade.ts';
import { startOfPlay, unplayedValue } from '../../../src-main/ai/estimate.ts';
import { foldValue } from '../../../src-main/ai/auction/auction-layouts.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { playHand } from '../../../src-main/ai/match.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { alternatives, continueBidding, gradeBid, recordedStates } from '../../../src-main/review/bid.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { decisionsOf, reviewHand } from '../../../src-main/review/review.ts';
import { analyze, solveLine } from '../../../src-main/solver/analyze.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { playedOutHand } from './support.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

const SAMPLING = { layouts: 6, deals: 2, seed: 5 } as const;

/**
 * The money of a licitovaný or křížový hand from its first lead: its cards and contract described and
 * built afresh (fromPosition) and solved (solveLine); a hand ended before play settled, omyl checked
 * against its own formula (auction-layouts.ts foldValue).
 */
function builtAfresh(start: HandState): number {
  if (start.phase === 'finished') {
    const paid = settle(start).perDefender;
    if (start.end === 'folded') expect(paid).toBeCloseTo(foldValue(start), 9);
    if (start.end === 'allPassed') expect(paid).toBe(0);
    return paid;
  }
  const fresh = fromPosition(describePosition(start));
  if (!fresh.ok) throw new Error(`the contract cannot be built afresh: ${JSON.stringify(fresh.error)}`);
  expect(fresh.value.declarer).toBe(start.declarer);
  expect(partnerOf(fresh.value) ?? null).toBe(partnerOf(start) ?? null);
  return solveLine(fresh.value).value;
}
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

/** The money of a hand from its first lead, its contract built afresh on its cards and solved. */
function solvedAfresh(start: HandState): number {
  const doubles: Partial<Record<ComponentKind, number>> = {};
  for (const c of start.components) doubles[c.kind] = c.doubles;
  const fresh = startOfPlay(start.rules, start.table, start.hands, start.talon, {
    declarer: start.declarer as Seat,
    game: start.game as NonNullable<HandState['game']>,
    trump: start.trump,
    announced: announcedOf(start.components),
    doubles,
  });
  return start.phase === 'finished' ? unplayedValue(fresh) : solveLine(fresh).value;
}

async function review(seed: number, seat: (end: HandState) => Seat) {
  const hand = playedOutHand(seed);
  const s = seat(hand.end);
  // Bidding priced exactly only (deals 0): its seat view is tested below.
  const r = await reviewHand(inProcessPool(), { session: 1, handNo: 1, record: hand.record }, s, {
    ...SAMPLING,
    deals: 0,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { hand, seat: s, review: r.value };
}

const declarer = (end: HandState) => end.declarer as Seat;
const defender = (end: HandState) => ((end.declarer as Seat) + 1) % 3;

describe('card decisions', () => {
  it('grade each card by analyze against re-solving after it, and the seat view by analyzeForSeat', async () => {
    for (const [seed, who] of [
      [3, declarer],
      [20, defender],
    ] as const) {
      const { hand, seat, review: r } = await review(seed, who);
      const before = new Map(decisionsOf(hand.record, seat).map((d) => [d.index, d.before]));
      const cards = r.decisions.filter((d) => d.kind === 'card');
      expect(cards.length).toBeGreaterThan(0);
      for (const d of cards) {
        const state = before.get(d.index) as HandState;
        const card = (d.action as Extract<Action, { type: 'play' }>).card;
        const after = apply(state, d.action);
        if (!after.ok) throw new Error('the engine refused a recorded card');
        const side: Side = d.side;
        const best = analyze(state).value;
        const played = solveLine(after.value).value;
        expect(d.exact).not.toBeNull();
        close(d.exact?.bestValue ?? NaN, best);
        close(d.exact?.value ?? NaN, played);
        close(d.exact?.loss ?? NaN, Math.max(0, forSide(side, best) - forSide(side, played)));
        // A best card with every card visible names no better one; a losing one names a card that keeps it.
        if ((d.exact?.loss ?? 0) === 0) expect(d.bestAction).toBeNull();
        else {
          const better = d.bestAction as Extract<Action, { type: 'play' }>;
          const then = apply(state, better);
          if (!then.ok) throw new Error('the best card is refused');
          close(solveLine(then.value).value, best);
        }

        const stats = analyzeForSeat(view(state, seat), {
          seed: SAMPLING.seed + d.index,
          maxLayouts: SAMPLING.layouts,
        });
        const mine = stats.cards.find((c) => c.card === card);
        const bestMean = Math.max(...stats.cards.map((c) => forSide(side, c.meanValue)));
        close(d.seatView?.value ?? NaN, mine?.meanValue ?? NaN);
        close(d.seatView?.loss ?? NaN, bestMean - forSide(side, mine?.meanValue ?? NaN));
        expect(d.seatView?.samples).toBe(stats.layouts);
      }
    }
  });
});

describe('bidding decisions', () => {
  it('price each alternative as its contract solved afresh, the chosen one as the hand was played', () => {
    for (const [seed, who] of [
      [40, declarer],
      [7, defender],
    ] as const) {
      const hand = playedOutHand(seed);
      const seat = who(hand.end);
      const sidePlayed: Side = hand.end.declarer === seat ? 'declarer' : 'defence';
      const bids = decisionsOf(hand.record, seat)
        .filter(({ index }) => hand.record.actions[index]?.type !== 'play')
        .map(({ index }) => ({
          index,
          action: hand.record.actions[index] as Action,
          ...gradeBid({
            method: 'reviewBid',
            ...hand.record,
            index,
            seed: SAMPLING.seed,
            deals: SAMPLING.deals,
          }),
        }));
      expect(bids.length).toBeGreaterThan(0);
      const firstLead = hand.record.actions.findIndex((a) => a.type === 'play');
      const asPlayed = replay(
        hand.record.setup,
        hand.record.actions.slice(0, firstLead < 0 ? undefined : firstLead),
      );
      if (!asPlayed.ok) throw new Error('the record does not replay');
      for (const d of bids) {
        expect(d.side).toBe(sidePlayed);
        const priced = d.alternatives ?? [];
        expect(priced[0]?.action).toEqual(d.action);
        // The choice made is the hand as it was played (blind: the mean over the five cards it could
        // turn up, checked with the other alternatives below).
        if (d.action.type !== 'chooseTrumpBlind')
          close(priced[0]?.exact ?? NaN, solvedAfresh(asPlayed.value));
        close(d.exact?.value ?? NaN, priced[0]?.exact ?? NaN);

        // Every other alternative: its contract (the rest of the bidding as it went) solved afresh.
        const before = replay(hand.record.setup, hand.record.actions.slice(0, d.index));
        if (!before.ok) throw new Error('the record does not replay');
        const alts = alternatives(before.value, d.action);
        expect(alts.map((a) => a.action)).toEqual(priced.map((p) => p.action));
        const rest = hand.record.actions.slice(d.index + 1);
        // The hand as played after the choice made: another seat's call is kept where it saw the same.
        const made = apply(before.value, d.action);
        if (!made.ok) throw new Error('the record does not replay');
        const recorded = recordedStates(made.value, rest);
        alts.forEach((alt, j) => {
          const mine =
            alt.takes
              .map((take) => {
                const after = apply(before.value, take);
                if (!after.ok) throw new Error('an alternative is refused');
                // The decider's own talon is laid by the rule of thumb once he chose otherwise.
                const fresh = actionKey(take) !== actionKey(d.action);
                const start = continueBidding(after.value, rest, seat, fresh, { recorded });
                const side: Side = start.declarer === seat ? 'declarer' : 'defence';
                return forSide(side, solvedAfresh(start));
              })
              .reduce((a, b) => a + b, 0) / alt.takes.length;
          close(priced[j]?.exact ?? NaN, forSide(sidePlayed, mine));
        });

        // The grades: the best price less the chosen one, exactly and over the seat's deals.
        const lossOf = (values: readonly number[]) =>
          Math.max(...values.map((v) => forSide(sidePlayed, v))) - forSide(sidePlayed, values[0] as number);
        close(d.exact?.loss ?? NaN, lossOf(priced.map((p) => p.exact as number)));
        expect(d.seatView?.samples).toBe(SAMPLING.deals);
        close(d.seatView?.loss ?? NaN, lossOf(priced.map((p) => p.seatView as number)));
        if ((d.exact?.loss ?? 0) > 1e-9) expect(d.bestAction).not.toBeNull();
        else expect(d.bestAction).toBeNull();
      }
    }
  });

  it.each([
    ['licitovaný at three', 'auction', 3, 30_100],
    ['licitovaný at four', 'auction', 4, 30_200],
    ['křížový', 'fourHand', 4, 30_300],
  ] as const)(
    '%s: every call of every seat priced as its contract built afresh and solved',
    (_, variant, size, seed) => {
      let calls = 0;
      let alternativesChecked = 0;
      for (let s = seed; calls < 8 && s < seed + 40; s++) {
        const setup: HandSetup =
          variant === 'auction'
            ? {
                rules: preset('csm002'),
                table: { size, dealer: size - 1 },
                deck: shuffledDeck(createRng(s)),
                variant,
              }
            : { rules: PRESETS.csm, table: fourHandTable(s % 4), deck: shuffledDeck(createRng(s)), variant };
        const played = playHand(
          setup,
          Array.from({ length: size }, () => rulePlayer),
          s,
        );
        if (played.playStart === null) continue;
        const actions = played.decisions.map((d) => d.action);
        const firstLead = actions.findIndex((a) => a.type === 'play');
        const asPlayed = replay(setup, actions.slice(0, firstLead));
        if (!asPlayed.ok) throw new Error('the record does not replay');
        for (let seat = 0; seat < size; seat++)
          for (const { index, before } of decisionsOf({ setup, actions }, seat)) {
            const action = actions[index] as Action;
            if (action.type === 'play') continue;
            calls++;
            const g = gradeBid({ method: 'reviewBid', setup, actions, index, seed: 5, deals: 2 });
            // The decider's side as the hand was played: křížový's partner is the declarer's.
            const sidePlayed = sideOf(played.final, seat);
            expect(g.side).toBe(sidePlayed);
            expect(g.alternatives[0]?.action).toEqual(action);
            // The choice made: the hand as it went from its first lead, built afresh.
            close(g.alternatives[0]?.exact ?? NaN, builtAfresh(asPlayed.value));
            const rest = actions.slice(index + 1);
            const made = apply(before, action);
            if (!made.ok) throw new Error('the record does not replay');
            const recorded = recordedStates(made.value, rest);
            for (const alt of g.alternatives) {
              const after = apply(before, alt.action);
              if (!after.ok) throw new Error('an alternative is refused');
              // The alternative was the call taken (it stands in the public record where calls go).
              if (after.value.calls.length > before.calls.length)
                expect(after.value.calls[before.calls.length]).toEqual(alt.action);
              const fresh = actionKey(alt.action) !== actionKey(action);
              const start = continueBidding(after.value, rest, seat, fresh, { recorded });
              const mine = forSide(sideOf(start, seat), builtAfresh(start));
              close(alt.exact as number, forSide(sidePlayed, mine));
              alternativesChecked++;
            }
            const lossOf = (values: readonly number[]) =>
              Math.max(...values.map((v) => forSide(sidePlayed, v))) -
              forSide(sidePlayed, values[0] as number);
            close(g.exact?.loss ?? NaN, lossOf(g.alternatives.map((a) => a.exact as number)));
            expect(g.seatView?.samples).toBe(2);
            close(g.seatView?.loss ?? NaN, lossOf(g.alternatives.map((a) => a.seatView as number)));
          }
      }
      expect(calls).toBeGreaterThanOrEqual(8);
      expect(alternativesChecked).toBeGreaterThan(3 * calls);
    },
  );

  it("licitovaný and křížový: a call's seat view depends only on what the seat could see", () => {
    let compared = 0;
    for (const [variant, size, seed] of [
      ['auction', 3, 30_100],
      ['auction', 4, 30_200],
      ['fourHand', 4, 30_300],
    ] as const)
      for (let s = seed, done = 0; done < 2 && s < seed + 30; s++) {
        const setup: HandSetup =
          variant === 'auction'
            ? {
                rules: preset('csm002'),
                table: { size, dealer: size - 1 },
                deck: shuffledDeck(createRng(s)),
                variant,
              }
            : { rules: PRESETS.csm, table: fourHandTable(s % 4), deck: shuffledDeck(createRng(s)), variant };
        const played = playHand(
          setup,
          Array.from({ length: size }, () => rulePlayer),
          s,
        );
        if (played.playStart === null) continue;
        const actions = played.decisions.map((d) => d.action);
        const firstLead = actions.findIndex((a) => a.type === 'play');
        const bidding = actions.slice(0, firstLead);
        const start = replay(setup, bidding);
        if (!start.ok) throw new Error('the record does not replay');
        // A defender (or any seat but the declarer) and two other seats still holding cards he never saw.
        const decider = ([0, 1, 2, 3] as Seat[]).find(
          (x) => x < size && x !== start.value.declarer && (start.value.hands[x] ?? 0) !== 0,
        ) as Seat;
        const decisions = decisionsOf({ setup, actions }, decider).filter(({ index }) => index < firstLead);
        if (decisions.length === 0) continue;
        const others = ([0, 1, 2, 3] as Seat[]).filter(
          (x) => x < size && x !== decider && (start.value.hands[x] ?? 0) !== 0,
        );
        const named = new Set(bidding.flatMap((a) => ('cards' in a ? a.cards : 'card' in a ? [a.card] : [])));
        const fine = (c: string) => !named.has(c as never) && c !== start.value.trumpCard;
        const holder = (c: string) =>
          others.find((x) => toCards(start.value.hands[x] ?? 0).includes(c as never));
        const i = setup.deck.findIndex((c) => holder(c) === others[0] && fine(c));
        const j = setup.deck.findIndex((c) => holder(c) === others[1] && fine(c));
        if (i < 0 || j < 0) continue;
        const deck = setup.deck.slice();
        [deck[i], deck[j]] = [deck[j] as (typeof deck)[number], deck[i] as (typeof deck)[number]];
        const swapped = { ...setup, deck };
        // The swap must leave the record legal and the decider's view at each decision unchanged.
        if (!replay(swapped, bidding).ok) continue;
        const sameViews = decisions.every(({ index, before }) => {
          const there = replay(swapped, bidding.slice(0, index));
          return (
            there.ok && JSON.stringify(view(there.value, decider)) === JSON.stringify(view(before, decider))
          );
        });
        if (!sameViews) continue;
        for (const { index } of decisions) {
          const task = { method: 'reviewBid', actions: bidding, index, seed: 3, deals: 2 } as const;
          const here = gradeBid({ ...task, setup });
          const there = gradeBid({ ...task, setup: swapped });
          expect(there.seatView).toEqual(here.seatView);
          expect(there.alternatives.map((a) => a.seatView)).toEqual(here.alternatives.map((a) => a.seatView));
        }
        done++;
        compared++;
      }
    expect(compared).toBeGreaterThanOrEqual(5);
  });

  it("from the seat's view depends only on what the seat could see", () => {
    let compared = 0;
    for (let seed = 1; compared < 2 && seed < 60; seed++) {
      const hand = playedOutHand(seed);
      const { setup, actions } = hand.record;
      const end = hand.end;
      const declarerSeat = end.declarer as Seat;
      const firstLead = actions.findIndex((a) => a.type === 'play');
      const bidding = actions.slice(0, firstLead);
      const [decider, other] = [0, 1, 2].filter((s) => s !== declarerSeat) as [Seat, Seat];
      const decisions = decisionsOf(hand.record, decider).filter(({ index }) => index < firstLead);
      if (decisions.length === 0) continue;
      // Swap a card of the declarer's deal with one of the other defender's: neither is seen by the
      // decider, nor named by the bidding (no discard or trump card, no trump, no king or queen, no seven).
      const named = new Set(bidding.flatMap((a) => ('cards' in a ? a.cards : 'card' in a ? [a.card] : [])));
      const fine = (c: string) =>
        !named.has(c as never) && c !== end.trumpCard && c[0] !== end.trump && !/[KO7]$/.test(c);
      const start = replay(setup, []);
      if (!start.ok) throw new Error('no deal');
      const holder = (c: string) =>
        [0, 1, 2].find((s) => toCards(start.value.hands[s] ?? 0).includes(c as never));
      const i = setup.deck.findIndex((c) => holder(c) === declarerSeat && fine(c));
      const j = setup.deck.findIndex((c) => holder(c) === other && fine(c));
      if (i < 0 || j < 0) continue;
      const deck = setup.deck.slice();
      [deck[i], deck[j]] = [deck[j] as (typeof deck)[number], deck[i] as (typeof deck)[number]];
      const swapped = { ...setup, deck };
      if (!replay(swapped, bidding).ok) continue;
      for (const { index } of decisions) {
        const task = { method: 'reviewBid', actions: bidding, index, seed: 3, deals: 2 } as const;
        const here = gradeBid({ ...task, setup });
        const there = gradeBid({ ...task, setup: swapped });
        expect(there.seatView).toEqual(here.seatView);
        expect(there.alternatives.map((a) => a.seatView)).toEqual(here.alternatives.map((a) => a.seatView));
      }
      compared++;
    }
    expect(compared).toBe(2);
  });

  it('carries the recorded bidding over unchanged after the choice made', () => {
    const hand = playedOutHand(40);
    const firstLead = hand.record.actions.findIndex((a) => a.type === 'play');
    const expected = replay(hand.record.setup, hand.record.actions.slice(0, firstLead));
    hand.record.actions.slice(0, firstLead).forEach((a, index) => {
      const before = replay(hand.record.setup, hand.record.actions.slice(0, index + 1));
      if (!before.ok || !expected.ok) throw new Error('the record does not replay');
      const rest = hand.record.actions.slice(index + 1);
      const start = continueBidding(before.value, rest, a.seat, false, {
        recorded: recordedStates(before.value, rest),
      });
      expect(start).toEqual(expected.value);
    });
  });
});

describe('the review as a whole', () => {
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  afterAll(() => pool.close());

  it('repeats exactly, and the worker pool grades as the in-process tasks do', async () => {
    const hand = playedOutHand(60);
    const seat = hand.end.declarer as Seat;
    const run = (p: Parameters<typeof reviewHand>[0]) =>
      reviewHand(p, { session: 1, handNo: 1, record: hand.record }, seat, SAMPLING);
    const here = await run(inProcessPool());
    const again = await run(inProcessPool());
    const seen: HandReview[] = [];
    const there = await reviewHand(pool, { session: 1, handNo: 1, record: hand.record }, seat, {
      ...SAMPLING,
      onProgress: (p) => seen.push(p),
    });
    expect(here.ok && again.ok && there.ok).toBe(true);
    if (!here.ok || !again.ok || !there.ok) return;
    expect(again.value).toEqual(here.value);
    expect(there.value).toEqual(here.value);
    // Streamed: one more decision each time, none complete before the end.
    expect(seen.map((p) => p.decisions.length)).toEqual(here.value.decisions.map((_, i) => i + 1));
    expect(seen.every((p) => !p.complete)).toBe(true);
    const kinds = new Set(here.value.decisions.map((d: ReviewedDecision) => d.kind));
    expect(kinds.has('card')).toBe(true);
    expect([...kinds].some((k) => k !== 'card')).toBe(true);
  });
});

/**
 * Bidding alternatives priced against the other seats' replies, not a replayed record (bid.ts
 * `continueBidding`, `replyPolicy`), on issue 50's licitovaný case (support.ts `heldSevenHand`): the
 * person, rear hand at three under csm002, bids Sedma with no ace and no ten, forehand holds it, she goes
 * on to Sedma červená and declares it. A replayed "Mám" made forehand hold every step she might have bid
 * instead and lose it, so betl, durch and dvě sedmy came out at exactly their rate and "Dvě sedmy a sto
 * červených" best. Here: no top step comes out best either way; after every other bid each other
 * seat's call is the rules player's answer to the new auction (checked against a continuation built
 * here from `rulePlayer` alone), each price that continuation solved; the record is kept after the
 * choice made (forehand's hold is the rules player's answer there too) and where an alternative is
 * hidden from the seat that called (another talon pair under a recorded flek); the assumption is said
 * in one line in both languages, and a retry judged right while the all-cards verdict calls it worse
 * carries that line, through the real service.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type Seat,
  actionKey,
  apply,
  createRng,
  legalActions,
  replay,
  settle,
  sideOf,
  view,
} from '../../../src-shared/index.ts';
import type { ReviewedDecision } from '../../../src-shared/api/review.ts';
import { explainDecision, judged, repliesWords } from '../../../src-shared/explain/review.ts';
import { forSide } from '../../../src-shared/review/grade.ts';
import type { StepId } from '../../../src-shared/variants/auction/ladder.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { auctionCall } from '../../../src-main/ai/variants.ts';
import { continueBidding, gradeBid, recordedStates } from '../../../src-main/review/bid.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { heldSevenHand, storeHand, tempStore } from './support.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';

/** The steps from sto up: what a replayed hold priced at the opponent's loss. */
const TOP: readonly StepId[] = [
  'hundred',
  'hundredSeven',
  'redHundred',
  'redHundredSeven',
  'betl',
  'durch',
  'twoSevens',
  'twoSevensHundred',
  'redTwoSevens',
  'redTwoSevensHundred',
];
const isTop = (a: Action) => a.type === 'bid' && TOP.includes(a.step);
const PERSON = 0 as Seat;
const DEALS = 12;

const { record } = heldSevenHand();
const INDEX = 0;
const chosen = record.actions[INDEX] as Action;
const rest = record.actions.slice(INDEX + 1);
const before = replay(record.setup, record.actions.slice(0, INDEX));
if (!before.ok) throw new Error('the case does not replay');
const made = apply(before.value, chosen);
if (!made.ok) throw new Error('the case does not replay');
const recorded = recordedStates(made.value, rest);

/** Money of a hand at its first lead (solved) or paid without play, per defender, declarer-oriented. */
const valueOf = (start: HandState) =>
  start.phase === 'finished' ? settle(start).perDefender : new Search(start).value();

/**
 * The bidding after another choice than the one made, built here from the rules player alone: every
 * other seat's call `rulePlayer`'s; the person's later calls her recorded ones in order where the rules
 * still allow them (her next auction call spent either way), else the rules player's, her talon laid by
 * the rules player (she chose otherwise). Answers the state at the first lead and the calls made.
 */
function byRules(after: HandState): { start: HandState; calls: Action[] } {
  const hers = rest.filter((a) => a.seat === PERSON && a.type !== 'play' && a.type !== 'discard');
  const inAuction = (a: Action) => a.type === 'bid' || a.type === 'hold' || a.type === 'drop';
  const auction = hers.filter(inAuction);
  const others = hers.filter((a) => !inAuction(a));
  const legal = (s: HandState, a: Action) => legalActions(s).some((x) => actionKey(x) === actionKey(a));
  const calls: Action[] = [];
  let s = after;
  while (s.phase !== 'play' && s.phase !== 'finished') {
    const seat = s.toAct as Seat;
    let action = rulePlayer.decide(view(s, seat), createRng(0)).action;
    if (seat === PERSON && s.phase === 'auction') {
      // Her auction calls strictly in order: the next one spent whether or not the rules still allow it.
      const next = auction.shift();
      if (next !== undefined && legal(s, next)) action = next;
    } else if (seat === PERSON) {
      const k = others.findIndex((a) => legal(s, a));
      if (k >= 0) action = others.splice(k, 1)[0] as Action;
    }
    const r = apply(s, action);
    if (!r.ok) throw new Error(`refused: ${r.error.code}`);
    calls.push(action);
    s = r.value;
  }
  return { start: s, calls };
}

describe("licitovaný: an opponent's recorded hold after the person's bid (issue 50)", () => {
  const g = gradeBid({ method: 'reviewBid', ...record, index: INDEX, seed: INDEX, deals: DEALS });
  const mine = (v: number | null) => forSide(g.side, v as number);

  it('no top step comes out best, from the seat nor with every card visible', () => {
    expect(g.side).toBe('declarer');
    expect(g.alternatives.map((a) => a.action)).toContainEqual({ type: 'bid', seat: 0, step: 'betl' });
    const best = (key: 'exact' | 'seatView') =>
      g.alternatives.reduce((a, b) => (mine(b[key]) > mine(a[key]) + 1e-9 ? b : a)).action;
    expect(isTop(best('exact'))).toBe(false);
    expect(isTop(best('seatView'))).toBe(false);
    expect(g.bestAction === null || !isTop(g.bestAction)).toBe(true);
    expect(g.seatView?.bestAction == null || !isTop(g.seatView.bestAction)).toBe(true);
    // Bid above her cards, the step is hers to play, not the opponent's to lose: each top step costs
    // her money both ways (a replayed "Mám" had them all at +their rate).
    for (const a of g.alternatives.filter((x) => isTop(x.action))) {
      expect(mine(a.exact)).toBeLessThan(0);
      expect(mine(a.seatView)).toBeLessThan(0);
    }
    // The prices rest on replies the record cannot tell: said so.
    expect(g.replies).toBe('rules');
  });

  it("after every other bid each other seat's call is the rules player's, and the price is that hand solved", () => {
    let holds = 0;
    for (const alt of g.alternatives.slice(1)) {
      const after = apply(before.value, alt.action);
      if (!after.ok) throw new Error('an alternative is refused');
      const expected = byRules(after.value);
      const start = continueBidding(after.value, rest, PERSON, true, { recorded });
      expect(start).toEqual(expected.start);
      // Nobody holds a step his cards do not support (auctionCall: hold only up to the step aimed at).
      let s = after.value;
      for (const call of expected.calls) {
        if (s.phase === 'auction' && call.seat !== PERSON) {
          expect(call).toEqual(auctionCall(view(s, call.seat)).action);
          if (call.type === 'hold' && auctionOwn(s)?.auction?.step !== 'seven') holds++;
        }
        s = (apply(s, call) as { ok: true; value: HandState }).value;
      }
      expect(alt.exact).toBeCloseTo(forSide(g.side, forSide(sideOf(start, PERSON), valueOf(start))), 9);
    }
    // Forehand's leaves support no step above Sedma: he holds none of them (a Sedma he may hold).
    expect(holds).toBe(0);
  });

  it("after the choice made the record is kept: forehand's hold is the rules player's answer there too", () => {
    expect(auctionCall(view(made.value, 1)).action).toEqual(rest[0]);
    const firstLead = record.actions.findIndex((a) => a.type === 'play');
    const asPlayed = replay(record.setup, record.actions.slice(0, firstLead));
    if (!asPlayed.ok) throw new Error('the case does not replay');
    expect(continueBidding(made.value, rest, PERSON, false, { recorded })).toEqual(asPlayed.value);
    expect(g.alternatives[0]?.exact).toBeCloseTo(forSide(g.side, valueOf(asPlayed.value)), 9);
  });

  it('a recorded call stays where its seat sees what it saw: a flek under another talon pair, not under another contract', () => {
    const flekked = heldSevenHand({ flek: true });
    const actions = flekked.record.actions;
    const flek = actions.find((a) => a.type === 'double');
    expect(flek?.seat).toBe(1);
    const at = (i: number) => {
      const r = replay(flekked.record.setup, actions.slice(0, i));
      if (!r.ok) throw new Error('the case does not replay');
      return r.value;
    };
    // The discard: hidden from forehand, whose recorded flek (two hearts: the rules player would pass)
    // stands for every pair — exactly, so no price rests on an assumed reply.
    const discard = actions.findIndex((a) => a.type === 'discard');
    const doubling = at(discard + 1);
    expect(rulePlayer.decide(view(doubling, 1), createRng(0)).action.type).toBe('pass');
    const laid = gradeBid({ method: 'reviewBid', ...flekked.record, index: discard, seed: 1, deals: 0 });
    expect(laid.alternatives.length).toBeGreaterThan(2);
    expect(laid.replies).toBeUndefined();
    const restD = actions.slice(discard + 1);
    for (const alt of laid.alternatives) {
      const after = apply(at(discard), alt.action);
      if (!after.ok) throw new Error('refused');
      const start = continueBidding(after.value, restD, PERSON, alt !== laid.alternatives[0], {
        recorded: recordedStates(doubling, restD),
      });
      expect(start.calls.some((c) => c.type === 'double' && c.seat === 1)).toBe(true);
    }
    // The declaration: another contract is what forehand would answer anew — the rules player's pass.
    const declare = actions.findIndex((a) => a.type === 'declare');
    const declared = gradeBid({ method: 'reviewBid', ...flekked.record, index: declare, seed: 1, deals: 0 });
    expect(declared.replies).toBe('rules');
    const restT = actions.slice(declare + 1);
    const recordedT = recordedStates(at(declare + 1), restT);
    let other = 0;
    for (const alt of declared.alternatives.slice(1)) {
      const after = apply(at(declare), alt.action);
      if (!after.ok) throw new Error('refused');
      const start = continueBidding(after.value, restT, PERSON, true, { recorded: recordedT });
      if (start.phase === 'finished') continue;
      other++;
      expect(start.calls.some((c) => c.type === 'double' && c.seat === 1)).toBe(false);
    }
    expect(other).toBeGreaterThan(0);
  });

  it('words the assumption in one line in both languages, and only where it was made', () => {
    const d: ReviewedDecision = {
      index: INDEX,
      kind: 'auction',
      seat: PERSON,
      side: g.side,
      action: chosen,
      exact: g.exact,
      bestAction: g.bestAction,
      seatView: g.seatView,
      analysis: null,
      alternatives: g.alternatives,
      ...(g.replies === undefined ? {} : { replies: g.replies }),
    };
    const cs = explainDecision(d, 'cs', { before: before.value });
    const en = explainDecision(d, 'en', { before: before.value });
    expect(cs.replies).toBe(
      'Další hlášení ostatních odhaduji podle pravidel počítače: ze hry známe jen jejich odpovědi na tvou skutečnou volbu a jejich skutečné karty.',
    );
    expect(en.replies).toBe(
      'The others’ later calls are the computer’s estimate by its rules of thumb: the hand shows only how they answered your actual choice with their actual cards.',
    );
    expect(cs.text).toContain(repliesWords('cs'));
    expect(en.text).toContain(repliesWords('en'));
    const { replies: _, ...told } = d;
    expect(explainDecision(told, 'cs', { before: before.value }).replies).toBe('');
    expect(explainDecision(told, 'en', { before: before.value }).text).not.toContain(repliesWords('en'));
  });
});

describe('the retry of that bid (the real service)', () => {
  const temp = tempStore('replies');
  const service = new ReviewService(temp.store, inProcessPool(), { review: { layouts: 4, deals: DEALS } });
  afterAll(() => {
    service.close();
    temp.close();
  });
  const session = storeHand(temp.store, record);
  const retry = async (action: Action) => {
    const r = await service.reviewRetry({ session, handNo: 1, seat: PERSON, index: INDEX, action });
    if (!r.ok) throw new Error(`retry refused: ${r.error.code}`);
    return r.value;
  };

  it('is never right without the line while the all-cards verdict calls it worse; a top step is wrong', async () => {
    const tried = [
      chosen,
      { type: 'bid', seat: PERSON, step: 'redTwoSevensHundred' },
      { type: 'bid', seat: PERSON, step: 'betl' },
      { type: 'drop', seat: PERSON },
    ] as const satisfies readonly Action[];
    let rightButWorse = 0;
    for (const action of tried) {
      const v = await retry(action);
      expect(v.right).toBe(judged(v.decision)?.grade === 'best');
      if (isTop(action)) {
        expect(v.right).toBe(false);
        expect(v.decision.exact?.grade).toBe('blunder');
      }
      if (v.right && v.decision.exact?.grade !== 'best') {
        rightButWorse++;
        expect(v.decision.replies).toBe('rules');
        for (const lang of ['cs', 'en'] as const)
          expect(explainDecision(v.decision, lang, { before: before.value }).text).toContain(
            repliesWords(lang),
          );
      }
    }
    // Her Sedma: as good as the best from her seat (within the sampling error), a mistake with every
    // card visible — the case the line is for.
    expect(rightButWorse).toBeGreaterThan(0);
  });
});

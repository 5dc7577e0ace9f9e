/**
 * The levels' evaluated auction in licitovaný (auction-bid.ts): the seat left to play or throw in
 * bids a hand whose contract the exact solver wins on every deal of the unseen cards and throws in a
 * hand whose every candidate contract the solver shows losing; every call is one of `view.legal`;
 * the same view and seed give the same call, and so do views that differ only in cards the seat
 * cannot see (it reads nothing else).
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type PresetId,
  type Seat,
  type SeatView,
  actionKey,
  apply,
  createRng,
  fromCards,
  newHand,
  preset,
  shuffledDeck,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { evaluatedBid, bidCandidates } from '../../../src-main/ai/auction/auction-bid.ts';
import {
  auctionPosition,
  dealFor,
  discardOrder,
  startState,
  withDiscard,
} from '../../../src-main/ai/auction/auction-layouts.ts';
import { Work } from '../../../src-main/ai/budget.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import { eligible } from '../../../src-main/ai/level-choice.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { STEP_SHAPES } from '../../../src-shared/variants/auction/ladder.ts';

const HRAC = LEVEL_CONFIG.hrac;
const work = () => new Work({ deals: HRAC.bidSamples, nodes: HRAC.bidNodes, ms: Infinity });

/**
 * A deck that deals `hand` to `seat` (forehand, seat 0, by default; dealer 2) under `fives`, the rest in
 * shuffled order.
 */
function deckFor(hand: readonly Card[], seed: number, seat = 0): Card[] {
  const rest = shuffledDeck(createRng(seed)).filter((c) => !hand.includes(c));
  // Five to each seat from forehand, two to the talon, five more to each (variants/auction/talon.ts).
  const deck: Card[] = [];
  const take = (n: number) => deck.push(...rest.splice(0, n));
  take(5 * seat);
  deck.push(...hand.slice(0, 5));
  take(10 - 5 * seat);
  take(2);
  take(5 * seat);
  deck.push(...hand.slice(5));
  take(10 - 5 * seat);
  return deck;
}

/** Forehand holding `hand`, asked to play or throw in after the two others dropped without a bid. */
function lastAsked(hand: readonly Card[], seed: number, id: PresetId = 'csm002'): HandState {
  let s = newHand({
    rules: preset(id),
    table: { size: 3, dealer: 2 },
    deck: deckFor(hand, seed),
    variant: 'auction',
  });
  expect(toCards(s.hands[0] ?? 0).sort()).toEqual([...hand].sort());
  for (let i = 0; i < 2; i++) {
    const r = apply(s, { type: 'drop', seat: s.toAct as Seat });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  expect(s.toAct).toBe(0);
  return s;
}

/** Each candidate contract's exact money per defender on `n` deals of the view's unseen cards. */
function solvedCandidates(v: SeatView, n: number): { label: string; values: number[] }[] {
  const rng = createRng(99);
  const deals = Array.from({ length: n }, () => dealFor(v, rng));
  return bidCandidates(v).flatMap((c) => {
    if (c === 'fold') return [];
    const values = deals.map((deal) => {
      const twelve = [...v.hand, ...toCards(deal.talon)];
      const pair = discardOrder(twelve, c).slice(0, 2);
      const start = startState(auctionPosition(v, withDiscard(deal, v.seat, twelve, pair), v.seat, c, {}));
      if (start === null) throw new Error('a candidate the deal cannot carry');
      return new Search(start).value();
    });
    return [{ label: `${c.step} ${c.trump ?? ''}`, values }];
  });
}

describe('the evaluated auction (licitovaný)', () => {
  it('bids a hand the solver wins on every deal', () => {
    // Every acorn and two aces: the seven in acorns.
    const hand: Card[] = ['A7', 'A8', 'A9', 'AX', 'AU', 'AO', 'AK', 'AA', 'HA', 'BA'];
    const s = lastAsked(hand, 1);
    const v = view(s, 0);
    const solved = solvedCandidates(v, 12);
    // The solver's verdict first: some candidate wins on every deal.
    expect(solved.some((c) => c.values.every((x) => x > 0))).toBe(true);
    const d = evaluatedBid(v, createRng(1), work(), true);
    expect(d.action.type).toBe('bid');
  });

  it('throws in a hand whose every contract the solver shows losing', () => {
    // A seven in hearts with two small hearts beside it, nothing to hold the other suits.
    const hand: Card[] = ['H7', 'H8', 'H9', 'B9', 'BU', 'BK', 'L9', 'LU', 'A9', 'AO'];
    const s = lastAsked(hand, 2);
    const v = view(s, 0);
    const solved = solvedCandidates(v, 12);
    expect(solved.length).toBeGreaterThan(0);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const c of solved) expect(mean(c.values), c.label).toBeLessThan(0);
    const d = evaluatedBid(v, createRng(2), work(), true);
    expect(d.action.type).toBe('drop');
  });

  it('credits its own suit contract the declarer’s real-play edge: a sedma the open-card search finds thin is bid', () => {
    // Four acorns with the ace, the ten and the seven, tens in leaves and hearts: on hráč's twelve deals
    // the sedma solved with every card open is not worth playing; with the edge a declarer has over that
    // play at the table (`declarerEdge`, one unit per defender) it is.
    const hand: Card[] = ['A7', 'AA', 'A8', 'AX', 'LX', 'HU', 'L8', 'HO', 'HX', 'BX'];
    const v = view(lastAsked(hand, 1), 0);
    const edge = HRAC.declarerEdge.auction ?? 0;
    expect(edge).toBeGreaterThan(0);
    expect(evaluatedBid(v, createRng(1), work(), true, undefined, 0).action.type).toBe('drop');
    expect(evaluatedBid(v, createRng(1), work(), true, undefined, edge).action).toMatchObject({
      type: 'bid',
      step: 'seven',
    });
  });

  it('still throws in, with the edge, a hand whose every contract the solver shows losing', () => {
    const hand: Card[] = ['H7', 'H8', 'H9', 'B9', 'BU', 'BK', 'L9', 'LU', 'A9', 'AO'];
    const v = view(lastAsked(hand, 2), 0);
    const edge = HRAC.declarerEdge.auction ?? 0;
    expect(evaluatedBid(v, createRng(2), work(), true, undefined, edge).action.type).toBe('drop');
  });

  it('calls only from view.legal, the same call for the same seed and for any cards it cannot see', () => {
    let asked = 0;
    for (const id of ['csm002', 'csm', 'english003', 'house001'] as PresetId[])
      for (let seed = 1; seed <= 3; seed++) {
        let s = newHand({
          rules: preset(id),
          table: { size: seed === 2 ? 4 : 3, dealer: seed % 3 },
          deck: shuffledDeck(createRng(seed * 31)),
          variant: 'auction',
        });
        while (s.phase === 'auction') {
          const seat = s.toAct as Seat;
          const v = view(s, seat);
          // A small budget: what is checked here does not depend on how many deals are solved.
          const decide = (x: SeatView) =>
            evaluatedBid(x, createRng(seed), new Work({ deals: 2, nodes: 200_000, ms: Infinity }), true);
          const d = decide(v);
          expect(v.legal.map(actionKey), id).toContain(actionKey(d.action));
          expect(actionKey(decide(v).action)).toBe(actionKey(d.action));
          // The others' hands and the talon shuffled among themselves: the view, and so the call, is the same.
          const hidden = shuffledDeck(createRng(seed + 7)).filter((c) => !v.hand.includes(c));
          const hands = s.hands.map((h, k) => {
            if (k === seat || h === 0) return h;
            return fromCards(hidden.splice(0, toCards(h).length));
          });
          const other: HandState = { ...s, hands, talon: fromCards(hidden.splice(0, 2)) };
          expect(view(other, seat)).toEqual(v);
          expect(actionKey(decide(view(other, seat)).action)).toBe(actionKey(d.action));
          asked++;
          const r = apply(s, d.action);
          if (!r.ok) throw new Error(r.error.code);
          s = r.value;
        }
      }
    expect(asked).toBeGreaterThan(20);
  });

  it('hráč draws a sedma on three small trumps only where its own deals cannot tell it from dropping', () => {
    // Issue 52: hráč bid sedma on three small trumps with no ace or ten, drawn at temperature 1 over a
    // call that loses on nearly every deal it sampled. Draws are now only among calls within two standard
    // errors of the best on the level's own deals (level-choice.ts `eligible`). Here the plain softmax
    // gave the sedma 2.9 % of the draws on average over seeds 1–20 although it trailed by more than two
    // standard errors at each; on main's code hráč bid it for 3 of the 120 seeds (54, 109, 114). Now
    // the sedma is eligible at 3 of the 120 seeds (its 12 deals differ from dropping on only three) and
    // drawn at one.
    const hand: Card[] = ['H7', 'H8', 'H9', 'LO', 'AU', 'BO', 'BK', 'B8', 'AO', 'A7'];
    // The first to call (seat 2 in licitovaný's order, dealer 2).
    const s = newHand({
      rules: preset('csm002'),
      table: { size: 3, dealer: 2 },
      deck: deckFor(hand, 6, 2),
      variant: 'auction',
    });
    expect(s.toAct).toBe(2);
    expect(toCards(s.hands[2] ?? 0).sort()).toEqual([...hand].sort());
    const v = view(s, 2);
    // Per decision: whether the sedma was within the sampling error of the best.
    const drawable: boolean[] = [];
    const hrac = samplingPlayer('hrac', undefined, {
      timed: false,
      onChoice: (phase, _, best, rows) => {
        // Drop and the sedma are the calls valued; whether the sedma is within the sampling error.
        if (phase === 'auction') drawable.push(rows !== undefined && eligible(rows, best).every((x) => x));
      },
    });
    let sevens = 0;
    for (let k = 1; k <= 120; k++) {
      drawable.length = 0;
      const a = hrac.decide(v, createRng(k)).action;
      expect(v.legal.map(actionKey)).toContain(actionKey(a));
      if (a.type === 'bid' && STEP_SHAPES[a.step].seven) {
        expect(drawable, `seed ${k}`).toEqual([true]);
        sevens++;
      }
    }
    expect(sevens).toBeLessThanOrEqual(1);
  });
});

/**
 * Licitovaný deals and layouts from one seat's view (auction-layouts.ts), as a property over many real
 * hands driven through the engine: at every moment, for every active seat, each sampled deal or layout
 * keeps the seat's own cards and everything it saw where it saw it, has the talon only where the seat
 * does not know it, gives each holder its size, and the real cards are always among the possibilities.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type CardSet,
  type HandState,
  type Seat,
  type SeatView,
  CARDS,
  activeSeats,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { discardBan } from '../../../src-shared/variants/auction/talon.ts';
import {
  dealFor,
  dealModel,
  declarationOf,
  playLayouts,
  playModel,
} from '../../../src-main/ai/auction/auction-layouts.ts';
import { randomPlayer, rulePlayer } from '../../../src-main/ai/baselines.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import type { Player } from '../../../src-main/ai/player.ts';
import { auxOf } from '../../../src-shared/engine/state.ts';

const sorted = (cards: readonly Card[]) => [...cards].sort();
const cardsOf = (set: CardSet) => sorted(toCards(set));

/** Every state of a licitovaný hand from deal to the end, the players chosen per seat. */
function statesOf(state: HandState, players: readonly Player[], seed: number): HandState[] {
  const out = [state];
  let s = state;
  for (let n = 0; s.phase !== 'finished'; n++) {
    const seat = s.toAct as Seat;
    const d = (players[seat] as Player).decide(view(s, seat), decisionRng(seed, n));
    const r = apply(s, d.action);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(d.action)}`);
    s = r.value;
    out.push(s);
  }
  return out;
}

/** Checks one sampled deal before play against the seat's view and the real state. */
function checkDeal(v: SeatView, state: HandState, hands: readonly CardSet[], talon: CardSet) {
  const all = [...hands.flatMap(toCards), ...toCards(talon)];
  expect(sorted(all)).toEqual(sorted(CARDS));
  expect(cardsOf(hands[v.seat] as CardSet)).toEqual(sorted(v.hand));
  for (const s of activeSeats(v.table))
    expect(toCards(hands[s] as CardSet).length, `seat ${s}`).toBe(toCards(state.hands[s] ?? 0).length);
  expect(toCards(talon).length).toBe(toCards(state.talon).length);
  // The talon only where the seat does not know it: a known talon is dealt as it is.
  if (v.talon !== null) expect(cardsOf(talon)).toEqual(sorted(v.talon));
  const d = declarationOf(v);
  if (d !== null && state.talonBy !== null && v.talon === null) {
    for (const c of toCards(talon)) expect(discardBan(d, c), c).toBeNull();
    // The trumps laid there are the ones announced, where the rules announce them (talonTrumpsShown).
    const trumps = toCards(talon).filter((c) => d.trump !== null && c[0] === d.trump);
    if (v.rules.talonTrumpsShown) expect(sorted(trumps)).toEqual(sorted(v.talonTrumps));
    else expect(v.talonTrumps).toEqual([]);
  }
}

/** The real holder of each unseen card is allowed by the model (the truth is never ruled out). */
function truthAllowed(v: SeatView, state: HandState) {
  const m = dealModel(v);
  m.cards.forEach((c, i) => {
    const holder = m.holders.findIndex((h) =>
      h === 'talon' ? toCards(state.talon).includes(c) : toCards(state.hands[h] ?? 0).includes(c),
    );
    expect(holder, c).toBeGreaterThanOrEqual(0);
    expect(((m.masks[i] as number) >> holder) & 1, `${c} at ${String(m.holders[holder])}`).toBe(1);
  });
}

/** Checks one layout in play against the view and the real hand. */
function checkLayout(v: SeatView, state: HandState, layout: HandState) {
  expect(cardsOf(layout.hands[v.seat] ?? 0)).toEqual(sorted(v.hand));
  expect(layout.tricks.map((t) => t.cards)).toEqual(state.tricks.map((t) => t.cards));
  expect(layout.trick?.cards).toEqual(state.trick?.cards);
  expect(layout.toAct).toBe(state.toAct);
  for (const s of activeSeats(v.table)) {
    expect(toCards(layout.hands[s] ?? 0).length).toBe(toCards(state.hands[s] ?? 0).length);
    const open = v.laidOpen[s];
    if (open) expect(cardsOf(layout.hands[s] ?? 0)).toEqual(sorted(open));
  }
  if (v.talon !== null) expect(cardsOf(layout.talon)).toEqual(sorted(v.talon));
  expect(toCards(layout.talon).length).toBe(2);
  expect(layout.components.map((k) => k.kind)).toEqual(state.components.map((k) => k.kind));
  expect(auxOf(layout)).toBe(auxOf(state));
  // Nothing played is anywhere but in the tricks.
  const played = new Set(state.tricks.flatMap((t) => t.cards).concat(state.trick?.cards ?? []));
  for (const h of [...layout.hands, layout.talon])
    for (const c of toCards(h)) expect(played.has(c)).toBe(false);
}

function truthInPlay(v: SeatView, state: HandState) {
  const m = playModel(v);
  expect(m, 'the real layout is consistent').not.toBeNull();
  if (m === null) return;
  m.cards.forEach((ci, i) => {
    const c = CARDS[ci] as Card;
    const holder = m.holders.findIndex((h) =>
      h === 'talon' ? toCards(state.talon).includes(c) : toCards(state.hands[h] ?? 0).includes(c),
    );
    expect(holder, c).toBeGreaterThanOrEqual(0);
    expect(((m.problem.masks[i] as number) >> holder) & 1, c).toBe(1);
  });
}

describe('licitovaný deals and layouts from a seat view', () => {
  for (const rulesId of ['csm002', 'english003'] as const)
    for (const size of [3, 4] as const)
      it(`are consistent with every view (${rulesId}, ${size} seats)`, () => {
        const rules = preset(rulesId);
        const rng = createRng(size * 7 + rulesId.length);
        let deals = 0;
        let layouts = 0;
        const contracts = new Set<string>();
        for (let h = 0; h < 40; h++) {
          const deck = shuffledDeck(rng);
          const table = { size, dealer: h % size };
          // Random bidding reaches every step of the ladder; the rules player half of the time.
          const players = Array.from({ length: size }, (_, s) =>
            (h + s) % 2 === 0 ? randomPlayer : rulePlayer,
          );
          const states = statesOf(newHand({ rules, table, deck, variant: 'auction' }), players, h);
          for (const state of states) {
            if (state.phase === 'finished') continue;
            for (const seat of activeSeats(table)) {
              const v = view(state, seat);
              if (state.phase === 'play') {
                contracts.add(declarationOf(v)?.step ?? '?');
                truthInPlay(v, state);
                // Only a few moments per hand are laid out in full (replays are the costly part).
                if (state.trick?.cards.length !== 0 || state.tricks.length % 3 !== 0) continue;
                const ls = playLayouts(v, createRng(layouts + 1), 3);
                expect(ls.length).toBeGreaterThan(0);
                for (const l of ls) checkLayout(v, state, l);
                layouts += ls.length;
              } else {
                truthAllowed(v, state);
                const d = dealFor(v, createRng(deals + 1));
                checkDeal(v, state, d.hands, d.talon);
                deals++;
              }
            }
          }
        }
        expect(deals).toBeGreaterThan(300);
        expect(layouts).toBeGreaterThan(30);
        expect(contracts.size).toBeGreaterThan(2);
      });
});

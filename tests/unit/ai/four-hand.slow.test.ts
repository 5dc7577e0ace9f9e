/**
 * The levels in křížový (src-main/ai/four-hand-*.ts): layouts consistent with the seat's view as a
 * property over many hands played through the engine (never a card the seat holds or saw played or laid
 * open; the trump card the declarer's; the called card placed as the public facts allow; the partner's
 * own layouts keep the pairs), deals of the doubling phase likewise, and whole hands played by each
 * level with every decision one of the seat's legal actions.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type Seat,
  type SeatView,
  actionKey,
  apply,
  cardAt,
  cardIndex,
  createRng,
  has,
  newHand,
  preset,
  settle,
  shuffledDeck,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { provenNotPartner } from '../../../src-shared/variants/four-hand/doubling.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import {
  calledCardOf,
  drawHands,
  fourHandCount,
  fourHandDeal,
  fourHandLayouts,
  fourHandModel,
} from '../../../src-main/ai/four-hand/four-hand-layouts.ts';
import { fourHandCard, onDeclarerSide } from '../../../src-main/ai/four-hand/four-hand-player.ts';
import { decisionRng, playHand } from '../../../src-main/ai/match.ts';
import type { Player } from '../../../src-main/ai/player.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { LEVELS, LEVEL_CONFIG, fourHandConfigOf } from '../../../src-main/ai/sampling-player.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

const rules = preset('csm');
const setupOf = (i: number) => ({
  rules,
  table: fourHandTable(i % 4),
  deck: shuffledDeck(createRng(5000 + i)),
  variant: 'fourHand' as const,
});

/** Every state of a hand played by the rules player from each seat's view. */
function statesOf(i: number): HandState[] {
  let state = newHand(setupOf(i));
  const out: HandState[] = [state];
  for (let n = 0; state.phase !== 'finished'; n++) {
    const seat = state.toAct as Seat;
    const next = apply(state, rulePlayer.decide(view(state, seat), decisionRng(i, n)).action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
    out.push(state);
  }
  return out;
}

/** Cards the view shows: its own hand, the tricks, the hands laid open. */
function seenBy(v: SeatView): Map<Card, Seat> {
  const seen = new Map<Card, Seat>();
  for (const c of v.hand) seen.set(c, v.seat);
  v.laidOpen.forEach((open, s) => open?.forEach((c) => seen.set(c, s)));
  return seen;
}

const played = (s: Pick<HandState, 'tricks' | 'trick'>) => [
  ...s.tricks.flatMap((t) => t.cards),
  ...(s.trick?.cards ?? []),
];

/** Who held `card` when play began in this state (in hand, or played by). */
function ownerAt(s: HandState, card: Card): Seat | null {
  const held = s.hands.findIndex((h) => has(h, card));
  if (held >= 0) return held;
  for (const t of [...s.tricks, ...(s.trick ? [s.trick] : [])]) {
    const i = t.cards.indexOf(card);
    if (i >= 0) {
      let seat = t.leader;
      for (let k = 0; k < i; k++) seat = (seat + 1) % 4;
      return seat;
    }
  }
  return null;
}

/** What every layout of `v` must keep: the seen cards where they are, the play, the public facts. */
function checkLayout(v: SeatView, real: HandState, layout: HandState) {
  const seen = seenBy(v);
  for (const [card, seat] of seen) expect(has(layout.hands[seat] ?? 0, card)).toBe(true);
  expect(toCards(layout.hands[v.seat] ?? 0)).toEqual(v.hand);
  expect(played(layout)).toEqual(played(real));
  expect(layout.hands.map((h) => toCards(h).length)).toEqual(v.handSizes);
  // Nothing seen is given to another seat, nothing played is in a hand.
  const inHands = new Set(layout.hands.flatMap((h) => toCards(h)));
  for (const c of played(real)) expect(inHands.has(c)).toBe(false);
  if (v.game === 'suit' && v.trumpCard !== null) expect(ownerAt(layout, v.trumpCard)).toBe(v.declarer);
  const called = calledCardOf(v);
  if (called !== null) {
    const holder = ownerAt(layout, called);
    expect(partnerOf(layout)).toBe(holder === v.declarer ? null : holder);
    if (v.partner !== null) expect(partnerOf(layout)).toBe(v.partner);
    for (const s of provenNotPartner(v.calls, v.declarer as Seat)) expect(partnerOf(layout)).not.toBe(s);
  } else expect(partnerOf(layout)).toBeNull();
  // The seat could not tell the layout from the real hand: it shows it the same view.
  expect(view(layout, v.seat)).toEqual(v);
  // The side each seat plays for is the real one for the seat deciding.
  const mine = v.seat === layout.declarer || v.seat === partnerOf(layout);
  expect(mine).toBe(onDeclarerSide(v));
}

describe('křížový layouts', () => {
  it('are consistent with the view at every card of many hands, and admit the real one', () => {
    let views = 0;
    let partnersOwn = 0;
    for (let i = 0; i < 60; i++) {
      const states = statesOf(i);
      for (const s of states) {
        if (s.phase !== 'play') continue;
        const v = view(s, s.toAct as Seat);
        const model = fourHandModel(v);
        // The real cards meet every limit the view puts on them.
        model.cards.forEach((c, k) => {
          const holder = s.hands.findIndex((h) => has(h, cardAt(c)));
          expect((model.masks[k] as number) & (1 << model.holders.indexOf(holder))).not.toBe(0);
        });
        expect(fourHandCount(model)).toBeGreaterThan(0);
        const layouts = [...fourHandLayouts(v, createRng(i * 97 + views), 4)];
        expect(layouts.length).toBeGreaterThan(0);
        for (const layout of layouts) checkLayout(v, s, layout);
        if (v.partner === v.seat && v.seat !== v.declarer) {
          partnersOwn++;
          for (const layout of layouts) expect(partnerOf(layout)).toBe(v.seat);
        }
        views++;
      }
    }
    expect(views).toBeGreaterThan(1000);
    expect(partnersOwn).toBeGreaterThan(20);
  });

  it('never give the called card to a seat that flekked or announced against', () => {
    // A hand where the declarer's trump card and call are public and one defender doubled: that seat
    // is proven not to be the partner, and no layout of any seat makes it one.
    let checked = 0;
    for (let i = 0; i < 200 && checked < 30; i++) {
      for (const s of statesOf(i)) {
        if (s.phase !== 'play' || s.game !== 'suit' || s.declarer === null) continue;
        const proven = provenNotPartner(s.calls, s.declarer);
        if (proven.length === 0) continue;
        const v = view(s, s.toAct as Seat);
        const called = calledCardOf(v) as Card;
        const model = fourHandModel(v);
        const k = model.cards.indexOf(cardIndex(called));
        for (const seat of proven) {
          const j = model.holders.indexOf(seat);
          if (k >= 0 && j >= 0) expect(((model.masks[k] as number) >> j) & 1).toBe(0);
        }
        for (const layout of fourHandLayouts(v, createRng(i), 6))
          expect(proven).not.toContain(partnerOf(layout));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('deal the doubling phase consistently with the view (trump card, seven, the partner)', () => {
    let deals = 0;
    for (let i = 0; i < 80; i++) {
      for (const s of statesOf(i)) {
        if (s.phase !== 'doubling') continue;
        const v = view(s, s.toAct as Seat);
        const spec = {
          declarer: v.declarer as Seat,
          game: v.game as NonNullable<SeatView['game']>,
          trump: v.trump,
          announced: {},
          doubles: {},
        };
        for (let k = 0; k < 3; k++) {
          const hands = fourHandDeal(v, createRng(i * 7 + k), spec) as Card[][];
          expect(hands).not.toBeNull();
          expect(hands[v.seat]).toEqual(v.hand);
          expect(new Set(hands.flat()).size).toBe(32);
          expect(hands.every((h) => h.length === 8)).toBe(true);
          if (v.trumpCard !== null) expect(hands[v.declarer as Seat]).toContain(v.trumpCard);
          for (const c of v.components)
            if (c.kind === 'seven') expect(hands[c.announcer]).toContain(`${v.trump}7`);
          const called = calledCardOf(v);
          if (called !== null && v.partner !== null) expect(hands[v.partner]).toContain(called);
          deals++;
        }
      }
    }
    expect(deals).toBeGreaterThan(50);
  });

  it('draw uniformly: every placement of an unknown card turns up', () => {
    // Before the first card, a defender's view leaves 24 cards to the other three; each of them lands
    // with each possible holder in a few hundred draws.
    const s = statesOf(3).find((x) => x.phase === 'play') as HandState;
    const v = view(s, ((s.declarer as Seat) + 1) % 4);
    const model = fourHandModel(v);
    const rng = createRng(1);
    const where = new Map<Card, Set<Seat>>();
    for (let k = 0; k < 400; k++) {
      const hands = drawHands(model, rng) as Card[][];
      hands.forEach((h, seat) => h.forEach((c) => where.set(c, (where.get(c) ?? new Set()).add(seat))));
    }
    model.cards.forEach((c, k) => {
      const card = cardAt(c);
      const allowed = model.holders.filter((_, j) => ((model.masks[k] as number) >> j) & 1);
      expect([...(where.get(card) ?? [])].sort()).toEqual([...allowed].sort());
    });
  });
});

describe('křížový levels', () => {
  it('play betl from its second lead, every hand open, as the exact search does', () => {
    // Forehand names betl whenever it may; from the second lead every card lies open (betlOpenAll), so
    // the one layout is the real hand and the level's card is one the search values best.
    const betl: Player = {
      name: 'betl',
      decide(v, rng) {
        const a = v.legal.find((x) => x.type === 'chooseGame' && x.game === 'betl');
        return a ? { action: a, hint: { code: 'forced' } } : rulePlayer.decide(v, rng);
      },
    };
    let checked = 0;
    for (let i = 0; i < 6; i++) {
      let state = newHand(setupOf(i));
      for (let n = 0; state.phase !== 'finished'; n++) {
        const seat = state.toAct as Seat;
        const v = view(state, seat);
        let action = betl.decide(v, decisionRng(i, n)).action;
        if (state.phase === 'play' && fourHandModel(v).cards.length === 0 && v.legal.length > 1) {
          expect(state.game).toBe('betl');
          const d = fourHandCard(v, createRng(n), fourHandConfigOf(LEVEL_CONFIG.hrac), {
            ms: Infinity,
            clock: () => 0,
          });
          expect(d?.hint).toMatchObject({ code: 'bestCard', layouts: 1 });
          expect(v.legal.map(actionKey)).toContain(actionKey(d?.action as never));
          const search = new Search(state);
          const sign = onDeclarerSide(v) ? 1 : -1;
          const values = v.legal.map((a) =>
            a.type === 'play' ? sign * search.valueAfter(a.card) : -Infinity,
          );
          const chosen = d?.action.type === 'play' ? sign * search.valueAfter(d.action.card) : NaN;
          expect(chosen).toBe(Math.max(...values));
          action = d?.action as typeof action;
          checked++;
        }
        const next = apply(state, action);
        if (!next.ok) throw new Error(next.error.code);
        state = next.value;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it.each(LEVELS)('%s finishes whole hands, every decision legal, money zero-sum', (level) => {
    const p = playerByName(level, { timed: false }) as Player;
    for (let i = 0; i < 2; i++) {
      // The level at two seats (one of them forehand in the second hand), the rules player at the others.
      const players = i === 0 ? [p, rulePlayer, p, rulePlayer] : [rulePlayer, p, rulePlayer, p];
      const hand = playHand(setupOf(i), players, i);
      expect(hand.final.phase).toBe('finished');
      const money = settle(hand.final).money;
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
      const own = hand.decisions.filter((d) => players[d.seat] === p && d.action.type === 'play');
      expect(own.length).toBeGreaterThan(0);
    }
  });
});

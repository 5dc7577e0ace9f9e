/**
 * Layouts consistent with one seat's view: each one shows the seat exactly its view (the engine's own
 * view() is the judge), the real hand is always among them, the constraint model counts them exactly,
 * sampling is uniform, answers depend on the view alone, and the seat analysis is built on them.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  type Rng,
  type Ruleset,
  type Seat,
  PRESETS,
  activeSeats,
  createRng,
  describe as describePosition,
  fromCards,
  fromPosition,
  legalActions,
  newHand,
  seatOfCard,
  shuffled,
  shuffledDeck,
  size,
  strength,
  suitOf,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import {
  countLayouts,
  enumerateLayouts,
  layoutModel,
  modelCount,
  sampleLayouts,
} from '../../../src-main/solver/layouts.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { run, stateOf } from '../helpers.ts';

const OVER_FIRST: Ruleset = { ...PRESETS.csm, marriageOrder: 'overFirst' };
const RULES = [PRESETS.csm, PRESETS.house001, OVER_FIRST];

/** A hand dealt and bid through the engine with random legal calls, played randomly to `left` tricks. */
function randomHand(rng: Rng, left: number): HandState {
  for (;;) {
    const four = rng.int(4) === 0;
    const table = four ? { size: 4 as const, dealer: rng.int(4) } : { size: 3 as const, dealer: rng.int(3) };
    let s = newHand({ rules: RULES[rng.int(RULES.length)]!, table, deck: shuffledDeck(rng) });
    const extra = rng.int(3);
    while (s.phase !== 'finished') {
      if (s.phase === 'play' && s.tricks.length === 10 - left && s.trick!.cards.length === extra) return s;
      const legal = legalActions(s).filter((a) => a.type !== 'claim');
      // Pass often in doubling so that it ends; otherwise any legal call (a claim is not a move).
      const pass = legal.find((a) => a.type === 'pass');
      s = run(s, pass && rng.int(3) > 0 ? pass : (legal[rng.int(legal.length)] as Action));
    }
  }
}

const handsOf = (s: HandState) => JSON.stringify([s.hands, s.talon]);

/**
 * What the play reveals, computed here without the play rule: a seat that did not follow suit holds
 * none of it, one that did not trump holds no trump, one that followed without overtaking (trick not
 * trumped) holds nothing higher than the best card it failed to beat.
 */
function revealed(s: HandState): { seat: Seat; cards: Card[] }[] {
  const out: { seat: Seat; cards: Card[] }[] = [];
  const order = s.trump === null ? 'plain' : 'suit';
  for (const t of [...s.tricks, s.trick!]) {
    const led = suitOf(t.cards[0] ?? 'H7');
    t.cards.forEach((c, i) => {
      if (i === 0) return;
      const seat = seatOfCard(s, t.leader, i);
      const before = t.cards.slice(0, i);
      const suitCards = (suit: string) => toCards(0xffffffff).filter((x) => suitOf(x) === suit);
      if (suitOf(c) !== led) {
        out.push({ seat, cards: suitCards(led) });
        if (s.trump !== null && suitOf(c) !== s.trump) out.push({ seat, cards: suitCards(s.trump) });
      } else if (!before.some((x) => suitOf(x) === s.trump && s.trump !== led)) {
        const best = before
          .filter((x) => suitOf(x) === led)
          .reduce((a, b) => (strength(b, order) > strength(a, order) ? b : a));
        if (strength(c, order) < strength(best, order))
          out.push({ seat, cards: suitCards(led).filter((x) => strength(x, order) > strength(best, order)) });
      }
    });
  }
  return out;
}

/** Another state with the cards unseen by `seat` shuffled, accepted only if the engine's checks pass. */
function scrambled(s: HandState, seat: Seat, rng: Rng): HandState | null {
  // Cards laid open (the declarer's, and the defenders' where the rules show them) are seen too.
  const open = view(s, seat).laidOpen;
  const others = activeSeats(s.table).filter((x) => x !== seat && (open[x] ?? null) === null);
  const hidden = [
    ...others.flatMap((x) => toCards(s.hands[x]!)),
    ...(s.talonBy === seat ? [] : toCards(s.talon)),
  ];
  for (let t = 0; t < 2000; t++) {
    const deck = shuffled(hidden, rng);
    const hands = s.hands.slice();
    let k = 0;
    for (const x of others) {
      const n = size(s.hands[x]!);
      hands[x] = fromCards(deck.slice(k, k + n));
      k += n;
    }
    const talon = s.talonBy === seat ? s.talon : fromCards(deck.slice(k));
    const s2: HandState = { ...s, hands, talon };
    if (handsOf(s2) === handsOf(s)) continue;
    const r = fromPosition(describePosition(s2));
    if (!r.ok || JSON.stringify(r.value.marriages) !== JSON.stringify(s.marriages)) continue;
    // Trumps laid in the talon are announced only where the rules say so (Ruleset.talonTrumpsShown).
    const laid = s.rules.talonTrumpsShown ? toCards(talon).filter((c) => suitOf(c) === s.trump) : [];
    if (JSON.stringify(laid) !== JSON.stringify(toCards(fromCards(s.talonTrumps)))) continue;
    const trumpCard = s.trumpCard;
    const played = [...s.tricks, s.trick!].some((tr) => tr.cards.includes(trumpCard!));
    if (trumpCard && s.game === 'suit' && !played && !toCards(hands[s.declarer!]!).includes(trumpCard))
      continue;
    return s2;
  }
  return null;
}

// Forehand (seat 0) declares hearts; seat 1 plays BO holding BK (a marriage), trumps the acorn ace
// (void in acorns), and seat 2 plays L7 under L8 (no higher leaf).
const LAYOUT = {
  hands: [
    'HA HK HO H9 H8 BA BX LA AA AX',
    'HX H7 BK BO LK LO LX LU L9 L8',
    'HU B7 B8 B9 BU L7 AK AO A9 A8',
  ] as const,
  talon: 'A7 AU',
  trump: 'H' as const,
};
const TRICKS = ['BA BO B7', 'AA H7 A8', 'L8 L7 LA'];

describe('layouts consistent with a seat’s view', () => {
  it('each layout shows the seat exactly its view, the real hand is among them, the model counts them', () => {
    const rng = createRng(1);
    let enumerated = 0;
    for (let i = 0; i < 80; i++) {
      const s = randomHand(rng, 2 + rng.int(4));
      const seats = activeSeats(s.table);
      const seat = seats[rng.int(seats.length)]!;
      const v = view(s, seat);
      const total = modelCount(layoutModel(v));
      expect(total).toBeGreaterThan(0);
      const facts = revealed(s).filter((f) => f.seat !== seat);
      const respects = (l: HandState) =>
        facts.every((f) => f.cards.every((c) => !toCards(l.hands[f.seat]!).includes(c)));
      if (total <= 1000) {
        const all = [...enumerateLayouts(v)];
        expect(all.length).toBe(total);
        expect(new Set(all.map(handsOf)).size).toBe(total);
        const real = all.find((l) => handsOf(l) === handsOf(s));
        // Identical to the real hand but for forehand's dealt packets, which no view shows.
        expect({ ...real!, firstSeven: s.firstSeven, people: s.people }).toEqual(s);
        for (const l of all) {
          expect(view(l, seat)).toEqual(v);
          expect(respects(l)).toBe(true);
        }
        expect(countLayouts(v, total)).toBe(total);
        expect(countLayouts(v, total - 1)).toBeNull();
        enumerated++;
      }
      const sample = sampleLayouts(v, createRng(i), 25);
      expect(sample.length).toBe(Math.min(25, total));
      expect(new Set(sample.map(handsOf)).size).toBe(sample.length);
      for (const l of sample) {
        expect(view(l, seat)).toEqual(v);
        expect(respects(l)).toBe(true);
      }
    }
    expect(enumerated).toBeGreaterThan(40);
  });

  it('is exact with seven, hundred, seven and hundred against, marriages and trumps in the talon', () => {
    const rng = createRng(2);
    const seen = new Set<string>();
    for (let i = 0; i < 1500 && seen.size < 7; i++) {
      const s = randomHand(rng, 3);
      const defenders = activeSeats(s.table).filter((x) => x !== s.declarer);
      const v = view(s, defenders[rng.int(defenders.length)]!);
      const model = layoutModel(v);
      const facts = [
        ...v.components.map((c) => c.kind).filter((k) => k !== 'game' && k !== 'betl' && k !== 'durch'),
        ...(v.marriages.length > 0 ? ['marriage'] : []),
        ...(v.talonTrumps.length > 0 ? ['talonTrumps'] : []),
        ...(model.hundreds.length > 0 ? ['hundredUnproven'] : []),
      ].filter((f) => !seen.has(f));
      if (facts.length === 0) continue;
      const total = modelCount(model);
      if (total > 2000) continue;
      facts.forEach((f) => seen.add(f));
      const all = [...enumerateLayouts(v)];
      expect(all.length).toBe(total);
      expect(all.map(handsOf)).toContain(handsOf(s));
      for (const l of all) expect(view(l, v.seat)).toEqual(v);
    }
    expect([...seen].sort()).toEqual(
      [
        'hundred',
        'hundredAgainst',
        'hundredUnproven',
        'marriage',
        'seven',
        'sevenAgainst',
        'talonTrumps',
      ].sort(),
    );
  });

  it('samples uniformly: single draws over a view with a few dozen layouts', () => {
    const rng = createRng(3);
    let s: HandState;
    let total: number;
    do {
      s = randomHand(rng, 3);
      total = modelCount(layoutModel(view(s, s.toAct!)));
    } while (total < 20 || total > 40);
    const v = view(s, s.toAct!);
    const tally = new Map<string, number>();
    const draws = 100 * total;
    for (let i = 0; i < draws; i++) {
      const [l] = sampleLayouts(v, createRng(1000 + i), 1);
      tally.set(handsOf(l!), (tally.get(handsOf(l!)) ?? 0) + 1);
    }
    expect(tally.size).toBe(total);
    // Chi-square with total - 1 degrees of freedom; far above the mean only when the draw is biased.
    const chi = [...tally.values()].reduce((sum, n) => sum + (n - 100) ** 2 / 100, 0);
    expect(chi).toBeLessThan(2 * total + 30);
  });

  it('keeps voids, "no higher card" and an announced marriage (hand count)', () => {
    const v = view(stateOf(LAYOUT, TRICKS), 0);
    // Seat 1 has every leaf and BK, seat 2 the acorns; HX HU B8 B9 BU fill the rest: one to seat 1.
    const all = [...enumerateLayouts(v)];
    expect(all.length).toBe(5);
    expect(countLayouts(v, 100)).toBe(5);
    for (const l of all) {
      const one = toCards(l.hands[1]!);
      const two = toCards(l.hands[2]!);
      expect(one).toEqual(expect.arrayContaining(['BK', 'LK', 'LO', 'LX', 'LU', 'L9']));
      expect(two).toEqual(expect.arrayContaining(['AK', 'AO', 'A9']));
      expect(one.some((c) => suitOf(c) === 'A')).toBe(false);
      expect(two.some((c) => suitOf(c) === 'L')).toBe(false);
    }
    // Seat 1 does not know the talon: under the house rules it holds no heart (a trump laid there is
    // announced, rules/001 "Talón", and none was) nor ace or ten.
    // Talon from B8 B9 BU AK AO A9 A7 AU: C(8,2) · C(14,7) = 28 · 3432.
    const v1 = view(stateOf({ ...LAYOUT, rules: PRESETS.house001 }, TRICKS), 1);
    expect(modelCount(layoutModel(v1))).toBe(96096);
    expect(countLayouts(v1, 1000)).toBeNull();
    for (const l of sampleLayouts(v1, createRng(4), 50)) {
      expect(toCards(l.talon).some((c) => suitOf(c) === 'H' || c[1] === 'A' || c[1] === 'X')).toBe(false);
      expect(view(l, 1)).toEqual(v1);
    }
    // Under the ČSM rules the talon is secret (čl. II odst. 4): a heart without points may lie there
    // unsaid. Talon from HK HO H9 H8 HU and the eight above: C(13,2) · C(14,7) = 78 · 3432.
    const csm = view(stateOf(LAYOUT, TRICKS), 1);
    expect(modelCount(layoutModel(csm))).toBe(267696);
    const hearts = sampleLayouts(csm, createRng(4), 200).filter((l) =>
      toCards(l.talon).some((c) => suitOf(c) === 'H'),
    );
    expect(hearts.length).toBeGreaterThan(0);
    for (const l of hearts) expect(view(l, 1)).toEqual(csm);
  });

  it('depends on the view alone: another layout of the hidden cards gives the same answers', () => {
    const rng = createRng(5);
    let tried = 0;
    for (let found = 0; found < 3; tried++) {
      expect(tried).toBeLessThan(200);
      const s = randomHand(rng, 4);
      const seat = s.toAct!;
      const s2 = scrambled(s, seat, rng);
      if (s2 === null) continue;
      found++;
      const v = view(s, seat);
      expect(view(s2, seat)).toEqual(v);
      const v2 = view(s2, seat);
      expect(sampleLayouts(v2, createRng(9), 30)).toEqual(sampleLayouts(v, createRng(9), 30));
      const options = { seed: 11, maxLayouts: 6, exactLimit: 3 };
      expect(analyzeForSeat(v2, options)).toEqual(analyzeForSeat(v, options));
    }
  });
});

describe('analysis for the seat to act', () => {
  // Seat 1's last unknown card is one of HX HU B9 BU: four layouts, six tricks left.
  const s = stateOf(LAYOUT, [...TRICKS, 'BX BK B8']);

  it('averages the exact values over every layout', () => {
    const v = view(s, 0);
    const layouts = [...enumerateLayouts(v)];
    expect(layouts.length).toBe(4);
    const a = analyzeForSeat(v, { seed: 1 });
    expect(a).toMatchObject({ seat: 0, layouts: 4, exact: true, total: 4, done: true });
    const legal = v.legal.flatMap((x) => (x.type === 'play' ? [x.card] : []));
    expect(a.cards.map((c) => c.card).sort()).toEqual([...legal].sort());
    const values = layouts.map((l) => {
      const search = new Search(l);
      return legal.map((c) => search.valueAfter(c));
    });
    legal.forEach((card, i) => {
      const stats = a.cards.find((c) => c.card === card)!;
      const mine = values.map((row) => row[i]!);
      expect(stats.meanValue).toBeCloseTo(mine.reduce((x, y) => x + y, 0) / layouts.length, 9);
      expect(stats.keeps).toBe(values.filter((row) => row[i] === Math.max(...row)).length / layouts.length);
      expect(stats.wins).toBe(mine.filter((x) => x > 0).length / layouts.length);
    });
    for (let i = 1; i < a.cards.length; i++)
      expect(a.cards[i - 1]!.keeps).toBeGreaterThanOrEqual(a.cards[i]!.keeps);
  });

  it('stops when asked, with what it has, and reports progress on the way', () => {
    const rng = createRng(6);
    let st: HandState;
    do st = randomHand(rng, 3);
    while (modelCount(layoutModel(view(st, st.toAct!))) < 20);
    const v = view(st, st.toAct!);
    const partials: number[] = [];
    let asked = 0;
    const a = analyzeForSeat(v, {
      seed: 2,
      maxLayouts: 12,
      exactLimit: 0,
      onProgress: (p) => partials.push(p.layouts),
      shouldStop: () => ++asked > 7,
    });
    expect(a).toMatchObject({ layouts: 7, done: false, exact: false });
    expect(partials).toEqual([1, 5]);
    const sum = a.cards.reduce((x, c) => x + c.keeps, 0);
    expect(sum).toBeGreaterThanOrEqual(1);
    const full = analyzeForSeat(v, { seed: 2, maxLayouts: 12, exactLimit: 0 });
    expect(full).toMatchObject({ layouts: 12, done: true, exact: false });
    expect(full.total).toBe(modelCount(layoutModel(v)));
  });

  it('refuses a seat that is not to act', () => {
    expect(() => analyzeForSeat(view(s, 1), { seed: 1 })).toThrow();
  });
});

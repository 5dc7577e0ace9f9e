/**
 * The editor's validation: named problems with their cards, table-driven (each case says where the
 * rule comes from), and properties over random legal hands: every position reached validates clean,
 * and single-card corruptions are caught with the right card named.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type PresetId,
  CARDS,
  PRESETS,
  apply,
  cardPoints,
  createRng,
  describe as describePosition,
  fromPosition,
} from '../../../src-shared/index.ts';
import {
  type EditorDraft,
  type EditorProblem,
  draftOf,
  emptyDraft,
  problemCards,
  toDeck,
  toPosition,
  validate,
} from '../../../src-shared/editor/validate.ts';
import { expectedHandSizes, fillRandom } from '../../../src-shared/editor/fill.ts';
import { formatProblem } from '../../../src-shared/explain/editor.ts';
import { newHand } from '../../../src-shared/engine/deal.ts';
import { randomHand } from '../renderer/random-hands.ts';
import { cards } from '../helpers.ts';

/** A valid layout: forehand (seat 0, dealer 2) plays hearts; talon A8 A7. */
const BASE: { hands: readonly [string, string, string]; talon: string } = {
  hands: ['HA HX HK HO H7 BA BX LA AA A9', 'H9 H8 BK BO BU B9 LX LK LO LU', 'HU B8 B7 L9 L8 L7 AX AK AO AU'],
  talon: 'A8 A7',
};

function draft(over: Partial<EditorDraft> & { layout?: typeof BASE; played?: string[]; on?: string } = {}) {
  const layout = over.layout ?? BASE;
  const played = new Set([...(over.played ?? []), over.on ?? ''].flatMap(cards));
  const { layout: _l, played: tricks, on, ...rest } = over;
  return {
    ...emptyDraft(),
    hands: layout.hands.map((h) => cards(h).filter((c) => !played.has(c))),
    talon: cards(layout.talon),
    tricks: (tricks ?? []).map(cards),
    current: cards(on ?? ''),
    ...rest,
  } satisfies EditorDraft;
}

/** Swap two cards wherever they lie in a layout's strings. */
function swap(a: string, b: string): typeof BASE {
  const sw = (s: string) =>
    cards(s)
      .map((c) => (c === a ? b : c === b ? a : c))
      .join(' ');
  const [h0, h1, h2] = BASE.hands;
  return { hands: [sw(h0), sw(h1), sw(h2)], talon: sw(BASE.talon) };
}

interface Case {
  readonly name: string;
  /** Where the rule or the requirement comes from. */
  readonly source: string;
  readonly draft: EditorDraft;
  readonly codes: readonly EditorProblem['code'][];
  readonly cards: readonly Card[];
}

const CASES: readonly Case[] = [
  { name: 'a valid layout', source: 'pravidla ČSM, čl. VII odst. 1', draft: draft(), codes: [], cards: [] },
  {
    name: 'a card twice (H9 replaced by HA)',
    source: 'issue 15 "a card twice"; pravidla ČSM, čl. II odst. 1 (32 cards)',
    draft: draft({
      layout: { ...BASE, hands: [BASE.hands[0], BASE.hands[1].replace('H9', 'HA'), BASE.hands[2]] },
    }),
    codes: ['duplicate', 'missing'],
    cards: ['HA', 'H9'],
  },
  {
    name: 'eleven cards in a hand',
    source: 'issue 15 "eleven cards in a hand"; pravidla ČSM, čl. VII odst. 1 (10 each after the talon)',
    draft: draft({
      layout: { ...BASE, hands: [`${BASE.hands[0]} H9`, BASE.hands[1].replace('H9 ', ''), BASE.hands[2]] },
    }),
    codes: ['handCount', 'handCount'],
    cards: ['H9'],
  },
  {
    name: 'a seven contract without the trump seven',
    source: 'issue 15; pravidla ČSM, čl. IV odst. 4',
    draft: draft({ layout: swap('H7', 'H9'), announced: { seven: true } }),
    codes: ['sevenNotHeld'],
    cards: ['H7'],
  },
  {
    name: 'an ace in the talon of a suit game',
    source: 'issue 15; pravidla ČSM, čl. IV odst. 12',
    draft: draft({ layout: swap('AA', 'A8') }),
    codes: ['talonAceOrTen'],
    cards: ['AA'],
  },
  {
    name: 'the trump card in the talon',
    source: 'pravidla ČSM, čl. VII odst. 1 (the trump card is turned up, not discarded)',
    draft: draft({ layout: swap('H8', 'A8'), trumpCard: 'H8' }),
    codes: ['talonTrumpCard'],
    cards: ['H8'],
  },
  {
    name: 'a trick that breaks the rules (not following hearts)',
    source: 'issue 15 "a trick history that breaks the rules"; pravidla ČSM, čl. II odst. 7',
    draft: draft({ played: ['HA H9 B8'] }),
    codes: ['illegalPlay'],
    cards: ['B8'],
  },
  {
    name: 'a current trick that breaks the rules',
    source: 'pravidla ČSM, čl. II odst. 7 (follow suit)',
    draft: draft({ played: ['HA H9 HU'], on: 'HX B9' }),
    codes: ['illegalPlay'],
    cards: ['B9'],
  },
  {
    name: 'a current trick of three cards',
    source: 'pravidla ČSM, čl. II odst. 6 (one card from each player)',
    draft: draft({ on: 'HA H9 HU' }),
    codes: ['currentTrickFull'],
    cards: ['HA', 'H9', 'HU'],
  },
  {
    name: 'a finished trick of two cards',
    source: 'pravidla ČSM, čl. II odst. 6',
    draft: draft({ played: ['HA H9'] }),
    codes: ['trickSize'],
    cards: ['HA', 'H9'],
  },
  {
    name: 'betl with trumps and a seven',
    source: 'pravidla ČSM, čl. IV odst. 7',
    draft: draft({ game: 'betl', trump: 'H', announced: { seven: true } }),
    codes: ['trumpInNoTrump', 'announcementNotInGame'],
    cards: [],
  },
  {
    name: 'a hundred without a marriage',
    source: 'pravidla ČSM, čl. IV odst. 5',
    draft: draft({ layout: swap('HK', 'LK'), announced: { hundred: true } }),
    codes: ['marriageNotHeld'],
    cards: [],
  },
  {
    name: 'a seven doubled but not announced',
    source: 'pravidla ČSM, čl. V odst. 5 (only what was announced is doubled)',
    draft: draft({ doubles: { seven: 1 } }),
    codes: ['doubleWithoutComponent'],
    cards: [],
  },
  {
    name: 'five doubles under the house rules',
    source: 'domácí pravidla, oddíl „Flek-re“ (up to retutti)',
    draft: draft({ preset: 'house001', doubles: { game: 5 } }),
    codes: ['doublesTooMany'],
    cards: [],
  },
  {
    name: 'a betl played on after the declarer took a trick',
    source: 'pravidla ČSM, čl. IV odst. 7 (betl fails at the declarer’s first trick)',
    draft: draft({ game: 'betl', trump: null, played: ['HA H9 HU', 'BA BK B8'] }),
    codes: ['playAfterEnd'],
    cards: ['BA', 'BK', 'B8'],
  },
  {
    name: 'a deal before the bidding',
    source: 'pravidla ČSM, čl. VII odst. 1 (7-5-5-5-5-5)',
    draft: draft({
      stage: 'deal',
      layout: { hands: [`${BASE.hands[0]} A8 A7`, BASE.hands[1], BASE.hands[2]], talon: '' },
    }),
    codes: [],
    cards: [],
  },
  {
    name: 'a deal with a talon already laid',
    source: 'pravidla ČSM, čl. VII odst. 1 (forehand lays the talon after the deal)',
    draft: draft({ stage: 'deal' }),
    codes: ['talonCount', 'handCount'],
    cards: ['A8', 'A7'],
  },
];

describe('validate', () => {
  for (const c of CASES)
    it(`${c.name} (${c.source})`, () => {
      const problems = validate(c.draft);
      expect(problems.map((p) => p.code).sort()).toEqual([...c.codes].sort());
      const named = new Set(problems.flatMap(problemCards));
      for (const card of c.cards) expect(named).toContain(card);
      for (const p of problems) {
        for (const lang of ['cs', 'en'] as const) {
          const text = formatProblem(p, lang);
          expect(text.length).toBeGreaterThan(10);
          expect(text).not.toMatch(/rules\/|undefined|\d{3}_/);
        }
      }
      if (problems.length === 0 && c.draft.stage === 'play')
        expect(fromPosition(toPosition(c.draft)).ok).toBe(true);
    });

  it('names the engine reason and its article for an illegal card', () => {
    const [p] = validate(draft({ played: ['HA H9 B8'] }));
    expect(p).toMatchObject({
      code: 'illegalPlay',
      trick: 0,
      seat: 2,
      card: 'B8',
      reason: { code: 'mustFollowSuit' },
    });
    const cs = formatProblem(p as EditorProblem, 'cs');
    expect(cs).toContain('pravidla ČSM, čl. II odst. 7');
    expect(cs).toContain('1. zdvihu');
    expect(formatProblem(p as EditorProblem, 'en')).toContain('ČSM rules, art. II §7');
  });

  it('a valid deal before the bidding deals exactly its hands', () => {
    const d = CASES.find((c) => c.name === 'a deal before the bidding')?.draft as EditorDraft;
    const state = newHand({
      rules: toPosition(d).rules,
      table: { size: 3, dealer: d.dealer },
      deck: toDeck(d),
    });
    state.hands.forEach((h, s) =>
      expect(CARDS.filter((_, i) => (h >>> i) & 1).sort()).toEqual([...(d.hands[s] ?? [])].sort()),
    );
  });
});

/** Positions reached by random legal play (hands in play or finished), with their preset. */
function reached(hands: number): { state: HandState; preset: PresetId }[] {
  const out: { state: HandState; preset: PresetId }[] = [];
  for (let seed = 1; seed <= hands; seed++) {
    const preset: PresetId = seed % 2 === 0 ? 'house001' : 'csm';
    const steps = randomHand(seed, PRESETS[preset]);
    const rng = createRng(seed * 7);
    const inPlay = steps.filter((s) => s.after.phase === 'play' || s.after.phase === 'finished');
    for (let k = 0; k < 3 && inPlay.length > 0; k++)
      out.push({ state: (inPlay[rng.int(inPlay.length)] as (typeof inPlay)[number]).after, preset });
  }
  return out;
}

describe('properties over random legal hands', () => {
  const positions = reached(120);

  it('every position reached validates clean', () => {
    for (const { state, preset } of positions) {
      const d = draftOf(describePosition(state), preset);
      expect(validate(d)).toEqual([]);
    }
  });

  it('a card replaced by one placed elsewhere is named twice and itself as missing', () => {
    const rng = createRng(99);
    for (const { state, preset } of positions) {
      const d = draftOf(describePosition(state), preset);
      const seat = rng.int(3);
      const hand = d.hands[seat] as Card[];
      if (hand.length === 0) continue;
      const lost = hand[rng.int(hand.length)] as Card;
      const others = CARDS.filter((c) => c !== lost);
      const twice = others[rng.int(others.length)] as Card;
      const hands = d.hands.map((h, s) => (s === seat ? h.map((c) => (c === lost ? twice : c)) : h));
      const problems = validate({ ...d, hands });
      expect(problems).toContainEqual(expect.objectContaining({ code: 'duplicate', card: twice }));
      expect(problems).toContainEqual(expect.objectContaining({ code: 'missing', cards: [lost] }));
    }
  });

  it('a card moved to another hand makes both counts wrong and is named', () => {
    const rng = createRng(5);
    for (const { state, preset } of positions) {
      const d = draftOf(describePosition(state), preset);
      const from = rng.int(3);
      const to = (from + 1 + rng.int(2)) % 3;
      const hand = d.hands[from] as Card[];
      if (hand.length === 0) continue;
      const moved = hand[rng.int(hand.length)] as Card;
      const hands = d.hands.map((h, s) =>
        s === from ? h.filter((c) => c !== moved) : s === to ? [...h, moved] : h,
      );
      const problems = validate({ ...d, hands });
      const counts = problems.filter((p) => p.code === 'handCount');
      expect(counts.map((p) => p.code === 'handCount' && p.seat).sort()).toEqual([from, to].sort());
      expect(counts.flatMap(problemCards)).toContain(moved);
    }
  });

  it('an ace or ten swapped into the talon of a suit game is named', () => {
    const rng = createRng(11);
    let checked = 0;
    for (const { state, preset } of positions) {
      const d = draftOf(describePosition(state), preset);
      if (d.game !== 'suit') continue;
      const seat = rng.int(3);
      const points = (d.hands[seat] as Card[]).filter((c) => cardPoints(c) > 0);
      if (points.length === 0) continue;
      const ace = points[rng.int(points.length)] as Card;
      const out = d.talon[0] as Card;
      const hands = d.hands.map((h, s) => (s === seat ? h.map((c) => (c === ace ? out : c)) : h));
      const problems = validate({ ...d, hands, talon: [ace, d.talon[1] as Card] });
      expect(problems).toContainEqual({ code: 'talonAceOrTen', card: ace });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('a played card swapped for a card its player could not play there is named with the engine’s reason', () => {
    const rng = createRng(3);
    let checked = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const steps = randomHand(seed);
      const plays = steps.filter((s) => s.action.type === 'play');
      if (plays.length === 0) continue;
      const final = (steps[steps.length - 1] as (typeof steps)[number]).after;
      const d = draftOf(describePosition(final), 'csm');
      const i = rng.int(plays.length);
      const step = plays[i] as (typeof plays)[number];
      if (step.action.type !== 'play') continue;
      const seat = step.action.seat;
      const played = step.action.card;
      // A card the seat still holds at the end that the engine refuses at that moment.
      const held = (d.hands[seat] as Card[]).filter((c) => {
        const r = apply(step.before, { type: 'play', seat, card: c });
        return !r.ok;
      });
      if (held.length === 0) continue;
      const bad = held[rng.int(held.length)] as Card;
      const reason = apply(step.before, { type: 'play', seat, card: bad });
      const sw = (c: Card) => (c === played ? bad : c === bad ? played : c);
      const corrupted: EditorDraft = {
        ...d,
        hands: d.hands.map((h) => h.map(sw)),
        tricks: d.tricks.map((t) => t.map(sw)),
        current: d.current.map(sw),
      };
      const problems = validate(corrupted);
      expect(problems).toEqual([
        {
          code: 'illegalPlay',
          trick: Math.floor(i / 3),
          seat,
          card: bad,
          reason: reason.ok ? null : reason.error,
        },
      ]);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe('fill the rest at random', () => {
  it('keeps what is placed, fills every place to its count, and is seeded', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rng = createRng(seed);
      const base = emptyDraft();
      const placed: Card[] = [];
      const hands = base.hands.map(() => [] as Card[]);
      for (const c of CARDS)
        if (rng.int(3) === 0 && (hands[rng.int(3)] as Card[]).length < 10) placed.push(c);
      placed.forEach((c, i) => (hands[i % 3] as Card[]).push(c));
      const d: EditorDraft = {
        ...base,
        hands: hands.map((h) => h.slice(0, 10)),
        trump: 'L',
        announced: { seven: seed % 2 === 0 },
      };
      const filled = fillRandom(d, seed);
      expect(fillRandom(d, seed)).toEqual(filled);
      d.hands.forEach((h, s) => expect((filled.hands[s] as Card[]).slice(0, h.length)).toEqual(h));
      expect(filled.hands.map((h) => h.length)).toEqual(expectedHandSizes(d));
      const problems = validate(filled);
      // Only what the placed cards themselves decide may remain (a seven or an ace placed elsewhere).
      for (const p of problems) expect(['sevenNotHeld']).toContain(p.code);
      if (d.hands.flat().filter((c) => cardPoints(c) > 0).length < 8)
        expect(filled.talon.every((c) => cardPoints(c) === 0)).toBe(true);
    }
  });

  it('fills a deal before the bidding: twelve for forehand, ten for the others, no talon', () => {
    const filled = fillRandom({ ...emptyDraft(), stage: 'deal' }, 4);
    expect(filled.hands.map((h) => h.length)).toEqual([12, 10, 10]);
    expect(validate(filled)).toEqual([]);
  });
});

/**
 * Křížový through the engine (`newHand`, `legalActions`, `apply`, `view`, `settle`) with its flow
 * (src-shared/variants/four-hand/flow.ts): whole hands by article — pravidla ČSM (OP) čl. VII odst. 2,
 * the English description (AP), "Four hand Mariáš" — and a property over random legal play.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type Game,
  type Rank,
  GAMES,
  actionKey,
  type HandState,
  type Ruleset,
  CARDS,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  refusal,
  settle,
  shuffled,
  size,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { explainReason } from '../../../src-shared/explain/format.ts';
import { calledOf, partnerOf, stockOf } from '../../../src-shared/engine/state.ts';

const cards = (s: string) => s.split(/\s+/).filter(Boolean) as Card[];

/** A deck dealing these eight-card hands with dealer 3 (forehand 0): first four, then last four. */
function deckFor(...hands: [string, string, string, string]): Card[] {
  const hs = hands.map(cards);
  return [...hs.flatMap((h) => h.slice(0, 4)), ...hs.flatMap((h) => h.slice(4))];
}

function deal(deck: readonly Card[], rules: Ruleset = PRESETS.csm, dealer = 3): HandState {
  return newHand({ rules, table: fourHandTable(dealer), deck, variant: 'fourHand' });
}

function run(state: HandState, ...actions: Action[]): HandState {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.value;
  }
  return s;
}

const play = (seat: number, card: Card): Action => ({ type: 'play', seat, card });
const pass = (seat: number): Action => ({ type: 'pass', seat });

/** Plays the first legal card until the hand is over (the order of the cards, hearts first). */
function playOut(state: HandState, watch?: (s: HandState) => void): HandState {
  let s = state;
  while (s.phase === 'play') {
    const a = legalActions(s).find((x) => x.type === 'play') as Action;
    s = run(s, a);
    watch?.(s);
  }
  return s;
}

// Forehand (0): HA HK BA L7 | HX B7 AX A7; the called HO is seat 1's.
const SUIT_DECK = deckFor(
  'HA HK BA L7 HX B7 AX A7',
  'HO H9 BX BK LA LK AK A9',
  'H7 H8 BO B9 LX LO AA AO',
  'HU BU B8 LU L9 L8 AU A8',
);

describe('the bidding of křížový (OP čl. VII odst. 2; AP)', () => {
  it('forehand sees his first four, lays the trump card from them and calls a rank; then four more each', () => {
    const s0 = deal(SUIT_DECK);
    expect(s0.phase).toBe('trumpChoice');
    expect(s0.toAct).toBe(0);
    expect(s0.hands.map(size)).toEqual([4, 4, 4, 4]);
    expect(legalActions(s0)).toEqual(
      cards('HK HA BA L7').map((card) => ({ type: 'chooseTrump', seat: 0, card })),
    );
    expect([...view(s0, 0).hand].sort()).toEqual(cards('HA HK BA L7').sort());
    // No z lidu (question 22), and not a card of the second four.
    expect(refusal(s0, { type: 'chooseTrumpBlind', seat: 0, index: 0 })).toEqual({ code: 'noBlindHere' });
    expect(refusal(s0, { type: 'chooseTrump', seat: 0, card: 'HX' })).toEqual({
      code: 'notInHand',
      card: 'HX',
    });

    const s1 = run(s0, { type: 'chooseTrump', seat: 0, card: 'HK' });
    expect(s1.phase).toBe('call');
    expect(legalActions(s1).map((a) => (a as { rank: string }).rank)).toEqual([
      '7',
      '8',
      '9',
      'X',
      'U',
      'O',
      'K',
      'A',
    ]);
    expect(view(s1, 2).trumpCard).toBeNull();

    const s2 = run(s1, { type: 'callRank', seat: 0, rank: 'O' });
    expect(s2.phase).toBe('gameChoice');
    expect(s2.hands.map(size)).toEqual([8, 8, 8, 8]);
    expect(stockOf(s2)).toEqual([]);
    // The rank is public, the card only once the trump card is shown.
    expect(view(s2, 2).called).toEqual({ rank: 'O', card: null });
    // No talon to discard.
    expect(refusal(s2, { type: 'discard', seat: 0, cards: ['L7', 'B7'] })).toEqual({ code: 'noTalonHere' });
  });

  it('"Barva?": approved by the three, the holder of the called card is the partner, hidden from the others', () => {
    const s = run(
      deal(SUIT_DECK),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'callRank', seat: 0, rank: 'O' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'approve', seat: 3 },
    );
    expect(s.phase).toBe('announce');
    expect(s.declarer).toBe(0);
    expect(partnerOf(s)).toBe(1);
    expect(calledOf(s)).toEqual({ rank: 'O', card: 'HO' });
    expect([0, 1, 2, 3].map((seat) => view(s, seat).partner)).toEqual([null, 1, null, null]);
  });

  it.each([
    ['A', 'alone on purpose: he held the heart ace among his first four'],
    ['X', '"dokoupit": the heart ten came in his second four (question 21 a)'],
  ] as const)('called %s: %s, so he plays alone against three and is paid by each', (rank, _why) => {
    const s = run(
      deal(SUIT_DECK),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'callRank', seat: 0, rank },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'approve', seat: 3 },
      { type: 'announce', seat: 0, seven: false, hundred: false },
      pass(1),
      pass(2),
      pass(3),
    );
    expect(partnerOf(s)).toBeNull();
    expect(s.doubling).toBeNull();
    const end = playOut(s);
    const st = settle(end);
    expect(st.sides).toEqual(['declarer', 'defence', 'defence', 'defence']);
    expect(st.payment).toBe('each');
    expect(st.money[0]).toBe(-3 * (st.money[1] as number));
    expect(st.money[1]).toBe(st.money[2]);
  });

  it('a refuser names betl or durch with his own eight cards; nobody is called then', () => {
    const s = run(
      deal(SUIT_DECK),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'callRank', seat: 0, rank: 'O' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'refuse', seat: 1 },
    );
    expect(s.phase).toBe('gameChoice');
    expect(s.toAct).toBe(1);
    expect(s.hands.map(size)).toEqual([8, 8, 8, 8]);
    expect(legalActions(s).map((a) => (a as { game: string }).game)).toEqual(['betl', 'durch']);
    const t = run(
      s,
      { type: 'chooseGame', seat: 1, game: 'betl' },
      ...[2, 3, 0].map((seat): Action => ({ type: 'approve', seat })),
    );
    expect(t.declarer).toBe(1);
    expect(t.game).toBe('betl');
    expect(partnerOf(t)).toBeNull();
    expect(calledOf(t)).toEqual({ rank: 'O', card: null });
    expect(t.trumpCard).toBeNull();
    expect(t.phase).toBe('doubling');
  });
});

describe('doubling in křížový (OP čl. VII odst. 2; question 19 b)', () => {
  const announced = run(
    deal(SUIT_DECK),
    { type: 'chooseTrump', seat: 0, card: 'HK' },
    { type: 'callRank', seat: 0, rank: 'O' },
    { type: 'chooseGame', seat: 0, game: 'suit' },
    { type: 'approve', seat: 1 },
    { type: 'approve', seat: 2 },
    { type: 'approve', seat: 3 },
    { type: 'announce', seat: 0, seven: false, hundred: false },
  );

  it('the three others are asked in the defence round; the partner may only pass', () => {
    expect(announced.phase).toBe('doubling');
    expect(announced.doubling?.queue).toEqual([1, 2, 3]);
    expect(legalActions(announced)).toEqual([pass(1)]);
    expect(refusal(announced, { type: 'double', seat: 1, components: ['game'] })).toEqual({
      code: 'partnerMayNotDouble',
    });
  });

  it('announcing against the declaring side is the defence’s, never the partner’s', () => {
    // Called rank 7: the heart seven is seat 2's, so he is the partner and may not announce it against.
    const s = run(
      deal(SUIT_DECK),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'callRank', seat: 0, rank: '7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'approve', seat: 3 },
      { type: 'announce', seat: 0, seven: false, hundred: false },
      pass(1),
    );
    expect(partnerOf(s)).toBe(2);
    expect(legalActions(s)).toEqual([pass(2)]);
    expect(refusal(s, { type: 'double', seat: 2, components: [], against: ['sevenAgainst'] })).toEqual({
      code: 'partnerMayNotAnnounce',
    });
    // Called rank Q: seat 1 is the partner and seat 2, a defender, may announce the seven against.
    const d = run(
      deal(SUIT_DECK),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'callRank', seat: 0, rank: 'O' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'approve', seat: 3 },
      { type: 'announce', seat: 0, seven: false, hundred: false },
      pass(1),
    );
    expect(legalActions(d)).toContainEqual({
      type: 'double',
      seat: 2,
      components: [],
      against: ['sevenAgainst'],
    });
  });

  it('a defender fleks; the declarer alone answers for his side', () => {
    const s = run(announced, pass(1), { type: 'double', seat: 2, components: ['game'] }, pass(3));
    expect(s.doubling?.side).toBe('declarer');
    expect(s.doubling?.queue).toEqual([0]);
    const p = run(s, pass(0));
    expect(p.phase).toBe('play');
    // Forehand leads a suit game.
    expect(p.toAct).toBe(0);
  });
});

describe('a suit game played out in pairs (OP čl. VII odst. 2; AP)', () => {
  it('reveals the partner when the called card falls and pays each loser to one winner', () => {
    const start = run(
      deal(SUIT_DECK),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'callRank', seat: 0, rank: 'O' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'approve', seat: 3 },
      { type: 'announce', seat: 0, seven: false, hundred: false },
      pass(1),
      pass(2),
      pass(3),
    );
    let seenBefore = false;
    let seenAfter = false;
    const end = playOut(start, (s) => {
      const fell = [...s.tricks.flatMap((t) => t.cards), ...(s.trick?.cards ?? [])].includes('HO');
      const seen = view(s, 2).partner;
      if (!fell) seenBefore ||= seen !== null;
      else seenAfter = seen === 1;
    });
    expect(seenBefore).toBe(false);
    expect(seenAfter).toBe(true);
    expect(end.phase).toBe('finished');
    expect(end.tricks).toHaveLength(8);
    const st = settle(end);
    expect(st.sides).toEqual(['declarer', 'declarer', 'defence', 'defence']);
    expect(st.payment).toBe('pairs');
    expect(st.money.reduce((a, b) => a + b, 0)).toBe(0);
    // Each seat wins or loses the same amount: the plain game, ±20 h (unless a silent result adds).
    expect(Math.abs(st.money[0] as number)).toBe(Math.abs(st.money[2] as number));
    expect(st.money[0]).toBe(st.money[1]);
  });
});

// Durch: forehand (0) holds seven acorns and the heart seven; the others cannot follow acorns after the
// first trick, so he takes seven tricks and the heart seven loses the eighth to seat 1's ace.
const DURCH_DECK = deckFor(
  'AA AK AO AU AX A9 A8 H7',
  'HA HK HO HU BA BK BO BU',
  'A7 HX H9 H8 BX B9 B8 B7',
  'LA LK LO LU LX L9 L8 L7',
);
const DURCH_TRICKS = [
  'AA BA A7 LA',
  'AK BK B7 LK',
  'AO BO B8 LO',
  'AU BU B9 LU',
  'AX HU BX LX',
  'A9 HO H8 L9',
  'A8 HK H9 L8',
  'H7 HA HX L7',
];

function durch(rules: Ruleset): HandState {
  let s = run(
    deal(DURCH_DECK, rules),
    { type: 'chooseTrump', seat: 0, card: 'AU' },
    { type: 'callRank', seat: 0, rank: 'K' },
    { type: 'chooseGame', seat: 0, game: 'durch' },
  );
  // Open durch ranks above it where the rules rate it (the English description): the others approve.
  while (s.phase === 'answer') s = run(s, { type: 'approve', seat: s.toAct as number });
  s = run(s, pass(1), pass(2), pass(3));
  expect(s.toAct).toBe(0); // the declarer leads durch
  for (const t of DURCH_TRICKS) {
    if (s.phase !== 'play') break;
    s = run(s, ...cards(t).map((c, i) => play(i, c)));
  }
  return s;
}

describe('durch s chytrým (OP čl. VII odst. 2; question 18)', () => {
  it('the first seven tricks suffice; the taker of the last is paid with the declarer', () => {
    const s = durch(PRESETS.csm);
    expect(s.end).toBe('played');
    expect(s.tricks.map((t) => t.winner)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    const st = settle(s);
    expect(st.items.map((i) => i.outcome)).toEqual([{ code: 'durchClever', seat: 1, trick: 7 }]);
    expect(st.money).toEqual([600, 600, -600, -600]);
  });

  it('without it (the English description) the durch is lost at the eighth trick', () => {
    const s = durch(PRESETS.english003);
    expect(s.end).toBe('durchLost');
    expect(settle(s).money).toEqual([-600, 200, 200, 200]);
  });
});

describe('betl with every hand open from the lead to the second trick (OP čl. VII odst. 2; q. 17)', () => {
  const betl = (rules: Ruleset) =>
    run(
      deal(DURCH_DECK, rules),
      { type: 'chooseTrump', seat: 0, card: 'AU' },
      { type: 'callRank', seat: 0, rank: 'K' },
      { type: 'chooseGame', seat: 0, game: 'betl' },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'approve', seat: 3 },
      pass(1),
      pass(2),
      pass(3),
    );

  it('hands lie open only once the second trick is led, then all four (or only the declarer’s)', () => {
    const s = betl(PRESETS.csm);
    expect(s.phase).toBe('play');
    // Forehand (the declarer) leads his heart seven; the others must follow and beat it where they can.
    const t1 = run(s, play(0, 'H7'), play(1, 'HU'), play(2, 'H8'), play(3, 'L7'));
    expect(t1.tricks[0]?.winner).toBe(1);
    expect(view(t1, 2).laidOpen.every((c) => c === null)).toBe(true);
    const led = run(t1, play(1, 'BU'));
    const v = view(led, 2);
    expect(v.laidOpen.map((c) => c?.length)).toEqual([7, 6, 7, 7]);
    expect([...(v.openHand ?? [])].sort()).toEqual(toCards(led.hands[0] as number).sort());
    const only = run(
      betl({ ...PRESETS.csm, betlOpenAll: false }),
      play(0, 'H7'),
      play(1, 'HU'),
      play(2, 'H8'),
      play(3, 'L7'),
      play(1, 'BU'),
    );
    expect(view(only, 2).laidOpen.map((c) => c !== null)).toEqual([true, false, false, false]);
  });

  it('the declarer taking a trick loses the betl, alone against three', () => {
    const s = run(betl(PRESETS.csm), play(0, 'AA'), play(1, 'BA'), play(2, 'A7'), play(3, 'LA'));
    expect(s.end).toBe('betlLost');
    expect(settle(s).money).toEqual([-900, 300, 300, 300]);
  });
});

describe('property: random legal play of křížový (cards, zero-sum money, a legal action, hidden cards)', () => {
  it('holds over 300 seeded hands under every preset', () => {
    const rng = createRng(1818);
    const presets = [PRESETS.csm, PRESETS.house001, PRESETS.app004, PRESETS.english003];
    for (let n = 0; n < 300; n++) {
      const rules = presets[n % presets.length] as Ruleset;
      let s = deal(shuffled(CARDS, rng), rules, rng.int(4));
      let steps = 0;
      while (s.phase !== 'finished') {
        const legal = legalActions(s);
        expect(legal.length, `a legal action in ${s.phase}`).toBeGreaterThan(0);
        const a = legal[rng.int(legal.length)] as Action;
        // Anything else the seat might ask for is refused with a reason that can be worded.
        const actor = s.toAct as number;
        const card = CARDS[rng.int(32)] as Card;
        const wrong: Action[] = [
          { type: 'chooseTrump', seat: actor, card },
          { type: 'chooseTrumpBlind', seat: actor, index: 0 },
          { type: 'callRank', seat: actor, rank: card[1] as Rank },
          { type: 'chooseGame', seat: actor, game: GAMES[rng.int(GAMES.length)] as Game },
          { type: 'discard', seat: actor, cards: [card, CARDS[(CARDS.indexOf(card) + 1) % 32] as Card] },
          { type: 'double', seat: actor, components: ['game'], against: ['sevenAgainst'] },
          { type: 'play', seat: actor, card },
        ];
        for (const w of wrong) {
          const keys = legal.map(actionKey);
          if (keys.includes(actionKey(w))) continue;
          const refused = apply(s, w);
          expect(refused.ok).toBe(false);
          if (!refused.ok) expect(explainReason(refused.error, 'cs').text.length).toBeGreaterThan(0);
        }
        const r = apply(s, a);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        s = r.value;
        // Cards conserved: hands, the undealt second round, tricks and the trick in progress.
        const all = [
          ...s.hands.flatMap((h) => toCards(h)),
          ...stockOf(s),
          ...s.tricks.flatMap((t) => t.cards),
          ...(s.trick?.cards ?? []),
        ];
        expect(new Set(all).size).toBe(32);
        expect(all).toHaveLength(32);
        // No seat sees another's unplayed cards unless laid open, nor the partner before his card falls.
        const seat = rng.int(4);
        const v = view(s, seat);
        for (let o = 0; o < 4; o++)
          if (o !== seat && v.laidOpen[o] === null)
            expect(v.hand.some((c) => (s.hands[o] as number) & (1 << CARDS.indexOf(c)))).toBe(false);
        if (v.partner !== null && v.partner !== seat) {
          const card = calledOf(s)?.card as Card;
          expect([...s.tricks.flatMap((t) => t.cards), ...(s.trick?.cards ?? [])]).toContain(card);
        }
        expect(++steps).toBeLessThan(200);
      }
      const st = settle(s);
      expect(st.money.reduce((a, b) => a + b, 0)).toBe(0);
      if (s.end === 'played') expect(s.tricks).toHaveLength(8);
    }
  });
});

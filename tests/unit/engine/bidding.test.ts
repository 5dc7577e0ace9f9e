/** The volený flow before play: trumps, talon, Barva?, takeovers, announcements, doubling. */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  PRESETS,
  apply,
  legalActions,
  newHand,
  settle,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { BIDDING_DECK, approvedSuit, handFrom, run } from '../helpers.ts';

const DECK = BIDDING_DECK;
const start = () => handFrom(DECK);
const refusedWith = (s: HandState, a: Action) => {
  const r = apply(s, a);
  if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(a)}`);
  return r.error;
};

/** Forehand takes hearts from the first seven and discards two small cards for a suit game. */
const suitOffered = () =>
  run(
    start(),
    { type: 'chooseTrump', seat: 0, card: 'HK' },
    { type: 'chooseGame', seat: 0, game: 'suit' },
    { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
  );
const approved = () => approvedSuit('HK', ['B7', 'L7']);

describe('trump choice (rules/000 čl. VII odst. 1)', () => {
  it('forehand sees seven cards and chooses among them or blind among five', () => {
    const s = start();
    expect(s.toAct).toBe(0);
    expect(view(s, 0).hand).toEqual(toCards(s.firstSeven));
    expect(view(s, 0).hiddenOwn).toBe(5);
    const legal = legalActions(s);
    expect(legal.filter((a) => a.type === 'chooseTrump')).toHaveLength(7);
    expect(legal.filter((a) => a.type === 'chooseTrumpBlind')).toHaveLength(5);
  });

  it('refuses a card from the second five, a card not held, a blind index out of range', () => {
    expect(refusedWith(start(), { type: 'chooseTrump', seat: 0, card: 'HX' })).toEqual({
      code: 'notInFirstSeven',
      card: 'HX',
    });
    expect(refusedWith(start(), { type: 'chooseTrump', seat: 0, card: 'AK' })).toEqual({
      code: 'notInHand',
      card: 'AK',
    });
    expect(refusedWith(start(), { type: 'chooseTrumpBlind', seat: 0, index: 5 })).toEqual({
      code: 'blindIndex',
      index: 5,
      count: 5,
    });
  });

  it('z lidu takes the trump suit from the chosen hidden card', () => {
    const s = run(start(), { type: 'chooseTrumpBlind', seat: 0, index: 3 });
    expect(s.trumpCard).toBe('L7');
    expect(s.trump).toBe('L');
    expect(s.trumpBlind).toBe(true);
    expect(view(s, 0).hand).toHaveLength(12);
    expect(view(s, 1).trump).toBeNull();
  });

  it('only the seat to act may act', () => {
    expect(refusedWith(start(), { type: 'chooseTrump', seat: 1, card: 'H8' })).toEqual({
      code: 'notYourTurn',
      seat: 1,
      toAct: 0,
    });
    expect(refusedWith(start(), { type: 'approve', seat: 0 })).toEqual({
      code: 'wrongPhase',
      action: 'approve',
      phase: 'trumpChoice',
    });
  });
});

describe('talon (rules/000 čl. IV odst. 12; rules/001 "Talón")', () => {
  const discarding = () =>
    run(start(), { type: 'chooseTrump', seat: 0, card: 'HK' }, { type: 'chooseGame', seat: 0, game: 'suit' });

  it('no ace or ten, and not the trump card, in a suit game', () => {
    const s = discarding();
    expect(refusedWith(s, { type: 'discard', seat: 0, cards: ['HA', 'B7'] })).toEqual({
      code: 'discardAceOrTen',
      card: 'HA',
    });
    expect(refusedWith(s, { type: 'discard', seat: 0, cards: ['B7', 'HK'] })).toEqual({
      code: 'discardTrumpCard',
      card: 'HK',
    });
    expect(refusedWith(s, { type: 'discard', seat: 0, cards: ['B7', 'B7'] })).toEqual({
      code: 'discardTwice',
      card: 'B7',
    });
    expect(refusedWith(s, { type: 'discard', seat: 0, cards: ['B7', 'AK'] })).toEqual({
      code: 'notInHand',
      card: 'AK',
    });
    // 12 cards, 5 of them banned (HA HX BA LA AA) and the trump card: C(6, 2) pairs remain.
    expect(legalActions(s)).toHaveLength(15);
  });

  // A discarded trump is announced only where the preset's document says so: the house rules (rules/001
  // "Talón"); the ČSM rules allow the discard and say nothing of telling (čl. IV odst. 12), and the
  // other documents are silent (issue 26 item 8).
  it.each([
    ['house001', ['H9']],
    ['csm', []],
    ['app004', []],
    ['english003', []],
  ] as const)('a discarded trump under %s: announced once the trump is turned: %j', (id, announced) => {
    const s = run(
      run(
        handFrom(DECK, PRESETS[id]),
        { type: 'chooseTrump', seat: 0, card: 'HK' },
        {
          type: 'chooseGame',
          seat: 0,
          game: 'suit',
        },
      ),
      { type: 'discard', seat: 0, cards: ['H9', 'B7'] },
    );
    expect(view(s, 1).talonTrumps).toEqual([]);
    const a = run(
      s,
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'announce', seat: 0, seven: false, hundred: false },
    );
    expect(view(a, 1).talonTrumps).toEqual(announced);
    expect(view(a, 1).talon).toBeNull();
    expect(view(a, 0).talon).toEqual(['H9', 'B7']);
  });

  it('betl may discard aces and tens', () => {
    const s = run(
      start(),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'chooseGame', seat: 0, game: 'betl' },
    );
    expect(apply(s, { type: 'discard', seat: 0, cards: ['HA', 'AA'] }).ok).toBe(true);
  });
});

describe('Barva? Dobrá / Špatná (rules/000 čl. VII odst. 1)', () => {
  it('both approve: forehand declares and the trump card is shown', () => {
    const s = approved();
    expect(s.phase).toBe('announce');
    expect(s.declarer).toBe(0);
    expect(view(s, 1).trump).toBeNull();
    const a = run(s, { type: 'announce', seat: 0, seven: true, hundred: true });
    expect(view(a, 2).trump).toBe('H');
    expect(a.components.map((c) => c.kind)).toEqual(['hundred', 'seven']);
  });

  it('Špatná takes the talon and must name a game without trumps', () => {
    const s = run(suitOffered(), { type: 'approve', seat: 1 }, { type: 'refuse', seat: 2 });
    expect(s.phase).toBe('gameChoice');
    expect(view(s, 2).hand).toHaveLength(12);
    expect(s.trump).toBeNull();
    expect(legalActions(s).map((a) => (a.type === 'chooseGame' ? a.game : ''))).toEqual(['betl', 'durch']);
    expect(refusedWith(s, { type: 'chooseGame', seat: 2, game: 'suit' })).toEqual({
      code: 'gameTooLow',
      game: 'suit',
      current: 'suit',
    });
  });

  it('a betl can be taken over with durch by the others, forehand included', () => {
    let s = run(
      suitOffered(),
      { type: 'refuse', seat: 1 },
      { type: 'chooseGame', seat: 1, game: 'betl' },
      { type: 'discard', seat: 1, cards: ['BX', 'LX'] },
    );
    expect(s.toAct).toBe(2);
    s = run(s, { type: 'approve', seat: 2 }, { type: 'refuse', seat: 0 });
    expect(view(s, 0).hand).toHaveLength(12);
    s = run(
      s,
      { type: 'chooseGame', seat: 0, game: 'durch' },
      { type: 'discard', seat: 0, cards: ['BX', 'LX'] },
    );
    // Durch is the highest game of the ČSM rules: nobody is asked again.
    expect(s.phase).toBe('doubling');
    expect(s.declarer).toBe(0);
    expect(s.components.map((c) => c.kind)).toEqual(['durch']);
  });

  it('open games exist only where the rules have them (rules/001, rules/003)', () => {
    const s = run(handFrom(DECK, PRESETS.house001), { type: 'chooseTrump', seat: 0, card: 'HK' });
    expect(legalActions(s).map((a) => (a.type === 'chooseGame' ? a.game : ''))).toEqual([
      'suit',
      'betl',
      'durch',
      'openBetl',
      'openDurch',
    ]);
    expect(
      refusedWith(run(start(), { type: 'chooseTrump', seat: 0, card: 'HK' }), {
        type: 'chooseGame',
        seat: 0,
        game: 'openBetl',
      }),
    ).toEqual({
      code: 'gameNotOffered',
      game: 'openBetl',
    });
  });
});

describe('announcements (rules/000 čl. IV odst. 4–5, čl. VII odst. 1)', () => {
  it('sedma needs the trump seven, sto a marriage', () => {
    const noSeven = approvedSuit('AA', ['B7', 'A7']);
    expect(refusedWith(noSeven, { type: 'announce', seat: 0, seven: true, hundred: false })).toEqual({
      code: 'sevenNeedsTrumpSeven',
      card: 'A7',
    });
    const noMarriage = approvedSuit('HK', ['B7', 'HO']);
    expect(refusedWith(noMarriage, { type: 'announce', seat: 0, seven: false, hundred: true })).toEqual({
      code: 'hundredNeedsMarriage',
    });
  });

  it('the defence may announce seven against only in its first answer and only holding the seven', () => {
    // Acorns are trumps: seat 2 holds no acorn seven (it was in forehand's five), forehand does.
    const s = run(approvedSuit('AA', ['B7', 'L7']), {
      type: 'announce',
      seat: 0,
      seven: false,
      hundred: false,
    });
    expect(refusedWith(s, { type: 'double', seat: 1, components: [], against: ['sevenAgainst'] })).toEqual({
      code: 'againstNeedsSeven',
      card: 'A7',
    });
  });
});

describe('doubling (rules/000 čl. V odst. 5)', () => {
  const announced = () => run(approved(), { type: 'announce', seat: 0, seven: true, hundred: false });

  it('sides alternate; each round answers only what the other side raised', () => {
    let s = run(announced(), { type: 'double', seat: 1, components: ['game'] });
    // The second defender may still double the seven, not the game again.
    expect(refusedWith(s, { type: 'double', seat: 2, components: ['game'] })).toEqual({
      code: 'cannotDouble',
      component: 'game',
    });
    s = run(s, { type: 'pass', seat: 2 });
    expect(s.toAct).toBe(0);
    expect(refusedWith(s, { type: 'double', seat: 0, components: ['seven'] })).toEqual({
      code: 'cannotDouble',
      component: 'seven',
    });
    s = run(
      s,
      { type: 'double', seat: 0, components: ['game'] },
      { type: 'pass', seat: 1 },
      { type: 'double', seat: 2, components: ['game'] },
      { type: 'pass', seat: 0 },
    );
    expect(s.phase).toBe('play');
    expect(s.components).toEqual([
      { kind: 'game', side: 'declarer', announcer: 0, doubles: 3 },
      { kind: 'seven', side: 'declarer', announcer: 0, doubles: 0 },
    ]);
    expect(s.toAct).toBe(0);
  });

  it('the ladder stops at the rules’ maximum (rules/001 "Flek-re": up to retutti)', () => {
    let s = run(approvedSuit('HK', ['B7', 'L7'], PRESETS.house001), {
      type: 'announce',
      seat: 0,
      seven: false,
      hundred: false,
    });
    s = run(
      s,
      { type: 'double', seat: 1, components: ['game'] },
      { type: 'pass', seat: 2 },
      { type: 'double', seat: 0, components: ['game'] },
      { type: 'double', seat: 1, components: ['game'] },
      { type: 'pass', seat: 2 },
      { type: 'double', seat: 0, components: ['game'] },
    );
    expect(s.components[0]?.doubles).toBe(4);
    expect(s.phase).toBe('play');
  });

  it('an undoubled plain game is paid without play under rules/004; ČSM ("never") plays it', () => {
    const s = run(
      approvedSuit('HK', ['B7', 'L7'], PRESETS.app004),
      { type: 'announce', seat: 0, seven: false, hundred: false },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    );
    expect(s.phase).toBe('finished');
    expect(s.end).toBe('unplayed');
    // Hearts: the game is worth 2 (rules/000 čl. V odst. 4), 0.40 Kč from each defender at a 0.20 Kč base.
    expect(settle(s).money).toEqual([80, -40, -40]);
    const p = run(
      approvedSuit('HK', ['B7', 'L7'], PRESETS.csm),
      { type: 'announce', seat: 0, seven: false, hundred: false },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    );
    expect(p.phase).toBe('play');
  });
});

describe('a four-player table (rules/000 čl. II odst. 4)', () => {
  it('the dealer sits out, holds nothing and pays as a defender', () => {
    const table = { size: 4, dealer: 3 } as const;
    // Under rules/004 the undoubled game is paid at once, so the money is known without playing.
    const s = run(
      newHand({ rules: PRESETS.app004, table, deck: DECK }),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'announce', seat: 0, seven: false, hundred: false },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    );
    expect(s.hands[3]).toBe(0);
    expect(settle(s).money).toEqual([120, -40, -40, -40]);
  });
});

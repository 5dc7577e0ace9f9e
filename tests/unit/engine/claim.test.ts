/**
 * Ložená hra — the declarer's claim, by rule article. Each case names the article it checks and where
 * the position comes from (hand-made here, or the laydown solver's own examples). Sources: pravidla ČSM
 * čl. V odst. 10–11 (what a laydown is, how a doubled one is paid); turnajová pravidla ČSM čl. II
 * odst. 18–21 (the same split, the claim by the declarer, a wrong claim played on with open cards).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandResult,
  type HandState,
  PRESETS,
  apply,
  legalActions,
  parseAction,
  settle,
  settleResult,
  view,
} from '../../../src-shared/index.ts';
import { explainClaim, formatReason, formatSettlement } from '../../../src-shared/explain/format.ts';
import { type Layout, stateOf } from '../helpers.ts';

const after = (s: HandState, a: Action): HandState => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
  return r.value;
};
const claim = (s: HandState, seat = s.toAct as number): Action => ({ type: 'claim', seat });
const claims = (s: HandState) => legalActions(s).filter((a) => a.type === 'claim');

// Seat 0 (forehand, on lead) declares hearts with seven trumps from the ace and the three other aces;
// only H7 is out. Drawing it with HA, he takes every trick: a laydown by any test (laydown.test (a)).
const OBVIOUS: Layout = {
  hands: ['HA HX HK HO HU H9 H8 BA LA AA', 'H7 BX BK BO BU B9 L8 LX LK AX', 'B8 LO LU L9 AK AO AU A9 A8 A7'],
  talon: 'B7 L7',
  trump: 'H',
};
// The same with AX instead of AA: the game is safe, but AA takes AX, 10 points to the defence.
const TEN_OUT: Layout = {
  ...OBVIOUS,
  hands: ['HA HX HK HO HU H9 H8 BA LA AX', 'H7 BX BK BO BU B9 L8 LX LK AA', 'B8 LO LU L9 AK AO AU A9 A8 A7'],
};
// Three tricks left, hearts, seat 0 on lead with HA BA BX; H9 H8 unseen and seat 1 has shown a void in
// bells: if he holds both trumps he ruffs and takes the last trick (laydown.test (b)). Not a laydown.
const ENDING: Layout = {
  hands: ['HA BA BX L7 BO H7 BU LX HK HX', 'H9 L9 A8 AU A7 AK HO LK LA HU', 'H8 L8 A9 AA BK AO B9 LU LO AX'],
  talon: 'B7 B8',
  trump: 'H',
};
const ENDING_TRICKS = ['LX LA LO', 'LK LU L7', 'AK AX HK', 'BO HO BK', 'AU AA HX', 'BU HU B9', 'A7 AO H7'];
// Betl, seat 0 leads: every card of his is below an unseen one of its suit (laydown.test (c)).
const BETL: Layout = {
  hands: ['H7 H8 H9 B7 B8 L7 L8 L9 A7 A8', 'HX HU HO HK HA B9 BX BU BO BK', 'BA LX LU LO LK LA A9 AX AU AO'],
  talon: 'AK AA',
  trump: null,
  game: 'betl',
};

describe('who may claim, and when (turnajová pravidla ČSM, čl. II odst. 20–21)', () => {
  it('the declarer, when he is to act in the play phase', () => {
    const s = stateOf(OBVIOUS);
    expect(s.toAct).toBe(0);
    expect(claims(s)).toEqual([{ type: 'claim', seat: 0 }]);
  });

  it('not a defender: none is offered, and one is refused with the reason and article', () => {
    const s = after(stateOf(OBVIOUS), { type: 'play', seat: 0, card: 'HA' });
    expect(s.toAct).toBe(1);
    expect(claims(s)).toEqual([]);
    const r = apply(s, claim(s, 1));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ code: 'claimNotDeclarer' });
    expect(formatReason(r.error, 'cs')).toContain('čl. II odst. 21');
    // The declarer out of turn is refused as any action out of turn.
    expect(apply(s, claim(s, 0))).toEqual({ ok: false, error: { code: 'notYourTurn', seat: 0, toAct: 1 } });
  });

  it('not before play: during doubling the claim is the wrong phase', () => {
    const s: HandState = { ...stateOf(OBVIOUS), phase: 'doubling' };
    expect(apply(s, claim(s, 0))).toMatchObject({
      ok: false,
      error: { code: 'wrongPhase', action: 'claim' },
    });
  });

  it('not after the hand is over', () => {
    const s = after(stateOf(OBVIOUS), claim(stateOf(OBVIOUS)));
    expect(s.phase).toBe('finished');
    expect(legalActions(s)).toEqual([]);
    expect(apply(s, claim(stateOf(OBVIOUS), 0))).toEqual({ ok: false, error: { code: 'handOver' } });
  });
});

describe('a right claim (pravidla ČSM, čl. V odst. 10–11)', () => {
  it('ends the hand unplayed; the game is paid at its base rate, red doubled', () => {
    const s = after(stateOf(OBVIOUS), claim(stateOf(OBVIOUS)));
    expect(s).toMatchObject({ phase: 'finished', toAct: null, end: 'laidDown' });
    expect(s.claim).toEqual({
      seat: 0,
      trick: 0,
      outcome: 'laidDown',
      test: 'points',
      laydown: true,
      strict: true,
      decided: true,
      open: true,
    });
    expect(s.tricks).toHaveLength(0);
    const st = settle(s);
    expect(st.items).toEqual([
      expect.objectContaining({ kind: 'game', won: true, outcome: { code: 'laidDown', won: true }, red: 2 }),
    ]);
    // No silent hundred or silent seven: nothing was played (turnajová pravidla čl. II odst. 20).
    expect(st.perDefender).toBe(2);
    expect(st.money).toEqual([80, -40, -40]);
    expect(st.split).toBeNull();
    expect(explainClaim(s.claim!, 'cs')).toContain('pravidla ČSM, čl. V odst. 11');
    expect(explainClaim(s.claim!, 'en')).toContain('ČSM rules, art. V §11');
    // A person's name takes no gendered past tense: "Eva skládá karty", never "Eva složil karty".
    expect(explainClaim(s.claim!, 'cs', ['Eva', 'Petr', 'Jana'])).toMatch(/^Eva skládá karty: hra je ložená/);
    expect(explainClaim(s.claim!, 'en', ['Eva', 'Petr', 'Jana'])).toMatch(/^Eva lays the cards down:/);
  });

  it('lays the declarer’s cards open for everybody', () => {
    const s = after(stateOf(OBVIOUS), claim(stateOf(OBVIOUS)));
    expect(view(s, 1).openHand).toHaveLength(10);
    expect(view(s, 2).claim?.laydown).toBe(true);
  });

  it('betl: a betl he cannot take a trick in is laid down and paid at its rate, never red', () => {
    const s = after(stateOf(BETL), claim(stateOf(BETL)));
    expect(s.end).toBe('laidDown');
    const st = settle(s);
    expect(st.items).toEqual([expect.objectContaining({ kind: 'betl', won: true, red: 1, amount: 15 })]);
  });

  it('the defence’s seven against is lost when the declarer lays down a game it cannot win', () => {
    // OBVIOUS with seat 1 announcing seven against: H7 falls under HA, the seven is lost.
    const l: Layout = { ...OBVIOUS, announced: { sevenAgainst: 1 } };
    const s = after(stateOf(l), claim(stateOf(l)));
    expect(s.end).toBe('laidDown');
    const items = settle(s).items;
    expect(items.find((i) => i.kind === 'sevenAgainst')).toMatchObject({ won: false, amount: 4 });
    expect(settle(s).perDefender).toBe(2 + 4);
  });
});

describe('strict, the rules’ own test (pravidla ČSM, čl. V odst. 11; turnajová pravidla čl. II odst. 19)', () => {
  it('csm: a game that gives the defence ten points is no laydown', () => {
    const s = after(stateOf(TEN_OUT), claim(stateOf(TEN_OUT)));
    expect(s.phase).toBe('play');
    expect(s.claim).toMatchObject({ laydown: false, strict: true, decided: true });
  });

  it('house rules (strict off): the same game cannot be lost, so it is laid down', () => {
    const l: Layout = { ...TEN_OUT, rules: PRESETS.house001 };
    expect(PRESETS.house001.laydownStrict).toBe(false);
    const s = after(stateOf(l), claim(stateOf(l)));
    expect(s).toMatchObject({ phase: 'finished', end: 'laidDown' });
    expect(s.claim).toMatchObject({ laydown: true, strict: false });
  });
});

describe('a wrong claim (turnajová pravidla ČSM, čl. II odst. 21)', () => {
  const start = stateOf(ENDING, ENDING_TRICKS);

  it('is no revoke: play goes on where it was, with the declarer’s cards open', () => {
    expect(start.toAct).toBe(0);
    const s = after(start, claim(start));
    expect(s.claim).toEqual({
      seat: 0,
      trick: 7,
      outcome: 'wrong',
      test: 'points',
      laydown: false,
      strict: true,
      decided: true,
      open: true,
    });
    expect({ ...s, claim: null, calls: start.calls }).toEqual(start);
    expect(s.calls.at(-1)).toEqual({ type: 'claim', seat: 0 });
    expect([...(view(s, 1).openHand ?? [])].sort()).toEqual(['BA', 'BX', 'HA']);
    expect(view(start, 1).openHand).toBeNull();
    expect(explainClaim(s.claim!, 'cs')).toContain('turnajová pravidla ČSM, čl. II odst. 21');
    const wrong = explainClaim(s.claim!, 'cs', ['Eva', 'Petr', 'Jana']);
    expect(wrong).toMatch(/^Eva skládá karty, ale hra ložená není/);
    expect(wrong).toContain('s kartami aktéra otevřenými');
    expect(wrong).not.toMatch(/složil|jeho/u);
    expect(explainClaim(s.claim!, 'en')).toContain('ČSM tournament rules, art. II §21');
  });

  it('may not be repeated in the same trick, but may after another trick', () => {
    // House rules: the lenient test (under the strict one the defence's 20 points already forbid it).
    const lenient = stateOf({ ...ENDING, rules: PRESETS.house001 }, ENDING_TRICKS);
    let s = after(lenient, claim(lenient));
    expect(s.claim).toMatchObject({ laydown: false, strict: false });
    expect(claims(s)).toEqual([]);
    expect(apply(s, claim(s))).toEqual({ ok: false, error: { code: 'claimRepeated' } });
    // HA draws a trump; whoever wins, the declarer plays again in the next trick.
    for (const card of ['HA', 'H9', 'H8'])
      s = after(s, { type: 'play', seat: s.toAct as number, card: card as never });
    expect(s.tricks).toHaveLength(8);
    expect(s.toAct).toBe(0);
    // Both trumps gone, BA BX are the top bells: now it is a laydown of the game.
    expect(claims(s)).toEqual([{ type: 'claim', seat: 0 }]);
    expect(after(s, claim(s)).end).toBe('laidDown');
    // Strictly it stays wrong: the defence took 20 card points before (pravidla ČSM, čl. V odst. 11).
    const strict: HandState = { ...s, rules: PRESETS.csm };
    expect(after(strict, claim(strict)).claim).toMatchObject({ laydown: false, strict: true });
  });
});

describe('a doubled laydown: the split of flek money (pravidla ČSM, čl. V odst. 10; turnajová čl. II odst. 18)', () => {
  it('the defender who doubled pays the difference for both; the other pays the undoubled game', () => {
    // OBVIOUS with a flek on the game by seat 1 (the call recorded as the engine would).
    const base = stateOf({ ...OBVIOUS, doubles: { game: 1 } });
    const s0: HandState = { ...base, calls: [{ type: 'double', seat: 1, components: ['game'] }] };
    const s = after(s0, claim(s0));
    const st = settle(s);
    // Doubled: 1 × red 2 × flek 2 = 4 from each; undoubled 2. Seat 2 pays 2, seat 1 pays 2 × 4 − 2 = 6.
    expect(st.perDefender).toBe(4);
    expect(st.split).toEqual({ doublers: [1], undoubled: 2, perDoubler: 6 });
    expect(st.money).toEqual([160, -120, -40]);
    expect(formatSettlement(st, s.rules, 'cs')).toContain('Flek na loženou hru');
  });

  it('the rulebook’s example at four: 0.20 Kč doubled once, 0.80 Kč from the one who doubled', () => {
    // Declarer seat 0, the dealer (seat 3) sits out and pays as a defender; seat 1 doubled.
    const r: HandResult = {
      rules: { ...PRESETS.csm, redDoubles: false },
      players: 4,
      declarer: 0,
      trump: 'L',
      game: 'suit',
      components: [{ kind: 'game', side: 'declarer', announcer: 0, doubles: 1 }],
      end: 'laidDown',
      declarerSide: { cards: 0, marriages: [] },
      defenceSide: { cards: 0, marriages: [] },
      seven: null,
      brokenAt: null,
      doublers: [1],
    };
    const st = settleResult(r);
    expect(st.money).toEqual([120, -80, -20, -20]);
    expect(st.money.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('both defenders doubled at four: the dealer pays the undoubled game, they share the rest', () => {
    const r: HandResult = {
      rules: { ...PRESETS.csm, redDoubles: false },
      players: 4,
      declarer: 0,
      trump: 'L',
      game: 'suit',
      components: [{ kind: 'game', side: 'declarer', announcer: 0, doubles: 2 }],
      end: 'laidDown',
      declarerSide: { cards: 0, marriages: [] },
      defenceSide: { cards: 0, marriages: [] },
      seven: null,
      brokenAt: null,
      doublers: [1, 2],
    };
    // Doubled twice: 4 each, 12 in all; seat 3 pays 1, seats 1 and 2 pay (12 − 1) / 2 = 5.5 each.
    const st = settleResult(r);
    expect(st.split).toEqual({ doublers: [1, 2], undoubled: 1, perDoubler: 5.5 });
    expect(st.money).toEqual([240, -110, -110, -20]);
  });

  it('a hand played out, not claimed, is paid as usual even if doubled', () => {
    const r: HandResult = {
      rules: PRESETS.csm,
      players: 3,
      declarer: 0,
      trump: 'L',
      game: 'suit',
      components: [{ kind: 'game', side: 'declarer', announcer: 0, doubles: 1 }],
      end: 'played',
      declarerSide: { cards: 90, marriages: [] },
      defenceSide: { cards: 0, marriages: [] },
      seven: null,
      brokenAt: null,
      doublers: [1],
    };
    expect(settleResult(r).split).toBeNull();
  });
});

describe('the claim as data', () => {
  it('parses from a record (CLI apply, formats.md)', () => {
    expect(parseAction({ type: 'claim', seat: 2 })).toEqual({ ok: true, value: { type: 'claim', seat: 2 } });
  });
});

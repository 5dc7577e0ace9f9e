/**
 * Lízaný through the engine (`newHand`, `apply`, `legalActions`, `view`, `settle`): the trump phase,
 * announcements before the first lead only, the free play and the draws while the stock lasts, the
 * duties after, sixteen tricks to the settlement. Each case names the article it comes from (AP = the
 * English description, "Lízaný Mariáš"; OP = pravidla ČSM).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  CARDS,
  PRESETS,
  type Ruleset,
  apply,
  fromCards,
  legalActions,
  newHand,
  seatCardPoints,
  settle,
  size,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { formatReason } from '../../../src-shared/explain/format.ts';
import { cards, run } from '../helpers.ts';
import { drawnOf } from '../../../src-shared/variants/two-hand/state.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

/** Forehand (seat 0) gets `f1` then `f2`, the dealer (seat 1) `d1` then `d2`; the stock is the rest in deck order. */
function deckOf(f1: string, d1: string, f2: string, d2: string): Card[] {
  const dealt = [...cards(f1), ...cards(d1), ...cards(f2), ...cards(d2)];
  return [...dealt, ...CARDS.filter((c) => !dealt.includes(c))];
}

const DECK = deckOf('BO BK H7 HA', 'L7 L8 LA B7', 'A7 A8 A9 AX', 'H8 H9 LX LK');
const STOCK = DECK.slice(16);

const deal = (rules: Ruleset = PRESETS.csm, deck: readonly Card[] = DECK): HandState =>
  newHand({ rules, table: { size: 2, dealer: 1 }, deck, variant: 'twoHand' });

/** Trumps hearts, hra, the dealer passes: play begins, forehand to lead. */
const playing = (rules: Ruleset = PRESETS.csm): HandState =>
  run(
    deal(rules),
    { type: 'chooseTrumpSuit', seat: 0, suit: 'H' },
    { type: 'announce', seat: 0, seven: false, hundred: false },
    { type: 'pass', seat: 1 },
  );

const refused = (state: HandState, action: Action) => {
  const r = apply(state, action);
  return r.ok ? null : r.error;
};

describe('the deal and the trumps (AP, Lízaný Mariáš)', () => {
  it('forehand sees his four and names trumps; the dealer waits; the stock stays hidden', () => {
    const s = deal();
    expect(s.phase).toBe('trumpSuit');
    const fh = view(s, 0);
    expect(fh.hand).toEqual(toCards(fromCards(cards('BO BK H7 HA'))));
    expect(fh.stockSize).toBe(24);
    expect(fh.legal.map((a) => (a.type === 'chooseTrumpSuit' ? a.suit : a.type))).toEqual([
      'H',
      'B',
      'L',
      'A',
    ]);
    expect(view(s, 1).legal).toEqual([]);
    expect(JSON.stringify(fh)).not.toContain('"L7"');
    expect(JSON.stringify(fh)).not.toContain(`"${STOCK[0]}"`);
  });

  it('only forehand names trumps', () => {
    expect(refused(deal(), { type: 'chooseTrumpSuit', seat: 1, suit: 'H' })).toEqual({
      code: 'notYourTurn',
      seat: 1,
      toAct: 0,
    });
  });

  it('after the choice both hold eight, the stock sixteen, and both know the trumps', () => {
    const s = run(deal(), { type: 'chooseTrumpSuit', seat: 0, suit: 'H' });
    expect(s.phase).toBe('announce');
    expect(s.declarer).toBe(0);
    const dv = view(s, 1);
    expect(dv.trump).toBe('H');
    expect(dv.hand).toEqual(toCards(fromCards(cards('L7 L8 LA B7 H8 H9 LX LK'))));
    expect(dv.handSizes).toEqual([8, 8]);
    expect(dv.stockSize).toBe(16);
  });

  it('a table of three is refused: lízaný is for two', () => {
    expect(() =>
      newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: DECK, variant: 'twoHand' }),
    ).toThrow();
  });
});

describe('announcements before the first lead (AP, Lízaný Mariáš; OP čl. IV odst. 4–5)', () => {
  const named = () => run(deal(), { type: 'chooseTrumpSuit', seat: 0, suit: 'H' });

  it('forehand may announce sedma with the trump seven in hand, not sto without a marriage in hand', () => {
    const kinds = legalActions(named()).map((a) =>
      a.type === 'announce' ? `${+a.seven}${+a.hundred}` : a.type,
    );
    expect(kinds).toEqual(['00', '10', '01', '11']);
  });

  it('a seven whose card the seat does not hold is refused', () => {
    const s = run(deal(), { type: 'chooseTrumpSuit', seat: 0, suit: 'L' });
    expect(refused(s, { type: 'announce', seat: 0, seven: true, hundred: false })).toEqual({
      code: 'sevenNeedsTrumpSeven',
      card: 'L7',
    });
  });

  it('the dealer answers first; a flek is answered by forehand', () => {
    const s = run(named(), { type: 'announce', seat: 0, seven: true, hundred: false });
    expect(s.phase).toBe('doubling');
    expect(s.toAct).toBe(1);
    const after = run(s, { type: 'double', seat: 1, components: ['game'] });
    expect(after.toAct).toBe(0);
  });

  it('the dealer holding the trump seven may announce seven against (either player, as in the three-hand game)', () => {
    const s = run(
      deal(),
      { type: 'chooseTrumpSuit', seat: 0, suit: 'L' },
      { type: 'announce', seat: 0, seven: false, hundred: false },
    );
    const against = legalActions(s).flatMap((a) => (a.type === 'double' ? (a.against ?? []) : []));
    expect(against).toContain('sevenAgainst');
    const after = run(s, { type: 'double', seat: 1, components: [], against: ['sevenAgainst'] });
    expect(after.components.map((c) => `${c.kind}:${c.announcer}`)).toEqual(['game:0', 'sevenAgainst:1']);
  });

  it('once the first card is led nothing more is announced or doubled', () => {
    const s = run(playing(), { type: 'play', seat: 0, card: 'A7' });
    expect(legalActions(s).every((a) => a.type === 'play')).toBe(true);
    expect(refused(s, { type: 'double', seat: 1, components: ['game'] })?.code).toBe('wrongPhase');
  });
});

describe('play while the stock lasts (AP, Lízaný Mariáš)', () => {
  it('the dealer may discard a leaf on a bell though he holds a bell (question 23, reading b)', () => {
    const s = run(playing(), { type: 'play', seat: 0, card: 'BK' });
    const plays = legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect(plays).toEqual(toCards(fromCards(cards('L7 L8 LA B7 H8 H9 LX LK'))));
  });

  it('the winner draws the top card, the other the next; both hold eight again', () => {
    const s = run(playing(), { type: 'play', seat: 0, card: 'BK' }, { type: 'play', seat: 1, card: 'L7' });
    expect(s.tricks[0]?.winner).toBe(0);
    expect(stockOf(s)).toEqual(STOCK.slice(2));
    expect(s.hands.map(size)).toEqual([8, 8]);
    expect(toCards(s.hands[0] ?? 0)).toContain(STOCK[0]);
    expect(toCards(s.hands[1] ?? 0)).toContain(STOCK[1]);
    expect(view(s, 0).drawn).toEqual([STOCK[0]]);
    expect(view(s, 1).drawn).toEqual([STOCK[1]]);
    expect(view(s, 0).hand).not.toContain(STOCK[1]);
    expect(s.toAct).toBe(0);
  });

  it('the svršek led with the král in hand is a marriage, under a preset that counts either card', () => {
    const s = run(playing(PRESETS.csm), { type: 'play', seat: 0, card: 'BO' });
    expect(s.marriages).toEqual([{ seat: 0, suit: 'B', points: 20, trick: 0 }]);
  });

  it('the král led first is none (AP, Lízaný Mariáš: the svršek is played with the král in hand)', () => {
    const s = run(playing(PRESETS.csm), { type: 'play', seat: 0, card: 'BK' });
    expect(s.marriages).toEqual([]);
  });
});

/** Plays on with the first legal card (and passes) until the hand is over, recording every state. */
function playOut(state: HandState, pick = (legal: Action[]) => legal[0] as Action): HandState[] {
  const states = [state];
  let s = state;
  while (s.phase !== 'finished') {
    const legal = legalActions(s).filter((a) => a.type !== 'claim');
    s = run(s, pick(legal));
    states.push(s);
  }
  return states;
}

describe('a whole hand (AP, Lízaný Mariáš)', () => {
  const states = playOut(playing());
  const end = states[states.length - 1] as HandState;

  it('sixteen tricks; the stock is gone after the eighth', () => {
    expect(end.end).toBe('played');
    expect(end.tricks).toHaveLength(16);
    for (const s of states) {
      const done = s.tricks.length;
      if (s.trick?.cards.length === 0) expect(stockOf(s)).toHaveLength(Math.max(0, 16 - 2 * done));
    }
  });

  it('the draws went winner first, in stock order', () => {
    const drawn = drawnOf(end);
    expect(drawn).toEqual(STOCK);
  });

  it('once the stock is gone the duties apply: a seat holding the led suit must follow', () => {
    let checked = 0;
    for (const s of states) {
      if (s.phase !== 'play' || stockOf(s).length > 0 || s.trick?.cards.length !== 1) continue;
      const led = (s.trick.cards[0] as Card)[0];
      const hand = toCards(s.hands[s.toAct as number] ?? 0);
      const plays = legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      if (hand.some((c) => c[0] === led)) {
        expect(plays.every((c) => c[0] === led)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('the last-trick ten goes to the winner of the sixteenth trick (OP čl. III odst. 1)', () => {
    const byHand = [0, 0];
    end.tricks.forEach((t, i) => {
      const p = t.cards.reduce((n, c) => n + (c[1] === 'A' || c[1] === 'X' ? 10 : 0), 0);
      byHand[t.winner] = (byHand[t.winner] ?? 0) + p + (i === 15 ? 10 : 0);
    });
    expect(seatCardPoints(end)).toEqual(byHand);
  });

  it('is settled between the two, zero-sum, the game to the side with more points', () => {
    const money = settle(end);
    expect(money.money).toHaveLength(2);
    expect((money.money[0] ?? 0) + (money.money[1] ?? 0)).toBe(0);
    const { declarer, defence } = money.points;
    expect(declarer + defence).toBeGreaterThanOrEqual(90);
    const game = money.items.find((i) => i.kind === 'game');
    expect(game?.won).toBe(declarer > defence);
    // Nothing silent in this hand (the trump seven fell in the first trick): the game alone, its rate
    // doubled in hearts (OP čl. V odst. 4) at 20 h, paid by one to the other.
    expect(money.items.map((i) => i.kind)).toEqual(['game']);
    const sign = declarer > defence ? 1 : -1;
    expect(money.money).toEqual([sign * 2 * 20, -sign * 2 * 20]);
  });
});

describe('no claim while the stock lasts (AP, Lízaný Mariáš; OP čl. V odst. 11)', () => {
  it('the declarer to lead is offered none, and a claim is refused with the reason in words', () => {
    const s = playing();
    expect(legalActions(s).some((a) => a.type === 'claim')).toBe(false);
    const reason = refused(s, { type: 'claim', seat: 0 });
    expect(reason).toEqual({ code: 'claimWhileStock', stockSize: 16 });
    const cs = formatReason(reason as NonNullable<typeof reason>, 'cs');
    const en = formatReason(reason as NonNullable<typeof reason>, 'en');
    expect(cs).toContain('zbývá v něm 16 karet');
    expect(cs).toContain('anglický popis hry');
    expect(en).toContain('16 cards left');
    // The section named in English, as the rulebook heads it (explain/articles.ts sectionName).
    expect(en).toContain('English description of the game, section “Lízaný mariáš for two”');
    expect(cs).toContain('oddíl „Lízaný Mariáš“');
  });

  it('after the stock the declarer to act is offered the claim (the laydown check judges two seats)', () => {
    const states = playOut(playing());
    const after = states.find(
      (x) => stockOf(x).length === 0 && x.phase === 'play' && x.toAct === 0 && x.trick?.cards.length === 0,
    ) as HandState;
    expect(legalActions(after).some((a) => a.type === 'claim')).toBe(true);
  });
});

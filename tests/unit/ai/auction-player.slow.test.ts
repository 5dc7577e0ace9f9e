/**
 * The levels in licitovaný (auction-player.ts through sampling-player.ts): whole hands through the real
 * engine at three and four seats, every decision one of the seat's legal actions, the card play and
 * doubling taken by sampling (their hints carry what the layouts said); and a defender holding four
 * cards of plain dvě sedmy's auxiliary suit doubles it (it is paid without play, TP čl. III odst. 1).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type Rng,
  type Seat,
  type SeatView,
  actionKey,
  apply,
  createRng,
  newHand,
  preset,
  settle,
  fromCards,
  shuffledDeck,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { discardBan } from '../../../src-shared/variants/auction/talon.ts';
import { auctionPosition, startState } from '../../../src-main/ai/auction/auction-layouts.ts';
import { foldValue } from '../../../src-main/ai/auction/auction-layouts.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import type { Player } from '../../../src-main/ai/player.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { LEVELS, LEVEL_CONFIG } from '../../../src-main/ai/sampling-player.ts';

/** Plays one hand, checking every decision against the engine's legal actions; the hint codes per player. */
function playChecked(
  state: HandState,
  players: readonly Player[],
  seed: number,
  codes: Map<string, Set<string>>,
) {
  let s = state;
  for (let n = 0; s.phase !== 'finished'; n++) {
    const seat = s.toAct as Seat;
    const player = players[seat] as Player;
    const v = view(s, seat);
    const d = player.decide(v, decisionRng(seed, n));
    expect(v.legal.map(actionKey), `${player.name} in ${v.phase}`).toContain(actionKey(d.action));
    const set = codes.get(player.name) ?? new Set<string>();
    set.add(`${v.phase}:${d.hint.code}`);
    codes.set(player.name, set);
    const r = apply(s, d.action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

describe('the levels in licitovaný', () => {
  for (const level of LEVELS)
    it(`${level} finishes whole hands with legal decisions, playing by sampling`, () => {
      const player = playerByName(level, { timed: false }) as Player;
      const rng = createRng(level.length * 101);
      const codes = new Map<string, Set<string>>();
      let played = 0;
      for (let h = 0; h < 30 && played < 2; h++) {
        const size = h % 2 === 0 ? 3 : 4;
        const table = { size, dealer: h % size } as const;
        const players = Array.from({ length: size }, (_, s) => (s === h % 3 ? player : rulePlayer));
        const start = newHand({
          rules: preset('csm002'),
          table,
          deck: shuffledDeck(rng),
          variant: 'auction',
        });
        const end = playChecked(start, players, h, codes);
        expect(end.phase).toBe('finished');
        expect(settle(end).money.reduce((a, b) => a + b, 0)).toBe(0);
        if (end.tricks.length > 0) played++;
      }
      expect(played).toBe(2);
      const mine = codes.get(level) ?? new Set<string>();
      // Card play by the solver over layouts (a beginner also slips now and then).
      expect(mine.has('play:bestCard')).toBe(true);
    });
});

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** A licitovaný hand driven to the doubling of plain dvě sedmy with a defender holding four auxiliary cards. */
function auxFourDoubling(rng: Rng): { state: HandState; holder: Seat } {
  const rules = preset('csm002');
  for (;;) {
    let s = newHand({ rules, table: { size: 3, dealer: 2 }, deck: shuffledDeck(rng), variant: 'auction' });
    const step = (a: Action) => {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    };
    const phase = () => s.phase as string;
    while (s.phase === 'auction') {
      const legal = view(s, s.toAct as Seat).legal;
      const bid = legal.find((a): a is Of<'bid'> => a.type === 'bid' && a.step === 'twoSevens');
      step(bid ?? (legal.find((a) => a.type === 'drop') as Action));
    }
    if (s.phase !== 'talon') continue;
    const declarer = s.declarer as Seat;
    const defenders = [0, 1, 2].filter((x) => x !== declarer);
    const auxCount = (seat: Seat, suit: string) =>
      toCards(s.hands[seat] ?? 0).filter((c) => c[0] === suit).length;
    const declare = view(s, declarer).legal.find(
      (a): a is Of<'declare'> =>
        a.type === 'declare' &&
        a.step === 'twoSevens' &&
        a.aux !== null &&
        defenders.some((d) => auxCount(d, a.aux as string) >= 4),
    );
    if (!declare) continue;
    step(declare);
    step(view(s, declarer).legal[0] as Action);
    const holder = defenders.find((d) => auxCount(d, declare.aux as string) >= 4) as Seat;
    // The other defender passes if he speaks first.
    while (phase() === 'doubling' && s.toAct !== holder)
      step(view(s, s.toAct as Seat).legal.find((a) => a.type === 'pass') as Action);
    if (phase() === 'doubling') return { state: s, holder };
  }
}

describe('doubling in licitovaný', () => {
  it('a defender with four auxiliary cards doubles plain dvě sedmy (TP čl. III odst. 1)', () => {
    const rng = createRng(18);
    const hrac = playerByName('hrac', { timed: false }) as Player;
    for (let k = 0; k < 3; k++) {
      const { state, holder } = auxFourDoubling(rng);
      const v: SeatView = view(state, holder);
      const d = hrac.decide(v, createRng(k));
      expect(d.action.type, JSON.stringify(d.hint)).toBe('double');
      if (d.action.type === 'double') expect(d.action.components).toContain('twoSevens');
      if (d.hint.code === 'double') expect(d.hint.win).toBe(1);
    }
  });
});

describe('the talon in licitovaný', () => {
  it('omyl is reckoned as the engine settles it, and the levels decide the talon by sampling', () => {
    const rng = createRng(7);
    const hrac = playerByName('hrac', { timed: false }) as Player;
    let folds = 0;
    const codes = new Set<string>();
    for (let k = 0; k < 200 && folds < 3; k++) {
      let s = newHand({
        rules: preset('csm002'),
        table: { size: 3, dealer: 2 },
        deck: shuffledDeck(rng),
        variant: 'auction',
      });
      while (s.phase === 'auction') {
        const legal = view(s, s.toAct as Seat).legal;
        const a =
          legal.find((x) => x.type === 'bid' && x.step === 'seven') ?? legal.find((x) => x.type === 'drop')!;
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
      if (s.phase !== 'talon') continue;
      const v = view(s, s.toAct as Seat);
      const fold = v.legal.find((a) => a.type === 'fold');
      const declare = v.legal.find((a): a is Of<'declare'> => a.type === 'declare');
      if (!fold || !declare) continue;
      const folded = apply(s, fold);
      if (!folded.ok) throw new Error(folded.error.code);
      // Any start of play of this table: omyl's money does not depend on the cards.
      const d = { step: declare.step, trump: declare.trump, aux: declare.aux };
      const seat = v.seat;
      const hands = s.hands.slice();
      const twelve = toCards(hands[seat] ?? 0);
      const pair = twelve.filter((c) => discardBan(d, c) === null).slice(0, 2);
      const deal = {
        hands: hands.map((h, x) => (x === seat ? fromCards(twelve.filter((c) => !pair.includes(c))) : h)),
        talon: fromCards(pair),
      };
      const start = startState(auctionPosition(v, deal, seat, d, {}));
      expect(start).not.toBeNull();
      expect(foldValue(start as HandState)).toBe(settle(folded.value).perDefender);
      folds++;
      const decision = hrac.decide(v, createRng(k));
      expect(v.legal.map(actionKey)).toContain(actionKey(decision.action));
      codes.add(decision.hint.code);
    }
    expect(folds).toBe(3);
    expect([...codes].every((c) => c === 'declare' || c === 'fold')).toBe(true);
  });
});

describe('the time cap in licitovaný', () => {
  it('a decision the clock stops before anything is solved falls back on the rules player, legally', () => {
    let now = 0;
    // Every reading of the clock is past hráč's cap: the first search stops at once.
    const clock = () => (now += LEVEL_CONFIG.hrac.ms + 1);
    const late: boolean[] = [];
    const hrac = playerByName('hrac', { clock, onWork: (_phase, w) => late.push(w.late) }) as Player;
    const rng = createRng(3);
    const codes = new Map<string, Set<string>>();
    for (let h = 0; h < 6; h++) {
      const start = newHand({
        rules: preset('csm002'),
        table: { size: 3, dealer: 2 },
        deck: shuffledDeck(rng),
        variant: 'auction',
      });
      playChecked(start, [hrac, rulePlayer, rulePlayer], h, codes);
    }
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((x) => x)).toBe(true);
    expect(codes.get('hrac')?.has('play:bestCard')).toBe(false);
  });
});

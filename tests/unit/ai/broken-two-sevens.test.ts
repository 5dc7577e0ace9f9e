/**
 * `brokenTwoSevens` and `provenDouble` (src-main/ai/doubling.ts) against the engine: licitovaný hands at
 * csm002 (which counts four auxiliary cards, TP čl. III odst. 1) driven to the doubling of dvě sedmy.
 * Wherever a defender's own cards prove it lost, the engine, once doubling ends, pays it lost without
 * play; wherever they do not, no flek is proven. The levels raise dvě sedmy by this proof alone
 * (`DOUBLE_RULE.auction.announced`; auction-doubling.slow.test.ts shows a flek by the deals gone).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type Rng,
  type Seat,
  apply,
  createRng,
  newHand,
  preset,
  settle,
  shuffledDeck,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { brokenTwoSevens, provenDouble } from '../../../src-main/ai/doubling.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** A licitovaný hand at the doubling of plain dvě sedmy (its auxiliary suit the declarer's first choice). */
function twoSevensDoubling(rng: Rng): HandState {
  const rules = preset('csm002');
  for (;;) {
    let s = newHand({ rules, table: { size: 3, dealer: 2 }, deck: shuffledDeck(rng), variant: 'auction' });
    const step = (a: Action) => {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    };
    while (s.phase === 'auction') {
      const legal = view(s, s.toAct as Seat).legal;
      const bid = legal.find((a): a is Of<'bid'> => a.type === 'bid' && a.step === 'twoSevens');
      step(bid ?? (legal.find((a) => a.type === 'drop') as Action));
    }
    if (s.phase !== 'talon') continue;
    const declarer = s.declarer as Seat;
    const declare = view(s, declarer).legal.find(
      (a): a is Of<'declare'> => a.type === 'declare' && a.step === 'twoSevens' && a.aux !== null,
    );
    if (!declare) continue;
    step(declare);
    step(view(s, declarer).legal[0] as Action);
    if ((s.phase as string) === 'doubling') return s;
  }
}

/** The hand with every remaining doubling call a pass. */
function allPass(state: HandState): HandState {
  let s = state;
  while (s.phase === 'doubling') {
    const pass = view(s, s.toAct as Seat).legal.find((a) => a.type === 'pass') as Action;
    const r = apply(s, pass);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

describe('dvě sedmy proven lost by four auxiliary cards', () => {
  it('is proven exactly where the engine pays it lost without play', () => {
    const rng = createRng(5);
    let proven = 0;
    let unproven = 0;
    for (let k = 0; k < 40; k++) {
      const s = twoSevensDoubling(rng);
      const seat = s.toAct as Seat;
      const v = view(s, seat);
      const aux = v.aux as string;
      const count = toCards(s.hands[seat] ?? 0).filter((c) => c[0] === aux).length;
      const broken = brokenTwoSevens(v);
      expect(broken).toBe(count >= 4 ? count : null);
      const flek = provenDouble(v);
      if (broken === null) {
        unproven++;
        expect(flek).toBeNull();
        continue;
      }
      proven++;
      expect(flek?.action).toMatchObject({ type: 'double', components: ['twoSevens'] });
      expect(flek?.hint).toMatchObject({ proven: true, win: 1, auxFour: { suit: aux, count } });
      // The engine: the hand ends once doubling does, dvě sedmy paid lost without play.
      const end = allPass(s);
      expect(end.end).toBe('auxShown');
      const item = settle(end).items.find((i) => i.kind === 'twoSevens');
      expect(item?.won).toBe(false);
    }
    // Both kinds of position were met.
    expect(proven).toBeGreaterThan(0);
    expect(unproven).toBeGreaterThan(0);
  });
});

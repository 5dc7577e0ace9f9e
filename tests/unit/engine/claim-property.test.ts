/**
 * A claim the engine accepts is never beaten (pravidla ČSM, čl. V odst. 11): on random endings of every
 * contract, with the declarer to act, the engine's verdict is checked against references written here
 * over the explicit list of layouts the public history allows — with every card visible, the declarer
 * wins everything in each layout whatever the defence plays; and under the lenient test the verdict is
 * exactly the naive game over those layouts (the declarer's choices depending on public play only).
 * A wrong claim changes nothing but the record; money of a laid-down hand sums to zero. The verdict
 * also agrees with the solver's `laydown` method (src-main/solver/laydown.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  apply,
  createRng,
  describe as describePosition,
  fromPosition,
  legalActions,
  settle,
  toCards,
} from '../../../src-shared/index.ts';
import { laydown } from '../../../src-main/solver/laydown.ts';
import { CONTRACTS as ALL_CONTRACTS, endPosition } from '../../support/deals.ts';

const after = (s: HandState, a: Action): HandState => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
  return r.value;
};
const plays = (s: HandState): Action[] => legalActions(s).filter((a) => a.type === 'play');

/** Every item of the declarer's won and every defence announcement lost (silent sevens aside). */
const allWon = (s: HandState) =>
  settle(s).items.every((i) => i.kind === 'silentSeven' || (i.side === 'declarer') === i.won);

/** With every card visible: can the declarer make sure of winning everything? */
function wonOpen(s: HandState): boolean {
  if (s.phase === 'finished') return allWon(s);
  const next = plays(s).map((a) => after(s, a));
  return s.toAct === s.declarer ? next.some(wonOpen) : next.every(wonOpen);
}

/** Every split of the defenders' cards that the public history allows, as replayed states. */
function layouts(s: HandState): HandState[] {
  const p = describePosition(s);
  const declarer = s.declarer as number;
  const [a, b] = [0, 1, 2].filter((x) => x !== declarer) as [number, number];
  const unseen = toCards(((s.hands[a] as number) | (s.hands[b] as number)) >>> 0);
  const na = toCards(s.hands[a] as number).length;
  const out: HandState[] = [];
  const pick = (i: number, ha: Card[], hb: Card[]): void => {
    if (ha.length > na || hb.length > unseen.length - na) return;
    if (i === unseen.length) {
      const hands = p.hands.map((h, seat) => (seat === a ? ha : seat === b ? hb : h));
      const r = fromPosition({ ...p, hands });
      if (r.ok && JSON.stringify(r.value.marriages) === JSON.stringify(s.marriages)) out.push(r.value);
      return;
    }
    const c = unseen[i] as Card;
    pick(i + 1, [...ha, c], hb);
    pick(i + 1, ha, [...hb, c]);
  };
  pick(0, [], []);
  return out;
}

/** The game over public histories: one declarer choice for all layouts, any defence card any allows. */
function naive(states: HandState[]): boolean {
  const s = states[0] as HandState;
  if (s.phase === 'finished') return allWon(s);
  if (s.toAct === s.declarer) return plays(s).some((a) => naive(states.map((x) => after(x, a))));
  const branches = new Map<string, HandState[]>();
  for (const x of states)
    for (const a of plays(x)) {
      const next = after(x, a);
      const key = `${(a as { card: Card }).card}/${next.marriages.length}`;
      branches.set(key, [...(branches.get(key) ?? []), next]);
    }
  return [...branches.values()].every(naive);
}

const CONTRACTS = ALL_CONTRACTS.filter((c) => !c.startsWith('open'));

describe('claims on random endings', () => {
  it('an accepted claim wins in every layout; the lenient verdict is the naive game’s', () => {
    const rng = createRng(18);
    let accepted = 0;
    let refused = 0;
    for (let n = 0; n < 150; n++) {
      let s = endPosition(rng, CONTRACTS[n % CONTRACTS.length]!, 2 + rng.int(2), rng.int(3));
      // Random cards until the declarer is to act.
      while (s.phase === 'play' && s.toAct !== s.declarer) {
        const l = plays(s);
        s = after(s, l[rng.int(l.length)] as Action);
      }
      if (s.phase !== 'play') continue;
      expect(legalActions(s)).toContainEqual({ type: 'claim', seat: s.declarer });
      const next = after(s, { type: 'claim', seat: s.declarer as number });
      const claim = next.claim!;
      expect(claim.decided).toBe(true);
      expect(claim.laydown).toBe(laydown(s, { strict: s.rules.laydownStrict }).claimable);
      const all = layouts(s);
      if (claim.laydown) {
        accepted++;
        expect(next).toMatchObject({ phase: 'finished', end: 'laidDown' });
        for (const x of all) expect(wonOpen(x)).toBe(true);
        expect(settle(next).money.reduce((a, b) => a + b, 0)).toBe(0);
        expect(settle(next).items.every((i) => (i.side === 'declarer') === i.won)).toBe(true);
      } else {
        refused++;
        expect({ ...next, claim: null, calls: s.calls }).toEqual(s);
      }
      if (!s.rules.laydownStrict) expect(claim.laydown).toBe(naive(all));
    }
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });
});

/**
 * An announced seven is won only by the announcer's own trump seven (pravidla ČSM, čl. IV odst. 4;
 * křížový: the declarer himself, docs/variants.md question 20). Under csm002 sto a sedma may be declared
 * without the trump seven (contractMatchesCards `sevenOnly`); when the defender who holds it takes the
 * last trick with it, the declarer's seven is lost, not won.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  settle,
  tricksPerHand,
} from '../../../src-shared/index.ts';
import { DECK } from '../../support/seven-with-defence.ts';

const after = (s: HandState, a: Action): HandState => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
  return r.value;
};

/** The hand played out at random, seat 2 keeping the leaf seven as long as it may. */
function playOut(seed: number): HandState {
  const rng = createRng(seed);
  let s = newHand({ rules: preset('csm002'), table: { size: 3, dealer: 0 }, deck: DECK, variant: 'auction' });
  while (s.phase !== 'finished') {
    const legal = legalActions(s).filter((a) => a.type !== 'claim');
    let a: Action | undefined;
    if (s.toAct === 0) {
      a =
        legal.find((x) => x.type === 'bid' && x.step === 'hundredSeven') ??
        (legal.some((x) => x.type === 'declare')
          ? ({ type: 'declare', seat: 0, step: 'hundredSeven', trump: 'L', aux: null } satisfies Action)
          : undefined);
    } else a = legal.find((x) => x.type === 'drop');
    a ??= legal.find((x) => x.type === 'pass');
    if (a === undefined) {
      const keep = legal.filter((x) => !(x.type === 'play' && x.card === 'L7'));
      const from = s.toAct === 2 && keep.length > 0 ? keep : legal;
      a = from[rng.int(from.length)]!;
    }
    s = after(s, a);
  }
  return s;
}

describe('an announced seven is the announcer’s own', () => {
  it('a defender’s trump seven taking the last trick loses the declarer’s sedma (csm002 sto a sedma)', () => {
    let found: HandState | null = null;
    for (let seed = 1; seed < 3000 && found === null; seed++) {
      const s = playOut(seed);
      const last = s.tricks[tricksPerHand(s) - 1];
      if (last?.cards.includes('L7') && last.winner === 2) found = s;
    }
    expect(found).not.toBeNull();
    const s = found as HandState;
    expect(s.declarer).toBe(0);
    const seven = settle(s).items.find((i) => i.kind === 'seven');
    expect(seven?.won).toBe(false);
    expect(seven?.outcome).toMatchObject({ code: 'sevenWithDefence', card: 'L7' });
  });
});

/** Sessions: the dealer moves on, the deck is gathered and cut, not shuffled, and the ledger sums to zero. */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  PRESETS,
  createRng,
  finishHand,
  gatherDeck,
  legalActions,
  newHand,
  startSession,
} from '../../../src-shared/index.ts';
import { run } from '../helpers.ts';

function playHand(s: HandState, seed: number): HandState {
  const rng = createRng(seed);
  let state = s;
  while (state.phase !== 'finished') {
    const legal = legalActions(state);
    state = run(state, legal[rng.int(legal.length)] as Action);
  }
  return state;
}

describe('session', () => {
  it('rotates the dealer, gathers and cuts the deck, and keeps a zero-sum ledger (rules/000 čl. II odst. 9)', () => {
    let session = startSession(PRESETS.csm, 3, 99);
    for (let n = 0; n < 12; n++) {
      const hand = playHand(newHand(session.next), n);
      const gathered = gatherDeck(hand);
      expect(new Set(gathered).size).toBe(32);
      const before = session;
      session = finishHand(session, hand);
      expect(session.next.table.dealer).toBe((before.next.table.dealer + 1) % 3);
      // The next deck is the gathered one cut once: a rotation by at least two cards.
      const next = session.next.deck;
      const at = gathered.indexOf(next[0]!);
      expect(at).toBeGreaterThanOrEqual(2);
      expect(at).toBeLessThanOrEqual(30);
      expect([...gathered.slice(at), ...gathered.slice(0, at)]).toEqual(next);
      expect(session.ledger.reduce((a, b) => a + b, 0)).toBe(0);
    }
    expect(session.hands).toHaveLength(12);
  });

  it('shuffles every hand when the rules say so', () => {
    const s = startSession({ ...PRESETS.csm, shuffleEveryHand: true }, 3, 1);
    const hand = playHand(newHand(s.next), 1);
    const next = finishHand(s, hand).next.deck;
    const g = gatherDeck(hand);
    const rotation = Array.from({ length: 32 }, (_, k) => [...g.slice(k), ...g.slice(0, k)].join());
    expect(rotation).not.toContain(next.join());
  });
});

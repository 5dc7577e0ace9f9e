/**
 * Sessions of licitovaný, křížový and lízaný (the pure session, no store): every hand is dealt in the
 * session's variant, at its table (křížový all four playing, licitovaný at four the dealer sitting out),
 * the deal moves to the left, the next deck is the finished hand gathered and cut, the ledger zero-sum.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type PresetId,
  type Variant,
  PRESETS,
  activeSeats,
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

const CASES: readonly { variant: Variant; players: 2 | 3 | 4; preset: PresetId; playing: number }[] = [
  { variant: 'auction', players: 3, preset: 'csm002', playing: 3 },
  { variant: 'auction', players: 4, preset: 'house001', playing: 3 },
  { variant: 'fourHand', players: 4, preset: 'csm', playing: 4 },
  { variant: 'twoHand', players: 2, preset: 'english003', playing: 2 },
];

describe('a session keeps its variant hand after hand', () => {
  for (const { variant, players, preset, playing } of CASES)
    it(`${variant} at ${players}: the deal moves left, each hand dealt in ${variant}, zero-sum`, () => {
      let session = startSession(PRESETS[preset], players, 7, players - 1, variant);
      for (let n = 0; n < 2 * players + 1; n++) {
        const setup = session.next;
        expect(setup.variant).toBe(variant);
        expect(setup.table.dealer).toBe((players - 1 + n) % players);
        const dealt = newHand(setup);
        expect(dealt.variant).toBe(variant);
        const active = activeSeats(dealt.table);
        expect(active).toHaveLength(playing);
        // Licitovaný at four: the dealer is dealt nothing; křížový: the dealer plays too.
        expect(active.includes(setup.table.dealer)).toBe(playing === players);
        const hand = playHand(dealt, n);
        const gathered = gatherDeck(hand);
        expect(new Set(gathered).size).toBe(32);
        session = finishHand(session, hand);
        const next = session.next.deck;
        if (!PRESETS[preset].shuffleEveryHand) {
          const at = gathered.indexOf(next[0]!);
          expect([...gathered.slice(at), ...gathered.slice(0, at)]).toEqual(next);
        }
        expect(session.ledger).toHaveLength(players);
        expect(session.ledger.reduce((a, b) => a + b, 0)).toBe(0);
      }
    });

  it('volený hands carry no variant field, as every hand saved before the other variants', () => {
    const s = startSession(PRESETS.csm, 4, 3);
    expect('variant' in s.next).toBe(false);
    expect(s.next.table).toEqual({ size: 4, dealer: 3 });
    const k = startSession(PRESETS.csm, 4, 3, 3, 'fourHand');
    expect(k.next.table).toEqual({ size: 4, dealer: 3, dealerSitsOut: false });
  });
});

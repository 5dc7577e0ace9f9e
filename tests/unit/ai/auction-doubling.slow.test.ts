/**
 * Licitovaný doubling from a defender's seat samples the deals its view leaves open; the model's masks
 * do not carry every constraint the engine puts on a declared contract (a hundred needs the declarer's
 * marriage, a seven against needs its announcer's trump seven). A sampled deal the engine refuses was
 * thrown as an internal error (the fuzzer's `hint` answered "the sampled deal cannot carry the declared
 * contract", issue 26 item 10's fuzz run); such deals are now rejected and drawn again. Hands reached by
 * legal random play under every licitovaný preset, each doubling decision asked of the computer levels.
 */
import { describe, expect, it } from 'vitest';
import {
  AUCTION_PRESET_IDS,
  PRESETS,
  apply,
  createRng,
  legalActions,
  replay,
  startSession,
  view,
} from '../../../src-shared/index.ts';
import { playerByName } from '../../../src-main/ai/players.ts';

describe('licitovaný doubling over sampled deals', () => {
  it('decides at every doubling turn of random legal hands (no deal the engine refuses is valued)', () => {
    const player = playerByName('zacatecnik', { timed: false })!;
    let asked = 0;
    for (let seed = 0; seed < 2; seed++)
      for (const preset of AUCTION_PRESET_IDS) {
        const rng = createRng(seed);
        const first = replay(startSession(PRESETS[preset], 3, seed, 2, 'auction').next, []);
        if (!first.ok) throw new Error('no deal');
        let s = first.value;
        while (s.phase !== 'finished') {
          if (s.phase === 'doubling') {
            const decision = player.decide(view(s, s.toAct as number), createRng(seed));
            expect(legalActions(s)).toContainEqual(decision.action);
            asked++;
          }
          const legal = legalActions(s);
          const next = apply(s, legal[rng.int(legal.length)]!);
          if (!next.ok) throw new Error(next.error.code);
          s = next.value;
        }
      }
    expect(asked).toBeGreaterThan(10);
  });
});

/**
 * Hands played by a seeded random player through the real engine, for tests that check the renderer's
 * call wording against every state the engine can reach. The player favours suit games, announcements
 * and doubles, so that doubling rounds, announcements against and marriages come up often.
 */
import {
  type Action,
  type HandState,
  type Ruleset,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import type { Rng } from '../../../src-shared/util/random.ts';

export interface Step {
  readonly before: HandState;
  readonly action: Action;
  readonly after: HandState;
}

function pick(legal: readonly Action[], rng: Rng): Action {
  const phase = legal[0]?.type;
  // Doubling: raise or announce against half of the time, so later rounds are reached.
  if (phase === 'pass' || phase === 'double') {
    const doubles = legal.filter((a) => a.type === 'double');
    if (doubles.length > 0 && rng.int(2) === 0) return doubles[rng.int(doubles.length)] as Action;
    return legal.find((a) => a.type === 'pass') as Action;
  }
  const moves = legal.filter((a) => a.type !== 'claim');
  const plain = moves.filter((a) => !(a.type === 'chooseGame' && a.game !== 'suit') && a.type !== 'refuse');
  const pool = plain.length > 0 && rng.int(8) > 0 ? plain : moves;
  return pool[rng.int(pool.length)] as Action;
}

/** One random hand from the deal to its end, every action with the states around it. */
export function randomHand(seed: number, rules: Ruleset = PRESETS.csm): Step[] {
  const rng = createRng(seed);
  let s = newHand({ rules, table: { size: 3, dealer: seed % 3 }, deck: shuffledDeck(rng) });
  const steps: Step[] = [];
  while (s.phase !== 'finished') {
    const action = pick(legalActions(s), rng);
    const r = apply(s, action);
    if (!r.ok) throw new Error(`the engine refused its own legal action ${JSON.stringify(action)}`);
    steps.push({ before: s, action, after: r.value });
    s = r.value;
    if (steps.length > 200) throw new Error('a hand did not end');
  }
  return steps;
}

/** Seeds 1…hands, both presets in turn. */
export function randomHands(hands: number): Step[][] {
  return Array.from({ length: hands }, (_, i) =>
    randomHand(i + 1, i % 2 === 0 ? PRESETS.csm : PRESETS.house001),
  );
}

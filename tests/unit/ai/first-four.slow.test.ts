/**
 * Křížový's and lízaný's inference from the calls as a property of hands played through the engine: with
 * forehand calling by the rules of thumb, the cards he really held weigh more (inference.ts
 * `bidInference`) than those another seat draws uniformly from its view (four-hand-layouts.ts
 * `fourHandLayouts`, solver/draws.ts `drawFor`), so weighting moves the samples towards the truth.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type Seat,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { fourHandLayouts } from '../../../src-main/ai/four-hand/four-hand-layouts.ts';
import { bidInference, startHands } from '../../../src-main/ai/inference.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { drawFor } from '../../../src-main/solver/draws.ts';
import { seededTwoHand } from '../../support/two-hand.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

/** The hand played by the rules player up to its first card, or null when it is not a suit game. */
function firstLead(i: number): HandState | null {
  let state = newHand({
    rules: preset('csm'),
    table: fourHandTable(i % 4),
    deck: shuffledDeck(createRng(7000 + i)),
    variant: 'fourHand',
  });
  for (let n = 0; state.phase !== 'play'; n++) {
    if (state.phase === 'finished') return null;
    const next = apply(state, rulePlayer.decide(view(state, state.toAct as Seat), decisionRng(i, n)).action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  return state.game === 'suit' ? state : null;
}

/** The weight of the true hands and those of the draws from one view. */
interface Weighed {
  readonly truth: number;
  readonly drawn: readonly number[];
}

/** The truth weighs more than the draws' mean on most hands, and by a positive mean log ratio. */
function expectTruthFavoured(hands: readonly Weighed[]): void {
  const ratios = hands.map((h) => h.truth / (h.drawn.reduce((a, b) => a + b, 0) / h.drawn.length));
  expect(ratios.filter((r) => r > 1).length).toBeGreaterThan(hands.length / 2);
  expect(ratios.reduce((a, r) => a + Math.log(r), 0) / hands.length).toBeGreaterThan(0);
}

describe('křížový: the calls’ reading favours the cards really held', () => {
  it('the true hands weigh more than a defender’s uniform layouts, on most hands and on the whole', () => {
    const hands: Weighed[] = [];
    for (let i = 0; hands.length < 24; i++) {
      const state = firstLead(i);
      if (state === null) continue;
      const defender = ([0, 1, 2, 3] as Seat[]).find((s) => s !== state.declarer && s !== partnerOf(state));
      const v = view(state, defender as Seat);
      const weigh = bidInference(v);
      if (weigh === null) throw new Error(`hand ${i}: nothing read`);
      const drawn = [...fourHandLayouts(v, createRng(i), 200)].map((l) => weigh(startHands(l)));
      hands.push({ truth: weigh(startHands(state)), drawn });
    }
    expectTruthFavoured(hands);
  });
});

describe('lízaný: the calls’ reading favours the cards really held', () => {
  it('at the dealer’s doubling, forehand’s true eight weigh more than the draws of his view', () => {
    const hands: Weighed[] = [];
    for (let i = 0; hands.length < 24; i++) {
      let state = newHand(seededTwoHand(31_000 + i));
      for (let n = 0; !(state.phase === 'doubling' && state.toAct === 1); n++) {
        const next = apply(
          state,
          rulePlayer.decide(view(state, state.toAct as Seat), decisionRng(i, n)).action,
        );
        if (!next.ok) throw new Error(next.error.code);
        state = next.value;
      }
      const weigh = bidInference(view(state, 1));
      if (weigh === null) throw new Error(`hand ${i}: nothing read`);
      const rng = createRng(i);
      const drawn: number[] = [];
      while (drawn.length < 200) {
        const world = drawFor(state, rng);
        if (world !== null) drawn.push(weigh(world.hands));
      }
      hands.push({ truth: weigh(state.hands), drawn });
    }
    expectTruthFavoured(hands);
  });
});

/**
 * Seeded self-play for the scripts that study the levels' decisions (bench-ai, level-regret,
 * close-calls): hand `i` is dealt by `dealDeck(deckSeed, i)`, the last seat deals, and decision `n` of
 * the hand draws from `decisionRng(i, n)`, so every script replays the same hands.
 */
import {
  type HandState,
  type Rng,
  type Ruleset,
  type SeatView,
  type Table,
  type Variant,
  apply,
  newHand,
  variantTable,
  view,
} from '../src-shared/index.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { decisionRng } from '../src-main/ai/match.ts';
import type { Decision } from '../src-main/ai/player.ts';

export interface SelfPlay {
  readonly variant: Variant;
  readonly seats: Table['size'];
  readonly rules: Ruleset;
  readonly deckSeed: number;
}

/** Plays hand `i` to its end, every decision by `decide` (told the state it is taken in). */
export function playSelf(
  game: SelfPlay,
  i: number,
  decide: (v: SeatView, rng: Rng, state: HandState) => Decision,
): void {
  let state: HandState = newHand({
    rules: game.rules,
    table: variantTable(game.variant, game.seats, game.seats - 1),
    deck: dealDeck(game.deckSeed, i),
    ...(game.variant === 'chosen' ? {} : { variant: game.variant }),
  });
  for (let n = 0; state.phase !== 'finished'; n++) {
    const d = decide(view(state, state.toAct as number), decisionRng(i, n), state);
    const next = apply(state, d.action);
    if (!next.ok) throw new Error(`hand ${i}, decision ${n}: illegal ${d.action.type}, ${next.error.code}`);
    state = next.value;
  }
}

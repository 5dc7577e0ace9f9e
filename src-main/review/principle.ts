/**
 * A graded card's principle (src-shared/explain/principles) for the card judge (card.ts), so the review,
 * the coach and the retry say the same: where the seat view names a better card than the one played,
 * the principle that holds in every layout where the card loses as the seat could know it (solver/
 * principle.ts, in the pool's lane the caller names: `seat` scope); else the principle with every card
 * open (the exact analysis: a losing card's, or why a best card is right), said plainly as that
 * (`allOpen` scope) — or, without a seat view to set it against, the exact one (`open`).
 */
import {
  type Analysis,
  type ApiError,
  type Card,
  type HandState,
  type Result,
  ok,
  view,
} from '../../src-shared/index.ts';
import type { SeatGrade } from '../../src-shared/api/review.ts';
import { type PrincipleNote, analysisNote } from '../../src-shared/explain/principles/note.ts';
import type { Lane, RunOptions } from '../solver/lanes.ts';
import type { SeatPrincipleFound, SeatPrincipleTask } from '../solver/principle.ts';

export interface PrinciplePool {
  seatPrinciple?(
    task: SeatPrincipleTask,
    options?: RunOptions<never> & { readonly lane?: Lane },
  ): Promise<Result<SeatPrincipleFound, ApiError<never>>>;
}

export interface PrincipleOptions {
  /** Seed of the layouts' sample (the card's seed). */
  readonly seed: number;
  readonly signal?: AbortSignal;
  readonly caller?: string;
  readonly lane?: Lane;
  readonly timeoutMs?: number;
}

/** The card the seat view names better than `card`, or null. */
function seatBetter(seatView: SeatGrade | null, card: Card): Card | null {
  const a = seatView?.bestAction ?? null;
  return a !== null && a.type === 'play' && a.card !== card ? a.card : null;
}

export async function cardPrinciple(
  pool: PrinciplePool,
  state: HandState,
  card: Card,
  analysis: Analysis,
  seatView: SeatGrade | null,
  options: PrincipleOptions,
): Promise<Result<PrincipleNote | null, ApiError<never>>> {
  const better = seatBetter(seatView, card);
  if (better !== null && pool.seatPrinciple !== undefined && state.toAct !== null) {
    const { seed, ...run } = options;
    const found = await pool.seatPrinciple(
      { method: 'seatPrinciple', view: view(state, state.toAct), played: card, better, seed },
      run,
    );
    if (!found.ok) return found;
    if (found.value.fact !== null)
      return ok({ fact: found.value.fact, scope: 'seat', layouts: found.value.failing });
  }
  // The seat view calls the card worse while every card open calls it best: no reason to name.
  const mine = analysis.cards.find((c) => c.card === card);
  if (better !== null && mine !== undefined && mine.loss <= 0) return ok(null);
  return ok(analysisNote(state, analysis, card, seatView === null ? 'open' : 'allOpen'));
}

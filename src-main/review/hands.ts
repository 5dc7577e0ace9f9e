/**
 * A finished hand read back from the store for the review: its record checked by replaying it (as a
 * saved session is), the seats' names and its money, the computer's seats and the decisions a stand-in
 * made (both may be asked "proč?" in the review's timeline). An unknown session or hand, or a hand still being
 * played, is bad input naming it (`noSession`, `noHand`, `handNotFinished`); a damaged one is internal.
 */
import {
  type ApiError,
  type HandState,
  type InvalidProblem,
  type Result,
  err,
  ok,
} from '../../src-shared/index.ts';
import type { FinishedHand, HandParams } from '../../src-shared/api/review.ts';
import { checkedHand } from '../game/session.ts';
import type { Store } from '../store/store.ts';

export interface LoadedHand {
  readonly hand: FinishedHand;
  /** The hand at its end (replayed from the record). */
  readonly end: HandState;
}

const bad = (path: string, problem: InvalidProblem): ApiError<never> => ({
  code: 'badInput',
  error: { code: 'invalid', path, problem },
});

export function loadFinishedHand(
  store: Store,
  { session, handNo }: HandParams,
): Result<LoadedHand, ApiError<never>> {
  const row = store.session(session);
  if (row === null) return err(bad('params.session', { kind: 'noSession', id: session }));
  const stored = store.hands(session).find((h) => h.handNo === handNo);
  if (stored === undefined) return err(bad('params.handNo', { kind: 'noHand', session, handNo }));
  if (stored.money === null) return err(bad('params.handNo', { kind: 'handNotFinished', session, handNo }));
  const checked = checkedHand(stored);
  if (!checked.ok)
    return err({
      code: 'internal',
      message: `saved session ${session} is damaged: hand ${handNo}: ${checked.error}`,
    });
  if (checked.value.state.phase !== 'finished')
    return err({
      code: 'internal',
      message: `saved session ${session} is damaged: hand ${handNo} is settled but not finished`,
    });
  return ok({
    hand: {
      session,
      handNo,
      record: { setup: checked.value.setup, actions: stored.actions },
      names: row.settings.seats.map((p) => p.name),
      money: stored.money,
      computers: row.settings.seats.flatMap((p, seat) => (p.kind === 'ai' ? [seat] : [])),
      // The stand-in's decisions (a shared table's person away), only when there were any.
      ...(stored.standIn.length === 0 ? {} : { standIn: stored.standIn.map((m) => m.index) }),
    },
    end: checked.value.state,
  });
}

/**
 * Following one of main's background jobs (a seat analysis of the board, a hand's review) without
 * polling: its status is fetched once at once (news told before its id was known is not lost), then
 * each time main tells news of it (a `job` event with its id, src-shared/api/events.ts), once each time
 * the event stream re-opens (news told while it was down is unknown) and when the window comes to the
 * front; until the job has ended, a fetch failed or the follower is stopped. At most one fetch is in
 * flight: news heard meanwhile makes one more fetch after it, so a job telling many partial results
 * quickly is fetched as fast as the answers come and no faster.
 */
import type { ApiError, JobState } from '../../src-shared/api/contract.ts';
import type { Result } from '../../src-shared/util/result.ts';
import { type EventNote, useEvents } from './events.ts';

export interface FollowedStatus {
  readonly state: JobState;
}

/**
 * Follows job `job`: `fetch` asks main for its status, `heard` gets every answer (the last one is a
 * failure or a status that is no longer `running`). Answers the function that stops following (after
 * which `heard` is not called again).
 */
export function followJob<S extends FollowedStatus>(
  job: string,
  fetch: () => Promise<Result<S, ApiError>>,
  heard: (answer: Result<S, ApiError>) => void,
): () => void {
  let live = true;
  let asking = false;
  let again = false;

  async function ask(): Promise<void> {
    if (!live) return;
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    again = false;
    const r = await fetch();
    asking = false;
    if (!live) return;
    const ended = !r.ok || r.value.state !== 'running';
    if (ended) stop();
    heard(r);
    if (!ended && again) void ask();
  }

  const unlisten = useEvents().subscribe((note: EventNote) => {
    if (note.kind === 'connected' || (note.kind === 'job' && note.job === job)) void ask();
  });
  const onFront = () => {
    if (document.visibilityState !== 'hidden') void ask();
  };
  const inWindow = typeof window !== 'undefined';
  if (inWindow) {
    document.addEventListener('visibilitychange', onFront);
    window.addEventListener('focus', onFront);
  }

  function stop(): void {
    if (!live) return;
    live = false;
    unlisten();
    if (inWindow) {
      document.removeEventListener('visibilitychange', onFront);
      window.removeEventListener('focus', onFront);
    }
  }

  void ask();
  return stop;
}

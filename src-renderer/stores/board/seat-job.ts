/**
 * The board's seat view (stores/board.ts): the statistics over the layouts the seat to move could not
 * rule out, computed by main as a background job (`analysisStart`) that tells its news as `job` events;
 * the store fetches the statistics so far (`analysisPoll`) when told (api/follow-job.ts) and never polls.
 * Leaving the node or the mode stops the job in main (`analysisStop`); what it found stays shown.
 */
import { type Ref, ref, shallowRef } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { SeatAnalysis } from '../../../src-shared/api/solver.ts';
import { describe } from '../../../src-shared/engine/position.ts';
import { useApiClient } from '../../api/client.ts';
import { followJob } from '../../api/follow-job.ts';
import type { BoardNode } from './tree.ts';

/** Layouts the seat view samples when there are more than it can enumerate. */
export const SEAT_SAMPLE = 200;

export function useSeatJob(currentId: Ref<number>) {
  const client = () => useApiClient();
  const seat = shallowRef<SeatAnalysis | null>(null);
  const seatRunning = ref(false);
  const seatError = shallowRef<ApiError | null>(null);
  /** The job in main and the follower of its news. */
  let job: string | null = null;
  let unfollow: (() => void) | null = null;
  /** The node the figures shown are for (-1: none). */
  let seatFor = -1;

  /** Starts the seat analysis of the node (not again when it runs or has run for it). */
  function start(node: BoardNode): void {
    if (node.state.phase !== 'play' || node.state.toAct === null) return;
    if (seatFor === node.id && (seatRunning.value || seat.value !== null)) return;
    stop();
    seatFor = node.id;
    seat.value = null;
    seatError.value = null;
    seatRunning.value = true;
    const id = node.id;
    void client()
      .call('analysisStart', {
        position: describe(node.state),
        seat: node.state.toAct,
        maxLayouts: SEAT_SAMPLE,
      })
      .then((r) => {
        if (seatFor !== id) {
          if (r.ok) void client().call('analysisStop', { job: r.value.job });
          return;
        }
        if (!r.ok) {
          seatError.value = r.error;
          seatRunning.value = false;
          return;
        }
        follow(id, r.value.job);
      });
  }

  function follow(id: number, j: string): void {
    job = j;
    unfollow = followJob(
      j,
      () => client().call('analysisPoll', { job: j }),
      (r) => {
        if (seatFor !== id || job !== j) return;
        if (!r.ok) {
          seatError.value = r.error;
          seatRunning.value = false;
          job = null;
          return;
        }
        if (r.value.partial !== null) seat.value = r.value.partial;
        if (r.value.state !== 'running') {
          seatRunning.value = false;
          job = null;
          if (r.value.error !== null) seatError.value = r.value.error;
        }
      },
    );
  }

  /** Stops the seat analysis in flight (what it found so far stays shown while on its node). */
  function stop(): void {
    unfollow?.();
    unfollow = null;
    const j = job;
    job = null;
    if (j !== null) void client().call('analysisStop', { job: j });
    seatRunning.value = false;
    if (seatFor !== currentId.value) forget();
  }

  /** The figures shown are for no node (a new position: the new root has the old root's id). */
  function forget(): void {
    seat.value = null;
    seatFor = -1;
  }

  return { seat, seatRunning, seatError, start, stop, forget };
}

/**
 * The person's requests: a decision, a hint, the next hand (and, through `request`, a new or opened
 * session, an undo, a settled hand finished). One at a time (`busy`); an answer for a table left
 * meanwhile is dropped; `stale` (another window moved the table on) takes the current table without a
 * word; a refusal is kept as data (`error`, `refused`) for the components to word.
 */
import type { ApiError, ApiResult } from '../../../src-shared/api/contract.ts';
import type { TableSnapshot } from '../../../src-shared/api/game.ts';
import type { Action } from '../../../src-shared/engine/action.ts';
import { useApiClient } from '../../api/client.ts';
import type { TableCore } from './snapshot.ts';

/** The calls whose answer is the table. */
export type TableCall = () => Promise<
  ApiResult<'act' | 'undo' | 'nextHand' | 'sessionOpen' | 'sessionNew' | 'finishHand'>
>;

export interface RequestNeeds {
  /** Show a snapshot main answered. */
  receive(next: TableSnapshot): void;
  /** Take the current table another window has left. */
  catchUp(current: TableSnapshot): void;
  /** What an answer says of the connection; answers whether main was reached. */
  reached(e: ApiError | null): boolean;
  /** The refresh an event asked for while the request ran. */
  catchMissed(): void;
  /** Let the computer seats act, if it is their turn. */
  runComputers(): Promise<void>;
}

export function useRequests(core: TableCore, needs: RequestNeeds) {
  const { snapshot, busy, suggestion } = core;

  /** Run a request the person made; answers whether it succeeded. */
  async function request(run: TableCall, action: Action | null = null): Promise<boolean> {
    if (busy.value) return false;
    busy.value = true;
    const gen = core.generation();
    const r = await run();
    busy.value = false;
    if (gen !== core.generation()) return false;
    if (!needs.reached(r.ok ? null : r.error)) {
      // Not reached: the connection note says so; the event stream's return fetches the table again.
      needs.catchMissed();
      return false;
    }
    if (!r.ok) {
      if (r.error.code === 'stale') needs.catchUp(r.error.snapshot);
      else core.fail(r.error, action);
      return false;
    }
    core.clearMessage();
    needs.receive(r.value);
    void needs.runComputers();
    needs.catchMissed();
    return true;
  }

  async function act(action: Action): Promise<boolean> {
    const s = snapshot.value;
    if (s === null) return false;
    return request(() => useApiClient().call('act', { id: s.id, action, version: s.version }), action);
  }

  async function hint(): Promise<boolean> {
    const s = snapshot.value;
    if (s === null || busy.value) return false;
    busy.value = true;
    const gen = core.generation();
    const r = await useApiClient().call('hint', { id: s.id, version: s.version });
    busy.value = false;
    if (gen !== core.generation()) return false;
    if (!r.ok) {
      if (r.error.code === 'stale') needs.catchUp(r.error.snapshot);
      else core.fail(r.error);
      return false;
    }
    core.clearMessage();
    suggestion.value = r.value;
    return true;
  }

  async function nextHand(): Promise<boolean> {
    const s = snapshot.value;
    if (s === null) return false;
    return request(() => useApiClient().call('nextHand', { id: s.id, version: s.version }));
  }

  return { request, act, hint, nextHand };
}

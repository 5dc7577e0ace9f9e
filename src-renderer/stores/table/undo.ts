/**
 * Undo: the person's last decision taken back. Clicked while a computer decides (undo is offered then),
 * it first lets that decision's answer arrive and holds the next (pace.ts `hold`), so that the undo names
 * the table main holds — else it would come back `stale` and the click be lost; the computers go on from
 * wherever the undo leaves the table.
 */
import { useApiClient } from '../../api/client.ts';
import type { useComputerPace } from './pace.ts';
import type { TableCall } from './requests.ts';
import type { TableCore } from './snapshot.ts';

type Pace = Pick<ReturnType<typeof useComputerPace>, 'hold' | 'release' | 'runComputers'>;

export function useUndo(core: TableCore, pace: Pace, request: (run: TableCall) => Promise<boolean>) {
  const { snapshot, busy } = core;

  async function undo(): Promise<boolean> {
    if (snapshot.value === null || !snapshot.value.canUndo || busy.value) return false;
    const stopping = pace.hold();
    try {
      const gen = core.generation();
      if (stopping !== null) await stopping;
      const s = snapshot.value;
      if (gen !== core.generation() || s === null || !s.canUndo) return false;
      return await request(() => useApiClient().call('undo', { id: s.id, version: s.version }));
    } finally {
      pace.release();
      if (snapshot.value?.turn === 'ai') void pace.runComputers();
    }
  }

  return { undo };
}

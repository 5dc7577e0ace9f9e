// @vitest-environment happy-dom
/**
 * No button a guest cannot use: on a guest's page (a friend's device, `#seat=…`) the table's toolbar has
 * the settle-up but no coach switch (`coachCard` is not a guest method) and no home; a hand's end offers
 * the settle-up and the hand's review but neither "Ukončit večer" (only the host ends the evening) nor the
 * analysis board. The host's screen keeps all of them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PRESETS, type SeatPlayer, createRng } from '../../../src-shared/index.ts';
import { SEAT_KEY, setApiClient } from '../../../src-renderer/api/client.ts';
import HandEnd from '../../../src-renderer/components/table/HandEnd.vue';
import TableToolbar from '../../../src-renderer/components/table/TableToolbar.vue';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import { BIDDING_DECK, approvedSuit, handFrom, playOut } from '../helpers.ts';
import { engineClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
const FRIENDS: readonly SeatPlayer[] = [
  { kind: 'human', name: 'Karel' },
  { kind: 'human', name: 'Eva' },
  { kind: 'ai', name: 'Pepa', level: 'zacatecnik' },
];

afterEach(() => {
  setApiClient(null);
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

const shown = (w: { find: (s: string) => { exists: () => boolean } }, ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, w.find(`[data-testid="${id}"]`).exists()]));

describe('what a guest’s page offers', () => {
  it.each([
    ['host', false],
    ['guest', true],
  ])('the toolbar at a practice table (%s)', async (_, guest) => {
    if (guest) window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const engine = engineClient(handFrom(BIDDING_DECK, NO_SKIP), {
      seats: FRIENDS,
      practice: true,
      localSeats: guest ? [1] : [0, 1],
      viewer: guest ? 1 : 0,
    });
    const pinia = setup(engine.client);
    await useTableStore().open(1);
    const wrapper = mountWith(TableToolbar, pinia, { snap: engine.snapshot(), sheetOpen: false });
    await settleAll();
    expect(shown(wrapper, ['table-settle', 'coach-switch', 'table-home', 'share-open'])).toEqual({
      'table-settle': true,
      'coach-switch': !guest,
      'table-home': !guest,
      'share-open': !guest,
    });
    wrapper.unmount();
  });

  it.each([
    ['host', false],
    ['guest', true],
  ])('a hand’s end (%s)', async (_, guest) => {
    if (guest) window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const state = playOut(approvedSuit('H7', ['B7', 'L7'], NO_SKIP), createRng(7));
    const snap = snapshotOf(state, {
      seats: FRIENDS,
      localSeats: guest ? [1] : [0, 1],
      viewer: guest ? 1 : 0,
    });
    expect(snap.turn).toBe('handEnd');
    const pinia = setup(null);
    const wrapper = mountWith(HandEnd, pinia, { snap, claimVerdict: null, tab: 'cards' });
    await settleAll();
    expect(shown(wrapper, ['next-hand', 'hand-review', 'guest-settle', 'end-evening'])).toEqual({
      'next-hand': true,
      'hand-review': true,
      'guest-settle': guest,
      'end-evening': !guest,
    });
    if (guest) expect(wrapper.find('[data-testid="hand-board"]').exists()).toBe(false);
    wrapper.unmount();
  });
});

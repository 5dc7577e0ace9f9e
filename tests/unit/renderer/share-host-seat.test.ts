// @vitest-environment happy-dom
/**
 * The host keeps their seat when the table is opened to friends: "Na tomhle počítači hraje" starts at the
 * first person's seat (as main's own default, docs/api.md), not at whoever is at the screen — at a
 * licitovaný table the dealer, who bids first — and once open the panel says in words
 * which seat stays on this computer. Opened again on the same page, it starts at the seat kept last time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type SeatPlayer,
  type ShareInfo,
  type Table,
  createRng,
  newHand,
  preset,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import SharePanel from '../../../src-renderer/components/share/SharePanel.vue';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';

const FRIENDS: readonly SeatPlayer[] = [
  { kind: 'human', name: 'Karel' },
  { kind: 'human', name: 'Jana' },
  { kind: 'human', name: 'Petr' },
];
// The dealer (Jana, seat 1) bids first at licitovaný: the screen shows her, not Karel.
const THREE: Table = { size: 3, dealer: 1 };

afterEach(() => {
  setApiClient(null);
  document.body.innerHTML = '';
});

/** A licitovaný table whose screen shows the first to bid (the dealer, seat 1), not the first person. */
function auctionSnap() {
  const state = newHand({
    rules: preset('csm002'),
    table: THREE,
    deck: shuffledDeck(createRng(1)),
    variant: 'auction',
  });
  return snapshotOf(state, { seats: FRIENDS });
}

/** A fake main that opens the share with the host seat it is given. */
function mainOf(snap: ReturnType<typeof auctionSnap>) {
  let info: ShareInfo | null = null;
  return fakeClient({
    shareStatus: () => ({ ok: true, value: info }),
    shareOpen: (p) => {
      const hostSeat = p.hostSeat ?? 0;
      const opened: ShareInfo = {
        id: p.id,
        hostSeat,
        addresses: ['http://192.168.1.5:47123'],
        seats: FRIENDS.flatMap((f, seat) =>
          seat === hostSeat
            ? []
            : [
                {
                  seat,
                  name: f.name,
                  link: `http://192.168.1.5:47123/#seat=t${seat}`,
                  links: [`http://192.168.1.5:47123/#seat=t${seat}`],
                  connected: false,
                  lastSeen: null,
                  standIn: null,
                },
              ],
        ),
      };
      info = opened;
      return { ok: true, value: opened };
    },
    shareClose: () => {
      info = null;
      return { ok: true, value: {} };
    },
    sessionOpen: () => ({ ok: true, value: snap }),
  });
}

describe("the host's seat when the table is shared", () => {
  it('starts at the first person, not at the bidder the screen shows, and says who stays', async () => {
    const snap = auctionSnap();
    expect(snap.viewer).toBe(1);
    const client = mainOf(snap);
    const pinia = setup(client);
    const wrapper = mountWith(SharePanel, pinia, { snap });
    await settleAll();
    const select = wrapper.find<HTMLSelectElement>('[data-testid="share-host-seat"]');
    expect(select.element.value).toBe('0');
    expect(select.text()).toContain('Karel (místo 1)');
    await wrapper.find('[data-testid="share-start"]').trigger('click');
    await settleAll();
    expect(client.calls.find((c) => c.method === 'shareOpen')?.params).toEqual({ id: 1, hostSeat: 0 });
    const stays = wrapper.find('[data-testid="share-host-stays"]');
    expect(stays.attributes('data-seat')).toBe('0');
    expect(stays.text()).toContain('Na tomhle počítači zůstává Karel (místo 1).');
    expect(wrapper.findAll('[data-testid="share-seat"]').map((w) => w.attributes('data-seat'))).toEqual([
      '1',
      '2',
    ]);
    wrapper.unmount();
  });

  it('keeps the seat the host chose last time on this page, and says it in English too', async () => {
    const snap = auctionSnap();
    const client = mainOf(snap);
    const pinia = setup(client);
    setLocale('en');
    const first = mountWith(SharePanel, pinia, { snap });
    await settleAll();
    await first.find('[data-testid="share-host-seat"]').setValue('2');
    await first.find('[data-testid="share-start"]').trigger('click');
    await settleAll();
    expect(first.find('[data-testid="share-host-stays"]').text()).toContain(
      'Petr (seat 3) stays on this computer.',
    );
    await first.find('[data-testid="share-stop"]').trigger('click');
    await settleAll();
    first.unmount();
    const again = mountWith(SharePanel, pinia, { snap });
    await settleAll();
    expect(again.find<HTMLSelectElement>('[data-testid="share-host-seat"]').element.value).toBe('2');
    again.unmount();
    setLocale('cs');
  });
});

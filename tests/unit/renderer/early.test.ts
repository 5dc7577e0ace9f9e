// @vitest-environment happy-dom
/**
 * A guest's early answers (src-renderer/api/early.ts): on a guest's page its seat and table are asked in one
 * question (`guestOpen`) before the interface mounts, the hand's card pictures start loading, and the
 * stores get its two answers (`guestSeat`, `sessionOpen`) once each from the client (`useApiClient`);
 * everything else, and the same question asked again, goes to main. The host's page asks only its preferences early, to mount in
 * their language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src-shared/index.ts';
import { DEFAULT_PREFS } from '../../../src-shared/api/game.ts';
import type { ApiResult } from '../../../src-shared/api/contract.ts';
import { GUEST_PREFS_KEY, SEAT_KEY, setApiClient, useApiClient } from '../../../src-renderer/api/client.ts';
import { askEarly, earlyAnswers, earlyTable, hostLanguage } from '../../../src-renderer/api/early.ts';
import { type CardPicture, cardPicture } from '../../../src-renderer/cards/assets.ts';
import { BIDDING_DECK, handFrom } from '../helpers.ts';
import { fakeClient, snapshotOf } from './support.ts';

afterEach(() => {
  setApiClient(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const snap = snapshotOf(handFrom(BIDDING_DECK, PRESETS.csm), { viewer: 1, localSeats: [1] });

const SEAT = { id: 7, seat: 1, name: 'Eva', variant: 'chosen' } as const;

function main() {
  return fakeClient({
    guestOpen: () => ({ ok: true, value: { seat: SEAT, table: snap } }),
    guestSeat: () => ({ ok: true, value: SEAT }),
    sessionOpen: () => ({ ok: true, value: snap }),
  });
}

describe('a guest’s early answers', () => {
  it('asks its seat and table in one question, loads the hand’s pictures, and answers each store once', async () => {
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    window.localStorage.setItem(GUEST_PREFS_KEY, JSON.stringify({ deck: 'french' }));
    const server = main();
    setApiClient(server);
    const pictures: CardPicture[] = [];
    expect(askEarly(window.localStorage, (asked) => pictures.push(...asked))).toBe(true);
    await earlyAnswers(5_000);
    expect(earlyTable()).toBe(7);
    expect(server.calls.map((c) => [c.method, c.params])).toEqual([['guestOpen', {}]]);
    // The viewer's own cards in the guest's deck, and the back.
    expect(snap.view.hand.length).toBeGreaterThan(0);
    for (const card of snap.view.hand) expect(pictures).toContainEqual(cardPicture(card, 'french'));
    expect(pictures).toHaveLength(snap.view.hand.length + 1);

    // The stores' first questions are answered from the early answers, without asking main again.
    const client = useApiClient();
    const seat = await client.call('guestSeat', {});
    expect(seat.ok && seat.value.id).toBe(7);
    const table = await client.call('sessionOpen', { id: 7 });
    expect(table.ok && table.value.version).toBe(snap.version);
    expect(server.calls).toHaveLength(1);
    // Asked again (a refresh, a retry): main answers.
    await client.call('sessionOpen', { id: 7 });
    await client.call('guestSeat', {});
    expect(server.calls.map((c) => c.method)).toEqual(['guestOpen', 'sessionOpen', 'guestSeat']);
  });

  it('gives an early failure once, so that the page says it and tries again itself', async () => {
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    let up = false;
    const server = fakeClient({
      guestOpen: (): ApiResult<'guestOpen'> => ({
        ok: false,
        error: { code: 'internal', message: 'Failed to fetch' },
      }),
      guestSeat: (): ApiResult<'guestSeat'> =>
        up
          ? { ok: true, value: SEAT }
          : { ok: false, error: { code: 'internal', message: 'Failed to fetch' } },
    });
    setApiClient(server);
    const pictures: CardPicture[] = [];
    askEarly(window.localStorage, (asked) => pictures.push(...asked));
    await earlyAnswers(5_000);
    expect(server.calls.map((c) => c.method)).toEqual(['guestOpen']);
    expect(pictures).toEqual([]);
    expect(earlyTable()).toBeNull();
    // The early failure is the page's first `guestSeat` answer (main is not asked again for it).
    const first = await useApiClient().call('guestSeat', {});
    expect(first.ok).toBe(false);
    expect(server.calls.map((c) => c.method)).toEqual(['guestOpen']);
    up = true;
    const again = await useApiClient().call('guestSeat', {});
    expect(again.ok).toBe(true);
  });

  it('asks nothing on the host’s page', async () => {
    const server = main();
    setApiClient(server);
    expect(askEarly(window.localStorage, () => undefined)).toBe(false);
    await earlyAnswers(5_000);
    expect(server.calls).toEqual([]);
    expect(useApiClient()).toBe(server);
  });
});

describe('the host’s language before the mount', () => {
  it('is the one its preferences keep, asked once; the prefs store gets that answer', async () => {
    const server = fakeClient({ prefsGet: () => ({ ok: true, value: { ...DEFAULT_PREFS, lang: 'en' } }) });
    setApiClient(server);
    expect(await hostLanguage(5_000)).toBe('en');
    const prefs = await useApiClient().call('prefsGet', {});
    expect(prefs.ok && prefs.value.lang).toBe('en');
    expect(server.calls.map((c) => c.method)).toEqual(['prefsGet']);
    // Asked again (a reload of the preferences): main answers.
    await useApiClient().call('prefsGet', {});
    expect(server.calls.map((c) => c.method)).toEqual(['prefsGet', 'prefsGet']);
  });

  it('is Czech when main refuses or has not answered within the cap', async () => {
    setApiClient(
      fakeClient({ prefsGet: () => ({ ok: false, error: { code: 'internal', message: 'HTTP 401' } }) }),
    );
    expect(await hostLanguage(5_000)).toBe('cs');
    let answer: (() => void) | null = null;
    setApiClient(
      fakeClient({
        prefsGet: () =>
          new Promise((done) => {
            answer = () => done({ ok: true, value: { ...DEFAULT_PREFS, lang: 'en' } });
          }),
      }),
    );
    expect(await hostLanguage(20)).toBe('cs');
    // The late answer still reaches the prefs store, which applies it then.
    const late = useApiClient().call('prefsGet', {});
    (answer as (() => void) | null)?.();
    const prefs = await late;
    expect(prefs.ok && prefs.value.lang).toBe('en');
  });
});

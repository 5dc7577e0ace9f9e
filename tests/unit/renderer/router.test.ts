// @vitest-environment happy-dom
/**
 * The app's router (src-renderer/router): a route per screen, the address's hash kept across a reload,
 * back, an unknown address and browser mode's `#token=…` leading home, and the trail the screens read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Component, createApp } from 'vue';
import { type Router, createWebHashHistory } from 'vue-router';
import { SEAT_KEY, TOKEN_KEY, captureSeat, captureToken } from '../../../src-renderer/api/client.ts';
import { createAppRouter, guestRoutes, routes } from '../../../src-renderer/router/index.ts';
import { trailOf } from '../../../src-renderer/router/trail.ts';
import { type Screen, screenOf } from './support.ts';
import { waitFor } from '../../support/wait.ts';

const started: Router[] = [];

/** The app's router started as main.ts starts it: on the address as it is now. */
async function start(o: { guest?: boolean } = {}, whileLoading?: () => void): Promise<Router> {
  const router = createAppRouter(createWebHashHistory(), o);
  createApp({ render: () => null }).use(router);
  whileLoading?.();
  await router.isReady();
  started.push(router);
  return router;
}

/** A reload: the running router gone, a new one on the same address. */
async function reload(router: Router): Promise<Router> {
  router.options.history.destroy();
  return start();
}

const shown = (router: Router): Screen => screenOf(router.currentRoute.value);

afterEach(() => {
  for (const r of started.splice(0)) r.options.history.destroy();
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

/** Every screen once, with the parameters its view gets, at its address. */
const SCREENS: readonly (readonly [string, Screen])[] = [
  ['#/', { name: 'home' }],
  ['#/new', { name: 'new' }],
  ['#/settings', { name: 'settings' }],
  ['#/stats', { name: 'stats' }],
  ['#/editor', { name: 'editor' }],
  ['#/board', { name: 'board' }],
  ['#/library', { name: 'library' }],
  ['#/table/3', { name: 'table', id: 3 }],
  ['#/settle/3', { name: 'settle', id: 3, ended: false }],
  ['#/settle/3?ended=1', { name: 'settle', id: 3, ended: true }],
  ['#/lessons', { name: 'lessons' }],
  ['#/lessons/basics.follow-suit', { name: 'lesson', id: 'basics.follow-suit' }],
  ['#/training', { name: 'training', due: false }],
  ['#/training/due', { name: 'training', due: true }],
  ['#/progress', { name: 'progress' }],
  ['#/rules', { name: 'rules', doc: null, part: null, paragraph: null }],
  ['#/rules/000/II/7', { name: 'rules', doc: '000', part: 'II', paragraph: 7 }],
  ['#/rules/001/Tal%C3%B3n', { name: 'rules', doc: '001', part: 'Talón', paragraph: null }],
  ['#/review/3', { name: 'review', session: 3, hand: null, at: null }],
  ['#/review/3/2/15', { name: 'review', session: 3, hand: 2, at: 15 }],
];

describe('the routes', () => {
  it('give every screen (each view) a route, each loaded on demand but the table and a guest’s landing', async () => {
    const views = import.meta.glob<{ default: Component }>('../../../src-renderer/views/*.vue', {
      eager: true,
    });
    const routed = new Set<Component>();
    const eager = new Set<Component>();
    for (const r of [...routes, ...guestRoutes]) {
      const c = r.component;
      if (c === undefined || c === null) continue;
      // A compiled view is an object; a function is the route's `() => import(…)`.
      if (typeof c === 'function') routed.add((await (c as () => Promise<{ default: Component }>)()).default);
      else {
        routed.add(c);
        eager.add(c);
      }
    }
    const missing = Object.entries(views)
      .filter(([, m]) => !routed.has(m.default))
      .map(([file]) => file);
    expect(missing).toEqual([]);
    expect(Object.keys(views).length).toBe(16);
    const name = (c: Component) =>
      Object.entries(views)
        .find(([, m]) => m.default === c)?.[0]
        .replace(/.*\//, '') ?? '?';
    expect([...eager].map(name).sort()).toEqual(['GuestView.vue', 'TableView.vue']);
  });

  it('open each screen at its address, and a reload there shows the same screen with the same parameters', async () => {
    for (const [hash, screen] of SCREENS) {
      window.location.hash = hash;
      const router = await start();
      expect([hash, shown(router)]).toEqual([hash, screen]);
      expect(window.location.hash).toBe(hash);
      expect([hash, shown(await reload(router))]).toEqual([hash, screen]);
      expect(window.location.hash).toBe(hash);
    }
  });

  it('write the address the views push, and back returns to the screen before', async () => {
    const router = await start();
    await router.push({ name: 'table', params: { id: 12 } });
    expect(window.location.hash).toBe('#/table/12');
    await router.push({ name: 'review', params: { session: 12, hand: 2 } });
    expect(window.location.hash).toBe('#/review/12/2');
    await router.push({ name: 'training', params: { due: 'due' } });
    expect(window.location.hash).toBe('#/training/due');
    router.back();
    await waitFor(() => expect(shown(router)).toEqual({ name: 'review', session: 12, hand: 2, at: null }));
    expect(window.location.hash).toBe('#/review/12/2');
    router.back();
    await waitFor(() => expect(shown(router)).toEqual({ name: 'table', id: 12 }));
    expect(shown(await reload(router))).toEqual({ name: 'table', id: 12 });
  });

  it('follow an address changed while the first screen was still loading', async () => {
    // vue-router listens to the address only after its first navigation; home now waits for its script.
    const router = await start({}, () => {
      window.history.pushState(window.history.state, '', '#/training');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await waitFor(() => expect(shown(router)).toMatchObject({ name: 'training' }));
  });

  it('lead home from an address they do not know', async () => {
    for (const hash of [
      '#/nowhere',
      '#/table/x',
      '#/review/x',
      '#/lessons/Not An Id',
      '#/rules/II',
      '#/NEW',
    ]) {
      window.location.hash = hash;
      const router = await start();
      expect([hash, shown(router)]).toEqual([hash, { name: 'home' }]);
      expect(window.location.hash).toBe('#/');
      router.options.history.destroy();
    }
  });
});

describe('browser mode’s token', () => {
  it('is taken from the address before the router starts, which then opens home', async () => {
    window.location.hash = '#token=abc123';
    expect(captureToken()).toBe('abc123');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('abc123');
    const router = await start();
    expect(shown(router)).toEqual({ name: 'home' });
    expect(window.location.hash).toBe('#/');
    // A reload keeps the token (sessionStorage) and the screen.
    await router.push({ name: 'stats' });
    expect(captureToken()).toBe('abc123');
    expect(shown(await reload(router))).toEqual({ name: 'stats' });
  });

  it('is never routed nor kept in the address even if the router sees it', async () => {
    window.location.hash = '#token=abc123';
    const router = await start();
    expect(shown(router)).toEqual({ name: 'home' });
    expect(window.location.hash).toBe('#/');
  });
});

describe('a guest’s page (a shared table’s link, `#seat=…`)', () => {
  it('keeps the seat, opens the guest’s home and the table, and no screen of the host’s', async () => {
    window.location.hash = '#seat=s3at';
    expect(captureSeat()).toBe('s3at');
    expect(window.sessionStorage.getItem(SEAT_KEY)).toBe('s3at');
    const router = await start({ guest: true });
    expect(router.currentRoute.value.name).toBe('home');
    expect(router.currentRoute.value.matched[0]?.components?.['default']).toBe(guestRoutes[0]?.component);
    expect(window.location.hash).toBe('#/');
    await router.push({ name: 'table', params: { id: 7 } });
    expect(shown(router)).toEqual({ name: 'table', id: 7 });
    // A reload goes on at the same table with the same seat.
    expect(captureSeat()).toBe('s3at');
    expect(shown(await reload(router))).toEqual({ name: 'table', id: 7 });
    // The evening's settle-up is the guest's too (read-only; main answers only the link's evening).
    await router.push({ name: 'settle', params: { id: 7 } });
    expect(router.currentRoute.value.name).toBe('settle');
    expect(router.currentRoute.value.params).toEqual({ id: '7' });
    // So is the review of one finished hand (its own seat's decisions); the evening's summary is not.
    await router.push({ name: 'review', params: { session: 7, hand: 2 } });
    expect(router.currentRoute.value.name).toBe('review');
    await router.push('/review/7');
    expect(shown(router)).toEqual({ name: 'table', id: 7 });
    // The host's screens do not exist for a guest: their addresses lead to the guest's home.
    for (const hash of ['#/settings', '#/stats', '#/library', '#/editor', '#/new', '#/rules']) {
      window.location.hash = hash;
      const r = await start({ guest: true });
      expect([hash, r.currentRoute.value.name]).toEqual([hash, 'home']);
      expect(r.getRoutes().flatMap((x) => (x.name ? [x.name] : []))).toEqual([
        'home',
        'table',
        'settle',
        'review',
      ]);
    }
  });

  it('is not taken from a page without a seat', () => {
    window.location.hash = '#token=abc';
    expect(captureSeat()).toBeNull();
  });
});

describe('the trail', () => {
  it('keeps the screen of another kind entered from, and where settings returns to', async () => {
    const router = await start();
    const trail = trailOf(router);
    expect(trail.from.value).toBeNull();
    expect(trail.previous.value).toEqual({ name: 'home' });
    await router.push({ name: 'lesson', params: { id: 'basics.betl' } });
    expect(screenOf(trail.from.value!)).toEqual({ name: 'home' });
    await router.push({ name: 'rules', params: { doc: '000', part: 'II', paragraph: 7 } });
    await router.push({ name: 'rules', params: { doc: '000', part: 'IV' } });
    expect(screenOf(trail.from.value!)).toEqual({ name: 'lesson', id: 'basics.betl' });
    await router.push({ name: 'settings' });
    expect(trail.previous.value).toBe('/rules/000/IV');
    await router.push(trail.previous.value);
    expect(shown(router)).toEqual({ name: 'rules', doc: '000', part: 'IV', paragraph: null });
  });
});

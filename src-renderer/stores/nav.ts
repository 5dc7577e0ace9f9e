/**
 * A small hash router: #/ home, #/new, #/settings, #/stats, #/board, #/table/<id>,
 * #/review/<session>[/<hand>[/<moment>]]. The hash keeps the
 * screen across a reload (browser mode) and lets the back button work; the token hash of browser mode is removed by
 * the API client before the router reads the address.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'new' }
  | { readonly name: 'settings' }
  | { readonly name: 'stats' }
  | { readonly name: 'editor' }
  | { readonly name: 'board' }
  | { readonly name: 'library' }
  | { readonly name: 'table'; readonly id: number }
  /** The review of a finished hand (at moment `at`), or with `hand` null the evening's summary. */
  | {
      readonly name: 'review';
      readonly session: number;
      readonly hand: number | null;
      readonly at: number | null;
    };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  if (path === '/new') return { name: 'new' };
  if (path === '/settings') return { name: 'settings' };
  if (path === '/stats') return { name: 'stats' };
  if (path === '/editor') return { name: 'editor' };
  if (path === '/board') return { name: 'board' };
  if (path === '/library') return { name: 'library' };
  const r = /^\/review\/(\d+)(?:\/(\d+)(?:\/(\d+))?)?$/.exec(path);
  if (r)
    return {
      name: 'review',
      session: Number(r[1]),
      hand: r[2] === undefined ? null : Number(r[2]),
      at: r[3] === undefined ? null : Number(r[3]),
    };
  const m = /^\/table\/(\d+)$/.exec(path);
  if (m) return { name: 'table', id: Number(m[1]) };
  return { name: 'home' };
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new':
      return '#/new';
    case 'settings':
      return '#/settings';
    case 'stats':
      return '#/stats';
    case 'editor':
      return '#/editor';
    case 'board':
      return '#/board';
    case 'library':
      return '#/library';
    case 'table':
      return `#/table/${route.id}`;
    case 'review':
      return `#/review/${route.session}${route.hand === null ? '' : `/${route.hand}`}${route.hand !== null && route.at !== null ? `/${route.at}` : ''}`;
  }
}

export const useNavStore = defineStore('nav', () => {
  const route = ref<Route>(
    typeof window === 'undefined' ? { name: 'home' } : parseRoute(window.location.hash),
  );
  /** Where the settings screen returns to. */
  const previous = ref<Route>({ name: 'home' });

  function go(next: Route): void {
    if (next.name === 'settings' && route.value.name !== 'settings') previous.value = route.value;
    route.value = next;
    if (typeof window !== 'undefined') {
      const hash = routeHash(next);
      if (window.location.hash !== hash) window.location.hash = hash;
    }
  }

  function back(): void {
    go(previous.value);
  }

  /** Follow the address bar (back and forward buttons). */
  function listen(): () => void {
    const onHash = () => {
      const next = parseRoute(window.location.hash);
      if (routeHash(next) !== routeHash(route.value)) route.value = next;
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }

  return { route, previous, go, back, listen };
});

/**
 * A screen loaded on demand (the routes' `() => import(…)`), as the person sees the wait: `waiting`
 * turns true when a navigation has taken longer than WAIT_SHOWN_MS (its view's script still on its way),
 * and `failed` holds the address whose script could not be loaded — typically the server restarted with
 * a new build, whose files have other names — until the person reloads. Kept beside the router like the
 * trail (trail.ts); shown by components/RouteLoad.vue.
 */
import { type ShallowRef, shallowRef } from 'vue';
import { type Router, useRouter } from 'vue-router';

/** A navigation quicker than this shows no wait (a screen already loaded switches at once). */
export const WAIT_SHOWN_MS = 150;

export interface RouteLoad {
  readonly waiting: ShallowRef<boolean>;
  /** The address (`#/…`) a failed load was going to; null while nothing failed. */
  readonly failed: ShallowRef<string | null>;
}

const loads = new WeakMap<Router, RouteLoad>();

/**
 * Whether an error is a script that could not be fetched or evaluated: Chromium "Failed to fetch
 * dynamically imported module", Firefox "error loading dynamically imported module", Safari "Importing a
 * module script failed", and Vite's preload helper "Unable to preload CSS".
 */
export function isLoadFailure(e: unknown): boolean {
  const message = e instanceof Error ? e.message : String(e);
  return /dynamically imported module|module script failed|Unable to preload|Failed to fetch/i.test(message);
}

/** Start showing the router's loads (once, when it is created). */
export function watchLoading(router: Router, delayMs = WAIT_SHOWN_MS): RouteLoad {
  const load: RouteLoad = { waiting: shallowRef(false), failed: shallowRef<string | null>(null) };
  let timer: ReturnType<typeof setTimeout> | null = null;
  const settle = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    load.waiting.value = false;
  };
  router.beforeEach(() => {
    settle();
    timer = setTimeout(() => {
      load.waiting.value = true;
    }, delayMs);
  });
  router.afterEach(settle);
  router.onError((e, to) => {
    settle();
    if (isLoadFailure(e)) load.failed.value = router.resolve(to).href;
  });
  // A style or script Vite preloads for a view that did not arrive (the import then fails as well).
  if (typeof window !== 'undefined')
    window.addEventListener('vite:preloadError', (event) => {
      // A language's texts (assets/cs-….js, en-….js) are not a screen: their failure is the language
      // switch's to tell (i18n/index.ts), so the import fails as it is.
      const payload = (event as Event & { payload?: unknown }).payload;
      if (/\/assets\/(cs|en)-[\w-]+\.js\b/.test(String(payload))) return;
      event.preventDefault();
      settle();
      load.failed.value ??= window.location.hash === '' ? '#/' : window.location.hash;
    });
  loads.set(router, load);
  return load;
}

export function loadOf(router: Router): RouteLoad {
  const load = loads.get(router);
  if (load === undefined)
    throw new Error('a router without its loading state: create it with createAppRouter');
  return load;
}

/** The loading state of the app's router (in a component's setup). */
export function useRouteLoad(): RouteLoad {
  return loadOf(useRouter());
}

/**
 * Where the screens were entered from, kept beside the router in memory (a reload starts afresh):
 * `from`, the screen shown before this kind of screen was entered (the rules' way back, a lesson resumed
 * after its citation, the course opened at the lesson left); `previous`, where the settings screen
 * returns to (home until settings is entered from elsewhere).
 */
import { type ShallowRef, shallowRef } from 'vue';
import { type RouteLocationNormalized, type RouteLocationRaw, type Router, useRouter } from 'vue-router';

export interface Trail {
  readonly from: ShallowRef<RouteLocationNormalized | null>;
  readonly previous: ShallowRef<RouteLocationRaw>;
}

const trails = new WeakMap<Router, Trail>();

/** Start keeping the router's trail (once, when it is created). */
export function keepTrail(router: Router): Trail {
  const trail: Trail = {
    from: shallowRef<RouteLocationNormalized | null>(null),
    previous: shallowRef<RouteLocationRaw>({ name: 'home' }),
  };
  router.afterEach((to, from, failure) => {
    // The first screen has no before (vue-router's start location matches nothing).
    if (failure || from.matched.length === 0) return;
    if (to.name !== from.name) trail.from.value = from;
    if (to.name === 'settings' && from.name !== 'settings') trail.previous.value = from.fullPath;
  });
  trails.set(router, trail);
  return trail;
}

export function trailOf(router: Router): Trail {
  const trail = trails.get(router);
  if (trail === undefined) throw new Error('a router without its trail: create it with createAppRouter');
  return trail;
}

/** The trail of the app's router (in a component's setup). */
export function useTrail(): Trail {
  return trailOf(useRouter());
}

/**
 * The screens' routes (vue-router, hash history): #/ home, #/new, #/settings, #/stats, #/editor, #/board,
 * #/library, #/table/<id>, #/settle/<id>[?ended=1], #/review/<session>[/<hand>[/<moment>[?retry=<seat>]]], #/lessons, #/lessons/<lesson id>,
 * #/training[/due], #/progress, #/rules[/<doc>[/<article or section>[/<paragraph>]]]; anything else goes
 * home. The hash keeps the screen across a reload and works under any origin (the local server in browser
 * mode, `app://marias/index.html` in the app); back and forward follow it. A route's props are its view's
 * props, typed from the address. Create the router after `captureToken` has taken browser mode's
 * `#token=…` out of the address: the history reads the address when it is created.
 */
import {
  type RouteLocationNormalized,
  type RouteRecordRaw,
  type Router,
  type RouterHistory,
  createRouter,
  createWebHashHistory,
} from 'vue-router';
import GuestView from '../views/GuestView.vue';
import TableView from '../views/TableView.vue';
import './names.ts';
import { watchLoading } from './loading.ts';
import { keepTrail } from './trail.ts';

/** A route parameter as given (one value; absent as null). */
function param(to: RouteLocationNormalized, key: string): string | null {
  const v = (to.params as Readonly<Record<string, string | string[] | undefined>>)[key];
  const one = Array.isArray(v) ? v[0] : v;
  return one === undefined || one === '' ? null : one;
}

function numberParam(to: RouteLocationNormalized, key: string): number | null {
  const v = param(to, key);
  return v === null ? null : Number(v);
}

export const routes: readonly RouteRecordRaw[] = [
  { path: '/', name: 'home', component: () => import('../views/HomeView.vue') },
  { path: '/new', name: 'new', component: () => import('../views/NewSessionView.vue') },
  { path: '/settings', name: 'settings', component: () => import('../views/SettingsView.vue') },
  { path: '/stats', name: 'stats', component: () => import('../views/StatsView.vue') },
  { path: '/editor', name: 'editor', component: () => import('../views/EditorView.vue') },
  { path: '/board', name: 'board', component: () => import('../views/BoardView.vue') },
  { path: '/library', name: 'library', component: () => import('../views/LibraryView.vue') },
  {
    path: '/table/:id(\\d+)',
    name: 'table',
    component: TableView,
    props: (to) => ({ id: Number(param(to, 'id')) }),
  },
  /** Settling up an evening: balances and who pays whom (`?ended=1`: the person ended it at the table). */
  {
    path: '/settle/:id(\\d+)',
    name: 'settle',
    component: () => import('../views/SettleView.vue'),
    props: (to) => ({ id: Number(param(to, 'id')), ended: to.query.ended === '1' }),
  },
  /** The course: its chapters and lessons; one lesson by its stable id. */
  { path: '/lessons', name: 'lessons', component: () => import('../views/CourseView.vue') },
  {
    path: '/lessons/:id([a-z0-9.\\-]+)',
    name: 'lesson',
    component: () => import('../views/LessonView.vue'),
    props: (to) => ({ id: param(to, 'id') ?? '' }),
  },
  /** Drills; `due` (params `{ due: 'due' }`): the positions due for repetition today first. */
  {
    path: '/training/:due(due)?',
    name: 'training',
    component: () => import('../views/TrainingView.vue'),
    props: (to) => ({ due: param(to, 'due') === 'due' }),
  },
  { path: '/progress', name: 'progress', component: () => import('../views/ProgressView.vue') },
  /**
   * The rules to read, open at a citation's place: `doc` "000", `part` an article ("II") or a section,
   * `paragraph` within it; none: the start. A part needs its document.
   */
  {
    path: '/rules/:doc(\\d{3})?/:part?/:paragraph(\\d+)?',
    name: 'rules',
    component: () => import('../views/RulesView.vue'),
    props: (to) => ({
      doc: param(to, 'doc'),
      part: param(to, 'part'),
      paragraph: numberParam(to, 'paragraph'),
    }),
    beforeEnter: (to) => (param(to, 'doc') === null && param(to, 'part') !== null ? { name: 'home' } : true),
  },
  /** The review of a finished hand (at moment `at`), or without `hand` the evening's summary. */
  {
    path: '/review/:session(\\d+)/:hand(\\d+)?/:at(\\d+)?',
    name: 'review',
    component: () => import('../views/ReviewView.vue'),
    props: (to) => ({
      session: Number(param(to, 'session')),
      hand: numberParam(to, 'hand'),
      at: numberParam(to, 'at'),
      // `?retry=<seat>`: the decision at `at` opens in the review's "try again" (a bidding mistake due).
      ...(typeof to.query.retry === 'string' && /^\d+$/.test(to.query.retry)
        ? { retrySeat: Number(to.query.retry) }
        : {}),
    }),
  },
  { path: '/:unknown(.*)*', redirect: '/' },
];

/**
 * A guest's page (a friend's device at a shared table, `#seat=…`): the table of its session, its
 * evening's settle-up (`#/settle/<id>`, read-only, from `guestEvening`) and the review of its own
 * decisions in a finished hand (`#/review/<session>/<hand>[/<at>]`; without a hand: the table), nothing
 * of the host's — no home, library, board, settings, statistics or other sessions. Home asks which table
 * the seat plays (`guestSeat`) and goes there; every other address leads there too (main answers only
 * the link's session and seat).
 */
export const guestRoutes: readonly RouteRecordRaw[] = [
  { path: '/', name: 'home', component: GuestView },
  {
    path: '/table/:id(\\d+)',
    name: 'table',
    component: TableView,
    props: (to) => ({ id: Number(param(to, 'id')) }),
  },
  {
    path: '/settle/:id(\\d+)',
    name: 'settle',
    component: () => import('../views/SettleView.vue'),
    props: (to) => ({ id: Number(param(to, 'id')), ended: to.query.ended === '1' }),
  },
  {
    path: '/review/:session(\\d+)/:hand(\\d+)/:at(\\d+)?',
    name: 'review',
    component: () => import('../views/ReviewView.vue'),
    props: (to) => ({
      session: Number(param(to, 'session')),
      hand: numberParam(to, 'hand'),
      at: numberParam(to, 'at'),
    }),
  },
  // The evening's summary reviews the host's person; a guest reviews one hand at a time.
  {
    path: '/review/:session(\\d+)',
    redirect: (to) => ({ name: 'table', params: { id: param(to, 'session') ?? '0' } }),
  },
  { path: '/:unknown(.*)*', redirect: '/' },
];

/** The app's router over the given history (the address's hash unless told); a guest's with `guest`. */
export function createAppRouter(
  history: RouterHistory = createWebHashHistory(),
  o: { guest?: boolean } = {},
): Router {
  const router = createRouter({
    history,
    routes: o.guest === true ? guestRoutes : routes,
    strict: true,
    sensitive: true,
  });
  keepTrail(router);
  watchLoading(router);
  followAddressOnceReady(router, history);
  return router;
}

/**
 * vue-router listens to the address only once its first navigation has finished, and that navigation now
 * waits for its screen's script (loaded on demand); when it finishes it even writes its own address back.
 * An address changed meanwhile (a link followed, a bookmark typed, `#/training` opened while home was
 * still loading) would be lost. So the address's changes are heard from the start, and once the router
 * is ready it goes to the last one.
 */
function followAddressOnceReady(router: Router, history: RouterHistory): void {
  let changedTo: string | null = null;
  const stop = history.listen((to) => {
    changedTo = to;
  });
  void router
    .isReady()
    .then(() => {
      if (changedTo !== null && changedTo !== router.currentRoute.value.fullPath)
        return router.replace(changedTo);
      return undefined;
    })
    .catch(() => undefined)
    .finally(stop);
}

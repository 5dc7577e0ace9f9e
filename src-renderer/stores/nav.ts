/**
 * A small hash router: #/ home, #/new, #/settings, #/stats, #/board, #/table/<id>,
 * #/review/<session>[/<hand>[/<moment>]], #/lessons, #/lessons/<lesson id>, #/training[/due], #/progress,
 * #/rules[/<doc>[/<article or section>[/<paragraph>]]]. The hash keeps the
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
  /** The course: its chapters and lessons; one lesson by its stable id. */
  | { readonly name: 'lessons' }
  | { readonly name: 'lesson'; readonly id: string }
  /** Drills; `due`: the positions due for repetition today first. */
  | { readonly name: 'training'; readonly due: boolean }
  | { readonly name: 'progress' }
  /**
   * The rules to read, open at a citation's place: `doc` "000", `part` an article ("II") or a section,
   * `paragraph` within it; all null: the start.
   */
  | {
      readonly name: 'rules';
      readonly doc: string | null;
      readonly part: string | null;
      readonly paragraph: number | null;
    }
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
  if (path === '/lessons') return { name: 'lessons' };
  if (path === '/training') return { name: 'training', due: false };
  if (path === '/training/due') return { name: 'training', due: true };
  if (path === '/progress') return { name: 'progress' };
  const lesson = /^\/lessons\/([a-z0-9.-]+)$/.exec(path);
  if (lesson) return { name: 'lesson', id: lesson[1] as string };
  const rules = /^\/rules(?:\/(\d{3})(?:\/([^/]+)(?:\/(\d+))?)?)?$/.exec(path);
  if (rules)
    return {
      name: 'rules',
      doc: rules[1] ?? null,
      part: rules[2] === undefined ? null : safeDecode(rules[2]),
      paragraph: rules[3] === undefined ? null : Number(rules[3]),
    };
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
    case 'lessons':
      return '#/lessons';
    case 'lesson':
      return `#/lessons/${route.id}`;
    case 'training':
      return route.due ? '#/training/due' : '#/training';
    case 'progress':
      return '#/progress';
    case 'rules': {
      if (route.doc === null) return '#/rules';
      if (route.part === null) return `#/rules/${route.doc}`;
      const part = `#/rules/${route.doc}/${encodeURIComponent(route.part)}`;
      return route.paragraph === null ? part : `${part}/${route.paragraph}`;
    }
    case 'review':
      return `#/review/${route.session}${route.hand === null ? '' : `/${route.hand}`}${route.hand !== null && route.at !== null ? `/${route.at}` : ''}`;
  }
}

/** A hash segment decoded; a malformed escape is kept as it is. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export const useNavStore = defineStore('nav', () => {
  const route = ref<Route>(
    typeof window === 'undefined' ? { name: 'home' } : parseRoute(window.location.hash),
  );
  /** Where the settings screen returns to. */
  const previous = ref<Route>({ name: 'home' });
  /** The screen shown before this kind of screen was entered (the rules' "back", a lesson resumed). */
  const from = ref<Route | null>(null);

  function enter(next: Route): void {
    if (next.name !== route.value.name) from.value = route.value;
    route.value = next;
  }

  function go(next: Route): void {
    if (next.name === 'settings' && route.value.name !== 'settings') previous.value = route.value;
    enter(next);
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
      if (routeHash(next) !== routeHash(route.value)) enter(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }

  return { route, previous, from, go, back, listen };
});

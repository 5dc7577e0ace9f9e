/**
 * The routes' names and parameters as types (vue-router's `TypesConfig`), so a push or link to a screen
 * that does not exist, or without the parameters it needs, is a type error. Kept beside `index.ts`.
 */
import type { RouteRecordInfo } from 'vue-router';

type None = Record<never, never>;
/** A parameter as given: a number or its text. */
type Given = string | number;
/** An optional parameter: absent as null or left out. */
type Maybe = string | number | null | undefined;

export interface RouteNamedMap {
  home: RouteRecordInfo<'home', '/', None, None>;
  new: RouteRecordInfo<'new', '/new', None, None>;
  settings: RouteRecordInfo<'settings', '/settings', None, None>;
  stats: RouteRecordInfo<'stats', '/stats', None, None>;
  editor: RouteRecordInfo<'editor', '/editor', None, None>;
  board: RouteRecordInfo<'board', '/board', None, None>;
  library: RouteRecordInfo<'library', '/library', None, None>;
  table: RouteRecordInfo<'table', '/table/:id', { id: Given }, { id: string }>;
  settle: RouteRecordInfo<'settle', '/settle/:id', { id: Given }, { id: string }>;
  lessons: RouteRecordInfo<'lessons', '/lessons', None, None>;
  lesson: RouteRecordInfo<'lesson', '/lessons/:id', { id: string }, { id: string }>;
  training: RouteRecordInfo<'training', '/training/:due?', { due?: 'due' | null }, { due?: string }>;
  progress: RouteRecordInfo<'progress', '/progress', None, None>;
  rules: RouteRecordInfo<
    'rules',
    '/rules/:doc?/:part?/:paragraph?',
    { doc?: Maybe; part?: Maybe; paragraph?: Maybe },
    { doc?: string; part?: string; paragraph?: string }
  >;
  review: RouteRecordInfo<
    'review',
    '/review/:session/:hand?/:at?',
    { session: Given; hand?: Maybe; at?: Maybe },
    { session: string; hand?: string; at?: string }
  >;
}

declare module 'vue-router' {
  interface TypesConfig {
    RouteNamedMap: RouteNamedMap;
  }
}

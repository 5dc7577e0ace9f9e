/**
 * The course as the app ships it: chapters.json and the lesson files under resources/lessons
 * (docs/lessons.md), read once in main, parsed and checked. A lesson with a problem is left out and its
 * problem reported (the tests keep the shipped files clean; a hand-edited file must not stop the app).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  type Chapter,
  type Lesson,
  checkLesson,
  parseChapters,
  parseLesson,
} from '../../src-shared/training/lesson.ts';
import { electronResourcesPath, resourceDir } from '../resources.ts';

/**
 * resources/lessons of the app: beside out/ when built, beside src-main/ when run from the sources, under
 * Electron's resources folder when installed (src-main/resources.ts).
 */
export const LESSONS_DIR = resourceDir('lessons', import.meta.dirname, electronResourcesPath());

export interface Catalogue {
  /** In course order. */
  readonly chapters: readonly Chapter[];
  /** In course order: by chapter, then by `order`. */
  readonly lessons: readonly Lesson[];
  /** What was left out and why: "basics/02-follow-suit.json: steps[0].answer[1]: …". */
  readonly problems: readonly string[];
}

/** Reads and checks the course under `dir` (default LESSONS_DIR); never throws for a bad lesson file. */
export function loadCatalogue(dir: string = LESSONS_DIR): Catalogue {
  const problems: string[] = [];
  const parsedChapters = parseChapters(readJson(join(dir, 'chapters.json')));
  if (!parsedChapters.ok)
    throw new Error(`chapters.json: ${parsedChapters.error.path}: ${parsedChapters.error.message}`);
  const chapters = [...parsedChapters.value].sort((a, b) => a.order - b.order);
  const lessons: Lesson[] = [];
  const ids = new Set<string>();
  for (const file of lessonFiles(dir)) {
    const name = relative(dir, file);
    let json: unknown;
    try {
      json = readJson(file);
    } catch (e) {
      problems.push(`${name}: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const parsed = parseLesson(json);
    if (!parsed.ok) {
      problems.push(`${name}: ${parsed.error.path}: ${parsed.error.message}`);
      continue;
    }
    const found = checkLesson(parsed.value, chapters);
    if (ids.has(parsed.value.id)) found.push({ path: 'id', message: `"${parsed.value.id}" is used twice` });
    if (found.length > 0) {
      problems.push(...found.map((p) => `${name}: ${p.path}: ${p.message}`));
      continue;
    }
    ids.add(parsed.value.id);
    lessons.push(parsed.value);
  }
  const chapterOrder = new Map(chapters.map((c) => [c.id, c.order]));
  lessons.sort(
    (a, b) => (chapterOrder.get(a.chapter) ?? 0) - (chapterOrder.get(b.chapter) ?? 0) || a.order - b.order,
  );
  return { chapters, lessons, problems };
}

let shipped: Catalogue | null = null;

/** The course as shipped (LESSONS_DIR), read once per process and shared by the lessons and progress. */
export function shippedCatalogue(): Catalogue {
  shipped ??= loadCatalogue();
  return shipped;
}

function lessonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return lessonFiles(p);
      return name.endsWith('.json') && name !== 'chapters.json' ? [p] : [];
    });
}

const readJson = (p: string): unknown => JSON.parse(readFileSync(p, 'utf8'));

/**
 * The rules to read (#/rules): the search typed so far (kept while the reader opens results) and its
 * results from the shared rulebook search in the current language, and the course (`lessonCourse`), so
 * that each part lists the lessons that practise it.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CourseLesson, CourseSummary } from '../../src-shared/api/lessons.ts';
import type { DocId } from '../../src-shared/explain/articles.ts';
import { citesPart } from '../../src-shared/rulebook/index.ts';
import { search } from '../../src-shared/rulebook/search.ts';
import { useApiClient } from '../api/client.ts';
import { i18n } from '../i18n/index.ts';

/** Longest query kept; a longer paste is cut. */
export const QUERY_MAX = 200;

/** The lessons, in course order, citing anything in a part (an article or section of a document). */
export function lessonsInPart(course: CourseSummary, doc: DocId, part: string): CourseLesson[] {
  return course.chapters.flatMap((ch) =>
    ch.lessons.filter((l) => l.cites.some((c) => citesPart(c, doc, part))),
  );
}

export const useRulesStore = defineStore('rules', () => {
  const query = ref('');
  const results = computed(() =>
    query.value.trim() === '' ? [] : search(query.value, i18n.global.locale.value === 'en' ? 'en' : 'cs'),
  );
  /** The course with the learner's stars; null until loaded (or when main could not answer it). */
  const course = ref<CourseSummary | null>(null);

  function setQuery(q: string): void {
    query.value = q.slice(0, QUERY_MAX);
  }

  /** Asks main for the course (again: stars change as lessons are played). Without it no lesson links show. */
  async function loadCourse(): Promise<void> {
    const r = await useApiClient().call('lessonCourse', {});
    if (r.ok) course.value = r.value;
  }

  function lessonsFor(doc: DocId, part: string): CourseLesson[] {
    return course.value === null ? [] : lessonsInPart(course.value, doc, part);
  }

  return { query, results, course, setQuery, loadCourse, lessonsFor };
});

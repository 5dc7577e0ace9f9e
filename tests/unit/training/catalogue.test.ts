/**
 * The course as main loads it: the shipped files load clean and in course order, and a broken or
 * duplicated lesson file is left out with its problem named instead of stopping the app.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LESSONS_DIR, loadCatalogue } from '../../../src-main/training/catalogue.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function copyOfCourse(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marias-course-'));
  dirs.push(dir);
  cpSync(LESSONS_DIR, dir, { recursive: true });
  return dir;
}

describe('loadCatalogue', () => {
  it('loads every shipped lesson with no problem, chapters and lessons in course order', () => {
    const c = loadCatalogue();
    expect(c.problems).toEqual([]);
    expect(c.lessons.length).toBeGreaterThan(0);
    const chapterIndex = new Map(c.chapters.map((ch, i) => [ch.id, i]));
    const keys = c.lessons.map((l) => [chapterIndex.get(l.chapter) as number, l.order] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  it('leaves out a file that is no JSON, one that does not parse and a duplicate id, naming each', () => {
    const dir = copyOfCourse();
    const good = loadCatalogue(dir);
    const first = good.lessons[0];
    if (!first) throw new Error('no lesson');
    writeFileSync(join(dir, first.chapter, '90-broken.json'), '{ not json');
    writeFileSync(join(dir, first.chapter, '91-shape.json'), JSON.stringify({ id: 'x' }));
    writeFileSync(join(dir, first.chapter, '92-twice.json'), JSON.stringify({ ...first, order: 92 }));
    const c = loadCatalogue(dir);
    expect(c.lessons.map((l) => l.id)).toEqual(good.lessons.map((l) => l.id));
    expect(c.problems).toHaveLength(3);
    expect(c.problems[0]).toMatch(/^basics[/\\]90-broken\.json: /);
    expect(c.problems[1]).toMatch(/^basics[/\\]91-shape\.json: /);
    expect(c.problems[2]).toContain(`"${first.id}" is used twice`);
  });
});

/**
 * The sections' English names the formatter cites (rulebook/section-names.ts, kept apart so that the
 * table's page does not load the rulebook) are the rulebook's own part titles, every one of them.
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../../../src-shared/rulebook/index.ts';
import { SECTION_NAME_EN } from '../../../src-shared/rulebook/section-names.ts';
import { formatCitation, sectionName } from '../../../src-shared/explain/articles.ts';

describe('section names', () => {
  it('name every section of the documents without articles as the rulebook titles it, and nothing else', () => {
    for (const d of DOCUMENTS) {
      if (d.doc === '000') continue;
      const fromBook = Object.fromEntries(d.parts.map((p) => [p.key, p.title.en]));
      expect(SECTION_NAME_EN[d.doc], `document ${d.doc}`).toEqual(fromBook);
    }
  });

  it('word a citation of a section in English by its title, and an unknown heading as cited', () => {
    expect(formatCitation({ doc: '001', section: 'Talón' }, 'en')).toBe('house rules, section “The talon”');
    expect(formatCitation({ doc: '001', section: 'Talón' }, 'cs')).toBe('domácí pravidla, oddíl „Talón“');
    expect(sectionName('004', 'No such heading')).toBe('No such heading');
  });
});

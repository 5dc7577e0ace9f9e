/**
 * How the rules view labels a part and a paragraph: an article ("Článek II") by its numeral, a section by
 * its title alone; a paragraph by its number ("odst. 7", "bod 10") where the document numbers it.
 */
import { type DocId, formatCitation } from '../../../src-shared/explain/articles.ts';
import type { Lang } from '../../../src-shared/explain/names.ts';
import { type RulePart, type RulePlace, findPart } from '../../../src-shared/rulebook/index.ts';
import type { MessageKey } from '../../i18n/keys.ts';

type T = (key: MessageKey, named?: Record<string, unknown>) => string;

/** Whether a part is an article (its key a roman numeral) rather than a named section. */
export function isArticle(key: string): boolean {
  return /^[IVXL]+$/.test(key);
}

/** The part's label before its title ("Článek II"), or null for a section (its title says it). */
export function partLabel(t: T, part: RulePart): string | null {
  return isArticle(part.key) ? t('rules.article', { key: part.key }) : null;
}

/**
 * A paragraph's number as the document cites it ("odst. 7", "bod 10"), or null where the numbers are
 * only our order (document 000 numbers every paragraph; elsewhere the part says so with `numbered`).
 */
export function paragraphLabel(t: T, doc: DocId, part: RulePart, key: number): string | null {
  if (!numbered(doc, part)) return null;
  return t(isArticle(part.key) ? 'rules.paragraph' : 'rules.item', { n: key });
}

/** The element id of a place, for scrolling to it. */
export function placeId(doc: string, part: string | null, paragraph: number | null): string {
  const p = part === null ? '' : `-${encodeURIComponent(part).replace(/%/g, '_')}`;
  return `rules-${doc}${p}${paragraph === null ? '' : `-${paragraph}`}`;
}

/** Whether a paragraph number is the document's own (cited), not only our order. */
function numbered(doc: DocId, part: RulePart): boolean {
  return doc === '000' || part.numbered === true;
}

/**
 * Where a place is, as a citation reads ("pravidla ČSM, čl. II odst. 7"); a section's place by the
 * document and the section's title ("domácí pravidla, oddíl „Talón“").
 */
export function placeLabel(place: RulePlace, lang: Lang): string {
  const part = place.part === null ? null : findPart(place.doc, place.part);
  if (part === null) return formatCitation({ doc: place.doc }, lang);
  const paragraph =
    place.paragraph !== null && numbered(place.doc, part) ? { paragraph: place.paragraph } : {};
  return formatCitation(
    isArticle(part.key)
      ? { doc: place.doc, article: part.key, ...paragraph }
      : { doc: place.doc, section: part.key, ...paragraph },
    lang,
  );
}

/**
 * The rules to read ("Pravidla"): the rule documents retold in our own words, organised the way the
 * app cites them (explain/articles.ts), so that every citation opens its place.
 *
 * Shape: a document (`doc` "000" … "004") → parts → paragraphs.
 * - A part is an article of document 000 (`key` "II", the roman numeral as cited) or, in the documents
 *   without articles, a section (`key` the section heading exactly as a Citation's `section` names it,
 *   e.g. "Talón").
 * - A paragraph's `key` is its number: the document's own paragraph or item number where it has one
 *   (000 "čl. II odst. 7" → part "II", paragraph 7); in an unnumbered section, our own order 1, 2, 3 …
 *   A citation without a paragraph opens the whole part.
 *
 * Texts are {cs, en} and OURS: summarise and explain, never copy a sentence of the documents (a test
 * compares them); Czech addresses the reader with "ty". Give a paragraph a short title, its text as one
 * or more prose paragraphs, and optional examples (a concrete situation in cards or money).
 *
 * Adding a document: write `src-shared/rulebook/<name>.ts` exporting one `RuleDocument` (only the parts
 * you have; the app's citations of that document must each find their part, see tests/unit/rulebook),
 * then add it to `DOCUMENTS` in `rulebook/index.ts` in the documents' order.
 */
import type { DocId } from '../explain/citation.ts';
import type { Lang } from '../explain/names.ts';

/** A text in both languages. */
export type Text = Readonly<Record<Lang, string>>;

export interface RuleParagraph {
  /** Its number, as cited (see above). */
  readonly key: number;
  readonly title: Text;
  /** One or more prose paragraphs. */
  readonly text: readonly Text[];
  /** Concrete situations that show the rule at work. */
  readonly examples?: readonly Text[];
}

export interface RulePart {
  /** The article ("II") or the section heading as cited. */
  readonly key: string;
  readonly title: Text;
  /** What the part is about, shown before its paragraphs. */
  readonly intro?: Text;
  /**
   * In a document without articles: true when the paragraph keys are the document's own item numbers
   * (shown as "bod 10"), absent when they are only our order (not shown). Document 000 always shows them.
   */
  readonly numbered?: boolean;
  readonly paragraphs: readonly RuleParagraph[];
}

export interface RuleDocument {
  readonly doc: DocId;
  /** The document as a reader knows it (matches DOC_NAME, capitalised for a heading). */
  readonly title: Text;
  /** What the document is and how far this retelling goes. */
  readonly intro: Text;
  readonly parts: readonly RulePart[];
}

/** A place in the rulebook: a document, a part of it, a paragraph of the part (null: the whole). */
export interface RulePlace {
  readonly doc: DocId;
  readonly part: string | null;
  readonly paragraph: number | null;
}

/**
 * A citation as data: the rule document and the place in it (articles.ts words it and says where each
 * rule is written). A leaf, so that the rulebook (src-shared/rulebook), which articles.ts reads for the
 * sections' names, can name citations without an import cycle.
 */

export type DocId = '000' | '001' | '002' | '003' | '004';

export interface Citation {
  readonly doc: DocId;
  /** Article in roman numerals ("II"); document 000 only. */
  readonly article?: string;
  /** Paragraph within the article, or item number within a section. */
  readonly paragraph?: number;
  /**
   * Section heading as the document writes it, for documents without articles ("Talón"); the key of
   * its part in the rulebook.
   */
  readonly section?: string;
}

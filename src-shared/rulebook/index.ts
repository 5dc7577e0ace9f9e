/**
 * The rulebook: every document we retell (see types.ts for the format and how to add one), and where a
 * citation or an address lands in it.
 */
import type { Citation, DocId } from '../explain/citation.ts';
import { CSM_GENERAL } from './csm-general.ts';
import { CSM_TOURNAMENT } from './csm-tournament.ts';
import { ENGLISH_DESCRIPTION } from './english-description.ts';
import { HOUSE_RULES } from './house-rules.ts';
import { OTHER_APP } from './other-app.ts';
import type { RuleDocument, RuleParagraph, RulePart, RulePlace } from './types.ts';

export type { RuleDocument, RuleParagraph, RulePart, RulePlace, Text } from './types.ts';

/** The documents in reading order. Register a new document here. */
export const DOCUMENTS: readonly RuleDocument[] = [
  CSM_GENERAL,
  HOUSE_RULES,
  CSM_TOURNAMENT,
  ENGLISH_DESCRIPTION,
  OTHER_APP,
];

export function findDocument(doc: string): RuleDocument | null {
  return DOCUMENTS.find((d) => d.doc === doc) ?? null;
}

export function findPart(doc: string, part: string): RulePart | null {
  return findDocument(doc)?.parts.find((p) => p.key === part) ?? null;
}

export function findParagraph(doc: string, part: string, paragraph: number): RuleParagraph | null {
  return findPart(doc, part)?.paragraphs.find((p) => p.key === paragraph) ?? null;
}

/** A place asked for (an address, a citation) and where it lands. */
export interface Target extends RulePlace {
  /** Whether the place asked for exists as such (false: `part`/`paragraph` is the nearest enclosing one). */
  readonly exact: boolean;
}

/**
 * Where an address #/rules/<doc>/<part>/<paragraph> lands: the place itself, or the nearest enclosing
 * place the rulebook has (the part, else the document); null for a document it does not retell.
 */
export function placeTarget(doc: string, part: string | null, paragraph: number | null): Target | null {
  const d = findDocument(doc);
  if (d === null) return null;
  if (part === null) return { doc: d.doc, part: null, paragraph: null, exact: paragraph === null };
  const p = d.parts.find((x) => x.key === part);
  if (p === undefined) return { doc: d.doc, part: null, paragraph: null, exact: false };
  if (paragraph === null) return { doc: d.doc, part: p.key, paragraph: null, exact: true };
  const q = p.paragraphs.find((x) => x.key === paragraph);
  return q === undefined
    ? { doc: d.doc, part: p.key, paragraph: null, exact: false }
    : { doc: d.doc, part: p.key, paragraph: q.key, exact: true };
}

/** The place a citation opens ("čl. II odst. 7" → 000 / II / 7), or the nearest one present. */
export function citationTarget(c: Citation): Target | null {
  return placeTarget(c.doc, citationPart(c), c.paragraph ?? null);
}

/** The part a citation names: the article, else the section. */
export function citationPart(c: Citation): string | null {
  return c.article ?? c.section ?? null;
}

/** Whether a citation falls in a part (a lesson citing "čl. II odst. 7" practises article II). */
export function citesPart(c: Citation, doc: DocId, part: string): boolean {
  const t = citationTarget(c);
  return t !== null && t.doc === doc && t.part === part;
}

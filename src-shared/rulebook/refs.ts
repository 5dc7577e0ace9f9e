/**
 * References to other places inside a text of the ČSM general rules ("čl. IV odst. 7", "art. VII §2",
 * "čl. VII"), found so the view can make each one a link. Only document 000 refers to itself this way;
 * other documents' "art." may mean their own articles or 000's, so their texts are left as written.
 */
import { placeTarget } from './index.ts';
import type { RulePlace } from './types.ts';

/** A piece of text, with the place it refers to (null: plain text). */
export interface RefSegment {
  readonly text: string;
  readonly place: RulePlace | null;
}

const REF = /(?:čl\.|art\.)\s([IVX]+)(?:\s(?:odst\.\s|§)(\d+))?/gu;

/** The text split at each reference to a place of document 000 that the rulebook has. */
export function references(text: string): RefSegment[] {
  const out: RefSegment[] = [];
  let pos = 0;
  for (const m of text.matchAll(REF)) {
    const t = placeTarget('000', m[1]!, m[2] === undefined ? null : Number(m[2]));
    if (t === null || !t.exact) continue;
    if (m.index > pos) out.push({ text: text.slice(pos, m.index), place: null });
    out.push({ text: m[0], place: { doc: t.doc, part: t.part, paragraph: t.paragraph } });
    pos = m.index + m[0].length;
  }
  if (pos < text.length) out.push({ text: text.slice(pos), place: null });
  return out;
}

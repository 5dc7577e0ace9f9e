/**
 * What the library list shows of an entry, read from its line of text (src-shared/io/notation.ts): the
 * contract in a few words and the cards of each hand. Main wrote the line with `toNotation`, so it reads
 * back as the saved position.
 */
import type { Card } from '../../../src-shared/cards/card.ts';
import { COMPONENTS } from '../../../src-shared/engine/contract.ts';
import {
  componentName,
  gameName,
  suitName,
  type Deck,
  type Lang,
} from '../../../src-shared/explain/names.ts';
import { parseNotation } from '../../../src-shared/io/notation.ts';
import { variantOf } from '../../../src-shared/engine/position.ts';
import { type Variant, activeSeats } from '../../../src-shared/engine/table.ts';
import { variantTable } from '../../../src-shared/variants/registry.ts';

export interface EntrySummary {
  /** The saved position's variant (volený when it names none). */
  readonly variant: Variant;
  readonly players: number;
  readonly declarer: number;
  /** "hra v barvě · kule · sedma proti" (the declarer is named by the caller). */
  readonly contract: string;
  /** Doubled anywhere (flek or more). */
  readonly doubled: boolean;
  /** Tricks played to the end. */
  readonly tricks: number;
  readonly hands: readonly (readonly Card[])[];
  readonly talon: readonly Card[];
  /** The cards of an unfinished last trick, in playing order. */
  readonly current: readonly Card[];
}

export function entrySummary(notation: string, lang: Lang, deck: Deck): EntrySummary | null {
  const r = parseNotation(notation);
  if (!r.ok) return null;
  const p = r.value;
  const words = [gameName(p.game, lang)];
  if (p.trump !== null && p.game === 'suit') words.push(suitName(p.trump, lang, deck));
  const a = p.announced;
  for (const k of COMPONENTS) {
    const on =
      (k === 'seven' && a.seven) ||
      (k === 'hundred' && a.hundred) ||
      (k === 'sevenAgainst' && a.sevenAgainst !== null && a.sevenAgainst !== undefined) ||
      (k === 'hundredAgainst' && a.hundredAgainst !== null && a.hundredAgainst !== undefined);
    if (on) words.push(componentName(k, lang));
  }
  const variant = variantOf(p);
  // Cards in a finished trick: the seats playing (all four in křížový, two in lízaný).
  const per = activeSeats(variantTable(variant, p.players, p.dealer)).length;
  return {
    variant,
    players: p.players,
    declarer: p.declarer,
    contract: words.join(' · '),
    doubled: Object.values(p.doubles).some((n) => (n ?? 0) > 0),
    tricks: p.tricks.filter((t) => t.length === per).length,
    hands: p.hands,
    talon: p.talon,
    current: p.tricks.at(-1)?.length === per ? [] : (p.tricks.at(-1) ?? []),
  };
}

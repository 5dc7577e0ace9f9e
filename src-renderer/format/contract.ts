/**
 * A contract in one line, as a seat sees it: every component (game, seven, hundred, against, betl,
 * durch) with its doubling, then the trumps — "Sto, sedma flek" / "zelené". The lesson and drill
 * screens and the analysis board show it above the cards, so the learner sees what is being played for
 * without the table's full contract panel.
 */
import type { SeatView } from '../../src-shared/engine/view.ts';
import {
  type Deck,
  type Lang,
  capitalize,
  componentName,
  doubleName,
  gameName,
  suitName,
} from '../../src-shared/explain/names.ts';

export interface ContractLine {
  /** The components with their doublings, capitalised; the game's name when none is announced yet. */
  readonly components: string;
  /** The trump suit's name (plural, lower case), or null in a game without trumps. */
  readonly trump: string | null;
}

/** What the line reads: a seat's view or a whole hand's state (the analysis board) alike. */
export type ContractSource = Pick<SeatView, 'components' | 'rules' | 'game' | 'trump'>;

export function contractLine(v: ContractSource, lang: Lang, deck: Deck): ContractLine {
  const parts = v.components.map((c) => {
    const name = componentName(c.kind, lang);
    return c.doubles > 0 ? `${name} ${doubleName(c.doubles, v.rules.doubleNames, lang)}` : name;
  });
  const components = parts.length > 0 ? parts.join(', ') : v.game === null ? '' : gameName(v.game, lang);
  return {
    components: capitalize(components),
    trump: v.trump === null ? null : suitName(v.trump, lang, deck),
  };
}

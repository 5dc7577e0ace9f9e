/** A card of the hand as HandFan shows it (either shape), worked out once from its props. */
import type { Card } from '../../../src-shared/cards/card.ts';

/** A board card's label. */
export interface HandMark {
  /** What the card does ("nejlepší", "sedma prohraná", "drží v 80 %"). */
  readonly text: string;
  /** Its money ("+0,40 Kč", "průměr −0,20 Kč"). */
  readonly money: string;
  readonly best: boolean;
}

export interface HandItem {
  readonly card: Card;
  /** Its place in the hand, left to right. */
  readonly i: number;
  /** The decision open may use it. */
  readonly legal: boolean;
  /** The fan: the decision open may not use it (marked "⊘"). */
  readonly illegal: boolean;
  readonly selected: boolean;
  readonly hinted: boolean;
  /** A lesson's every-legal-card step: found already (marked "✓"). */
  readonly found: boolean;
  /** Lízaný: just drawn from the stock. */
  readonly fresh: boolean;
  readonly mark: HandMark | undefined;
  readonly best: boolean;
  /** A drill: the card played. */
  readonly played: boolean;
  /** The review: a card the verdict's line names. */
  readonly named: boolean;
  /** Its name for a screen reader, with what marks it. */
  readonly label: string;
}

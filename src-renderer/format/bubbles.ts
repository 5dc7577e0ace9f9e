/**
 * Speech bubbles at the seats: during the bidding each seat's last call (the person's too), replaced by
 * its next one and all gone once the first card is led; during play a marriage announced by a card
 * ("Dvacet!", "Čtyřicet!"), while the trick it was announced in lies on the table. Read off the history
 * and the engine's marriages in the view; nothing is recomputed here.
 */
import type { PublicAction } from '../../src-shared/api/game.ts';
import type { SeatView } from '../../src-shared/engine/view.ts';
import { type CallContext, historyLabels } from './calls.ts';

export interface SpeechBubble {
  readonly text: string;
  readonly kind: 'call' | 'marriage';
}

export type BubbleView = Pick<SeatView, 'phase' | 'tricks' | 'trick' | 'marriages'>;

/** The bubble each seat shows now, by seat. */
export function speechBubbles(
  history: readonly PublicAction[],
  view: BubbleView,
  ctx: CallContext,
): Map<number, SpeechBubble> {
  const out = new Map<number, SpeechBubble>();
  if (view.phase === 'finished') return out;
  const onTable = view.trick !== null && view.trick.cards.length > 0;
  if (view.tricks.length === 0 && !onTable) {
    const labels = historyLabels(history, ctx);
    history.forEach((a, i) => {
      if (a.type === 'play' || a.type === 'discard') return;
      out.set(a.seat, { text: labels[i] ?? '', kind: 'call' });
    });
    return out;
  }
  // The trick on the table: the one being played, or the one just completed until the next lead.
  const shown = onTable ? view.tricks.length : view.tricks.length - 1;
  for (const m of view.marriages) {
    if (m.trick !== shown) continue;
    out.set(m.seat, { text: ctx.t(m.points >= 40 ? 'bubbles.forty' : 'bubbles.twenty'), kind: 'marriage' });
  }
  return out;
}

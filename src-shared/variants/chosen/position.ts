/** A volený position (engine/position.ts): the games its rules give a rate, and the talon's ban. */
import { cardPoints } from '../../cards/card.ts';
import { offeredGames } from '../../engine/contract.ts';
import { type PositionHooks, invalid } from '../../engine/position-contract.ts';
import { CHOSEN_OWN } from './state.ts';

export const CHOSEN_POSITION: PositionHooks = {
  games: offeredGames,
  // Volený's position names no variant (format 1, written before the variants).
  describe: (_state, plain) => plain,
  own: () => CHOSEN_OWN,
  // In a suit game the declarer may not lay a card that scores (an ace or a ten) in the talon.
  checkTalon: (p) => {
    if (p.game !== 'suit') return null;
    const i = p.talon.findIndex((c) => cardPoints(c) > 0);
    const banned = p.talon[i];
    return banned ? invalid(`talon[${i}]`, { kind: 'discardNotAllowed', card: banned }) : null;
  },
};

/** A křížový position (engine/position.ts): forehand declares a suit game, with the rank he called. */
import { offeredGames } from '../../engine/contract.ts';
import { type PositionHooks, invalid } from '../../engine/position-contract.ts';
import { forehand } from '../../engine/table.ts';
import { FRESH_FOUR_HAND_OWN, fourHandOwn } from './state.ts';

export const FOUR_HAND_POSITION: PositionHooks = {
  games: offeredGames,
  describe: (state, plain) => {
    const called = fourHandOwn(state)?.called ?? null;
    return { variant: state.variant, ...plain, ...(called === null ? {} : { called: called.rank }) };
  },
  // Forehand lays the trump card and declares a suit game (a refuser may name only betl or durch) and
  // calls a rank before any game is named: in a suit game it names the partner's card, in betl and
  // durch nobody (pravidla ČSM, čl. VII odst. 2).
  checkContract: (p, table) => {
    if (p.game !== 'suit') return null;
    if (p.declarer !== forehand(table))
      return invalid('declarer', {
        kind: 'declarerNotForehand',
        seat: p.declarer,
        forehand: forehand(table),
      });
    if ((p.called ?? null) === null) return invalid('called', { kind: 'calledMissing' });
    return null;
  },
  // The holder of the called card partners the declarer; the declarer holding it plays alone.
  partnerCard: (p) => {
    const called = p.called ?? null;
    return called !== null && p.trump !== null ? `${p.trump}${called}` : null;
  },
  own: (p, { partner, partnerCard }) => {
    const called = p.called ?? null;
    return {
      ...FRESH_FOUR_HAND_OWN,
      called: called === null ? null : { rank: called, card: partnerCard },
      partner,
    };
  },
};

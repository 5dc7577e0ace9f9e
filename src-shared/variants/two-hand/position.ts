/** A lízaný position (engine/position.ts): forehand declares a suit game; the stock as it lay at the first lead. */
import { type PositionHooks, invalid } from '../../engine/position-contract.ts';
import { stockOf } from '../../engine/state.ts';
import { forehand } from '../../engine/table.ts';
import { drawnOf } from './state.ts';

export const TWO_HAND_POSITION: PositionHooks = {
  games: () => ['suit'],
  // The stock as it lay at the first lead: what was drawn, then what is left.
  describe: (state, plain) => ({
    variant: state.variant,
    ...plain,
    stock: [...drawnOf(state), ...stockOf(state)],
  }),
  // Forehand names trumps and is the declarer (AP, "Lízaný Mariáš").
  checkContract: (p, table) =>
    p.declarer === forehand(table)
      ? null
      : invalid('declarer', { kind: 'declarerNotForehand', seat: p.declarer, forehand: forehand(table) }),
  own: (p) => ({ variant: 'twoHand', stock: p.stock ?? [], drawn: [] }),
};

/**
 * A csm002 licitovaný practice deal where a defender holds the trump seven of the declarer's contract
 * (issue 26 item 10): the person at seat 0 bids and declares sto a sedma in leaves without the leaf
 * seven, which seat 2 holds (contractMatchesCards `sevenOnly`: only a plain sedma needs the trump
 * seven, TP čl. II odst. 16–17). The deck was found by a search over random csm002 deals for one where a
 * coach note on the person's card names seat 2 in the seven's outcome before the seven falls.
 */
import {
  type Action,
  type Card,
  type ParamsOf,
  type SeatView,
  type SolverMethod,
  type TableSnapshot,
  PRESETS,
  ok,
} from '../../src-shared/index.ts';
import type { Decider, GameService } from '../../src-main/game/service.ts';
import type { CardPool } from '../../src-main/review/card.ts';
import { execute, prepare } from '../../src-main/solver/tasks.ts';

/** The computers drop out of the bidding, pass every doubling and play their first legal card. */
export const computers: Decider = {
  decide: async (v: SeatView) => {
    const legal = v.legal.filter((a) => a.type !== 'claim');
    const action = (legal.find((a) => a.type === 'drop') ??
      legal.find((a) => a.type === 'pass') ??
      legal[0]) as Action;
    return ok({ action, hint: { code: 'random' } });
  },
};

/** Dealer 0 at three: seats 1, 2, 0 five each, two to the talon, five each again. Seat 2 gets L7. */
export const DECK: Card[] = [
  ...['H9', 'HO', 'BX', 'BK', 'A9', 'AX', 'HA', 'B9', 'A8', 'L9'],
  ...['LA', 'LX', 'LK', 'LO', 'LU'],
  ...['AA', 'HX'],
  ...['L8', 'H7', 'HU', 'HK', 'BO', 'B7', 'BU', 'BA', 'L7', 'AU'],
  ...['A7', 'B8', 'AK', 'H8', 'AO'],
] as Card[];

/** The person bids and declares sto a sedma in leaves, lays the first talon offered, passes, plays its last card. */
export function person(v: SeatView): Action {
  const legal = v.legal.filter((a) => a.type !== 'claim');
  const bid = legal.find((a) => a.type === 'bid' && a.step === 'hundredSeven');
  if (bid) return bid;
  if (legal.some((a) => a.type === 'declare'))
    return { type: 'declare', seat: 0, step: 'hundredSeven', trump: 'L', aux: null };
  const plays = legal.filter((a) => a.type === 'play');
  return (legal.find((a) => a.type === 'pass') ?? (plays.length > 0 ? plays.at(-1) : legal[0])) as Action;
}

/** The solver run in this thread, as the coach's pool (no workers: exact and quick on these endings). */
export const inProcessPool: CardPool = {
  run: async <M extends SolverMethod>(method: M, params: ParamsOf<M>) => {
    const task = prepare(method, params);
    if (!task.ok) return task;
    return ok(execute(task.value));
  },
  stockCard: async (task) => ok(execute(task)),
};

function value<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/**
 * A practice session of the deal (the person at seat 0, two computers) played to its end through the
 * game service; yields the table after each card the person plays but the last, with that card's index
 * in the history (what `coachCard` is asked about).
 */
export async function* personPlays(games: GameService): AsyncGenerator<{ s: TableSnapshot; index: number }> {
  const seats = [
    { kind: 'human' as const, name: 'Eva' },
    { kind: 'ai' as const, name: 'A', level: 'zacatecnik' as const },
    { kind: 'ai' as const, name: 'B', level: 'zacatecnik' as const },
  ];
  let s: TableSnapshot = value(
    await games.sessionNew({
      settings: { rules: PRESETS.csm002, seats, practice: true, variant: 'auction' },
      deal: { deck: DECK, dealer: 0 },
    }),
  );
  while (s.turn !== 'handEnd') {
    if (s.turn !== 'human') {
      s = value(await games.advance({ id: s.id }));
      continue;
    }
    const action = person(s.view);
    s = value(await games.act({ id: s.id, action }));
    if (action.type !== 'play' || s.turn === 'handEnd') continue;
    yield { s, index: s.history.findLastIndex((a) => a.type === 'play' && a.seat === 0) };
  }
}

/**
 * What a guest's device may ask, with its link's seat: `guestSeat` and the table's calls on the link's
 * session, each answered for that seat only (the game service's `Device`). Any other method is not
 * answered at all (the server says 404); params are checked by the one contract; a session id other than
 * the link's is `noSession`, as for a session that does not exist (nothing about another session is told).
 * The call's signal goes with it: a hint or a computer's move stops when the guest hangs up.
 */
import {
  type ApiResult,
  type GuestMethod,
  type Method,
  type ParamsOf,
  type Seat,
  type Variant,
  GUEST_METHODS,
  err,
  ok,
  parseParams,
} from '../../src-shared/index.ts';
import type { GameApi, TableCall } from '../game/service.ts';

/** The seat a valid link plays. */
export interface GuestLink {
  readonly id: number;
  readonly seat: Seat;
  readonly name: string;
  readonly variant: Variant;
}

export const isGuestMethod = (m: string): m is GuestMethod =>
  (GUEST_METHODS as readonly string[]).includes(m);

type TableMethod = Exclude<GuestMethod, 'guestSeat'>;
type TableApi = Pick<GameApi, TableMethod>;

/** The answer to a guest method (`method` already known to be one). */
export async function guestCall(
  games: TableApi,
  link: GuestLink,
  method: GuestMethod,
  raw: unknown,
  call: TableCall = {},
): Promise<ApiResult<Method>> {
  const params = parseParams(method, raw);
  if (!params.ok) return err({ code: 'badInput', error: params.error });
  if (method === 'guestSeat') {
    const { id, seat, name, variant } = link;
    return ok({ id, seat, name, variant });
  }
  const { id } = params.value as ParamsOf<TableMethod>;
  if (id !== link.id)
    return err({
      code: 'badInput',
      error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id } },
    });
  const run = games[method] as (
    p: unknown,
    device: { kind: 'guest'; seat: Seat },
    call: TableCall,
  ) => Promise<ApiResult<Method>>;
  return run.call(games, params.value, { kind: 'guest', seat: link.seat }, call);
}

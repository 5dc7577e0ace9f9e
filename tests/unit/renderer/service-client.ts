/**
 * A renderer API client answering from the real game service over a real SQLite file, the computers
 * deciding with the rules player in this thread (no worker pool): for store tests that follow whole
 * hands exactly as main plays them.
 */
import { type Prefs, DEFAULT_PREFS, createRng, ok } from '../../../src-shared/index.ts';
import type { ApiClient } from '../../../src-renderer/api/client.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { provenSettled } from '../../../src-main/solver/settled.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import type { Store } from '../../../src-main/store/store.ts';

export function serviceClient(
  store: Store,
  seed: number,
  prefs: Prefs = { ...DEFAULT_PREFS, animation: 'off' },
  /** With the settled proof (src-main/solver/settled.ts, in this thread): `handSettled` can answer yes. */
  options: { readonly settled?: boolean } = {},
): { client: ApiClient & { count: Record<string, number> }; games: GameService } {
  const rules = playerByName('rules');
  if (rules === null) throw new Error('no rules player');
  const rng = createRng(seed);
  const decider: Decider = {
    decide: async (view) => ok({ action: rules.decide(view, rng).action, hint: { code: 'forced' } }),
    ...(options.settled === true ? { settled: async (state) => ok(provenSettled(state)) } : {}),
  };
  const games = new GameService(store, decider, { newSeed: () => seed });
  const count: Record<string, number> = {};
  const client = {
    count,
    async call(method: string, params: unknown) {
      count[method] = (count[method] ?? 0) + 1;
      if (method === 'prefsGet') return ok(prefs);
      const f = (games as unknown as Record<string, (p: unknown) => Promise<unknown>>)[method];
      if (f === undefined) throw new Error(`no ${method} in the fake main`);
      return f.call(games, params);
    },
  } as ApiClient & { count: Record<string, number> };
  return { client, games };
}

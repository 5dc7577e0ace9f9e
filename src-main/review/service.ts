/**
 * The review half of the API (ReviewSpec): finished hands as stored (`handGet`).
 */
import { type ApiResult, type ParamsOf, type ReviewMethod, err } from '../../src-shared/index.ts';
import type { Store } from '../store/store.ts';
import { loadFinishedHand } from './hands.ts';

/** Every review method, as the API handler calls it (`caller`: who asks; jobs are per caller). */
export type ReviewApi = {
  readonly [M in ReviewMethod]: (params: ParamsOf<M>, caller: string) => Promise<ApiResult<M>>;
};

export class ReviewService implements ReviewApi {
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  handGet = async (p: ParamsOf<'handGet'>): Promise<ApiResult<'handGet'>> => {
    try {
      const loaded = loadFinishedHand(this.store, p);
      return loaded.ok ? { ok: true, value: loaded.value.hand } : loaded;
    } catch (e) {
      return err({ code: 'internal', message: e instanceof Error ? e.message : String(e) });
    }
  };
}

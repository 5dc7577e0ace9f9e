/**
 * Licitovaný's part of the doubling fit (`npm run double-fit:auction`, scripts/double-fit-auction.ts;
 * the rule's re-decision and payment are volený's, src-main/ai/double-fit.ts): a defender that reads
 * the calls weighs its deals by the declarer's bid (auction-inference.ts `bidValueWeight` of the
 * contract's undoubled value on the deal), and the fit tries other logistics for that weight, or none,
 * on the same decisions. Pure: no search, no I/O.
 */
import type { DoublingCase } from '../double-fit.ts';
import { estimate } from '../estimate.ts';
import { type BidValueFit, bidValueWeight } from './auction-inference.ts';

/**
 * A licitovaný case with its deals weighed by the declarer's bid under another logistic `fit`, as the
 * level would have weighed them; `null` weighs every deal alike (the bid not read). A case without
 * `values` (a defender that did not read the calls, or volený) is returned as it is.
 */
export function reweighed(c: DoublingCase, fit: BidValueFit | null): DoublingCase {
  const values = c.values;
  if (values === undefined) return c;
  const weights = values.map((v) => (fit === null ? 1 : bidValueWeight(v, fit)));
  // The defence's weighted share of deals won with each raise, as auction-player.ts `double` keeps it.
  const share = c.raised.map(
    (after) =>
      estimate(
        after.map((v) => -v),
        weights,
      ).win,
  );
  return { ...c, weights, share };
}

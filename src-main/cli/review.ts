/**
 * `npm run cli -- review`: a finished hand's record → every decision of one seat graded (exact and from
 * the seat's view) with its words, and the hand's summary; the solver runs in this process, as for
 * `explain` (src-main/review/local.ts), with the app's grading (src-main/review/review.ts).
 */
import {
  type HandRecord,
  type InputError,
  SEED_MAX,
  parseJson,
  parseRecord,
  replay,
  toSetup,
} from '../../src-shared/index.ts';
import { shapeError } from '../../src-shared/io/errors.ts';
import type { HandReview } from '../../src-shared/api/review.ts';
import { explainDecision, explainHandSummary } from '../../src-shared/explain/review.ts';
import type { Deck, Lang } from '../../src-shared/explain/names.ts';
import { inProcessPool } from '../review/local.ts';
import { unwrap } from './input.ts';
import { CARD_LAYOUTS, REVIEW_VERSION, decisionsOf, reviewHand } from '../review/review.ts';
import { BID_DEALS } from '../review/bid.ts';

export interface ReviewCliOptions {
  readonly seat: number;
  readonly langs: readonly Lang[];
  readonly deck: Deck;
  readonly seed: number;
  readonly layouts: number;
  readonly deals: number;
}

export const REVIEW_DEFAULTS = { seed: 0, layouts: CARD_LAYOUTS, deals: BID_DEALS } as const;

/**
 * The record in the input (`{record}` or the record itself, input.ts: any other key is refused by
 * name), checked and finished; or why not.
 */
export function finishedRecord(
  text: string,
): { ok: true; record: HandRecord } | { ok: false; error: InputError } {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const o = parsed.value;
  if (typeof o !== 'object' || o === null || Array.isArray(o))
    return { ok: false, error: shapeError('(input)', 'object', o) };
  const given = unwrap(o as Record<string, unknown>, [], 'record');
  if (!given.ok) return given;
  const rec = parseRecord(given.value.value);
  if (!rec.ok) return rec;
  const setup = toSetup(rec.value.setup);
  if (!setup.ok) return setup;
  const end = replay(setup.value, rec.value.actions);
  if (!end.ok) return end;
  if (end.value.phase !== 'finished')
    return { ok: false, error: { code: 'invalid', path: 'actions', problem: { kind: 'notFinished' } } };
  return { ok: true, record: { setup: setup.value, actions: rec.value.actions } };
}

/** The review with its words: each decision and the summary in every language asked for. */
/** `review` with its flags parsed: the usage problem, or the options. */
export function reviewFlags(
  seat: number | null | 'bad',
  lang: string | undefined,
  deck: string,
  seed: number | null | 'bad',
  layouts: number | null | 'bad',
  deals: number | null | 'bad',
): { ok: true; options: Omit<ReviewCliOptions, 'seat'> & { seat: number } } | { ok: false; why: string } {
  if (seat === null || seat === 'bad' || seat < 0) return { ok: false, why: 'review needs --seat N' };
  if (lang !== undefined && lang !== 'cs' && lang !== 'en')
    return { ok: false, why: '--lang must be cs or en' };
  if (deck !== 'czech' && deck !== 'french') return { ok: false, why: '--deck must be czech or french' };
  if (seed === 'bad') return { ok: false, why: `--seed must be an integer 0..${SEED_MAX}` };
  if (layouts === 'bad' || (layouts !== null && layouts < 1))
    return { ok: false, why: '--layouts must be a positive integer' };
  if (deals === 'bad' || (deals !== null && deals < 0))
    return { ok: false, why: '--deals must be an integer ≥ 0' };
  return {
    ok: true,
    options: {
      seat,
      langs: lang === undefined ? ['cs', 'en'] : [lang],
      deck,
      seed: seed ?? REVIEW_DEFAULTS.seed,
      layouts: layouts ?? REVIEW_DEFAULTS.layouts,
      deals: deals ?? REVIEW_DEFAULTS.deals,
    },
  };
}

export async function reviewRecord(record: HandRecord, o: ReviewCliOptions) {
  const r = await reviewHand(inProcessPool(), { session: 0, handNo: 0, record }, o.seat, {
    seed: o.seed,
    layouts: o.layouts,
    deals: o.deals,
  });
  if (!r.ok) throw new Error(`the review stopped: ${r.error.code}`);
  const review: HandReview = r.value;
  const before = new Map(decisionsOf(record, o.seat).map((d) => [d.index, d.before]));
  const words = <T>(f: (lang: Lang) => T) => Object.fromEntries(o.langs.map((l) => [l, f(l)]));
  return {
    seat: o.seat,
    version: REVIEW_VERSION,
    sampling: { seed: o.seed, layouts: o.layouts, deals: o.deals },
    decisions: review.decisions.map((d) => ({
      index: d.index,
      kind: d.kind,
      side: d.side,
      action: d.action,
      exact: d.exact,
      bestAction: d.bestAction,
      seatView: d.seatView,
      ...(d.alternatives === undefined ? {} : { alternatives: d.alternatives }),
      ...(d.unjudged === undefined ? {} : { unjudged: d.unjudged }),
      ...(d.draws === undefined ? {} : { draws: d.draws }),
      ...(d.ownRates === undefined ? {} : { ownRates: d.ownRates }),
      words: words((lang) => {
        const at = before.get(d.index);
        return explainDecision(d, lang, { deck: o.deck, ...(at === undefined ? {} : { before: at }) }).text;
      }),
    })),
    summary: words((lang) => explainHandSummary(review, lang, { deck: o.deck })),
  };
}

/**
 * The review's graded decisions placed in the hand and in the evening: the timeline's marks, the
 * hand's decisions and the evening's (each worded where it happened), and each hand's contract in
 * words.
 */
import { type Ref, computed } from 'vue';
import type { ReviewedDecision } from '../../../src-shared/api/review.ts';
import { activeSeats } from '../../../src-shared/engine/table.ts';
import { componentName } from '../../../src-shared/explain/names.ts';
import type { CallContext } from '../../format/calls.ts';
import { momentWhere, replayMoments } from '../../format/review.ts';
import { useI18n, useLang } from '../../i18n/index.ts';
import { useReviewStore } from '../../stores/review.ts';
import type { TimelineMark } from './ReviewTimeline.vue';

/** A decision with where it was taken, in words ("2. hra, 5. zdvih: ♥K"), and a key to open it. */
export interface PlacedDecision extends ReviewedDecision {
  readonly key: string;
  readonly where: string;
}

export function useReviewDecisions(ctx: Ref<CallContext>, perTrick: Ref<number>) {
  const { t } = useI18n();
  const lang = useLang();
  const review = useReviewStore();

  const marks = computed(() => {
    const out = new Map<number, TimelineMark>();
    for (const d of review.decisions)
      out.set(d.index, { exact: d.exact?.grade ?? null, seat: d.seatView?.grade ?? null });
    return out;
  });
  const placed = computed<PlacedDecision[]>(() =>
    review.decisions.map((d) => ({
      ...d,
      key: String(d.index),
      where: momentWhere(review.actions, d.index, ctx.value, perTrick.value),
    })),
  );
  const eveningDecisions = computed<PlacedDecision[]>(() =>
    review.evening.flatMap((h) => {
      if (!h.hand || !h.review) return [];
      const actions = h.hand.record.actions;
      const { rules, table } = h.hand.record.setup;
      const c: CallContext = { ...ctx.value, doubleNames: rules.doubleNames, ladder: rules.auctionLadder };
      const cards = activeSeats(table).length;
      return h.review.decisions.map((d) => ({
        ...d,
        key: `${h.handNo}:${d.index}`,
        where: `${t('review.handNo', { n: h.handNo })}, ${momentWhere(actions, d.index, c, cards)}`,
      }));
    }),
  );
  const handContract = (h: (typeof review.evening)[number]): string => {
    if (!h.hand) return '';
    const moments = replayMoments(h.hand.record.setup, h.hand.record.actions);
    const s = moments.at(-1);
    if (!s || s.game === null) return t('review.noContract');
    const who = s.declarer !== null ? `${h.hand.names[s.declarer] ?? ''}: ` : '';
    return who + s.components.map((c) => componentName(c.kind, lang.value)).join(', ');
  };

  return { marks, placed, eveningDecisions, handContract };
}

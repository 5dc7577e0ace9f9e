/**
 * The review's moment in words and marks: the cards the action uses, the verdict on a card played, the
 * best and the named cards, the moment's title, the two grades' rows and a bidding choice's alternatives.
 */
import { type Ref, computed } from 'vue';
import { type Card, sortCards } from '../../../src-shared/cards/card.ts';
import { toCards } from '../../../src-shared/cards/cardset.ts';
import { type Action, actionKey } from '../../../src-shared/engine/action.ts';
import { isNoTrump } from '../../../src-shared/engine/contract.ts';
import { activeSeats } from '../../../src-shared/engine/table.ts';
import { view as seatView } from '../../../src-shared/engine/view.ts';
import { capitalize, cardName, componentName, suitName } from '../../../src-shared/explain/names.ts';
import {
  drawsWords,
  repliesWords,
  lossWithMargin,
  droppedNote,
  samplesOver,
  withinErrorName,
} from '../../../src-shared/explain/review.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import type { CallContext } from '../../format/calls.ts';
import { placeOf } from '../../format/hand.ts';
import { decisionPrinciple } from '../../format/principle.ts';
import { actionLabel, alternativeRows, bestCards, verdictCard } from '../../format/review.ts';
import { useDeck } from '../../i18n/deck.ts';
import { useI18n, useLang } from '../../i18n/index.ts';
import { useReviewStore } from '../../stores/review.ts';
import type { GradeRow, ShownAlternative } from './DecisionPanel.vue';
import { hasStock, variantOf } from '../../variants/registry.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

/** The cards an action uses (a card played, the trump card, the two discarded). */
export function cardsOf(a: Action): Card[] {
  if (a.type === 'play' || a.type === 'chooseTrump') return [a.card];
  if (a.type === 'discard') return [...a.cards];
  return [];
}

/** How the hand's calls are worded (its rules and variant), and its cards in a trick. */
export function useReviewContext() {
  const { t } = useI18n();
  const lang = useLang();
  const deck = useDeck();
  const review = useReviewStore();
  const ctx = computed<CallContext>(() => ({
    t,
    lang: lang.value,
    deck: deck.value,
    doubleNames: review.hand?.record.setup.rules.doubleNames ?? [],
    ladder: review.hand?.record.setup.rules.auctionLadder ?? 'csm',
    auction:
      review.hand && variantOf(review.hand.record.setup.variant).auction
        ? { table: review.hand.record.setup.table, rules: review.hand.record.setup.rules }
        : undefined,
  }));
  /** Cards in a trick: one per seat playing (2 in lízaný, 4 in křížový, else 3). */
  const perTrick = computed(() => {
    const table = review.hand?.record.setup.table;
    return table ? activeSeats(table).length : 3;
  });

  return { ctx, perTrick };
}

/** The table at the review's moment: the reviewed seat at the bottom, the others where they sit. */
export function useReviewTable(names: Ref<readonly string[]>) {
  const { t } = useI18n();
  const lang = useLang();
  const deck = useDeck();
  const review = useReviewStore();
  const state = computed(() => review.state);
  const bottom = computed(() => review.seat);
  const shownView = computed(() => (state.value ? seatView(state.value, bottom.value) : null));
  const PLACE_ORDER = ['left', 'top', 'right'] as const;
  /** The other seats playing the hand, where each sits (left, across, right of the reviewed seat). */
  const opponents = computed(() => {
    const v = shownView.value;
    if (!v) return [];
    return activeSeats(v.table)
      .filter((s) => s !== bottom.value)
      .map((seat) => ({ seat, place: placeOf(v, seat) as (typeof PLACE_ORDER)[number] }))
      .sort((a, b) => PLACE_ORDER.indexOf(a.place) - PLACE_ORDER.indexOf(b.place));
  });
  /** Lízaný: cards left in the stock at this moment (křížový's second round waits there unseen). */
  const stockLeft = computed(() =>
    state.value && hasStock(state.value.variant) ? stockOf(state.value).length : 0,
  );
  const handOf = (seat: number): Card[] => {
    const s = state.value;
    if (!s) return [];
    const game = s.game ?? s.bidding?.game ?? null;
    const order = game !== null && isNoTrump(game) ? 'plain' : 'suit';
    return sortCards(toCards(s.hands[seat] ?? 0), order, s.trump);
  };
  const talon = computed(() => (state.value ? toCards(state.value.talon) : []));
  const contractText = computed(() => {
    const s = review.moments.at(-1);
    if (!s || s.game === null) return t('review.noContract');
    const parts = s.components.map((c) => componentName(c.kind, lang.value));
    const trump = s.trump ? ` · ${suitName(s.trump, lang.value, deck.value)}` : '';
    const who = s.declarer !== null ? `${names.value[s.declarer] ?? ''}: ` : '';
    return `${who}${parts.join(', ')}${trump}`;
  });

  return { state, bottom, shownView, opponents, stockLeft, handOf, talon, contractText };
}

export function useReviewMoment(
  ctx: Ref<CallContext>,
  names: Ref<readonly string[]>,
  seatTitle: Ref<string>,
) {
  const { t } = useI18n();
  const lang = useLang();
  const deck = useDeck();
  const review = useReviewStore();
  const state = computed(() => review.state);

  const chosen = computed<Card[]>(() => (review.action ? cardsOf(review.action) : []));
  const decision = computed(() => review.decision);
  /** The verdict on the card chosen (explain/verdict.ts over the decision's analysis). */
  const verdict = computed(() => {
    const d = decision.value;
    const s = state.value;
    if (!d || !s || !d.analysis || d.action.type !== 'play') return null;
    const card = verdictCard(d.analysis, d.action.card);
    if (card === null) return null;
    return explainVerdict(s, d.analysis, card, lang.value, { deck: deck.value });
  });
  const best = computed<Set<Card>>(() => {
    const d = decision.value;
    if (d?.analysis) return bestCards(d.analysis);
    // A bidding choice: the cards of the best one (a trump card, a talon pair), exactly or else from the seat.
    const b = d?.bestAction ?? d?.seatView?.bestAction;
    return new Set(b ? cardsOf(b) : []);
  });
  const named = computed<Set<Card>>(() => new Set(verdict.value?.cards ?? []));

  const bestLabel = (a: Action | null): string => (a ? actionLabel(a, state.value, ctx.value) : '');

  const momentTitle = computed(() => {
    const a = review.action;
    if (!a) return t('review.handEnd');
    return `${names.value[a.seat] ?? ''}: ${actionLabel(a, state.value, ctx.value)}`;
  });

  const rows = computed<GradeRow[] | null>(() => {
    const d = decision.value;
    if (!d) return null;
    return [
      {
        kind: 'exact',
        title: t('review.exact'),
        grade: d.exact,
        best: bestLabel(d.bestAction),
        samples: 0,
        over: '',
        withinError: '',
      },
      {
        kind: 'seat',
        title: seatTitle.value,
        grade: d.seatView,
        best: d.seatView?.withinError === true ? '' : bestLabel(d.seatView?.bestAction ?? null),
        samples: d.seatView?.samples ?? 0,
        over: d.seatView ? samplesOver(d.seatView, d.kind, lang.value) : '',
        margin: d.seatView?.margin,
        // "As good as the best, within what can be known", with the difference to the best mean.
        withinError:
          d.seatView?.withinError === true
            ? `${capitalize(withinErrorName(lang.value))} (${
                d.seatView.bestAction ? `${bestLabel(d.seatView.bestAction)}: ` : ''
              }${lossWithMargin(d.seatView.loss, d.seatView.margin, lang.value)}).`
            : '',
      },
    ];
  });
  /** A bidding decision's priced alternatives in words, best first. */
  const alternatives = computed<ShownAlternative[]>(() =>
    decision.value
      ? alternativeRows(decision.value).map((a) => ({
          key: actionKey(a.action),
          // A talon pair among talon pairs is named by its cards alone.
          label:
            a.action.type === 'discard'
              ? a.action.cards.map((c) => cardName(c, lang.value, deck.value)).join(', ')
              : actionLabel(a.action, state.value, ctx.value),
          chosen: a.chosen,
          exact: a.exact,
          seat: a.seat,
          note:
            a.seatSamples === undefined || !decision.value?.seatView
              ? ''
              : droppedNote(a.seatSamples, decision.value.kind, lang.value, decision.value.seatView.over),
        }))
      : [],
  );
  const pending = computed(
    () => review.running && !decision.value && review.seatMoments.includes(review.step),
  );
  const words = computed(() => {
    const d = decision.value;
    // A bidding decision priced on others' calls the hand cannot tell: the assumption in one line.
    const replies = d?.replies === undefined ? [] : [repliesWords(lang.value)];
    // A lízaný card while the stock lasts or a lízaný call: why there is no exact grade (if so) and how
    // the draws are played.
    if (d?.draws !== undefined && d.seatView !== null) {
      const w = drawsWords(d.draws, lang.value, d.kind);
      return [...replies, w.exact ?? '', w.method].filter((x) => x !== '');
    }
    if (replies.length > 0) return replies;
    return verdict.value ? [verdict.value.cost, verdict.value.line].filter((w) => w !== '') : [];
  });

  /** The card's principle (explain/principles) as main judged it, shown above its words. */
  const principle = computed(() => {
    const d = decision.value;
    return d ? decisionPrinciple(d, state.value, lang.value, deck.value) : null;
  });
  return { chosen, decision, best, named, momentTitle, rows, alternatives, pending, words, principle };
}

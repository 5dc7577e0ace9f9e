/**
 * The levels in křížový (docs/ai.md, "The variants"; docs/variants.md, "Křížový"): every decision by
 * perfect-information sampling, each candidate solved exactly by the four-seat search (the sides
 * follow from where a deal puts the called card). Where candidates are valued by their mean money for
 * the seat (the card, the trump card, the call, the announcement, the game) the level chooses among
 * them by its temperature (`FourHandTiming.choose`, level-choice.ts); the best at temperature 0.
 * - Forehand's trump card, his call and the declarer's announcement (four-hand-bid.ts): each candidate
 *   played out from the first lead on deals of the unseen cards (`dealBeforePlay`), valued by the
 *   declarer's own money; the trump suit and the call stay the rules player's unless another beats it
 *   by its standard error.
 * - Doubling (`fourHandDouble`): the raises that pay in money, with their error, on sampled deals
 *   (four-hand-layouts.ts `fourHandDeal`; at every level drawn as likely as the others' calls make
 *   them, `likelyFourHandDeal`: forehand's trump card and call, the doublers' trumps, aces and trump
 *   marriage, Dobrá), each further double asking more (doubling.ts) and the share bar met; never an
 *   announcement against; a durch the seat's own aces prove lost is fleked at once (doubling.ts
 *   `brokenNoTrump`), any other betl or durch is passed without proof.
 * - Card play (`fourHandCard`): every legal card solved in layouts of the play so far
 *   (`fourHandLayouts`); the partner's own layouts keep the pairs exactly, and betl once every hand is
 *   open is a single layout, so perfect play.
 * - The game (forehand's suit game, or betl and durch; a refuser's game) and the answer (Dobrá or
 *   Špatná, four-hand-bid.ts): each game played out on deals before play, valued by the seat's own
 *   money; the rules player's choice (the suit game, Dobrá) stays unless another beats it by its
 *   standard error.
 * Budgets as in volený (budget.ts): deals or layouts, solver nodes, and the clock in the
 * app; whatever nothing was solved for in time is the rules player's.
 */
import {
  type Action,
  type Card,
  type ComponentKind,
  type HandState,
  type Phase,
  type Rng,
  type Seat,
  type SeatView,
  has,
  paidUnplayed,
} from '../../../src-shared/index.ts';
import { STOPPED } from '../../solver/search.ts';
import { rulePlayer } from '../baselines.ts';
import { ruleCard } from '../heuristics.ts';
import { DOUBLE_RULE, moneyDoubles, onlyByProof, passWithoutProof, provenDouble } from '../doubling.ts';
import { Work, doublingBudget } from '../budget.ts';
import { type ContractSpec, clearsDoubleBar, contractInView, estimate, unplayedValue } from '../estimate.ts';
import {
  fourHandDeal,
  fourHandLayouts,
  fourHandModel,
  likelyFourHandDeal,
  startLayout,
} from './four-hand-layouts.ts';
import {
  fourHandAnnounce,
  fourHandAnswer,
  fourHandCall,
  fourHandGame,
  fourHandTrumpCard,
} from './four-hand-bid.ts';
import { cardOverLayouts } from '../layout-card.ts';
import { type Weigh, bidInference, startHands } from '../inference.ts';
import { type PlayWeigh, playInference } from '../play-inference.ts';
import { bestChooser, ownMoney } from '../level-choice.ts';
import type { Decision } from '../player.ts';
import type { FourHandConfig, FourHandTiming } from './four-hand-config.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

/**
 * The seat's own money per unit of the solver's value (money per defender) in a layout of the hand
 * (level-choice.ts `ownMoney`): the declarer alone is paid by (or pays) the three others, in pairs by
 * one; a partner or a defender only for himself.
 */
export const fourHandOwnMoney = (state: HandState, seat: Seat): number =>
  ownMoney(seat === state.declarer && partnerOf(state) === null, state.table.size - 1);

/** Whether the view's seat plays for the declarer's side (the declarer, or the partner who knows it). */
export const onDeclarerSide = (view: SeatView) =>
  view.seat === view.declarer || (view.partner !== null && view.partner === view.seat);

/** A card by sampling: each legal card solved in the sampled layouts; null when none was solved in time. */
export function fourHandCard(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision | null {
  const legal = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (legal.length === 0) return null;
  if (cfg.slip > 0 && rng.int(1000) < cfg.slip * 1000) {
    const card = legal[rng.int(legal.length)] as Card;
    return { action: { type: 'play', seat: view.seat, card }, hint: { code: 'random' } };
  }
  const work = new Work({ deals: cfg.playLayouts, nodes: cfg.playNodes, ms: timing.ms }, timing.clock);
  const timed = timing.ms !== Infinity;
  // The seat's own money per unit of value: the same in every layout (the declarer knows whether he
  // plays alone, the others are paid for themselves alone), read from the layouts solved.
  let scale = 1;
  const layouts = function* () {
    for (const state of fourHandLayouts(view, rng, cfg.playLayouts)) {
      scale = fourHandOwnMoney(state, view.seat);
      yield state;
    }
  };
  const choose = timing.choose ?? bestChooser;
  const byPlay = cfg.playInference ? playInference(view, timed ? { shouldStop: work.overTime } : {}) : null;
  const card = cardOverLayouts(
    view,
    layouts(),
    onDeclarerSide(view) ? 1 : -1,
    work,
    timed,
    {
      choose: (values, best, r, rows, weights, prior) =>
        choose(view.phase, values, best, r, rows, weights, prior),
      get scale() {
        return scale;
      },
      rng,
      ...(cfg.cardPrior ? { prior: (ruleCard(view).action as Extract<Action, { type: 'play' }>).card } : {}),
    },
    layoutWeight(cfg.inference ? bidInference(view) : null, byPlay),
  );
  timing.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
  return card;
}

/**
 * A layout's weight by the calls (`byCalls`, of the hands when play began) times its weight by the play
 * (`byPlay`); null when neither reads anything.
 */
export function layoutWeight(byCalls: Weigh | null, byPlay: PlayWeigh | null): PlayWeigh | null {
  if (byCalls === null) return byPlay;
  return (layout) => {
    const calls = byCalls(startHands(layout));
    if (byPlay === null) return { weight: calls, nodes: 0 };
    const play = byPlay(layout);
    return { weight: calls * play.weight, nodes: play.nodes };
  };
}

/**
 * Křížový: how much likelier a seat doubles a suit game holding the trump marriage (forty for its side,
 * in a game of eight cards a seat) than without it, as a factor of the deals where it lacks it. Set by
 * hand, not fitted: the flek that read trumps and aces alone (inference.ts) left mistr re-doubling deal
 * 101/0 against the marriage's holder (tests/unit/ai/four-hand-double.slow.test.ts).
 */
export const NO_MARRIAGE_DOUBLE = 0.3;

/**
 * What the others' doubles of a suit game say beyond their trumps and aces (`bidInference`): a doubler
 * likelier holds the trump marriage. Null when no other seat doubled a suit game.
 */
export function doublerMarriage(view: SeatView): Weigh | null {
  const { trump } = view;
  if (view.game !== 'suit' || trump === null) return null;
  const doublers = new Set<Seat>();
  for (const c of view.calls) if (c.type === 'double' && c.seat !== view.seat) doublers.add(c.seat);
  if (doublers.size === 0) return null;
  const king = `${trump}K` as Card;
  const queen = `${trump}O` as Card;
  return (hands) => {
    let w = 1;
    for (const s of doublers) {
      const h = hands[s] ?? 0;
      if (!(has(h, king) && has(h, queen))) w *= NO_MARRIAGE_DOUBLE;
    }
    return w;
  };
}

/** Two weighings as one (their product); null when neither weighs anything. */
function both(a: Weigh | null, b: Weigh | null): Weigh | null {
  if (a === null || b === null) return a ?? b;
  return (hands) => a(hands) * b(hands);
}

/**
 * Doubling by sampling the dealt cards: raise (flek for the defence, re … for the declarer) the
 * components whose raise gains money for this side on the deals by more than its standard error allows,
 * each further double asking more of it (doubling.ts `moneyDoubles`, `DOUBLE_RULE.fourHand`), and
 * only where the side also wins the share of deals a level asks (`clearsDoubleBar`, surer from Re on);
 * never an announcement against. Null: no deal in time.
 */
export function fourHandDouble(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision | null {
  const open = view.doubling?.open ?? [];
  const pass = view.legal.find((a) => a.type === 'pass');
  if (open.length === 0 || pass === undefined) return null;
  const proven = provenDouble(view);
  if (proven) return proven;
  if (onlyByProof(view, DOUBLE_RULE.fourHand, onDeclarerSide(view)))
    return passWithoutProof(view) ?? rulePlayer.decide(view, rng);
  const spec = contractInView(view);
  const unplayed = paidUnplayed(view.rules, view.game, view.components);
  // Deals drawn as likely as the calls make them (rejection: each kept deal weighs 1), for doubling
  // alone where the level reads no calls elsewhere (`doublingInference`).
  const weigh =
    cfg.inference || cfg.doublingInference ? both(bidInference(view), doublerMarriage(view)) : null;
  const model = fourHandModel(view);
  const work = new Work(doublingBudget(cfg, cfg.doubleDeals?.fourHand, timing.ms), timing.clock);
  const rows = work.rows(() => {
    const dealt =
      weigh === null ? fourHandDeal(view, rng, spec) : likelyFourHandDeal(view, rng, spec, weigh, model);
    if (dealt === null) throw STOPPED;
    const hands = Array.isArray(dealt) ? dealt : dealt.hands;
    const weight = Array.isArray(dealt) ? 1 : dealt.weight;
    const valueOf = (s: ContractSpec) => {
      const start = startLayout(view, hands, s);
      if (start === null) throw new Error('a deal the engine accepted refused a double');
      return { start, value: work.value(start) };
    };
    const now = valueOf(spec);
    const raised = open.map(
      (k) => valueOf({ ...spec, doubles: { ...spec.doubles, [k]: (spec.doubles[k] ?? 0) + 1 } }).value,
    );
    return { weight, base: unplayed ? unplayedValue(now.start) : now.value, played: now.value, raised };
  });
  timing.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
  if (rows.length === 0) return null;
  const sign = onDeclarerSide(view) ? 1 : -1;
  const played = rows.map((r) => r.played);
  const base = rows.map((r) => r.base);
  const weights = rows.map((r) => r.weight);
  // Weighted share of the deals this side wins, and mean gain: each deal counts by its weight.
  const side = (values: number[]) =>
    estimate(
      values.map((v) => sign * v),
      weights,
    ).win;
  if (sign === -1)
    timing.onDoubling?.(view, {
      weights,
      played,
      base,
      raised: open.map((_, j) => rows.map((r) => r.raised[j] as number)),
      open,
      doubles: spec.doubles,
      share: open.map((_, j) => side(rows.map((r) => r.raised[j] as number))),
      doubleAt: cfg.doubleAt,
    });
  // By money (doubling.ts): each raise whose mean gain, charged the declarer's real-play edge, clears
  // its standard errors, and the whole call only if it beats passing. The share bar stays beside it: on
  // deal 101/0 the deals read from the calls still show the re gaining (lcb > 0 in 5 of 6 seeds) on a hand
  // lost with every card open, where the bar from Re on (a surer win) passes.
  const money = moneyDoubles(
    { weights, played, base, raised: open.map((_, j) => rows.map((r) => r.raised[j] as number)) },
    open,
    spec.doubles,
    sign,
    DOUBLE_RULE.fourHand,
  );
  const chosen = money.chosen.filter((k) =>
    clearsDoubleBar(
      side(rows.map((r) => r.raised[open.indexOf(k)] as number)),
      weights,
      spec.doubles[k] ?? 0,
      cfg.doubleAt,
    ),
  );
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((k) => b.includes(k));
  const action = view.legal.find(
    (a) => a.type === 'double' && same(a.components, chosen) && (a.against ?? []).length === 0,
  );
  if (chosen.length > 0 && action) {
    const after = rows.map((r) => r.raised[open.indexOf(chosen[0] as ComponentKind)] as number);
    return { action, hint: { code: 'double', components: chosen, win: side(after) } };
  }
  return { action: pass, hint: { code: 'pass', win: side(base) } };
}

/** Every křížový decision of the levels by evaluation (null: nothing solved in time, or nothing to weigh). */
const BY_PHASE: Partial<
  Record<Phase, (view: SeatView, rng: Rng, cfg: FourHandConfig, timing: FourHandTiming) => Decision | null>
> = {
  trumpChoice: fourHandTrumpCard,
  call: fourHandCall,
  gameChoice: fourHandGame,
  answer: fourHandAnswer,
  announce: fourHandAnnounce,
  doubling: fourHandDouble,
  play: fourHandCard,
};

/** A křížový decision of a level: sampling where it is built, else (or with nothing solved in time) the rules player. */
export function fourHandDecision(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision {
  const evaluated = BY_PHASE[view.phase]?.(view, rng, cfg, timing) ?? null;
  return evaluated ?? rulePlayer.decide(view, rng);
}

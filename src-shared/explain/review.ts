/**
 * The review of finished hands in words (Czech with "ty", English): a graded decision — what was
 * chosen, its grade, what was best and what the choice cost, with every card visible and from the
 * seat's view (for a card also the solver's verdict in the words of verdict.ts) — a hand's summary and
 * an evening's summary, the costliest decisions first. Everything is worded from the review's data
 * (src-shared/api/review.ts); grades and their thresholds: src-shared/review/grade.ts.
 */
import type { Card } from '../cards/card.ts';
import { suitOf } from '../cards/card.ts';
import type { Action } from '../engine/action.ts';
import type { ComponentKind } from '../engine/contract.ts';
import type { HandState } from '../engine/state.ts';
import type { DecisionKind, HandReview, ReviewedDecision, SeatGrade, Unjudged } from '../api/review.ts';
import type { Variant } from '../engine/table.ts';
import { variantDef } from '../variants/registry.ts';
import type { VariantText } from '../variants/variant.ts';
import { type DecisionGrade, GRADES, type Grade } from '../review/grade.ts';
import { formatNumber, plural } from './format.ts';
import {
  type Deck,
  type Lang,
  capitalize,
  cardName,
  componentName,
  gameName,
  rankName,
  stepName,
  suitName,
} from './names.ts';
import { type VerdictWords, baseUnits, explainVerdict } from './verdict.ts';

export interface ReviewWordsOptions {
  readonly deck?: Deck;
}

const GRADE_NAME: Readonly<Record<Grade, Readonly<Record<Lang, string>>>> = {
  best: { cs: 'nejlepší', en: 'best' },
  inaccuracy: { cs: 'nepřesnost', en: 'inaccuracy' },
  mistake: { cs: 'chyba', en: 'mistake' },
  blunder: { cs: 'hrubá chyba', en: 'blunder' },
};

/** nejlepší / nepřesnost / chyba / hrubá chyba; best / inaccuracy / mistake / blunder. */
export function gradeName(g: Grade, lang: Lang): string {
  return GRADE_NAME[g][lang];
}

const KIND_NAME: Readonly<Record<DecisionKind, Readonly<Record<Lang, string>>>> = {
  trump: { cs: 'Trumfy', en: 'Trumps' },
  game: { cs: 'Hra', en: 'Game' },
  discard: { cs: 'Talon', en: 'Talon' },
  answer: { cs: 'Dobrá, nebo Špatná', en: 'Good or Bad' },
  announce: { cs: 'Závazek', en: 'Announcement' },
  double: { cs: 'Flek', en: 'Doubling' },
  card: { cs: 'Karta', en: 'Card' },
  auction: { cs: 'Licitace', en: 'Auction' },
  talon: { cs: 'Hlášení po talonu', en: 'Declaration after the talon' },
  call: { cs: 'Volaná karta', en: 'Called card' },
};

/** What kind of decision it was: Trumfy, Hra, Talon … / Trumps, Game, Talon … */
export function kindName(kind: DecisionKind, lang: Lang): string {
  return KIND_NAME[kind][lang];
}

/** Czech components after "flek na": hru, sedmu, sto … (the others read as in the nominative). */
const ACCUSATIVE: Readonly<Record<string, string>> = {
  game: 'hru',
  seven: 'sedmu',
  sevenAgainst: 'sedmu proti',
};

const and = (lang: Lang) => (lang === 'cs' ? ' a ' : ' and ');

/** A choice in a few words: "žaludy", "z lidu", "betl", "červené eso a zelená sedma", "sedma", "flek na hru". */
export function choiceName(action: Action, lang: Lang, options: ReviewWordsOptions = {}): string {
  const deck = options.deck ?? 'czech';
  const cs = lang === 'cs';
  switch (action.type) {
    case 'chooseTrump':
      return suitName(suitOf(action.card), lang, deck);
    case 'chooseTrumpBlind':
      return cs ? 'z lidu' : 'blind';
    case 'chooseGame':
      return gameName(action.game, lang);
    case 'discard':
      return action.cards.map((c: Card) => cardName(c, lang, deck)).join(and(lang));
    case 'approve':
      return cs ? 'Dobrá' : 'Good';
    case 'refuse':
      return cs ? 'Špatná' : 'Bad';
    case 'announce': {
      const parts = [
        ...(action.hundred ? [componentName('hundred', lang)] : []),
        ...(action.seven ? [componentName('seven', lang)] : []),
      ];
      return parts.length === 0 ? componentName('game', lang) : parts.join(and(lang));
    }
    case 'double': {
      const parts: string[] = [];
      const onto = (k: ComponentKind) =>
        cs ? (ACCUSATIVE[k] ?? componentName(k, lang)) : componentName(k, lang);
      if (action.components.length > 0)
        parts.push(`${cs ? 'flek na' : 'double on'} ${action.components.map(onto).join(and(lang))}`);
      for (const k of action.against ?? []) parts.push(componentName(k, lang));
      return parts.join(and(lang));
    }
    case 'pass':
      return cs ? 'bez fleku' : 'no double';
    case 'play':
      return cardName(action.card, lang, deck);
    case 'claim':
      return cs ? 'složení karet' : 'laying the cards down';
    case 'bid':
      return stepName(action.step, lang);
    case 'hold':
      return cs ? 'Mám' : 'hold';
    case 'drop':
      return cs ? 'dál' : 'pass';
    case 'fold':
      return cs ? 'omyl' : 'fold';
    case 'declare': {
      const parts = [stepName(action.step, lang)];
      if (action.trump !== null) parts.push(suitName(action.trump, lang, deck));
      if (action.aux !== null) parts.push(suitName(action.aux, lang, deck));
      return parts.join(', ');
    }
    case 'callRank':
      return rankName(action.rank, lang, deck);
    case 'chooseTrumpSuit':
      return suitName(action.suit, lang, deck);
  }
}

/** "In" a variant, in a sentence (its VariantDef's words). */
const variantIn = (variant: Variant): VariantText => variantDef(variant).words.in;

/** Why a decision has no grade (src-shared/api/review.ts Unjudged), in one or two sentences. */
export function unjudgedWords(u: Unjudged, lang: Lang): string {
  const cs = lang === 'cs';
  switch (u.code) {
    case 'whileStock': {
      const n = u.stockSize;
      return cs
        ? `Dokud se lízá z balíčku (zbýv${n >= 2 && n <= 4 ? `ají v něm ${n} karty` : `á v něm ${n} karet`}), počítač kartu neposuzuje: nikdo neví, kdo si co lízne. Po dobrání balíčku zná každý všechny karty a počítač posuzuje každou přesně.`
        : `While the stock lasts (${n} cards left) the solver does not judge the card: nobody knows who draws what. Once the stock is gone every card is known and each one is judged exactly.`;
    }
    case 'callNotPriced':
      return cs
        ? `Tohle rozhodnutí ${variantIn(u.variant).cs} počítač zatím neoceňuje: hra začíná lízáním karet a kdo si co lízne, výpočet předem nezná. Posuzuje tu zahrané karty.`
        : `The solver does not price this decision ${variantIn(u.variant).en} yet: play starts with draws from the stock, which it cannot foresee. Here it judges the cards played.`;
  }
}

/** "v balíčku 12 karet" / "12 cards in the stock". */
function stockLeft(n: number, lang: Lang): string {
  return lang === 'cs'
    ? `v balíčku ${n >= 2 && n <= 4 ? `${n} karty` : `${n} karet`}`
    : `${n} ${n === 1 ? 'card' : 'cards'} in the stock`;
}

/**
 * A lízaný card while the stock lasts or a lízaný call, graded over the draws (ReviewedDecision /
 * CoachNote `draws`): what the seat view's samples are and how each is played out (`method`), and when
 * the exact grade was not searched, why (`exact`, else null) — the same words in the review and the
 * coach. `kind`: the decision's (a call's words say the rest of the bidding is played out too).
 */
export function drawsWords(
  d: { readonly stockSize: number; readonly exactSearched: boolean },
  lang: Lang,
  kind: DecisionKind = 'card',
): { readonly exact: string | null; readonly method: string } {
  const cs = lang === 'cs';
  const card = kind === 'card';
  const what = cs ? (card ? 'tuhle kartu' : 'tohle rozhodnutí') : card ? 'this card' : 'this decision';
  const exact = d.exactSearched
    ? null
    : cs
      ? `Se všemi kartami odkrytými (i pořadím balíčku) počítač ${what} nepropočítal: do konce lízání zbývá příliš mnoho štychů (${stockLeft(d.stockSize, lang)}).`
      : `With every card visible (the stock's order too) the solver did not search ${what}: too many tricks are left to draw (${stockLeft(d.stockSize, lang)}).`;
  const method = card
    ? cs
      ? 'Dobraní je jedno možné pořadí balíčku a soupeřových karet; v každém oba hrají do posledního štychu z balíčku podle jednoduchých pravidel počítače, pak nejlépe.'
      : 'A draw is one possible order of the stock and the other hand; in each, both play by the computer’s rules of thumb until the last trick of the stock, then at their best.'
    : cs
      ? 'Dobraní je jedno možné pořadí balíčku a soupeřových karet; v každém se každá možnost dohraje: zbytek hlášení (tvoje jak šla, jinak podle jednoduchých pravidel počítače; soupeřova podle těch pravidel), pak oba hrají do posledního štychu z balíčku podle těch pravidel, pak nejlépe.'
      : 'A draw is one possible order of the stock and the other hand; in each, every choice is played out: the rest of the calls (yours as they went, else by the computer’s rules of thumb; the other’s by those rules), then both play by those rules until the last trick of the stock, then at their best.';
  return { exact, method };
}

/**
 * A bidding decision priced on other seats' calls the hand cannot tell (ReviewedDecision `replies`):
 * one line saying the continuation is the computer's assumption.
 */
export function repliesWords(lang: Lang): string {
  return lang === 'cs'
    ? 'Další hlášení ostatních odhaduji podle pravidel počítače: ze hry známe jen jejich odpovědi na tvou skutečnou volbu a jejich skutečné karty.'
    : 'The others’ later calls are the computer’s estimate by its rules of thumb: the hand shows only how they answered your actual choice with their actual cards.';
}

/** "−2 základy" / "−2 units of the base"; 0 as "0 základů". */
function minus(loss: number, lang: Lang): string {
  const shown = round(loss);
  return `${shown > 0 ? '−' : ''}${baseUnits(shown, lang)}`;
}

const round = (n: number): number => Math.round(n * 100) / 100;

function samplesWord(n: number, kind: DecisionKind, lang: Lang, over?: 'draws'): string {
  // A lízaný card while the stock lasts or a lízaný call: orders of the stock with the other hand
  // (noun "dobraní").
  if (over === 'draws') return lang === 'cs' ? `${n} dobraní` : `${n} ${n === 1 ? 'draw' : 'draws'}`;
  if (kind === 'card') return lang === 'cs' ? `${n} rozložení` : `${n} ${n === 1 ? 'layout' : 'layouts'}`;
  return lang === 'cs'
    ? `${n} ${plural(n, 'rozdání', 'rozdání', 'rozdání')}`
    : `${n} ${n === 1 ? 'deal' : 'deals'}`;
}

/**
 * An alternative valued on fewer samples than its decision — dropped on the way as surely worse than
 * another (src-shared/review/interval.ts `surelyNotBest`): "jistě horší, spočteno z 12 rozdání" /
 * "surely worse, over 12 deals".
 */
export function droppedNote(samples: number, kind: DecisionKind, lang: Lang, over?: 'draws'): string {
  const n = samplesWord(samples, kind, lang, over);
  return lang === 'cs' ? `jistě horší, spočteno z ${n}` : `surely worse, over ${n}`;
}

/** The outcome of a choice whose difference from the best is within the sampling error. */
export function withinErrorName(lang: Lang): string {
  return lang === 'cs'
    ? 'stejně dobrá jako nejlepší, v mezích toho, co lze vědět'
    : 'as good as the best, within what can be known';
}

/**
 * A seat-view loss with its sampling error: "−1,2 ± 0,4 základu" / "−1.2 ± 0.4 units of the base"; an
 * exact one without the ± ("−2 základy"); too few samples to tell: "−1,2 základu (málo vzorků)".
 */
export function lossWithMargin(loss: number, margin: number | null | undefined, lang: Lang): string {
  return `${round(loss) > 0 ? '−' : ''}${unitsWithMargin(loss, margin, lang)}`;
}

/** The same without the sign: "1,2 ± 0,4 základu", "2 základy". */
export function unitsWithMargin(loss: number, margin: number | null | undefined, lang: Lang): string {
  const shown = round(loss);
  if (margin === undefined || margin === 0) return baseUnits(shown, lang);
  if (margin === null)
    return `${baseUnits(shown, lang)} (${lang === 'cs' ? 'málo vzorků' : 'too few samples'})`;
  const m = Math.max(0.01, round(margin));
  const unit = lang === 'cs' ? 'základu' : 'units of the base';
  return `${formatNumber(shown, lang)} ± ${formatNumber(m, lang)} ${unit}`;
}

/**
 * Over what a seat-view grade is: "průměr ze 120 rozložení", "všech 36 rozložení", "mean over 24 deals",
 * a lízaný card while the stock lasts "průměr z 60 dobraní" / "mean over 60 draws".
 */
export function samplesOver(s: SeatGrade, kind: DecisionKind, lang: Lang): string {
  const over = samplesWord(s.samples, kind, lang, s.over);
  if (s.exact === true && s.samples === 1)
    return lang === 'cs' ? 'jediné možné rozložení' : 'the only possible layout';
  if (s.exact === true) return lang === 'cs' ? `všech ${over}, přesně` : `all ${over}, exactly`;
  return lang === 'cs' ? `průměr z ${over}` : `mean over ${over}`;
}

/** A seat-view grade's name: the grade's, or "as good as the best, within what can be known". */
export function seatGradeName(s: SeatGrade, lang: Lang): string {
  return s.withinError === true ? withinErrorName(lang) : gradeName(s.grade, lang);
}

/**
 * A seat-view grade in one sentence — the same words in the review and in the coach's note (one judge,
 * one wording): "Z tvého pohledu (průměr z 120 rozložení): lepší volba …, v průměru −1,2 ± 0,4 základu
 * (chyba)."; within the sampling error "…: stejně dobrá jako nejlepší, v mezích toho, co lze vědět
 * (vyšší průměr: …, −0,3 ± 0,4 základu)."
 */
export function seatGradeSentence(
  s: SeatGrade,
  kind: DecisionKind,
  lang: Lang,
  options: ReviewWordsOptions = {},
): string {
  const cs = lang === 'cs';
  const over = samplesOver(s, kind, lang);
  const head = cs ? `Z tvého pohledu (${over})` : `From your seat (${over})`;
  const figure = lossWithMargin(s.loss, s.margin, lang);
  const other = s.bestAction === null ? null : choiceName(s.bestAction, lang, options);
  if (s.withinError === true) {
    const vs =
      other === null
        ? ''
        : cs
          ? ` (vyšší průměr: ${other}, ${figure})`
          : ` (higher mean: ${other}, ${figure})`;
    return `${head}: ${withinErrorName(lang)}${vs}.`;
  }
  if (s.grade === 'best') return cs ? `${head}: nejlepší volba.` : `${head}: the best choice.`;
  const better =
    other === null
      ? cs
        ? 'lepší byla jiná volba'
        : 'another choice was better'
      : cs
        ? `lepší volba ${other}`
        : `the better choice was ${other}`;
  return cs
    ? `${head}: ${better}, v průměru ${figure} (${gradeName(s.grade, lang)}).`
    : `${head}: ${better}, ${figure} on average (${gradeName(s.grade, lang)}).`;
}

export interface DecisionWords {
  /** Trumfy, Talon, Karta … */
  readonly kind: string;
  /** What was chosen. */
  readonly chosen: string;
  /** The exact grade's name (null: not priced). */
  readonly grade: string | null;
  /** With every card visible: best, or what was better and what the choice cost. */
  readonly exact: string;
  /** From the seat's view (means over layouts or deals); '' when not priced. */
  readonly seatView: string;
  /** For a card: the solver's verdict on it (its cost and the line that punishes it). */
  readonly verdict: VerdictWords | null;
  /** A bidding decision priced on others' calls the hand cannot tell: the assumption in one line, else ''. */
  readonly replies: string;
  /** Everything in one paragraph. */
  readonly text: string;
}

/**
 * One graded decision in words. For a card, `before` (the position before it) adds the solver's
 * verdict in the words of verdict.ts.
 */
export function explainDecision(
  d: ReviewedDecision,
  lang: Lang,
  options: ReviewWordsOptions & { readonly before?: HandState } = {},
): DecisionWords {
  const cs = lang === 'cs';
  const kind = kindName(d.kind, lang);
  const chosen = choiceName(d.action, lang, options);
  /** "lepší volba žaludy" / "acorns was better"; without a named alternative, "another choice". */
  const better = (a: Action | null) =>
    a === null
      ? cs
        ? 'lepší byla jiná volba'
        : 'another choice was better'
      : cs
        ? `lepší volba ${choiceName(a, lang, options)}`
        : `the better choice was ${choiceName(a, lang, options)}`;

  let exact: string;
  const draws = d.draws === undefined ? null : drawsWords(d.draws, lang, d.kind);
  if (d.unjudged !== undefined) exact = unjudgedWords(d.unjudged, lang);
  else if (d.exact === null && draws?.exact) exact = draws.exact;
  else if (d.exact === null)
    exact = cs ? 'Tohle rozhodnutí počítač ocenit neumí.' : 'The solver cannot price this decision.';
  else if (d.exact.grade === 'best')
    exact = cs ? 'Se všemi kartami odkrytými: nejlepší volba.' : 'With every card visible: the best choice.';
  else
    exact = cs
      ? `Se všemi kartami odkrytými: ${better(d.bestAction)}, ${minus(d.exact.loss, lang)} (${gradeName(d.exact.grade, lang)}).`
      : `With every card visible: ${better(d.bestAction)}, ${minus(d.exact.loss, lang)} (${gradeName(d.exact.grade, lang)}).`;

  const seatView = d.seatView === null ? '' : seatGradeSentence(d.seatView, d.kind, lang, options);

  let verdict: VerdictWords | null = null;
  if (d.action.type === 'play' && d.analysis !== null && options.before !== undefined) {
    const card = d.action.card;
    const own =
      d.analysis.cards.find((c) => c.card === card) ??
      d.analysis.cards.find((c) => c.equivalent.includes(card));
    if (own !== undefined)
      verdict = explainVerdict(options.before, d.analysis, own.card, lang, { deck: options.deck ?? 'czech' });
  }
  const replies = d.replies === undefined ? '' : repliesWords(lang);
  const parts = [
    `${kind}: ${chosen}.`,
    exact,
    seatView,
    replies,
    d.seatView !== null && draws ? draws.method : '',
  ];
  if (verdict !== null && !verdict.best) parts.push(`${verdict.cost}.`, verdict.line);
  return {
    kind,
    chosen,
    grade: d.exact === null ? null : gradeName(d.exact.grade, lang),
    exact,
    seatView,
    verdict,
    replies,
    text: parts.filter((p) => p !== '').join(' '),
  };
}

// ---------------------------------------------------------------------------------------------
// Summaries

/**
 * How a decision is judged in the summaries: from the seat's view when that was priced (a choice that
 * was best on what the player could know is no mistake, src-shared/review/grade.ts), else exactly.
 */
export function judged(d: ReviewedDecision): DecisionGrade | null {
  return d.seatView ?? d.exact;
}

export interface ReviewSummary {
  /** Decisions per grade as `judged`; `unpriced` those the solver could not price. */
  readonly counts: Readonly<Record<Grade, number>> & { readonly unpriced: number };
  /** Money lost with every card visible, summed over the decisions. */
  readonly lost: number;
  /** Money lost from the seat's view (means), summed over the decisions priced so. */
  readonly seatLost: number;
  /** The decisions judged to have lost money, the costliest first (with each its hand's number). */
  readonly costliest: readonly { readonly handNo: number; readonly decision: ReviewedDecision }[];
}

/** Counts, money lost and the costliest decisions of one or more hand reviews. */
export function summarize(reviews: readonly HandReview[]): ReviewSummary {
  const counts = { best: 0, inaccuracy: 0, mistake: 0, blunder: 0, unpriced: 0 };
  let lost = 0;
  let seatLost = 0;
  const costly: { handNo: number; decision: ReviewedDecision }[] = [];
  for (const r of reviews)
    for (const d of r.decisions) {
      const g = judged(d);
      if (g === null) counts.unpriced++;
      else {
        counts[g.grade]++;
        if (g.grade !== 'best') costly.push({ handNo: r.handNo, decision: d });
      }
      lost += d.exact?.loss ?? 0;
      // A loss within the sampling error is no loss (grade.ts): only graded ones count.
      if (d.seatView && d.seatView.grade !== 'best') seatLost += d.seatView.loss;
    }
  const loss = (d: ReviewedDecision) => judged(d)?.loss ?? 0;
  costly.sort(
    (a, b) =>
      loss(b.decision) - loss(a.decision) || a.handNo - b.handNo || a.decision.index - b.decision.index,
  );
  return { counts, lost, seatLost, costliest: costly };
}

function countsText(s: ReviewSummary, lang: Lang): string {
  const total = GRADES.reduce((n, g) => n + s.counts[g], 0) + s.counts.unpriced;
  const parts = GRADES.filter((g) => s.counts[g] > 0).map((g) => `${gradeName(g, lang)} ${s.counts[g]}`);
  if (s.counts.unpriced > 0) parts.push(`${lang === 'cs' ? 'neoceněno' : 'not priced'} ${s.counts.unpriced}`);
  const head =
    lang === 'cs'
      ? `${total} ${plural(total, 'rozhodnutí', 'rozhodnutí', 'rozhodnutí')}, hodnoceno z tvého pohledu`
      : `${total} ${total === 1 ? 'decision' : 'decisions'}, graded from your seat`;
  return parts.length === 0 ? `${head}.` : `${head}: ${parts.join(', ')}.`;
}

function lostText(s: ReviewSummary, lang: Lang): string {
  if (s.lost === 0 && s.seatLost === 0) return lang === 'cs' ? 'Nic se neztratilo.' : 'Nothing was lost.';
  return lang === 'cs'
    ? `Ztraceno se všemi kartami odkrytými ${baseUnits(round(s.lost), lang)}, z tvého pohledu v průměru ${baseUnits(round(s.seatLost), lang)}.`
    : `Lost with every card visible: ${baseUnits(round(s.lost), lang)}; from your seat, on average: ${baseUnits(round(s.seatLost), lang)}.`;
}

function costlyLine(
  c: ReviewSummary['costliest'][number],
  lang: Lang,
  options: ReviewWordsOptions,
  withHand: boolean,
): string {
  const d = c.decision;
  const hand = withHand ? (lang === 'cs' ? `Rozdání ${c.handNo}, ` : `Hand ${c.handNo}, `) : '';
  const what = `${withHand ? kindName(d.kind, lang).toLowerCase() : kindName(d.kind, lang)} – ${choiceName(d.action, lang, options)}`;
  const g = judged(d) as DecisionGrade;
  return `${hand}${what}: ${minus(g.loss, lang)} (${gradeName(g.grade, lang)})`;
}

/** A hand's review in a few lines: the counts per grade, the money lost, the costliest decisions. */
export function explainHandSummary(
  review: HandReview,
  lang: Lang,
  options: ReviewWordsOptions & { readonly limit?: number } = {},
): string[] {
  const s = summarize([review]);
  const lines = [countsText(s, lang), lostText(s, lang)];
  const top = s.costliest.slice(0, options.limit ?? 3);
  if (top.length > 0)
    lines.push(
      `${lang === 'cs' ? 'Nejdražší' : 'Costliest'}: ${top.map((c) => costlyLine(c, lang, options, false)).join('; ')}.`,
    );
  return lines.map(capitalize);
}

/** An evening's reviews in a few lines: hands, counts, money lost and the costliest decisions overall. */
export function explainEveningSummary(
  reviews: readonly HandReview[],
  lang: Lang,
  options: ReviewWordsOptions & { readonly limit?: number } = {},
): string[] {
  const s = summarize(reviews);
  const n = reviews.length;
  const hands =
    lang === 'cs'
      ? `${n} ${plural(n, 'rozdání', 'rozdání', 'rozdání')} s rozborem.`
      : `${n} ${n === 1 ? 'hand' : 'hands'} reviewed.`;
  const lines = [hands, countsText(s, lang), lostText(s, lang)];
  const top = s.costliest.slice(0, options.limit ?? 5);
  if (top.length > 0)
    lines.push(
      `${lang === 'cs' ? 'Nejdražší' : 'Costliest'}: ${top.map((c) => costlyLine(c, lang, options, true)).join('; ')}.`,
    );
  return lines.map(capitalize);
}

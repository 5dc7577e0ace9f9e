/**
 * The solver's verdict on a card in words (Czech with "ty", English): what a card costs against the best
 * one (the settlement items that change, the points, the money), where it turns (the refutation up to the
 * trick after which the loss can no longer be undone, with every card it names), what the best card keeps,
 * a short label for the analysis board, and the seat view's per-card figures as counts of layouts.
 * Everything is worded from the solver's data (`Analysis`, `CardVerdict`, `SeatCardStats`); the line is
 * replayed through the engine to know who plays each card and who takes each trick.
 */
import type { Card } from '../cards/card.ts';
import type { Analysis, CardVerdict, SeatCardStats } from '../api/solver.ts';
import { apply } from '../engine/apply.ts';
import type { Game, Side } from '../engine/contract.ts';
import type { HandState } from '../engine/state.ts';
import { TRICKS_PER_HAND } from '../engine/state.ts';
import { type SideFacts, sideOf } from '../engine/score.ts';
import type { ItemKind, Outcome } from '../settlement/settle.ts';
import { type PayShape, formatNumber, payShapeOf, plural } from './format.ts';
import { type Deck, type Lang, capitalize, cardName, componentName, resultWord, theCard } from './names.ts';
import { verdictPrinciple, verdictRightPrinciple } from './principles/detect.ts';
import { type PrincipleWords, noPrincipleWords, principleWords } from './principles/words.ts';

/** One card's verdict in one language. */
export interface VerdictWords {
  readonly card: Card;
  /** Whether this card keeps the best result (its loss is 0). */
  readonly best: boolean;
  /** A few words for the analysis board: "+20 bodů", "sedma prohraná", "betl drží". */
  readonly label: string;
  /**
   * A losing card: what it costs ("o 20 bodů méně, hra prohraná, −1 základ od každého obránce").
   * A best card: what it keeps against the other cards ("drží sedmu a hru; jiná karta stojí až 2 základy").
   */
  readonly cost: string;
  /** A losing card: its refutation in words up to the turning trick; '' for a best card or without a line. */
  readonly line: string;
  /** The cards `line` names, in playing order (to highlight them). */
  readonly cards: readonly Card[];
  /**
   * The technique that makes the difference (explain/principles): for a losing card the one it misses
   * (`id` null: no principle named), for a best card why it is right against a losing one; null where
   * the analysis carries no lines to compare (stopped, or without its best line), or nothing to compare.
   */
  readonly principle: PrincipleWords | null;
}

export interface VerdictOptions {
  readonly deck?: Deck;
}

// ---------------------------------------------------------------------------------------------
// Small words

/** "2 základy" / "2 units of the base"; a fraction takes the genitive singular in Czech ("2,5 základu"). */
export function baseUnits(n: number, lang: Lang): string {
  const a = Math.abs(n);
  if (lang === 'en') return `${formatNumber(a, lang)} ${a === 1 ? 'unit' : 'units'} of the base`;
  const word = Number.isInteger(a) ? plural(a, 'základ', 'základy', 'základů') : 'základu';
  return `${formatNumber(a, lang)} ${word}`;
}

/** Money with its sign (a real minus sign): "+2 základy", "−0,5 základu". */
function signedUnits(n: number, lang: Lang): string {
  const sign = n > 0 ? '+' : n < 0 ? '−' : '';
  return `${sign}${baseUnits(n, lang)}`;
}

function points(n: number, lang: Lang): string {
  const a = Math.abs(n);
  return lang === 'cs' ? `${a} ${plural(a, 'bod', 'body', 'bodů')}` : `${a} ${a === 1 ? 'point' : 'points'}`;
}

/** Czech accusative of each component ("drží sedmu"). */
const COMPONENT_ACC: Readonly<Record<ItemKind, string>> = {
  game: 'hru',
  seven: 'sedmu',
  hundred: 'sto',
  sevenAgainst: 'sedmu proti',
  hundredAgainst: 'sto proti',
  betl: 'betl',
  durch: 'durch',
  openBetl: 'otevřený betl',
  openDurch: 'otevřený durch',
  silentSeven: 'tichou sedmu',
  silentHundred: 'tiché sto',
  twoSevens: 'dvě sedmy',
};

/** Whether the item the outcome belongs to was won by the side that announced (or achieved) it. */
export function outcomeWon(o: Outcome): boolean {
  switch (o.code) {
    case 'laidDown':
      return o.won;
    case 'unplayed':
    case 'sevenWon':
    case 'noTrick':
    case 'allTricks':
    case 'durchClever':
    case 'twoSevensWon':
      return true;
    case 'morePoints':
      return o.declarer > o.defence;
    case 'hundred':
      return o.counted >= 100;
    case 'trickMajority':
      return o.declarer * 2 > o.tricks;
    case 'sevenEarly':
    case 'sevenKilled':
    case 'tookTrick':
    case 'lostTrick':
    case 'auxSevenEarly':
    case 'auxSevenLate':
    case 'auxSevenKilled':
    case 'sevenWithDefence':
    case 'sevenMissing':
    case 'auxFour':
    case 'folded':
      return false;
  }
}

function join(items: readonly string[], lang: Lang, and = lang === 'cs' ? 'a' : 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) as string}`;
}

/**
 * An item with its owner: cs "sedma aktéra", "tiché sto obrany"; en "the declarer's seven", "the
 * defence's silent hundred" (`acc`: the Czech accusative, "drží sedmu"). `own`: the mover's own side's
 * item is named without its owner ("drží sedmu", what the best card keeps), else always with it.
 */
function owned(kind: ItemKind, itemSide: Side, mover: Side, lang: Lang, acc = false, own = true): string {
  const bare = own && itemSide === mover;
  if (lang === 'cs') {
    const name = acc ? COMPONENT_ACC[kind] : componentName(kind, lang);
    return bare ? name : `${name} ${itemSide === 'declarer' ? 'aktéra' : 'obrany'}`;
  }
  const name = componentName(kind, lang);
  return bare ? name : `the ${itemSide === 'declarer' ? "declarer's" : "defence's"} ${name}`;
}

/** The points that price a hundred (the hundred's own counting, settle.ts): all of them once it is made. */
function hundredPoints(o: Extract<Outcome, { code: 'hundred' }>): number {
  return o.counted >= 100 ? o.total : o.counted;
}

/**
 * One changed item, its owner always named (whose item it is, not whether it is good news):
 * "sedma aktéra prohraná", "hra obrany vyhraná", "hra aktéra se neplatí"; a hundred with its points
 * before and after ("tiché sto obrany: 130 → 110 bodů (−8 základů)", "sto aktéra prohrané: 100 → 90
 * bodů"); another item whose money changed without its result "… vyhraná (−2 základy)".
 */
function changePhrase(c: CardVerdict['changes'][number], mover: Side, lang: Lang): string {
  const name = owned(c.kind, c.side, mover, lang, false, false);
  if (c.after === null) return lang === 'cs' ? `${name} se neplatí` : `${name} no longer counts`;
  const wonAfter = outcomeWon(c.after);
  const same = c.before !== null && outcomeWon(c.before) === wonAfter;
  const money = same ? ` (${signedUnits(c.amount, lang)})` : '';
  if (c.before?.code === 'hundred' && c.after.code === 'hundred') {
    const change = `${hundredPoints(c.before)} → ${points(hundredPoints(c.after), lang)}`;
    return same ? `${name}: ${change}${money}` : `${name} ${resultWord(c.kind, wonAfter, lang)}: ${change}`;
  }
  return `${name} ${resultWord(c.kind, wonAfter, lang)}${money}`;
}

/**
 * The changes a verdict's words name: every item whose result or money differs (an item whose only
 * difference is the points it was decided by is worded by the points alone), the costliest first, so
 * the words lead with what the card costs (a change in the mover's favour or worth nothing comes last).
 */
export function namedChanges(v: CardVerdict): CardVerdict['changes'] {
  return v.changes
    .filter(
      (c) =>
        c.amount !== 0 ||
        c.before === null ||
        c.after === null ||
        outcomeWon(c.before) !== outcomeWon(c.after),
    )
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.amount - b.c.amount || a.i - b.i)
    .map((x) => x.c);
}

/** The points (cards and marriages) of the mover's side at the end of a verdict's line. */
function sidePoints(v: CardVerdict, side: Side): number | null {
  const o = v.outcome;
  if (o === null) return null;
  return side === 'declarer' ? o.declarerPoints + o.declarerMarriages : o.defencePoints + o.defenceMarriages;
}

function otherPoints(v: CardVerdict, side: Side): number | null {
  return sidePoints(v, side === 'declarer' ? 'defence' : 'declarer');
}

/**
 * Whom the declaring side's money comes from, as the hand is paid (settlement/payment.ts): " od každého
 * obránce" (alone against two or more, or without a shape), " od obránce" (lízaný's one against one),
 * " od obránce, který ti platí" (křížový's pairs: each loser pays one winner); '' for a defender, whose
 * money is his own.
 */
function fromWhom(side: Side, lang: Lang, shape?: PayShape): string {
  if (side === 'defence') return '';
  const kind =
    shape === undefined || (shape.declaring === 1 && shape.defending > 1)
      ? 'each'
      : shape.payment === 'pairs'
        ? 'pair'
        : 'one';
  const words = {
    each: { cs: ' od každého obránce', en: ' from each defender' },
    one: { cs: ' od obránce', en: ' from the defender' },
    pair: { cs: ' od obránce, který ti platí', en: ' from the defender who pays you' },
  } as const;
  return words[kind][lang];
}

/** The shape in which the hand of `state` is paid: its seats' sides (a seat sitting out defends). */
export function handPayShape(state: Pick<HandState, 'table'> & SideFacts): PayShape {
  return payShapeOf(Array.from({ length: state.table.size }, (_, s) => sideOf(state, s)));
}

/** The money a loss costs the mover: from whom for the declaring side, the mover's own for a defender. */
function lossMoney(loss: number, side: Side, lang: Lang, shape?: PayShape): string {
  return `${signedUnits(-loss, lang)}${fromWhom(side, lang, shape)}`;
}

// ---------------------------------------------------------------------------------------------
// The line

/** Who plays a card, seen from the mover: by side, so křížový's called partner is never "the defence". */
type Role = 'you' | 'partner' | 'declarer' | 'declarerPartner' | 'defence';

const SUBJECT: Readonly<Record<Role, Readonly<Record<Lang, string>>>> = {
  you: { cs: '', en: 'you' },
  partner: { cs: 'spoluhráč', en: 'your partner' },
  declarer: { cs: 'aktér', en: 'the declarer' },
  declarerPartner: { cs: 'spoluhráč aktéra', en: "the declarer's partner" },
  defence: { cs: 'obrana', en: 'the defence' },
};

function verb(role: Role, lead: boolean, lang: Lang): string {
  if (lang === 'cs') return role === 'you' ? (lead ? 'vyneseš' : 'zahraješ') : lead ? 'vynese' : 'zahraje';
  if (role === 'you') return lead ? 'lead' : 'play';
  return lead ? 'leads' : 'plays';
}

function takes(role: Role, lang: Lang): string {
  if (lang === 'cs') return role === 'you' ? 'bereš ho ty' : `bere ho ${SUBJECT[role].cs}`;
  return `${SUBJECT[role].en} ${role === 'you' ? 'take' : 'takes'} it`;
}

interface Played {
  readonly card: Card;
  readonly role: Role;
  readonly lead: boolean;
}

interface TrickWords {
  readonly index: number;
  readonly played: Played[];
  winner: Role | null;
}

/**
 * The refutation replayed through the engine up to the end of trick `until` (absolute, 0-based), with
 * who plays each card and who takes each trick.
 */
function replay(state: HandState, refutation: readonly Card[], until: number): TrickWords[] {
  const mover = state.toAct as number;
  const declarer = state.declarer as number;
  const moverSide = sideOf(state, mover);
  const roleOf = (seat: number): Role => {
    if (seat === mover) return 'you';
    const side = sideOf(state, seat);
    if (side === moverSide) return 'partner';
    if (side === 'defence') return 'defence';
    return seat === declarer ? 'declarer' : 'declarerPartner';
  };
  const tricks: TrickWords[] = [];
  let s = state;
  for (const card of refutation) {
    const index = s.tricks.length;
    if (index > until || s.phase !== 'play' || s.toAct === null) break;
    const lead = (s.trick?.cards.length ?? 0) === 0;
    if (tricks.at(-1)?.index !== index) tricks.push({ index, played: [], winner: null });
    const t = tricks.at(-1) as TrickWords;
    t.played.push({ card, role: roleOf(s.toAct), lead });
    const r = apply(s, { type: 'play', seat: s.toAct, card });
    if (!r.ok) throw new Error(`the line is refused by the engine at ${card}: ${r.error.code}`);
    s = r.value;
    if (s.tricks.length > index) t.winner = roleOf((s.tricks[index] as { winner: number }).winner);
  }
  return tricks;
}

function trickSentence(t: TrickWords, lang: Lang, deck: Deck): string {
  const groups: Played[][] = [];
  for (const p of t.played) {
    const g = groups.at(-1);
    // One subject for consecutive cards of one role: "obrana vynese kulové eso a zahraje červenou osmu".
    if (g && g[0]?.role === p.role) g.push(p);
    else groups.push([p]);
  }
  const name = (c: Card) => (lang === 'cs' ? cardName(c, lang, deck, 'acc') : theCard(c, lang, deck));
  const and = lang === 'cs' ? 'a' : 'and';
  const parts = groups.map((g) => {
    const first = g[0] as Played;
    const subject = SUBJECT[first.role][lang];
    const follows = g.filter((p) => !p.lead);
    const played = (ps: readonly Played[]) =>
      `${verb(first.role, false, lang)} ${join(
        ps.map((p) => name(p.card)),
        lang,
      )}`;
    const text = first.lead
      ? `${verb(first.role, true, lang)} ${name(first.card)}${follows.length > 0 ? ` ${and} ${played(follows)}` : ''}`
      : played(follows);
    return `${subject ? `${subject} ` : ''}${text}`;
  });
  const head = lang === 'cs' ? `${t.index + 1}. zdvih: ` : `Trick ${t.index + 1}: `;
  const tail = t.winner === null ? '' : `; ${takes(t.winner, lang)}`;
  return `${head}${parts.join(', ')}${tail}.`;
}

/**
 * A line of play from `state` in words, trick by trick to its end (the seat to act is "you"): the play a
 * goal's judge found after a card (explain/goal.ts), worded as the refutations are.
 */
export function explainLine(
  state: HandState,
  line: readonly Card[],
  lang: Lang,
  deck: Deck = 'czech',
): string {
  return replay(state, line, Number.MAX_SAFE_INTEGER)
    .map((t) => trickSentence(t, lang, deck))
    .join(' ');
}

function turnSentence(turnsAt: number | null, lang: Lang): string {
  if (turnsAt === null)
    return lang === 'cs'
      ? 'Po kterém zdvihu už se ztráta nedá odvrátit, se nepodařilo včas spočítat.'
      : 'After which trick the loss can no longer be undone was not worked out in time.';
  if (turnsAt === TRICKS_PER_HAND - 1)
    return lang === 'cs' ? 'Ztrátu zpečetí až poslední zdvih.' : 'Only the last trick seals the loss.';
  return lang === 'cs'
    ? `Po ${turnsAt + 1}. zdvihu už se ztráta nedá odvrátit.`
    : `After trick ${turnsAt + 1} the loss can no longer be undone.`;
}

// ---------------------------------------------------------------------------------------------
// Verdicts

/**
 * The item a losing card's label names: the one that costs the mover most (the most money lost), so a
 * label never names a change that costs nothing — a turned item rated 0 by the house's rates, or one in
 * the mover's favour — while another costs; null when none costs.
 */
export function costlyChange(v: CardVerdict): CardVerdict['changes'][number] | null {
  let worst: CardVerdict['changes'][number] | null = null;
  for (const c of v.changes) if (c.amount < 0 && (worst === null || c.amount < worst.amount)) worst = c;
  return worst;
}

/**
 * The board's label: betl and durch hold or fall; otherwise the item that costs most (`costlyChange`),
 * else a component whose result the card turns, else the points of both sides at the end of the line
 * ("20 : 90 bodů"), else the money.
 */
function label(game: Game | null, v: CardVerdict, side: Side, lang: Lang, shape?: PayShape): string {
  const o = v.outcome;
  if (game !== null && game !== 'suit' && o !== null)
    return `${componentName(game, lang)} ${lang === 'cs' ? (o.brokenAt === null ? 'drží' : 'padne') : o.brokenAt === null ? 'holds' : 'fails'}`;
  const costly = costlyChange(v);
  if (costly) return changePhrase(costly, side, lang);
  const flipped = v.changes.find(
    (c) => c.before !== null && c.after !== null && outcomeWon(c.before) !== outcomeWon(c.after),
  );
  if (flipped) return changePhrase(flipped, side, lang);
  const mine = sidePoints(v, side);
  const theirs = otherPoints(v, side);
  // The points the side ends with against the other side's, as a score ("20 : 90 bodů"): a margin such
  // as "−70 bodů" on a best card read as a loss of 70 points.
  if (mine !== null && theirs !== null) return `${mine} : ${points(theirs, lang)}`;
  return v.loss > 0 ? lossMoney(v.loss, side, lang, shape) : lang === 'cs' ? 'nejlepší' : 'best';
}

/**
 * One card's verdict in words. `state` is the position analysed (the seat to act is "you"); `analysis`
 * is `analyze(state)`; `card` one of its cards.
 */
export function explainVerdict(
  state: HandState,
  analysis: Analysis,
  card: Card,
  lang: Lang,
  options: VerdictOptions = {},
): VerdictWords {
  const deck = options.deck ?? 'czech';
  const v = analysis.cards.find((c) => c.card === card);
  if (!v) throw new Error(`no verdict on ${card}`);
  const best = analysis.cards.find((c) => c.loss === 0) ?? v;
  const side = analysis.side;
  const shape = handPayShape(state);
  const boardLabel = label(state.game, v, side, lang, shape);
  if (v.loss === 0)
    return {
      card,
      best: true,
      label: boardLabel,
      cost: keeps(analysis, side, lang, shape),
      line: '',
      cards: [],
      principle: rightPrinciple(state, analysis, card, lang, deck),
    };
  return {
    card,
    best: false,
    label: boardLabel,
    ...costAndLine(state, v, best, side, lang, deck, shape),
    principle: losingPrinciple(state, analysis, v, lang, deck),
  };
}

/** A losing card's principle in words, "no principle named" when none holds; null without lines. */
function losingPrinciple(
  state: HandState,
  analysis: Analysis,
  v: CardVerdict,
  lang: Lang,
  deck: Deck,
): PrincipleWords | null {
  if (v.refutation === null || analysis.bestLine === undefined) return null;
  const p = verdictPrinciple(state, analysis, v.card);
  return p === null ? noPrincipleWords(lang) : principleWords(p, state, lang, deck);
}

/** Why a best card is right in words (detect.ts `rightPrinciple`); null when nothing is named. */
function rightPrinciple(
  state: HandState,
  analysis: Analysis,
  card: Card,
  lang: Lang,
  deck: Deck,
): PrincipleWords | null {
  const p = verdictRightPrinciple(state, analysis, card);
  return p === null ? null : principleWords(p, state, lang, deck);
}

function costAndLine(
  state: HandState,
  v: CardVerdict,
  best: CardVerdict,
  side: Side,
  lang: Lang,
  deck: Deck,
  shape: PayShape,
): Pick<VerdictWords, 'cost' | 'line' | 'cards'> {
  const cost = costOf(v, best, side, lang, shape);
  if (v.refutation === null) return { cost, line: '', cards: [] };
  const until = v.turnsAt ?? state.tricks.length;
  const tricks = replay(state, v.refutation, until);
  const sentences = tricks.map((t) => trickSentence(t, lang, deck));
  sentences.push(turnSentence(v.turnsAt, lang));
  const cards = tricks.flatMap((t) => t.played.map((p) => p.card));
  return { cost, line: sentences.join(' '), cards };
}

/** What a losing card costs: the points, the changed items, the money. */
function costOf(v: CardVerdict, best: CardVerdict, side: Side, lang: Lang, shape?: PayShape): string {
  const parts: string[] = [];
  const pointsMatter = v.changes.some((c) =>
    [c.before, c.after].some((o) => o !== null && (o.code === 'morePoints' || o.code === 'hundred')),
  );
  const mine = sidePoints(v, side);
  const bestMine = sidePoints(best, side);
  if (pointsMatter && mine !== null && bestMine !== null && bestMine > mine)
    parts.push(
      lang === 'cs' ? `o ${points(bestMine - mine, lang)} méně` : `${points(bestMine - mine, lang)} fewer`,
    );
  for (const c of namedChanges(v)) parts.push(changePhrase(c, side, lang));
  parts.push(lossMoney(v.loss, side, lang, shape));
  return capitalize(parts.join(', '));
}

/**
 * A card's label and cost without its line: the same words as `explainVerdict`, from the contract's
 * game alone, so they can be said while the hand is running without the hidden hands (the coach at the
 * table: no card the person could not see is named). `shape`: how the hand is paid (handPayShape);
 * without it, the declarer alone against each defender.
 */
export function explainCost(
  game: Game | null,
  analysis: Analysis,
  card: Card,
  lang: Lang,
  shape?: PayShape,
): Omit<VerdictWords, 'line' | 'cards' | 'principle'> {
  const v = analysis.cards.find((c) => c.card === card);
  if (!v) throw new Error(`no verdict on ${card}`);
  const best = analysis.cards.find((c) => c.loss === 0) ?? v;
  const side = analysis.side;
  const boardLabel = label(game, v, side, lang, shape);
  if (v.loss === 0) return { card, best: true, label: boardLabel, cost: keeps(analysis, side, lang, shape) };
  return { card, best: false, label: boardLabel, cost: costOf(v, best, side, lang, shape) };
}

/** What the best card keeps: the mover's items the other cards lose, the opponents' they let through. */
function keeps(analysis: Analysis, side: Side, lang: Lang, shape?: PayShape): string {
  const losing = analysis.cards.filter((c) => c.loss > 0);
  if (losing.length === 0)
    return analysis.complete
      ? lang === 'cs'
        ? 'Všechny karty vedou ke stejnému výsledku.'
        : 'Every card leads to the same result.'
      : lang === 'cs'
        ? 'Zatím nejlepší z ohodnocených karet.'
        : 'The best of the cards valued so far.';
  const held: string[] = [];
  const stopped: string[] = [];
  const seen = new Set<string>();
  for (const v of losing)
    for (const c of v.changes) {
      const key = `${c.kind}:${c.side}`;
      // An item that does not arise counts as not won.
      const wonBefore = c.before !== null && outcomeWon(c.before);
      const wonAfter = c.after !== null && outcomeWon(c.after);
      if (seen.has(key) || wonBefore === wonAfter) continue;
      seen.add(key);
      if (c.side === side && wonBefore) held.push(owned(c.kind, c.side, side, lang, true));
      if (c.side !== side && wonAfter) stopped.push(owned(c.kind, c.side, side, lang, true));
    }
  const worst = Math.max(...losing.map((c) => c.loss));
  const parts: string[] = [];
  if (held.length > 0)
    parts.push(lang === 'cs' ? `drží ${join(held, lang, 'i')}` : `keeps the ${join(held, lang)}`);
  if (stopped.length > 0)
    parts.push(lang === 'cs' ? `nepustí ${join(stopped, lang, 'ani')}` : `stops ${join(stopped, lang)}`);
  const money = baseUnits(worst, lang);
  const per = fromWhom(side, lang, shape);
  parts.push(
    lang === 'cs' ? `jiná karta stojí až ${money}${per}` : `another card costs up to ${money}${per}`,
  );
  return `${capitalize(parts.join('; '))}.`;
}

/** Every card of an analysis in words, in the analysis's order (best first). */
export function explainAnalysis(
  state: HandState,
  analysis: Analysis,
  lang: Lang,
  options: VerdictOptions = {},
): VerdictWords[] {
  return analysis.cards.map((c) => explainVerdict(state, analysis, c.card, lang, options));
}

// ---------------------------------------------------------------------------------------------
// The seat view

/** The first word of a Czech numeral, to choose "v"/"ve" and "z"/"ze" before it. */
function numeralStart(n: number): string {
  const ONES = ['nula', 'jeden', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'];
  const TEENS = [
    'deset',
    'jedenáct',
    'dvanáct',
    'třináct',
    'čtrnáct',
    'patnáct',
    'šestnáct',
    'sedmnáct',
    'osmnáct',
    'devatenáct',
  ];
  const TENS = [
    '',
    '',
    'dvacet',
    'třicet',
    'čtyřicet',
    'padesát',
    'šedesát',
    'sedmdesát',
    'osmdesát',
    'devadesát',
  ];
  if (n >= 1000) return n < 2000 ? 'tisíc' : numeralStart(Math.floor(n / 1000));
  if (n >= 100) return n < 200 ? 'sto' : n < 300 ? 'dvě' : (ONES[Math.floor(n / 100)] as string);
  if (n >= 20) return TENS[Math.floor(n / 10)] as string;
  if (n >= 10) return TEENS[n - 10] as string;
  return ONES[n] as string;
}

/** "v 5", "ve 3", "ve 12" as the numeral is spoken. */
export function czechIn(n: number): string {
  const w = numeralStart(n);
  return /^(dv|tř|čt|st|v|f)/.test(w) ? `ve ${n}` : `v ${n}`;
}

/** "z 5", "ze 4", "ze 7" as the numeral is spoken. */
export function czechFrom(n: number): string {
  const w = numeralStart(n);
  return /^(s|z|š|ž|dv|tř|čt)/.test(w) ? `ze ${n}` : `z ${n}`;
}

export interface SeatStatsWords {
  /** "nejlepší ve 3 ze 4 zkoušených rozložení" / "best in 3 of 4 layouts tried". */
  readonly keeps: string;
  /** "výhra ve všech 12" / "a win in all 12". */
  readonly wins: string;
  /** "průměrně +1,5 základu" / "on average +1.5 units of the base" (from the mover's side). */
  readonly mean: string;
}

/** How many of `n` layouts a share stands for. */
function countOf(share: number, n: number): number {
  return Math.round(share * n);
}

/** Czech adjective of the layouts: "zkoušen-" (sampled) or "možn-" (every possible one). */
function layoutsPhrase(k: number, n: number, lang: Lang, exact: boolean): string {
  if (lang === 'cs') {
    const adj = exact ? 'možn' : 'zkoušen';
    if (n === 1) return `v jediném ${adj}ém rozložení`;
    if (k === n) return `ve všech ${n} ${adj}ých rozloženích`;
    if (k === 0) return `v žádném ${czechFrom(n)} ${adj}ých rozložení`;
    return `${czechIn(k)} ${czechFrom(n)} ${adj}ých rozložení`;
  }
  const what = `${n === 1 ? 'layout' : 'layouts'} ${exact ? 'possible' : 'tried'}`;
  if (n === 1) return `in the only ${what}`;
  if (k === n) return `in all ${n} ${what}`;
  if (k === 0) return `in none of the ${n} ${what}`;
  return `in ${k} of ${n} ${what}`;
}

/** "ve všech 12" / "ve 3 ze 4" / "v žádném z 12" (of the layouts just named). */
function countPhrase(k: number, n: number, lang: Lang): string {
  if (lang === 'cs')
    return k === n ? `ve všech ${n}` : k === 0 ? `v žádném ${czechFrom(n)}` : `${czechIn(k)} ${czechFrom(n)}`;
  return k === n ? `in all ${n}` : k === 0 ? `in none of ${n}` : `in ${k} of ${n}`;
}

/**
 * The seat view's figures for one card as counts of layouts a learner can picture: `layouts` solved
 * (`exact`: every possible layout), `side` the side to move (the mean is worded in its favour).
 * Impersonal, so that a computer player's reason can use it too.
 */
export function describeSeatStats(
  stats: Pick<SeatCardStats, 'keeps' | 'wins'> & { readonly meanValue?: number },
  layouts: number,
  lang: Lang,
  options: { readonly exact?: boolean; readonly side?: Side } = {},
): SeatStatsWords {
  const cs = lang === 'cs';
  const exact = options.exact ?? false;
  const k = countOf(stats.keeps, layouts);
  const w = countOf(stats.wins, layouts);
  const where = layoutsPhrase(k, layouts, lang, exact);
  const keepsText =
    layouts === 1 && k === 0
      ? cs
        ? `není nejlepší ${where}`
        : `not the best ${where}`
      : cs
        ? `nejlepší ${where}`
        : `the best ${where}`;
  const winsText =
    layouts === 1
      ? cs
        ? w === 1
          ? 'výhra'
          : 'bez výhry'
        : w === 1
          ? 'a win'
          : 'no win'
      : cs
        ? `výhra ${countPhrase(w, layouts, lang)}`
        : `a win ${countPhrase(w, layouts, lang)}`;
  const mean = stats.meanValue ?? 0;
  const favour = options.side === 'defence' ? -mean : mean;
  const meanText = cs ? `průměrně ${signedUnits(favour, lang)}` : `on average ${signedUnits(favour, lang)}`;
  return { keeps: keepsText, wins: winsText, mean: meanText };
}

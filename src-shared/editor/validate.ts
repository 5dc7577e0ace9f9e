/**
 * The position editor's draft and its validation. A draft may be incomplete or wrong; `validate` lists
 * every problem as data with the cards it concerns (worded by explain/editor.ts). A draft without
 * problems becomes a `Position` (`toPosition`) that `fromPosition` accepts, or, before the bidding, a
 * deck that deals exactly its hands (`toDeck`, by each variant's own deal). Legality of the tricks is
 * never judged here: they are replayed through the engine and its own refusal is reported.
 *
 * Drafts of every variant (docs/formats.md), each known by its `VariantDef.editor` (editor/draft.ts:
 * its deal, its games, its fields of a position): volený's contract is checked field by field here
 * (`contractCheck: 'fields'`); for licitovaný, křížový and lízaný the cards are counted here (talon,
 * stock, hands, tricks of the variant's table) and the contract is judged by `fromPosition` itself,
 * whose refusal is the problem `position` (worded by io/describe.ts). A lízaný draft holds the stock still to be drawn; the cards
 * drawn so far are taken from what each player held since (`drawnCards`), as the position needs them.
 */
import { type Card, CARDS, cardPoints, rankOf, suitOf } from '../cards/card.ts';
import type { ComponentKind, Game } from '../engine/contract.ts';
import { isNoTrump } from '../engine/contract.ts';
import { offeredGames } from '../engine/contract.ts';
import { type Position, fromPosition, variantOf } from '../engine/position.ts';
import {
  type Seat,
  type Table,
  type Variant,
  activeSeats,
  forehand,
  nextActive,
  tricksPerHand,
} from '../engine/table.ts';
import type { InputError } from '../io/errors.ts';
import { winningIndex } from '../engine/trick.ts';
import type { Reason } from '../explain/reason.ts';
import { type PresetId, preset } from '../rules/ruleset.ts';
import { DEFAULT_VARIANT } from '../variants/ids.ts';
import { variantDef, variantTable } from '../variants/registry.ts';
import { doublingCap } from '../rules/bounds.ts';
import type { DealtCards, DraftStage, EditorDraft } from './draft.ts';

export type { DraftStage, EditorDraft } from './draft.ts';

/** Lízaný: the stock a draft should still hold after its finished tricks. */
export function stockLeft(d: Pick<EditorDraft, 'variant' | 'tricks'>): number {
  return Math.max(0, variantDef(d.variant).stockSize - 2 * d.tricks.length);
}

/** The cards a variant lays in the talon: two in volený and licitovaný, none in křížový and lízaný. */
export function talonSizeOf(v: Variant): number {
  return variantDef(v).talonSize;
}

/** Cards each active seat holds at the first lead (before any draw). */
export function cardsAtLead(d: Pick<EditorDraft, 'variant' | 'players' | 'dealer'>): number {
  const tricks = tricksPerHand({ table: tableOf(d) });
  return tricks - variantDef(d.variant).stockSize / 2;
}

const SUIT_LIST = ['H', 'B', 'L', 'A'] as const;

/** Where a card lies in a draft. */
export type Place =
  | { readonly kind: 'hand'; readonly seat: Seat }
  | { readonly kind: 'talon' }
  | { readonly kind: 'stock' }
  | { readonly kind: 'trick'; readonly index: number }
  | { readonly kind: 'current' };

export type AnnouncementKind = 'seven' | 'hundred' | 'sevenAgainst' | 'hundredAgainst';

/** Everything that can be wrong with a draft. `cards` are the offending cards to highlight. */
export type EditorProblem =
  | { readonly code: 'duplicate'; readonly card: Card; readonly places: readonly Place[] }
  | { readonly code: 'missing'; readonly cards: readonly Card[] }
  | {
      readonly code: 'handCount';
      readonly seat: Seat;
      readonly expected: number;
      readonly got: number;
      readonly cards: readonly Card[];
    }
  | { readonly code: 'sittingOut'; readonly seat: Seat; readonly cards: readonly Card[] }
  | {
      readonly code: 'talonCount';
      readonly expected: number;
      readonly got: number;
      readonly cards: readonly Card[];
    }
  | { readonly code: 'playBeforeBidding'; readonly cards: readonly Card[] }
  | { readonly code: 'declarerSitsOut'; readonly seat: Seat }
  | { readonly code: 'trumpMissing' }
  | { readonly code: 'trumpInNoTrump' }
  /** An open game under rules that have none (the preset gives it no rate). */
  | { readonly code: 'gameNotOffered'; readonly game: Game }
  | { readonly code: 'talonAceOrTen'; readonly card: Card }
  | { readonly code: 'talonTrumpCard'; readonly card: Card }
  | { readonly code: 'trumpCardSuit'; readonly card: Card }
  | { readonly code: 'announcementNotInGame'; readonly kind: AnnouncementKind }
  | {
      readonly code: 'sevenNotHeld';
      readonly kind: 'seven' | 'sevenAgainst';
      readonly seat: Seat;
      readonly card: Card;
    }
  | { readonly code: 'marriageNotHeld'; readonly kind: 'hundred' | 'hundredAgainst'; readonly seat: Seat }
  | { readonly code: 'againstByDeclarer'; readonly kind: 'sevenAgainst' | 'hundredAgainst' }
  | { readonly code: 'bothSevens' }
  | { readonly code: 'bothHundreds' }
  | { readonly code: 'doubleWithoutComponent'; readonly component: ComponentKind }
  | { readonly code: 'doublesTooMany'; readonly component: ComponentKind; readonly max: number }
  | {
      readonly code: 'trickSize';
      readonly index: number;
      readonly expected: number;
      readonly cards: readonly Card[];
    }
  | { readonly code: 'currentTrickFull'; readonly expected: number; readonly cards: readonly Card[] }
  | { readonly code: 'tooManyTricks'; readonly tricks: number }
  | {
      readonly code: 'illegalPlay';
      /** The trick's index; `tricks.length` for the current trick. */
      readonly trick: number;
      readonly seat: Seat;
      readonly card: Card;
      readonly reason: Reason;
    }
  | { readonly code: 'playAfterEnd'; readonly trick: number; readonly cards: readonly Card[] }
  /** Lízaný: the stock holds other than the 16 cards less two for each trick finished. */
  | {
      readonly code: 'stockCount';
      readonly expected: number;
      readonly got: number;
      readonly cards: readonly Card[];
    }
  /** Křížový and lízaný lay no talon. */
  | { readonly code: 'noTalon'; readonly variant: Variant; readonly cards: readonly Card[] }
  /** A draft of licitovaný, křížový or lízaný refused by `fromPosition` (its own words: io/describe.ts). */
  | { readonly code: 'position'; readonly error: InputError };

export type EditorProblemCode = EditorProblem['code'];

/** The cards a problem names (to highlight). */
export function problemCards(p: EditorProblem): readonly Card[] {
  switch (p.code) {
    case 'duplicate':
    case 'talonAceOrTen':
    case 'talonTrumpCard':
    case 'trumpCardSuit':
    case 'sevenNotHeld':
    case 'illegalPlay':
      return [p.card];
    case 'missing':
    case 'handCount':
    case 'sittingOut':
    case 'talonCount':
    case 'playBeforeBidding':
    case 'trickSize':
    case 'currentTrickFull':
    case 'playAfterEnd':
    case 'stockCount':
    case 'noTalon':
      return p.cards;
    default:
      return [];
  }
}

/**
 * The field of the draft the engine's refusal is about (the root of its path: `wonStep`, `called`,
 * `declarer`, `talon`, `announced` …), for the editor to mark; null for the other problems.
 */
export function problemField(p: EditorProblem): string | null {
  if (p.code !== 'position') return null;
  const e = p.error;
  const path = e.code === 'invalid' || e.code === 'cardCount' ? e.path : null;
  return path === null ? null : (path.split(/[.[]/)[0] ?? null);
}

/** Every card with the places it lies in. */
export function placesOf(d: EditorDraft): Map<Card, Place[]> {
  const seen = new Map<Card, Place[]>();
  const note = (c: Card, place: Place) => seen.set(c, [...(seen.get(c) ?? []), place]);
  d.hands.forEach((h, seat) => h.forEach((c) => note(c, { kind: 'hand', seat })));
  d.talon.forEach((c) => note(c, { kind: 'talon' }));
  d.stock.forEach((c) => note(c, { kind: 'stock' }));
  d.tricks.forEach((t, index) => t.forEach((c) => note(c, { kind: 'trick', index })));
  d.current.forEach((c) => note(c, { kind: 'current' }));
  return seen;
}

/** The draft's table: at four the dealer sits out, except in křížový where all four play. */
export function tableOf(d: Pick<EditorDraft, 'variant' | 'players' | 'dealer'>): Table {
  return variantTable(d.variant, d.players, d.dealer);
}

/** Who leads the first trick: forehand in a suit game, the declarer in betl and durch. */
export function firstLeader(d: EditorDraft): Seat {
  return d.game === 'suit' ? forehand(tableOf(d)) : d.declarer;
}

/** The seat that played each card of the tricks, following the winners (lenient: any sizes). */
export function playedBy(d: EditorDraft): Map<Card, Seat> {
  const table = tableOf(d);
  const trump = d.game === 'suit' ? d.trump : null;
  const out = new Map<Card, Seat>();
  let leader = firstLeader(d);
  const per = activeSeats(table).length;
  for (const t of [...d.tricks, d.current]) {
    let s = leader;
    const seats: Seat[] = [];
    for (const c of t) {
      if (!out.has(c)) out.set(c, s);
      seats.push(s);
      s = nextActive(table, s);
    }
    if (t.length === per) leader = seats[winningIndex(t, trump)] as Seat;
  }
  return out;
}

/** Who won each finished trick, following the leaders (lenient: any sizes). */
function winnersOf(d: EditorDraft): Seat[] {
  const table = tableOf(d);
  const trump = d.game === 'suit' ? d.trump : null;
  const per = activeSeats(table).length;
  const out: Seat[] = [];
  let leader = firstLeader(d);
  for (const t of d.tricks) {
    if (t.length !== per) break;
    let s = leader;
    const seats: Seat[] = [];
    for (let i = 0; i < t.length; i++, s = nextActive(table, s)) seats.push(s);
    leader = seats[winningIndex(t, trump)] as Seat;
    out.push(leader);
  }
  return out;
}

/**
 * Lízaný: the cards drawn after each finished trick while the stock lasted, in the order the position
 * names them (the winner of trick k drew the 2k-th, the other the next). A draft says only where the
 * cards are now, so each draw is taken from what the drawer played after it or still holds — any such
 * choice replays to the same hands. Fewer cards than the draws when the counts are wrong.
 */
export function drawnCards(d: EditorDraft): Card[] {
  const stockSize = variantDef(d.variant).stockSize;
  if (stockSize === 0) return [];
  const winners = winnersOf(d).slice(0, stockSize / 2);
  const by = playedBy(d);
  // When each card left the drawer's hand: the trick it was played to, or never (still held).
  const leaves = new Map<Card, number>();
  [...d.tricks, d.current].forEach((t, k) => t.forEach((c) => leaves.set(c, k)));
  const slots: [number, Seat][] = winners.flatMap((w, k): [number, Seat][] => [
    [2 * k, w],
    [2 * k + 1, (w + 1) % 2],
  ]);
  const owner = (c: Card): Seat => by.get(c) ?? d.hands.findIndex((h) => h.includes(c));
  const kept = new Set<Card>(
    CARDS.filter((c) => {
      const r = rankOf(c);
      if (r === '7') return true;
      if (r !== 'K' && r !== 'O') return false;
      const mate = `${suitOf(c)}${r === 'K' ? 'O' : 'K'}` as Card;
      return owner(c) === owner(mate);
    }),
  );
  const out: (Card | undefined)[] = new Array<Card | undefined>(slots.length);
  const used = new Set<Card>();
  // The latest draws first: each takes the candidate that leaves soonest yet after the draw.
  for (const [i, seat] of [...slots].reverse()) {
    const k = Math.floor(i / 2);
    const held = (d.hands[seat] ?? []).filter((c) => !used.has(c));
    const played = [...by].filter(([c, s]) => s === seat && !used.has(c) && (leaves.get(c) ?? -1) > k);
    played.sort((a, b) => (leaves.get(a[0]) ?? 0) - (leaves.get(b[0]) ?? 0));
    // Any candidate keeps the later draws possible (theirs are a superset); cards an announcement
    // needs in the first hand (a marriage, a seven) are taken last.
    const candidates = [...played.map(([c]) => c), ...held];
    const card = candidates.find((c) => !kept.has(c)) ?? candidates[0];
    if (card === undefined) continue;
    used.add(card);
    out[i] = card;
  }
  const drawn: Card[] = [];
  for (const c of out) {
    if (c === undefined) break;
    drawn.push(c);
  }
  return drawn;
}

/** The position a draft in play stands for (meaningful once `validate` finds nothing). */
export function toPosition(d: EditorDraft): Position {
  const tricks = d.current.length > 0 ? [...d.tricks, d.current] : d.tricks;
  const suit = d.game === 'suit';
  const plain: Position = {
    rules: preset(d.preset),
    players: d.players,
    dealer: d.dealer,
    declarer: d.declarer,
    game: d.game,
    trump: suit ? d.trump : null,
    announced: suit ? d.announced : {},
    doubles: d.doubles,
    hands: d.hands,
    talon: d.talon,
    tricks,
  };
  return variantDef(d.variant).editor.toPosition(d, plain, { drawn: () => drawnCards(d) });
}

function cardProblems(d: EditorDraft): EditorProblem[] {
  const out: EditorProblem[] = [];
  const places = placesOf(d);
  for (const [card, where] of places)
    if (where.length > 1) out.push({ code: 'duplicate', card, places: where });
  const missing = CARDS.filter((c) => !places.has(c));
  if (missing.length > 0) out.push({ code: 'missing', cards: missing });
  return out;
}

function countProblems(d: EditorDraft): EditorProblem[] {
  const out: EditorProblem[] = [];
  const table = tableOf(d);
  const active = activeSeats(table);
  const per = active.length;
  if (stageOf(d) === 'deal') {
    const played = [...d.tricks.flat(), ...d.current];
    if (played.length > 0) out.push({ code: 'playBeforeBidding', cards: played });
    // Licitovaný deals the talon with the hands; volený's forehand lays it aside after choosing trumps.
    const talon = talonAtDeal(d);
    if (talonSizeOf(d.variant) === 0 && d.talon.length > 0)
      out.push({ code: 'noTalon', variant: d.variant, cards: d.talon });
    else if (d.talon.length !== talon)
      out.push({ code: 'talonCount', expected: talon, got: d.talon.length, cards: d.talon });
    const stock = variantDef(d.variant).stockSize;
    if (d.stock.length !== stock)
      out.push({ code: 'stockCount', expected: stock, got: d.stock.length, cards: d.stock });
    const sizes = dealtSizes(d);
    d.hands.forEach((h, seat) => {
      if (!active.includes(seat)) {
        if (h.length > 0) out.push({ code: 'sittingOut', seat, cards: h });
        return;
      }
      const expected = sizes[seat] ?? 0;
      if (h.length !== expected) out.push({ code: 'handCount', seat, expected, got: h.length, cards: h });
    });
    return out;
  }
  const talon = talonSizeOf(d.variant);
  if (talon === 0 && d.talon.length > 0) out.push({ code: 'noTalon', variant: d.variant, cards: d.talon });
  else if (d.talon.length !== talon)
    out.push({ code: 'talonCount', expected: talon, got: d.talon.length, cards: d.talon });
  const stock = stockLeft(d);
  if (d.stock.length !== stock)
    out.push({ code: 'stockCount', expected: stock, got: d.stock.length, cards: d.stock });
  const inHand = tricksPerHand({ table });
  const total = d.tricks.length + (d.current.length > 0 ? 1 : 0);
  if (total > inHand) out.push({ code: 'tooManyTricks', tricks: total });
  d.tricks.forEach((t, index) => {
    if (t.length !== per) out.push({ code: 'trickSize', index, expected: per, cards: t });
  });
  if (d.current.length >= per) out.push({ code: 'currentTrickFull', expected: per, cards: d.current });
  const by = playedBy(d);
  const atLead = cardsAtLead(d);
  // Lízaný: each finished trick while the stock lasts gives both players a card.
  const draws = Math.min(d.tricks.length, variantDef(d.variant).stockSize / 2);
  d.hands.forEach((h, seat) => {
    if (!active.includes(seat)) {
      if (h.length > 0) out.push({ code: 'sittingOut', seat, cards: h });
      return;
    }
    let played = 0;
    for (const s of by.values()) if (s === seat) played++;
    const expected = Math.max(0, atLead + draws - played);
    if (h.length !== expected) out.push({ code: 'handCount', seat, expected, got: h.length, cards: h });
  });
  return out;
}

function contractProblems(d: EditorDraft): EditorProblem[] {
  const out: EditorProblem[] = [];
  const active = activeSeats(tableOf(d));
  if (!active.includes(d.declarer)) out.push({ code: 'declarerSitsOut', seat: d.declarer });
  const a = d.announced;
  const rules = preset(d.preset);
  if (!offeredGames({ rules }).includes(d.game)) out.push({ code: 'gameNotOffered', game: d.game });
  if (isNoTrump(d.game)) {
    if (d.trump !== null) out.push({ code: 'trumpInNoTrump' });
    for (const kind of ['seven', 'hundred', 'sevenAgainst', 'hundredAgainst'] as const)
      if (kind === 'seven' || kind === 'hundred' ? a[kind] : (a[kind] ?? null) !== null)
        out.push({ code: 'announcementNotInGame', kind });
  } else {
    if (d.trump === null) out.push({ code: 'trumpMissing' });
    const by = playedBy(d);
    const owner = (c: Card): Seat => by.get(c) ?? d.hands.findIndex((h) => h.includes(c));
    const marriage = (seat: Seat) =>
      SUIT_LIST.some((s) => owner(`${s}O`) === seat && owner(`${s}K`) === seat);
    const seven = d.trump === null ? null : (`${d.trump}7` as Card);
    if (a.seven && seven !== null && owner(seven) !== d.declarer)
      out.push({ code: 'sevenNotHeld', kind: 'seven', seat: d.declarer, card: seven });
    if (a.hundred && !marriage(d.declarer))
      out.push({ code: 'marriageNotHeld', kind: 'hundred', seat: d.declarer });
    const sa = a.sevenAgainst ?? null;
    if (sa !== null) {
      if (sa === d.declarer) out.push({ code: 'againstByDeclarer', kind: 'sevenAgainst' });
      else if (a.seven) out.push({ code: 'bothSevens' });
      else if (seven !== null && owner(seven) !== sa)
        out.push({ code: 'sevenNotHeld', kind: 'sevenAgainst', seat: sa, card: seven });
    }
    const ha = a.hundredAgainst ?? null;
    if (ha !== null) {
      if (ha === d.declarer) out.push({ code: 'againstByDeclarer', kind: 'hundredAgainst' });
      else if (a.hundred) out.push({ code: 'bothHundreds' });
      else if (!marriage(ha)) out.push({ code: 'marriageNotHeld', kind: 'hundredAgainst', seat: ha });
    }
    for (const c of d.talon) if (cardPoints(c) > 0) out.push({ code: 'talonAceOrTen', card: c });
    const tc = d.trumpCard;
    if (tc !== null && d.trump !== null && suitOf(tc) !== d.trump)
      out.push({ code: 'trumpCardSuit', card: tc });
    else if (tc !== null && d.talon.includes(tc)) out.push({ code: 'talonTrumpCard', card: tc });
  }
  const present = new Set<ComponentKind>();
  if (isNoTrump(d.game)) present.add(d.game as ComponentKind);
  else {
    present.add(a.hundred ? 'hundred' : 'game');
    if (a.seven) present.add('seven');
    if ((a.sevenAgainst ?? null) !== null) present.add('sevenAgainst');
    if ((a.hundredAgainst ?? null) !== null) present.add('hundredAgainst');
  }
  for (const [k, n] of Object.entries(d.doubles) as [ComponentKind, number | undefined][]) {
    if ((n ?? 0) <= 0) continue;
    if (!present.has(k)) out.push({ code: 'doubleWithoutComponent', component: k });
    else if ((n ?? 0) > doublingCap(rules))
      out.push({ code: 'doublesTooMany', component: k, max: doublingCap(rules) });
  }
  return out;
}

/**
 * The tricks replayed through the engine (fromPosition): its first refusal, or a card played after the
 * hand was over. Announcements already found wrong are left out so that the replay can still run. In
 * the other variants the engine judges the contract too: any refusal of it is the problem `position`.
 */
function replayProblems(d: EditorDraft, announcementsOk: boolean): EditorProblem[] {
  const pos = toPosition(d);
  const r = fromPosition(announcementsOk ? pos : { ...pos, announced: {}, doubles: {} });
  if (r.ok) return [];
  const e = r.error;
  if (e.code === 'illegalPlay')
    return [{ code: 'illegalPlay', trick: e.trick, seat: e.seat, card: e.card, reason: e.reason }];
  if (e.code === 'invalid' && e.problem.kind === 'playAfterEnd') {
    const all = pos.tricks.slice(e.problem.trick).flat();
    return [{ code: 'playAfterEnd', trick: e.problem.trick, cards: all }];
  }
  // A contract checked field by field (volený): anything else is one of the problems found above.
  return checksFields(d) ? [] : [{ code: 'position', error: e }];
}

/** The moment a draft stands for (every variant has both). */
export function stageOf(d: Pick<EditorDraft, 'variant' | 'stage'>): DraftStage {
  return d.stage;
}

/** The contract is judged field by field here (volený), not by the engine's refusal alone. */
const checksFields = (d: Pick<EditorDraft, 'variant'>): boolean =>
  variantDef(d.variant).editor.contractCheck === 'fields';

/** The variant's deal of the deck in order (CARDS), read for where each card of a deal lands. */
function probeDeal(d: Pick<EditorDraft, 'variant' | 'players' | 'dealer' | 'preset'>): DealtCards {
  return variantDef(d.variant).editor.deal(tableOf(d), CARDS, preset(d.preset));
}

/** The cards of the talon dealt with the hands, before the bidding (licitovaný's two). */
export function talonAtDeal(d: Pick<EditorDraft, 'variant' | 'players' | 'dealer' | 'preset'>): number {
  return probeDeal(d).talon.length;
}

/**
 * The cards each seat is dealt before the bidding, by the variant's deal: volený's forehand twelve and
 * the others ten, licitovaný ten each (the talon dealt too), křížový and lízaný eight each (lízaný's
 * stock of 16 after).
 */
export function dealtSizes(d: Pick<EditorDraft, 'variant' | 'players' | 'dealer' | 'preset'>): number[] {
  const { hands } = probeDeal(d);
  return Array.from({ length: d.players }, (_, s) => hands.get(s)?.length ?? 0);
}

/** Where each card of a deck dealt by the variant lands: a seat's hand, the talon or the stock, in order. */
type Slot = { readonly seat: Seat } | { readonly talon: true } | { readonly stock: true };

/**
 * The deal of the variant's flow read off a probe deck (the cards in deck order): per deck index, where
 * its card lands. A seat's cards keep the order dealt (the first packet first), as do talon and stock.
 */
function dealSlots(d: EditorDraft): Slot[] {
  const index = new Map(CARDS.map((c, i) => [c, i]));
  const slots: Slot[] = new Array<Slot>(CARDS.length);
  const mark = (cards: readonly Card[], slot: Slot) =>
    cards.forEach((c) => (slots[index.get(c) ?? 0] = slot));
  const { hands, talon, stock } = probeDeal(d);
  for (const [seat, cards] of hands) mark(cards, { seat });
  mark(talon, { talon: true });
  mark(stock, { stock: true });
  return slots;
}

/**
 * A deck that deals a draft before the bidding exactly: volený 7-5-5-5-5-5 from forehand, forehand's
 * twelve cards in the order held (the first seven are the ones he chooses trumps from); the other
 * variants by their flow's deal, each hand in the order held (křížový's and lízaný's first four are the
 * packet forehand names trumps from), the talon and lízaný's stock in their order.
 */
export function toDeck(d: EditorDraft): Card[] {
  const slots = dealSlots(d);
  const next = new Map<string, number>();
  const take = (key: string, from: readonly Card[]): Card => {
    const k = next.get(key) ?? 0;
    next.set(key, k + 1);
    return from[k] as Card;
  };
  return slots.map((slot) =>
    'seat' in slot
      ? take(`h${slot.seat}`, d.hands[slot.seat] ?? [])
      : 'talon' in slot
        ? take('talon', d.talon)
        : take('stock', d.stock),
  );
}

/** Every problem of a draft; empty when it can be analysed and played. */
export function validate(d: EditorDraft): EditorProblem[] {
  const cards = cardProblems(d);
  const counts = countProblems(d);
  if (stageOf(d) === 'deal') return [...cards, ...counts];
  if (!checksFields(d))
    return cards.length + counts.length > 0 ? [...cards, ...counts] : replayProblems(d, true);
  const contract = contractProblems(d);
  const out = [...cards, ...counts, ...contract];
  const blocking = out.some(
    (p) =>
      p.code === 'talonAceOrTen' ||
      p.code === 'declarerSitsOut' ||
      p.code === 'trumpMissing' ||
      p.code === 'trumpInNoTrump' ||
      p.code === 'gameNotOffered' ||
      cards.includes(p) ||
      counts.includes(p),
  );
  if (!blocking) {
    const announcementsOk = contract.every((p) => p.code === 'talonTrumpCard' || p.code === 'trumpCardSuit');
    out.push(...replayProblems(d, announcementsOk));
  }
  return out;
}

/**
 * A position as a draft: its last trick, when unfinished, is the current trick; a lízaný stock keeps
 * the cards not yet drawn. Every variant's own fields are kept.
 */
export function draftOf(p: Position, presetId: PresetId): EditorDraft {
  const variant = variantOf(p);
  const per = activeSeats(variantTable(variant, p.players, p.dealer)).length;
  const last = p.tricks[p.tricks.length - 1];
  const open = last !== undefined && last.length < per;
  const tricks = open ? p.tricks.slice(0, -1) : p.tricks;
  const drawn = 2 * Math.min(tricks.length, variantDef(variant).stockSize / 2);
  return {
    variant,
    stage: 'play',
    preset: presetId,
    players: p.players,
    dealer: p.dealer,
    declarer: p.declarer,
    game: p.game,
    trump: p.trump,
    trumpCard: null,
    announced: p.announced,
    doubles: p.doubles,
    hands: p.hands,
    talon: p.talon,
    tricks,
    current: open ? last : [],
    aux: p.aux ?? null,
    wonStep: p.wonStep ?? null,
    called: p.called ?? null,
    stock: (p.stock ?? []).slice(drawn),
  };
}

/** An empty draft: no cards placed, a suit game of forehand at three with the given preset. */
export function emptyDraft(presetId: PresetId = 'csm'): EditorDraft {
  return {
    variant: DEFAULT_VARIANT,
    stage: 'play',
    preset: presetId,
    players: 3,
    dealer: 2,
    declarer: 0,
    game: 'suit',
    trump: 'H',
    trumpCard: null,
    announced: {},
    doubles: {},
    hands: [[], [], []],
    talon: [],
    tricks: [],
    current: [],
    aux: null,
    wonStep: null,
    called: null,
    stock: [],
  };
}

/**
 * An empty draft of `variant` at `players` (its first table size when that is not one of its own):
 * forehand declares a suit game, as the variant's flow lets him.
 */
export function emptyDraftOf(variant: Variant, presetId: PresetId, players?: number): EditorDraft {
  const sizes = variantDef(variant).players;
  const n = sizes.find((x) => x === players) ?? sizes[0]!;
  const dealer = n - 1;
  return {
    ...emptyDraft(presetId),
    variant,
    players: n,
    dealer,
    declarer: forehand({ size: n, dealer }),
    hands: Array.from({ length: n }, () => []),
  };
}

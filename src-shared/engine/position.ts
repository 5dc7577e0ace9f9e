/**
 * Positions: a hand at any moment of play described plainly (hands, talon, contract, trumps, doubles,
 * declarer, tricks played) instead of by its action history. fromPosition checks the description and
 * replays the tricks through the engine, so a position is valid exactly when the engine could reach it.
 */
import { type Card, type Suit, CARDS, cardPoints, suitOf } from '../cards/card.ts';
import { fromCards, toCards } from '../cards/cardset.ts';
import type { InputError, InvalidProblem } from '../io/errors.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Result, err, ok } from '../util/result.ts';
import { apply } from './apply.ts';
import { offeredGames } from './legal.ts';
import { type Component, type ComponentKind, type Game, isNoTrump } from './contract.ts';
import { type HandState, NO_VARIANT_FIELDS } from './state.ts';
import { type Seat, type Table, activeSeats, forehand, tricksPerHand } from './table.ts';
import { seatOfCard, winningIndex } from './trick.ts';
import { doublingCap } from '../rules/bounds.ts';

export interface Announced {
  readonly seven?: boolean;
  readonly hundred?: boolean;
  /** The defender who announced seven against, if any. */
  readonly sevenAgainst?: Seat | null;
  readonly hundredAgainst?: Seat | null;
}

export interface Position {
  readonly rules: Ruleset;
  readonly players: 3 | 4;
  readonly dealer: Seat;
  readonly declarer: Seat;
  readonly game: Game;
  /** Trumps of a suit game; null in betl and durch. */
  readonly trump: Suit | null;
  readonly announced: Announced;
  /** Doublings per component (flek = 1, re = 2 …); missing means 0. */
  readonly doubles: Partial<Record<ComponentKind, number>>;
  /** Cards still held, per seat (the seat sitting out at four holds none). */
  readonly hands: readonly (readonly Card[])[];
  readonly talon: readonly Card[];
  /** Cards played, trick by trick in playing order; the last trick may be unfinished. */
  readonly tricks: readonly (readonly Card[])[];
}

const invalid = (path: string, problem: InvalidProblem): InputError => ({ code: 'invalid', path, problem });

function checkCards(p: Position): InputError | null {
  const seen = new Map<Card, string[]>();
  // Linear however many times a card repeats.
  const note = (c: Card, path: string) => {
    const paths = seen.get(c);
    if (paths === undefined) seen.set(c, [path]);
    else paths.push(path);
  };
  p.hands.forEach((h, s) => h.forEach((c, i) => note(c, `hands[${s}][${i}]`)));
  p.talon.forEach((c, i) => note(c, `talon[${i}]`));
  p.tricks.forEach((t, k) => t.forEach((c, i) => note(c, `tricks[${k}][${i}]`)));
  for (const [card, paths] of seen) if (paths.length > 1) return { code: 'duplicateCard', card, paths };
  const missing = CARDS.filter((c) => !seen.has(c));
  if (missing.length > 0) return { code: 'missingCards', cards: missing };
  if (p.talon.length !== 2) return { code: 'cardCount', path: 'talon', expected: 2, got: p.talon.length };
  return null;
}

function buildComponents(p: Position, owner: (c: Card) => Seat): Result<Component[], InputError> {
  const a = p.announced;
  const d = p.declarer;
  const out: Component[] = [];
  const doubles = (k: ComponentKind) => p.doubles[k] ?? 0;
  const marriageOf = (seat: Seat) =>
    (['H', 'B', 'L', 'A'] as const).some((s) => owner(`${s}O`) === seat && owner(`${s}K`) === seat);
  if (isNoTrump(p.game)) {
    for (const k of ['seven', 'hundred', 'sevenAgainst', 'hundredAgainst'] as const)
      if (a[k]) return err(invalid(`announced.${k}`, { kind: 'componentNotInGame', component: k }));
    out.push({
      kind: p.game as ComponentKind,
      side: 'declarer',
      announcer: d,
      doubles: doubles(p.game as ComponentKind),
    });
  } else {
    const seven = `${p.trump}7` as Card;
    if (a.hundred && !marriageOf(d))
      return err(invalid('announced.hundred', { kind: 'marriageNotHeld', seat: d }));
    if (a.seven && owner(seven) !== d)
      return err(invalid('announced.seven', { kind: 'sevenNotHeld', seat: d, card: seven }));
    out.push({
      kind: a.hundred ? 'hundred' : 'game',
      side: 'declarer',
      announcer: d,
      doubles: doubles(a.hundred ? 'hundred' : 'game'),
    });
    if (a.seven) out.push({ kind: 'seven', side: 'declarer', announcer: d, doubles: doubles('seven') });
    const sa = a.sevenAgainst ?? null;
    if (sa !== null) {
      if (sa === d) return err(invalid('announced.sevenAgainst', { kind: 'againstByDeclarer', seat: sa }));
      if (a.seven)
        return err(
          invalid('announced.sevenAgainst', { kind: 'componentNotInGame', component: 'sevenAgainst' }),
        );
      if (owner(seven) !== sa)
        return err(invalid('announced.sevenAgainst', { kind: 'sevenNotHeld', seat: sa, card: seven }));
      out.push({ kind: 'sevenAgainst', side: 'defence', announcer: sa, doubles: doubles('sevenAgainst') });
    }
    const ha = a.hundredAgainst ?? null;
    if (ha !== null) {
      if (ha === d) return err(invalid('announced.hundredAgainst', { kind: 'againstByDeclarer', seat: ha }));
      if (a.hundred)
        return err(
          invalid('announced.hundredAgainst', { kind: 'componentNotInGame', component: 'hundredAgainst' }),
        );
      if (!marriageOf(ha))
        return err(invalid('announced.hundredAgainst', { kind: 'marriageNotHeld', seat: ha }));
      out.push({
        kind: 'hundredAgainst',
        side: 'defence',
        announcer: ha,
        doubles: doubles('hundredAgainst'),
      });
    }
  }
  const max = doublingCap(p.rules);
  for (const [k, n] of Object.entries(p.doubles)) {
    if (!out.some((c) => c.kind === k) && (n ?? 0) > 0)
      return err(invalid(`doubles.${k}`, { kind: 'componentNotInGame', component: k }));
    if ((n ?? 0) > max) return err(invalid(`doubles.${k}`, { kind: 'doublesTooMany', component: k, max }));
  }
  return ok(out);
}

export function fromPosition(p: Position): Result<HandState, InputError> {
  const table: Table = { size: p.players, dealer: p.dealer };
  const active = activeSeats(table);
  for (const [path, seat] of [
    ['dealer', p.dealer],
    ['declarer', p.declarer],
  ] as const)
    if (
      !Number.isInteger(seat) ||
      seat < 0 ||
      seat >= p.players ||
      (path === 'declarer' && !active.includes(seat))
    )
      return err(invalid(path, { kind: 'seatOutOfRange', seat, players: p.players }));
  if (p.hands.length !== p.players)
    return err({ code: 'cardCount', path: 'hands', expected: p.players, got: p.hands.length });
  const cardProblem = checkCards(p);
  if (cardProblem) return err(cardProblem);
  // Open betl and durch exist only in rules that give them a rate (rules/000 čl. IV odst. 1 has none).
  if (!offeredGames(p).includes(p.game))
    return err(invalid('game', { kind: 'gameNotOffered', game: p.game }));
  if (p.game === 'suit' && p.trump === null) return err(invalid('trump', { kind: 'trumpMissing' }));
  if (p.game !== 'suit' && p.trump !== null) return err(invalid('trump', { kind: 'trumpInNoTrumpGame' }));
  // Positions describe volený hands.
  const tricksInHand = tricksPerHand({ table });
  if (p.tricks.length > tricksInHand)
    return err(invalid('tricks', { kind: 'tooManyTricks', tricks: p.tricks.length }));
  const perTrick = active.length;
  for (let k = 0; k < p.tricks.length; k++) {
    const n = (p.tricks[k] as Card[]).length;
    if (n > perTrick) return err({ code: 'cardCount', path: `tricks[${k}]`, expected: perTrick, got: n });
    if (n < perTrick && k < p.tricks.length - 1)
      return err(invalid(`tricks[${k}]`, { kind: 'partialTrickNotLast' }));
  }
  if (p.game === 'suit') {
    const banned = p.talon.find((c) => cardPoints(c) > 0);
    if (banned) return err(invalid('talon', { kind: 'discardNotAllowed', card: banned }));
  }

  // Who played each card follows from the leaders, which follow from the winners.
  const playedBy = new Map<Card, Seat>();
  let leader = p.game === 'suit' ? forehand(table) : p.declarer;
  for (const t of p.tricks) {
    t.forEach((c, i) => playedBy.set(c, seatOfCard({ table }, leader, i)));
    if (t.length === perTrick) leader = seatOfCard({ table }, leader, winningIndex(t, p.trump));
  }
  const owner = (c: Card): Seat => playedBy.get(c) ?? p.hands.findIndex((h) => h.includes(c));
  for (let s = 0; s < p.players; s++) {
    const held = (p.hands[s] as Card[]).length;
    const played = [...playedBy.values()].filter((x) => x === s).length;
    if (!active.includes(s)) {
      if (held > 0) return err(invalid(`hands[${s}]`, { kind: 'sittingOutHasCards', seat: s }));
      continue;
    }
    if (held + played !== tricksInHand)
      return err({ code: 'cardCount', path: `hands[${s}]`, expected: tricksInHand - played, got: held });
  }
  const components = buildComponents(p, owner);
  if (!components.ok) return components;

  const initial = Array.from({ length: p.players }, (_, s) =>
    fromCards([...(p.hands[s] as Card[]), ...CARDS.filter((c) => playedBy.get(c) === s)]),
  );
  const first = p.game === 'suit' ? forehand(table) : p.declarer;
  let state: HandState = {
    variant: 'chosen',
    rules: p.rules,
    table,
    phase: 'play',
    toAct: first,
    hands: initial,
    talon: fromCards(p.talon),
    talonBy: p.declarer,
    firstSeven: 0,
    people: [],
    trumpCard: null,
    trumpBlind: false,
    trump: p.trump,
    trumpShown: p.game === 'suit',
    talonTrumps: p.trump === null ? [] : p.talon.filter((c) => suitOf(c) === p.trump),
    bidding: null,
    declarer: p.declarer,
    game: p.game,
    components: components.value,
    doubling: null,
    tricks: [],
    trick: { leader: first, cards: [] },
    marriages: [],
    calls: [],
    claim: null,
    end: null,
    ...NO_VARIANT_FIELDS,
  };
  for (let k = 0; k < p.tricks.length; k++) {
    for (const card of p.tricks[k] as Card[]) {
      if (state.phase === 'finished') return err(invalid(`tricks[${k}]`, { kind: 'playAfterEnd', trick: k }));
      const seat = state.toAct as Seat;
      const next = apply(state, { type: 'play', seat, card });
      if (!next.ok) return err({ code: 'illegalPlay', trick: k, seat, card, reason: next.error });
      state = next.value;
    }
  }
  return ok(state);
}

/** The plain description of a state in play or finished (the inverse of fromPosition). */
/** The announcements a contract's components stand for. */
export function announcedOf(components: readonly Component[]): Announced {
  const comps = new Map(components.map((c) => [c.kind, c]));
  return {
    seven: comps.has('seven'),
    hundred: comps.has('hundred'),
    sevenAgainst: comps.get('sevenAgainst')?.announcer ?? null,
    hundredAgainst: comps.get('hundredAgainst')?.announcer ?? null,
  };
}

export function describe(state: HandState): Position {
  const doubles: Partial<Record<ComponentKind, number>> = {};
  for (const c of state.components) if (c.doubles > 0) doubles[c.kind] = c.doubles;
  const tricks = state.tricks.map((t) => t.cards);
  if (state.trick && state.trick.cards.length > 0) tricks.push(state.trick.cards);
  return {
    rules: state.rules,
    // Positions describe volený hands, played at three or four (dealer sitting out).
    players: state.table.size as Position['players'],
    dealer: state.table.dealer,
    declarer: state.declarer as Seat,
    game: state.game as Game,
    trump: state.trump,
    announced: announcedOf(state.components),
    doubles,
    hands: state.hands.map(toCards),
    talon: toCards(state.talon),
    tricks,
  };
}

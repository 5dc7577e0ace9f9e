/**
 * Positions: a hand at any moment of play described plainly (hands, talon, contract, trumps, doubles,
 * declarer, tricks played) instead of by its action history. fromPosition checks the description and
 * replays the tricks through the engine, so a position is valid exactly when the engine could reach it.
 * A position of another variant than volený names it (`variant`) and carries that variant's fields:
 * licitovaný the auxiliary suit of dvě sedmy and the step won, křížový the rank called, lízaný the stock.
 */
import { type Card, CARDS, suitOf } from '../cards/card.ts';
import { fromCards, toCards } from '../cards/cardset.ts';
import type { InputError } from '../io/errors.ts';
import { doublingCap } from '../rules/bounds.ts';
import { type Result, err, ok } from '../util/result.ts';
import {
  flowOf,
  playingRules,
  positionHooksOf,
  variantDef,
  variantDefs,
  variantTable,
} from '../variants/registry.ts';
import { apply } from './apply.ts';
import { type Component, type ComponentKind, type Game } from './contract.ts';
import {
  type Announced,
  type ContractFacts,
  type Position,
  invalid,
  plainComponents,
  variantOf,
} from './position-contract.ts';
import type { HandState } from './state.ts';
import { type Seat, type Table, type Variant, activeSeats, forehand, tricksPerHand } from './table.ts';
import { seatOfCard, winningIndex } from './trick.ts';

export { type Announced, type Position, STOCK_SIZE, variantOf } from './position-contract.ts';
export { POSITION_PLAYERS } from '../variants/registry.ts';

/** Tricks completed: each is followed by a draw of two while lízaný's stock lasts. */
const completed = (p: Position, perTrick: number): number =>
  p.tricks.filter((t) => t.length === perTrick).length;

/**
 * Every card once. Lízaný's stock is given as it lay at the first lead: its first `drawn` cards have
 * been drawn since and are counted where they are now (a hand or a trick).
 */
function checkCards(p: Position, v: Variant, drawn: number): InputError | null {
  const seen = new Map<Card, string[]>();
  // Linear however many times a card repeats.
  const note = (c: Card, path: string) => {
    const paths = seen.get(c);
    if (paths === undefined) seen.set(c, [path]);
    else paths.push(path);
  };
  const stock = p.stock ?? [];
  p.hands.forEach((h, s) => h.forEach((c, i) => note(c, `hands[${s}][${i}]`)));
  p.talon.forEach((c, i) => note(c, `talon[${i}]`));
  stock.forEach((c, i) => {
    if (i >= drawn) note(c, `stock[${i}]`);
  });
  p.tricks.forEach((t, k) => t.forEach((c, i) => note(c, `tricks[${k}][${i}]`)));
  for (const [card, paths] of seen) if (paths.length > 1) return { code: 'duplicateCard', card, paths };
  const missing = CARDS.filter((c) => !seen.has(c));
  if (missing.length > 0) return { code: 'missingCards', cards: missing };
  const { talonSize: talon, stockSize: inStock } = variantDef(v);
  if (p.talon.length !== talon)
    return { code: 'cardCount', path: 'talon', expected: talon, got: p.talon.length };
  if (stock.length !== inStock)
    return { code: 'cardCount', path: 'stock', expected: inStock, got: stock.length };
  return null;
}

/** The fields of other variants a position may not carry, with the variant they belong to. */
function foreignField(p: Position, v: Variant): { field: string; belongs: Variant } | null {
  const present = {
    aux: (p.aux ?? null) !== null,
    wonStep: (p.wonStep ?? null) !== null,
    called: (p.called ?? null) !== null,
    stock: (p.stock ?? []).length > 0,
  };
  for (const def of variantDefs())
    for (const field of def.positionFields)
      if (present[field] && def.id !== v) return { field, belongs: def.id };
  return null;
}

function buildComponents(
  p: Position,
  v: Variant,
  owner: (c: Card) => Seat,
  partner: Seat | null,
): Result<Component[], InputError> {
  const facts: ContractFacts = {
    owner,
    partner,
    doubles: (k: ComponentKind) => p.doubles[k] ?? 0,
    marriageOf: (seat: Seat) =>
      (['H', 'B', 'L', 'A'] as const).some((s) => owner(`${s}O`) === seat && owner(`${s}K`) === seat),
  };
  const built = (positionHooksOf(v).components ?? plainComponents)(p, facts);
  if (!built.ok) return built;
  const out = built.value;
  const max = doublingCap(p.rules);
  for (const [k, n] of Object.entries(p.doubles)) {
    if (!out.some((c) => c.kind === k) && (n ?? 0) > 0)
      return err(invalid(`doubles.${k}`, { kind: 'componentNotInGame', component: k }));
    if ((n ?? 0) > max) return err(invalid(`doubles.${k}`, { kind: 'doublesTooMany', component: k, max }));
  }
  return ok(out);
}

function tableOf(v: Variant, players: number, dealer: Seat): Table {
  return variantTable(v, players as Table['size'], dealer);
}

export function fromPosition(p: Position): Result<HandState, InputError> {
  const v = variantOf(p);
  if (!variantDef(v).players.includes(p.players))
    return err(invalid('players', { kind: 'variantPlayers', variant: v, players: p.players }));
  const foreign = foreignField(p, v);
  if (foreign !== null)
    return err(
      invalid(foreign.field, {
        kind: 'notInVariant',
        field: foreign.field,
        variant: v,
        belongs: foreign.belongs,
      }),
    );
  // The variant's own rules, as a hand dealt under the preset gets them (licitovaný's betl and durch).
  const rules = playingRules(v, p.rules);
  const table = tableOf(v, p.players, p.dealer);
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
  const perTrick = active.length;
  const hooks = positionHooksOf(v);
  const stockSize = variantDef(v).stockSize;
  // While the stock lasts, each completed trick is followed by a draw of two.
  const draws = 2 * Math.min(completed(p, perTrick), stockSize / 2);
  const cardProblem = checkCards(p, v, draws);
  if (cardProblem) return err(cardProblem);
  // Open betl and durch exist only in rules that give them a rate (rules/000 čl. IV odst. 1 has none).
  if (!hooks.games(p).includes(p.game)) return err(invalid('game', { kind: 'gameNotOffered', game: p.game }));
  if (p.game === 'suit' && p.trump === null) return err(invalid('trump', { kind: 'trumpMissing' }));
  if (p.game !== 'suit' && p.trump !== null) return err(invalid('trump', { kind: 'trumpInNoTrumpGame' }));
  // Who may declare what (lízaný, křížový: forehand declares a suit game).
  const contractProblem = hooks.checkContract?.(p, table) ?? null;
  if (contractProblem) return err(contractProblem);
  const tricksInHand = tricksPerHand({ table });
  if (p.tricks.length > tricksInHand)
    return err(invalid('tricks', { kind: 'tooManyTricks', tricks: p.tricks.length, max: tricksInHand }));
  for (let k = 0; k < p.tricks.length; k++) {
    const n = (p.tricks[k] as Card[]).length;
    if (n > perTrick) return err({ code: 'cardCount', path: `tricks[${k}]`, expected: perTrick, got: n });
    if (n < perTrick && k < p.tricks.length - 1)
      return err(invalid(`tricks[${k}]`, { kind: 'partialTrickNotLast' }));
  }
  const talonProblem = hooks.checkTalon?.(p) ?? null;
  if (talonProblem) return err(talonProblem);

  // Who played each card follows from the leaders, which follow from the winners; in lízaný the
  // winners also say who drew which card of the stock.
  const stock = p.stock ?? [];
  const playedBy = new Map<Card, Seat>();
  const drawnBy = new Map<Card, [Seat, number]>();
  let leader = p.game === 'suit' ? forehand(table) : p.declarer;
  for (let k = 0; k < p.tricks.length; k++) {
    const t = p.tricks[k] as Card[];
    t.forEach((c, i) => playedBy.set(c, seatOfCard({ table }, leader, i)));
    if (t.length !== perTrick) continue;
    leader = seatOfCard({ table }, leader, winningIndex(t, p.trump));
    const top = stock[2 * k];
    const next = stock[2 * k + 1];
    if (top !== undefined) drawnBy.set(top, [leader, 2 * k]);
    if (next !== undefined) drawnBy.set(next, [(leader + 1) % 2, 2 * k + 1]);
  }
  const heldBy = (c: Card): Seat => p.hands.findIndex((h) => h.includes(c));
  const owner = (c: Card): Seat => playedBy.get(c) ?? heldBy(c);
  // A card drawn went to the drawer's hand: it is still there or he played it after drawing it.
  for (const [card, [seat, i]] of drawnBy)
    if (owner(card) !== seat) return err(invalid(`stock[${i}]`, { kind: 'drawnNotHeld', card, seat }));
  const atLead = tricksInHand - stockSize / 2;
  for (let s = 0; s < p.players; s++) {
    const held = (p.hands[s] as Card[]).length;
    const played = [...playedBy.values()].filter((x) => x === s).length;
    const drew = [...drawnBy.values()].filter(([x]) => x === s).length;
    if (!active.includes(s)) {
      if (held > 0) return err(invalid(`hands[${s}]`, { kind: 'sittingOutHasCards', seat: s }));
      continue;
    }
    if (held + played !== atLead + drew)
      return err({ code: 'cardCount', path: `hands[${s}]`, expected: atLead + drew - played, got: held });
  }
  // Before the first lead: the cards each seat then held (the drawn ones not yet).
  const initialOwner = (c: Card): Seat => (drawnBy.has(c) ? -1 : stock.includes(c) ? -1 : owner(c));
  // Křížový: the holder of the called card partners the declarer; the declarer holding it plays alone.
  const partnerCard = hooks.partnerCard?.(p) ?? null;
  const holder = partnerCard === null ? null : initialOwner(partnerCard);
  const partner = holder === null || holder === p.declarer ? null : holder;
  const components = buildComponents({ ...p, rules }, v, initialOwner, partner);
  if (!components.ok) return components;

  const initial = Array.from({ length: p.players }, (_, s) =>
    fromCards(CARDS.filter((c) => initialOwner(c) === s)),
  );
  const first = p.game === 'suit' ? forehand(table) : p.declarer;
  const withTalon = variantDef(v).talonSize > 0;
  let state: HandState = {
    variant: v,
    rules,
    table,
    phase: 'play',
    toAct: first,
    hands: initial,
    talon: fromCards(p.talon),
    talonBy: withTalon ? p.declarer : null,
    firstSeven: 0,
    people: [],
    trumpCard: null,
    trumpBlind: false,
    trump: p.trump,
    trumpShown: p.game === 'suit',
    talonTrumps:
      !withTalon || p.trump === null || !p.rules.talonTrumpsShown
        ? []
        : (hooks.talonTrumps?.(p) ?? p.talon.filter((c) => suitOf(c) === p.trump)),
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
    own: hooks.own(p, { partner, partnerCard }),
  };
  // A hand the flow ends before the first lead (licitovaný: four auxiliary cards shown) has no play.
  const ended = flowOf(v)?.beforePlay?.({ ...state, phase: 'doubling' }) ?? null;
  if (ended !== null) return err(invalid('hands', { kind: 'endedBeforePlay', end: ended.end ?? 'played' }));
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

/** The plain description of a state in play or finished (the inverse of fromPosition). */
export function describe(state: HandState): Position {
  const doubles: Partial<Record<ComponentKind, number>> = {};
  for (const c of state.components) if (c.doubles > 0) doubles[c.kind] = c.doubles;
  const tricks = state.tricks.map((t) => t.cards);
  if (state.trick && state.trick.cards.length > 0) tricks.push(state.trick.cards);
  const plain: Position = {
    rules: state.rules,
    players: state.table.size,
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
  return positionHooksOf(state.variant).describe(state, plain);
}

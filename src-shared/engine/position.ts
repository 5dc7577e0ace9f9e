/**
 * Positions: a hand at any moment of play described plainly (hands, talon, contract, trumps, doubles,
 * declarer, tricks played) instead of by its action history. fromPosition checks the description and
 * replays the tricks through the engine, so a position is valid exactly when the engine could reach it.
 * A position of another variant than volený names it (`variant`) and carries that variant's fields:
 * licitovaný the auxiliary suit of dvě sedmy and the step won, křížový the rank called, lízaný the stock.
 */
import { type Card, type Rank, type Suit, CARDS, cardPoints, suitOf } from '../cards/card.ts';
import { fromCards, toCards } from '../cards/cardset.ts';
import type { InputError, InvalidProblem } from '../io/errors.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Result, err, ok } from '../util/result.ts';
import { apply } from './apply.ts';
import { type Component, type ComponentKind, type Game, isNoTrump, offeredGames } from './contract.ts';
import { type HandState, NO_VARIANT_FIELDS } from './state.ts';
import {
  type Seat,
  type Table,
  type Variant,
  activeSeats,
  forehand,
  tricksPerHand,
  variantTable,
} from './table.ts';
import {
  LADDERS,
  STEPS,
  STEP_SHAPES,
  type StepId,
  heartsAllowed,
  redStepOf,
  stepParts,
} from '../variants/auction/ladder.ts';
import {
  type Declaration,
  declareRefusal,
  discardBan,
  discardedTrumps,
  winnerMatching,
} from '../variants/auction/talon.ts';
import { flowOf, playingRules } from '../variants/registry.ts';
import { seatOfCard, winningIndex } from './trick.ts';
import { doublingCap } from '../rules/bounds.ts';

export interface Announced {
  readonly seven?: boolean;
  readonly hundred?: boolean;
  /** The defender who announced seven against, if any. */
  readonly sevenAgainst?: Seat | null;
  readonly hundredAgainst?: Seat | null;
}

/** The table sizes of each variant; the first is the default (docs/formats.md). */
export const POSITION_PLAYERS: Readonly<Record<Variant, readonly (2 | 3 | 4)[]>> = {
  chosen: [3, 4],
  auction: [3, 4],
  fourHand: [4],
  twoHand: [2],
};

/** Cards in lízaný's stock when play starts (AP, "Lízaný Mariáš": 4 + 4 dealt to each, 16 left). */
export const STOCK_SIZE = 16;

export interface Position {
  /** The variant; absent: volený (positions written before the variants, format 1). */
  readonly variant?: Variant;
  readonly rules: Ruleset;
  readonly players: 2 | 3 | 4;
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
  /** Licitovaný: the auxiliary suit of dvě sedmy (null or absent otherwise). */
  readonly aux?: Suit | null;
  /** Licitovaný: the step the auction was won at; absent or null: the step declared. */
  readonly wonStep?: StepId | null;
  /** Křížový: the rank called in a suit game; its trump card's holder is the declarer's partner. */
  readonly called?: Rank | null;
  /**
   * Lízaný: the stock as it lay at the first lead, top first (16 cards); the winner of trick k drew
   * stock[2k], the other stock[2k + 1], so the cards drawn so far are its first 2 × (tricks done, ≤ 8).
   */
  readonly stock?: readonly Card[];
}

/** The variant a position is of (volený when it names none). */
export const variantOf = (p: Pick<Position, 'variant'>): Variant => p.variant ?? 'chosen';

const invalid = (path: string, problem: InvalidProblem): InputError => ({ code: 'invalid', path, problem });

/** The cards a variant lays aside: the talon of two (volený, licitovaný); křížový and lízaný have none. */
const talonSize = (v: Variant): number => (v === 'chosen' || v === 'auction' ? 2 : 0);

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
  const talon = talonSize(v);
  if (p.talon.length !== talon)
    return { code: 'cardCount', path: 'talon', expected: talon, got: p.talon.length };
  const inStock = v === 'twoHand' ? STOCK_SIZE : 0;
  if (stock.length !== inStock)
    return { code: 'cardCount', path: 'stock', expected: inStock, got: stock.length };
  return null;
}

/** The fields of other variants a position may not carry, with the variant they belong to. */
function foreignField(p: Position, v: Variant): { field: string; belongs: Variant } | null {
  const given: [string, boolean, Variant][] = [
    ['aux', (p.aux ?? null) !== null, 'auction'],
    ['wonStep', (p.wonStep ?? null) !== null, 'auction'],
    ['called', (p.called ?? null) !== null, 'fourHand'],
    ['stock', (p.stock ?? []).length > 0, 'twoHand'],
  ];
  for (const [field, present, belongs] of given) if (present && belongs !== v) return { field, belongs };
  return null;
}

/** The games each variant plays (volený, křížový: those its rules give a rate; licitovaný: its steps). */
function gamesOf(p: Position, v: Variant): readonly Game[] {
  switch (v) {
    case 'chosen':
      return offeredGames(p);
    case 'fourHand':
      return offeredGames(p);
    case 'auction':
      return ['suit', 'betl', 'durch'];
    case 'twoHand':
      return ['suit'];
  }
}

/**
 * The licitovaný step a contract stands for, or null when none is. Hearts as trumps make the red step,
 * unless `ladder` is given and has no red form of the step (the general rules' ladder: hearts only
 * double the rate, OP čl. V odst. 4).
 */
export function stepOf(
  p: Pick<Position, 'game' | 'trump' | 'announced' | 'aux'>,
  ladder?: readonly StepId[],
): StepId | null {
  const a = p.announced;
  const twoSevens = (p.aux ?? null) !== null;
  const plain = STEPS.find((step) => {
    const s = STEP_SHAPES[step];
    if (s.game !== p.game || s.red) return false;
    if (s.game !== 'suit') return true;
    return s.seven === (a.seven ?? false) && s.hundred === (a.hundred ?? false) && s.twoSevens === twoSevens;
  });
  if (plain === undefined) return null;
  if (p.game !== 'suit' || p.trump !== 'H') return plain;
  return ladder !== undefined && heartsAllowed(plain, ladder) ? plain : redStepOf(plain);
}

/**
 * The defence's seven and hundred against (the same in every variant): the announcer holds what he
 * announced, and the declarer's partner (křížový) may not announce against his own side.
 */
function againstComponents(
  p: Position,
  owner: (c: Card) => Seat,
  marriageOf: (seat: Seat) => boolean,
  partner: Seat | null,
  doubles: (k: ComponentKind) => number,
): Result<Component[], InputError> {
  const a = p.announced;
  const d = p.declarer;
  const seven = `${p.trump}7` as Card;
  const out: Component[] = [];
  const sa = a.sevenAgainst ?? null;
  if (sa !== null) {
    if (sa === d) return err(invalid('announced.sevenAgainst', { kind: 'againstByDeclarer', seat: sa }));
    if (sa === partner) return err(invalid('announced.sevenAgainst', { kind: 'againstByPartner', seat: sa }));
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
    if (ha === partner)
      return err(invalid('announced.hundredAgainst', { kind: 'againstByPartner', seat: ha }));
    if (a.hundred)
      return err(
        invalid('announced.hundredAgainst', { kind: 'componentNotInGame', component: 'hundredAgainst' }),
      );
    if (!marriageOf(ha))
      return err(invalid('announced.hundredAgainst', { kind: 'marriageNotHeld', seat: ha }));
    out.push({ kind: 'hundredAgainst', side: 'defence', announcer: ha, doubles: doubles('hundredAgainst') });
  }
  return ok(out);
}

/** The contract of a volený, křížový or lízaný position: the game or hundred, the seven, the againsts. */
function plainComponents(
  p: Position,
  owner: (c: Card) => Seat,
  marriageOf: (seat: Seat) => boolean,
  partner: Seat | null,
  doubles: (k: ComponentKind) => number,
): Result<Component[], InputError> {
  const a = p.announced;
  const d = p.declarer;
  if (isNoTrump(p.game)) {
    for (const k of ['seven', 'hundred', 'sevenAgainst', 'hundredAgainst'] as const)
      if (a[k]) return err(invalid(`announced.${k}`, { kind: 'componentNotInGame', component: k }));
    return ok([
      {
        kind: p.game as ComponentKind,
        side: 'declarer',
        announcer: d,
        doubles: doubles(p.game as ComponentKind),
      },
    ]);
  }
  const seven = `${p.trump}7` as Card;
  if (a.hundred && !marriageOf(d))
    return err(invalid('announced.hundred', { kind: 'marriageNotHeld', seat: d }));
  if (a.seven && owner(seven) !== d)
    return err(invalid('announced.seven', { kind: 'sevenNotHeld', seat: d, card: seven }));
  const out: Component[] = [
    {
      kind: a.hundred ? 'hundred' : 'game',
      side: 'declarer',
      announcer: d,
      doubles: doubles(a.hundred ? 'hundred' : 'game'),
    },
  ];
  if (a.seven) out.push({ kind: 'seven', side: 'declarer', announcer: d, doubles: doubles('seven') });
  const against = againstComponents(p, owner, marriageOf, partner, doubles);
  if (!against.ok) return against;
  return ok([...out, ...against.value]);
}

/**
 * The contract of a licitovaný position: the step it stands for must be one the declarer could declare
 * with his twelve cards after the step won (the flow's own check, talon.ts declareRefusal), its talon
 * free of the cards he may not discard (discardBan), its parts as the step gives them (stepParts).
 */
function auctionComponents(
  p: Position,
  owner: (c: Card) => Seat,
  marriageOf: (seat: Seat) => boolean,
  doubles: (k: ComponentKind) => number,
): Result<Component[], InputError> {
  const ladder = p.rules.auctionLadder;
  const step = stepOf(p, LADDERS[ladder]);
  if (step === null) return err(invalid('game', { kind: 'noSuchStep' }));
  const won = p.wonStep ?? null;
  if (won !== null && !(LADDERS[ladder] as readonly StepId[]).includes(won))
    return err(
      invalid('wonStep', {
        kind: 'contractRefused',
        reason: { code: 'stepNotOnLadder', step: won, ladder },
      }),
    );
  const d: Declaration = { step, trump: p.trump, aux: p.aux ?? null };
  const twelve = fromCards(CARDS.filter((c) => owner(c) === p.declarer || p.talon.includes(c)));
  const match = winnerMatching(twelve, won, ladder, p.rules.contractMatchesCards);
  const why = declareRefusal(twelve, won, d, ladder, match);
  if (why !== null)
    return err(
      invalid(why.code === 'contractBelowBid' ? 'wonStep' : 'game', { kind: 'contractRefused', reason: why }),
    );
  for (const [i, card] of p.talon.entries()) {
    const ban = discardBan(d, card);
    if (ban !== null) return err(invalid(`talon[${i}]`, { kind: 'contractRefused', reason: ban }));
  }
  const out: Component[] = stepParts(step, p.rules.twoSevensWithGame).map((kind) => ({
    kind,
    side: 'declarer',
    announcer: p.declarer,
    doubles: doubles(kind),
  }));
  const against = againstComponents(p, owner, marriageOf, null, doubles);
  if (!against.ok) return against;
  if (against.value.length > 0 && !p.rules.againstAfterAuction) {
    const kind = against.value[0]?.kind as 'sevenAgainst' | 'hundredAgainst';
    return err(
      invalid(`announced.${kind}`, {
        kind: 'contractRefused',
        reason: { code: 'noAgainstAfterAuction', kind },
      }),
    );
  }
  return ok([...out, ...against.value]);
}

function buildComponents(
  p: Position,
  v: Variant,
  owner: (c: Card) => Seat,
  partner: Seat | null,
): Result<Component[], InputError> {
  const doubles = (k: ComponentKind) => p.doubles[k] ?? 0;
  const marriageOf = (seat: Seat) =>
    (['H', 'B', 'L', 'A'] as const).some((s) => owner(`${s}O`) === seat && owner(`${s}K`) === seat);
  const built =
    v === 'auction'
      ? auctionComponents(p, owner, marriageOf, doubles)
      : plainComponents(p, owner, marriageOf, partner, doubles);
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
  if (!POSITION_PLAYERS[v].includes(p.players))
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
  const draws = v === 'twoHand' ? 2 * Math.min(completed(p, perTrick), STOCK_SIZE / 2) : 0;
  const cardProblem = checkCards(p, v, draws);
  if (cardProblem) return err(cardProblem);
  // Open betl and durch exist only in rules that give them a rate (rules/000 čl. IV odst. 1 has none).
  if (!gamesOf(p, v).includes(p.game)) return err(invalid('game', { kind: 'gameNotOffered', game: p.game }));
  if (p.game === 'suit' && p.trump === null) return err(invalid('trump', { kind: 'trumpMissing' }));
  if (p.game !== 'suit' && p.trump !== null) return err(invalid('trump', { kind: 'trumpInNoTrumpGame' }));
  // Lízaný: forehand names trumps and is the declarer (AP, "Lízaný Mariáš"); křížový: forehand lays the
  // trump card and declares a suit game (a refuser may name only betl or durch; pravidla ČSM, čl. VII odst. 2).
  if ((v === 'twoHand' || (v === 'fourHand' && p.game === 'suit')) && p.declarer !== forehand(table))
    return err(
      invalid('declarer', { kind: 'declarerNotForehand', seat: p.declarer, forehand: forehand(table) }),
    );
  // Křížový: forehand calls a rank before any game is named (pravidla ČSM, čl. VII odst. 2); in a suit
  // game it names the partner's card, in betl and durch nobody.
  const called = p.called ?? null;
  if (v === 'fourHand' && p.game === 'suit' && called === null)
    return err(invalid('called', { kind: 'calledMissing' }));
  const tricksInHand = tricksPerHand({ table });
  if (p.tricks.length > tricksInHand)
    return err(invalid('tricks', { kind: 'tooManyTricks', tricks: p.tricks.length, max: tricksInHand }));
  for (let k = 0; k < p.tricks.length; k++) {
    const n = (p.tricks[k] as Card[]).length;
    if (n > perTrick) return err({ code: 'cardCount', path: `tricks[${k}]`, expected: perTrick, got: n });
    if (n < perTrick && k < p.tricks.length - 1)
      return err(invalid(`tricks[${k}]`, { kind: 'partialTrickNotLast' }));
  }
  if (v === 'chosen' && p.game === 'suit') {
    const i = p.talon.findIndex((c) => cardPoints(c) > 0);
    const banned = p.talon[i];
    if (banned) return err(invalid(`talon[${i}]`, { kind: 'discardNotAllowed', card: banned }));
  }

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
  const atLead = v === 'twoHand' ? tricksInHand - STOCK_SIZE / 2 : tricksInHand;
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
  const calledCard =
    v === 'fourHand' && called !== null && p.trump !== null ? (`${p.trump}${called}` as Card) : null;
  const holder = calledCard === null ? null : initialOwner(calledCard);
  const partner = holder === null || holder === p.declarer ? null : holder;
  const components = buildComponents({ ...p, rules }, v, initialOwner, partner);
  if (!components.ok) return components;

  const initial = Array.from({ length: p.players }, (_, s) =>
    fromCards(CARDS.filter((c) => initialOwner(c) === s)),
  );
  const first = p.game === 'suit' ? forehand(table) : p.declarer;
  const withTalon = v === 'chosen' || v === 'auction';
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
        : v === 'auction'
          ? discardedTrumps(
              {
                step: stepOf(p, LADDERS[p.rules.auctionLadder]) as StepId,
                trump: p.trump,
                aux: p.aux ?? null,
              },
              p.talon,
            )
          : p.talon.filter((c) => suitOf(c) === p.trump),
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
    ...(v === 'auction'
      ? { aux: p.aux ?? null, wonStep: p.wonStep ?? stepOf(p, LADDERS[p.rules.auctionLadder]) }
      : {}),
    ...(v === 'fourHand'
      ? { called: called === null ? null : { rank: called, card: calledCard }, partner }
      : {}),
    ...(v === 'twoHand' ? { stock } : {}),
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
  const v = state.variant;
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
  switch (v) {
    case 'chosen':
      return plain;
    case 'auction':
      // The auxiliary suit only for dvě sedmy; the step won always (the flow sets it when won).
      return {
        variant: v,
        ...plain,
        ...(state.aux === null ? {} : { aux: state.aux }),
        ...(state.wonStep === null ? {} : { wonStep: state.wonStep }),
      };
    case 'fourHand':
      return { variant: v, ...plain, ...(state.called === null ? {} : { called: state.called.rank }) };
    case 'twoHand':
      // The stock as it lay at the first lead: what was drawn, then what is left.
      return { variant: v, ...plain, stock: [...state.drawn, ...state.stock] };
  }
}

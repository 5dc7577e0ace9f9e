/**
 * A toy variant, for tests only: "duel", two players dealt the whole deck (sixteen each, alternately
 * from forehand), forehand names trumps and plays a plain game; the common doubling and play follow.
 * It is registered through the same `VariantDef` as the real variants (variants/registry.ts
 * `registerVariant`), which proves that a variant plugs into the engine, the position reader and the
 * settlement without a line of theirs changed. Its id is not one of `VARIANTS`: the app never offers it.
 */
import { type Card, CARDS, suitOf } from '../../src-shared/cards/card.ts';
import { fromCards } from '../../src-shared/cards/cardset.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { startDoubling } from '../../src-shared/engine/doubling.ts';
import type { Flow } from '../../src-shared/engine/flow.ts';
import { invalid } from '../../src-shared/engine/position-contract.ts';
import { FRESH_HAND_FIELDS, type HandState } from '../../src-shared/engine/state.ts';
import { type Seat, type Variant, forehand } from '../../src-shared/engine/table.ts';
import type { VariantEditor } from '../../src-shared/editor/draft.ts';
import { shuffled } from '../../src-shared/util/random.ts';
import type { VariantDef } from '../../src-shared/variants/variant.ts';

export const TOY_ID = 'duel' as Variant;

/**
 * The toy's own part of a hand's state (HandState.own), added to the slot's members by module
 * augmentation, as a real variant's is listed in variants/states.ts: who named trumps (null before).
 */
export interface DuelOwn {
  readonly variant: 'duel';
  readonly namedBy: Seat | null;
}

declare module '../../src-shared/variants/states.ts' {
  interface VariantStates {
    duel: DuelOwn;
  }
}

/** The toy hand's own state; null in another variant's hand. */
export function duelOwn(state: Pick<HandState, 'own'>): DuelOwn | null {
  return state.own.variant === 'duel' ? state.own : null;
}

const SUITS = ['H', 'B', 'L', 'A'] as const;

function reduce(state: HandState, action: Action): HandState {
  if (action.type !== 'chooseTrumpSuit') throw new Error(`duel does not reduce ${action.type}`);
  const declarer = forehand(state.table);
  return startDoubling(
    {
      ...state,
      trump: action.suit,
      trumpShown: true,
      own: { variant: 'duel', namedBy: action.seat },
      declarer,
      game: 'suit',
      components: [{ kind: 'game', side: 'declarer', announcer: declarer, doubles: 0 }],
      calls: [...state.calls, action],
    },
    TOY_FLOW,
  );
}

export const TOY_FLOW: Flow = {
  variant: TOY_ID,
  phases: ['trumpSuit'],
  actionPhases: { chooseTrumpSuit: 'trumpSuit' },
  newHand(setup) {
    if (setup.table.size !== 2) throw new Error(`duel is played by two, not ${setup.table.size}`);
    const first = forehand(setup.table);
    const hands = [0, 1].map((s) => fromCards(setup.deck.filter((_, i) => i % 2 === (s === first ? 0 : 1))));
    return {
      variant: TOY_ID,
      rules: setup.rules,
      table: setup.table,
      phase: 'trumpSuit',
      toAct: first,
      hands,
      talon: 0,
      ...FRESH_HAND_FIELDS,
      own: { variant: 'duel', namedBy: null },
    };
  },
  legalActions: (state) =>
    SUITS.map((suit): Action => ({ type: 'chooseTrumpSuit', seat: state.toAct as Seat, suit })),
  refusal: (state, action) => ({ code: 'wrongPhase', action: action.type, phase: state.phase }),
  reduce,
};

/** Forehand's and the dealer's cards of a deck dealt alternately from forehand. */
function dealAlternately(deck: readonly Card[], first: Seat): Map<Seat, Card[]> {
  return new Map([0, 1].map((s) => [s, deck.filter((_, i) => i % 2 === (s === first ? 0 : 1))]));
}

/** The toy in the position editor: its whole deck dealt, suit games only, judged by the engine. */
export const TOY_EDITOR: VariantEditor = {
  deal: (table, deck) => ({ hands: dealAlternately(deck, forehand(table)), talon: [], stock: [] }),
  games: ['suit'],
  contractCheck: 'engine',
  toPosition: (d, plain) => ({ variant: d.variant, ...plain }),
  random: (rules, _kind, rng) => {
    const deck = shuffled(CARDS, rng);
    const dealer = rng.int(2);
    const first = 1 - dealer;
    const dealt = dealAlternately(deck, first);
    const hands = [dealt.get(0) ?? [], dealt.get(1) ?? []];
    const trump = longestSuit(hands[first] ?? []);
    return {
      variant: TOY_ID,
      rules,
      players: 2,
      dealer,
      declarer: first,
      game: 'suit',
      trump,
      announced: {},
      doubles: {},
      hands,
      talon: [],
      tricks: [],
    };
  },
};

export const TOY: VariantDef = {
  id: TOY_ID,
  flow: TOY_FLOW,
  settlement: [],
  position: {
    games: () => ['suit'],
    describe: (state, plain) => ({ variant: state.variant, ...plain }),
    // A position is in play: forehand, the declarer, named trumps.
    own: (p) => ({ variant: 'duel', namedBy: p.declarer }),
    checkContract: (p, table) =>
      p.declarer === forehand(table)
        ? null
        : invalid('declarer', { kind: 'declarerNotForehand', seat: p.declarer, forehand: forehand(table) }),
  },
  players: [2],
  allFourPlay: false,
  talonSize: 0,
  stockSize: 0,
  positionFields: [],
  words: {
    name: { cs: 'souboj', en: 'duel' },
    in: { cs: 'v souboji', en: 'in a duel' },
    table: { cs: 'hrají ho dva', en: 'two play' },
  },
  presets: ['csm'],
  editor: TOY_EDITOR,
};

/** The suit of the most cards in a hand (the toy's forehand names it). */
export const longestSuit = (cards: readonly Card[]): (typeof SUITS)[number] =>
  [...SUITS].sort(
    (a, b) => cards.filter((c) => suitOf(c) === b).length - cards.filter((c) => suitOf(c) === a).length,
  )[0]!;

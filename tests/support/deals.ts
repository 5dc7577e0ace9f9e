/**
 * Seeded random positions for the solver's tests and benchmark: a deal that meets the contract's
 * requirements (the seven held, a marriage held, no ace or ten in the talon of a suit game), random
 * doubles and rules preset, played randomly until the wanted number of tricks is left.
 */
import {
  type Action,
  type Card,
  type ComponentKind,
  type Game,
  GAMES,
  type HandState,
  type Position,
  PRESETS,
  apply,
  fromCards,
  fromPosition,
  hasMarriage,
  legalActions,
  shuffledDeck,
} from '../../src-shared/index.ts';
import type { Rng } from '../../src-shared/util/random.ts';

export const CONTRACTS = [
  'game',
  'seven',
  'hundred',
  'hundredSeven',
  'sevenAgainst',
  'hundredAgainst',
  'betl',
  'durch',
  'openBetl',
  'openDurch',
] as const;
export type Contract = (typeof CONTRACTS)[number];

/** The contracts that are games of their own without trumps (betl, durch and the open ones). */
export const isNoTrump = (c: Contract): c is Contract & Game => (GAMES as readonly string[]).includes(c);

/** A random deal with the contract's requirements met, played randomly until `left` tricks remain. */
export function endPosition(rng: Rng, contract: Contract, left: number, extraCards: number): HandState {
  for (;;) {
    const deck = shuffledDeck(rng);
    const hands = [deck.slice(0, 10), deck.slice(10, 20), deck.slice(20, 30)];
    const talon = deck.slice(30);
    const noTrump = isNoTrump(contract);
    const trump = noTrump ? null : (['H', 'B', 'L', 'A'] as const)[rng.int(4)]!;
    const declarer = rng.int(3);
    const seven = `${trump}7` as Card;
    const holder = hands.findIndex((h) => h.includes(seven));
    const marriage = (s: number) => hasMarriage(fromCards(hands[s]!));
    const defender = [0, 1, 2].filter((s) => s !== declarer)[rng.int(2)]!;
    const needs: Record<Contract, boolean> = {
      game: true,
      seven: holder === declarer,
      hundred: marriage(declarer),
      hundredSeven: holder === declarer && marriage(declarer),
      sevenAgainst: holder === defender,
      hundredAgainst: marriage(defender),
      betl: true,
      durch: true,
      openBetl: true,
      openDurch: true,
    };
    if (!needs[contract]) continue;
    const announced = {
      seven: contract === 'seven' || contract === 'hundredSeven',
      hundred: contract === 'hundred' || contract === 'hundredSeven',
      sevenAgainst: contract === 'sevenAgainst' ? defender : null,
      hundredAgainst: contract === 'hundredAgainst' ? defender : null,
    };
    const kinds: ComponentKind[] = noTrump
      ? [contract]
      : [announced.hundred ? 'hundred' : 'game', ...(announced.seven ? ['seven' as const] : [])];
    const doubles = Object.fromEntries(kinds.map((k) => [k, rng.int(3)]));
    const p: Position = {
      rules: rng.int(2) === 0 || contract.startsWith('open') ? PRESETS.house001 : PRESETS.csm,
      players: 3,
      dealer: rng.int(3),
      declarer,
      game: noTrump ? contract : 'suit',
      trump,
      announced,
      doubles,
      hands,
      talon: trump === null ? talon : talon.filter(() => true),
      tricks: [],
    };
    if (trump !== null && talon.some((c) => c[1] === 'A' || c[1] === 'X')) continue;
    const r = fromPosition(p);
    if (!r.ok) continue;
    let s = r.value;
    const playTo = (tricks: number) => {
      while (s.phase === 'play' && s.tricks.length < tricks) {
        const l = legalActions(s).filter((a) => a.type !== 'claim');
        s = (apply(s, l[rng.int(l.length)] as Action) as { ok: true; value: HandState }).value;
      }
    };
    playTo(10 - left);
    for (let k = 0; k < extraCards && s.phase === 'play'; k++) {
      const l = legalActions(s).filter((a) => a.type !== 'claim');
      s = (apply(s, l[rng.int(l.length)] as Action) as { ok: true; value: HandState }).value;
    }
    if (s.phase === 'play') return s;
  }
}

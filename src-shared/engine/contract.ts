/** Vocabulary of games, contract components and doubling sides. */
import type { Ruleset } from '../rules/ruleset.ts';

/** What is being played: a suit game, or one of the games without trumps (rules/000 čl. IV). */
export const GAMES = ['suit', 'betl', 'durch', 'openBetl', 'openDurch'] as const;
export type Game = (typeof GAMES)[number];

/** The games from lowest to highest where open betl ranks below durch (rules/001, "Kategorie"). */
const OPEN_BETL_BELOW_DURCH: readonly Game[] = ['suit', 'betl', 'openBetl', 'durch', 'openDurch'];

/**
 * Rank for taking a game over; higher beats lower (rules/000 čl. VII odst. 1; rules/003 bid order;
 * rules/001 with `openBetlBelowDurch`).
 */
export function gameRank(game: Game, rules?: Pick<Ruleset, 'openBetlBelowDurch'>): number {
  return (rules?.openBetlBelowDurch === true ? OPEN_BETL_BELOW_DURCH : GAMES).indexOf(game);
}

export function isNoTrump(game: Game): boolean {
  return game !== 'suit';
}

/**
 * The separately doubled and settled parts of a contract (rules/000 čl. IV odst. 4–6, čl. V odst. 3, 5).
 * A hundred replaces the plain game; a seven comes on top of it.
 */
export const COMPONENTS = [
  'game',
  'seven',
  'hundred',
  'sevenAgainst',
  'hundredAgainst',
  'betl',
  'durch',
  'openBetl',
  'openDurch',
  // Licitovaný: trump and auxiliary seven take the last two tricks (OP čl. IV odst. 9).
  'twoSevens',
] as const;
export type ComponentKind = (typeof COMPONENTS)[number];

/**
 * The components that announce the trump seven: sedma, sedma proti and dvě sedmy (whose trump seven is
 * announced with the auxiliary one; rules/000 čl. IV odst. 4, 9, čl. VII odst. 1). The seven of a
 * contract with one of them is held back (čl. IV odst. 11) and is never a silent seven (čl. V odst. 8).
 */
export const SEVEN_KINDS: readonly ComponentKind[] = ['seven', 'sevenAgainst', 'twoSevens'];

/** Whether the contract announces the trump seven: then it has no silent seven (čl. V odst. 8). */
export function announcesSeven(components: readonly Pick<Component, 'kind'>[]): boolean {
  return components.some((c) => SEVEN_KINDS.includes(c.kind));
}

/** Announcements the defence may make in its first answer (rules/000 čl. VII odst. 1). */
export const AGAINST = ['sevenAgainst', 'hundredAgainst'] as const;
export type AgainstKind = (typeof AGAINST)[number];

/** Sides of a hand; in křížový the declarer's partner is on the declarer's side (engine/score.ts sideOf). */
export type Side = 'declarer' | 'defence';

export function otherSide(side: Side): Side {
  return side === 'declarer' ? 'defence' : 'declarer';
}

export interface Component {
  readonly kind: ComponentKind;
  /** The side that announced it; the other side makes the odd doublings. */
  readonly side: Side;
  /** Who announced it (the declarer, or the defender who announced seven/hundred against). */
  readonly announcer: number;
  /** Number of doublings (flek = 1, re = 2, …); the rate is multiplied by 2^doubles. */
  readonly doubles: number;
}

/** The games the rules offer (open betl and durch only where they have a rate). */
export function offeredGames(state: { readonly rules: Ruleset }): Game[] {
  const r = state.rules.rates;
  return GAMES.filter((g) =>
    g === 'openBetl' ? r.openBetl !== null : g === 'openDurch' ? r.openDurch !== null : true,
  );
}

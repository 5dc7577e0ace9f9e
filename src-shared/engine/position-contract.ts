/**
 * What a position is (the plain description of a hand in play, read by engine/position.ts) and the parts
 * of reading it that every variant shares: the contract's components as volený, křížový and lízaný give
 * them, the defence's announcements against, and the hook by which a variant reads its own contract
 * (`PositionHooks`, given by its VariantDef). Kept apart from position.ts so a variant's hook can use
 * these without importing the registry back.
 */
import type { Card, Rank, Suit } from '../cards/card.ts';
import type { InputError, InvalidProblem } from '../io/errors.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Result, err, ok } from '../util/result.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import { type Component, type ComponentKind, type Game, isNoTrump } from './contract.ts';
import type { HandState, VariantState } from './state.ts';
import { DEFAULT_VARIANT, type Seat, type Table, type Variant } from './table.ts';

export interface Announced {
  readonly seven?: boolean;
  readonly hundred?: boolean;
  /** The defender who announced seven against, if any. */
  readonly sevenAgainst?: Seat | null;
  readonly hundredAgainst?: Seat | null;
}

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
export const variantOf = (p: Pick<Position, 'variant'>): Variant => p.variant ?? DEFAULT_VARIANT;

/** The fields of a position that belong to one variant (VariantDef.positionFields). */
export type VariantPositionField = 'aux' | 'wonStep' | 'called' | 'stock';

export const invalid = (path: string, problem: InvalidProblem): InputError => ({
  code: 'invalid',
  path,
  problem,
});

/** What the contract of a position is checked against: who held each card before the first lead. */
export interface ContractFacts {
  /** The seat that held a card before the first lead (-1: a card still in lízaný's stock). */
  readonly owner: (c: Card) => Seat;
  /** Whether a seat held a king and queen of one suit. */
  readonly marriageOf: (seat: Seat) => boolean;
  /** Křížový: the declarer's partner (the called card's holder); null elsewhere. */
  readonly partner: Seat | null;
  readonly doubles: (k: ComponentKind) => number;
}

/** What fromPosition has found when it asks a variant for its fields of the hand state. */
export interface PositionFacts {
  /** Křížový: the declarer's partner (the holder of `partnerCard`); null elsewhere or playing alone. */
  readonly partner: Seat | null;
  /** The card whose holder partners the declarer (`PositionHooks.partnerCard`), or null. */
  readonly partnerCard: Card | null;
}

/** How a variant reads a position (VariantDef.position): required where every variant must answer. */
export interface PositionHooks {
  /** The games the variant plays (volený, křížový: those its rules give a rate; licitovaný: its steps). */
  readonly games: (p: Position) => readonly Game[];
  /** The plain description of a state of the variant: `plain` (volený's fields) and the variant's own. */
  readonly describe: (state: HandState, plain: Position) => Position;
  /** The variant's own part of the hand the position stands for (HandState.own, variants/states.ts). */
  readonly own: (p: Position, facts: PositionFacts) => VariantState;
  /**
   * The variant's checks of who declares and what (e.g. lízaný: forehand declares), made after the
   * game and trumps are checked (absent: none).
   */
  readonly checkContract?: (p: Position, table: Table) => InputError | null;
  /** The variant's check of the talon, made after the tricks are checked (absent: none). */
  readonly checkTalon?: (p: Position) => InputError | null;
  /** The card whose holder partners the declarer (křížový's called card; absent: none). */
  readonly partnerCard?: (p: Position) => Card | null;
  /** The contract's components (absent: `plainComponents`). */
  readonly components?: (p: Position, facts: ContractFacts) => Result<Component[], InputError>;
  /** The trumps the declarer laid in the talon, shown when the rules show them (absent: the trump suit's). */
  readonly talonTrumps?: (p: Position) => readonly Card[];
}

/**
 * The defence's seven and hundred against (the same in every variant): the announcer holds what he
 * announced, and the declarer's partner (křížový) may not announce against his own side.
 */
export function againstComponents(
  p: Position,
  { owner, marriageOf, partner, doubles }: ContractFacts,
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
export function plainComponents(p: Position, facts: ContractFacts): Result<Component[], InputError> {
  const { owner, marriageOf, doubles } = facts;
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
  const against = againstComponents(p, facts);
  if (!against.ok) return against;
  return ok([...out, ...against.value]);
}

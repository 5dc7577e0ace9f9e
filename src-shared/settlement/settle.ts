/**
 * Settlement of a finished hand in money (rules/000 čl. V; rules/001 "Kategorie", "Příklady počítání").
 * Each component is itemised with its result, why, base rate, ×red, ×doubles and amount; the amounts
 * are what each paying seat pays (see payment.ts): positive, each defender pays the declaring side;
 * negative, the declaring side pays the defence. A variant's own items come from the settlement rules
 * registered for it (its variant's `settlement`, variants/registry.ts), never from code here.
 */
import type { Card } from '../cards/card.ts';
import { type Component, type Game, type Side, announcesSeven } from '../engine/contract.ts';
import { sideOf, sidePoints } from '../engine/score.ts';
import { type EndKind, type HandState, TRICKS_PER_HAND } from '../engine/state.ts';
import { DEFAULT_VARIANT, type Seat, tricksPerHand } from '../engine/table.ts';
import { seatOfCard } from '../engine/trick.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { pay, paymentMode, seatsOf, soloSides } from './payment.ts';
import { rulesForVariant, settlementRulesFor } from '../variants/registry.ts';
import type {
  HandResult,
  LaydownSplit,
  Outcome,
  Settlement,
  SettlementItem,
  SevenFate,
  SideResult,
} from './result.ts';
import type { ItemContext, Owned } from './rule.ts';

// The shapes of a result and its settlement, declared in result.ts so the variants' rules can name them.
export type * from './result.ts';

/** The amount of a hundred (announced or silent) given its rate and growth steps. */
function hundredAmount(rules: Ruleset, rate: number, steps: number): number {
  switch (rules.hundredGrowth) {
    case 'rate':
      return rate * (1 + steps);
    case 'double':
      return rate * 2 ** steps;
    case 'halfGame':
      return rate + (steps * rules.rates.game) / 2;
  }
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function countedMarriage(marriages: readonly number[], which: 'first' | 'highest' | 'all'): number {
  if (marriages.length === 0) return 0;
  if (which === 'all') return sum(marriages);
  if (which === 'first') return marriages[0] as number;
  return Math.max(...marriages);
}

export function resultOf(state: HandState): HandResult {
  const side = (which: Side): SideResult => {
    const p = sidePoints(state, which);
    return { cards: p.cards, marriages: p.marriages.map((m) => m.points) };
  };
  let seven: SevenFate | null = null;
  if (state.trump !== null) {
    const card = `${state.trump}7` as Card;
    const trick = state.tricks.findIndex((t) => t.cards.includes(card));
    const t = state.tricks[trick];
    if (t) {
      const seat = seatOfCard(state, t.leader, t.cards.indexOf(card));
      const w = t.cards.findIndex((_, k) => seatOfCard(state, t.leader, k) === t.winner);
      const won = t.winner === seat;
      seven = { seat, trick, won, by: won ? null : (t.cards[w] as Card), bySeat: won ? null : t.winner };
    }
  }
  const broken = state.end === 'betlLost' || state.end === 'durchLost';
  const doublers = new Set<Seat>();
  for (const c of state.calls)
    if (c.type === 'double' && c.components.length > 0 && c.seat !== state.declarer) doublers.add(c.seat);
  const sides = Array.from({ length: state.table.size }, (_, s) => sideOf(state, s));
  const extras: Record<string, unknown> = {};
  for (const rule of rulesForVariant(state.variant)) if (rule.read) extras[rule.id] = rule.read(state);
  return {
    rules: state.rules,
    players: state.table.size,
    declarer: state.declarer as Seat,
    trump: state.trump,
    game: state.game as Game,
    components: state.components,
    end: state.end as EndKind,
    declarerSide: side('declarer'),
    defenceSide: side('defence'),
    seven,
    brokenAt: broken ? state.tricks.length - 1 : null,
    doublers: [...doublers].sort((a, b) => a - b),
    variant: state.variant,
    sides,
    tricks: tricksPerHand(state),
    extras,
  };
}

/** An announced seven's fate; its words name the seat that played the seven, whoever announced it. */
function sevenOutcome(r: HandResult, c: Component): { won: boolean; outcome: Outcome } {
  if (r.end === 'unplayed') return { won: true, outcome: { code: 'unplayed' } };
  const f = r.seven;
  const card = `${r.trump}7` as Card;
  if (f === null) return { won: false, outcome: { code: 'sevenMissing', card } };
  if (f.trick < tricksIn(r) - 1)
    return { won: false, outcome: { code: 'sevenEarly', seat: f.seat, trick: f.trick } };
  // Only the announcer's own seven makes his seven (čl. IV odst. 4): where the rules let him announce it
  // without the card (csm002's sto a sedma), the holder's seven taking the last trick wins him nothing.
  if (f.won && f.seat !== c.announcer)
    return { won: false, outcome: { code: 'sevenWithDefence', card, seat: f.seat } };
  if (f.won) return { won: true, outcome: { code: 'sevenWon', seat: f.seat } };
  return {
    won: false,
    outcome: {
      code: 'sevenKilled',
      seat: f.seat,
      by: f.by as Card,
      bySeat: f.bySeat as Seat,
      trick: f.trick,
    },
  };
}

const tricksIn = (r: HandResult) => r.tricks ?? TRICKS_PER_HAND;

export function settle(state: HandState): Settlement {
  return settleResult(resultOf(state));
}

/** Units each defender pays the declaring side (before the limit): the solver's objective. */
export function settleTotal(r: HandResult): number {
  return settleResult(r).total;
}

/**
 * A doubled laydown (rules/000 čl. V odst. 10; rules/002 čl. II odst. 18): each payer who did not
 * double pays only the undoubled amount; the doublers pay the rest of what all payers would owe at the
 * doubled amount, in equal shares. null when nobody doubled (everyone pays `perDefender`).
 */
function laydownSplit(
  r: HandResult,
  items: readonly SettlementItem[],
  perDefender: number,
  sides: readonly Side[],
  limit: number | null,
): LaydownSplit | null {
  const doublers = (r.doublers ?? []).filter((s) => sides[s] === 'defence');
  if (doublers.length === 0 || items.every((i) => i.doubles === 0)) return null;
  const plain = sum(items.map((i) => i.amount / 2 ** i.doubles));
  const undoubled = limit !== null && Math.abs(plain) > limit ? Math.sign(plain) * limit : plain;
  const payers = seatsOf(sides, 'defence').length;
  const perDoubler = (payers * perDefender - (payers - doublers.length) * undoubled) / doublers.length;
  return { doublers, undoubled, perDoubler };
}

export function settleResult(r: HandResult): Settlement {
  const rules = r.rules;
  const declarer = r.declarer;
  const red = r.trump === 'H' && rules.redDoubles ? 2 : 1;
  const decl = r.declarerSide;
  const def = r.defenceSide;
  const items: SettlementItem[] = [];
  const variantRules = settlementRulesFor(r);
  let sides: readonly Side[] = r.sides ?? soloSides(r.players, declarer);
  for (const rule of variantRules) if (rule.sides) sides = rule.sides(r, sides);
  const sign = (side: Side, won: boolean) => ((side === 'declarer') === won ? 1 : -1);
  const makeItem: ItemContext['item'] = (
    c,
    won,
    outcome,
    rate,
    amountBeforeMultipliers,
    steps = 0,
    redFactor = red,
  ) => ({
    kind: c.kind,
    side: c.side,
    won,
    outcome,
    rate,
    red: redFactor,
    doubles: c.doubles,
    steps,
    amount: sign(c.side, won) * amountBeforeMultipliers * redFactor * 2 ** c.doubles,
  });
  const push = (
    c: Owned,
    won: boolean,
    outcome: Outcome,
    rate: number,
    amountBeforeMultipliers: number,
    steps = 0,
    redFactor = red,
  ) => {
    items.push(makeItem(c, won, outcome, rate, amountBeforeMultipliers, steps, redFactor));
  };
  const ctx: ItemContext = { rules, red, tricks: tricksIn(r), item: makeItem };
  /** The items a variant's rule gives a component, or null when no rule claims it. */
  const ruled = (c: Component): readonly SettlementItem[] | null => {
    for (const rule of variantRules) {
      const answer = rule.item?.(c, r, ctx) ?? null;
      if (answer !== null) return answer;
    }
    return null;
  };

  const hundredItem = (c: Owned, rate: number, silent: boolean) => {
    const own = c.side === 'declarer' ? decl : def;
    const other = c.side === 'declarer' ? def : decl;
    const which = silent && rules.silentHundredMarriages === 'all' ? 'all' : rules.hundredMarriage;
    const marriage = countedMarriage(own.marriages, which);
    const counted = own.cards + marriage;
    const total = own.cards + sum(own.marriages);
    const won = counted >= 100;
    const otherMarriages = sum(other.marriages);
    const steps = won
      ? (total - 100) / 10
      : (100 - counted) / 10 -
        (rules.hundredLossAddsRate ? 0 : 1) +
        (rules.hundredLossCountsMarriages ? otherMarriages / 10 : 0);
    const outcome: Outcome = { code: 'hundred', counted, total, marriage, otherMarriages };
    push(c, won, outcome, rate, hundredAmount(rules, rate, steps), steps);
  };

  const silentHundredSide = (): Side | null => {
    const which = rules.silentHundredMarriages === 'all' ? 'all' : rules.hundredMarriage;
    if (decl.cards + countedMarriage(decl.marriages, which) >= 100) return 'declarer';
    if (def.cards + countedMarriage(def.marriages, which) >= 100) return 'defence';
    return null;
  };

  const unplayed = r.end === 'unplayed';
  const laidDown = r.end === 'laidDown';
  for (const c of r.components) {
    const own = ruled(c);
    if (own !== null) {
      items.push(...own);
      continue;
    }
    if (laidDown) {
      // Shown, not played: every component at its base rate, the declarer's made, the defence's lost.
      const won = c.side === 'declarer';
      const rate =
        c.kind === 'game'
          ? rules.rates.game
          : c.kind === 'seven' || c.kind === 'sevenAgainst'
            ? rules.rates.seven
            : c.kind === 'hundred' || c.kind === 'hundredAgainst'
              ? rules.rates.hundred
              : (rules.rates[c.kind] ?? 0);
      const noTrump =
        c.kind === 'betl' || c.kind === 'durch' || c.kind === 'openBetl' || c.kind === 'openDurch';
      const redFactor = noTrump || (c.kind === 'game' && rules.redSparesGame) ? 1 : red;
      push(c, won, { code: 'laidDown', won }, rate, rate, 0, redFactor);
      continue;
    }
    switch (c.kind) {
      case 'game': {
        const dp = decl.cards + sum(decl.marriages);
        const fp = def.cards + sum(def.marriages);
        const hundredAnnounced = r.components.some((k) => k.kind === 'hundredAgainst');
        // A silent hundred replaces the plain game at its own rate (rules/000 čl. V odst. 7).
        const silentSide: Side | null = unplayed || hundredAnnounced ? null : silentHundredSide();
        if (silentSide !== null) {
          hundredItem(
            { kind: 'silentHundred', side: silentSide, doubles: c.doubles },
            rules.rates.silentHundred,
            true,
          );
        } else {
          const won = unplayed || dp > fp;
          push(
            c,
            won,
            unplayed ? { code: 'unplayed' } : { code: 'morePoints', declarer: dp, defence: fp },
            rules.rates.game,
            rules.rates.game,
            0,
            // rules/003 keeps the hearts game itself at its single rate.
            rules.redSparesGame ? 1 : red,
          );
        }
        break;
      }
      case 'hundred':
      case 'hundredAgainst':
        hundredItem(c, rules.rates.hundred, false);
        break;
      case 'seven':
      case 'sevenAgainst': {
        const { won, outcome } = sevenOutcome(r, c);
        push(c, won, outcome, rules.rates.seven, rules.rates.seven);
        break;
      }
      case 'betl':
      case 'openBetl':
      case 'durch':
      case 'openDurch': {
        const rate = rules.rates[c.kind] ?? 0;
        const betl = c.kind === 'betl' || c.kind === 'openBetl';
        const broken = r.brokenAt !== null;
        const outcome: Outcome = broken
          ? { code: betl ? 'tookTrick' : 'lostTrick', trick: r.brokenAt }
          : { code: betl ? 'noTrick' : 'allTricks' };
        push(c, !broken, outcome, rate, rate, 0, 1);
        break;
      }
      default:
        throw new Error(
          `no settlement rule settles a ${c.kind} component in ${r.variant ?? DEFAULT_VARIANT}`,
        );
    }
  }

  // A silent seven: the trump seven took (or was beaten in) the last trick in a contract that does not
  // announce it (dvě sedmy announces it with the auxiliary one).
  const sevenAnnounced = announcesSeven(r.components);
  const last = r.seven !== null && r.seven.trick === tricksIn(r) - 1 ? r.seven : null;
  if (
    r.game === 'suit' &&
    !unplayed &&
    !laidDown &&
    !sevenAnnounced &&
    last &&
    (last.won || rules.silentSevenKilledPays)
  ) {
    const side: Side = sides[last.seat] ?? 'defence';
    const outcome: Outcome = last.won
      ? { code: 'sevenWon', seat: last.seat }
      : {
          code: 'sevenKilled',
          seat: last.seat,
          by: last.by as Card,
          bySeat: last.bySeat as Seat,
          trick: last.trick,
        };
    push(
      { kind: 'silentSeven', side, doubles: 0 },
      last.won,
      outcome,
      rules.rates.silentSeven,
      rules.rates.silentSeven,
    );
  }

  for (const rule of variantRules) if (rule.extra) items.push(...rule.extra(r, ctx));

  const total = sum(items.map((i) => i.amount));
  let limit = rules.limit;
  for (const rule of variantRules) if (rule.limit) limit = rule.limit(r, limit);
  // The limit caps what one payer pays one payee (čl. V odst. 9).
  const perDefender = limit !== null && Math.abs(total) > limit ? Math.sign(total) * limit : total;
  const split = laidDown ? laydownSplit(r, items, perDefender, sides, limit) : null;
  const owed = sides.map((side, s) =>
    side === 'declarer'
      ? 0
      : Math.round(
          (split === null ? perDefender : split.doublers.includes(s) ? split.perDoubler : split.undoubled) *
            rules.baseHaler,
        ),
  );
  const payment = paymentMode(sides);
  const money = pay(owed, sides, payment);
  return {
    items,
    total,
    perDefender,
    limited: perDefender !== total,
    money,
    sides,
    payment,
    split,
    declarer,
    points: { declarer: decl.cards + sum(decl.marriages), defence: def.cards + sum(def.marriages) },
  };
}

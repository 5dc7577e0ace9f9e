/**
 * What the exact search says about a position, as data for the app: the best line with its raw outcome
 * (solveLine), and the value of every legal card with, for each losing card, what it costs, the line
 * that refutes it and the trick after which the loss could no longer be undone (analyze).
 */
import {
  type Analysis,
  type Card,
  type CardVerdict,
  type HandState,
  type ItemChange,
  type PlayOutcome,
  type SettlementItem,
  type Side,
  type SolveResult,
  apply,
  cardAt,
  resultOf,
  settle,
  sideOf,
  tricksPerHand,
  winningIndex,
} from '../../src-shared/index.ts';
import { STOPPED, Search, above } from './search.ts';
import { TranspositionTable } from './table.ts';

export interface AnalyzeOptions {
  /** Polled between cards; when it returns true the analysis stops and returns the cards done so far. */
  readonly shouldStop?: () => boolean;
}

/** Plays cards through the engine (the search's line must be legal there: a check on both). */
function playLine(state: HandState, cards: readonly Card[]): HandState[] {
  const states = [state];
  let s = state;
  for (const card of cards) {
    const r = apply(s, { type: 'play', seat: s.toAct as number, card });
    if (!r.ok) throw new Error(`the solver's line is refused by the engine at ${card}: ${r.error.code}`);
    s = r.value;
    states.push(s);
  }
  return states;
}

/** The raw result of a finished hand. */
export function outcomeOf(end: HandState): PlayOutcome {
  const r = resultOf(end);
  const tricks = tricksPerHand(end);
  const last = end.tricks.length === tricks ? end.tricks[tricks - 1] : undefined;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    declarerPoints: r.declarerSide.cards,
    defencePoints: r.defenceSide.cards,
    declarerMarriages: sum(r.declarerSide.marriages),
    defenceMarriages: sum(r.defenceSide.marriages),
    declarerTricks: end.tricks.filter((t) => sideOf(end, t.winner) === 'declarer').length,
    lastTrick: last
      ? { seat: last.winner, card: last.cards[winningIndex(last.cards, end.trump)] as Card }
      : null,
    brokenAt: r.brokenAt,
  };
}

/** The value, a best card, the principal variation and its outcome. Throws STOPPED when stopped. */
export function solveLine(state: HandState, options: AnalyzeOptions = {}): SolveResult {
  if (state.phase === 'finished')
    return { value: settle(state).perDefender, best: null, line: [], outcome: outcomeOf(state), nodes: 0 };
  const search = new Search(state, options.shouldStop ? { shouldStop: options.shouldStop } : {});
  const value = search.value();
  const line = search.line().map(cardAt);
  const end = playLine(state, line).at(-1) as HandState;
  return { value, best: line[0] ?? null, line, outcome: outcomeOf(end), nodes: search.nodes };
}

function itemChanges(
  best: readonly SettlementItem[],
  after: readonly SettlementItem[],
  side: Side,
): ItemChange[] {
  const key = (i: SettlementItem) => `${i.kind}:${i.side}`;
  const keys = [...new Set([...best.map(key), ...after.map(key)])];
  const sign = side === 'declarer' ? 1 : -1;
  const out: ItemChange[] = [];
  for (const k of keys) {
    const b = best.find((i) => key(i) === k) ?? null;
    const a = after.find((i) => key(i) === k) ?? null;
    const amount = sign * ((a?.amount ?? 0) - (b?.amount ?? 0));
    if (amount === 0 && JSON.stringify(a?.outcome) === JSON.stringify(b?.outcome)) continue;
    const any = (a ?? b) as SettlementItem;
    out.push({
      kind: any.kind,
      side: any.side,
      before: b?.outcome ?? null,
      after: a?.outcome ?? null,
      amount,
    });
  }
  return out;
}

/**
 * The first trick of `states` (positions along a refutation) after which the side to move could not get
 * back to `target` even if every card of the hand were its to choose; null when that search is too big.
 */
/** Node budget of each "could it still be saved?" search; past it the turning trick is left unknown. */
const TURN_NODES = 200_000;

function turningTrick(
  states: readonly HandState[],
  side: Side,
  target: number,
  table: TranspositionTable,
): number | null {
  for (const s of states.slice(1)) {
    if (s.phase === 'finished') return s.tricks.length - 1;
    if (s.trick?.cards.length !== 0) continue;
    const mode = side === 'declarer' ? 'declarerControls' : 'defenceControls';
    const coop = new Search(s, { mode, table, maxNodes: TURN_NODES });
    try {
      const reachable = side === 'declarer' ? coop.atLeast(target) : !coop.atLeast(above(target));
      if (!reachable) return s.tricks.length - 1;
    } catch (e) {
      if (e === STOPPED) return null;
      throw e;
    }
  }
  throw new Error('a losing line that never loses');
}

function partialAnalysis(
  seat: number,
  side: Side,
  values: readonly { cls: number[]; value: number }[],
  nodes: number,
): Analysis {
  const best =
    values.length === 0
      ? 0
      : side === 'declarer'
        ? Math.max(...values.map((v) => v.value))
        : Math.min(...values.map((v) => v.value));
  const cards: CardVerdict[] = values.flatMap(({ cls, value }) =>
    cls.map((c) => ({
      card: cardAt(c),
      value,
      loss: side === 'declarer' ? best - value : value - best,
      equivalent: cls.filter((o) => o !== c).map(cardAt),
      refutation: null,
      turnsAt: null,
      changes: [],
      outcome: null,
    })),
  );
  cards.sort((a, b) => a.loss - b.loss);
  return { seat, side, value: best, cards, nodes, complete: false };
}

/**
 * The exact value of every legal card of the seat to act, best first. When `shouldStop` fires, the
 * cards valued so far come back (`complete: false`, without lines: losses are relative to the best of them).
 */
export function analyze(state: HandState, options: AnalyzeOptions = {}): Analysis {
  if (state.phase !== 'play') throw new Error('analyze needs a hand in play');
  const seat = state.toAct as number;
  // The declarer's partner (křížový) plays for the declarer's side.
  const side: Side = sideOf(state, seat);
  const search = new Search(state, { shouldStop: options.shouldStop });
  const coopTable = new TranspositionTable(16);
  const classes = search.classes();
  const values: { cls: number[]; value: number }[] = [];
  let stopped = false;
  for (const cls of classes) {
    try {
      if (options.shouldStop?.()) throw STOPPED;
      values.push({ cls, value: search.valueAfter(cardAt(cls[0] as number)) });
    } catch (e) {
      if (e !== STOPPED) throw e;
      stopped = true;
      break;
    }
  }
  // A stopped search is left mid-line: report the values found, without lines.
  if (stopped) return partialAnalysis(seat, side, values, search.nodes);
  const best =
    side === 'declarer' ? Math.max(...values.map((v) => v.value)) : Math.min(...values.map((v) => v.value));
  const lineAfter = (card: number): Card[] => {
    search.play(card);
    const rest = search.line();
    search.undo();
    return [cardAt(card), ...rest.map(cardAt)];
  };
  const bestClass = values.find((v) => v.value === best);
  const bestLine = bestClass ? lineAfter(bestClass.cls[0] as number) : [];
  const bestStates = bestClass ? playLine(state, bestLine) : [];
  const bestItems = bestStates.length > 0 ? settle(bestStates.at(-1) as HandState).items : [];
  const cards: CardVerdict[] = [];
  for (const { cls, value } of values) {
    const loss = side === 'declarer' ? best - value : value - best;
    const rep = cardAt(cls[0] as number);
    // Each class's own best line: its outcome names its cards (the best class's line is reused).
    const line = cls === bestClass?.cls ? bestLine : lineAfter(cls[0] as number);
    const states = cls === bestClass?.cls ? bestStates : playLine(state, line);
    const end = states.at(-1) as HandState;
    const outcome = outcomeOf(end);
    const losing = loss > 0;
    const changes = losing ? itemChanges(bestItems, settle(end).items, side) : [];
    const turnsAt = losing ? turningTrick(states, side, best, coopTable) : null;
    for (const c of cls) {
      // The same line with this card and the representative swapped (they are interchangeable).
      const swap = (x: Card) => (x === cardAt(c) ? rep : x === rep ? cardAt(c) : x);
      const last = outcome.lastTrick;
      cards.push({
        card: cardAt(c),
        value,
        loss,
        equivalent: cls.filter((o) => o !== c).map(cardAt),
        refutation: losing ? line.map(swap) : null,
        turnsAt,
        changes,
        outcome: last ? { ...outcome, lastTrick: { ...last, card: swap(last.card) } } : outcome,
      });
    }
  }
  cards.sort((a, b) => a.loss - b.loss);
  return { seat, side, value: best, cards, nodes: search.nodes, complete: true, bestLine };
}

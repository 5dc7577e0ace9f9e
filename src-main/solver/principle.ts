/**
 * A principle from one seat's view (explain/principles, docs/engine.md "Principles"): why `played` is
 * worse than `better` as the seat could know it. Over a seeded sample of the layouts the seat cannot rule
 * out (layouts.ts), the layouts where `played` does worse than `better` for the goal (the money unless
 * another goal is given) are compared: each layout's two lines (the search's line after each card, with
 * the goal's objective) go to the principles' tests, and a technique is named only when the same facts
 * hold in every such layout compared — the same technique, cards, focus, role and kind (the trick kept
 * only where it is the same) — and its words name no card whose place the seat does not know (an unseen
 * card that more than one hand, or the talon, may hold). Otherwise null: the caller then says the
 * all-cards-open reason plainly, or nothing. Pure TypeScript, for worker threads.
 */
import {
  type Card,
  type HandState,
  type SeatView,
  cardAt,
  cardIndex,
  createRng,
  sideOf,
} from '../../src-shared/index.ts';
import type { Goal } from '../../src-shared/goal/goal.ts';
import { compare, techniquesOf } from '../../src-shared/explain/principles/detect.ts';
import { type PrincipleFact, factCards, factOf } from '../../src-shared/explain/principles/note.ts';
import { TECHNIQUES } from '../../src-shared/explain/principles/techniques.ts';
import { goalSearch } from './goal.ts';
import { layoutModel, modelCount, sampleFrom } from './layouts.ts';
import { STOPPED } from './search.ts';

export interface SeatPrincipleTask {
  readonly method: 'seatPrinciple';
  /** The view of the seat to play (no hidden card leaves main). */
  readonly view: SeatView;
  /** The card played (or judged wrong) and the card the seat's verdict names better. */
  readonly played: Card;
  readonly better: Card;
  /** The goal the cards are judged by (default: the most money). */
  readonly goal?: Goal;
  readonly seed: number;
  /** Layouts drawn at most (default 40). */
  readonly maxLayouts?: number;
  /** Layouts where `played` does worse compared at most (default 10). */
  readonly maxFailing?: number;
  /** Solver nodes after which no further layout begins (default 3,000,000). */
  readonly maxNodes?: number;
}

export interface SeatPrincipleFound {
  /**
   * The principle common to every layout compared, or null (none; or one such layout only, unless every
   * layout was solved).
   */
  readonly fact: PrincipleFact | null;
  /** Layouts where `played` does worse than `better`, compared. */
  readonly failing: number;
  /** Layouts drawn and solved. */
  readonly tried: number;
  readonly nodes: number;
}

export const SEAT_PRINCIPLE = { layouts: 40, failing: 10, nodes: 3_000_000 } as const;

/**
 * The cards of a view whose place the seat does not know: unseen cards more than one holder may have
 * (by the layout model's limits: suits a seat showed out of, the talon's bans, the called card …).
 */
export function hiddenCards(view: SeatView): Set<Card> {
  const model = layoutModel(view);
  const out = new Set<Card>();
  model.cards.forEach((c, i) => {
    const mask = model.masks[i] as number;
    if ((mask & (mask - 1)) !== 0) out.add(cardAt(c));
  });
  return out;
}

export function seatPrinciple(
  task: SeatPrincipleTask,
  hooks: { readonly shouldStop?: () => boolean } = {},
): SeatPrincipleFound {
  const { view, played, better } = task;
  const goal: Goal = task.goal ?? { kind: 'money' };
  const maxLayouts = task.maxLayouts ?? SEAT_PRINCIPLE.layouts;
  const maxFailing = task.maxFailing ?? SEAT_PRINCIPLE.failing;
  const maxNodes = task.maxNodes ?? SEAT_PRINCIPLE.nodes;
  const hidden = hiddenCards(view);
  let candidates: PrincipleFact[] | null = null;
  let failing = 0;
  let tried = 0;
  let nodes = 0;
  const model = layoutModel(view);
  const total = modelCount(model);
  // One layout is enough only when it is every layout where the card loses (all of them were solved).
  const done = (fact: PrincipleFact | null): SeatPrincipleFound => ({
    fact: failing >= 2 || (failing === 1 && tried === total) ? fact : null,
    failing,
    tried,
    nodes,
  });
  const layouts = sampleFrom(model, createRng(task.seed), maxLayouts);
  for (const layout of layouts) {
    if (hooks.shouldStop?.() === true || (tried > 0 && nodes >= maxNodes) || failing >= maxFailing) break;
    let lines: { readonly b: Card[]; readonly w: Card[]; readonly worse: boolean };
    try {
      const r = linesOf(layout, played, better, goal, hooks.shouldStop);
      nodes += r.nodes;
      lines = r;
    } catch (e) {
      if (e === STOPPED) break;
      throw e;
    }
    tried++;
    if (!lines.worse) continue;
    failing++;
    const c = compare(layout, { card: better, line: lines.b }, { card: played, line: lines.w });
    const here = c === null ? [] : techniquesOf(c).map((p) => factOf(p, layout));
    candidates = candidates === null ? here.filter((f) => known(f, hidden)) : common(candidates, here);
    if (candidates.length === 0) return done(null);
  }
  if (candidates === null) return done(null);
  const first = TECHNIQUES.map((id) => candidates?.find((f) => f.id === id)).find((f) => f !== undefined);
  return done(first ?? null);
}

/** Whether a fact's words name only cards the seat knows the place of. */
function known(f: PrincipleFact, hidden: ReadonlySet<Card>): boolean {
  return factCards(f).every((c) => !hidden.has(c));
}

/** The candidates that hold here too: the same facts; a trick that differs is dropped (null). */
function common(candidates: readonly PrincipleFact[], here: readonly PrincipleFact[]): PrincipleFact[] {
  const out: PrincipleFact[] = [];
  for (const f of candidates) {
    const g = here.find(
      (x) =>
        x.id === f.id &&
        x.card === f.card &&
        x.other === f.other &&
        x.focus === f.focus &&
        x.role === f.role &&
        x.focusOwn === f.focusOwn &&
        x.kind === f.kind,
    );
    if (g !== undefined) out.push(g.trick === f.trick ? f : { ...f, trick: null });
  }
  return out;
}

/**
 * One layout's line after each card (the search's principal variation, the goal's objective) and
 * whether `played` does worse than `better` there for the side to play.
 */
function linesOf(
  layout: HandState,
  played: Card,
  better: Card,
  goal: Goal,
  shouldStop?: () => boolean,
): { b: Card[]; w: Card[]; worse: boolean; nodes: number } {
  const side = sideOf(layout, layout.toAct as number);
  const search = goalSearch(layout, goal, side, shouldStop ? { shouldStop } : {});
  const after = (card: Card): { value: number; line: Card[] } => {
    const value = search.valueAfter(card);
    search.play(cardIndex(card));
    const rest = search.line();
    search.undo();
    return { value, line: [card, ...rest.map(cardAt)] };
  };
  const b = after(better);
  const w = after(played);
  // Every objective is the declarer's side's to raise (goal.ts goalObjective).
  const declarer = side === 'declarer';
  const worse = declarer ? b.value > w.value : b.value < w.value;
  return { b: b.line, w: w.line, worse, nodes: search.nodes };
}

/**
 * The coach at the table: `coachCard` grades a person's card of the current hand of a practice session
 * (src-main/review/card.ts: exact and from the seat's view, in the pool's interactive lane: the person
 * waits for it, so no background work delays it).
 *
 * - It never waits for the table nor the table for it: the session is read from the store at once
 *   (outside the session's queue of calls), so the computer players go on while a card is graded.
 * - Grades are kept per card and the actions before it (an undone and replayed card is another card),
 *   and a card asked twice is graded once: asking again to reveal the line costs nothing.
 * - While the hand is running and `reveal` is not set, the answer carries no card the person could not
 *   see (api/coach.ts: no refutations, no last-trick cards, no position, no principle naming one), nor a
 *   seat its view does not account for in the outcomes at the end of the lines (`withheld`).
 * - Every variant: a lízaný card while the stock lasts is graded over the draws by the same judge as
 *   the review (card.ts → stock-card.ts; no exact analysis, so no line); křížový's and licitovaný's
 *   cards are graded as volený's.
 * - Mid-hand the coach speaks only to the seat the table is shown to (snapshot.ts `viewerOf`: the
 *   person to act, else the person who acted last): another person's card is `coachOtherSeat`, and
 *   `reveal` with another person at the table is `coachRevealPeople` (his cards would be shown). Alone
 *   with computers the person may ask to see their hands (practice). At hand end every card is public.
 * - A forced card (the only legal card, `legalActions`) is answered at once without grading (`forced`):
 *   no solver runs, no grade is given.
 * Refusals: not a practice session → `coachPracticeOnly`; a computer's card → `computerSeat`; an index
 * that is no played card of the current hand → badInput `notACard` at `params.index`.
 */
import {
  type Analysis,
  type ApiError,
  type ApiResult,
  type Card,
  type CoachNote,
  type CoachParams,
  type Game,
  type HandState,
  type Outcome,
  type Result,
  type SeatView,
  describe,
  err,
  legalActions,
  ok,
  replay,
  sideOf,
  view,
} from '../../src-shared/index.ts';
import { outcomeForView } from '../../src-shared/settlement/outcome-seats.ts';
import { handPayShape } from '../../src-shared/explain/verdict.ts';
import { type PrincipleNote, factCards } from '../../src-shared/explain/principles/note.ts';
import { loadSession } from '../game/session.ts';
import { type SeatControl, HOST_DEVICE, NOT_SHARED, isHuman, viewerOf } from '../game/snapshot.ts';
import { type CardPool, type GradedCard, cardSeed, gradeCard } from '../review/card.ts';
import type { Store } from '../store/store.ts';

export interface CoachApi {
  coachCard(params: CoachParams): Promise<ApiResult<'coachCard'>>;
}

export interface CoachOptions {
  /**
   * Each session's seat control (a shared table: the host's screen plays only its own seats, so the
   * coach speaks to the host's viewer); default: nothing shared.
   */
  readonly control?: (id: number) => SeatControl;
  /**
   * The bound of the seat view's layouts (default the review's, card.ts CARD_SAMPLING: one judge; tests
   * lower it).
   */
  readonly maxLayouts?: number;
  /** Graded cards kept (default 256, the oldest dropped first). */
  readonly cacheSize?: number;
  /** Time limit of each analysis (ms; default: the pool's). */
  readonly timeoutMs?: number;
}

type Graded = Result<GradedCard, ApiError<never>>;

export class Coach implements CoachApi {
  private readonly store: Store;
  private readonly pool: CardPool;
  private readonly options: CoachOptions;
  private readonly cache = new Map<string, Promise<Graded>>();

  constructor(store: Store, pool: CardPool, options: CoachOptions = {}) {
    this.store = store;
    this.pool = pool;
    this.options = options;
  }

  coachCard = async ({ id, index, reveal }: CoachParams): Promise<ApiResult<'coachCard'>> => {
    try {
      const open = loadSession(this.store, id);
      if (!open.ok) return open;
      const { settings, current } = open.value;
      if (!settings.practice) return err({ code: 'refused', reason: { code: 'coachPracticeOnly' } });
      const actions = current.actions;
      const action = actions[index];
      if (action === undefined || action.type !== 'play')
        return err({
          code: 'badInput',
          error: {
            code: 'invalid',
            path: 'params.index',
            problem: { kind: 'notACard', index, actions: actions.length },
          },
        });
      if (!isHuman(settings, action.seat))
        return err({ code: 'refused', reason: { code: 'computerSeat', seat: action.seat } });
      const running = open.value.state.phase !== 'finished';
      if (running) {
        // Mid-hand the coach speaks only to the seat the table is shown to, as the snapshot picks it.
        const control = this.options.control?.(id) ?? NOT_SHARED;
        const viewer = viewerOf(open.value, { control, device: HOST_DEVICE });
        if (action.seat !== viewer)
          return err({ code: 'refused', reason: { code: 'coachOtherSeat', seat: action.seat, viewer } });
        // The hidden hands are shown on request only to a person alone with computers.
        const person = settings.seats.findIndex((p, s) => s !== viewer && p.kind === 'human');
        if (reveal === true && person >= 0)
          return err({ code: 'refused', reason: { code: 'coachRevealPeople', seat: person } });
      }
      const before = replay(current.setup, actions.slice(0, index));
      if (!before.ok) return err({ code: 'internal', message: 'the hand no longer replays' });
      // The only legal card: nothing to grade (and no solver run), the note says so.
      if (legalActions(before.value).filter((a) => a.type === 'play').length === 1) {
        const hidden = running && reveal !== true ? view(open.value.state, action.seat) : null;
        return ok(forcedNote(before.value, { id, handNo: current.handNo, index, card: action.card, hidden }));
      }
      const key = `${id}:${current.handNo}:${JSON.stringify(actions.slice(0, index + 1))}`;
      // The review's seed and sampling (card.ts): the same card gets the same grade in both.
      const seed = cardSeed(0, index);
      const graded = await this.graded(key, before.value, action.card, id, seed);
      if (!graded.ok) return graded;
      // Hidden: worded for the asking seat's view of the table now (it knows every card played since).
      const hidden = running && reveal !== true ? view(open.value.state, action.seat) : null;
      return ok(
        noteOf(graded.value, before.value, { id, handNo: current.handNo, index, card: action.card, hidden }),
      );
    } catch (e) {
      return err({ code: 'internal', message: e instanceof Error ? e.message : String(e) });
    }
  };

  /** The grade of a card, from the cache or graded once however often it is asked meanwhile. */
  private graded(key: string, state: HandState, card: Card, id: number, seed: number): Promise<Graded> {
    const known = this.cache.get(key);
    if (known) return known;
    const o = this.options;
    const p = gradeCard(this.pool, state, card, {
      caller: `session:${id}`,
      // The person waits for the note: ahead of every background analysis.
      lane: 'interactive',
      seed,
      ...(o.maxLayouts === undefined ? {} : { maxLayouts: o.maxLayouts }),
      ...(o.timeoutMs === undefined ? {} : { timeoutMs: o.timeoutMs }),
    }).then((r) => {
      // A failure (a timeout, a crashed worker) is not kept: the next ask tries again.
      if (!r.ok) this.cache.delete(key);
      return r;
    });
    this.cache.set(key, p);
    const limit = o.cacheSize ?? 256;
    while (this.cache.size > limit) this.cache.delete(this.cache.keys().next().value as string);
    return p;
  }
}

export interface NoteOf {
  readonly id: number;
  readonly handNo: number;
  readonly index: number;
  readonly card: Card;
  /** The asking seat's view when the note is hidden (mid-hand, not revealed): what it may be told; else null. */
  readonly hidden: SeatView | null;
}

/** The answer for a graded card; `hidden` withholds what the person could not see. */
export function noteOf(g: GradedCard, before: HandState, n: NoteOf): CoachNote {
  const card = n.card;
  const stats = g.seatAnalysis?.cards.find((c) => c.card === card) ?? null;
  return {
    session: n.id,
    handNo: n.handNo,
    index: n.index,
    seat: before.toAct as number,
    side: g.side,
    card,
    game: before.game as Game,
    payShape: n.hidden !== null && g.side === 'defence' ? null : handPayShape(before),
    hidden: n.hidden !== null,
    forced: false,
    exact: g.exact,
    bestAction: g.bestAction,
    seatView: g.seatView,
    seatStats: stats,
    seatLayouts: g.seatAnalysis?.layouts ?? 0,
    seatExact: g.seatAnalysis?.exact ?? false,
    analysis: g.analysis === null || n.hidden === null ? g.analysis : withheld(g.analysis, n.hidden),
    ...(g.draws === undefined ? {} : { draws: g.draws }),
    position: n.hidden === null ? describe(before) : null,
    principle: n.hidden === null ? g.principle : seenPrinciple(g.principle, n.hidden),
  };
}

/**
 * A principle the asking seat may be told while the hand runs: one from its own view (it names no card
 * whose place the seat did not know), or one whose words name only cards its view shows (its hand, the
 * cards played, a talon or hand it has seen); else null.
 */
export function seenPrinciple(p: PrincipleNote | null, seen: SeatView): PrincipleNote | null {
  if (p === null || p.fact === null || p.scope === 'seat') return p;
  const shown = new Set<Card>([
    ...seen.hand,
    ...seen.tricks.flatMap((t) => t.cards),
    ...(seen.trick?.cards ?? []),
    ...(seen.talon ?? []),
    ...seen.laidOpen.flatMap((h) => h ?? []),
  ]);
  return factCards(p.fact).every((c) => shown.has(c)) ? p : null;
}

/** The answer for a forced card: what a graded note says of the hand, and nothing graded. */
export function forcedNote(before: HandState, n: NoteOf): CoachNote {
  const seat = before.toAct as number;
  const side = sideOf(before, seat);
  return {
    session: n.id,
    handNo: n.handNo,
    index: n.index,
    seat,
    side,
    card: n.card,
    game: before.game as Game,
    payShape: n.hidden !== null && side === 'defence' ? null : handPayShape(before),
    hidden: n.hidden !== null,
    forced: true,
    exact: null,
    bestAction: null,
    seatView: null,
    seatStats: null,
    seatLayouts: 0,
    seatExact: false,
    analysis: null,
    position: n.hidden === null ? describe(before) : null,
    principle: null,
  };
}

/**
 * The exact analysis without a card or seat the person could not see (`seen` is the asking seat's engine
 * view): no refutations nor best line, no last-trick cards, and in the items' outcomes at the end of the lines no seat
 * the view does not account for (settlement/outcome-seats.ts): not the card that beat a seven nor its
 * seat, not the defender who holds a seven, not whose seven fell early or late in the line.
 */
export function withheld(a: Analysis, seen: SeatView): Analysis {
  const lineless = (o: Outcome | null): Outcome | null => (o === null ? null : outcomeForView(seen, o));
  // The best line names hidden cards too.
  const { bestLine: _bestLine, ...rest } = a;
  return {
    ...rest,
    cards: a.cards.map((c) => ({
      ...c,
      refutation: null,
      changes: c.changes.map((x) => ({ ...x, before: lineless(x.before), after: lineless(x.after) })),
      outcome: c.outcome === null ? null : { ...c.outcome, lastTrick: null },
    })),
  };
}

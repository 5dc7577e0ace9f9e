/**
 * The seat-view grade of a card as card.ts documents it, rebuilt from the solver run directly: for
 * each round size of `roundSizes(CARD_SAMPLING.first, max)` one fresh `analyzeForSeat` of that many
 * layouts of the seed's stream (not the rounds' `skip` of the code under test), judged by interval.ts,
 * stopping where the documented rule stops (exact, the stream dry or the nodes spent, decided, or the
 * bound in layouts). The nodes: `maxNodes` (default CARD_SAMPLING.nodes), and when a round is cut
 * there with the grade best and undecided, `openNodes` for the rounds after, if any (default
 * CARD_SAMPLING.openNodes; with `maxNodes` given and this not: maxNodes), as gradeCard's options.
 */
import { type Card, type HandState, type SeatAnalysis, view } from '../../src-shared/index.ts';
import { forSide } from '../../src-shared/review/grade.ts';
import { type SampledGrade, roundSizes, sampledGrade } from '../../src-shared/review/interval.ts';
import { CARD_SAMPLING } from '../../src-main/review/card.ts';
import { analyzeForSeat } from '../../src-main/solver/seat.ts';
import { partnerOf } from '../../src-shared/engine/state.ts';

export function seatJudge(
  state: HandState,
  card: Card,
  seed: number,
  max: number = CARD_SAMPLING.max,
  maxNodes?: number,
  openNodes?: number,
): { analysis: SeatAnalysis; grade: SampledGrade; against: Card | null } {
  const seat = state.toAct as number;
  const side = seat === state.declarer || seat === partnerOf(state) ? 'declarer' : 'defence';
  const rounds = roundSizes(CARD_SAMPLING.first, max);
  let nodes = maxNodes ?? CARD_SAMPLING.nodes;
  const open = openNodes ?? maxNodes ?? CARD_SAMPLING.openNodes;
  for (const [k, size] of rounds.entries()) {
    const a = analyzeForSeat(view(state, seat), { seed, maxLayouts: size, values: true, maxNodes: nodes });
    const rows = a.cards.map((c) => (c.values as number[]).map((v) => forSide(side, v)));
    const j = sampledGrade(
      side,
      rows,
      a.cards.findIndex((c) => c.card === card),
      { exact: a.exact, looks: rounds.length },
    );
    // Cut by the nodes (no layout begins past them; an enumeration of few layouts may be cut past
    // `size`) or the stream dry.
    const spent = (a.nodes ?? 0) >= nodes;
    const cut = !a.exact && (!a.done || a.layouts < size || spent);
    // The raised bound goes on with the next round's size: none after the last.
    const last = k === rounds.length - 1;
    if (!last && cut && spent && !j.grade.decided && j.grade.grade === 'best' && nodes < open) {
      nodes = open;
      continue;
    }
    if (a.exact || cut || j.grade.decided || last)
      return { analysis: a, grade: j.grade, against: j.against === null ? null : a.cards[j.against]!.card };
  }
  throw new Error('no round');
}

/**
 * Křížový: the verdict's line names every card's player by side. The declarer's partner is on the
 * declarer's side: "spoluhráč" to the declarer, "spoluhráč aktéra" to a defender, never "obrana".
 * Positions are real křížový hands played by the rules player, a few tricks before the end.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type Seat,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { sideOf } from '../../../src-shared/engine/score.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import { cardName } from '../../../src-shared/explain/names.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

/** A křížový hand with a partner, played by the rules player until `left` tricks remain. */
function positionOf(i: number, left: number): HandState | null {
  let s = newHand({
    rules: preset('csm'),
    table: fourHandTable(i % 4),
    deck: shuffledDeck(createRng(700 + i)),
    variant: 'fourHand',
  });
  for (let n = 0; s.phase !== 'finished'; n++) {
    if (s.phase === 'play' && s.tricks.length === 8 - left && (s.trick?.cards.length ?? 0) === 0)
      return partnerOf(s) === null || s.game !== 'suit' ? null : s;
    const next = apply(s, rulePlayer.decide(view(s, s.toAct as Seat), decisionRng(i, n)).action);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return null;
}

/** Who plays each card of the line, replayed through the engine. */
function playersOf(state: HandState, line: readonly Card[]): Map<Card, Seat> {
  const out = new Map<Card, Seat>();
  let s = state;
  for (const card of line) {
    if (s.phase !== 'play' || s.toAct === null) break;
    out.set(card, s.toAct);
    const r = apply(s, { type: 'play', seat: s.toAct, card });
    if (!r.ok) break;
    s = r.value;
  }
  return out;
}

describe('křížový verdict lines name the partner by side', () => {
  it('a card of the declarer’s partner is the partner’s, never the defence’s', () => {
    let checked = 0;
    for (let i = 0; i < 60 && checked < 6; i++) {
      const state = positionOf(i, 3);
      if (state === null) continue;
      const mover = state.toAct as Seat;
      const analysis = analyze(state);
      for (const v of analysis.cards.filter((c) => c.loss > 0)) {
        const words = explainVerdict(state, analysis, v.card, 'cs');
        const seats = playersOf(state, words.cards);
        // Each part of a trick sentence starts with its subject and names that subject's cards.
        const parts = words.line.split(/\. |: |, |; /u);
        for (const [card, seat] of seats) {
          if (seat === mover || sideOf(state, seat) !== 'declarer' || seat === state.declarer) continue;
          const part = parts.find((p) => p.includes(cardName(card, 'cs', 'czech', 'acc')));
          expect(part, words.line).toBeDefined();
          const subject =
            sideOf(state, mover) === 'declarer'
              ? /^spoluhráč (vynese|zahraje)/u
              : /^spoluhráč aktéra (vynese|zahraje)/u;
          expect(part, words.line).toMatch(subject);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

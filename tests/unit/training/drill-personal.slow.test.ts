/**
 * Personal drills from a real reviewed hand: a hand played out by a careless chooser is reviewed through
 * ReviewService (the solver in-process) with the drills' hook; every card graded a mistake or blunder
 * becomes one exact drill whose answers a fresh analysis confirms best and whose played card loses,
 * queued for repetition as a failure at the review's time (back in 4 hours); a second review of the same hand (answered from the store) adds none.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type CardVerdict, type ReviewStatus, fromPosition, replay } from '../../../src-shared/index.ts';
import type { HandReview } from '../../../src-shared/api/review.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { readNotation } from '../../../src-shared/io/notation.ts';
import {
  addPersonalDrills,
  personalOrigin,
  personalTheme,
} from '../../../src-main/training/drill-personal.ts';
import { type Drill, THEMES, meetsTheme } from '../../../src-main/training/drill-judge.ts';
import { LADDER } from '../../../src-shared/training/repetition.ts';
import { playedOutHand, storeHand, tempStore } from '../review/support.ts';

const temp = tempStore('personal');
const NOW = Date.parse('2026-11-22T20:00:00.000Z');
const added: number[][] = [];
const service = new ReviewService(temp.store, inProcessPool(), {
  review: { layouts: 4, deals: 2 },
  onReviewed: (hand, review) => added.push(addPersonalDrills(temp.store.drills, hand, review, NOW)),
});
afterAll(() => {
  service.close();
  temp.close();
});

async function review(session: number, seat: number): Promise<HandReview> {
  const start = await service.reviewStart({ session, handNo: 1, seat });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  for (;;) {
    const s = await service.reviewPoll({ job: start.value.job });
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    const st: ReviewStatus = s.value;
    if (st.state !== 'running') return st.partial as HandReview;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('personal drills', () => {
  it('turns every card graded a mistake or blunder into one drill, back in 4 hours, inserted once', async () => {
    const played = playedOutHand(1);
    const session = storeHand(temp.store, played.record);
    let total = 0;
    for (const seat of [0, 1, 2]) {
      const r = await review(session, seat);
      const bad = r.decisions.filter(
        (d) => d.kind === 'card' && (d.exact?.grade === 'mistake' || d.exact?.grade === 'blunder'),
      );
      const ids = added.at(-1) as number[];
      expect(ids).toHaveLength(bad.length);
      total += bad.length;
      for (const [i, d] of bad.entries()) {
        const row = temp.store.drills.drill(ids[i] as number);
        expect(row?.source).toBe('review');
        expect(row?.kind).toBe('exact');
        expect(row?.origin).toBe(personalOrigin(session, 1, seat, d.index));
        const drill = row?.drill as Drill;
        // The position is the moment before the card; a fresh analysis confirms the answers.
        const before = replay(played.record.setup, played.record.actions.slice(0, d.index));
        const state = fromPosition(drill.position);
        if (!before.ok || !state.ok) throw new Error('position');
        expect(state.value.hands).toEqual(before.value.hands);
        expect(drill.seat).toBe(seat);
        const fresh = analyze(state.value);
        const best = fresh.cards.filter((v) => v.loss === 0).flatMap((v) => [v.card, ...v.equivalent]);
        expect([...drill.answers].sort()).toEqual([...best].sort());
        const card = d.action.type === 'play' ? d.action.card : null;
        expect(card !== null && drill.answers.includes(card)).toBe(false);
        expect(THEMES).toContain(row?.theme);
        const losing = fresh.cards.filter((v) => v.loss > 0);
        const themed = THEMES.find((t) => meetsTheme(t, state.value, losing));
        if (themed !== undefined) expect(row?.theme).toBe(themed);
        expect(temp.store.drills.repetition(`drill:${row?.id}`)).toEqual({
          id: `drill:${row?.id}`,
          rung: 0,
          due: NOW + (LADDER[0] as number),
          lapses: 1,
        });
      }
    }
    // The careless chooser makes mistakes: the test has something to check.
    expect(total).toBeGreaterThan(0);
    // Reviewed again (answered from the store): nothing new.
    await review(session, 0);
    expect(added.at(-1)).toEqual([]);
  }, 120_000);
});

/** A position in the one-line notation, its analysis and its losing cards. */
function analysed(notation: string) {
  const r = readNotation(notation);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const a = analyze(r.value.state);
  return { state: r.value.state, losing: a.cards.filter((v) => v.loss > 0) };
}

describe('the theme of a personal drill', () => {
  // Each card that loses costs only the plain game's items: the silent hundred traded for the game.
  it("files a card that costs the silent hundred by the game's points, never under sto", () => {
    // Declarer (rear hand, trumps hearts, a hra) holding HX HK LX AX after BK B8: HK gives away his own
    // silent hundred (100 counted with the hearts marriage → the game won 90:60).
    const declarer = analysed(
      'csm d1 2:H / HA A8 AO / B9 BU AU / HX HK LX AX / H8 A9 / L7 L8 LK, BX H9 B7, L9 LU H7, BA HO BO, LO LA HU, A7 AK AA, BK B8',
    );
    expect(declarer.losing.map((v) => v.card)).toEqual(['HK']);
    expect(declarer.losing[0]?.changes.map((c) => c.kind).sort()).toEqual(['game', 'silentHundred']);
    expect(meetsTheme('sto', declarer.state, declarer.losing)).toBe(false);
    expect(meetsTheme('pocitani', declarer.state, declarer.losing)).toBe(true);
    // Before: sto, the theme of the announced hundred.
    expect(personalTheme(declarer.state, declarer.losing, declarer.losing[0] as CardVerdict)).toBe(
      'pocitani',
    );
    // A defender's card that lets the defence's silent hundred go (100 with the marriage → the game
    // lost 40:90) is a defender's points mistake: obrana, as THEMES orders a defender's count.
    const defender = analysed(
      'csm d2 0:H / H8 BX AK / BA LK A9 / BK LU AX AO / BU A8 / HA HU H7, HX A7 H9, HK B8 HO, B7 B9 BO, LA L7 L9, L8 LX LO, AU AA',
    );
    expect(defender.losing.map((v) => v.card)).toEqual(['AX']);
    expect(meetsTheme('sto', defender.state, defender.losing)).toBe(false);
    expect(meetsTheme('pocitani', defender.state, defender.losing)).toBe(true);
    expect(personalTheme(defender.state, defender.losing, defender.losing[0] as CardVerdict)).toBe('obrana');
  });

  it('keeps an announced hundred under sto', () => {
    // Sto announced in leaves: AK lets the declarer's hundred fall from 90 to 80 counted.
    const hundred = analysed(
      'csm d2 0:B hundred / HK AU AK / LO AO / HU HO / B7 LK / BA B8 H7, BX B9 L7, BK BU H8, BO A7 L8, LX L9 A8, LA LU A9, H9 HA HX, AA AX',
    );
    expect(hundred.losing.map((v) => v.card)).toEqual(['AK']);
    expect(meetsTheme('sto', hundred.state, hundred.losing)).toBe(true);
    expect(meetsTheme('pocitani', hundred.state, hundred.losing)).toBe(false);
    expect(personalTheme(hundred.state, hundred.losing, hundred.losing[0] as CardVerdict)).toBe('sto');
  });
});

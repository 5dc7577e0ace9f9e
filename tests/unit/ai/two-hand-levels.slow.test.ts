/**
 * The levels' temperature in lízaný (src-main/ai/level-choice.ts, `temperature.twoHand`): the cards
 * while the stock lasts and after it, the trump suit, the announcements and the doubles are chosen by a
 * softmax over their values, among those their samples cannot tell from the best (after the stock the
 * values are exact, so only the best and its equals). Temperature 0 is the best and draws nothing; a drawn card below the best
 * names the best (`levelCard`); a hint (`best: true`) takes the best; the same view and seed give the
 * same choice.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type SeatView,
  actionKey,
  apply,
  cardAt,
  createRng,
  newHand,
  view,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { chooser } from '../../../src-main/ai/level-choice.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { ENDGAME_PHASE, endgameCard, openEndgame } from '../../../src-main/ai/open-endgame.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import { STOCK_PHASE } from '../../../src-main/ai/two-hand/stock-player.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { seededTwoHand } from '../../support/two-hand.ts';

function must(s: HandState, a: Action): HandState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Views after the stock where the cards' exact values differ, from hands the rules players play. */
function endgameViews(count: number): SeatView[] {
  const out: SeatView[] = [];
  for (let h = 0; out.length < count && h < 40; h++) {
    let s = newHand(seededTwoHand(20_100 + h));
    for (let n = 0; s.phase !== 'finished'; n++) {
      const v = view(s, s.toAct as number);
      const state = openEndgame(v);
      if (state !== null) {
        const search = new Search(state);
        const values = search.classes().map((cls) => search.valueAfter(cardAt(cls[0] as number)));
        if (new Set(values).size > 1 && out.length < count) out.push(v);
      }
      s = must(s, rulePlayer.decide(v, decisionRng(h, n)).action);
    }
  }
  return out;
}

describe('lízaný: the levels choose by their temperature', () => {
  it('has a temperature per level in the order of the names, mistr at 0', () => {
    const t = (l: keyof typeof LEVEL_CONFIG) => LEVEL_CONFIG[l].temperature.twoHand;
    expect(t('mistr')).toBe(0);
    expect(t('hrac')).toBeGreaterThan(0);
    expect(t('zacatecnik')).toBeGreaterThan(t('hrac'));
  });

  it('after the stock: the exact values, the best at temperature 0, and at any temperature never a card below the best', () => {
    const views = endgameViews(8);
    expect(views.length).toBe(8);
    for (const v of views) {
      const best = endgameCard(v);
      if (best === null) throw new Error('no endgame card');
      expect(best.hint.code).toBe('bestCard');
      // Temperature 0 is the best, and draws nothing from the generator.
      const rng = createRng(3);
      const before = rng.state;
      expect(endgameCard(v, rng, chooser(0))).toEqual(best);
      expect(rng.state).toBe(before);
      // The values drawn from are the exact search's, as the seat's own money.
      const state = openEndgame(v) as HandState;
      const search = new Search(state);
      const sign = v.seat === v.declarer ? 1 : -1;
      const exact = search.classes().map((cls) => sign * search.valueAfter(cardAt(cls[0] as number)));
      for (let seed = 0; seed < 30; seed++) {
        let seen: readonly number[] = [];
        let phase = '';
        const hot = chooser(3, (p, values) => {
          phase = p;
          seen = values;
        });
        const d = endgameCard(v, createRng(seed), hot);
        expect(phase).toBe(ENDGAME_PHASE);
        expect(seen).toEqual(exact);
        // Deterministic per seed.
        expect(endgameCard(v, createRng(seed), hot)).toEqual(d);
        expect(v.legal.map(actionKey)).toContain(actionKey(d?.action as Action));
        // The values are exact: a card below the best is a certain loss, never drawn (`exactRows`); a
        // card of the best's value may be (another of its equals).
        expect(d?.hint.code).toBe('bestCard');
      }
    }
  });

  it("začátečník's choices: the same search as its best, a card below it naming the best; a hint and temperature 0 take the best", () => {
    const phases = new Set<string>();
    /** The last valued choice the level reported: its candidates' values and the best. */
    const seen: { values: readonly number[]; best: number } = { values: [], best: -1 };
    const level = samplingPlayer('zacatecnik', undefined, {
      timed: false,
      onChoice: (phase, v, b) => {
        phases.add(phase);
        seen.values = v;
        seen.best = b;
      },
    });
    const hint = samplingPlayer('zacatecnik', undefined, { timed: false, best: true });
    const cold = samplingPlayer(
      'zacatecnik',
      { ...LEVEL_CONFIG.zacatecnik, temperature: { ...LEVEL_CONFIG.zacatecnik.temperature, twoHand: 0 } },
      { timed: false },
    );
    let valued = 0;
    let below = 0;
    for (let h = 0; h < 3; h++) {
      let s = newHand(seededTwoHand(20_200 + h));
      for (let n = 0; s.phase !== 'finished'; n++) {
        const v = view(s, s.toAct as number);
        seen.values = [];
        const d = level.decide(v, decisionRng(h, n));
        const b = hint.decide(v, decisionRng(h, n));
        // Temperature 0 is the hint's choice exactly.
        expect(cold.decide(v, decisionRng(h, n))).toEqual(b);
        // Deterministic per seed.
        expect(level.decide(v, decisionRng(h, n))).toEqual(d);
        expect(b.hint.code).not.toBe('levelCard');
        const { values, best } = seen;
        if (values.length > 1) {
          valued++;
          const chosenBelow = actionKey(d.action) !== actionKey(b.action);
          if (d.hint.code === 'levelCard') {
            below++;
            // The card the hint plays is the one the level's hint names.
            expect(b.action).toMatchObject({ type: 'play', card: d.hint.best });
          } else if (chosenBelow && d.action.type === 'play') {
            // Another card of the best's value (its class or an equal mean), never a worse one called best.
            const top = values[best] as number;
            expect(values.filter((x) => x >= top - 1e-9).length).toBeGreaterThan(1);
          }
        }
        s = must(s, d.action);
      }
    }
    expect(phases.has(STOCK_PHASE) && phases.has(ENDGAME_PHASE) && phases.has('trumpSuit')).toBe(true);
    expect(valued).toBeGreaterThan(20);
    expect(below).toBeGreaterThan(0);
  }, 600_000);
});

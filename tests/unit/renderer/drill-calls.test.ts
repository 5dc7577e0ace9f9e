// @vitest-environment happy-dom
/**
 * A drill's log lists the calls of its hand: a personal drill made from a real hand played out (its
 * position the moment before a defender's card, its history the hand so far as that seat saw it, as
 * drill-personal.ts stores it) served as main serves it (`shownDrill`) shows every call in order with
 * who made it — the trump card laid aside only as "chosen" while the seat could not see it — and no note;
 * a mined drill, whose position comes from no auction, says so in the calls' place, in Czech and English.
 */
import { describe, expect, it } from 'vitest';
import type { DrillStatus, ShownDrill } from '../../../src-shared/api/drills.ts';
import {
  type HandState,
  type Seat,
  describe as describePosition,
  ok,
  replay,
} from '../../../src-shared/index.ts';
import { cardName } from '../../../src-shared/explain/names.ts';
import { publicHistory } from '../../../src-main/game/history.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { shownDrill } from '../../../src-main/training/drills.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { type Drill, difficulty } from '../../../src-main/training/drill-judge.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import TrainingView from '../../../src-renderer/views/TrainingView.vue';
import { playedOutHand } from '../review/support.ts';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

const status: DrillStatus = {
  learner: { rating: 1500, deviation: 300, volatility: 0.06 },
  stock: {
    sedma: 1,
    sto: 0,
    betl: 0,
    durch: 0,
    obrana: 1,
    vynaseni: 0,
    pocitani: 0,
    talon: 0,
    game: 0,
    flek: 0,
  },
  dueToday: 1,
  mining: false,
};
const RATING = { rating: 1500, deviation: 250, volatility: 0.06 };

const served = (shown: ShownDrill) =>
  setup(fakeClient({ drillNext: () => ok({ drill: shown, empty: null, status }) }));

/** A defender's drill from a real hand, four tricks in (a card of the fifth to play), with the hand's history as its seat saw it. */
function personal(): { drill: Drill; before: HandState } {
  const { record } = playedOutHand(1);
  const index = record.actions.findIndex((a, i) => {
    if (a.type !== 'play') return false;
    const s = replay(record.setup, record.actions.slice(0, i));
    return s.ok && s.value.tricks.length === 4 && s.value.toAct !== s.value.declarer;
  });
  const r = replay(record.setup, record.actions.slice(0, index));
  if (index < 0 || !r.ok) throw new Error('no defender to play in the fifth trick');
  const before = r.value;
  const a = analyze(before);
  const answers = a.cards.filter((v) => v.loss === 0).flatMap((v) => [v.card, ...v.equivalent]);
  const seat = before.toAct as Seat;
  return {
    before,
    drill: {
      theme: 'obrana',
      kind: 'exact',
      seed: 0,
      position: describePosition(before),
      seat,
      side: a.side,
      goal: { kind: 'money' },
      answers,
      value: a.value,
      others: a.cards
        .filter((v) => v.loss > 0)
        .flatMap((v) => [v.card, ...v.equivalent].map((card) => ({ card, loss: v.loss }))),
      difficulty: difficulty(before, a, answers),
      history: publicHistory(record.actions.slice(0, index), seat, before),
    },
  };
}

describe("a drill's calls in its log", () => {
  it("a personal drill lists its hand's calls in order, as its seat saw them", async () => {
    const { drill, before } = personal();
    const shown = shownDrill(
      { id: 21, theme: 'obrana', kind: 'exact', source: 'review', rating: RATING },
      drill,
      true,
    );
    const calls = (drill.history ?? []).filter((a) => a.type !== 'play');
    expect(calls.length).toBeGreaterThan(1);
    const w = mountWith(TrainingView, served(shown), { due: true });
    await settleAll();
    const log = w.get('[data-testid="hand-log"]');
    expect(log.get('summary').text()).toBe('Licitace a zdvihy');
    expect(log.find('[data-testid="log-calls-note"]').exists()).toBe(false);
    const items = log.findAll('[data-testid="log-call"]').map((li) => li.text());
    expect(items).toHaveLength(calls.length);
    // Each by its maker, named by role (the learner defends: Aktér, Spoluhráč, Ty).
    const role = (s: number) =>
      s === before.declarer ? 'Aktér' : s === drill.seat ? 'Ty (obránce)' : 'Spoluhráč';
    expect(items.map((x) => x.slice(0, x.indexOf(':')))).toEqual(calls.map((c) => role(c.seat)));
    // The trump card laid aside: named only when the seat could see it.
    const trump = calls.findIndex((c) => c.type === 'chooseTrump');
    expect(trump).toBeGreaterThanOrEqual(0);
    const chosen = calls[trump] as Extract<(typeof calls)[number], { type: 'chooseTrump' }>;
    const card = before.trumpCard;
    expect(chosen.card).toBe(before.trumpShown ? card : null);
    expect(items[trump]).toBe(
      chosen.card === null
        ? `${role(chosen.seat)}: Volím trumf`
        : `${role(chosen.seat)}: Trumf: ${cardName(chosen.card, 'cs')}`,
    );
    // The tricks stay in the log beside the calls.
    expect(log.findAll('[data-testid="log-trick"]')).toHaveLength(4);
    w.unmount();
  });

  it('a mined drill says it came from no game, in Czech and English', async () => {
    let mined: Drill | null = null;
    for (let seed = 1; mined === null && seed <= 30; seed++)
      mined = mineDrill(seed, 'sedma', { kind: 'exact' });
    if (mined === null) throw new Error('no sedma drill in seeds 1–30');
    const shown = shownDrill(
      { id: 22, theme: 'sedma', kind: 'exact', source: 'mined', rating: RATING },
      mined,
      false,
    );
    expect(shown.history).toBeNull();
    const w = mountWith(TrainingView, served(shown), { due: false });
    await settleAll();
    const log = w.get('[data-testid="hand-log"]');
    expect(log.findAll('[data-testid="log-call"]')).toHaveLength(0);
    expect(log.get('[data-testid="log-calls-note"]').text()).toBe(
      'Licitace: žádná — úloha nevznikla ze hry, závazek je daný.',
    );
    setLocale('en');
    await settleAll();
    expect(w.get('[data-testid="log-calls-note"]').text()).toBe(
      'Calls: none — this drill did not come from a game; its contract is given.',
    );
    setLocale('cs');
    w.unmount();
  });

  it('a personal drill stored before drills kept calls says so', async () => {
    const { drill } = personal();
    const { history: _, ...old } = drill;
    const shown = shownDrill(
      { id: 23, theme: 'obrana', kind: 'exact', source: 'review', rating: RATING },
      old,
      true,
    );
    const w = mountWith(TrainingView, served(shown), { due: true });
    await settleAll();
    expect(w.get('[data-testid="log-calls-note"]').text()).toBe(
      'Licitace: neuložená — úloha vznikla dřív, než se licitace ukládala.',
    );
    w.unmount();
  });
});

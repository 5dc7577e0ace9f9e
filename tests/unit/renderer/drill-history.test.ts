// @vitest-environment happy-dom
/**
 * A drill shows the hand so far, from real mined drills served as main serves them (`shownDrill`) and
 * answered as main answers (`refuteDrill`, `layoutsOf`): every trick in its seat's column, the cards
 * played off the led suit marked and who showed out of which suit said (checked against the hands the
 * engine held), the marriages, the roles, the talon where the seat knows it, and what the seat knows —
 * the layouts it cannot rule out, counted afresh from its view. A wrong card of a seat drill is told in
 * how many of those layouts it meets the goal ("N of M"), in Czech plural forms and in English.
 */
import { describe, expect, it } from 'vitest';
import type { DrillPlay, DrillStatus, ShownDrill } from '../../../src-shared/api/drills.ts';
import { type Card, fromPosition, ok, suitOf, view } from '../../../src-shared/index.ts';
import { showOuts, voidsShown } from '../../../src-shared/engine/showed-out.ts';
import { suitName } from '../../../src-shared/explain/names.ts';
import { trickSeats } from '../../../src-renderer/format/hand.ts';
import { judgeGoalForSeat } from '../../../src-main/solver/goal.ts';
import { countLayouts } from '../../../src-main/solver/layouts.ts';
import { refuteDrill } from '../../../src-main/training/drill-refute.ts';
import { shownDrill } from '../../../src-main/training/drills.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { type Drill, type Theme, goalOf, layoutsOf } from '../../../src-main/training/drill-judge.ts';
import LayoutShare from '../../../src-renderer/components/LayoutShare.vue';
import LessonFeedback from '../../../src-renderer/components/lesson/LessonFeedback.vue';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { judgeLessonCard } from '../../../src-main/training/lesson-judge.ts';
import { legalCards, stepState } from '../../../src-shared/training/lesson.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import TrainingView from '../../../src-renderer/views/TrainingView.vue';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

const status: DrillStatus = {
  learner: { rating: 1500, deviation: 300, volatility: 0.06 },
  stock: {
    sedma: 1,
    sto: 1,
    betl: 0,
    durch: 0,
    obrana: 0,
    vynaseni: 0,
    pocitani: 0,
    talon: 0,
    game: 0,
    flek: 0,
  },
  dueToday: 0,
  mining: false,
};
const RATING = { rating: 1500, deviation: 250, volatility: 0.06 };

/** The first seat drill of `theme` (seeds from 1) that `fits`. */
function minedSeat(theme: Theme, fits: (d: Drill) => boolean): Drill {
  for (let seed = 1; seed <= 60; seed++) {
    const d = mineDrill(seed, theme, { kind: 'seat' });
    if (d !== null && fits(d)) return d;
  }
  throw new Error(`no ${theme} seat drill that fits in seeds 1–60`);
}

/** The drill served and answered by main's own functions (the card's verdict refuted in this thread). */
function client(d: Drill, shown: ShownDrill) {
  return fakeClient({
    drillNext: () => ok({ drill: shown, empty: null, status }),
    drillPlay: (p) => {
      const right = d.answers.includes(p.card);
      const r = refuteDrill({
        method: 'refuteDrill',
        position: d.position,
        seat: d.seat,
        card: p.card,
        goal: goalOf(d),
        wrong: !right,
        redeal: !right,
        seed: 1,
      });
      const answer: DrillPlay = {
        outcome: right ? 'right' : 'wrong',
        card: p.card,
        goal: goalOf(d),
        answers: d.answers,
        layouts: layoutsOf(d, p.card),
        cost: null,
        goalLine: r.goalLine,
        position: r.position,
        redealt: r.redealt,
        analysis: r.analysis,
        rating: null,
        status,
      };
      return ok(answer);
    },
  });
}

const seatView = (d: Drill) => {
  const s = fromPosition(d.position);
  if (!s.ok) throw new Error('position');
  return view(s.value, d.seat);
};

describe('a seat drill shows the hand so far', () => {
  // A defender several tricks in, after someone showed out.
  const defending = minedSeat('sedma', (d) => {
    const v = seatView(d);
    return d.seat !== d.position.declarer && v.tricks.length >= 5 && showOuts(v).length > 0;
  });

  it('every trick in its seat’s column, who showed out, the roles, and what the seat knows', async () => {
    const shown = shownDrill(
      { id: 9, theme: 'sedma', kind: 'seat', source: 'mined', rating: RATING },
      defending,
      false,
    );
    const v = shown.view;
    const pinia = setup(client(defending, shown));
    const w = mountWith(TrainingView, pinia, { due: false });
    await settleAll();
    expect(w.get('[data-testid="drill-task"]').attributes('data-drill')).toBe('9');

    // The seats by role, the learner among the defence.
    const declarer = v.declarer as number;
    const partner = [0, 1, 2].find((s) => s !== declarer && s !== v.seat) as number;
    expect(w.get('[data-testid="drill-roles"]').text()).toBe(
      'Aktér: Aktér · Obrana: Ty (obránce), Spoluhráč',
    );
    expect(w.get('[data-testid="drill-talon"]').text()).toBe('Talon: nevidíš ho');

    // What the seat knows: the layouts of the unseen cards, as many as its view alone allows.
    const count = countLayouts(v, 10_000) as number;
    expect(count).toBe(defending.layouts?.count);
    expect(w.get('[data-testid="drill-knows"]').text()).toBe(
      'Vidíš svoje karty a odehrané zdvihy, ne karty aktéra a spoluhráče ani talon. ' +
        `S tím, co víš, souhlasí ${count} rozložení karet, které nevidíš — odpověď musí platit ve všech.`,
    );

    // Every trick, each card in its seat's column and in playing order, the winner framed.
    const log = w.get('[data-testid="hand-log"]');
    const rows = log.findAll('[data-testid="log-trick"]');
    expect(rows).toHaveLength(v.tricks.length);
    const columns = log.findAll('.head .col-name').map((c) => c.text());
    const roleName = (s: number) => (s === declarer ? 'Aktér' : s === partner ? 'Spoluhráč' : 'Ty (obránce)');
    const order = [v.tricks[0]!.leader, (v.tricks[0]!.leader + 1) % 3, (v.tricks[0]!.leader + 2) % 3];
    expect(columns).toEqual([...order.map(roleName), 'Bere']);
    v.tricks.forEach((trick, i) => {
      const cells = rows[i]!.findAll('.played');
      expect(cells.map((c) => c.attributes('data-card'))).toEqual(trick.cards);
      const seats = trickSeats(v, trick.leader, 3);
      expect(cells.map((c) => Number(c.attributes('data-seat')))).toEqual(seats);
      expect(cells.map((c) => c.attributes('style'))).toEqual(
        seats.map((s) => `grid-column: ${order.indexOf(s) + 2};`),
      );
      expect(cells[0]!.classes()).toContain('lead');
      expect(rows[i]!.get('.won').attributes('data-seat')).toBe(String(trick.winner));
      expect(rows[i]!.get('.taker').text()).toBe(roleName(trick.winner));
    });
    // The cards off the led suit, exactly: each from a hand that held none of the suit led.
    const marked = log.findAll('[data-out="true"]').map((c) => c.attributes('data-card'));
    const outs = showOuts(v);
    expect(marked).toEqual(outs.map((o) => o.card));
    for (const o of outs) {
      // The seat's cards then: what it still holds and what it played from that trick on.
      const later = v.tricks.slice(o.trick).flatMap((t) => {
        const seats = trickSeats(v, t.leader, t.cards.length);
        return t.cards.filter((_, k) => seats[k] === o.seat);
      });
      const held = [...defending.position.hands[o.seat]!, ...later];
      expect(held.some((c) => suitOf(c) === o.suit)).toBe(false);
    }
    expect(log.findAll('[data-testid="log-void"]').map((li) => li.text())).toEqual(
      voidsShown(v).map((o) => `${roleName(o.seat)}: ${suitName(o.suit, 'cs')} (od ${o.trick + 1}. zdvihu)`),
    );
    expect(log.findAll('[data-testid="log-marriage"]')).toHaveLength(
      v.marriages.filter((m) => m.trick < v.tricks.length).length,
    );
    // Nothing hidden: every card the page names is the seat's own, played, or turned up.
    const seen = new Set<string>([...v.hand, ...defending.position.tricks.flat(), ...v.talonTrumps]);
    const onPage = [...w.html().matchAll(/data-(?:card|face)="([HBLA][789XUOKA])"/g)].map((m) => m[1]);
    expect(onPage.filter((c) => !seen.has(c as string))).toEqual([]);
    w.unmount();
  });

  it('a wrong card is told in how many of the layouts it meets the goal, beside the answer’s', async () => {
    const shown = shownDrill(
      { id: 9, theme: 'sedma', kind: 'seat', source: 'mined', rating: RATING },
      defending,
      false,
    );
    const judged = judgeGoalForSeat(shown.view, goalOf(defending), { limit: 1000 });
    expect(judged.exhaustive).toBe(true);
    const count = judged.layouts;
    const wrong = defending.others[0]!.card;
    const meets = judged.cards.find((c) => c.card === wrong)!.meets;
    expect(meets).toBeLessThan(count);
    const pinia = setup(client(defending, shown));
    const w = mountWith(TrainingView, pinia, { due: false });
    await settleAll();
    await w.get(`[data-testid="drill-card"][data-card="${wrong}"]`).trigger('click');
    await settleAll();
    expect(w.get('[data-testid="drill-answer"]').attributes('data-outcome')).toBe('wrong');
    const share = w.get('[data-testid="drill-layouts"]');
    expect(share.text()).toBe(
      meets === 0
        ? `Cíl nesplní v žádném z ${count} rozložení, která nevyloučíš. Správná karta ve všech.`
        : `Cíl splní jen v části rozložení, která nevyloučíš: ${meets}\u00a0z\u00a0${count}. Správná karta ve všech ${count}.`,
    );
    setLocale('en');
    await settleAll();
    expect(w.get('[data-testid="drill-layouts"]').text()).toBe(
      meets === 0
        ? `It meets the goal in none of the ${count} layouts you cannot rule out; the right card in all of them.`
        : `It meets the goal in only ${meets} of the ${count} layouts you cannot rule out; the right card in all ${count}.`,
    );
    setLocale('cs');
    w.unmount();
  });

  it('a declaring learner sees its own talon, and its two defenders apart', async () => {
    const declaring = minedSeat('vynaseni', (d) => d.seat === d.position.declarer);
    const shown = shownDrill(
      { id: 4, theme: 'vynaseni', kind: 'seat', source: 'mined', rating: RATING },
      declaring,
      false,
    );
    expect(shown.talon).toEqual(declaring.position.talon);
    const pinia = setup(client(declaring, shown));
    const w = mountWith(TrainingView, pinia, { due: false });
    await settleAll();
    expect(
      w.findAll('[data-testid="drill-talon"] [data-card]').map((c) => c.attributes('data-card')),
    ).toEqual(declaring.position.talon);
    expect(w.get('[data-testid="drill-roles"]').text()).toBe(
      'Aktér: Ty (aktér) · Obrana: ' +
        // Round the table from the learner: the seat on the left plays next.
        'Obránce vlevo, Obránce vpravo',
    );
    const count = countLayouts(shown.view, 10_000) as number;
    expect(w.get('[data-testid="drill-knows"]').text()).toBe(
      'Vidíš svoje karty, svůj talon a odehrané zdvihy, ne karty obránců. ' +
        `S tím, co víš, souhlasí ${count} rozložení karet, které nevidíš — odpověď musí platit ve všech.`,
    );
    // The log names the two defenders apart.
    const heads = w.findAll('[data-testid="hand-log"] .head .col-name').map((c) => c.text());
    expect(heads.filter((h) => h.startsWith('Obránce')).sort()).toEqual(['Obránce vlevo', 'Obránce vpravo']);
    w.unmount();
  });
});

describe("a lesson's seat step", () => {
  it('says the wrong card’s share of the layouts in the lesson’s feedback too', () => {
    const step = loadCatalogue().lessons.find((l) => l.id === 'declarer.drive-out-the-ace')?.steps[1];
    if (step === undefined) throw new Error('no such step');
    const s = stepState(step);
    if (!s.ok) throw new Error('the step does not read');
    const card = legalCards(s.value).find((c) => !step.answer.includes(c)) as Card;
    const j = judgeLessonCard({
      method: 'lessonJudge',
      state: s.value,
      goal: step.goal,
      check: 'seat',
      card,
    });
    if (j.kind !== 'wrong' || j.layouts === undefined) throw new Error('expected a counted wrong card');
    // No server here: the note's course load is refused by the fake client rather than sent to a port.
    const pinia = setup(fakeClient({}));
    const w = mountWith(LessonFeedback, pinia, { verdict: { ...j, card, mistakes: 1 }, goal: step.goal });
    const share = w.get('[data-testid="lesson-layouts"]');
    expect(share.attributes('data-meets')).toBe(String(j.layouts.meets));
    expect(share.attributes('data-count')).toBe(String(j.layouts.count));
    expect(share.text()).toMatch(new RegExp(`z\\s${j.layouts.count}\\b`));
    w.unmount();
  });
});

describe('N of M in words', () => {
  let pinia: ReturnType<typeof setup>;
  const say = (meets: number, count: number) => {
    const w = mountWith(LayoutShare, pinia, { meets, count });
    const text = w.text();
    w.unmount();
    return text;
  };

  it('in Czech plural forms and in English', () => {
    pinia = setup();
    expect(say(246, 252)).toBe(
      'Cíl splní jen v části rozložení, která nevyloučíš: 246\u00a0z\u00a0252. Správná karta ve všech 252.',
    );
    expect(say(0, 35)).toBe('Cíl nesplní v žádném z 35 rozložení, která nevyloučíš. Správná karta ve všech.');
    expect(say(3, 3)).toBe('Cíl splní ve všech 3 rozloženích, která nevyloučíš.');
    expect(say(252, 252)).toBe('Cíl splní ve všech 252 rozloženích, která nevyloučíš.');
    expect(say(1, 1)).toBe('Cíl splní v jediném rozložení, které nevyloučíš.');
    setLocale('en');
    expect(say(246, 252)).toBe(
      'It meets the goal in only 246 of the 252 layouts you cannot rule out; the right card in all 252.',
    );
    expect(say(252, 252)).toBe('It meets the goal in all 252 layouts you cannot rule out.');
    expect(say(1, 1)).toBe('It meets the goal in the one layout you cannot rule out.');
    setLocale('cs');
  });
});

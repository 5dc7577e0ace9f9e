// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readNotation, view } from '../../../src-shared/index.ts';
import type { LessonStepShown } from '../../../src-shared/api/lessons.ts';
import LessonTable from '../../../src-renderer/components/lesson/LessonTable.vue';
import { mountWith, setup } from './support.ts';

/** A step at `text` for the seat to act, every hand open. */
function step(text: string): LessonStepShown {
  const r = readNotation(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const seat = r.value.state.toAct as number;
  return {
    index: 0,
    seat,
    goal: { kind: 'keep', part: 'contract' },
    collect: 'one',
    check: 'exact',
    task: { cs: 'Úkol.', en: 'Task.' },
    hints: 0,
    view: view(r.value.state, seat),
    position: r.value.position,
  };
}

/** The name under each card of the tricks log, by the seat that played it. */
function logNames(wrapper: ReturnType<typeof mountWith>): Map<number, string> {
  const names = new Map<number, string>();
  for (const played of wrapper.findAll('[data-testid="log-trick"] .played'))
    names.set(Number(played.attributes('data-seat')), played.attributes('data-name') ?? '');
  return names;
}

describe('the lesson table', () => {
  it('names a declaring learner’s two defenders apart in the tricks log, by where they sit', () => {
    const pinia = setup();
    // The declarer (seat 0) is to lead; seat 1 sits on the learner's left, seat 2 on the right.
    const s = step(
      'csm d2 0:H / HK BA LA / HA B7 AX / L7 L8 L9 / LU A7 / H8 H9 HU, BO BX B8, H7 HX HO, A8 A9 AU, AO AA AK, LK LO LX, BK B9 BU',
    );
    const wrapper = mountWith(LessonTable, pinia, { step: s, played: [], active: true });
    expect(Object.fromEntries(logNames(wrapper))).toEqual({
      0: 'Aktér',
      1: 'Obránce vlevo',
      2: 'Obránce vpravo',
    });
    wrapper.unmount();
  });

  it('names a defending learner by role and the other defender as the partner', () => {
    const pinia = setup();
    const s = step(
      'csm d0 1:H / B7 B8 AK / HA BX BA / H9 LX LA / B9 A7 / H7 HK HX, BU BO BK, HU H8 HO, LU LK L8, AO AA AU, L7 L9 LO, A9 AX A8',
    );
    const wrapper = mountWith(LessonTable, pinia, { step: s, played: [], active: true });
    expect(Object.fromEntries(logNames(wrapper))).toEqual({ 0: 'Obránce', 1: 'Aktér', 2: 'Spoluhráč' });
    wrapper.unmount();
  });

  it('marks the cards found at an every-legal-card step, and only those', () => {
    const pinia = setup();
    const s = step(
      'csm d0 1:H / B7 B8 AK / HA BX BA / H9 LX LA / B9 A7 / H7 HK HX, BU BO BK, HU H8 HO, LU LK L8, AO AA AU, L7 L9 LO, A9 AX A8',
    );
    const found = s.view.hand.slice(0, 1);
    const wrapper = mountWith(LessonTable, pinia, { step: s, played: [], active: true, found });
    const marked = wrapper.findAll('[data-testid="hand-card"][data-found="true"]');
    expect(marked.map((c) => c.attributes('data-card'))).toEqual(found);
    expect(marked[0]!.attributes('aria-label')).toContain('už nalezená');
    expect(wrapper.findAll('[data-testid="hand-card"]').length).toBe(s.view.hand.length);
    wrapper.unmount();
  });
});

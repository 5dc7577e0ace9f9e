/**
 * The doubling builder (src-renderer/format/doubling.ts): over every doubling decision of many random
 * hands played through the engine, the toggles and the confirm make exactly the calls the engine lists,
 * no more and no fewer; and the confirm is named by the ladder step each component reaches.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Component,
  type HandState,
  PRESETS,
  actionKey,
  legalActions,
} from '../../../src-shared/index.ts';
import {
  type DoubleAction,
  type DoublingChoice,
  type ToggleId,
  actionFor,
  doubleCallName,
  doublingChoice,
  selectionProblem,
  toggle,
} from '../../../src-renderer/format/doubling.ts';
import { approvedSuit, run } from '../helpers.ts';
import { randomHands } from './random-hands.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };

/** Every selection a person can reach: any set of the toggles shown, or the fixed one. */
function reachable(choice: DoublingChoice): ToggleId[][] {
  if (choice.fixed) return [[...choice.initial]];
  const ids = choice.toggles.map((t) => t.id);
  return Array.from({ length: 1 << ids.length }, (_, m) => ids.filter((_, i) => (m >> i) & 1));
}

/** The keys of every call the builder can confirm, plus Mlčím. */
function producible(choice: DoublingChoice): Set<string> {
  const out = new Set<string>();
  for (const sel of reachable(choice)) {
    const a = actionFor(choice, sel);
    if (a) out.add(actionKey(a));
  }
  if (choice.pass) out.add(actionKey(choice.pass));
  return out;
}

const doublingStates = (): HandState[] =>
  randomHands(400)
    .flat()
    .map((s) => s.before)
    .filter((s) => s.phase === 'doubling');

describe('the doubling builder over engine states', () => {
  const states = doublingStates();

  it('reaches enough kinds of doubling decisions to mean something', () => {
    const choices = states.map((s) => doublingChoice(legalActions(s), s.components) as DoublingChoice);
    expect(states.length).toBeGreaterThan(300);
    // Announcements against, later rounds (re and beyond), mixed steps, a single choice, several toggles.
    expect(choices.some((c) => c.toggles.some((t) => t.group === 'against'))).toBe(true);
    expect(choices.some((c) => c.toggles.some((t) => t.group === 'double' && t.level >= 2))).toBe(true);
    expect(choices.some((c) => c.toggles.some((t) => t.group === 'double' && t.level >= 3))).toBe(true);
    expect(
      choices.some(
        (c) => new Set(c.toggles.flatMap((t) => (t.group === 'double' ? [t.level] : []))).size > 1,
      ),
    ).toBe(true);
    expect(choices.some((c) => c.fixed)).toBe(true);
    expect(choices.some((c) => c.toggles.length >= 3)).toBe(true);
  });

  it('can make exactly the calls the engine lists, no more, no fewer', () => {
    for (const s of states) {
      const legal = legalActions(s);
      const choice = doublingChoice(legal, s.components);
      expect(choice).not.toBeNull();
      const engine = new Set(legal.map(actionKey));
      expect(producible(choice as DoublingChoice)).toEqual(engine);
    }
  });

  it('starts from a selection that can be confirmed, and refuses only what no action makes', () => {
    for (const s of states) {
      const legal = legalActions(s);
      const choice = doublingChoice(legal, s.components) as DoublingChoice;
      // A raise is selected to start with; an announcement against never is, unless it is the only call.
      const raises = choice.toggles.some((t) => t.group === 'double');
      if (choice.fixed || (choice.doubles.length > 0 && raises))
        expect(actionFor(choice, choice.initial)).not.toBeNull();
      else expect(choice.initial).toEqual([]);
      for (const sel of reachable(choice)) {
        const a = actionFor(choice, sel);
        expect(selectionProblem(choice, sel) === null).toBe(a !== null);
        // The action made is legal and has exactly the parts selected.
        if (a) expect(legal.some((l) => actionKey(l) === actionKey(a))).toBe(true);
      }
    }
  });

  it('names every confirm by the steps the engine then records', () => {
    for (const s of states) {
      for (const a of legalActions(s)) {
        if (a.type !== 'double' || a.components.length === 0) continue;
        const name = doubleCallName(a, s.components, { lang: 'cs', doubleNames: s.rules.doubleNames });
        const after = run(s, a);
        for (const k of a.components) {
          const c = after.components.find((x) => x.kind === k) as Component;
          expect(name.toLowerCase()).toContain(s.rules.doubleNames[c.doubles - 1] ?? '×2');
        }
      }
    }
  });
});

describe('the doubling builder, case by case', () => {
  const words = { lang: 'cs' as const, doubleNames: PRESETS.csm.doubleNames };
  const sevenAnnounced = () =>
    run(approvedSuit('H7', ['B7', 'L7'], NO_SKIP), {
      type: 'announce',
      seat: 0,
      seven: true,
      hundred: false,
    });

  it('offers flek on the game and the seven, and hundred against, to the first defender', () => {
    // Seat 1 holds the marriage of bells (BK BO): hundred against may be announced.
    const s = sevenAnnounced();
    const choice = doublingChoice(legalActions(s), s.components) as DoublingChoice;
    expect(choice.toggles.map((t) => t.id)).toEqual([
      'double:game',
      'double:seven',
      'against:hundredAgainst',
    ]);
    expect(choice.fixed).toBe(false);
    expect(choice.initial).toEqual(['double:game']);
    expect(actionFor(choice, ['double:game'])).toEqual({ type: 'double', seat: 1, components: ['game'] });
    expect(selectionProblem(choice, [])).toBe('empty');
  });

  it('keeps the selection in the toggles order', () => {
    const s = sevenAnnounced();
    const choice = doublingChoice(legalActions(s), s.components) as DoublingChoice;
    let sel: ToggleId[] = toggle(choice, [], 'double:seven');
    sel = toggle(choice, sel, 'double:game');
    expect(sel).toEqual(['double:game', 'double:seven']);
    expect(toggle(choice, sel, 'double:game')).toEqual(['double:seven']);
  });

  it('refuses a combination the legal actions do not hold', () => {
    const s = sevenAnnounced();
    // Only the separate doubles: flek on both at once is left out.
    const legal = legalActions(s).filter((a) => a.type !== 'double' || a.components.length === 1);
    const choice = doublingChoice(legal, s.components) as DoublingChoice;
    expect(choice.toggles).toHaveLength(3);
    expect(selectionProblem(choice, ['double:game', 'double:seven'])).toBe('notLegal');
    expect(actionFor(choice, ['double:game', 'double:seven'])).toBeNull();
    expect(producible(choice)).toEqual(new Set(legal.map(actionKey)));
  });

  it('makes the only double without toggles', () => {
    const s = run(
      sevenAnnounced(),
      { type: 'double', seat: 1, components: ['seven'] },
      { type: 'pass', seat: 2 },
    );
    const choice = doublingChoice(legalActions(s), s.components) as DoublingChoice;
    expect(choice.fixed).toBe(true);
    expect(choice.initial).toEqual(['double:seven']);
    expect(actionFor(choice, choice.initial)).toEqual({ type: 'double', seat: 0, components: ['seven'] });
    const only = actionFor(choice, choice.initial) as DoubleAction;
    expect(doubleCallName(only, s.components, words)).toBe('Re');
    // Offered without toggles, the confirm says what it raises.
    expect(doubleCallName(only, s.components, words, true)).toBe('Re (sedma)');
  });

  it('is null when no doubling is asked', () => {
    const legal: Action[] = [{ type: 'approve', seat: 1 }];
    expect(doublingChoice(legal, [])).toBeNull();
  });

  const comp = (
    kind: Component['kind'],
    doubles: number,
    side: Component['side'] = 'declarer',
  ): Component => ({
    kind,
    side,
    announcer: side === 'declarer' ? 0 : 1,
    doubles,
  });
  const dbl = (components: DoubleAction['components'], against?: DoubleAction['against']): DoubleAction =>
    against ? { type: 'double', seat: 1, components, against } : { type: 'double', seat: 1, components };

  it.each([
    { a: dbl(['game']), cs: [comp('game', 0)], lang: 'cs', names: 'csm', want: 'Flek' },
    {
      a: dbl(['game', 'seven']),
      cs: [comp('game', 0), comp('seven', 0)],
      lang: 'cs',
      names: 'csm',
      want: 'Flek',
    },
    {
      a: dbl(['game', 'seven']),
      cs: [comp('game', 1), comp('seven', 1)],
      lang: 'cs',
      names: 'csm',
      want: 'Re',
    },
    { a: dbl(['game']), cs: [comp('game', 2)], lang: 'cs', names: 'csm', want: 'Tutti' },
    { a: dbl(['game']), cs: [comp('game', 3)], lang: 'cs', names: 'csm', want: 'Boty' },
    { a: dbl(['game']), cs: [comp('game', 3)], lang: 'cs', names: 'house001', want: 'Retutti' },
    { a: dbl(['game']), cs: [comp('game', 6)], lang: 'cs', names: 'csm', want: '×2⁷' },
    {
      a: dbl(['game', 'sevenAgainst']),
      cs: [comp('game', 1), comp('sevenAgainst', 0, 'defence')],
      lang: 'cs',
      names: 'csm',
      want: 'Re (hra), flek (sedma proti)',
    },
    { a: dbl([], ['sevenAgainst']), cs: [comp('game', 0)], lang: 'cs', names: 'csm', want: 'Sedma proti' },
    {
      a: dbl(['game'], ['hundredAgainst']),
      cs: [comp('game', 0)],
      lang: 'cs',
      names: 'csm',
      want: 'Flek + sto proti',
    },
    {
      a: dbl([], ['sevenAgainst', 'hundredAgainst']),
      cs: [comp('game', 0)],
      lang: 'en',
      names: 'csm',
      want: 'Seven against + hundred against',
    },
  ] as const)('names $a.components $a.against at $cs.0.doubles: $want', ({ a, cs, lang, names, want }) => {
    expect(doubleCallName(a, cs, { lang, doubleNames: PRESETS[names].doubleNames })).toBe(want);
  });
});

/**
 * The doubling builder, as players say it: "Flek na: hru / sedmu / sto", "Proti: sedma / sto", then one
 * call. The toggles are the components some legal double action raises and the announcements against
 * some legal action makes; a selection makes the legal action with exactly those parts, or none. Read
 * off `view.legal` only: the engine alone knows what may be doubled.
 */
import type { Action } from '../../src-shared/engine/action.ts';
import type { AgainstKind, Component, ComponentKind } from '../../src-shared/engine/contract.ts';
import { COMPONENTS, AGAINST } from '../../src-shared/engine/contract.ts';
import type { DoubleName } from '../../src-shared/rules/ruleset.ts';
import { type Lang, capitalize, componentName, doubleName } from '../../src-shared/explain/names.ts';

export type DoubleAction = Extract<Action, { type: 'double' }>;
export type PassAction = Extract<Action, { type: 'pass' }>;

/** A toggle: raise a component of the contract, or announce seven / hundred against. */
export type DoubleToggle =
  | {
      readonly id: `double:${ComponentKind}`;
      readonly group: 'double';
      readonly kind: ComponentKind;
      /** The ladder step the component reaches if raised now (1 = flek, 2 = re …). */
      readonly level: number;
    }
  | { readonly id: `against:${AgainstKind}`; readonly group: 'against'; readonly kind: AgainstKind };

export type ToggleId = DoubleToggle['id'];

export interface DoublingChoice {
  /** Every toggle some legal action uses, raises first (in the contract's order), then against. */
  readonly toggles: readonly DoubleToggle[];
  /** Only one legal double: no toggles to show, the confirm makes that double. */
  readonly fixed: boolean;
  /** What is selected when the choice is offered: the first raise (the game), or the only toggle. */
  readonly initial: readonly ToggleId[];
  readonly doubles: readonly DoubleAction[];
  readonly pass: PassAction | null;
}

const isDouble = (a: Action): a is DoubleAction => a.type === 'double';

/** The toggles an action sets. */
export function togglesOf(a: DoubleAction): ToggleId[] {
  return [
    ...a.components.map((k): ToggleId => `double:${k}`),
    ...(a.against ?? []).map((k): ToggleId => `against:${k}`),
  ];
}

/** The doubling choice the legal actions offer, or null when they hold no double and no pass. */
export function doublingChoice(
  legal: readonly Action[],
  components: readonly Component[],
): DoublingChoice | null {
  const doubles = legal.filter(isDouble);
  const pass = legal.find((a): a is PassAction => a.type === 'pass') ?? null;
  if (doubles.length === 0 && pass === null) return null;
  const raised = new Set(doubles.flatMap((a) => a.components));
  const against = new Set(doubles.flatMap((a) => a.against ?? []));
  const level = (k: ComponentKind) => (components.find((c) => c.kind === k)?.doubles ?? 0) + 1;
  const toggles: DoubleToggle[] = [
    ...COMPONENTS.filter((k) => raised.has(k)).map((kind): DoubleToggle => ({
      id: `double:${kind}`,
      group: 'double',
      kind,
      level: level(kind),
    })),
    ...AGAINST.filter((k) => against.has(k)).map((kind): DoubleToggle => ({
      id: `against:${kind}`,
      group: 'against',
      kind,
    })),
  ];
  const fixed = doubles.length === 1;
  const first = toggles[0];
  const initial: ToggleId[] = fixed
    ? togglesOf(doubles[0] as DoubleAction)
    : first !== undefined && first.group === 'double'
      ? [first.id]
      : [];
  return { toggles, fixed, initial, doubles, pass };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The legal double whose parts are exactly the selection, or null. */
export function actionFor(choice: DoublingChoice, selection: readonly ToggleId[]): DoubleAction | null {
  return choice.doubles.find((a) => sameSet(togglesOf(a), selection)) ?? null;
}

/** Why a selection cannot be confirmed: nothing selected, or a combination no legal action makes. */
export type SelectionProblem = 'empty' | 'notLegal';

export function selectionProblem(
  choice: DoublingChoice,
  selection: readonly ToggleId[],
): SelectionProblem | null {
  if (selection.length === 0) return 'empty';
  return actionFor(choice, selection) === null ? 'notLegal' : null;
}

/** Toggles one part on or off; the order of the selection follows the toggles. */
export function toggle(choice: DoublingChoice, selection: readonly ToggleId[], id: ToggleId): ToggleId[] {
  const on = selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id];
  return choice.toggles.map((t) => t.id).filter((x) => on.includes(x));
}

export interface CallWords {
  readonly lang: Lang;
  readonly doubleNames: readonly DoubleName[];
}

/**
 * The call a double makes, named by the ladder step each raised component reaches: "Flek", "Re";
 * steps that differ are named per component, "Re (hra), flek (sedma proti)"; announcements against
 * follow: "Flek + sedma proti", "Sto proti". `explicit` names the components also when their steps agree,
 * "Re (sedma)", for a call offered without the toggles that would show them.
 */
export function doubleCallName(
  a: DoubleAction,
  components: readonly Component[],
  words: CallWords,
  explicit = false,
): string {
  const level = (k: ComponentKind) => (components.find((c) => c.kind === k)?.doubles ?? 0) + 1;
  const steps = [...new Set(a.components.map(level))].sort((x, y) => y - x);
  const name = (n: number) => doubleName(n, words.doubleNames, words.lang);
  const raise =
    steps.length <= 1 && !explicit
      ? steps.map(name).join('')
      : steps
          .map(
            (n) =>
              `${name(n)} (${a.components
                .filter((k) => level(k) === n)
                .map((k) => componentName(k, words.lang))
                .join(', ')})`,
          )
          .join(', ');
  const parts = [raise, ...(a.against ?? []).map((k) => componentName(k, words.lang))];
  return capitalize(parts.filter((p) => p !== '').join(' + '));
}

/**
 * What the bars of calls share (CallBar, AuctionBar, DeclarePanel, CallRank): their props and event,
 * and the one call built from a selection (doubling's toggles, a declaration's step and suits) that a
 * hint preselects. Each call is drawn by CallButton.
 */
import { type Ref, computed, ref, watch } from 'vue';
import { type Action, actionKey } from '../../../src-shared/engine/action.ts';

/** The props every bar of calls takes. */
export interface CallBarProps {
  /** The legal actions of the decision (`view.legal`). */
  legal: readonly Action[];
  /** actionKey of the hinted action, if any. */
  hinted?: string | null;
  disabled?: boolean;
}

/** The one event of a bar: a call to send. */
export type CallBarEmits = { call: [action: Action] };

/** A legal action as a bar offers it, keyed for the hint. */
export const offered = <A extends Action>(a: A | null) => (a ? { action: a, key: actionKey(a) } : null);

/**
 * A call built from a selection: the selection (reset for each new choice, then set to the hinted
 * action's so that the confirm makes it), and the action it makes with whether that is the hint; null
 * while the choice offers nothing to build.
 */
export function useBuiltCall<C, S, A extends Action>(o: {
  choice: Ref<C | null>;
  start: S;
  /** The selection a new choice starts from; undefined keeps the one made. */
  initial: (c: C | null) => S | undefined;
  /** The actions a selection can make, and the selection that makes each. */
  actions: (c: C) => readonly A[];
  selectionOf: (a: A) => S;
  actionOf: (c: C, s: S) => A | null;
  hinted: () => string | null;
}) {
  const selection = ref(o.start) as Ref<S>;
  watch(
    o.choice,
    (c) => {
      const s = o.initial(c);
      if (s !== undefined) selection.value = s;
    },
    { immediate: true },
  );
  watch(
    o.hinted,
    (key) => {
      const c = o.choice.value;
      const hit = c ? o.actions(c).find((a) => actionKey(a) === key) : undefined;
      if (hit) selection.value = o.selectionOf(hit);
    },
    { immediate: true },
  );
  const made = computed(() => {
    const c = o.choice.value;
    if (!c || o.actions(c).length === 0) return null;
    const action = o.actionOf(c, selection.value);
    const key = action ? actionKey(action) : null;
    return { choice: c, action, hinted: key !== null && key === o.hinted() };
  });
  return { selection, made };
}

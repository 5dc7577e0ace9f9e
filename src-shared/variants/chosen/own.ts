/** Volený's own part of a hand's state (`HandState.own`, variants/states.ts): nothing beyond the core's fields. */
export interface ChosenOwn {
  readonly variant: 'chosen';
}

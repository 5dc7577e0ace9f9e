/** Volený's own part of a hand's state (own.ts): nothing to read, one value to write. */
import type { ChosenOwn } from './own.ts';

/** The slot of every volený hand. */
export const CHOSEN_OWN: ChosenOwn = { variant: 'chosen' };

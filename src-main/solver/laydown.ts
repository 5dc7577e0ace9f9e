/** The laydown check lives in the pure engine (the claim action needs it); the solver re-exports it. */
export * from '../../src-shared/engine/laydown/proof.ts';

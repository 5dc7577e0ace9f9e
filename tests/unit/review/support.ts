/**
 * Finished hands for the review's tests: a hand dealt from a seed and played to its end by a seeded
 * chooser over the engine's legal actions (it names a seven now and then, so most hands are played
 * out rather than paid without play), and a store holding such hands in a session.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Action,
  type Card,
  type HandRecord,
  type HandSetup,
  type HandState,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  settle,
  shuffledDeck,
  suitOf,
} from '../../../src-shared/index.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

/** A chooser that keeps hands played: it announces a seven when it may, and rarely lets a game go unplayed. */
function choose(legal: readonly Action[], rng: ReturnType<typeof createRng>): Action {
  const seven = legal.find((a) => a.type === 'announce' && a.seven && !a.hundred);
  if (seven && rng.int(3) > 0) return seven;
  const suit = legal.find((a) => a.type === 'chooseGame' && a.game === 'suit');
  if (suit && rng.int(5) > 0) return suit;
  const approve = legal.find((a) => a.type === 'approve');
  if (approve && rng.int(6) > 0) return approve;
  const flek = legal.find((a) => a.type === 'double' && a.components.length === 1 && !a.against?.length);
  if (flek && rng.int(2) === 0) return flek;
  const moves = legal.filter((a) => a.type !== 'claim');
  return moves[rng.int(moves.length)] as Action;
}

/**
 * A hand of three dealt and played from `seed`: its record and its end. `pick` may take a decision in
 * the chooser's place (undefined: the chooser's).
 */
export function playedHand(
  seed: number,
  pick?: (legal: readonly Action[]) => Action | undefined,
): { record: HandRecord; end: HandState } {
  const rng = createRng(seed);
  const setup: HandSetup = { rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: shuffledDeck(rng) };
  let s = newHand(setup);
  const actions: Action[] = [];
  while (s.phase !== 'finished') {
    const legal = legalActions(s);
    const a = pick?.(legal) ?? choose(legal, rng);
    const next = apply(s, a);
    if (!next.ok) throw new Error(`the engine refused its own legal action ${a.type}`);
    actions.push(a);
    s = next.value;
  }
  return { record: { setup, actions }, end: s };
}

/**
 * Forehand's trump card chosen poorly: a card of the suit he holds fewest of among his first seven (the
 * lowest such card by name); the rest as the chooser plays it. The review's trump-choice cases.
 */
export const poorTrump = (legal: readonly Action[]): Action | undefined => {
  const cards = legal.flatMap((a) => (a.type === 'chooseTrump' ? [a] : []));
  if (cards.length === 0) return undefined;
  const count = (c: Card) => cards.filter((x) => suitOf(x.card) === suitOf(c)).length;
  return [...cards].sort((x, y) => count(x.card) - count(y.card) || x.card.localeCompare(y.card))[0];
};

/** The first seed from `from` whose hand was played out (tricks on the table). */
export function playedOutHand(from: number): { seed: number; record: HandRecord; end: HandState } {
  for (let seed = from; ; seed++) {
    const h = playedHand(seed);
    if (h.end.end === 'played' && h.end.tricks.length === 10) return { seed, ...h };
  }
}

export interface TempStore {
  readonly store: Store;
  close(): void;
}

export function tempStore(name: string): TempStore {
  const dir = mkdtempSync(join(tmpdir(), `marias-review-${name}-`));
  const store = openStore(join(dir, 'store.sqlite'));
  return {
    store,
    close: () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const WHEN = '2026-11-22T18:00:00.000Z';

/** A session of people (as many as `record`'s seats) whose first hand is `record`, finished (or left unfinished); its id. */
export function storeHand(store: Store, record: HandRecord, finished = true): number {
  const id = store.createSession({
    settings: {
      rules: record.setup.rules,
      seats: ['Ty', 'Karel', 'Jana', 'Eva']
        .slice(0, record.setup.table.size)
        .map((name) => ({ kind: 'human' as const, name })),
      practice: true,
      ...(record.setup.variant === undefined ? {} : { variant: record.setup.variant }),
    },
    seed: 1,
    created: WHEN,
    firstHand: record.setup,
  });
  if (finished) {
    let s = newHand(record.setup);
    for (const a of record.actions) {
      const r = apply(s, a);
      if (!r.ok) throw new Error('a stored record the engine refuses');
      s = r.value;
    }
    store.finishHand(id, 1, record.actions, settle(s).money, WHEN);
  } else store.saveActions(id, 1, record.actions.slice(0, 3), WHEN);
  return id;
}

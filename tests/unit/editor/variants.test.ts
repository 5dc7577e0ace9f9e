/**
 * Editor drafts of licitovaný, křížový and lízaný (issue 18) against the engine: a hand of each variant
 * met in play through its flow becomes a draft the editor accepts and turns back into the same hand; a
 * draft changed at random (cards swapped between places, the variant's own contract fields changed) is
 * accepted by the editor exactly when `fromPosition` accepts the position it stands for; the refusals
 * are the engine's, worded in both languages; "fill the rest" lays out a complete table of each variant.
 */
import { describe, expect, it } from 'vitest';
import { type Card, RANKS, SUITS } from '../../../src-shared/cards/card.ts';
import { toCards } from '../../../src-shared/cards/cardset.ts';
import { fillRandom } from '../../../src-shared/editor/fill.ts';
import {
  type EditorDraft,
  draftOf,
  emptyDraftOf,
  problemField,
  toPosition,
  validate,
} from '../../../src-shared/editor/validate.ts';
import type { Action } from '../../../src-shared/engine/action.ts';
import { apply } from '../../../src-shared/engine/apply.ts';
import { LADDERS } from '../../../src-shared/variants/auction/ladder.ts';
import { newHand, shuffledDeck } from '../../../src-shared/engine/deal.ts';
import { legalActions } from '../../../src-shared/engine/legal.ts';
import { describe as describeState, fromPosition } from '../../../src-shared/engine/position.ts';
import { stepOf } from '../../../src-shared/variants/auction/position.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import type { Table, Variant } from '../../../src-shared/engine/table.ts';
import { explainProblem } from '../../../src-shared/explain/editor.ts';
import { describeInputError } from '../../../src-shared/io/describe.ts';
import { type PresetId, preset } from '../../../src-shared/rules/ruleset.ts';
import { type Rng, createRng } from '../../../src-shared/util/random.ts';
import { partnerOf, stockOf } from '../../../src-shared/engine/state.ts';

type Other = Exclude<Variant, 'chosen'>;

function tableOf(v: Other, rng: Rng, size: 3 | 4): Table {
  if (v === 'fourHand') return { size: 4, dealer: rng.int(4), dealerSitsOut: false };
  if (v === 'twoHand') return { size: 2, dealer: rng.int(2) };
  return { size, dealer: rng.int(size) };
}

/** A hand of the variant dealt and played by random legal actions (no claim) until `cards` are played. */
function inPlay(v: Other, id: PresetId, rng: Rng, cards: number, size: 3 | 4): HandState | null {
  let s = newHand({ rules: preset(id), table: tableOf(v, rng, size), deck: shuffledDeck(rng), variant: v });
  for (let guard = 0; guard < 500; guard++) {
    if (s.phase === 'finished') return null;
    const played = s.tricks.reduce((n, t) => n + t.cards.length, 0) + (s.trick?.cards.length ?? 0);
    if (s.phase === 'play' && played >= cards) return s;
    const all = legalActions(s).filter((a) => a.type !== 'claim');
    const r = apply(s, all[rng.int(all.length)] as Action);
    if (!r.ok) throw new Error('the engine refused its own legal action');
    s = r.value;
  }
  return null;
}

function states(v: Other, id: PresetId, size: 3 | 4, n: number, seed: number): HandState[] {
  const rng = createRng(seed);
  const tricks = v === 'twoHand' ? 16 : v === 'fourHand' ? 8 : 10;
  const per = v === 'twoHand' ? 2 : v === 'fourHand' ? 4 : size === 4 ? 3 : size;
  const out: HandState[] = [];
  for (let tries = 0; out.length < n && tries < n * 60; tries++) {
    const s = inPlay(v, id, rng, rng.int(tricks * per), size);
    if (s !== null) out.push(s);
  }
  expect(out.length).toBe(n);
  return out;
}

const CASES: readonly [Other, PresetId, 3 | 4][] = [
  ['auction', 'csm002', 3],
  ['auction', 'house001', 4],
  ['fourHand', 'csm', 4],
  ['twoHand', 'csm', 3],
];

const accepted = (d: EditorDraft) => fromPosition(toPosition(d)).ok;

/** The draft with two cards swapped wherever they lie (hands, talon, stock, tricks, the current trick). */
function swapped(d: EditorDraft, a: Card, b: Card): EditorDraft {
  const sw = (cs: readonly Card[]) => cs.map((c) => (c === a ? b : c === b ? a : c));
  return {
    ...d,
    hands: d.hands.map(sw),
    talon: sw(d.talon),
    stock: sw(d.stock),
    tricks: d.tricks.map(sw),
    current: sw(d.current),
  };
}

/** A random change of the kind a learner makes: two cards swapped, or one field of the contract. */
function mutated(d: EditorDraft, rng: Rng): EditorDraft {
  const cards = [...d.hands.flat(), ...d.talon, ...d.stock, ...d.tricks.flat(), ...d.current];
  switch (rng.int(6)) {
    case 0:
    case 1:
      return swapped(d, cards[rng.int(cards.length)] as Card, cards[rng.int(cards.length)] as Card);
    case 2:
      return { ...d, declarer: rng.int(d.players) };
    case 3: {
      const ladder = LADDERS[preset(d.preset).auctionLadder];
      return d.variant === 'auction'
        ? { ...d, wonStep: rng.int(3) === 0 ? null : (ladder[rng.int(ladder.length)] ?? null) }
        : { ...d, trump: SUITS[rng.int(4)] ?? null };
    }
    case 4:
      return d.variant === 'fourHand'
        ? { ...d, called: rng.int(4) === 0 ? null : (RANKS[rng.int(8)] ?? null) }
        : { ...d, aux: d.variant === 'auction' && rng.int(2) === 0 ? (SUITS[rng.int(4)] ?? null) : d.aux };
    default:
      return { ...d, announced: { ...d.announced, seven: !d.announced.seven } };
  }
}

describe('editor drafts of the variants', () => {
  it.each(CASES)(
    '%s under %s: 40 hands in play become drafts without problems, back to the same hand',
    (v, id, size) => {
      for (const s of states(v, id, size, 40, v.length * 31 + size)) {
        const p = describeState(s);
        const d = draftOf(p, id);
        expect(d.variant).toBe(v);
        expect(validate(d)).toEqual([]);
        const back = fromPosition(toPosition(d));
        expect(back.ok).toBe(true);
        if (!back.ok) continue;
        const b = back.value;
        expect(b.hands.map(toCards)).toEqual(s.hands.map(toCards));
        expect(stockOf(b)).toEqual(stockOf(s));
        expect(partnerOf(b)).toBe(partnerOf(s));
        expect(b.toAct).toBe(s.toAct);
        expect(legalActions(b)).toEqual(legalActions(s));
        // The same parts of the contract (the order they are listed in is the flow's).
        const parts = (st: HandState) => st.components.map((c) => JSON.stringify(c)).sort();
        expect(parts(b)).toEqual(parts(s));
      }
    },
  );

  it.each(CASES)(
    '%s under %s: a changed draft has no problems exactly when fromPosition accepts it',
    (v, id, size) => {
      const rng = createRng(7 + size);
      let good = 0;
      let bad = 0;
      for (const s of states(v, id, size, 30, v.length * 17 + size)) {
        let d = draftOf(describeState(s), id);
        for (let k = 0; k < 4; k++) {
          d = mutated(d, rng);
          const problems = validate(d);
          expect(problems.length === 0).toBe(accepted(d));
          if (problems.length === 0) good++;
          else bad++;
          for (const p of problems)
            for (const lang of ['cs', 'en'] as const)
              expect(explainProblem(p, lang).text.length).toBeGreaterThan(8);
        }
      }
      // Both kinds were met.
      expect(good).toBeGreaterThan(5);
      expect(bad).toBeGreaterThan(5);
    },
  );

  it('the contract is refused by the engine in its own words, at the field it is about', () => {
    // A suit game (a rank is called only there); the first hand of this seed was a betl or durch, and
    // the test returned before asserting anything.
    const d = states('fourHand', 'csm', 4, 20, 5)
      .map((s) => draftOf(describeState(s), 'csm'))
      .find((x) => x.game === 'suit') as EditorDraft;
    expect(d?.game).toBe('suit');
    const noCall = validate({ ...d, called: null });
    expect(noCall).toHaveLength(1);
    const p = noCall[0];
    expect(p?.code).toBe('position');
    if (p?.code !== 'position') return;
    expect(problemField(p)).toBe('called');
    const r = fromPosition(toPosition({ ...d, called: null }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(p.error).toEqual(r.error);
    for (const lang of ['cs', 'en'] as const)
      expect(describeInputError(r.error, lang)).toContain(explainProblem(p, lang).text.slice(1, -1));
  });

  it('licitovaný: a contract below the step won is refused at wonStep', () => {
    let checked = 0;
    for (const s of states('auction', 'csm002', 3, 60, 11)) {
      const d = draftOf(describeState(s), 'csm002');
      const ladder = LADDERS.csm;
      const top = ladder[ladder.length - 1] as (typeof ladder)[number];
      // A contract declared at the top step is not below any step won.
      if (stepOf(describeState(s)) === top) continue;
      const problems = validate({ ...d, wonStep: top });
      expect(problems.map((p) => problemField(p))).toEqual(['wonStep']);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it.each([
    ['auction', 3],
    ['auction', 4],
    ['fourHand', 4],
    ['twoHand', 2],
  ] as const)('fill the rest: %s at %i lays out every place of the table', (v, n) => {
    for (let seed = 1; seed <= 20; seed++) {
      const d = fillRandom(emptyDraftOf(v, v === 'auction' ? 'csm002' : 'csm', n), seed);
      const counting = validate(d).filter((p) => p.code !== 'position' && p.code !== 'illegalPlay');
      expect(counting).toEqual([]);
      expect(d.hands).toHaveLength(n);
      expect(d.stock).toHaveLength(v === 'twoHand' ? 16 : 0);
      expect(d.talon).toHaveLength(v === 'auction' ? 2 : 0);
    }
  });

  it('lízaný: a draft part way through the stock keeps what is left of it, top first', () => {
    for (const s of states('twoHand', 'csm', 3, 20, 3)) {
      const d = draftOf(describeState(s), 'csm');
      expect(d.stock).toEqual(stockOf(s));
      expect(d.stock.length).toBe(Math.max(0, 16 - 2 * s.tricks.length));
    }
  });
});

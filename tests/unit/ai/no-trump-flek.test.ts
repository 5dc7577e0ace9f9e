/**
 * Fleks of another seat's betl or durch (src-main/ai/doubling.ts): a durch the defender's own aces break
 * on every layout is fleked at every level (`brokenNoTrump`, `provenDouble`); any other betl or durch is
 * passed for now (`DOUBLE_RULE`'s `noTrumpZ` infinite: by proof only), in volený, licitovaný and
 * křížový alike, and the level says why.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type SeatView,
  type Variant,
  PRESETS,
  createRng,
  legalActions,
  replay,
  startSession,
  view,
} from '../../../src-shared/index.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { brokenNoTrump } from '../../../src-main/ai/doubling.ts';
import { durchAgainst, must } from './durch-against.ts';

describe('the durch with four aces', () => {
  const fourAces: Card[] = ['HA', 'BA', 'LA', 'AA', 'H7', 'H8', 'B7', 'B8', 'L7', 'L8'];

  it('is proven lost, and every level fleks it', () => {
    const s = durchAgainst(fourAces);
    expect(s.phase).toBe('doubling');
    expect(s.toAct).toBe(1);
    const v = view(s, 1);
    expect([...v.hand].sort()).toEqual([...fourAces].sort());
    expect(v.game).toBe('durch');
    expect(brokenNoTrump(v)).toBe(true);
    for (const level of ['zacatecnik', 'hrac', 'mistr'])
      for (const seed of [1, 2, 3]) {
        const d = playerByName(level, { timed: false })?.decide(v, createRng(seed));
        expect(d?.action).toEqual({ type: 'double', seat: 1, components: ['durch'] });
        expect(d?.hint).toMatchObject({ code: 'double', components: ['durch'], proven: true });
      }
  });

  it('three aces and six low acorns are proof too; three aces with the fourth suit void are not', () => {
    // Seven acorns unseen (< 10), and seven other cards to follow or throw while the aces wait.
    const short = view(durchAgainst(['HA', 'BA', 'LA', 'A9', 'H7', 'H8', 'B7', 'B8', 'L7', 'L8']), 1);
    expect(brokenNoTrump(short)).toBe(true);
    // Eight acorns unseen, but only seven cards besides the aces.
    const v = view(durchAgainst(['HA', 'BA', 'LA', 'H7', 'H8', 'H9', 'B7', 'B8', 'L7', 'L8']), 1);
    expect(brokenNoTrump(v)).toBe(false);
    const d = playerByName('mistr', { timed: false })?.decide(v, createRng(1));
    expect(d?.action).toEqual({ type: 'pass', seat: 1 });
  });
});

const CASES: readonly { variant: Variant; preset: keyof typeof PRESETS; players: 3 | 4 }[] = [
  { variant: 'chosen', preset: 'csm', players: 3 },
  { variant: 'auction', preset: 'csm002', players: 3 },
  { variant: 'fourHand', preset: 'csm', players: 4 },
];

/** A defender facing another seat's betl or durch its cards do not prove lost. */
const facingNoTrump = (v: SeatView) =>
  !brokenNoTrump(v) &&
  v.game !== null &&
  v.game !== 'suit' &&
  v.declarer !== null &&
  v.declarer !== v.seat &&
  v.partner !== v.seat &&
  (v.doubling?.open ?? []).length > 0;

/** Doubling turns of a defender facing another seat's betl or durch, over random legal hands. */
function noTrumpDoublings(variant: Variant, preset: keyof typeof PRESETS, players: 3 | 4, want: number) {
  const found: HandState[] = [];
  for (let seed = 0; seed < 4000 && found.length < want; seed++) {
    const rng = createRng(seed);
    const first = replay(startSession(PRESETS[preset], players, seed, players - 1, variant).next, []);
    if (!first.ok) throw new Error('no deal');
    let s = first.value;
    while (s.phase !== 'finished' && s.phase !== 'play') {
      if (s.phase === 'doubling' && facingNoTrump(view(s, s.toAct as number))) {
        found.push(s);
        break;
      }
      const legal = legalActions(s);
      s = must(s, legal[rng.int(legal.length)]!);
    }
  }
  return found;
}

describe('a betl or durch not proven lost', () => {
  it.each(CASES)('$variant: every level passes, and says why', ({ variant, preset, players }) => {
    const states = noTrumpDoublings(variant, preset, players, 3);
    expect(states.length).toBe(3);
    for (const s of states) {
      const v = view(s, s.toAct as number);
      expect(v.legal.some((a) => a.type === 'double')).toBe(true);
      expect(brokenNoTrump(v)).toBe(false);
      for (const level of ['zacatecnik', 'hrac', 'mistr']) {
        const d = playerByName(level, { timed: false })?.decide(v, createRng(1));
        expect(d?.action).toEqual({ type: 'pass', seat: v.seat });
        expect(d?.hint).toEqual({ code: 'pass', win: null, noProof: true });
      }
    }
  });
});

/**
 * The levels' defence never fleks a betl or durch another seat declared (estimate.ts
 * `againstNoTrumpGame`; docs/figures.md, "No flek of another seat's betl or durch"): in hands of random
 * legal play of volený, licitovaný and křížový, at every doubling turn of a defender facing one, each
 * level passes and says why. Random play names betl and durch far more often than the levels do.
 */
import { describe, expect, it } from 'vitest';
import {
  type Game,
  type HandState,
  type SeatView,
  type Variant,
  PRESETS,
  apply,
  createRng,
  legalActions,
  replay,
  startSession,
  view,
} from '../../../src-shared/index.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { againstNoTrumpGame } from '../../../src-main/ai/estimate.ts';

/** Seat 1's view of a contract seat 0 declared. */
const defending = (game: Game | null, over: Partial<SeatView> = {}) =>
  ({ seat: 1, declarer: 0, game, ...over }) as SeatView;

describe('againstNoTrumpGame', () => {
  it.each(['betl', 'durch', 'openBetl', 'openDurch'] as const)('holds for a defender of %s', (game) => {
    expect(againstNoTrumpGame(defending(game))).toBe(true);
  });

  it('not for a suit game, the declarer, his partner, or before a game is named', () => {
    expect(againstNoTrumpGame(defending('suit'))).toBe(false);
    expect(againstNoTrumpGame(defending('durch', { seat: 0 }))).toBe(false);
    expect(againstNoTrumpGame(defending('durch'), true)).toBe(false);
    expect(againstNoTrumpGame(defending(null))).toBe(false);
    expect(againstNoTrumpGame(defending('betl', { declarer: null }))).toBe(false);
  });
});

const CASES: readonly { variant: Variant; preset: keyof typeof PRESETS; players: 3 | 4 }[] = [
  { variant: 'chosen', preset: 'csm', players: 3 },
  { variant: 'auction', preset: 'csm002', players: 3 },
  { variant: 'fourHand', preset: 'csm', players: 4 },
];

/** Doubling turns of a defender facing another seat's betl or durch, over random legal hands. */
function noTrumpDoublings(variant: Variant, preset: keyof typeof PRESETS, players: 3 | 4, want: number) {
  const found: HandState[] = [];
  for (let seed = 0; seed < 4000 && found.length < want; seed++) {
    const rng = createRng(seed);
    const first = replay(startSession(PRESETS[preset], players, seed, players - 1, variant).next, []);
    if (!first.ok) throw new Error('no deal');
    let s = first.value;
    while (s.phase !== 'finished' && s.phase !== 'play') {
      if (s.phase === 'doubling' && againstNoTrumpGame(view(s, s.toAct as number))) {
        found.push(s);
        break;
      }
      const legal = legalActions(s);
      const next = apply(s, legal[rng.int(legal.length)]!);
      if (!next.ok) throw new Error(next.error.code);
      s = next.value;
    }
  }
  return found;
}

describe('no flek of another seat’s betl or durch', () => {
  it.each(CASES)('$variant: every level passes, and says why', ({ variant, preset, players }) => {
    const states = noTrumpDoublings(variant, preset, players, 3);
    expect(states.length).toBe(3);
    for (const s of states) {
      const v = view(s, s.toAct as number);
      expect(v.legal.some((a) => a.type === 'double')).toBe(true);
      for (const level of ['zacatecnik', 'hrac', 'mistr']) {
        const d = playerByName(level, { timed: false })?.decide(v, createRng(1));
        expect(d?.action).toEqual({ type: 'pass', seat: v.seat });
        expect(d?.hint).toEqual({ code: 'pass', win: null, declaredNoTrump: true });
      }
    }
  });
});

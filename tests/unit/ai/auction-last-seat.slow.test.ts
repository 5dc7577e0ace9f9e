/**
 * The computer players facing licitovaný's new decision (issue 26 item 5; docs/variants.md, open
 * question 9): the last seat left after both others dropped without a bid plays any step or throws the
 * hand in. Every level and the rules player answer with one of the seat's legal actions; the rules
 * player bids when its cards support a step and throws in when they support none.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type PresetId,
  actionKey,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { LEVELS } from '../../../src-main/ai/sampling-player.ts';

/** The deal of `seed` with the two seats before the last one dropping out without a bid. */
function lastAsked(id: PresetId, seed: number): HandState {
  let s = newHand({
    rules: preset(id),
    table: { size: 3, dealer: 0 },
    deck: shuffledDeck(createRng(seed)),
    variant: 'auction',
  });
  for (let i = 0; i < 2; i++) {
    const r = apply(s, { type: 'drop', seat: s.toAct as number });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

describe('the last seat left, asked to play or throw in (issue 26 item 5)', () => {
  const presets: PresetId[] = ['csm002', 'csm', 'english003'];

  it.each(presets)('%s: every level and the rules player answer legally', (id) => {
    const players = [rulePlayer, ...LEVELS.map((l) => playerByName(l, { timed: false }))];
    for (let seed = 1; seed <= 6; seed++) {
      const s = lastAsked(id, seed);
      const v = view(s, s.toAct as number);
      const keys = v.legal.map(actionKey);
      expect(v.legal.some((a) => a.type === 'bid')).toBe(true);
      for (const p of players) {
        const d = p?.decide(v, decisionRng(seed, 0));
        expect(d, `${p?.name}`).toBeDefined();
        expect(keys).toContain(actionKey(d?.action as never));
      }
    }
  });

  it.each(presets)('%s: the rules player plays a hand it supports and throws in one it does not', (id) => {
    const seen = { bid: 0, drop: 0 };
    for (let seed = 1; seed <= 200 && (seen.bid === 0 || seen.drop === 0); seed++) {
      const s = lastAsked(id, seed);
      const d = rulePlayer.decide(view(s, s.toAct as number), decisionRng(seed, 0));
      if (d.action.type === 'bid') seen.bid++;
      else if (d.action.type === 'drop') seen.drop++;
      const after = apply(s, d.action);
      expect(after.ok).toBe(true);
      if (after.ok && d.action.type === 'bid') expect(after.value.phase).toBe('talon');
      if (after.ok && d.action.type === 'drop') expect(after.value.end).toBe('allPassed');
    }
    expect(seen.bid).toBeGreaterThan(0);
    expect(seen.drop).toBeGreaterThan(0);
  });
});

/**
 * Začátečník's doubles read the calls where its other decisions do not (`LevelConfig.doublingInference`):
 * in volený its doubling deals are drawn by the calls' likelihood (unseen.ts `likelyUnseen`), as hráč's
 * are, while its trumps, talon and cards stay on uniform deals; in křížový likewise
 * (four-hand-layouts.ts `likelyFourHandDeal`) (docs/ai.md, "Levels, sampling and inference"; the fits
 * behind them in docs/figures.md, "Volený: the flek by money" and "Křížový: the flek by money"). Its
 * volený, křížový and licitovaný doubles draw hráč's twelve deals (`LevelConfig.doubleDeals`), its other
 * decisions five.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type SeatView,
  apply,
  createRng,
  newHand,
  preset,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import type { DoublingSample, LevelConfig } from '../../../src-main/ai/level-config.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import { mainVariant } from '../../../src-main/variants/registry.ts';

/** Hands of the rules players up to a defender's doubling decision on a suit game (sampled by the level). */
function defenders(count: number, variant: 'chosen' | 'fourHand' | 'auction' = 'chosen'): SeatView[] {
  const out: SeatView[] = [];
  for (let i = 0; out.length < count && i < 200; i++) {
    let s: HandState = newHand({
      rules: preset(variant === 'auction' ? 'csm002' : 'csm'),
      table: variant === 'fourHand' ? mainVariant('fourHand').arenaTable(4) : variantTable(variant, 3, 2),
      deck: dealDeck(17, i),
      variant,
    });
    while (s.phase !== 'doubling' && s.phase !== 'play' && s.phase !== 'finished') {
      const r = apply(s, rulePlayer.decide(view(s, s.toAct as number), createRng(i)).action);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
    if (s.phase !== 'doubling') continue;
    const v = view(s, s.toAct as number);
    if (v.declarer !== v.seat && v.game === 'suit' && (variant !== 'fourHand' || told(v))) out.push(v);
  }
  if (out.length < count) throw new Error(`only ${out.length} defenders' doubling views`);
  return out;
}

/** Whether začátečník samples a doubling decision at `v` as the defence (křížový tells the defence's alone). */
function told(v: SeatView): boolean {
  let yes = false;
  samplingPlayer('zacatecnik', LEVEL_CONFIG.zacatecnik, {
    timed: false,
    onDoubling: () => (yes = true),
  }).decide(v, createRng(1));
  return yes;
}

/** The rows a player of `cfg` sampled at `v`'s doubling decision under `createRng(k)`. */
function sampled(v: SeatView, cfg: LevelConfig, k: number): DoublingSample {
  let rows: DoublingSample | null = null;
  samplingPlayer('zacatecnik', cfg, { timed: false, onDoubling: (_, s) => (rows = s) }).decide(
    v,
    createRng(k),
  );
  if (rows === null) throw new Error('no doubling decision sampled');
  return rows;
}

describe('začátečník’s volený doubles', () => {
  it('draw their deals by the calls’ likelihood, its other decisions uniform', () => {
    const own = LEVEL_CONFIG.zacatecnik;
    expect(own.inference.chosen).toBeFalsy();
    const reading = { ...own, doublingInference: { ...own.doublingInference, chosen: true } };
    const blind = { ...own, doublingInference: { auction: true } };
    let differ = 0;
    for (const [i, v] of defenders(3).entries()) {
      const rows = sampled(v, own, i);
      expect(rows).toEqual(sampled(v, reading, i));
      if (JSON.stringify(rows) !== JSON.stringify(sampled(v, blind, i))) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('draw as many deals as hráč’s, its trumps and talon still five', () => {
    const own = LEVEL_CONFIG.zacatecnik;
    expect(own.bidSamples).toBe(5);
    expect(own.doubleDeals?.chosen).toBe(LEVEL_CONFIG.hrac.bidSamples);
    for (const [i, v] of defenders(3).entries()) {
      expect(sampled(v, own, i).weights).toHaveLength(LEVEL_CONFIG.hrac.bidSamples);
      // Without the setting the same decision draws the level's five.
      const { doubleDeals: _, ...five } = own;
      expect(sampled(v, five, i).weights).toHaveLength(5);
    }
  });

  it('in křížový too', () => {
    const own = LEVEL_CONFIG.zacatecnik;
    expect(own.inference.fourHand).toBeFalsy();
    const reading = { ...own, doublingInference: { ...own.doublingInference, fourHand: true } };
    const blind = { ...own, doublingInference: { ...own.doublingInference, fourHand: false } };
    let differ = 0;
    for (const [i, v] of defenders(3, 'fourHand').entries()) {
      const rows = sampled(v, own, i);
      expect(rows).toEqual(sampled(v, reading, i));
      if (JSON.stringify(rows) !== JSON.stringify(sampled(v, blind, i))) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('in křížový as many deals as hráč’s too, its other decisions five', () => {
    const own = LEVEL_CONFIG.zacatecnik;
    expect(own.doubleDeals?.fourHand).toBe(LEVEL_CONFIG.hrac.bidSamples);
    for (const [i, v] of defenders(2, 'fourHand').entries()) {
      expect(sampled(v, own, i).weights).toHaveLength(LEVEL_CONFIG.hrac.bidSamples);
      const { doubleDeals: _, ...five } = own;
      expect(sampled(v, five, i).weights).toHaveLength(5);
    }
  });

  it('in licitovaný as many deals as hráč’s too, its other decisions five', () => {
    const own = LEVEL_CONFIG.zacatecnik;
    expect(own.doubleDeals?.auction).toBe(LEVEL_CONFIG.hrac.bidSamples);
    for (const [i, v] of defenders(2, 'auction').entries()) {
      expect(sampled(v, own, i).weights).toHaveLength(LEVEL_CONFIG.hrac.bidSamples);
      const { doubleDeals: _, ...five } = own;
      expect(sampled(v, five, i).weights).toHaveLength(5);
    }
  });
});

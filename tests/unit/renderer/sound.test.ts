// @vitest-environment happy-dom
/**
 * Table sounds: which snapshot transitions call for which sound (a hand walked through the real
 * engine), and that the composable plays each once, through a recording stand-in for AudioContext,
 * only while the `sound` preference is on.
 */
import { defineComponent, h, nextTick } from 'vue';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type PublicAction,
  type TableSnapshot,
  PRESETS,
  apply,
  legalActions,
} from '../../../src-shared/index.ts';
import { soundsBetween } from '../../../src-renderer/sound/events.ts';
import { type SynthContext, createSynth } from '../../../src-renderer/sound/synth.ts';
import { schedule, useTableSound } from '../../../src-renderer/sound/useTableSound.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import { approvedSuit } from '../helpers.ts';
import { mountWith, setup, snapshotOf } from './support.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
const EVERYONE: Parameters<typeof snapshotOf>[1] = {
  seats: [
    { kind: 'human', name: 'Jana' },
    { kind: 'human', name: 'Petr' },
    { kind: 'human', name: 'Eva' },
  ],
};

/** Every snapshot of one hand, from the approved suit game to its end, each after one more action. */
function walk(): TableSnapshot[] {
  let state: HandState = approvedSuit('H7', ['B7', 'L7'], NO_SKIP);
  const history: PublicAction[] = [];
  const out = [snapshotOf(state, { ...EVERYONE, history: [] })];
  while (state.phase !== 'finished') {
    const a = legalActions(state)[0] as Action;
    const next = apply(state, a);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
    history.push(a);
    out.push(snapshotOf(state, { ...EVERYONE, history: [...history] }));
  }
  return out;
}

const HAND = walk();
/** The index of the snapshot just after the `n`-th play of the hand (1-based). */
const afterPlay = (n: number) => {
  let plays = 0;
  return HAND.findIndex((s) => s.history.at(-1)?.type === 'play' && ++plays === n);
};

describe('sounds between snapshots', () => {
  it('plays nothing for the first snapshot a table shows, whatever its history (opening, reloading)', () => {
    for (const s of HAND) expect(soundsBetween(null, s)).toEqual([]);
  });

  it('sounds a call for a call, a card for a card, and a trick when its last card falls', () => {
    const first = HAND[0] as TableSnapshot;
    expect(first.history).toHaveLength(0);
    const announce = HAND[1] as TableSnapshot;
    expect(announce.history.at(-1)?.type).toBe('announce');
    expect(soundsBetween(first, announce)).toEqual(['call']);
    const p1 = afterPlay(1);
    expect(soundsBetween(HAND[p1 - 1] as TableSnapshot, HAND[p1] as TableSnapshot)).toEqual(['card']);
    expect(soundsBetween(HAND[p1] as TableSnapshot, HAND[p1 + 1] as TableSnapshot)).toEqual(['card']);
    const p3 = afterPlay(3);
    expect(soundsBetween(HAND[p3 - 1] as TableSnapshot, HAND[p3] as TableSnapshot)).toEqual([
      'card',
      'trick',
    ]);
    const p6 = afterPlay(6);
    expect(soundsBetween(HAND[p6 - 1] as TableSnapshot, HAND[p6] as TableSnapshot)).toEqual([
      'card',
      'trick',
    ]);
  });

  it('ends the hand with its last trick, once', () => {
    const end = HAND.at(-1) as TableSnapshot;
    expect(end.turn).toBe('handEnd');
    expect(soundsBetween(HAND.at(-2) as TableSnapshot, end)).toEqual(['card', 'trick', 'end']);
    // The same snapshot again (a refresh, another tab): nothing new.
    expect(soundsBetween(end, end)).toEqual([]);
  });

  it('sounds several actions of one change in order', () => {
    const p3 = afterPlay(3);
    expect(soundsBetween(HAND[0] as TableSnapshot, HAND[p3] as TableSnapshot)).toEqual([
      'call',
      'call',
      'call',
      'card',
      'card',
      'card',
      'trick',
    ]);
  });

  it('is silent for undo, another session, and an older hand; deals a new hand', () => {
    const p3 = afterPlay(3);
    const later = HAND[p3] as TableSnapshot;
    expect(soundsBetween(later, HAND[p3 - 2] as TableSnapshot)).toEqual([]);
    expect(soundsBetween(later, { ...(HAND[p3 + 1] as TableSnapshot), id: 2 })).toEqual([]);
    const end = HAND.at(-1) as TableSnapshot;
    const nextHand = { ...(HAND[0] as TableSnapshot), handNo: 2 };
    expect(soundsBetween(end, nextHand)).toEqual(['deal']);
    expect(soundsBetween(nextHand, end)).toEqual([]);
    // A new hand whose first call already came with it.
    expect(soundsBetween(end, { ...(HAND[1] as TableSnapshot), handNo: 2 })).toEqual(['deal', 'call']);
  });

  it('spaces the sounds of one change, the trick after its card', () => {
    expect(schedule(['card', 'trick', 'end']).map((s) => s.delay)).toEqual([0, 0.45, 0.8]);
  });
});

/** A stand-in AudioContext that records every source started (oscillators and noise). */
function recordingContext() {
  const started: { kind: 'noise' | 'tone'; at: number; freq?: number }[] = [];
  const param = () => {
    const p = {
      value: 0,
      setValueAtTime: (v: number) => {
        p.value = v;
      },
      exponentialRampToValueAtTime: () => undefined,
    };
    return p;
  };
  const node = () => ({ connect: () => undefined });
  let created = 0;
  const ctx = {
    currentTime: 10,
    destination: {},
    sampleRate: 8000,
    state: 'running',
    resume: () => Promise.resolve(),
    createGain: () => ({ ...node(), gain: param() }),
    createBiquadFilter: () => ({ ...node(), type: '', Q: param(), frequency: param() }),
    createBuffer: (_c: number, length: number) => {
      const data = new Float32Array(length);
      return { getChannelData: () => data };
    },
    createBufferSource: () => ({
      ...node(),
      buffer: null,
      start: (at: number) => started.push({ kind: 'noise', at }),
      stop: () => undefined,
    }),
    createOscillator: () => {
      const frequency = param();
      return {
        ...node(),
        type: '',
        frequency,
        start: (at: number) => started.push({ kind: 'tone', at, freq: frequency.value }),
        stop: () => undefined,
      };
    },
  };
  return {
    started,
    make: () => {
      created++;
      return ctx as unknown as SynthContext;
    },
    created: () => created,
  };
}

describe('useTableSound', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function mounted(initial: TableSnapshot | null) {
    const audio = recordingContext();
    const pinia = setup(null);
    const table = useTableStore();
    table.snapshot = initial;
    const Probe = defineComponent({
      setup() {
        useTableSound(createSynth(audio.make));
        return () => h('div');
      },
    });
    const wrapper = mountWith(Probe, pinia);
    return { audio, table, prefs: usePrefsStore(), wrapper };
  }

  it('is silent for the snapshot already shown, then plays each new event once', async () => {
    const p3 = afterPlay(3);
    const { audio, table } = mounted(HAND[p3 - 1] as TableSnapshot);
    await nextTick();
    expect(audio.started).toEqual([]);
    expect(audio.created()).toBe(0);
    table.snapshot = HAND[p3] as TableSnapshot;
    await nextTick();
    // A card (one noise burst), then the trick (a swish of noise and a low thump).
    expect(audio.started.map((s) => s.kind)).toEqual(['noise', 'noise', 'tone']);
    expect(audio.started[1]?.at).toBeGreaterThan((audio.started[0]?.at ?? 0) + 0.4);
    table.snapshot = { ...(HAND[p3] as TableSnapshot) };
    await nextTick();
    expect(audio.started).toHaveLength(3);
  });

  it('respects the sound switch and the volume at once', async () => {
    const { audio, table, prefs } = mounted(HAND[0] as TableSnapshot);
    prefs.prefs = { ...prefs.prefs, sound: false };
    table.snapshot = HAND[1] as TableSnapshot;
    await nextTick();
    expect(audio.started).toEqual([]);
    prefs.prefs = { ...prefs.prefs, sound: true, volume: 0 };
    table.snapshot = HAND[2] as TableSnapshot;
    await nextTick();
    expect(audio.started).toEqual([]);
    prefs.prefs = { ...prefs.prefs, volume: 50 };
    table.snapshot = HAND[3] as TableSnapshot;
    await nextTick();
    // A call is one soft tone.
    expect(audio.started).toEqual([{ kind: 'tone', at: expect.any(Number), freq: 660 }]);
  });

  it('keeps quiet when leaving the table and opening it again', async () => {
    const { audio, table } = mounted(HAND[5] as TableSnapshot);
    table.snapshot = null;
    await nextTick();
    table.snapshot = HAND.at(-1) as TableSnapshot;
    await nextTick();
    expect(audio.started).toEqual([]);
  });
});

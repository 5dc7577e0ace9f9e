/**
 * The table's sounds, made on the spot with the Web Audio API (no recorded samples): a card is a short
 * band-passed burst of noise, the deal a riffle of such bursts, a trick taken a low swish and a soft
 * thump, a call a short soft tone, the end of a hand two quiet notes.
 *
 * The AudioContext is created at the first sound (browsers start it suspended until the page has been
 * clicked; `resume` is asked each time). Nothing here throws: where audio is missing the app is silent.
 */
import type { SoundKind } from './events.ts';

/** What the synth uses of an AudioContext (tests pass a recording stand-in). */
export type SynthContext = Pick<
  AudioContext,
  | 'currentTime'
  | 'destination'
  | 'sampleRate'
  | 'state'
  | 'resume'
  | 'createGain'
  | 'createOscillator'
  | 'createBufferSource'
  | 'createBuffer'
  | 'createBiquadFilter'
>;

export interface Synth {
  /** Plays `kind` `delay` seconds from now at `volume` (0–1). */
  play(kind: SoundKind, volume: number, delay?: number): void;
}

const defaultContext = (): SynthContext | null => {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  return Ctor === undefined ? null : new Ctor();
};

export function createSynth(makeContext: () => SynthContext | null = defaultContext): Synth {
  let ctx: SynthContext | null = null;
  let failed = false;
  let noise: AudioBuffer | null = null;

  const context = (): SynthContext | null => {
    if (ctx === null && !failed) {
      try {
        ctx = makeContext();
      } catch {
        ctx = null;
      }
      if (ctx === null) failed = true;
    }
    if (ctx !== null && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    return ctx;
  };

  /** Half a second of white noise, made once per context. */
  const noiseBuffer = (c: SynthContext): AudioBuffer => {
    if (noise === null) {
      noise = c.createBuffer(1, Math.round(c.sampleRate * 0.5), c.sampleRate);
      const data = noise.getChannelData(0);
      for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    }
    return noise;
  };

  /** A gain node with an attack–decay envelope from `at`, peaking at `peak`. */
  const envelope = (c: SynthContext, at: number, peak: number, attack: number, decay: number): GainNode => {
    const g = c.createGain();
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(Math.max(peak, 0.0002), at + attack);
    g.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
    g.connect(c.destination);
    return g;
  };

  /** A burst of band-passed noise: the sound of a card touching the cloth. */
  const burst = (
    c: SynthContext,
    at: number,
    peak: number,
    freq: number,
    length: number,
    sweepTo?: number,
  ) => {
    const src = c.createBufferSource();
    src.buffer = noiseBuffer(c);
    const filter = c.createBiquadFilter();
    filter.type = 'bandpass';
    filter.Q.value = 1.2;
    filter.frequency.setValueAtTime(freq, at);
    if (sweepTo !== undefined) filter.frequency.exponentialRampToValueAtTime(sweepTo, at + length);
    src.connect(filter);
    filter.connect(envelope(c, at, peak, 0.004, length));
    src.start(at, Math.random() * 0.3);
    src.stop(at + length + 0.05);
  };

  /** A soft tone. */
  const tone = (
    c: SynthContext,
    at: number,
    peak: number,
    freq: number,
    length: number,
    type: OscillatorType,
  ) => {
    const osc = c.createOscillator();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, at);
    osc.connect(envelope(c, at, peak, 0.015, length));
    osc.start(at);
    osc.stop(at + length + 0.05);
  };

  return {
    play(kind, volume, delay = 0) {
      const v = Math.min(1, Math.max(0, volume));
      if (v === 0) return;
      try {
        const c = context();
        if (c === null) return;
        const at = c.currentTime + 0.01 + delay;
        switch (kind) {
          case 'card':
            burst(c, at, 0.9 * v, 2400, 0.07);
            break;
          case 'deal':
            for (let i = 0; i < 6; i++) burst(c, at + i * 0.07, 0.5 * v, 2000 + 300 * (i % 3), 0.05);
            break;
          case 'trick':
            burst(c, at, 0.6 * v, 1400, 0.22, 500);
            tone(c, at + 0.05, 0.25 * v, 110, 0.12, 'sine');
            break;
          case 'call':
            tone(c, at, 0.12 * v, 660, 0.14, 'sine');
            break;
          case 'end':
            tone(c, at, 0.14 * v, 523.25, 0.3, 'triangle');
            tone(c, at + 0.16, 0.14 * v, 783.99, 0.45, 'triangle');
            break;
        }
      } catch {
        // A broken audio device leaves the table silent, never broken.
      }
    },
  };
}

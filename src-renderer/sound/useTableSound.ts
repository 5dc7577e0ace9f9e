/**
 * Sounds at the table: watches the table's snapshot and plays what each change calls for (events.ts),
 * once per event, when the `sound` preference is on, at its volume. The snapshot the table already
 * shows when this starts is taken as heard, so opening or reloading a session is silent.
 */
import { onBeforeUnmount, watch } from 'vue';
import type { TableSnapshot } from '../../src-shared/api/game.ts';
import { usePrefsStore } from '../stores/prefs.ts';
import { useTableStore } from '../stores/table.ts';
import { type SoundKind, soundsBetween } from './events.ts';
import { type Synth, createSynth } from './synth.ts';

/** Seconds of pause before a sound that follows another in one change (a trick is taken after its card). */
const GAP: Readonly<Record<SoundKind, number>> = { deal: 0, card: 0.12, trick: 0.45, call: 0.12, end: 0.35 };

let shared: Synth | null = null;

/** The sounds of one change, with the delay of each. */
export function schedule(kinds: readonly SoundKind[]): { kind: SoundKind; delay: number }[] {
  let delay = 0;
  return kinds.map((kind, i) => {
    if (i > 0) delay += GAP[kind];
    return { kind, delay };
  });
}

export function useTableSound(synth?: Synth): void {
  const table = useTableStore();
  const prefs = usePrefsStore();
  let prev: TableSnapshot | null = table.snapshot;
  const stop = watch(
    () => table.snapshot,
    (next) => {
      const before = prev;
      prev = next;
      if (next === null || !prefs.prefs.sound) return;
      const kinds = soundsBetween(before, next);
      if (kinds.length === 0) return;
      const out = synth ?? (shared ??= createSynth());
      for (const { kind, delay } of schedule(kinds)) out.play(kind, prefs.prefs.volume / 100, delay);
    },
  );
  onBeforeUnmount(stop);
}

/** A card's sound at `volume` (0–1), to try the volume in the settings. */
export function previewSound(volume: number): void {
  (shared ??= createSynth()).play('card', volume);
}

/**
 * Seeded pseudo-random numbers (SplitMix32). Deterministic across platforms so that a seed always
 * produces the same deal; not for anything security-related.
 */
export interface Rng {
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** The internal state, to persist a generator and resume it later. */
  readonly state: number;
}

/** The largest seed: createRng takes 32-bit unsigned seeds, so a larger one repeats a smaller one's deal. */
export const SEED_MAX = 2 ** 32 - 1;

export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return {
    int(n: number): number {
      // Rejection sampling keeps the distribution exactly uniform.
      const limit = Math.floor(0x100000000 / n) * n;
      let x = next();
      while (x >= limit) x = next();
      return x % n;
    },
    get state() {
      return s;
    },
  };
}

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

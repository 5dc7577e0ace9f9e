/**
 * Request limits per device: a token bucket per key (a seat's token, a remote address). Each key holds
 * up to `burst` requests and gains `perSecond` a second; a request finding its bucket empty is refused
 * with the seconds until the next one may come (429 with Retry-After). Buckets full again are dropped,
 * so the map holds only keys that asked lately.
 */

export interface Rate {
  readonly burst: number;
  readonly perSecond: number;
}

export class RateLimiter {
  private readonly rate: Rate;
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(rate: Rate) {
    this.rate = rate;
  }

  /** Takes one request for `key` at `now` (ms): null when allowed, else the seconds to wait (≥ 1). */
  take(key: string, now: number): number | null {
    const { burst, perSecond } = this.rate;
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 1000) this.forgetFull(now);
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    bucket.tokens -= 1;
    return null;
  }

  private forgetFull(now: number): void {
    const { burst, perSecond } = this.rate;
    for (const [key, b] of this.buckets)
      if (b.tokens + ((now - b.at) / 1000) * perSecond >= burst) this.buckets.delete(key);
  }
}

/**
 * A guest's hints per seat: each searches for up to a second in a worker the host's table shares, so a
 * seat gets `rate` of them (a token bucket) and one at a time. A hint past either is refused with the
 * seconds until the next may come.
 */
export class HintGate {
  private readonly bucket: RateLimiter;
  private readonly running = new Set<string>();

  constructor(rate: Rate) {
    this.bucket = new RateLimiter(rate);
  }

  /** A hint for `key` at `now` (ms): the function to call when it has been answered, else the seconds to wait. */
  take(key: string, now: number): { readonly done: () => void } | { readonly wait: number } {
    if (this.running.has(key)) return { wait: 1 };
    const wait = this.bucket.take(key, now);
    if (wait !== null) return { wait };
    this.running.add(key);
    return { done: () => this.running.delete(key) };
  }
}

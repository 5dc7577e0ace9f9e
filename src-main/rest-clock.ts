/**
 * The clock after which background work rests while nobody uses the app (the drill stock's mining,
 * the reviews begun ahead): `arm` (re)starts it at each use; once no use came for `ms` it calls
 * `onRest`. Off when `ms` is 0 or not finite. It never keeps the process alive.
 */
export class RestClock {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly ms: number;
  private readonly onRest: () => void;

  constructor(ms: number, onRest: () => void) {
    this.ms = ms;
    this.onRest = onRest;
  }

  /** (Re)starts the clock (nothing when it is off). */
  arm(): void {
    this.stop();
    if (!(this.ms > 0) || !Number.isFinite(this.ms)) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onRest();
    }, this.ms);
    (this.timer as { unref?: () => void }).unref?.();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

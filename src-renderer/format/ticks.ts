/** Round axis values for the charts: steps of 1, 2 or 5 times a power of ten, covering the data. */

export interface Axis {
  readonly min: number;
  readonly max: number;
  readonly ticks: readonly number[];
}

/**
 * About `count` round ticks from at most `min` to at least `max` (both included in the axis), never finer
 * than `smallest`. An empty range is widened to one step either side of its value.
 */
export function roundAxis(min: number, max: number, count = 5, smallest = 10): Axis {
  if (!(min <= max)) throw new RangeError(`roundAxis: min ${min} above max ${max}`);
  const raw = Math.max(smallest, (max - min) / Math.max(1, count - 1));
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-9) ?? 10 * power;
  let lo = Math.floor(min / step) * step;
  let hi = Math.ceil(max / step) * step;
  if (lo === hi) {
    lo -= step;
    hi += step;
  }
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Math.round(v));
  return { min: lo, max: hi, ticks };
}

/** The y of `v` on `axis` drawn from `top` (its max) down to `bottom` (its min), in the chart's units. */
export function axisY(v: number, axis: Pick<Axis, 'min' | 'max'>, top: number, bottom: number): number {
  return top + ((axis.max - v) / (axis.max - axis.min)) * (bottom - top);
}

/** An SVG polyline's points, to a tenth of a unit. */
export function polylinePoints(points: readonly { readonly x: number; readonly y: number }[]): string {
  return points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

/**
 * Pixel offsets that set apart lines which meet: at each point, the series with the same value there are
 * spread `gap` apart around it, in series order (two equal: −gap/2 and +gap/2), so two players with the
 * same balance draw two lines side by side instead of one over the other. A series alone at a point
 * keeps its place. Returns [series][point].
 */
export function coincidentOffsets(series: readonly (readonly number[])[], gap: number): number[][] {
  const out = series.map((values) => values.map(() => 0));
  const points = Math.max(0, ...series.map((s) => s.length));
  for (let i = 0; i < points; i++) {
    const byValue = new Map<number, number[]>();
    series.forEach((values, s) => {
      const v = values[i];
      if (v === undefined) return;
      byValue.set(v, [...(byValue.get(v) ?? []), s]);
    });
    for (const seats of byValue.values())
      seats.forEach((s, rank) => {
        (out[s] as number[])[i] = (rank - (seats.length - 1) / 2) * gap;
      });
  }
  return out;
}

import { describe, expect, it, vi } from 'vitest';
import { CSV_HEADER, type Sample, csvRow, growth, judge, readCurve } from '../../../scripts/soak.ts';

const MB = 1024 * 1024;

/** Samples every 250 hands whose memory follows `mb(i)` (megabytes at sample i). */
function curve(n: number, mb: (i: number) => number): Sample[] {
  return Array.from({ length: n }, (_, i) => ({
    hands: (i + 1) * 250,
    seconds: i * 60,
    msPerHand: 240,
    rss: mb(i) * 10 * MB,
    heapUsed: mb(i) * MB,
    external: 10 * MB,
    arrayBuffers: MB,
    workerHeap: 20 * MB,
    workers: 1,
    threadsStarted: 1,
    dbBytes: i * MB,
    heapTotal: mb(i) * 3 * MB,
    workerHeapTotal: 12 * MB,
    workerExternal: 16 * MB,
    peakRss: mb(i) * 12 * MB,
    recycled: 0,
  }));
}

const flat = (samples: Sample[]) => Object.fromEntries(growth(samples, 10).map((g) => [g.metric, g.flat]));

describe('the soak verdict', () => {
  it('calls memory that rises during warm-up and then holds flat', () => {
    const samples = curve(40, (i) => (i < 4 ? 10 + 5 * i : 25 + (i % 2)));
    expect(flat(samples)).toEqual({ rss: true, heapUsed: true, external: true, workerHeap: true });
  });

  it('finds a steady climb after warm-up, beyond the percentage and 8 MB', () => {
    // heapUsed 20 → 59 MB (rss ten times that); external and the workers' heap stay.
    const samples = curve(40, (i) => 20 + i);
    const verdict = growth(samples, 10);
    expect(flat(samples)).toEqual({ rss: false, heapUsed: false, external: true, workerHeap: true });
    const heap = verdict.find((g) => g.metric === 'heapUsed');
    // Second quarter after the first tenth: samples 13..21 (mean 37 MB); last quarter 31..39 (55 MB).
    expect(heap?.early).toBeCloseTo(37 * MB);
    expect(heap?.late).toBeCloseTo(55 * MB);
  });

  it('lets a small figure grow by a large share while the bytes stay under 8 MB', () => {
    const samples = curve(40, (i) => 1 + i / 10);
    // heapUsed 2.7 → 4.5 MB is +67 % but under 8 MB; rss (ten times) grows by 18 MB.
    expect(flat(samples)).toMatchObject({ heapUsed: true, rss: false });
  });
});

describe('a curve judged', () => {
  const quiet = () => vi.spyOn(console, 'log').mockImplementation(() => undefined);

  it('reads back what --out wrote, to a tenth of a megabyte', () => {
    const samples = curve(12, (i) => 10 + i / 3);
    const back = readCurve([CSV_HEADER, ...samples.map(csvRow)].join('\n') + '\n');
    expect(back).toHaveLength(12);
    back.forEach((s, i) => {
      const want = samples[i] as Sample;
      expect(s.hands).toBe(want.hands);
      expect(Math.abs(s.heapUsed - want.heapUsed)).toBeLessThanOrEqual(0.05 * MB);
      expect(s.workers).toBe(1);
      expect(Math.abs(s.peakRss - want.peakRss)).toBeLessThanOrEqual(0.05 * MB);
      expect(s.recycled).toBe(want.recycled);
    });
    expect(() => readCurve('hands,rss\n1,2\n')).toThrow(/not a soak curve/);
  });

  it("reads back the committed heaps and the workers' external memory, and curves written without them", () => {
    const samples = curve(12, (i) => 10 + i);
    const back = readCurve([CSV_HEADER, ...samples.map(csvRow)].join('\n') + '\n');
    expect(back.map((s) => Math.round(s.heapTotal / MB))).toEqual(samples.map((s) => s.heapTotal / MB));
    expect(back.every((s) => s.workerHeapTotal === 12 * MB && s.workerExternal === 16 * MB)).toBe(true);
    // A curve of the 10,000-hand run (docs/soak-curve.csv): eleven columns, the newer ones read as 0.
    const old = CSV_HEADER.split(',').slice(0, 11).join(',');
    const row = (s: Sample) => csvRow(s).split(',').slice(0, 11).join(',');
    const older = readCurve([old, ...samples.map(row)].join('\n') + '\n');
    expect(older).toHaveLength(12);
    expect(older[3]?.rss).toBeCloseTo(samples[3]?.rss as number, -5);
    expect(older.every((s) => s.heapTotal === 0 && s.workerHeapTotal === 0 && s.workerExternal === 0)).toBe(
      true,
    );
  });

  it('is flat only with one count of workers, no restart and enough samples', () => {
    const log = quiet();
    const steady = curve(20, () => 25);
    expect(judge(steady, 10)).toBe(true);
    // A worker replaced once: two threads started for one live worker.
    expect(judge([...steady.slice(0, -1), { ...(steady.at(-1) as Sample), threadsStarted: 2 }], 10)).toBe(
      false,
    );
    expect(
      judge(
        steady.map((s, i) => (i === 10 ? { ...s, workers: 2 } : s)),
        10,
      ),
    ).toBe(false);
    expect(judge(steady.slice(0, 5), 10)).toBe(false);
    log.mockRestore();
  });

  it('counts a worker recycled for idleness and its successor as no restart', () => {
    const log = quiet();
    const steady = curve(20, () => 25);
    // One worker recycled when idle (gone for a sample), then a new one started on demand.
    const recycled = steady.map((s, i) =>
      i < 10 ? s : { ...s, recycled: 1, threadsStarted: 2, workers: i === 10 ? 0 : 1 },
    );
    expect(judge(recycled, 10)).toBe(true);
    // The same curve without the recycling: a restart.
    expect(
      judge(
        recycled.map((s) => ({ ...s, recycled: 0 })),
        10,
      ),
    ).toBe(false);
    log.mockRestore();
  });
});

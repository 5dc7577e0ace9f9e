/**
 * The arena's worker threads, shared by `npm run arena` and `npm run ratings`: the deals of one duplicate
 * match (src-main/ai/arena.ts `playDeal`) spread over W workers, deal i to worker i mod W, each result
 * stored under its deal's index so the match replays the same whatever the number of workers.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type PresetId, type Variant, preset } from '../src-shared/index.ts';
import { type HandRecord, countingCapped, playDeal } from '../src-main/ai/arena.ts';
import { playerByName } from '../src-main/ai/players.ts';

/** One duplicate match: the players (one per seat of the variant), the rules, the seed and the deal count. */
export interface MatchSpec {
  readonly names: readonly string[];
  readonly rules: PresetId;
  readonly seed: number;
  readonly deals: number;
  readonly timed: boolean;
  readonly variant: Variant;
}

interface Job extends Omit<MatchSpec, 'deals'> {
  readonly arenaPool: true;
  readonly deals: readonly number[];
}

if (!isMainThread && (workerData as Partial<Job> | null)?.arenaPool === true) {
  const job = workerData as Job;
  const { players, capped } = countingCapped(
    job.names.length,
    (p, onWork) =>
      playerByName(job.names[p] as string, { timed: job.timed, onWork }) as NonNullable<
        ReturnType<typeof playerByName>
      >,
  );
  for (const i of job.deals)
    parentPort?.postMessage({
      i,
      hands: playDeal(preset(job.rules), players, job.seed, i, job.variant, capped),
    });
}

/** Deals already played, for a match taken up again (their hands by deal index), and where new ones go. */
export interface Resume {
  /** Deals played before (by index): not played again. */
  readonly done: ReadonlyMap<number, HandRecord[]>;
  /** Called with each deal as it finishes, so that it can be kept before the next. */
  readonly onResult: (i: number, hands: HandRecord[]) => void;
}

/**
 * Plays the match's deals 0..deals-1 in `workers` threads; `onDeal(done)` after each finished deal.
 * Resolves to every deal's hands (one per seating), by deal index. With `resume`, the deals in
 * `resume.done` are taken as played and the others are played: a deal's play depends on its index alone
 * (the promise above, that the match is the same whatever the number of workers), so a match taken up
 * again is the match played through.
 */
export async function playMatch(
  spec: MatchSpec,
  workers: number,
  onDeal: (done: number) => void = () => {},
  resume?: Resume,
): Promise<HandRecord[][]> {
  const results = new Array<HandRecord[]>(spec.deals);
  for (const [i, hands] of resume?.done ?? []) if (i >= 0 && i < spec.deals) results[i] = hands;
  const todo = Array.from({ length: spec.deals }, (_, i) => i).filter((i) => results[i] === undefined);
  let done = spec.deals - todo.length;
  const threads = Math.max(1, Math.min(workers, todo.length));
  if (todo.length === 0) return results;
  await Promise.all(
    Array.from({ length: threads }, (_, w) => {
      const job: Job = {
        ...spec,
        arenaPool: true,
        deals: todo.filter((_, k) => k % threads === w),
      };
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: job });
        worker.on('message', ({ i, hands }: { i: number; hands: HandRecord[] }) => {
          results[i] = hands;
          done++;
          resume?.onResult(i, hands);
          onDeal(done);
        });
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
        );
      });
    }),
  );
  return results;
}

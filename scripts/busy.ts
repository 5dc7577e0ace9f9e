/**
 * A busy machine on demand, for benchmarks that must hold beside other work (issue 52: the levels' strength
 * with one core kept busy): `n` children running `yes > /dev/null`, each a core's worth of work. Only the
 * children started here are ever stopped, by the handles kept at their start (never by name), at `stop()`
 * or when this process exits or is interrupted.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Busy {
  /** The children's process ids. */
  readonly pids: readonly number[];
  /** Resolves once every child runs `yes` (spawned and exec'd). */
  readonly ready: Promise<void>;
  /** Stops exactly these children; resolves once every one has exited. */
  stop(): Promise<void>;
}

export function busyCores(n: number): Busy {
  const children: ChildProcess[] = Array.from({ length: n }, () =>
    spawn('yes', [], { stdio: ['ignore', 'ignore', 'ignore'] }),
  );
  const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;
  const kill = () => {
    for (const c of children) if (running(c)) c.kill('SIGTERM');
  };
  const interrupted = () => {
    kill();
    process.exit(130);
  };
  process.on('exit', kill);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return {
    pids: children.map((c) => c.pid as number),
    ready: Promise.all(
      children.map((c) => new Promise<void>((resolve) => c.once('spawn', () => resolve()))),
    ).then(() => undefined),
    stop: async () => {
      const exited = children.map((c) =>
        running(c) ? new Promise<void>((resolve) => c.once('exit', () => resolve())) : Promise.resolve(),
      );
      kill();
      await Promise.all(exited);
      process.off('exit', kill);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
    },
  };
}

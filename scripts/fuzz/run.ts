/**
 * The fuzz run: for every API method, `perMethod` requests through the handler and as many through the
 * HTTP server, in rounds so that every method is covered however early the time bound stops it. A
 * request is valid (from the corpus), a mutation of a valid one, or a random value; over HTTP some are
 * malformed on the wire. Every answer is checked (typed, the documented status, no leak, in time), and
 * an exception or rejection escaping anywhere in the process is a finding too.
 */
import { Agent } from 'node:http';
import {
  API_METHODS,
  type Method,
  type Rng,
  SHARED_TABLE_METHODS,
  createRng,
} from '../../src-shared/index.ts';
import { untyped, leak } from './checks.ts';
import { Corpus, HEAVY } from './corpus.ts';
import type { FuzzApp } from './app.ts';
import { RAW_KINDS, type RawKind, rawRequest, send } from './http.ts';
import { INHERITED, mutate, pick, randomValue } from './values.ts';

export type Transport = 'handler' | 'http';

/**
 * The methods fuzzed by default: all but the shared table's. Opening a share moves seats to other
 * devices, which the leak checks (the host's viewer, checks.ts) do not model, and the guest server is
 * no transport here; tests/unit/share attacks it over HTTP instead.
 */
export const FUZZED_METHODS: readonly Method[] = API_METHODS.filter(
  (m) => !(SHARED_TABLE_METHODS as readonly string[]).includes(m),
);

export interface FuzzOptions {
  /** Requests per method and transport. */
  readonly perMethod: number;
  /** Stop starting new rounds after this long (the summary says so). */
  readonly seconds: number;
  readonly seed: number;
  /** An answer later than this is a hang. */
  readonly timeoutMs?: number;
  /** Share of a method's requests that may be valid solver or computer-player work (at least `heavyMin`). */
  readonly heavyShare?: number;
  readonly heavyMin?: number;
  /** Percent of requests sent valid (default 12). */
  readonly validShare?: number;
  /** Requests per method in a row before the next method (default: a twentieth of `perMethod`, 1–100). */
  readonly batch?: number;
  readonly methods?: readonly Method[];
  /** Transports to fuzz (default both; one alone gets the whole machine for its count). */
  readonly transports?: readonly Transport[];
  /** Called after every round (progress lines). */
  readonly onRound?: (transport: Transport, done: number, total: number) => void;
}

export interface MethodTally {
  requests: number;
  ok: number;
  errors: Record<string, number>;
  /** HTTP statuses other than 200 (malformed requests). */
  statuses: Record<string, number>;
  maxMs: number;
  totalMs: number;
  /** Answers compared with the store for hidden cards. */
  leakChecked: number;
}

export interface Finding {
  readonly transport: Transport | 'process';
  readonly method: string;
  readonly problem: string;
  readonly request: string;
}

export interface FuzzReport {
  readonly tallies: Record<Transport, Record<string, MethodTally>>;
  /** Seat answers of a session compared with the engine's view, per variant of the hand (both transports). */
  readonly leakByVariant: Record<string, number>;
  readonly findings: Finding[];
  readonly seconds: number;
  /** False when the time bound stopped the run before `perMethod` requests each. */
  readonly complete: boolean;
}

const excerpt = (v: unknown): string => {
  let s: string;
  try {
    s = JSON.stringify(v) ?? 'undefined';
  } catch {
    s = '(too deep to print)';
  }
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};

/** Sessions and library entries kept between rounds (the rest is deleted). */
const KEEP = 60;

const newTally = (): MethodTally => ({
  requests: 0,
  ok: 0,
  errors: {},
  statuses: {},
  maxMs: 0,
  totalMs: 0,
  leakChecked: 0,
});

/** Params for one request: valid (while the method's budget lasts), a mutation of valid ones, or anything. */
function paramsFor(
  method: Method,
  rng: Rng,
  corpus: Corpus,
  validLeft: boolean,
  validShare: number,
): { params: unknown; valid: boolean } {
  const roll = rng.int(100);
  if (roll < validShare && validLeft) return { params: corpus.valid(method, rng), valid: true };
  if (roll < 92) return { params: mutate(corpus.valid(method, rng), rng, corpus.others(rng)), valid: false };
  return { params: randomValue(rng), valid: false };
}

/** What the process threw or rejected outside any request (a crash but for these handlers). */
function watchProcess(findings: Finding[]): () => void {
  const onError = (e: unknown) =>
    findings.push({
      transport: 'process',
      method: '-',
      problem: `escaped: ${e instanceof Error ? e.stack : String(e)}`,
      request: '',
    });
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  return () => {
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
  };
}

export async function runFuzz(app: FuzzApp, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 90_000;
  const methods = options.methods ?? FUZZED_METHODS;
  const heavyBudget = Math.max(
    options.heavyMin ?? 2,
    Math.floor(options.perMethod * (options.heavyShare ?? 0.02)),
  );
  const findings: Finding[] = [];
  const leakByVariant: Record<string, number> = {};
  const unwatch = watchProcess(findings);
  const tallies: Record<Transport, Record<string, MethodTally>> = { handler: {}, http: {} };
  for (const t of ['handler', 'http'] as const) for (const m of methods) tallies[t][m] = newTally();
  tallies.handler['(unknown)'] = newTally();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const deadline = started + options.seconds * 1000;
  const ROUND = options.batch ?? Math.max(1, Math.min(100, Math.ceil(options.perMethod / 20)));
  const rounds = Math.ceil(options.perMethod / ROUND);
  let complete = true;

  const lane = async (transport: Transport, seed: number): Promise<void> => {
    const rng = createRng(seed);
    const corpus = new Corpus(rng);
    const store = transport === 'handler' ? app.handlerStore : app.serverStore;
    const heavyUsed = new Map<Method, number>();
    const record = (method: string, problem: string, request: unknown) =>
      findings.push({ transport, method, problem, request: excerpt(request) });

    const check = (method: Method, params: unknown, answer: unknown, tally: MethodTally): void => {
      const wrong = untyped(answer);
      if (wrong !== null) return void record(method, `untyped answer: ${wrong}: ${excerpt(answer)}`, params);
      const a = answer as { ok: boolean; error?: { code: string; message?: string } };
      if (a.ok) tally.ok++;
      else {
        const code = a.error?.code as string;
        // Refusals by their reason (which of a method's refusals the valid requests reached).
        const reason = (a.error as { reason?: { code?: string } }).reason?.code;
        const key = code === 'refused' && reason !== undefined ? `refused:${reason}` : code;
        tally.errors[key] = (tally.errors[key] ?? 0) + 1;
        if (code === 'internal') record(method, `internal: ${a.error?.message ?? ''}`, params);
        if (code === 'timeout') record(method, 'timeout (the pool gave up on a request)', params);
      }
      corpus.learn(method, params, answer);
      const l = leak(store, method, params, answer);
      if (l.checked) tally.leakChecked++;
      if (l.checked && l.variant !== undefined)
        leakByVariant[l.variant] = (leakByVariant[l.variant] ?? 0) + 1;
      if (l.problem !== null) record(method, `leak: ${l.problem}`, params);
    };

    const viaHandler = async (method: Method, params: unknown): Promise<void> => {
      const tally = tallies.handler[method] as MethodTally;
      tally.requests++;
      const t0 = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const answer = await Promise.race([
        app.handle(method, params, { caller: `fuzz-${rng.int(3)}` }),
        new Promise((resolve) => (timer = setTimeout(() => resolve('hang'), timeoutMs))),
      ]);
      clearTimeout(timer);
      const ms = performance.now() - t0;
      tally.maxMs = Math.max(tally.maxMs, ms);
      tally.totalMs += ms;
      if (answer === 'hang') return void record(method, `no answer in ${timeoutMs} ms`, params);
      check(method, params, answer, tally);
    };

    const viaHttp = async (method: Method, params: unknown): Promise<void> => {
      const tally = tallies.http[method] as MethodTally;
      tally.requests++;
      const kind: RawKind | 'api' = rng.int(100) < 15 ? pick(rng, RAW_KINDS) : 'api';
      const req = rawRequest(rng, kind, method, params, app.server.port, app.server.token);
      const t0 = performance.now();
      const answer = await send(agent, app.server.port, req, timeoutMs);
      const ms = performance.now() - t0;
      tally.maxMs = Math.max(tally.maxMs, ms);
      tally.totalMs += ms;
      if (answer.status === 0) return void record(method, `no answer in ${timeoutMs} ms (${kind})`, params);
      // Over the body limit the server answers 413 and closes without reading on: a client still sending
      // may see the connection reset before it reads the answer (counted as 413).
      const cut = req.status === 413 && answer.status === -1 && /ECONNRESET|EPIPE/.test(answer.body);
      if (cut) return void (tally.statuses['413'] = (tally.statuses['413'] ?? 0) + 1);
      if (answer.status !== req.status)
        return void record(
          method,
          `${kind}: status ${answer.status}, documented ${req.status}: ${answer.body.slice(0, 200)}`,
          params,
        );
      if (answer.status !== 200) tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
      if (answer.type.startsWith('application/json')) {
        let body: unknown;
        try {
          body = JSON.parse(answer.body);
        } catch {
          return void record(method, `${kind}: a JSON answer that does not parse`, params);
        }
        if (answer.status === 200) check(method, params, body, tally);
        else if (untyped(body) !== null) record(method, `${kind}: untyped ${answer.status} answer`, params);
      } else if (answer.status === 200) record(method, `${kind}: 200 without JSON`, params);
    };

    const call = transport === 'handler' ? viaHandler : viaHttp;
    /** Deletes what the corpus forgot, outside the tallies (its answers are still checked). */
    const prune = async (): Promise<void> => {
      const { sessions, positions } = corpus.prune(KEEP);
      const deletions = [
        ...sessions.map((id) => ['sessionDelete', id] as const),
        ...positions.map((id) => ['positionDelete', id] as const),
      ];
      for (const [method, id] of deletions) {
        let answer: unknown;
        if (transport === 'handler') answer = await app.handle(method, { id });
        else {
          const req = rawRequest(rng, 'api', method, { id }, app.server.port, app.server.token);
          const reply = await send(agent, app.server.port, req, timeoutMs);
          try {
            answer = JSON.parse(reply.body);
          } catch {
            answer = reply.body;
          }
        }
        if (
          untyped(answer) !== null ||
          (answer as { ok: boolean; error?: { code: string } }).error?.code === 'internal'
        )
          record(method, `cleaning up: ${excerpt(answer)}`, { id });
      }
    };
    for (let round = 0; round < rounds; round++) {
      if (Date.now() > deadline) {
        complete = false;
        return;
      }
      for (const method of methods) {
        const n = Math.min(ROUND, options.perMethod - round * ROUND);
        for (let i = 0; i < n; i++) {
          // Heavy work spread over the rounds, so that it also reaches the tables played on later
          // (a coach note needs a card a person played).
          const allowance = Math.ceil((heavyBudget * (round + 1)) / rounds);
          const validLeft = !HEAVY.has(method) || (heavyUsed.get(method) ?? 0) < allowance;
          const { params, valid } = paramsFor(method, rng, corpus, validLeft, options.validShare ?? 12);
          if (valid && HEAVY.has(method)) heavyUsed.set(method, (heavyUsed.get(method) ?? 0) + 1);
          await call(method, params);
        }
        // Method names that are no method (inherited names first among them), through the handler.
        if (transport === 'handler') {
          const tally = tallies.handler['(unknown)'] as MethodTally;
          const name = rng.int(2) === 0 ? pick(rng, INHERITED) : randomValue(rng);
          tally.requests++;
          const answer = await app.handle(name, {});
          const wrong = untyped(answer);
          if (wrong !== null || answer.ok || answer.error.code !== 'badInput')
            record('(unknown)', `method ${excerpt(name)} answered ${excerpt(answer)}`, name);
          else tally.errors.badInput = (tally.errors.badInput ?? 0) + 1;
        }
      }
      await prune();
      options.onRound?.(transport, round + 1, rounds);
    }
  };

  try {
    const transports = options.transports ?? (['handler', 'http'] as const);
    await Promise.all(transports.map((t) => lane(t, t === 'handler' ? options.seed : options.seed + 1)));
    // Still up and answering after all that.
    const alive = await app.handle('sessionList', {});
    if (!alive.ok)
      findings.push({
        transport: 'handler',
        method: 'sessionList',
        problem: 'not answering after the run',
        request: '',
      });
  } finally {
    unwatch();
    agent.destroy();
  }
  return { tallies, leakByVariant, findings, seconds: (Date.now() - started) / 1000, complete };
}

/** The summary: one line per method and transport. */
export function summary(report: FuzzReport): string {
  const lines: string[] = [];
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  lines.push(
    `${'method'.padEnd(16)} ${'via'.padEnd(7)} ${pad('requests', 8)} ${pad('ok', 6)} ${pad('leakChk', 7)} ${pad('max ms', 8)} ${pad('sum s', 6)}  errors by code · HTTP statuses`,
  );
  for (const t of ['handler', 'http'] as const)
    for (const [m, x] of Object.entries(report.tallies[t])) {
      if (x.requests === 0) continue; // a transport not fuzzed in this run
      const errors = Object.entries(x.errors)
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${c} ${n}`)
        .join(', ');
      const statuses = Object.entries(x.statuses)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ');
      lines.push(
        `${m.padEnd(16)} ${t.padEnd(7)} ${pad(x.requests, 8)} ${pad(x.ok, 6)} ${pad(x.leakChecked, 7)} ${pad(x.maxMs.toFixed(0), 8)} ${pad((x.totalMs / 1000).toFixed(1), 6)}  ${errors}${statuses ? ` · ${statuses}` : ''}`,
      );
    }
  const total = (['handler', 'http'] as const).reduce(
    (n, t) => n + Object.values(report.tallies[t]).reduce((k, x) => k + x.requests, 0),
    0,
  );
  const variants = Object.entries(report.leakByVariant)
    .map(([v, n]) => `${v} ${n}`)
    .join(', ');
  lines.push(`seat answers compared with the engine's view, by variant: ${variants || 'none'}`);
  lines.push(
    `${total} requests in ${report.seconds.toFixed(0)} s${report.complete ? '' : ' (stopped by the time bound)'}; ${report.findings.length} findings`,
  );
  // Findings grouped by transport, method and problem: the count and the first request.
  const groups = new Map<string, { n: number; first: Finding }>();
  for (const f of report.findings) {
    const key = `${f.transport} ${f.method}: ${f.problem.slice(0, 160)}`;
    const g = groups.get(key);
    if (g === undefined) groups.set(key, { n: 1, first: f });
    else g.n++;
  }
  for (const [key, g] of groups) lines.push(`  ✗ ${g.n}× ${key}\n      e.g. request: ${g.first.request}`);
  return lines.join('\n');
}

/**
 * A host as an attacker meets it: the app's handler over a real SQLite file with the shared table's
 * controller (a fake renderer of two files), and raw HTTP requests whose Host, Origin, token and body
 * are whatever the test says.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { type NetworkInterfaceInfo, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiResult,
  type Method,
  type SeatPlayer,
  type ShareInfo,
  type TableSnapshot,
  PRESETS,
} from '../../../src-shared/index.ts';
import { type AppHandler, type AppHandlerOptions, createAppHandler } from '../../../src-main/api/app.ts';
import type { ShareOptions } from '../../../src-main/share/controller.ts';
import type { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

/** A home network address no machine here has: requests reach 127.0.0.1 but name it as Host. */
export const LAN = '192.168.77.5';
export const fakeInterfaces = (): NodeJS.Dict<NetworkInterfaceInfo[]> => ({
  lo: [
    {
      address: '127.0.0.1',
      netmask: '255.0.0.0',
      family: 'IPv4',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '127.0.0.1/8',
    },
  ],
  wlan0: [
    {
      address: LAN,
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: `${LAN}/24`,
    },
  ],
});

export const human = (name: string): SeatPlayer => ({ kind: 'human', name });
export const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });
export const PEOPLE: readonly SeatPlayer[] = [human('Eva'), human('Jan'), human('Ota')];

export interface Host {
  readonly dir: string;
  readonly store: Store;
  readonly app: AppHandler;
  call<M extends Method>(method: M, params: unknown): Promise<ApiResult<M>>;
  close(): Promise<void>;
}

/**
 * The app as both entry points build it, on a fresh file (`share` options over the test's defaults, `app`
 * options over the rest).
 */
export function host(
  pool: SolverPool,
  share: Partial<ShareOptions> = {},
  app: Partial<AppHandlerOptions> = {},
): Host {
  const dir = mkdtempSync(join(tmpdir(), 'marias-share-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Mariáš</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1);');
  const store = openStore(join(dir, 'marias.sqlite'));
  const handler = createAppHandler(store, pool, {
    games: { newSeed: () => 11 },
    ...app,
    share: { rendererDir, interfaces: fakeInterfaces, ...share },
  });
  return {
    dir,
    store,
    app: handler,
    call: (method, params) => handler.handle(method, params),
    close: async () => {
      await handler.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function value<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A new session with these seats, as the host starts it. */
export async function newSession(
  h: Host,
  seats: readonly SeatPlayer[],
  practice = true,
): Promise<TableSnapshot> {
  return value(await h.call('sessionNew', { settings: { rules: PRESETS.csm, seats, practice } }));
}

export const tokenOf = (info: ShareInfo, seat: number): string => {
  const link = info.seats.find((s) => s.seat === seat)?.link ?? '';
  return link.slice(link.indexOf('#seat=') + '#seat='.length);
};
export const portOf = (info: ShareInfo): number => Number(new URL(info.addresses[0] as string).port);

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

export interface RawOptions {
  readonly method?: string;
  /** Where the request goes (default 127.0.0.1). */
  readonly address?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** A raw HTTP request to `port` (Host defaults to the LAN address at that port). */
export function raw(port: number, path: string, o: RawOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: o.address ?? '127.0.0.1',
        port,
        path,
        method: o.method ?? 'GET',
        headers: { Host: `${LAN}:${port}`, ...o.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

/** A guest's API call with its token (or any other Authorization). */
export async function guest(
  port: number,
  token: string | null,
  method: string,
  params: unknown = {},
  o: RawOptions = {},
): Promise<Answer & { readonly json: unknown }> {
  const answer = await raw(port, `/api/${method}`, {
    ...o,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...o.headers,
    },
    body: o.body ?? JSON.stringify(params),
  });
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = null;
  }
  return { ...answer, json };
}

/**
 * Whether a TCP connection to `address:port` is refused (nothing listening there): this machine's own
 * addresses answer at once, with a refusal or a reply. No time limit: one counted as "not refused"
 * would say so of a refusal that a busy machine let through late (docs/testing.md).
 */
export function refused(port: number, address = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: address, port, path: '/', agent: false }, (res) => {
      res.resume();
      resolve(false);
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
    req.end();
  });
}

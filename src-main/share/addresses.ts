/**
 * Where friends' devices reach the shared table: this machine's IPv4 addresses on its networks (not the
 * loopback one), read from `os.networkInterfaces()` (injectable for tests), and the Host values the guest
 * server accepts (against DNS rebinding: only addresses of this machine, never a name).
 */
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

/** What `os.networkInterfaces()` answers. */
export type Interfaces = () => NodeJS.Dict<NetworkInterfaceInfo[]>;

/** This machine's IPv4 addresses on its networks, in the order the system lists them. */
export function lanAddresses(interfaces: Interfaces = networkInterfaces): readonly string[] {
  const out: string[] = [];
  for (const infos of Object.values(interfaces()))
    for (const info of infos ?? [])
      if (info.family === 'IPv4' && !info.internal && !out.includes(info.address)) out.push(info.address);
  return out;
}

/** The base URLs a device opens: each address at `port`; the loopback one when there is none. */
export const baseUrls = (addresses: readonly string[], port: number): readonly string[] =>
  (addresses.length > 0 ? addresses : ['127.0.0.1']).map((a) => `http://${a}:${port}`);

/** The Host values that name the guest server: this machine's addresses (and loopback) at `port`. */
export const guestHosts = (addresses: readonly string[], port: number): ReadonlySet<string> =>
  new Set([...addresses, '127.0.0.1'].map((a) => `${a}:${port}`).concat(`localhost:${port}`));

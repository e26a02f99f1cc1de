import { isIP } from 'node:net';
import { ConfigError } from './config-error.ts';

/**
 * Whose X-Forwarded-For the API believes: nobody, proxies by address or CIDR, or the nearest
 * hops (`hop` 0 is the peer of the socket, 1 the address it forwarded for, and so on).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Ranges the proxy-address matcher knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts nobody (the client address is the socket's);
 * a whole number trusts that many proxy hops whatever their addresses (only for an API that
 * nothing but those proxies can reach); otherwise a comma-separated list of proxy
 * addresses, CIDR ranges or the names loopback, linklocal, uniquelocal. Trusting every
 * sender would let any client pick its own address, so `true` is refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d{1,3}$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  if (value === 'true') {
    throw new ConfigError('TRUST_PROXY=true would believe any client’s X-Forwarded-For; name the proxies (addresses, CIDR ranges, loopback) or give a hop count');
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY: '${bad}' is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
  return entries;
}

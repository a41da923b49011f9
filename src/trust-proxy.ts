// TRUST_PROXY's vocabulary: which proxies are believed about the client's address, and how an
// entry of its list is read. It imports nothing of ours, so that the configuration can check the
// setting (config.ts) and the fronts apply it (http/client-ip.ts) from one definition.
import { BlockList, isIP } from 'node:net';

/** TRUST_PROXY: false, true (every hop), a hop count, or addresses/CIDRs/named ranges. */
export type TrustProxy = boolean | number | string[];
/** `(address, hop index)`, as express calls a 'trust proxy' function. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The names express accepts for a 'trust proxy' list, with their ranges. */
export const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Adds one address or CIDR to `list`; false when it is neither. */
export function addRange(list: BlockList, entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, Number(prefix), type);
  return true;
}

/** The entries of a TRUST_PROXY list that are no address, CIDR or range name (for config checks). */
export function invalidTrustEntries(entries: string[]): string[] {
  return entries.filter((entry) => !NAMED_RANGES[entry] && !addRange(new BlockList(), entry));
}

// Which proxies are believed about the client's address (TRUST_PROXY), as one function given to
// express as its 'trust proxy' setting (app.ts) and used by the handlers served on node:http
// directly (the token front): `req.ip` and `clientIp(req)` always agree.
// X-Forwarded-For is walked from the nearest hop: while the address at hand is trusted, the hop
// before it is taken; the first untrusted address (or the last hop) is the client.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** TRUST_PROXY: false, true (every hop), a hop count, or addresses/CIDRs/named ranges. */
export type TrustProxy = boolean | number | string[];
/** `(address, hop index)`, as express calls a 'trust proxy' function. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The names express accepts for a 'trust proxy' list, with their ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Adds one address or CIDR to `list`; false when it is neither. */
function addRange(list: BlockList, entry: string): boolean {
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

const compiled = new Map<string, TrustFunction>();
// The token front asks on every request with the configuration's own array: found by identity
// first, without serializing the list again.
const byList = new WeakMap<string[], TrustFunction>();

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (Array.isArray(trust)) {
    const known = byList.get(trust);
    if (known) return known;
  }
  const key = JSON.stringify(trust);
  let fn = compiled.get(key);
  if (fn) {
    if (Array.isArray(trust)) byList.set(trust, fn);
    return fn;
  }
  if (typeof trust === 'boolean') fn = () => trust;
  else if (typeof trust === 'number') fn = (_address, hop) => hop < trust;
  else {
    const list = new BlockList();
    for (const entry of trust) for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(list, range);
    fn = (address) => {
      const family = isIP(address);
      // BlockList also matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against an IPv4 rule.
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    };
  }
  compiled.set(key, fn);
  if (Array.isArray(trust)) byList.set(trust, fn);
  return fn;
}

export function clientIp(req: IncomingMessage, trust: TrustProxy): string {
  const socketAddress = req.socket.remoteAddress ?? '';
  const header = req.headers['x-forwarded-for'];
  if (!header) return socketAddress;
  const trusted = trustFunction(trust);
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  // Nearest hop first, as proxy-addr walks them; like its parser, trim spaces, drop empty entries.
  const hops = forwarded
    .split(',')
    .map((hop) => hop.replace(/^ +| +$/g, ''))
    .filter(Boolean)
    .reverse();
  let address = socketAddress;
  for (const [index, hop] of hops.entries()) {
    if (!trusted(address, index)) break;
    address = hop;
  }
  return address;
}

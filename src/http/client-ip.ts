// Which proxies are believed about the client's address (TRUST_PROXY), as one function given to
// express as its 'trust proxy' setting (app.ts) and used by the handlers served on node:http
// directly (the token front): `req.ip` and `clientIp(req)` always agree.
// X-Forwarded-For is walked from the nearest hop: while the address at hand is trusted, the hop
// before it is taken; the first untrusted address (or the last hop) is the client.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

import { NAMED_RANGES, addRange, type TrustProxy, type TrustFunction } from '../trust-proxy.js';

export type { TrustProxy, TrustFunction };

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

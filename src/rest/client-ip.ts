// The client address as express computes `req.ip` with `trust proxy: 'loopback'` (app.ts), for
// handlers served on node:http directly: X-Forwarded-For is believed only hop by hop through
// loopback proxies, and the first address not on loopback is the client.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function trusted(address: string): boolean {
  const family = isIP(address);
  // BlockList also matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 rule.
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function clientIp(req: IncomingMessage): string {
  const socketAddress = req.socket.remoteAddress ?? '';
  const header = req.headers['x-forwarded-for'];
  if (!header || !trusted(socketAddress)) return socketAddress;
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  // Nearest hop first, as proxy-addr walks them; like its parser, trim spaces, drop empty entries.
  const hops = forwarded
    .split(',')
    .map((hop) => hop.replace(/^ +| +$/g, ''))
    .filter(Boolean)
    .reverse();
  let address = socketAddress;
  for (const hop of hops) {
    if (!trusted(address)) break;
    address = hop;
  }
  return address;
}

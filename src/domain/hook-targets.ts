// Where a webhook may be sent. By default never to loopback, link-local, private or otherwise
// internal addresses, so a Management API caller cannot turn hooks into a probe of our network
// (SSRF). Checked when a hook is saved and again against the address each delivery connects to.
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { DomainError, invalidInput } from './errors.js';

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** True for an address a hook must not reach (IPv4-mapped IPv6 is judged as the IPv4 it maps). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isInternalAddress(mapped[1]!);
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

export const targetNotAllowed = (host: string) =>
  new DomainError('hook.target_not_allowed', `webhook target ${host} resolves to a private or internal address`, undefined, ['config', 'url']);

/** Parses a hook URL: absolute http(s), no credentials in it. */
export function parseHookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidInput('config.url must be an absolute URL', ['config', 'url']);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidInput('config.url must be http or https', ['config', 'url']);
  if (url.username || url.password) throw invalidInput('config.url must not carry credentials', ['config', 'url']);
  return url;
}

/** Host of a URL without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Refuses a URL whose host is, or resolves to, an internal address (every resolved address must
 * be public). A name that does not resolve yet is accepted: delivery checks again when it connects.
 */
export async function checkHookTarget(raw: string, allowPrivate: boolean): Promise<URL> {
  const url = parseHookUrl(raw);
  if (allowPrivate) return url;
  const host = hostOf(url);
  if (net.isIP(host)) {
    if (isInternalAddress(host)) throw targetNotAllowed(host);
    return url;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw targetNotAllowed(host);
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return url;
  }
  if (addresses.some((a) => isInternalAddress(a.address))) throw targetNotAllowed(host);
  return url;
}

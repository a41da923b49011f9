// Where a webhook may be sent. By default never to loopback, link-local, private or otherwise
// internal addresses, so a Management API caller cannot turn hooks into a probe of our network
// (SSRF). Checked when a hook is saved and again against the address each delivery connects to.
import dns from 'node:dns';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError, invalidInput } from './errors.js';

/**
 * An IPv6 address with its dotted IPv4 tail in hex (`::127.0.0.1` → `::7f00:1`): ipaddr.js reads
 * every `::a.b.c.d` as IPv4-mapped, which would judge the IPv4-compatible form as the IPv4.
 */
function hexTail(address: string): string {
  return address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)(%.*)?$/,
    (_all, a: string, b: string, c: string, d: string, zone?: string) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}${zone ?? ''}`,
  );
}

/**
 * True for an address a hook must not reach. Only globally routable unicast passes, as
 * ipaddr.js classifies ranges: loopback, private, link-local, carrier-grade NAT, multicast,
 * reserved and documentation ranges, unique-local and site-local (fec0::/10) IPv6 are refused.
 * IPv6 forms that carry an IPv4 address are judged by what they carry or refused whole:
 * IPv4-mapped (::ffff:a.b.c.d) is judged as its IPv4; IPv4-compatible (::a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16) and Teredo
 * (2001::/32) can reach an IPv4 address through a gateway, so they are refused. Anything that is
 * not a canonical IP address is refused too.
 */
export function isInternalAddress(address: string): boolean {
  if (!net.isIP(address) || !ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(net.isIPv6(address) ? hexTail(address) : address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) {
      parsed = v6.toIPv4Address();
    } else if (v6.parts.slice(0, 6).every((part) => part === 0)) {
      return true; // ::/96: unspecified, loopback and the deprecated IPv4-compatible form
    }
  }
  return parsed.range() !== 'unicast';
}

/** `localhost`, its subdomains, and the same with a trailing dot (an absolute name, same host). */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
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

/** How long a hook target's name may take to resolve when a hook is saved. */
export const TARGET_RESOLVE_TIMEOUT_MS = 3_000;

export const targetUnresolvable = (host: string, reason: string) =>
  new DomainError('hook.target_unresolvable', `webhook target host ${host} cannot be resolved (${reason})`, { host }, ['config', 'url']);

/**
 * The addresses a name resolves to, the way deliveries will resolve it (dns.lookup: the hosts
 * file, then DNS). A name that does not resolve, or not within the timeout, is refused: a hook
 * whose every delivery would fail is a mistake to report now, not a retry queue to fill. The
 * lookup itself cannot be cancelled; the timer only stops our waiting for it.
 */
async function resolveTarget(host: string, timeoutMs: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(targetUnresolvable(host, `no answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    const addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    if (!addresses.length) throw targetUnresolvable(host, 'no address');
    return addresses.map((a) => a.address);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: unknown }).code;
    throw targetUnresolvable(host, code === 'EAI_AGAIN' ? 'temporary DNS failure; try again' : 'unknown name');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refuses a URL whose host is, or resolves to, an internal address (every resolved address must
 * be public), and a host name that does not resolve at all, whatever the private-target policy.
 * Delivery checks the address again when it connects (guardedLookup).
 */
export async function checkHookTarget(raw: string, allowPrivate: boolean, timeoutMs = TARGET_RESOLVE_TIMEOUT_MS): Promise<URL> {
  const url = parseHookUrl(raw);
  const host = hostOf(url);
  if (net.isIP(host)) {
    if (!allowPrivate && isInternalAddress(host)) throw targetNotAllowed(host);
    return url;
  }
  if (!allowPrivate && isLocalhostName(host)) throw targetNotAllowed(host);
  const addresses = await resolveTarget(host, timeoutMs);
  if (!allowPrivate && addresses.some((a) => isInternalAddress(a))) throw targetNotAllowed(host);
  return url;
}

/** An outbound connection refused because its host name resolved to an internal address. */
export class InternalAddressRefused extends Error {}

/**
 * A `lookup` for http(s).request that refuses a name resolving to any internal address, so the
 * decision is made on the address actually connected to (a name cannot be re-pointed between
 * the check and the connection). Used by webhook deliveries and by SAML metadata fetches.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- dns.lookup's callback has three overloaded shapes
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: (...args: any[]) => void): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    const list = addresses;
    if (!list.length || list.some((a) => isInternalAddress(a.address))) {
      return callback(new InternalAddressRefused(`${hostname} resolves to a private or internal address`));
    }
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

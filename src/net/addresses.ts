// Internet addresses as this server judges them before it connects anywhere on an
// administrator's say-so (webhook targets, connector and SAML metadata URLs): which addresses are
// internal (SSRF), which names mean this machine, and a DNS lookup that refuses internal answers
// at connection time. Pure network facts: what a refusal means to a caller is the caller's rule.
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

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

/** Host of a URL without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
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

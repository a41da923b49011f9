// The hosts that name this machine whatever DNS or /etc/hosts say: where plain http is allowed
// (a redirect URI in development, a connector or SAML metadata URL in development), because
// nothing on the way can read or change it. A URL's host as the WHATWG parser leaves it: lower
// case, IPv4 in dotted decimal (`127.1` → `127.0.0.1`), IPv6 compressed (`[0:0::1]` → `[::1]`).
// Only these three spellings: the rest of 127.0.0.0/8 and `*.localhost` are not taken as loopback
// here (the SSRF rule of src/net/addresses.ts refuses them all, which is another question).
import { hostOf } from './addresses.js';

/** The loopback hosts, IPv6 without its brackets. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '::1']);

/** True when the URL's host is one of LOOPBACK_HOSTS (`[::1]` included). */
export function isLoopbackHost(url: URL): boolean {
  return LOOPBACK_HOSTS.has(hostOf(url).toLowerCase());
}

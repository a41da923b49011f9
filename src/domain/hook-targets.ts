// Where a webhook may be sent. By default never to loopback, link-local, private or otherwise
// internal addresses, so a Management API caller cannot turn hooks into a probe of our network
// (SSRF). Checked when a hook is saved and again against the address each delivery connects to.
// In development (NODE_ENV unset or `development`) a receiver on this machine itself (localhost,
// 127.0.0.1, ::1) is allowed, so a local walkthrough works without changing a setting;
// WEBHOOK_ALLOW_PRIVATE_TARGETS allows every internal address, and the refusal names it.
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { hostOf, isInternalAddress, isLocalhostName } from '../net/addresses.js';
import { isLoopbackHost } from '../net/loopback-hosts.js';
import { DomainError, invalidInput } from './errors.js';

export const targetNotAllowed = (host: string) =>
  new DomainError(
    'hook.target_not_allowed',
    `webhook target ${host} resolves to a private or internal address; WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows such targets (receivers on this machine are allowed without it when NODE_ENV is unset or development)`,
    undefined,
    ['config', 'url'],
  );

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
export async function checkHookTarget(raw: string, allowPrivate: boolean, timeoutMs = TARGET_RESOLVE_TIMEOUT_MS, allowLocal = false): Promise<URL> {
  const url = parseHookUrl(raw);
  if (allowLocal && isLoopbackHost(url)) return url;
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

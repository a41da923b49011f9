// Where this server may connect on behalf of an administrator's settings: the URLs of social and
// enterprise OIDC connectors (issuer, and whatever its discovery names: token, user-info and
// JWKS endpoints), held to the rule of webhook targets and SAML metadata URLs
// (src/net/addresses.ts). A Management API caller chooses these URLs and this server fetches
// them and keeps the answers (an identity's details), so without the rule a connector is a way to
// read our loopback and internal network (SSRF).
//
// - never a loopback, private, link-local or otherwise internal address, nor a `localhost` name:
//   checked when the connector is saved (an address, or a name resolving to one) and again on
//   every connection, against the address actually connected to (src/connectors/guarded-fetch.ts);
// - https only; plain http only in development: to this machine, with the switch for private
//   addresses on (WEBHOOK_ALLOW_PRIVATE_TARGETS=true, which tests that start local providers set)
//   and NODE_ENV other than production.
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import type { Config } from '../config.js';
import { hostOf, isInternalAddress, isLocalhostName } from './addresses.js';
import { isLoopbackHost } from './loopback-hosts.js';

export interface OutboundPolicy {
  /** Loopback and private addresses allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS: development, tests). */
  allowPrivate: boolean;
  /** Plain http allowed to this machine (development only: the switch above, and not production). */
  allowHttp: boolean;
}

export function outboundPolicyOf(config: Pick<Config, 'webhookAllowPrivateTargets' | 'production'>): OutboundPolicy {
  return { allowPrivate: config.webhookAllowPrivateTargets, allowHttp: config.webhookAllowPrivateTargets && !config.production };
}

/** A URL refused by the rule; `message` names the URL's role and host, never a secret. */
export class OutboundUrlRefused extends Error {
  constructor(
    message: string,
    /** The host refused, when the refusal is about where it points. */
    readonly host?: string,
  ) {
    super(message);
  }
}

/**
 * The part of the rule that needs no name resolution: scheme, credentials, an address or a
 * `localhost` name. `what` names the URL in the message ("issuer", "the token endpoint"…).
 */
export function checkOutboundUrl(raw: string | URL, policy: OutboundPolicy, what: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundUrlRefused(`${what} must be an absolute https URL`);
  }
  if (url.username || url.password) throw new OutboundUrlRefused(`${what} must not carry credentials`);
  const host = hostOf(url);
  if (url.protocol === 'http:') {
    if (!policy.allowHttp || !isLoopbackHost(url)) {
      throw new OutboundUrlRefused(`${what} must use https (plain http only to this machine, in development)`);
    }
  } else if (url.protocol !== 'https:') {
    throw new OutboundUrlRefused(`${what} must be an absolute https URL`);
  }
  if (!policy.allowPrivate && ((net.isIP(host) && isInternalAddress(host)) || isLocalhostName(host))) {
    throw new OutboundUrlRefused(`${what} ${host} is a private or internal address`, host);
  }
  return url;
}

/** How long a connector URL's host may take to resolve when the connector is saved. */
const SAVE_RESOLVE_TIMEOUT_MS = 2_000;

/**
 * At save: the rule, and a host name that resolves to an internal address is refused too. A name
 * that does not resolve (yet, or not within the time limit) is accepted: the provider may be set
 * up after the connector, and every connection checks the address again anyway.
 */
export async function checkOutboundUrlToSave(raw: string, policy: OutboundPolicy, what: string): Promise<URL> {
  const url = checkOutboundUrl(raw, policy, what);
  const host = hostOf(url);
  if (policy.allowPrivate || net.isIP(host)) return url;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SAVE_RESOLVE_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const addresses = await Promise.race([lookup(host, { all: true, verbatim: true }).catch(() => undefined), timeout]);
    if (addresses?.some((a) => isInternalAddress(a.address))) throw new OutboundUrlRefused(`${what} ${host} resolves to a private or internal address`, host);
  } finally {
    clearTimeout(timer);
  }
  return url;
}

/** The refusal an error carries, itself or as a cause (client libraries wrap what a fetch throws). */
export function outboundRefusalIn(error: unknown): OutboundUrlRefused | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof OutboundUrlRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

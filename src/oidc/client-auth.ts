// Client authentication at the token endpoint: client_secret_basic (RFC 6749 §2.3.1, with its
// form-urlencoding of id and secret), client_secret_post, private_key_jwt (client-assertion.ts),
// or `none` for public clients; under the per-client-id throttle against guessing
// (domain/sign-in/throttles.ts). An application authenticates only by the kind of method it
// registered: a secret (client_secret_basic and client_secret_post alike), a signed assertion, or none.
import type { Db } from '../db/database.js';
import type { Clock } from '../domain/clock.js';
import { registeredAuthMethod } from '../domain/directory/client-auth-methods.js';
import { clientAuthenticates, findApplicationCredentialsCached, type ApplicationCredentials } from '../domain/oauth/oidc-clients.js';
import { domainErrorOf } from '../domain/errors.js';
import { TOO_MANY_FAILED_ATTEMPTS, assertNotThrottled, clientSubject, recordThrottledFailure, type ThrottlePolicy } from '../domain/sign-in/throttles.js';
import { ClientAuthenticationFailed, clientThrottled, invalidClient, invalidRequest } from './errors.js';
import { refuseNul } from './parameters.js';
import { assertionClientId, readClientAssertion, verifyClientAssertion, type ClientAssertionContext } from './client-assertion.js';

/** A client the token endpoint (or revocation, introspection) authenticated. */
export interface AuthenticatedClient {
  id: string;
  type: 'Native' | 'SPA' | 'Traditional' | 'MachineToMachine';
  /** How it authenticated: `client_secret_basic`, `client_secret_post`, `private_key_jwt` or `none`. */
  authMethod: 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt' | 'none';
  customClientMetadata: Record<string, unknown>;
  /** Token requests only with a DPoP proof (the application's requireDpop). */
  requireDpop: boolean;
}

function formDecode(value: string): string {
  let decoded = value;
  // Most ids and secrets need no decoding at all (ours are letters, digits, `-` and `_`).
  if (value.includes('%') || value.includes('+')) {
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      throw invalidClient('client credentials in the Authorization header are not correctly encoded');
    }
  }
  if (decoded.includes('\u0000')) throw invalidClient('client credentials must not contain the NUL character');
  return decoded;
}

interface PresentedCredentials {
  clientId: string;
  secret: string | undefined;
  /** private_key_jwt's signed JWT. */
  assertion?: string;
  method: AuthenticatedClient['authMethod'];
}

export function readClientCredentials(authorization: string | undefined, body: Record<string, unknown>): PresentedCredentials {
  const bodyId = typeof body.client_id === 'string' ? body.client_id : undefined;
  const bodySecret = typeof body.client_secret === 'string' ? body.client_secret : undefined;
  // Before any lookup: Postgres cannot compare a NUL (the token endpoint refused it already).
  refuseNul(bodyId, bodySecret);
  const assertion = readClientAssertion(body);
  if (assertion !== undefined) {
    if (authorization || bodySecret !== undefined) throw invalidRequest('client authentication must use only one method');
    const clientId = assertionClientId(assertion);
    if (bodyId !== undefined && bodyId !== clientId) throw invalidClient('client_id does not match the client_assertion iss and sub');
    return { clientId, secret: undefined, assertion, method: 'private_key_jwt' };
  }
  if (authorization) {
    const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization);
    if (!match) throw invalidClient('unsupported Authorization scheme; use Basic');
    if (bodySecret !== undefined) throw invalidRequest('client authentication must use only one method');
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw invalidClient('malformed Basic credentials');
    const clientId = formDecode(decoded.slice(0, colon));
    if (bodyId !== undefined && bodyId !== clientId) throw invalidRequest('client_id does not match the authenticated client');
    return { clientId, secret: formDecode(decoded.slice(colon + 1)), method: 'client_secret_basic' };
  }
  if (!bodyId) throw invalidClient('client authentication is required');
  return { clientId: bodyId, secret: bodySecret, method: bodySecret === undefined ? 'none' : 'client_secret_post' };
}

/** The per-client-id throttle against secret guessing, and who is asking (for its audit entry). */
export interface ClientThrottle {
  policy: ThrottlePolicy;
  ip: string;
  userAgent: string;
}

/** The throttle's refusal in OAuth's words: 429 temporarily_unavailable with Retry-After. */
function inOAuthWords(error: unknown): never {
  const held = domainErrorOf(error);
  if (held?.code !== TOO_MANY_FAILED_ATTEMPTS) throw error;
  const retryAfter = Number(held.data?.retryAfter);
  throw clientThrottled(`too many failed client authentications for this client; retry after ${retryAfter} seconds`, retryAfter);
}

/** The family of methods an application registered: what it may authenticate with. */
function methodKind(method: string): 'secret' | 'jwt' | 'none' {
  if (method === 'private_key_jwt' || method === 'client_secret_jwt') return 'jwt';
  return method === 'none' ? 'none' : 'secret';
}

/** Refuses a method of another kind than the application registered (RFC 7591 §2, token_endpoint_auth_method). */
function checkRegisteredMethod(found: ApplicationCredentials, presented: PresentedCredentials): void {
  const registered = registeredAuthMethod(found.application.type, found.application.oidcClientMetadata.tokenEndpointAuthMethod);
  const kind = methodKind(registered);
  // A public client sending no secret, and a confidential one sending none, are judged by clientAuthenticates.
  if (kind === 'none' || presented.method === 'none' || kind === methodKind(presented.method)) return;
  throw new ClientAuthenticationFailed(
    kind === 'jwt'
      ? `this client is registered for ${registered}: authenticate with a client_assertion, not a secret`
      : `this client is registered for ${registered}: authenticate with its secret, not a client_assertion`,
    found.application.id,
  );
}

/**
 * Authenticates the client. With a throttle, a client id held off after failed authentications is
 * refused before its secret is checked (a right one too, so the answer tells nothing about the
 * guess), and a wrong secret counts against the id. Public clients (`none`) present no secret to
 * guess: they are neither counted nor held off.
 */
export async function authenticateClient(
  db: Db,
  clock: Clock,
  authorization: string | undefined,
  body: Record<string, unknown>,
  throttle?: ClientThrottle,
  assertionContext?: ClientAssertionContext,
): Promise<AuthenticatedClient> {
  const presented = readClientCredentials(authorization, body);
  const subject = throttle && presented.method !== 'none' ? clientSubject(presented.clientId) : undefined;
  // The hold is read alongside the credentials, both through the directory cache: a request with
  // the right secret usually reads nothing from the database.
  const [found] = await Promise.all([
    findApplicationCredentialsCached(db, presented.clientId),
    subject && throttle ? assertNotThrottled(db, clock, throttle.policy, subject).catch(inOAuthWords) : undefined,
  ]);
  const fail = async (error: unknown): Promise<never> => {
    if (subject && throttle && error instanceof ClientAuthenticationFailed) {
      const meta = { ip: throttle.ip, userAgent: throttle.userAgent, applicationId: found?.application.id };
      await recordThrottledFailure(db, clock, throttle.policy, subject, meta).catch(inOAuthWords);
    }
    throw error;
  };
  if (presented.assertion !== undefined) {
    // An unknown id gets the answer a wrong secret gets: no assertion detail for a client that does not exist.
    if (!found) return fail(new ClientAuthenticationFailed('client authentication failed', undefined));
    try {
      checkRegisteredMethod(found, presented);
      if (!assertionContext) throw invalidClient('client assertions are not accepted here');
      await verifyClientAssertion(db, clock, found.application, presented.assertion, assertionContext);
    } catch (error) {
      return fail(error);
    }
    return authenticated(found, presented);
  }
  // One answer for unknown ids and wrong secrets; only the audit learns which application it was.
  if (!clientAuthenticates(found, presented.method === 'none' ? null : (presented.secret ?? ''), clock.now()) || !found) {
    return fail(new ClientAuthenticationFailed('client authentication failed', found?.application.id));
  }
  // After the secret is checked: only a caller who knows a private_key_jwt client's secret learns
  // that it must sign an assertion instead (a confidential client sending none failed above).
  try {
    checkRegisteredMethod(found, presented);
  } catch (error) {
    return fail(error);
  }
  return authenticated(found, presented);
}

function authenticated(found: ApplicationCredentials, presented: PresentedCredentials): AuthenticatedClient {
  return {
    id: found.application.id,
    type: found.application.type,
    authMethod: presented.method,
    customClientMetadata: found.application.customClientMetadata,
    requireDpop: found.application.oidcClientMetadata.requireDpop,
  };
}

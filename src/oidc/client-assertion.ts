// Client authentication by a signed JWT, private_key_jwt (RFC 7523 §2.2 and §3, OIDC Core §9):
// the client posts `client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer`
// and `client_assertion`, a JWT it signed with a private key whose public half it registered
// (inline jwks, or a jwks_uri: client-jwks.ts). jose verifies everything; this file only says
// which keys, algorithms and claims are acceptable, and turns each refusal into words.
//
// The claims: iss = sub = the client id; aud contains our issuer, the token endpoint's URL or
// the URL of the endpoint called; exp required, at most MAX_LIFETIME_S (plus the skew) ahead, so
// that the `jti` kept against replay never has to be kept long; nbf and iat, when present, not in
// the future (beyond the skew); jti required and accepted once (domain/oauth/client-assertion-jtis.ts).
// client_secret_jwt (HMAC keyed by the client secret) is not accepted: we keep only digests of
// secrets (docs/security.md).
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/database.js';
import type { Clock } from '../domain/clock.js';
import { CLIENT_ASSERTION_ALGS } from '../domain/directory/client-auth-methods.js';
import { firstUseOfClientAssertion } from '../domain/oauth/client-assertion-jtis.js';
import type { Application } from '../domain/oauth/oidc-clients.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';
import type { Services } from '../services.js';
import { ClientJwksUnavailable, clientJwksCacheOf, registeredKeysOf, type ClientJwksCache } from './client-jwks.js';
import { ClientAuthenticationFailed, invalidClient, invalidRequest } from './errors.js';

export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The furthest ahead an assertion's exp may be: a client makes a fresh one for each request. */
export const MAX_LIFETIME_S = 300;
/** Clock difference tolerated between the client and us, for exp, nbf and iat. */
export const CLOCK_SKEW_S = 30;
const MAX_ASSERTION_LENGTH = 8 * 1024;
const MAX_JTI_LENGTH = 256;
const HMAC_ALGS = new Set(['HS256', 'HS384', 'HS512']);

/** What the endpoint being called tells the verification. */
export interface ClientAssertionContext {
  issuer: string;
  /** The URL of the endpoint called (the token, introspection or revocation endpoint). */
  endpoint: string;
  jwks: ClientJwksCache;
}

/** The context of the endpoint at `path` (under the issuer) of this running app. */
export function clientAssertionContext(services: Services, path: string): ClientAssertionContext {
  const issuer = services.config.issuer;
  return { issuer, endpoint: `${issuer}${path}`, jwks: clientJwksCacheOf(services, services.clock, outboundPolicyOf(services.config)) };
}

/** The assertion's client id (iss, or sub) before verification: only to find the keys to verify with. */
export function assertionClientId(assertion: string): string {
  if (assertion.length > MAX_ASSERTION_LENGTH) throw invalidClient(`client_assertion must be at most ${MAX_ASSERTION_LENGTH} characters`);
  let claims: JWTPayload;
  try {
    claims = decodeJwt(assertion);
  } catch {
    throw invalidClient('client_assertion is not a JWT');
  }
  const id = claims.iss ?? claims.sub;
  if (typeof id !== 'string' || id === '' || id.includes('\u0000')) throw invalidClient('client_assertion must name the client in iss and sub');
  return id;
}

/** The algorithm in the assertion's header, refused early with the reason a client can act on. */
function checkAlgorithm(assertion: string, applicationId: string): void {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(assertion).alg;
  } catch {
    throw new ClientAuthenticationFailed('client_assertion has no readable JOSE header', applicationId);
  }
  if (typeof alg !== 'string' || alg === 'none')
    throw new ClientAuthenticationFailed('client_assertion must be signed: alg none is not accepted', applicationId);
  if (HMAC_ALGS.has(alg)) {
    throw new ClientAuthenticationFailed(
      `client_assertion alg ${alg} means client_secret_jwt, which this server does not support (client secrets are kept only as digests); use private_key_jwt`,
      applicationId,
    );
  }
  if (!(CLIENT_ASSERTION_ALGS as readonly string[]).includes(alg)) {
    throw new ClientAuthenticationFailed(`client_assertion alg ${alg} is not allowed; use one of ${CLIENT_ASSERTION_ALGS.join(', ')}`, applicationId);
  }
}

/** jose's refusal in words for the client (none of it secret: the assertion is the client's own). */
function describe(error: unknown, applicationId: string): Error {
  if (error instanceof ClientJwksUnavailable) return new ClientAuthenticationFailed(error.message, applicationId);
  if (error instanceof errors.JWTExpired) return new ClientAuthenticationFailed('client_assertion has expired', applicationId);
  if (error instanceof errors.JWTClaimValidationFailed) {
    const words: Record<string, string> = {
      aud: 'client_assertion aud must contain the issuer or the token endpoint URL',
      iss: 'client_assertion iss must be the client id',
      sub: 'client_assertion sub must be the client id',
      exp: 'client_assertion must have an exp',
      jti: 'client_assertion must have a jti',
      nbf: 'client_assertion is not valid yet (nbf)',
      iat: 'client_assertion iat is in the future',
    };
    return new ClientAuthenticationFailed(words[error.claim] ?? `client_assertion claim ${error.claim} is not valid`, applicationId);
  }
  if (error instanceof errors.JWKSNoMatchingKey)
    return new ClientAuthenticationFailed('no registered key of the client matches the client_assertion (unknown kid)', applicationId);
  if (error instanceof errors.JWKSMultipleMatchingKeys)
    return new ClientAuthenticationFailed('client_assertion has no kid and the client has several keys', applicationId);
  if (error instanceof errors.JWSSignatureVerificationFailed) return new ClientAuthenticationFailed('client_assertion signature is not valid', applicationId);
  if (error instanceof errors.JOSEAlgNotAllowed) return new ClientAuthenticationFailed('client_assertion alg is not allowed', applicationId);
  if (error instanceof errors.JOSEError) return new ClientAuthenticationFailed('client_assertion is not a valid signed JWT', applicationId);
  return error instanceof Error ? error : new Error(String(error));
}

function keysOf(application: Application, context: ClientAssertionContext): JWTVerifyGetKey {
  const keys = registeredKeysOf(application, context.jwks);
  if (!keys) throw new ClientAuthenticationFailed('the client has no registered keys', application.id);
  return keys;
}

/**
 * Verifies a private_key_jwt assertion for `application` and spends its jti. Every refusal is
 * invalid_client (RFC 6749 §5.2) with what was wrong.
 */
export async function verifyClientAssertion(db: Db, clock: Clock, application: Application, assertion: string, context: ClientAssertionContext): Promise<void> {
  checkAlgorithm(assertion, application.id);
  const now = clock.now();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(assertion, keysOf(application, context), {
      algorithms: [...CLIENT_ASSERTION_ALGS],
      issuer: application.id,
      subject: application.id,
      audience: [...new Set([context.issuer, `${context.issuer}/token`, context.endpoint])],
      requiredClaims: ['exp', 'jti'],
      currentDate: now,
      clockTolerance: CLOCK_SKEW_S,
    }));
  } catch (error) {
    throw describe(error, application.id);
  }
  const nowS = Math.floor(now.getTime() / 1000);
  // jose checks iat only against a maximum age; one from the future is a client clock far off, or a forgery kept for later.
  if (typeof payload.iat === 'number' && payload.iat > nowS + CLOCK_SKEW_S)
    throw new ClientAuthenticationFailed('client_assertion iat is in the future', application.id);
  if (payload.exp! > nowS + MAX_LIFETIME_S + CLOCK_SKEW_S) {
    throw new ClientAuthenticationFailed(`client_assertion exp must be at most ${MAX_LIFETIME_S} seconds ahead`, application.id);
  }
  const jti = payload.jti!;
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH || jti.includes('\u0000')) {
    throw new ClientAuthenticationFailed(`client_assertion jti must be a string of 1 to ${MAX_JTI_LENGTH} characters`, application.id);
  }
  // Kept past exp by the skew, since until then the assertion still verifies.
  const keepUntil = new Date((payload.exp! + CLOCK_SKEW_S) * 1000);
  if (!(await firstUseOfClientAssertion(db, application.id, jti, keepUntil))) {
    throw new ClientAuthenticationFailed('client_assertion was already used (jti replayed)', application.id);
  }
}

/** The assertion parameters of a request, or undefined when it has none; a half-sent pair is refused. */
export function readClientAssertion(body: Record<string, unknown>): string | undefined {
  const type = body.client_assertion_type;
  const assertion = body.client_assertion;
  if (type === undefined && assertion === undefined) return undefined;
  if (typeof assertion !== 'string' || assertion === '') throw invalidRequest('client_assertion is required with client_assertion_type');
  if (type !== JWT_BEARER_ASSERTION) throw invalidClient(`client_assertion_type must be ${JWT_BEARER_ASSERTION}`);
  return assertion;
}

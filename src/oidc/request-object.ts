// Request objects (RFC 9101, JWT-Secured Authorization Request): an authorization request's
// parameters as the claims of a JWT the client signed, sent as `request` to /oidc/auth or to
// /oidc/par. jose verifies everything; this file says which keys, algorithms and claims are
// acceptable, and turns the verified claims into the parameters the authorization endpoint reads.
//
// - Signed with a key the client registered (its `jwks` or `jwks_uri`, as for private_key_jwt:
//   client-jwks.ts), in one of the algorithms of client assertions. Never `alg: none` (RFC 9101
//   §5 wants a signed object) and never HMAC: HS256 would be keyed by the client secret, of which
//   only a digest is kept (docs/security.md). Encrypted request objects (JWE) are not accepted.
// - `iss` is the client id and `aud` our issuer (RFC 9101 §4, §10.2); `exp` and `nbf`, when
//   present, hold (with the skew of client assertions); an `iat` ahead of us is refused.
// - `typ`, when present, is `oauth-authz-req+jwt` (RFC 9101 §10.8) or plain `JWT`, so that a JWT
//   the client signed and typed as another kind cannot pass for one.
// - RFC 9101 §6.3: only the request object's parameters are used, not those beside it; its
//   `client_id`, when present, must be the client_id the request was sent with.
import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../domain/clock.js';
import { CLIENT_ASSERTION_ALGS } from '../domain/directory/client-auth-methods.js';
import type { Application } from '../domain/oauth/oidc-clients.js';
import type { PushedParameters } from '../domain/oauth/pushed-authorization-requests.js';
import { CLOCK_SKEW_S } from './client-assertion.js';
import { ClientJwksUnavailable, registeredKeysOf, type ClientJwksCache } from './client-jwks.js';
import { NUL_REFUSED, hasNul } from './parameters.js';

/** The algorithms a request object may be signed with (discovery's request_object_signing_alg_values_supported). */
export const REQUEST_OBJECT_ALGS = CLIENT_ASSERTION_ALGS;
const MAX_REQUEST_OBJECT_LENGTH = 16 * 1024;
/** As many parameters as the authorization endpoint's form takes. */
const MAX_PARAMETERS = 50;
const TYPES = new Set(['oauth-authz-req+jwt', 'jwt']);
/** The JWT's own claims: about the object, not parameters of the request. */
const JWT_CLAIMS = new Set(['iss', 'aud', 'exp', 'nbf', 'iat', 'jti', 'sub']);

/** A request object refused; `description` is safe to show the client (the object is its own). */
export class RequestObjectRefused extends Error {
  readonly error = 'invalid_request_object';
  constructor(readonly description: string) {
    super(description);
  }
}

export interface RequestObjectContext {
  issuer: string;
  clock: Clock;
  jwks: ClientJwksCache;
}

function checkHeader(requestObject: string): void {
  if (requestObject.length > MAX_REQUEST_OBJECT_LENGTH) throw new RequestObjectRefused(`request must be at most ${MAX_REQUEST_OBJECT_LENGTH} characters`);
  const parts = requestObject.split('.').length;
  if (parts === 5) throw new RequestObjectRefused('encrypted request objects (JWE) are not supported; send a signed JWT');
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    if (parts !== 3) throw new Error('not a JWS');
    header = decodeProtectedHeader(requestObject);
  } catch {
    throw new RequestObjectRefused('request is not a signed JWT');
  }
  const { alg, typ } = header;
  if (typeof alg !== 'string' || alg === 'none') throw new RequestObjectRefused('request objects must be signed: alg none is not accepted');
  if (alg.startsWith('HS')) {
    throw new RequestObjectRefused(
      `request object alg ${alg} would be keyed by the client secret, of which this server keeps only a digest; sign with a key the client registered (${REQUEST_OBJECT_ALGS.join(', ')})`,
    );
  }
  if (!(REQUEST_OBJECT_ALGS as readonly string[]).includes(alg)) {
    throw new RequestObjectRefused(`request object alg ${alg} is not allowed; use one of ${REQUEST_OBJECT_ALGS.join(', ')}`);
  }
  if (typ !== undefined && !TYPES.has(String(typ).toLowerCase())) {
    throw new RequestObjectRefused(`request object typ ${String(typ)} is not accepted; use oauth-authz-req+jwt`);
  }
}

/** jose's refusal in words for the client. */
function describe(error: unknown): Error {
  if (error instanceof ClientJwksUnavailable) return new RequestObjectRefused(error.message);
  if (error instanceof errors.JWTExpired) return new RequestObjectRefused('request object has expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    const words: Record<string, string> = {
      aud: 'request object aud must be the issuer',
      iss: 'request object iss must be the client id',
      nbf: 'request object is not valid yet (nbf)',
    };
    return new RequestObjectRefused(words[error.claim] ?? `request object claim ${error.claim} is not valid`);
  }
  if (error instanceof errors.JWKSNoMatchingKey) return new RequestObjectRefused('no registered key of the client matches the request object (unknown kid)');
  if (error instanceof errors.JWKSMultipleMatchingKeys) return new RequestObjectRefused('request object has no kid and the client has several keys');
  if (error instanceof errors.JWSSignatureVerificationFailed) return new RequestObjectRefused('request object signature is not valid');
  if (error instanceof errors.JOSEError) return new RequestObjectRefused('request object is not a valid signed JWT');
  return error instanceof Error ? error : new Error(String(error));
}

/** A claim as the authorization endpoint reads a parameter: text, or (for resource) several. */
function parameterOf(name: string, value: unknown): string | string[] {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // OIDC Core §6.1: `claims` is a JSON object inside a request object, a JSON text outside one.
  if (name === 'claims' && value !== null && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  if (name === 'resource' && Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value;
  throw new RequestObjectRefused(`request object claim ${name} must be a string`);
}

/**
 * Verifies `requestObject` as `application`'s and returns the authorization request's parameters
 * it carries (client_id included). Every refusal is a RequestObjectRefused.
 */
export async function requestObjectParameters(application: Application, requestObject: string, context: RequestObjectContext): Promise<PushedParameters> {
  checkHeader(requestObject);
  const keys = registeredKeysOf(application, context.jwks);
  if (!keys) {
    throw new RequestObjectRefused('the client has no registered keys to verify a request object with (register jwks or jwksUri, with private_key_jwt)');
  }
  const now = context.clock.now();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(requestObject, keys, {
      algorithms: [...REQUEST_OBJECT_ALGS],
      issuer: application.id,
      audience: context.issuer,
      currentDate: now,
      clockTolerance: CLOCK_SKEW_S,
    }));
  } catch (error) {
    throw describe(error);
  }
  if (typeof payload.iat === 'number' && payload.iat > Math.floor(now.getTime() / 1000) + CLOCK_SKEW_S) {
    throw new RequestObjectRefused('request object iat is in the future');
  }
  if (payload.client_id !== undefined && payload.client_id !== application.id) {
    throw new RequestObjectRefused('client_id in the request object does not match the client_id of the request');
  }
  // RFC 9101 §4: a request object does not point to another.
  if (payload.request !== undefined || payload.request_uri !== undefined)
    throw new RequestObjectRefused('a request object must not contain request or request_uri');
  const names = Object.keys(payload).filter((name) => !JWT_CLAIMS.has(name));
  if (names.length > MAX_PARAMETERS) throw new RequestObjectRefused(`request object must carry at most ${MAX_PARAMETERS} parameters`);
  // fromEntries defines own properties: a claim named __proto__ stays a (refused or ignored) parameter.
  const parameters: PushedParameters = Object.fromEntries(names.map((name) => [name, parameterOf(name, payload[name])]));
  if (hasNul(parameters)) throw new RequestObjectRefused(NUL_REFUSED);
  return { ...parameters, client_id: application.id };
}

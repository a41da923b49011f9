// How an application authenticates at the token, introspection and revocation endpoints (its
// registered `token_endpoint_auth_method`, RFC 7591 §2) and, for private_key_jwt (RFC 7523 §2.2,
// OIDC Core §9), the public keys its assertions are checked with: an inline JWK Set or a
// jwks_uri. The rules at save: public keys only, signature algorithms we verify, an address the
// outbound rule allows (src/net/outbound-urls.ts).
import { importJWK, type JWK } from 'jose';
import type { ApplicationType } from '../../db/repositories/applications.js';
import { checkOutboundUrlToSave, OutboundUrlRefused, type OutboundPolicy } from '../../net/outbound-urls.js';
import { DomainError } from '../errors.js';

export const TOKEN_ENDPOINT_AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'client_secret_jwt', 'private_key_jwt', 'none'] as const;
export type TokenEndpointAuthMethod = (typeof TOKEN_ENDPOINT_AUTH_METHODS)[number];

/** The asymmetric algorithms a private_key_jwt assertion may be signed with (never `none`, never HMAC). */
export const CLIENT_ASSERTION_ALGS = ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'] as const;

/** Members of a JWK that only a private (or symmetric) key has (RFC 7518 §6.2.2, §6.3.2, §6.4; RFC 8037 §2). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;
/** A client rotates with two or three keys; more is a mistake or an abuse of the row. */
const MAX_KEYS = 10;
const MAX_JWKS_BYTES = 32 * 1024;
const MIN_RSA_MODULUS_BITS = 2048;

const FIELD = ['oidcClientMetadata'];

const CONFIDENTIAL: ReadonlySet<ApplicationType> = new Set(['Traditional', 'MachineToMachine']);

/** The method of an application that registered none: its secret if it has one, else none. */
export function defaultAuthMethod(type: ApplicationType): TokenEndpointAuthMethod {
  return CONFIDENTIAL.has(type) ? 'client_secret_basic' : 'none';
}

/** The method an application authenticates with, whatever older rows stored. */
export function registeredAuthMethod(type: ApplicationType, stored: string | null): TokenEndpointAuthMethod {
  return (TOKEN_ENDPOINT_AUTH_METHODS as readonly string[]).includes(stored ?? '') ? (stored as TokenEndpointAuthMethod) : defaultAuthMethod(type);
}

export interface ClientAuthSettings {
  tokenEndpointAuthMethod: TokenEndpointAuthMethod;
  jwks: { keys: Record<string, unknown>[] } | null;
  jwksUri: string | null;
}

export interface ClientAuthSettingsInput {
  tokenEndpointAuthMethod?: string | null;
  jwks?: unknown;
  jwksUri?: string | null;
}

const invalid = (code: string, message: string, field: string): DomainError => new DomainError(code, message, undefined, [...FIELD, field]);

/** A public key a private_key_jwt assertion may be verified with, or a refusal naming what is wrong. */
async function checkJwk(jwk: unknown, index: number): Promise<Record<string, unknown>> {
  const where = `jwks.keys[${index}]`;
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) throw invalid('application.invalid_jwks', `${where} must be a JWK object`, 'jwks');
  const key = jwk as Record<string, unknown>;
  const secret = PRIVATE_MEMBERS.filter((m) => m in key);
  if (secret.length) {
    throw invalid('application.jwks_private_key', `${where} holds private key material (${secret.join(', ')}); register the public key only`, 'jwks');
  }
  if (!['RSA', 'EC', 'OKP'].includes(key.kty as string)) throw invalid('application.invalid_jwks', `${where}: kty must be RSA, EC or OKP`, 'jwks');
  if (key.use !== undefined && key.use !== 'sig') throw invalid('application.invalid_jwks', `${where}: use must be sig`, 'jwks');
  if (key.kid !== undefined && (typeof key.kid !== 'string' || key.kid.length === 0 || key.kid.length > 200)) {
    throw invalid('application.invalid_jwks', `${where}: kid must be a non-empty string of at most 200 characters`, 'jwks');
  }
  if (key.alg !== undefined && !(CLIENT_ASSERTION_ALGS as readonly string[]).includes(key.alg as string)) {
    throw invalid('application.jwks_alg_not_allowed', `${where}: alg must be one of ${CLIENT_ASSERTION_ALGS.join(', ')}`, 'jwks');
  }
  if (key.kty === 'RSA' && typeof key.n === 'string' && Buffer.from(key.n, 'base64url').length * 8 < MIN_RSA_MODULUS_BITS) {
    throw invalid('application.invalid_jwks', `${where}: RSA keys must have at least ${MIN_RSA_MODULUS_BITS} bits`, 'jwks');
  }
  if (key.kty === 'OKP' && key.crv !== 'Ed25519') throw invalid('application.invalid_jwks', `${where}: OKP keys must be Ed25519`, 'jwks');
  if (key.kty === 'EC' && key.crv !== 'P-256' && key.crv !== 'P-384')
    throw invalid('application.invalid_jwks', `${where}: EC keys must be P-256 or P-384`, 'jwks');
  // The key must be one jose can use: a typo in a coordinate is found now, not at the first sign-in.
  const alg = (key.alg as string | undefined) ?? { RSA: 'RS256', EC: key.crv === 'P-384' ? 'ES384' : 'ES256', OKP: 'EdDSA' }[key.kty as 'RSA' | 'EC' | 'OKP'];
  try {
    await importJWK(key as JWK, alg);
  } catch {
    throw invalid('application.invalid_jwks', `${where} is not a usable ${key.kty as string} public key`, 'jwks');
  }
  return key;
}

/** An inline JWK Set for private_key_jwt: public signing keys, each with a distinct kid when there are several. */
export async function checkJwks(value: unknown): Promise<{ keys: Record<string, unknown>[] }> {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { keys?: unknown }).keys)) {
    throw invalid('application.invalid_jwks', 'jwks must be a JWK Set: an object with a keys array', 'jwks');
  }
  if (JSON.stringify(value).length > MAX_JWKS_BYTES) throw invalid('application.invalid_jwks', `jwks must be at most ${MAX_JWKS_BYTES} bytes`, 'jwks');
  const raw = (value as { keys: unknown[] }).keys;
  if (raw.length === 0 || raw.length > MAX_KEYS) throw invalid('application.invalid_jwks', `jwks must hold between 1 and ${MAX_KEYS} keys`, 'jwks');
  const keys: Record<string, unknown>[] = [];
  for (const [index, jwk] of raw.entries()) keys.push(await checkJwk(jwk, index));
  const kids = keys.map((k) => k.kid);
  if (keys.length > 1 && (kids.some((k) => k === undefined) || new Set(kids).size !== kids.length)) {
    throw invalid('application.invalid_jwks', 'with several keys, each must have its own kid', 'jwks');
  }
  return { keys };
}

/**
 * The settings after `input` is applied to `current`, checked. Keys belong to private_key_jwt
 * only: switching to another method clears them, and sending keys with another method is refused.
 */
export async function nextClientAuthSettings(
  type: ApplicationType,
  current: ClientAuthSettings | undefined,
  input: ClientAuthSettingsInput,
  outbound: OutboundPolicy,
): Promise<ClientAuthSettings> {
  const asked = input.tokenEndpointAuthMethod;
  if (asked !== undefined && asked !== null && !(TOKEN_ENDPOINT_AUTH_METHODS as readonly string[]).includes(asked)) {
    throw invalid(
      'application.invalid_token_endpoint_auth_method',
      `tokenEndpointAuthMethod must be one of ${TOKEN_ENDPOINT_AUTH_METHODS.join(', ')}`,
      'tokenEndpointAuthMethod',
    );
  }
  const method = (asked ?? current?.tokenEndpointAuthMethod ?? defaultAuthMethod(type)) as TokenEndpointAuthMethod;
  if (method === 'client_secret_jwt') {
    // HMAC needs the secret itself; we keep only its SHA-256 digest (docs/security.md).
    throw invalid(
      'application.client_secret_jwt_unsupported',
      'client_secret_jwt is not supported: client secrets are stored only as digests, so an HMAC-signed assertion cannot be verified; use private_key_jwt',
      'tokenEndpointAuthMethod',
    );
  }
  if (CONFIDENTIAL.has(type) === (method === 'none')) {
    throw invalid(
      'application.invalid_token_endpoint_auth_method',
      CONFIDENTIAL.has(type)
        ? `${type} applications are confidential clients: none is not allowed`
        : `${type} applications are public clients: the method must be none`,
      'tokenEndpointAuthMethod',
    );
  }
  if (method !== 'private_key_jwt') {
    if ((input.jwks !== undefined && input.jwks !== null) || (input.jwksUri !== undefined && input.jwksUri !== null)) {
      throw invalid('application.jwks_without_private_key_jwt', 'jwks and jwksUri are only for tokenEndpointAuthMethod private_key_jwt', 'jwks');
    }
    return { tokenEndpointAuthMethod: method, jwks: null, jwksUri: null };
  }
  const keptJwks = input.jwksUri ? null : (current?.jwks ?? null);
  const keptUri = input.jwks ? null : (current?.jwksUri ?? null);
  const jwks = input.jwks === undefined ? keptJwks : input.jwks === null ? null : await checkJwks(input.jwks);
  let jwksUri = input.jwksUri === undefined ? keptUri : input.jwksUri;
  if (jwks && jwksUri) throw invalid('application.invalid_jwks', 'give either jwks or jwksUri, not both', 'jwks');
  if (!jwks && !jwksUri) throw invalid('application.jwks_required', 'private_key_jwt needs the client’s public keys: jwks or jwksUri', 'jwks');
  if (jwksUri && jwksUri !== current?.jwksUri) {
    if (jwksUri.length > 2048) throw invalid('application.invalid_jwks_uri', 'jwksUri must be at most 2048 characters', 'jwksUri');
    try {
      jwksUri = (await checkOutboundUrlToSave(jwksUri, outbound, 'jwksUri')).href;
    } catch (error) {
      if (error instanceof OutboundUrlRefused) throw invalid('application.invalid_jwks_uri', error.message, 'jwksUri');
      throw error;
    }
  }
  return { tokenEndpointAuthMethod: method, jwks, jwksUri };
}

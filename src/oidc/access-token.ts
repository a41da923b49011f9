// JWT access tokens (RFC 9068): signed with our current key of the resource's algorithm (ES256
// unless the API resource asks for another), verified against our own public keys with the
// algorithm pinned to the key's (no `alg: none`, no HS256-with-public-key confusion).
import { KeyObject, randomUUID } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import { SignJWT, decodeProtectedHeader, type CryptoKey, type JWTPayload } from 'jose';
import { epochSeconds, type Clock } from '../domain/clock.js';
import { isKeyAlgorithm } from '../domain/signing-algorithms.js';
import { signEs256 } from './es256.js';
import type { KeyStore } from '../services.js';
import { SIGNING_ALG, UnknownKeyError } from './keys.js';

export const ACCESS_TOKEN_TYP = 'at+jwt';

export interface AccessTokenClaims {
  sub: string;
  aud: string;
  clientId: string;
  scope: string;
  ttlSeconds: number;
  /** The JWS algorithm (the API resource's `accessTokenSignedResponseAlg`); ES256 when absent. */
  alg?: string | undefined;
  /** Extra claims (organization_id, act, …). */
  extra?: Record<string, unknown>;
}

export interface MintedToken {
  token: string;
  jti: string;
  expiresIn: number;
}

let lastAccessTokenHeader: Readonly<{ alg: string; typ: string; kid: string }> | undefined;

/** The header of every access token the key `kid` signs, one frozen object per key (es256.ts encodes it once). */
function accessTokenHeader(kid: string): Readonly<{ alg: string; typ: string; kid: string }> {
  if (lastAccessTokenHeader?.kid !== kid) lastAccessTokenHeader = Object.freeze({ alg: SIGNING_ALG, typ: ACCESS_TOKEN_TYP, kid });
  return lastAccessTokenHeader;
}

export async function mintAccessToken(keys: KeyStore, clock: Clock, issuer: string, claims: AccessTokenClaims): Promise<MintedToken> {
  const jti = randomUUID();
  const now = epochSeconds(clock);
  // The extra claims first, then ours, which win over an extra claim of the same name. Written
  // claim by claim, not as `{ ...extra, client_id, … }`: V8 (Node 20) keeps objects built by a
  // spread followed by more properties alive past two young collections, so each token promoted
  // about 1 KB to the old generation, a full collection every ~3 s under load (and a 50–60 ms
  // stall on one core). See docs/operations.md, "Memory".
  const payload: Record<string, unknown> = {};
  if (claims.extra) for (const name of Object.keys(claims.extra)) payload[name] = claims.extra[name];
  payload.client_id = claims.clientId;
  payload.scope = claims.scope;
  payload.iss = issuer;
  payload.sub = claims.sub;
  payload.aud = claims.aud;
  payload.iat = now;
  payload.exp = now + claims.ttlSeconds;
  payload.jti = jti;
  const alg = claims.alg ?? SIGNING_ALG;
  if (alg !== SIGNING_ALG) return { token: await signOther(keys, alg, payload), jti, expiresIn: claims.ttlSeconds };
  // node:crypto signs synchronously: the WebCrypto job jose would run costs 2–3× more per token.
  const token = signEs256(accessTokenHeader(keys.signing.kid), payload, keys.signing.key);
  return { token, jti, expiresIn: claims.ttlSeconds };
}

/** An access token in another of our algorithms (an API resource that asked for RS256, EdDSA…): jose signs it. */
async function signOther(keys: KeyStore, alg: string, payload: Record<string, unknown>): Promise<string> {
  const signer = keys.signingFor(alg);
  if (!signer) throw new Error(`no active ${alg} signing key`);
  return new SignJWT(payload).setProtectedHeader({ alg, typ: ACCESS_TOKEN_TYP, kid: signer.kid }).sign(signer.key);
}

export interface VerifiedAccessToken extends JWTPayload {
  sub: string;
  client_id?: string;
  scope?: string;
  jti?: string;
}

/** Why a presented access token was refused; `claim` names the claim for `claim` and `issuer`. */
export type AccessTokenFault = 'malformed' | 'algorithm' | 'unknown_key' | 'signature' | 'typ' | 'expired' | 'not_yet_valid' | 'issuer' | 'claim';

export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';
  constructor(
    readonly fault: AccessTokenFault,
    readonly claim?: string,
  ) {
    super(`invalid access token: ${fault}${claim ? ` (${claim})` : ''}`);
  }
}

/** fast-jwt's refusals, by its stable codes. */
const FAULT_OF_CODE: Record<string, AccessTokenFault> = {
  FAST_JWT_MALFORMED: 'malformed',
  FAST_JWT_INVALID_PAYLOAD: 'malformed',
  FAST_JWT_MISSING_SIGNATURE: 'malformed',
  FAST_JWT_INVALID_CRIT_HEADER: 'malformed',
  FAST_JWT_INVALID_ALGORITHM: 'algorithm',
  FAST_JWT_INVALID_SIGNATURE: 'signature',
  FAST_JWT_VERIFY_ERROR: 'signature',
  FAST_JWT_INVALID_TYPE: 'typ',
  FAST_JWT_EXPIRED: 'expired',
  FAST_JWT_INACTIVE: 'not_yet_valid',
  FAST_JWT_INVALID_CLAIM_TYPE: 'claim',
  FAST_JWT_INVALID_CLAIM_VALUE: 'claim',
};

function refusal(error: unknown): InvalidAccessTokenError {
  const code = (error as { code?: unknown })?.code;
  return new InvalidAccessTokenError((typeof code === 'string' && FAULT_OF_CODE[code]) || 'malformed');
}

type Verifier = (token: string) => Record<string, unknown>;

/**
 * Parsing and checking the JWS is a library's job, never ours. fast-jwt verifies with node:crypto
 * synchronously: jose (WebCrypto) runs each verification as a thread-pool job, which measured
 * 263 µs of CPU per ES256 token here against fast-jwt's 107 µs, on the path every token exchange
 * and Management API call takes. jose still serves everything else (keys, JWKS, ID tokens).
 */
/**
 * One verifier per public key: the algorithm pinned to the key's own, `typ` at+jwt, exp and nbf checked
 * against the system time. They are checked again after it against the domain clock, which a test
 * moves forward (fast-jwt takes its time from Date.now(), or one fixed when the verifier is made).
 */
const verifiers = new WeakMap<CryptoKey, Verifier>();

function verifierFor(key: CryptoKey, alg: string): Verifier {
  let verifier = verifiers.get(key);
  if (!verifier) {
    const pem = KeyObject.from(key).export({ type: 'spki', format: 'pem' }) as string;
    // fast-jwt names Ed25519 signatures EdDSA, as JWS does; each key has exactly one algorithm.
    verifier = createVerifier({ key: pem, algorithms: [alg as 'ES256'], checkTyp: ACCESS_TOKEN_TYP, cache: false }) as Verifier;
    verifiers.set(key, verifier);
  }
  return verifier;
}

/**
 * Protected headers jose decoded, by their encoded text. Every token one of our keys signed
 * carries the same header bytes, so a verification need not decode them again; the text is the
 * key, so a hit is exactly what jose returned for it. Only headers that pass the algorithm pin are
 * kept, and a few: anyone can send other headers, which then only ever empty it.
 */
const decodedHeaders = new Map<string, Readonly<Record<string, unknown>>>();
const MAX_DECODED_HEADERS = 16;

/** The token's protected header, read before verifying (jose's decoder; the verifier decodes the rest). */
function protectedHeader(token: string): Readonly<Record<string, unknown>> {
  const dot = token.indexOf('.');
  const text = dot > 0 ? token.slice(0, dot) : undefined;
  const known = text === undefined ? undefined : decodedHeaders.get(text);
  if (known) return known;
  let header: Record<string, unknown>;
  try {
    header = decodeProtectedHeader(token);
  } catch (error) {
    throw refusal(error);
  }
  if (text !== undefined && isKeyAlgorithm(header.alg)) {
    if (decodedHeaders.size >= MAX_DECODED_HEADERS) decodedHeaders.clear();
    decodedHeaders.set(text, Object.freeze(header));
  }
  return header;
}

/**
 * Verify one of our access tokens: signature by one of our keys in that key's algorithm, `typ: at+jwt`,
 * issuer, expiry and, when given, audience. Throws InvalidAccessTokenError saying which check failed.
 */
export async function verifyAccessToken(keys: KeyStore, clock: Clock, issuer: string, token: string, audience?: string): Promise<VerifiedAccessToken> {
  const now = epochSeconds(clock);
  // A token this process verified before: its signature, header and claims cannot have changed;
  // what can (the clock, the audience asked for) is checked again. Anything doubtful falls through.
  const memo = keys.verified.lookup(token, now);
  if (memo && memo.issuer === issuer && stillValid(memo.claims, now, audience)) return memo.claims as VerifiedAccessToken;
  const header = protectedHeader(token);
  // The algorithm is one of ours before any key is chosen (`none` and HS256 never reach a
  // verifier), and the key named must be of that algorithm (verificationKey).
  const alg = header.alg;
  if (!isKeyAlgorithm(alg)) throw new InvalidAccessTokenError('algorithm');
  let key: CryptoKey;
  try {
    key = keys.verificationKey({ alg, kid: typeof header.kid === 'string' ? header.kid : undefined });
  } catch (error) {
    if (error instanceof UnknownKeyError) throw new InvalidAccessTokenError('unknown_key');
    throw error;
  }
  let payload: Record<string, unknown>;
  try {
    payload = verifierFor(key, alg)(token);
  } catch (error) {
    throw refusal(error);
  }
  if (payload.iss !== issuer) throw new InvalidAccessTokenError('issuer', 'iss');
  for (const [claim, type] of [
    ['sub', 'string'],
    ['exp', 'number'],
    ['iat', 'number'],
  ] as const) {
    if (typeof payload[claim] !== type) throw new InvalidAccessTokenError('claim', claim);
  }
  if (payload.nbf !== undefined && typeof payload.nbf !== 'number') throw new InvalidAccessTokenError('claim', 'nbf');
  // Against the domain clock, in whole seconds, as the memo checks a remembered token.
  if (typeof payload.nbf === 'number' && payload.nbf > now) throw new InvalidAccessTokenError('not_yet_valid');
  if (!stillValid(payload, now, undefined)) throw new InvalidAccessTokenError('expired');
  if (!stillValid(payload, now, audience)) throw new InvalidAccessTokenError('claim', 'aud');
  keys.verified.remember(token, issuer, payload);
  return payload as VerifiedAccessToken;
}

/** The time- and audience-dependent checks of jwtVerify, for a remembered token. */
function stillValid(claims: Record<string, unknown>, now: number, audience: string | undefined): boolean {
  const { exp, nbf, aud } = claims;
  if (typeof exp !== 'number' || !(exp > now)) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return false;
  return audience === undefined || aud === audience || (Array.isArray(aud) && aud.includes(audience));
}

export function scopeList(scope: string | undefined | null): string[] {
  return (scope ?? '').split(' ').filter(Boolean);
}

// DPoP proofs (RFC 9449 §4.3): jose verifies the JWS against the public key in its own `jwk`
// header (a private or symmetric key is refused, as jose's EmbeddedJWK does), with the type and
// the asymmetric algorithms pinned; this file checks what the RFC asks of the claims (htm, htu, iat, jti, ath,
// nonce) and names the key by its RFC 7638 thumbprint, which bound tokens carry as `cnf.jkt`.
// Single use of a proof across instances and the server nonces are domain/oauth/dpop.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import { calculateJwkThumbprint, errors, importJWK, jwtVerify, type CryptoKey, type JWTHeaderParameters } from 'jose';
import { DPOP_IAT_WINDOW_SECONDS, currentDpopNonce, firstUseOfDpopProof, isCurrentDpopNonce } from '../domain/oauth/dpop.js';
import type { Services } from '../services.js';
import { cookieKey } from './cookies.js';
import { OAuthError } from './errors.js';

/** Asymmetric algorithms only (§4.2: `none` and MACs are never a proof); discovery lists them. */
export const DPOP_SIGNING_ALGS = ['ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512', 'RS256', 'RS384', 'RS512', 'EdDSA'] as const;

/** Longer than any proof with an RSA-4096 `jwk` and an `ath`. */
const MAX_PROOF_LENGTH = 4096;
const MAX_JTI_LENGTH = 256;

/** A refusal of the proof: `invalid_dpop_proof`, or `use_dpop_nonce` with the nonce to retry with. */
export class DpopRefusal extends OAuthError {
  constructor(
    error: 'invalid_dpop_proof' | 'use_dpop_nonce',
    description: string,
    /** The nonce to send as `DPoP-Nonce` (always with use_dpop_nonce). */
    readonly nonce?: string,
  ) {
    super(error, description, 400);
  }
}

const invalidProof = (description: string) => new DpopRefusal('invalid_dpop_proof', description);

/** A proof that passed every check: the key it proved possession of. */
export interface DpopProof {
  /** RFC 7638 SHA-256 thumbprint of the proof's public key. */
  jkt: string;
}

export interface ProofExpectations {
  /** The request's method. */
  method: string;
  /** The endpoint's public URL (from the issuer, not the Host header). */
  url: string;
  /** The access token presented with the proof, whose hash `ath` must carry (§4.3 item 11). */
  accessToken?: string | undefined;
  /** Refuse a proof without a nonce of ours (use_dpop_nonce). */
  requireNonce: boolean;
}

/**
 * The `DPoP` header's proof, once; undefined when there is none. More than one header (node joins
 * repeats with a comma, which no JWT contains) is refused (§4.3 item 1).
 */
export function readDpopHeader(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || header.includes(',')) throw invalidProof('send exactly one DPoP header');
  if (!header) throw invalidProof('the DPoP header is empty');
  if (header.length > MAX_PROOF_LENGTH) throw invalidProof('the DPoP proof is too long');
  return header;
}

/**
 * §4.3 item 9: the URI without query and fragment, compared after syntax-based normalisation
 * (RFC 3986 §6.2.2–6.2.3: scheme and host case, default port, dot segments), which the WHATWG
 * URL parser performs. Undefined for something that is not an absolute http(s) URL.
 */
export function normalisedHtu(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return `${url.protocol}//${url.host}${url.pathname || '/'}`;
}

/** base64url(SHA-256(ASCII token)): the `ath` a proof sent with the token must carry. */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token, 'ascii').digest('base64url');
}

interface ProofKey {
  key: CryptoKey;
  /** RFC 7638 thumbprint. */
  jkt: string;
}

/**
 * Imported proof keys and their thumbprints, by header `alg` and `jwk`: a client signs every
 * proof with the same key, and importing it (~170 µs) and hashing it (~55 µs) each time was a
 * third of a bound token exchange's CPU. Bounded; the oldest entry goes first.
 */
const proofKeys = new Map<string, Promise<ProofKey>>();
const MAX_PROOF_KEYS = 1024;

function proofKeyOf(header: JWTHeaderParameters): Promise<ProofKey> {
  const { jwk, alg } = header;
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) throw invalidProof('the DPoP proof needs a jwk header with the public key');
  const id = `${alg ?? ''} ${JSON.stringify(jwk)}`;
  let found = proofKeys.get(id);
  if (!found) {
    found = (async () => {
      const key = await importJWK({ ...jwk, ext: true }, alg);
      // Never a secret: a symmetric or private key in the header is a forgery (or a leak).
      if (key instanceof Uint8Array || key.type !== 'public') throw invalidProof('the DPoP proof jwk must be a public key');
      return { key, jkt: await calculateJwkThumbprint(jwk, 'sha256') };
    })();
    found.catch(() => proofKeys.delete(id));
    if (proofKeys.size >= MAX_PROOF_KEYS) proofKeys.delete(proofKeys.keys().next().value!);
    proofKeys.set(id, found);
  }
  return found;
}

/** Nonces are keyed by the cookie key's derivative: every instance shares it (oidc/cookies.ts). */
const nonceKey = (services: Services): Promise<Buffer> => cookieKey(services);

/** The nonce to offer now (a `DPoP-Nonce` header on token responses). */
export async function dpopNonce(services: Services): Promise<string> {
  return currentDpopNonce(services.clock, await nonceKey(services));
}

/** jose's refusal in words for the client (nothing secret: the proof is its own). */
function describe(error: unknown): string {
  if (error instanceof errors.JOSEAlgNotAllowed) return 'the DPoP proof must be signed with an asymmetric algorithm';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the DPoP proof signature does not verify against its jwk';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'typ') return 'the DPoP proof must have typ dpop+jwt';
  if (error instanceof errors.JWTExpired) return 'the DPoP proof has expired';
  if (error instanceof errors.JOSEError) return 'the DPoP proof is not a valid JWT with a public jwk header';
  throw error;
}

/**
 * Checks a proof for this request (§4.3) and records its `jti` (last, so that a refused proof
 * does not fill the store). Throws DpopRefusal.
 */
export async function verifyDpopProof(services: Services, proof: string, expected: ProofExpectations): Promise<DpopProof> {
  const { clock } = services;
  let payload: Record<string, unknown>;
  let proofKey: ProofKey | undefined;
  try {
    const getKey = async (header: JWTHeaderParameters) => (proofKey = await proofKeyOf(header)).key;
    ({ payload } = await jwtVerify(proof, getKey, { typ: 'dpop+jwt', algorithms: [...DPOP_SIGNING_ALGS], currentDate: clock.now() }));
  } catch (error) {
    throw error instanceof DpopRefusal ? error : invalidProof(describe(error));
  }
  if (!proofKey) throw invalidProof('the DPoP proof needs a jwk header with the public key');
  const { jti, htm, htu, iat, ath, nonce } = payload;
  if (typeof jti !== 'string' || !jti || jti.length > MAX_JTI_LENGTH) throw invalidProof('the DPoP proof needs a jti');
  if (htm !== expected.method) throw invalidProof(`the DPoP proof is not for this method (htm must be ${expected.method})`);
  if (typeof htu !== 'string' || normalisedHtu(htu) !== normalisedHtu(expected.url)) throw invalidProof('the DPoP proof is not for this URL (htu)');
  if (typeof iat !== 'number') throw invalidProof('the DPoP proof needs an iat');
  if (Math.abs(clock.now().getTime() / 1000 - iat) > DPOP_IAT_WINDOW_SECONDS) {
    throw invalidProof(`the DPoP proof's iat is more than ${DPOP_IAT_WINDOW_SECONDS} seconds from the server's time`);
  }
  if (expected.accessToken !== undefined) {
    if (typeof ath !== 'string') throw invalidProof('the DPoP proof needs ath, the hash of the access token');
    const wanted = Buffer.from(accessTokenHash(expected.accessToken));
    // Compared as bytes: a non-ASCII `ath` of the right length in characters is longer in bytes,
    // and timingSafeEqual throws on buffers of different lengths.
    const given = Buffer.from(ath);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw invalidProof('the DPoP proof is for another access token (ath)');
  }
  if (nonce !== undefined || expected.requireNonce) {
    const key = await nonceKey(services);
    if (typeof nonce !== 'string' || !isCurrentDpopNonce(clock, key, nonce)) {
      throw new DpopRefusal(
        'use_dpop_nonce',
        nonce === undefined ? 'this request needs a DPoP proof with a server nonce' : 'the DPoP nonce is stale or not ours',
        currentDpopNonce(clock, key),
      );
    }
  }
  const { jkt } = proofKey;
  if (!(await firstUseOfDpopProof(services.db, clock, jkt, jti))) throw invalidProof('the DPoP proof was already used');
  return { jkt };
}

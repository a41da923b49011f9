// Transaction tokens as JWTs (draft-ietf-oauth-transaction-tokens-08 §7): signed with our current
// ES256 key under `typ: txntoken+jwt`, verified by jose with that typ, our issuer, the trust domain
// as audience and the domain clock. The typ keeps them apart from access tokens both ways: our
// bearer checks pin at+jwt, this verifier pins txntoken+jwt.
import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTHeaderParameters } from 'jose';
import { epochSeconds, type Clock } from '../domain/clock.js';
import { isKeyAlgorithm, KEY_ALGORITHMS } from '../domain/signing-algorithms.js';
import { TXN_TOKEN_TYP, type PresentedClaims, type TxnClaims } from '../domain/oauth/transaction-tokens.js';
import type { KeyStore } from '../services.js';
import { invalidGrant } from './errors.js';
import { SIGNING_ALG, UnknownKeyError } from './keys.js';

export interface MintedTxnToken {
  token: string;
  jti: string;
  expiresIn: number;
}

/** Signs `claims`; `notAfter` (epoch seconds) caps the lifetime of a replacement at its original's. */
export async function mintTxnToken(
  keys: KeyStore,
  clock: Clock,
  issuer: string,
  claims: TxnClaims,
  ttlSeconds: number,
  notAfter: number | undefined,
): Promise<MintedTxnToken> {
  const now = epochSeconds(clock);
  const exp = Math.min(now + ttlSeconds, notAfter ?? Number.POSITIVE_INFINITY);
  const jti = randomUUID();
  const token = await new SignJWT({ ...claims, jti })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: TXN_TOKEN_TYP, kid: keys.signing.kid })
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(keys.signing.key);
  return { token, jti, expiresIn: Math.max(0, exp - now) };
}

/** One of our transaction tokens for `trustDomain`; every failure is invalid_grant saying which check failed. */
export async function verifyTxnToken(keys: KeyStore, clock: Clock, issuer: string, trustDomain: string, token: string): Promise<PresentedClaims> {
  const key = (header: JWTHeaderParameters) => {
    // The algorithm must be one of ours, and the key named of that algorithm (verificationKey).
    if (!isKeyAlgorithm(header.alg)) throw new errors.JOSEAlgNotAllowed('algorithm not allowed');
    return keys.verificationKey(header);
  };
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      audience: trustDomain,
      typ: TXN_TOKEN_TYP,
      algorithms: [...KEY_ALGORITHMS],
      currentDate: clock.now(),
      requiredClaims: ['txn', 'sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.txn !== 'string') throw invalidGrant('subject_token lacks a valid sub or txn claim');
    return payload as PresentedClaims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw invalidGrant('subject_token has expired');
    if (error instanceof errors.JWTClaimValidationFailed) throw invalidGrant(`subject_token lacks a valid ${error.claim} claim`);
    if (error instanceof UnknownKeyError || error instanceof errors.JWSSignatureVerificationFailed) {
      throw invalidGrant('subject_token was not signed by this issuer');
    }
    if (error instanceof errors.JOSEError) throw invalidGrant('subject_token is not a transaction token of this issuer (typ txntoken+jwt)');
    throw error;
  }
}

// A DPoP client key (RFC 9449) for tests: makes proofs as a client library would, with jose,
// and lets a test bend one claim at a time to play an attacker.
import { randomUUID, createHash } from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { TestClock } from './clock.js';

export interface ProofOptions {
  htm?: string;
  htu: string;
  /** The access token the proof goes with (its hash becomes `ath`). */
  accessToken?: string;
  /** `ath` as given, instead of the hash of accessToken. */
  ath?: string;
  nonce?: string;
  jti?: string;
  /** Seconds relative to the clock. */
  iatOffset?: number;
  typ?: string;
  /** Header fields to add or override (e.g. a private jwk). */
  header?: Record<string, unknown>;
}

export interface DpopKey {
  jwk: JWK;
  jkt: string;
  proof(options: ProofOptions): Promise<string>;
}

export const athOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function dpopKey(clock: TestClock, alg: 'ES256' | 'EdDSA' | 'PS256' = 'ES256'): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(publicKey);
  const jkt = await calculateJwkThumbprint(jwk, 'sha256');
  return {
    jwk,
    jkt,
    proof(o) {
      const ath = o.ath ?? (o.accessToken !== undefined ? athOf(o.accessToken) : undefined);
      return new SignJWT({
        htm: o.htm ?? 'POST',
        htu: o.htu,
        jti: o.jti ?? randomUUID(),
        ...(ath !== undefined ? { ath } : {}),
        ...(o.nonce !== undefined ? { nonce: o.nonce } : {}),
      })
        .setProtectedHeader({ alg, typ: o.typ ?? 'dpop+jwt', jwk, ...o.header })
        .setIssuedAt(Math.floor(clock.ms() / 1000) + (o.iatOffset ?? 0))
        .sign(privateKey);
    },
  };
}

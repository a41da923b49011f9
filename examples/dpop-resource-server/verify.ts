// How a resource server accepts a DPoP-bound access token from Tessera (RFC 9449 §7), with jose
// only: the access token is verified against the issuer's JWKS, the proof against the key in its
// own header, and the proof's key must be the one the token is bound to (`cnf.jkt`). Copy it into
// your API; docs/oidc.md ("DPoP") walks through it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { EmbeddedJWK, calculateJwkThumbprint, jwtVerify, type JWK, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface DpopVerifierOptions {
  /** Tessera's issuer, `{base_url}/oidc`. */
  issuer: string;
  /** Tessera's JWKS (jose's createRemoteJWKSet of `{issuer}/jwks`). */
  jwks: JWTVerifyGetKey;
  /** This API's resource indicator. */
  audience: string;
  /** The algorithm this API resource's tokens are signed with (ES256 unless set otherwise). */
  algorithm?: string;
  /** Refuse Bearer tokens too: only bound tokens (the resource's dpopBoundAccessTokensRequired). */
  requireDpop?: boolean;
  /** Seconds a proof is accepted after (and before) its iat. */
  proofWindowSeconds?: number;
  /**
   * Remembers a proof's jti until it is too old to be accepted; false for one seen before. One
   * process may keep them in memory; several instances need a shared store.
   */
  firstUse?: (jkt: string, jti: string) => boolean | Promise<boolean>;
  /** The current time (tests move it). */
  now?: () => Date;
}

export interface DpopRequest {
  method: string;
  /** The URL the client called, as it called it (scheme, host and path; query and fragment are ignored). */
  url: string;
  authorization: string | undefined;
  dpop: string | undefined;
}

/** A refusal, answered as 401 with `WWW-Authenticate: DPoP error="…"` (RFC 9449 §7.1). */
export class DpopRejected extends Error {
  constructor(
    readonly error: 'invalid_token' | 'invalid_dpop_proof',
    message: string,
  ) {
    super(message);
  }

  get wwwAuthenticate(): string {
    return `DPoP algs="ES256 EdDSA PS256 RS256", error="${this.error}", error_description="${this.message}"`;
  }
}

const DPOP_ALGS = ['ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512', 'RS256', 'RS384', 'RS512', 'EdDSA'];

function withoutQuery(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname}`;
}

function inMemoryReplayCache(): (jkt: string, jti: string) => boolean {
  const seen = new Set<string>();
  return (jkt, jti) => {
    const key = `${jkt} ${jti}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

/** A verifier for one API: call it with each request; it resolves with the token's claims or throws DpopRejected. */
export function dpopVerifier(options: DpopVerifierOptions) {
  const firstUse = options.firstUse ?? inMemoryReplayCache();
  const window = options.proofWindowSeconds ?? 60;
  const now = options.now ?? (() => new Date());
  return async function verify(request: DpopRequest): Promise<JWTPayload> {
    const match = /^(DPoP|Bearer)\s+(\S+)$/i.exec(request.authorization ?? '');
    if (!match) throw new DpopRejected('invalid_token', 'an access token is required');
    const scheme = match[1]!.toLowerCase();
    const token = match[2]!;
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, options.jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: [options.algorithm ?? 'ES256'],
        typ: 'at+jwt',
        currentDate: now(),
      }));
    } catch {
      throw new DpopRejected('invalid_token', 'the access token is invalid');
    }
    const jkt = (claims.cnf as { jkt?: unknown } | undefined)?.jkt;
    if (scheme === 'bearer') {
      // A bound token sent as Bearer is a stolen token being replayed without its key.
      if (jkt !== undefined || options.requireDpop) throw new DpopRejected('invalid_token', 'send a DPoP-bound token with the DPoP scheme');
      return claims;
    }
    if (typeof jkt !== 'string') throw new DpopRejected('invalid_token', 'the access token is not DPoP-bound');
    if (!request.dpop || request.dpop.includes(',')) throw new DpopRejected('invalid_dpop_proof', 'exactly one DPoP proof is required');
    let proof: JWTPayload;
    let jwk: JWK;
    try {
      const verified = await jwtVerify(request.dpop, EmbeddedJWK, { typ: 'dpop+jwt', algorithms: DPOP_ALGS, currentDate: now() });
      proof = verified.payload;
      jwk = verified.protectedHeader.jwk as JWK;
    } catch {
      throw new DpopRejected('invalid_dpop_proof', 'the DPoP proof is invalid');
    }
    if (proof.htm !== request.method) throw new DpopRejected('invalid_dpop_proof', 'the proof is for another method');
    if (typeof proof.htu !== 'string' || withoutQuery(proof.htu) !== withoutQuery(request.url))
      throw new DpopRejected('invalid_dpop_proof', 'the proof is for another URL');
    if (typeof proof.iat !== 'number' || Math.abs(now().getTime() / 1000 - proof.iat) > window)
      throw new DpopRejected('invalid_dpop_proof', 'the proof is stale');
    const ath = createHash('sha256').update(token).digest('base64url');
    if (typeof proof.ath !== 'string' || proof.ath.length !== ath.length || !timingSafeEqual(Buffer.from(proof.ath), Buffer.from(ath))) {
      throw new DpopRejected('invalid_dpop_proof', 'the proof does not carry this token hash (ath)');
    }
    if ((await calculateJwkThumbprint(jwk, 'sha256')) !== jkt)
      throw new DpopRejected('invalid_dpop_proof', 'the proof is signed by another key than the token is bound to');
    if (typeof proof.jti !== 'string' || !(await firstUse(jkt, proof.jti))) throw new DpopRejected('invalid_dpop_proof', 'the proof was already used');
    return claims;
  };
}

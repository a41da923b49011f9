// DPoP proofs (RFC 9449) for the load generator: one fresh proof per request (a proof is single
// use), made synchronously because autocannon's setupRequest is synchronous; jose signs only
// asynchronously. The JWS is assembled here from node:crypto's ES256 signature, as the server's
// own es256.ts does; Tessera verifies every one with jose.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';

export interface ProofMaker {
  /** A `DPoP` header for POST to `htu`, with a fresh jti and the current time. */
  (htu: string): string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function dpopProofMaker(): ProofMaker {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  const header = b64({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } });
  return (htu) => {
    const input = `${header}.${b64({ jti: randomUUID(), htm: 'POST', htu, iat: Math.floor(Date.now() / 1000) })}`;
    const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    return `${input}.${signature}`;
  };
}

// Signing our own access tokens with node:crypto's synchronous ES256: on the token endpoint's hot
// path, 2–3× cheaper than the WebCrypto job round trip jose makes. It only serializes claims we
// built (RFC 7515 compact form); nothing here reads a token. Every token we are handed is parsed
// and verified by jose (access-token.ts), and test/oidc/es256.test.ts verifies these with jose.
import { KeyObject, sign, type webcrypto } from 'node:crypto';

type CryptoKey = webcrypto.CryptoKey;

const keyObjects = new WeakMap<CryptoKey, KeyObject>();

/** The KeyObject behind a CryptoKey (extractable or not), converted once per key. */
export function keyObjectOf(key: CryptoKey): KeyObject {
  let ko = keyObjects.get(key);
  if (!ko) keyObjects.set(key, (ko = KeyObject.from(key)));
  return ko;
}

// The protected header is the same for every token a key signs: encoded once per distinct text.
// A caller that hands the same (frozen) header object every time is not even serialized again.
let lastHeader: { object: Readonly<Record<string, unknown>> | undefined; json: string; encoded: string } = { object: undefined, json: '', encoded: '' };

function encodedHeader(header: Readonly<Record<string, unknown>>): string {
  if (header === lastHeader.object && Object.isFrozen(header)) return lastHeader.encoded;
  const json = JSON.stringify(header);
  if (json !== lastHeader.json) lastHeader = { object: undefined, json, encoded: Buffer.from(json).toString('base64url') };
  lastHeader.object = header;
  return lastHeader.encoded;
}

export function signEs256(header: Readonly<Record<string, unknown>>, payload: Record<string, unknown>, key: CryptoKey): string {
  const input = `${encodedHeader(header)}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(input), { key: keyObjectOf(key), dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

// ES256 compact JWS on node:crypto's synchronous sign/verify: for our own access tokens on the
// token endpoint's hot path, 2–3× cheaper than the WebCrypto job round trip jose makes. Signing
// is plain RFC 7515. Verification here is a strict fast path that accepts only a subset of what
// jose's jwtVerify with the same options accepts; anything it does not accept is handed back to
// jose (access-token.ts), so errors and edge cases keep jose's exact behaviour.
import { KeyObject, sign, verify, type webcrypto } from 'node:crypto';

type CryptoKey = webcrypto.CryptoKey;

const keyObjects = new WeakMap<CryptoKey, KeyObject>();

/** The KeyObject behind a CryptoKey (extractable or not), converted once per key. */
export function keyObjectOf(key: CryptoKey): KeyObject {
  let ko = keyObjects.get(key);
  if (!ko) keyObjects.set(key, (ko = KeyObject.from(key)));
  return ko;
}

// The protected header is the same for every token a key signs: encoded once per distinct text.
let lastHeader = { json: '', encoded: '' };

function encodedHeader(header: Record<string, unknown>): string {
  const json = JSON.stringify(header);
  if (json !== lastHeader.json) lastHeader = { json, encoded: Buffer.from(json).toString('base64url') };
  return lastHeader.encoded;
}

export function signEs256(header: Record<string, unknown>, payload: Record<string, unknown>, key: CryptoKey): string {
  const input = `${encodedHeader(header)}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(input), { key: keyObjectOf(key), dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export interface FastVerifyOptions {
  key(header: Record<string, unknown>): CryptoKey | undefined;
  /** Required `typ`, compared as jose does (media type, case-insensitive, `application/` implied). */
  typ: string;
  issuer: string;
  audience?: string;
  now?: number;
}

const mediaType = (typ: string) => (typ.includes('/') ? typ.toLowerCase() : `application/${typ.toLowerCase()}`);

/**
 * The payload when `token` is an ES256 JWS by `key(header)` with `typ`, `iss`, (`aud`), a string
 * `sub`, numeric `iat` and unexpired numeric `exp` (and no future `nbf`); otherwise undefined.
 */
export function verifyEs256Fast(token: string, options: FastVerifyOptions): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return undefined;
  const header = parseObject(parts[0]!);
  if (!header || header.alg !== 'ES256' || 'crit' in header || 'b64' in header) return undefined;
  if (typeof header.typ !== 'string' || mediaType(header.typ) !== mediaType(options.typ)) return undefined;
  let key: CryptoKey | undefined;
  try {
    key = options.key(header);
  } catch {
    return undefined;
  }
  if (!key) return undefined;
  const signature = Buffer.from(parts[2]!, 'base64url');
  if (signature.length !== 64) return undefined;
  const input = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!verify('sha256', input, { key: keyObjectOf(key), dsaEncoding: 'ieee-p1363' }, signature)) return undefined;
  const claims = parseObject(parts[1]!);
  if (!claims) return undefined;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const { iss, sub, aud, exp, iat, nbf } = claims;
  if (iss !== options.issuer || typeof sub !== 'string') return undefined;
  if (typeof exp !== 'number' || !(exp > now) || typeof iat !== 'number' || !Number.isFinite(iat)) return undefined;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return undefined;
  if (options.audience !== undefined && !(aud === options.audience || (Array.isArray(aud) && aud.includes(options.audience)))) return undefined;
  return claims;
}

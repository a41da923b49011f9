import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 21-character identifier (lowercase letters and digits, ~108 bits). */
export function newId(length = 21): string {
  // 252 is the largest multiple of 36 below 256: rejecting bytes above it keeps the draw uniform.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && out.length < length) out += alphabet[byte % 36];
    }
  }
  return out;
}

/** A high-entropy secret: 32 random bytes, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string | Buffer): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time check of a presented secret against its stored SHA-256 digest. */
export function secretMatches(presented: string, digest: Buffer | null): boolean {
  if (!digest || digest.length !== 32) {
    // Burn the same work so an unknown client and a wrong secret take the same time.
    timingSafeEqual(sha256(presented), sha256(''));
    return false;
  }
  return timingSafeEqual(sha256(presented), digest);
}

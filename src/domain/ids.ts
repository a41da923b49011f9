import { randomBytes, randomFillSync, hash, timingSafeEqual } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

// Identifiers are drawn from a pool of CSPRNG bytes refilled 4 KiB at a time (as node does for
// randomUUID): one randomBytes call per id cost an OpenSSL call and a Buffer on every token
// request's audit row. Each byte is used once.
const pool = Buffer.allocUnsafe(4096);
let used = pool.length;

function nextByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++]!;
}

/** A random 21-character identifier (lowercase letters and digits, ~108 bits). */
export function newId(length = 21): string {
  // 252 is the largest multiple of 36 below 256: rejecting bytes above it keeps the draw uniform.
  let out = '';
  while (out.length < length) {
    const byte = nextByte();
    if (byte < 252) out += alphabet[byte % 36];
  }
  return out;
}

/** A high-entropy secret: 32 random bytes, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** One-shot `hash` (Node ≥ 20.12): no Hash object per call, on every client authentication. */
export function sha256(value: string | Buffer): Buffer {
  return hash('sha256', value, 'buffer');
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

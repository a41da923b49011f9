// Argon2id (OWASP's first choice) through the maintained `argon2` binding. Hashes imported from
// other systems (`tessera import-users`) are kept as they are and checked in their own format at
// the next sign-in, which then stores an Argon2id hash instead (passwordNeedsRehash):
//   - Argon2 (PHC strings `$argon2id$…`, `$argon2i$…`, `$argon2d$…`), by `argon2`;
//   - bcrypt (`$2a$`, `$2b$`, `$2y$`), by `bcryptjs` (pure JavaScript, maintained);
//   - scrypt, in this PHC-style format (docs/operations.md#cli):
//       $scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt, base64>$<derived key, base64>
//     checked with node:crypto's scrypt, the key as long as the one stored.
import { scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { invalidInput } from '../errors.js';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../config.js';

// The bounds are a setting's too (ADMIN_PASSWORD), so they are defined with the configuration.
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export type PasswordHashFormat = 'argon2' | 'bcrypt' | 'scrypt';

const ARGON2 = /^\$argon2(id|i|d)\$(v=\d+\$)?[mtp]=\d+(,[mtp]=\d+){2}\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/;
const BCRYPT = /^\$2[aby]\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{53}$/;
const SCRYPT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/**
 * Bounds on an imported scrypt hash's cost: a hash is data from elsewhere, and its parameters
 * decide how much memory and time one sign-in spends (N=2^20, r=8 is 1 GiB: far beyond any
 * sensible setting; 2^17 with r=8 is 128 MiB).
 */
const SCRYPT_MAX_LN = 17;
const SCRYPT_MAX_R = 16;
const SCRYPT_MAX_P = 4;

interface ScryptHash {
  ln: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseScrypt(hash: string): ScryptHash | undefined {
  const m = SCRYPT.exec(hash);
  if (!m) return undefined;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const salt = Buffer.from(m[4]!, 'base64');
  const key = Buffer.from(m[5]!, 'base64');
  if (ln < 1 || ln > SCRYPT_MAX_LN || r < 1 || r > SCRYPT_MAX_R || p < 1 || p > SCRYPT_MAX_P) return undefined;
  if (salt.length < 8 || key.length < 16 || key.length > 128) return undefined;
  return { ln, r, p, salt, key };
}

/** The format of a stored hash, or undefined when Tessera cannot check it. */
export function passwordHashFormat(hash: string): PasswordHashFormat | undefined {
  if (ARGON2.test(hash)) return 'argon2';
  if (BCRYPT.test(hash)) return 'bcrypt';
  if (parseScrypt(hash)) return 'scrypt';
  return undefined;
}

/**
 * The compatible API's name of a stored hash's algorithm (`includePasswordHash`): Argon2id,
 * Argon2i, Argon2d or Bcrypt, and `Scrypt` (Tessera's own name) for a scrypt hash brought in as it was.
 */
export function passwordAlgorithmName(hash: string | null): string | null {
  switch (hash ? passwordHashFormat(hash) : undefined) {
    case 'argon2':
      return `Argon2${ARGON2.exec(hash!)![1]}`;
    case 'bcrypt':
      return 'Bcrypt';
    case 'scrypt':
      return 'Scrypt';
    default:
      return null;
  }
}

/** An imported hash, refused unless it is in a format sign-in can check. */
export function checkImportedPasswordHash(hash: string, field = ['passwordHash']): string {
  if (!passwordHashFormat(hash)) {
    throw invalidInput('passwordHash must be an Argon2 ($argon2id$…), bcrypt ($2b$…) or scrypt ($scrypt$ln=…,r=…,p=…$salt$key) hash', field);
  }
  return hash;
}

/** A hash that verified and should be replaced with this server's Argon2id. */
export function passwordNeedsRehash(hash: string): boolean {
  return !hash.startsWith('$argon2id$');
}

function scryptKey(password: string, s: ScryptHash): Promise<Buffer> {
  const N = 2 ** s.ln;
  return new Promise((resolve, reject) =>
    scryptCallback(password, s.salt, s.key.length, { N, r: s.r, p: s.p, maxmem: 256 * N * s.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash || password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    switch (passwordHashFormat(hash)) {
      case 'argon2':
        return await argon2.verify(hash, password);
      case 'bcrypt':
        // bcrypt reads at most 72 bytes of the password: as the system that made the hash did.
        return await bcrypt.compare(password, hash);
      case 'scrypt': {
        const stored = parseScrypt(hash)!;
        return timingSafeEqual(await scryptKey(password, stored), stored.key);
      }
      default:
        return false;
    }
  } catch {
    return false;
  }
}

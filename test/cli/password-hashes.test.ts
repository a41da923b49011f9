// The hash formats import-users accepts, checked as sign-in checks them (passwords.ts).
import { randomBytes, scryptSync } from 'node:crypto';
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { checkImportedPasswordHash, hashPassword, passwordHashFormat, passwordNeedsRehash, verifyPassword } from '../../src/domain/directory/passwords.js';

const scrypt = (password: string, ln: number, r = 8, p = 1, keyLength = 32) => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, keyLength, { N: 2 ** ln, r, p, maxmem: 512 * 2 ** ln * r });
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
};

describe('imported password hashes', () => {
  it('verifies Argon2 (id, i, d), bcrypt ($2a$, $2b$, $2y$) and scrypt; only Argon2id is kept', async () => {
    const password = 'correct horse battery';
    const hashes = [
      await hashPassword(password),
      await argon2.hash(password, { type: argon2.argon2i }),
      await argon2.hash(password, { type: argon2.argon2d }),
      bcrypt.hashSync(password, 4),
      bcrypt.hashSync(password, 4).replace(/^\$2b\$/, '$2a$'),
      bcrypt.hashSync(password, 4).replace(/^\$2b\$/, '$2y$'),
      scrypt(password, 14),
      scrypt(password, 10, 16, 2, 64),
    ];
    for (const hash of hashes) {
      expect(checkImportedPasswordHash(hash), hash).toBe(hash);
      expect(await verifyPassword(hash, password), hash).toBe(true);
      expect(await verifyPassword(hash, `${password}!`), hash).toBe(false);
    }
    expect(hashes.map(passwordNeedsRehash)).toEqual([false, true, true, true, true, true, true, true]);
    expect(hashes.map(passwordHashFormat)).toEqual(['argon2', 'argon2', 'argon2', 'bcrypt', 'bcrypt', 'bcrypt', 'scrypt', 'scrypt']);
  });

  it('refuses what sign-in could not check, and scrypt costs beyond the bounds', () => {
    for (const hash of [
      '5f4dcc3b5aa765d61d8327deb882cf99',
      '$1$saltsalt$hash',
      '$2b$03$' + 'a'.repeat(53),
      '$scrypt$ln=18,r=8,p=1$c2FsdHNhbHQ=$' + Buffer.alloc(32).toString('base64'),
      '$scrypt$ln=14,r=64,p=1$c2FsdHNhbHQ=$' + Buffer.alloc(32).toString('base64'),
      '$scrypt$ln=14,r=8,p=1$c2FsdA==$' + Buffer.alloc(32).toString('base64'),
      '$scrypt$ln=14,r=8,p=1$c2FsdHNhbHQ=$' + Buffer.alloc(8).toString('base64'),
      '',
    ]) {
      expect(() => checkImportedPasswordHash(hash), hash).toThrow(/passwordHash must be/);
      expect(passwordHashFormat(hash)).toBeUndefined();
    }
  });
});

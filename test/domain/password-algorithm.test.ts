// The algorithm name `includePasswordHash` answers beside a stored hash, for every format
// Tessera stores: its own Argon2id and the formats imported as they were.
import { scryptSync } from 'node:crypto';
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { passwordAlgorithmName, verifyPassword } from '../../src/domain/directory/passwords.js';

describe('passwordAlgorithmName', () => {
  it('names each stored format as the compatible API does', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const scrypt = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64')}$${scryptSync('pw-123456', salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64')}`;
    expect(await verifyPassword(scrypt, 'pw-123456')).toBe(true);
    const cases: Array<[string, string]> = [
      [await argon2.hash('pw-123456', { type: argon2.argon2id }), 'Argon2id'],
      [await argon2.hash('pw-123456', { type: argon2.argon2i }), 'Argon2i'],
      [await argon2.hash('pw-123456', { type: argon2.argon2d }), 'Argon2d'],
      [bcrypt.hashSync('pw-123456', 4), 'Bcrypt'],
      [scrypt, 'Scrypt'],
    ];
    for (const [hash, name] of cases) expect(passwordAlgorithmName(hash)).toBe(name);
    expect(passwordAlgorithmName(null)).toBeNull();
    expect(passwordAlgorithmName('not-a-hash')).toBeNull();
  });
});

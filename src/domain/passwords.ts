// Argon2id (OWASP's first choice) through the maintained `argon2` binding.
import argon2 from 'argon2';
import { invalidInput } from './errors.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

export function checkPasswordPolicy(password: string, field = ['password']): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw invalidInput(`password must be at least ${MIN_PASSWORD_LENGTH} characters`, field);
  }
  // Bounded so a huge password cannot turn hashing into a denial of service.
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw invalidInput(`password must be at most ${MAX_PASSWORD_LENGTH} characters`, field);
  }
}

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash || password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

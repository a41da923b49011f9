// Hook signing keys at rest. An HMAC key must be readable to sign, so it cannot be hashed; with
// KEY_ENCRYPTION_KEY configured it is sealed with AES-256-GCM, bound to its hook's id (a sealed
// key copied onto another hook's row does not open). Without it, keys are stored as they are.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';

export function sealKey(key: string, hookId: string, kek: Buffer | undefined): string {
  if (!kek) return key;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(hookId));
  const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function openKey(stored: string, hookId: string, kek: Buffer | undefined): string {
  if (!stored.startsWith(PREFIX)) return stored;
  if (!kek) throw new Error('hook signing keys are sealed: set KEY_ENCRYPTION_KEY');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', kek, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(hookId));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Opens both keys of a hook row. */
export function openKeys<T extends { signingKey: string; previousSigningKey: string | null }>(keys: T, hookId: string, kek: Buffer | undefined): T {
  return {
    ...keys,
    signingKey: openKey(keys.signingKey, hookId, kek),
    previousSigningKey: keys.previousSigningKey === null ? null : openKey(keys.previousSigningKey, hookId, kek),
  };
}

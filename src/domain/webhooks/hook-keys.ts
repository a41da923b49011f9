// Hook signing keys at rest. An HMAC key must be readable to sign, so it cannot be hashed; with
// KEY_ENCRYPTION_KEY configured it is sealed (src/domain/envelope.ts, format `sealed:v1:`), bound
// to its hook's id (a sealed key copied onto another hook's row does not open). Without it, keys
// are stored as they are.
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';

export function sealKey(key: string, hookId: string, kek: KeyEncryptionKey): string {
  return sealSecret(key, kek, 'sealed:v1:', hookId);
}

export function openKey(stored: string, hookId: string, kek: KeyEncryptionKey): string {
  return openSecret(stored, kek, 'sealed:v1:', hookId);
}

/** Opens both keys of a hook row. */
export function openKeys<T extends { signingKey: string; previousSigningKey: string | null }>(keys: T, hookId: string, kek: KeyEncryptionKey): T {
  return {
    ...keys,
    signingKey: openKey(keys.signingKey, hookId, kek),
    previousSigningKey: keys.previousSigningKey === null ? null : openKey(keys.previousSigningKey, hookId, kek),
  };
}

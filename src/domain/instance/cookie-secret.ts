// The key that signs cookies and CSRF tokens when COOKIE_SECRET is not configured: generated once
// and kept in system_settings so every instance shares it, sealed with KEY_ENCRYPTION_KEY when one
// is configured (a copy of the database does not give it).
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { ensureSetting, settingWrittenAt } from '../../db/repositories/settings.js';
import { DomainError } from '../errors.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { newSecret } from '../ids.js';
import { COOKIE_SECRET_SETTING, openCookieSecretValue, sealCookieSecretValue } from './seal-at-rest.js';

/** The shared cookie secret, created by the first instance that asks (throws when a sealed one does not open). */
export async function sharedCookieSecret(db: Db, kek: KeyEncryptionKey): Promise<string> {
  const stored = await ensureSetting(db, COOKIE_SECRET_SETTING, sealCookieSecretValue(newSecret(), kek));
  return openCookieSecretValue(String(stored), kek);
}

/** The cookie key as the key configuration shows it: an id derived from it, never the key. */
export interface CookieKeySummary {
  id: string;
  createdAt: Date;
}

/**
 * The one cookie key in use. Its id is a digest prefix, so an operator can tell keys apart
 * without the answer giving anything that helps forge a cookie. A configured COOKIE_SECRET has
 * no stored row; its time is unknown and answered as the epoch.
 */
export async function cookieKeySummary(db: Db, kek: KeyEncryptionKey, configured: string): Promise<CookieKeySummary> {
  const secret = configured || (await sharedCookieSecret(db, kek));
  const id = createHash('sha256').update(`cookie-key-id:${secret}`).digest('hex').slice(0, 16);
  const createdAt = configured ? new Date(0) : ((await settingWrittenAt(db, COOKIE_SECRET_SETTING)) ?? new Date(0));
  return { id, createdAt };
}

/**
 * Cookie keys are not rotated over the API: every instance reads the key once, so a rotation
 * would sign some sessions with a key others do not know. Rotate by setting COOKIE_SECRET and
 * restarting (docs/compatibility.md).
 */
export function cookieKeysNotRotatable(): DomainError {
  return new DomainError('oidc.cookie_keys_not_rotatable', 'Cookie keys are rotated by setting COOKIE_SECRET and restarting every instance.');
}

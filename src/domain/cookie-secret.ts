// The key that signs cookies and CSRF tokens when COOKIE_SECRET is not configured: generated once
// and kept in system_settings so every instance shares it, sealed with KEY_ENCRYPTION_KEY when one
// is configured (a copy of the database does not give it).
import type { Db } from '../db/database.js';
import { ensureSetting } from '../db/repositories/settings.js';
import type { KeyEncryptionKey } from './envelope.js';
import { newSecret } from './ids.js';
import { COOKIE_SECRET_SETTING, openCookieSecretValue, sealCookieSecretValue } from './seal-at-rest.js';

/** The shared cookie secret, created by the first instance that asks (throws when a sealed one does not open). */
export async function sharedCookieSecret(db: Db, kek: KeyEncryptionKey): Promise<string> {
  const stored = await ensureSetting(db, COOKIE_SECRET_SETTING, sealCookieSecretValue(newSecret(), kek));
  return openCookieSecretValue(String(stored), kek);
}

// Sealing, at start-up, the secrets a deployment stored in clear before it had KEY_ENCRYPTION_KEY:
// signing keys (`enc:v1:`), webhook signing keys (`sealed:v1:`, bound to the hook), TOTP
// secrets (`enc:v2:`, bound to `totp:<user id>`) and the cookie signing key in system_settings
// (`enc:v3:`, bound to `system_settings:cookieSecret`) and enterprise SSO connector secrets in
// sso_connectors.config (`sso:v1:`, bound to the connector and field). Without this pass they would stay in clear until
// rewritten, and a signing key never is.
//
// - Only values without their format's tag are sealed; a sealed value is never opened here, so one
//   that does not open with this key is left as it is (loadKeyStore and the sign-in decide, as
//   before).
// - One transaction per table under an advisory lock: instances starting together take turns,
//   and the later ones find nothing left. Each write is also conditional on the row still holding
//   what was read, so a row changed meanwhile by a running instance (a rotation, a TOTP sign-in)
//   is skipped rather than overwritten; its own write seals it, or the next start does.
// - Batched by id, so a large users table is not read at once.
import type { Db } from '../../db/database.js';
import { listHookKeysWithout, replaceHookKeys } from '../../db/repositories/hooks.js';
import { lockSealingPass } from '../../db/repositories/seal-at-rest.js';
import { getSetting, replaceSetting } from '../../db/repositories/settings.js';
import { listSigningKeysWithout, replaceSigningPrivateKey } from '../../db/repositories/signing-keys.js';
import { listUserMfaWithout, replaceUserMfa } from '../../db/repositories/users.js';
import { listSsoConnectorsAfter, replaceSsoConnectorConfig } from '../../db/repositories/sso-connectors.js';
import { isSealed, openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { sealKey } from '../webhooks/hook-keys.js';
import { sealClearSecrets } from '../federation/sso-connectors.js';
import { rootLogger } from '../../observability/logger.js';

const BATCH = 500;
const TOTP_FIELDS = ['totpSecret', 'pendingTotpSecret'] as const;

/** Per kind: rows found with a secret in clear, and rows this pass sealed (fewer when another writer got there first). */
export interface SealCounts {
  found: number;
  sealed: number;
}

export interface SealReport {
  signingKeys: SealCounts;
  hookKeys: SealCounts;
  totpSecrets: SealCounts;
  cookieSecret: SealCounts;
  ssoSecrets: SealCounts;
}

async function inBatches<T extends { id: string }>(next: (afterId: string) => Promise<T[]>, seal: (rows: T[]) => Promise<number>): Promise<SealCounts> {
  const counts = { found: 0, sealed: 0 };
  let afterId = '';
  for (;;) {
    const rows = await next(afterId);
    if (rows.length === 0) return counts;
    counts.found += rows.length;
    counts.sealed += await seal(rows);
    afterId = rows[rows.length - 1]!.id;
  }
}

async function sealSigningKeys(db: Db, kek: Buffer): Promise<SealCounts> {
  return db.transaction().execute(async (trx) => {
    await lockSealingPass(trx);
    return inBatches(
      (afterId) => listSigningKeysWithout(trx, 'enc:v1:', afterId, BATCH),
      async (rows) => {
        let sealed = 0;
        for (const row of rows) {
          if (await replaceSigningPrivateKey(trx, row.id, row.privateKey, sealSecret(row.privateKey, kek, 'enc:v1:'))) sealed += 1;
        }
        return sealed;
      },
    );
  });
}

async function sealHookKeys(db: Db, kek: Buffer): Promise<SealCounts> {
  const seal = (key: string, hookId: string) => (isSealed(key, 'sealed:v1:') ? key : sealKey(key, hookId, kek));
  return db.transaction().execute(async (trx) => {
    await lockSealingPass(trx);
    return inBatches(
      (afterId) => listHookKeysWithout(trx, 'sealed:v1:', afterId, BATCH),
      (rows) =>
        replaceHookKeys(
          trx,
          rows.map((row) => ({
            id: row.id,
            from: { signingKey: row.signingKey, previousSigningKey: row.previousSigningKey },
            to: {
              signingKey: seal(row.signingKey, row.id),
              previousSigningKey: row.previousSigningKey === null ? null : seal(row.previousSigningKey, row.id),
            },
          })),
        ),
    );
  });
}

async function sealTotpSecrets(db: Db, kek: Buffer): Promise<SealCounts> {
  return db.transaction().execute(async (trx) => {
    await lockSealingPass(trx);
    return inBatches(
      (afterId) => listUserMfaWithout(trx, TOTP_FIELDS, 'enc:v2:', afterId, BATCH),
      (rows) =>
        replaceUserMfa(
          trx,
          rows.map((row) => {
            const to = { ...row.mfa };
            for (const field of TOTP_FIELDS) {
              const value = to[field];
              if (typeof value === 'string' && !isSealed(value, 'enc:v2:')) to[field] = sealSecret(value, kek, 'enc:v2:', `totp:${row.id}`);
            }
            return { id: row.id, from: row.mfa, to };
          }),
        ),
    );
  });
}

/** The system_settings key of the cookie signing key (src/oidc/cookies.ts), and what its sealed value is bound to. */
export const COOKIE_SECRET_SETTING = 'cookieSecret';
const COOKIE_SECRET_BINDING = `system_settings:${COOKIE_SECRET_SETTING}`;

/** The stored form of a cookie key: sealed under the key-encryption key, when there is one. */
export const sealCookieSecretValue = (secret: string, kek: KeyEncryptionKey): string => sealSecret(secret, kek, 'enc:v3:', COOKIE_SECRET_BINDING);

/** The clear cookie key from its stored form (a value in clear is returned as it is). */
export const openCookieSecretValue = (stored: string, kek: KeyEncryptionKey): string => openSecret(stored, kek, 'enc:v3:', COOKIE_SECRET_BINDING);

async function sealCookieSecret(db: Db, kek: Buffer): Promise<SealCounts> {
  return db.transaction().execute(async (trx) => {
    await lockSealingPass(trx);
    const stored = await getSetting<unknown>(trx, COOKIE_SECRET_SETTING);
    if (typeof stored !== 'string' || isSealed(stored, 'enc:v3:')) return { found: 0, sealed: 0 };
    const sealed = await replaceSetting(trx, COOKIE_SECRET_SETTING, stored, sealCookieSecretValue(stored, kek));
    return { found: 1, sealed: sealed ? 1 : 0 };
  });
}

async function sealSsoSecrets(db: Db, kek: Buffer): Promise<SealCounts> {
  return db.transaction().execute(async (trx) => {
    await lockSealingPass(trx);
    // Connectors are few and the secret is inside a JSON config: each batch is read whole and
    // only those with a secret in clear are counted and rewritten.
    const counts = { found: 0, sealed: 0 };
    let afterId = '';
    for (;;) {
      const rows = await listSsoConnectorsAfter(trx, afterId, BATCH);
      if (rows.length === 0) return counts;
      for (const row of rows) {
        const to = sealClearSecrets(row, kek);
        if (!to) continue;
        counts.found += 1;
        if (await replaceSsoConnectorConfig(trx, row.id, row.config, to)) counts.sealed += 1;
      }
      afterId = rows[rows.length - 1]!.id;
    }
  });
}

/**
 * Seals every secret still stored in clear, when a key is configured (otherwise does nothing and
 * returns undefined). Logs one line per kind that had secrets in clear, with counts, never a value.
 */
export async function sealSecretsAtRest(
  db: Db,
  kek: KeyEncryptionKey,
  log: (line: string) => void = (line) => rootLogger().info(line),
): Promise<SealReport | undefined> {
  if (!kek) return undefined;
  const report: SealReport = {
    signingKeys: await sealSigningKeys(db, kek),
    hookKeys: await sealHookKeys(db, kek),
    totpSecrets: await sealTotpSecrets(db, kek),
    cookieSecret: await sealCookieSecret(db, kek),
    ssoSecrets: await sealSsoSecrets(db, kek),
  };
  const skipped = (c: SealCounts) => (c.found > c.sealed ? `; ${c.found - c.sealed} changed meanwhile, left to their writer` : '');
  // Quiet on the usual start, where everything is sealed already.
  if (report.signingKeys.found) log(`seal at rest: OIDC signing keys: ${report.signingKeys.sealed} sealed${skipped(report.signingKeys)}`);
  if (report.hookKeys.found) log(`seal at rest: webhook signing keys: sealed on ${report.hookKeys.sealed} hooks${skipped(report.hookKeys)}`);
  if (report.totpSecrets.found) log(`seal at rest: TOTP secrets: sealed for ${report.totpSecrets.sealed} users${skipped(report.totpSecrets)}`);
  if (report.cookieSecret.found) log(`seal at rest: cookie signing key: ${report.cookieSecret.sealed} sealed${skipped(report.cookieSecret)}`);
  if (report.ssoSecrets.found) log(`seal at rest: SSO connector secrets: sealed on ${report.ssoSecrets.sealed} connectors${skipped(report.ssoSecrets)}`);
  return report;
}

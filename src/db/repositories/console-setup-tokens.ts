// The console's one-time first-administrator link, kept only as a SHA-256 digest with an expiry.
import type { Db } from '../database.js';

/** When the live (unexpired) link, if any, was issued and until when it works. */
export async function findLiveSetupToken(db: Db, now: Date): Promise<{ createdAt: Date; expiresAt: Date } | undefined> {
  const row = await db
    .selectFrom('console_setup_tokens')
    .select(['created_at', 'expires_at'])
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row && { createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };
}

/** Replaces whatever link existed: only the newest issued link works. */
export async function replaceSetupToken(db: Db, digest: Buffer, expiresAt: Date): Promise<void> {
  await db.deleteFrom('console_setup_tokens').execute();
  await db.insertInto('console_setup_tokens').values({ digest, expires_at: expiresAt }).execute();
}

/** Whether a live (unexpired) link has this digest. */
export async function setupTokenLive(db: Db, digest: Buffer, now: Date): Promise<boolean> {
  const row = await db.selectFrom('console_setup_tokens').select('digest').where('digest', '=', digest).where('expires_at', '>', now).executeTakeFirst();
  return Boolean(row);
}

/**
 * Uses the link up: true for the one caller whose delete removed the live row. A concurrent
 * caller's delete waits on the row lock and then finds nothing, so two posts cannot both succeed.
 */
export async function consumeSetupToken(db: Db, digest: Buffer, now: Date): Promise<boolean> {
  const result = await db.deleteFrom('console_setup_tokens').where('digest', '=', digest).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Once an administrator exists, no link is needed. */
export async function clearSetupTokens(db: Db): Promise<void> {
  await db.deleteFrom('console_setup_tokens').execute();
}

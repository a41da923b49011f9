// What a user proved (migration 20261124_0103): one row per verified email or phone value.
import type { Db } from '../database.js';

/** The stored form: emails in lower case, phones as digits without '+'. */
export function canonicalIdentifier(type: 'email' | 'phone', value: string): string {
  return type === 'email' ? value.trim().toLowerCase() : value.replace(/[\s()+-]/g, '');
}

export async function recordVerifiedIdentifier(db: Db, userId: string, type: 'email' | 'phone', value: string): Promise<void> {
  await db
    .insertInto('user_verified_identifiers')
    .values({ user_id: userId, type, value: canonicalIdentifier(type, value) })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'value']).doNothing())
    .execute();
}

/** The value is no longer taken as verified for this user (an administrator says so). */
export async function forgetVerifiedIdentifier(db: Db, userId: string, type: 'email' | 'phone', value: string): Promise<void> {
  await db
    .deleteFrom('user_verified_identifiers')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('value', '=', canonicalIdentifier(type, value))
    .execute();
}

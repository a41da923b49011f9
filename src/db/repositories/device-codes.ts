// Device authorization requests (RFC 8628), by the SHA-256 digests of their device code and user
// code. Expiry is judged against the time the caller passes (the rules' clock), not the database's.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export type DeviceCodeStatus = 'pending' | 'approved' | 'denied' | 'consumed';

export interface StoredDeviceCode {
  id: string;
  clientId: string;
  scope: string;
  resources: string[];
  status: DeviceCodeStatus;
  userId: string | null;
  grantId: string | null;
  intervalSeconds: number;
  lastPolledAt: Date | null;
  expiresAt: Date;
}

export interface NewDeviceCode {
  id: string;
  deviceCodeDigest: Buffer;
  userCodeDigest: Buffer;
  clientId: string;
  scope: string;
  resources: string[];
  intervalSeconds: number;
  expiresAt: Date;
}

/** False when the user code's digest is taken (a collision: the caller draws another). */
export async function insertDeviceCode(db: Db, row: NewDeviceCode): Promise<boolean> {
  const inserted = await db
    .insertInto('device_codes')
    .values({
      id: row.id,
      device_code_digest: row.deviceCodeDigest,
      user_code_digest: row.userCodeDigest,
      client_id: row.clientId,
      scope: row.scope,
      resources: JSON.stringify(row.resources),
      interval_seconds: row.intervalSeconds,
      expires_at: row.expiresAt,
    })
    .onConflict((oc) => oc.column('user_code_digest').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const COLUMNS = ['id', 'client_id', 'scope', 'resources', 'status', 'user_id', 'grant_id', 'interval_seconds', 'last_polled_at', 'expires_at'] as const;

type Row = {
  id: string;
  client_id: string;
  scope: string;
  resources: string[];
  status: DeviceCodeStatus;
  user_id: string | null;
  grant_id: string | null;
  interval_seconds: number;
  last_polled_at: Date | null;
  expires_at: Date;
};

const toStored = (row: Row): StoredDeviceCode => ({
  id: row.id,
  clientId: row.client_id,
  scope: row.scope,
  resources: row.resources,
  status: row.status,
  userId: row.user_id,
  grantId: row.grant_id,
  intervalSeconds: row.interval_seconds,
  lastPolledAt: row.last_polled_at,
  expiresAt: row.expires_at,
});

export async function findDeviceCodeByDeviceDigest(db: Db, digest: Buffer): Promise<StoredDeviceCode | undefined> {
  const row = await db.selectFrom('device_codes').select(COLUMNS).where('device_code_digest', '=', digest).executeTakeFirst();
  return row && toStored(row);
}

export async function findDeviceCodeByUserDigest(db: Db, digest: Buffer): Promise<StoredDeviceCode | undefined> {
  const row = await db.selectFrom('device_codes').select(COLUMNS).where('user_code_digest', '=', digest).executeTakeFirst();
  return row && toStored(row);
}

/** Records a poll of the device: when it asked, and the interval it must keep from now on. */
export async function recordDevicePoll(db: Db, id: string, at: Date, intervalSeconds: number): Promise<void> {
  await db.updateTable('device_codes').set({ last_polled_at: at, interval_seconds: intervalSeconds }).where('id', '=', id).execute();
}

/**
 * Settles a pending request (approved with its user and grant, or denied), when it is still
 * pending and unexpired at `now`: of two concurrent decisions, one wins.
 */
export async function settleDeviceCode(
  db: Db,
  id: string,
  now: Date,
  decision: { status: 'approved'; userId: string; grantId: string } | { status: 'denied' },
): Promise<boolean> {
  const row = await db
    .updateTable('device_codes')
    .set(decision.status === 'approved' ? { status: 'approved', user_id: decision.userId, grant_id: decision.grantId } : { status: 'denied' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks an approved request redeemed, atomically: of two concurrent redemptions only one gets true. */
export async function consumeDeviceCode(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('device_codes')
    .set({ status: 'consumed' })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Housekeeping: a request an hour past its expiry can no longer be told apart from an unknown one usefully. */
export async function purgeExpiredDeviceCodes(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('device_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

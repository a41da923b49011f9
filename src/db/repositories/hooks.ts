// Hooks: who subscribes to which events, where to send them, and the keys that sign them.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { HooksTable } from '../tables-hooks.js';
import type { PageRequest } from '../list-query.js';
import { paginate, toPage } from './pagination.js';
import { containsPattern, startsWithPattern } from '../like-patterns.js';

/** A hook as the Management API shows it: never its signing keys. */
export interface Hook {
  id: string;
  name: string;
  events: string[];
  config: { url: string; headers: Record<string, string> };
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The keys that sign a hook's deliveries: the current one, and the rotated-out one while in grace. */
export interface HookKeys {
  signingKey: string;
  previousSigningKey: string | null;
  previousKeyExpiresAt: Date | null;
}

const hookColumns = ['hooks.id', 'hooks.name', 'hooks.events', 'hooks.url', 'hooks.headers', 'hooks.enabled', 'hooks.created_at', 'hooks.updated_at'] as const;

type HookRow = {
  id: string;
  name: string;
  events: string[];
  url: string;
  headers: Record<string, string>;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
};

function toHook(r: HookRow): Hook {
  return {
    id: r.id,
    name: r.name,
    events: r.events,
    config: { url: r.url, headers: r.headers },
    enabled: r.enabled,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface HookWrite {
  name?: string;
  events?: string[];
  url?: string;
  headers?: Record<string, string>;
  enabled?: boolean;
}

function toColumns(fields: HookWrite): Updateable<HooksTable> {
  const out: Updateable<HooksTable> = {};
  if (fields.name !== undefined) out.name = fields.name;
  if (fields.events !== undefined) out.events = JSON.stringify(fields.events);
  if (fields.url !== undefined) out.url = fields.url;
  if (fields.headers !== undefined) out.headers = JSON.stringify(fields.headers);
  if (fields.enabled !== undefined) out.enabled = fields.enabled;
  return out;
}

export async function insertHook(db: Db, id: string, signingKey: string, fields: Required<HookWrite>): Promise<Hook> {
  const row = await db
    .insertInto('hooks')
    .values({ ...toColumns(fields), id, signing_key: signingKey, name: fields.name, url: fields.url })
    .returning(hookColumns)
    .executeTakeFirstOrThrow();
  return toHook(row);
}

export async function findHookById(db: Db, id: string): Promise<Hook | undefined> {
  const row = await db.selectFrom('hooks').select(hookColumns).where('id', '=', id).executeTakeFirst();
  return row && toHook(row);
}

export async function findHooksByIds(db: Db, ids: readonly string[]): Promise<Array<Hook & HookKeys>> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('hooks')
    .select(hookColumns)
    .select(['hooks.signing_key', 'hooks.previous_signing_key', 'hooks.previous_key_expires_at'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    ...toHook(r),
    signingKey: r.signing_key,
    previousSigningKey: r.previous_signing_key,
    previousKeyExpiresAt: r.previous_key_expires_at,
  }));
}

export async function findHookKeys(db: Db, id: string): Promise<HookKeys | undefined> {
  const row = await db.selectFrom('hooks').select(['signing_key', 'previous_signing_key', 'previous_key_expires_at']).where('id', '=', id).executeTakeFirst();
  return row && { signingKey: row.signing_key, previousSigningKey: row.previous_signing_key, previousKeyExpiresAt: row.previous_key_expires_at };
}

export async function listHooks(db: Db, page: PageRequest, search?: string) {
  let base = db.selectFrom('hooks');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) => eb.or([eb('hooks.id', 'ilike', pattern), eb('hooks.name', 'ilike', pattern), eb('hooks.url', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    paginate(base.select(hookColumns), 'hooks', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toHook), page, Number(count.n));
}

export async function updateHookRow(db: Db, id: string, fields: HookWrite): Promise<Hook | undefined> {
  const row = await db
    .updateTable('hooks')
    .set({ ...toColumns(fields), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(hookColumns)
    .executeTakeFirst();
  return row && toHook(row);
}

export async function deleteHookRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('hooks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The current key becomes the previous one (signing until `graceUntil`); `signingKey` takes its place. */
export async function rotateHookKey(db: Db, id: string, signingKey: string, graceUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('hooks')
    .set({
      previous_signing_key: sql`signing_key`,
      previous_key_expires_at: graceUntil,
      signing_key: signingKey,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Enabled hooks subscribed to an event. */
export async function subscribedHookIds(db: Db, event: string): Promise<string[]> {
  const rows = await db
    .selectFrom('hooks')
    .select('id')
    .where('enabled', '=', true)
    .where(sql<boolean>`events @> ${JSON.stringify([event])}::jsonb`)
    .execute();
  return rows.map((r) => r.id);
}

/** A receiver answered 410 Gone: stop sending until someone enables the hook again. */
export async function disableHook(db: Db, id: string): Promise<void> {
  await db
    .updateTable('hooks')
    .set({ enabled: false, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * A page of hooks, in id order after `afterId`, with a signing key (current or previous) that does
 * not start with `prefix`: the keys still stored in clear when `prefix` is the sealed format's.
 */
export async function listHookKeysWithout(
  db: Db,
  prefix: string,
  afterId: string,
  limit: number,
): Promise<Array<{ id: string; signingKey: string; previousSigningKey: string | null }>> {
  const pattern = startsWithPattern(prefix);
  const rows = await db
    .selectFrom('hooks')
    .select(['id', 'signing_key', 'previous_signing_key'])
    .where((eb) => eb.or([eb('signing_key', 'not like', pattern), eb('previous_signing_key', 'not like', pattern)]))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, signingKey: r.signing_key, previousSigningKey: r.previous_signing_key }));
}

/**
 * Replaces both keys of several hooks in one statement, each row only while it still holds the
 * keys it was read with (`from`): a row changed meanwhile (a rotation, another instance's pass) is
 * left as it is. Returns how many rows were replaced.
 */
export async function replaceHookKeys(
  db: Db,
  changes: ReadonlyArray<{
    id: string;
    from: { signingKey: string; previousSigningKey: string | null };
    to: { signingKey: string; previousSigningKey: string | null };
  }>,
): Promise<number> {
  if (changes.length === 0) return 0;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}, ${c.from.signingKey}, ${c.from.previousSigningKey}::text, ${c.to.signingKey}, ${c.to.previousSigningKey}::text)`),
  );
  const result = await sql`
    update hooks as h set signing_key = v.to_current, previous_signing_key = v.to_previous
    from (values ${values}) as v(id, from_current, from_previous, to_current, to_previous)
    where h.id = v.id and h.signing_key = v.from_current and h.previous_signing_key is not distinct from v.from_previous`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

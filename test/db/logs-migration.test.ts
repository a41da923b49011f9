// Migration 20261127_1601: the token exchange trail moves into the audit log. Its existing rows
// are copied (as ExchangeTokenBy.TokenExchange entries), the table becomes a view of the log
// that reads them back exactly, and going down restores the table with its rows.
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

const LOGS = '20261127_1601_logs';
const before = Object.keys(migrations).filter((name) => name < LOGS);

let database: TestDatabase;
let opened: Awaited<ReturnType<typeof openDatabase>>;
let db: Kysely<any>;
const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, pgliteTemplate: database.pgliteTemplate });
  db = opened.db;
  const { error } = await migrator().migrateTo(before[before.length - 1]!);
  if (error) throw error;
});
afterAll(async () => {
  await opened?.close();
  await database?.drop();
});

const rows = [
  {
    id: 'granted-1',
    application_id: 'app-1',
    user_id: 'user-1',
    resource: 'https://b.example.com',
    organization_id: 'org-1',
    requested_scopes: JSON.stringify(['read', 'write']),
    granted_scopes: JSON.stringify(['read']),
    actor_subject: 'svc',
    result: 'granted',
    error: null,
    error_description: null,
    issued_jti: 'jti-1',
    ip: '10.0.0.1',
    user_agent: 'agent "quoted"',
    created_at: new Date('2026-11-01T00:00:00.000Z'),
  },
  {
    id: 'refused-1',
    application_id: 'app-2',
    user_id: null,
    resource: null,
    organization_id: null,
    requested_scopes: JSON.stringify([]),
    granted_scopes: null,
    actor_subject: null,
    result: 'refused',
    error: 'invalid_grant',
    error_description: 'subject_token has expired',
    issued_jti: null,
    ip: null,
    user_agent: null,
    created_at: new Date('2026-11-02T00:00:00.000Z'),
  },
];

const trail = () => db.selectFrom('token_exchange_events').selectAll().orderBy('created_at').execute();

describe('the token exchange trail moving into the audit log', () => {
  it('copies every row into logs and answers them unchanged through the view; down restores the table', async () => {
    await db.insertInto('token_exchange_events').values(rows).execute();
    const original = await trail();

    const { error } = await migrator().migrateTo(LOGS);
    expect(error).toBeUndefined();
    const logs = await db.selectFrom('logs').selectAll().orderBy('created_at').execute();
    expect(logs.map((l) => [l.id, l.key, l.result, l.user_id, l.application_id, l.error])).toEqual([
      ['granted-1', 'ExchangeTokenBy.TokenExchange', 'Success', 'user-1', 'app-1', null],
      ['refused-1', 'ExchangeTokenBy.TokenExchange', 'Error', null, 'app-2', 'invalid_grant'],
    ]);
    expect(logs[0]!.payload).toMatchObject({
      resource: 'https://b.example.com',
      requestedScopes: ['read', 'write'],
      grantedScopes: ['read'],
      issuedJti: 'jti-1',
    });
    expect(await trail()).toEqual(original);
    // A view: nothing else is written to it, and only exchange entries show in it.
    await db.insertInto('logs').values({ id: 'other', key: 'ManagementApi.createUser', result: 'Success', payload: '{}' }).execute();
    expect((await trail()).map((r) => r.id)).toEqual(['granted-1', 'refused-1']);
    const kind = await sql<{ table_type: string }>`select table_type from information_schema.tables where table_name = 'token_exchange_events'`.execute(db);
    expect(kind.rows[0]?.table_type).toBe('VIEW');

    const down = await migrator().migrateTo(before[before.length - 1]!);
    expect(down.error).toBeUndefined();
    expect(await trail()).toEqual(original);
  });
});

// Enterprise SSO connectors: a company's identity provider, its settings and the email domains it serves.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { SsoConnectorsTable } from '../tables-sso.js';
import type { PageRequest } from '../list-query.js';
import { paginate, toPage } from './pagination.js';

export type SsoProviderName = 'SAML' | 'OIDC';

/** A connector row as stored: `config` still holds sealed secrets (the domain opens or hides them). */
export interface SsoConnectorRecord {
  id: string;
  providerName: SsoProviderName;
  connectorName: string;
  config: Record<string, unknown>;
  domains: string[];
  branding: Record<string, unknown>;
  syncProfile: boolean;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const ssoConnectorColumns = [
  'sso_connectors.id',
  'sso_connectors.provider_name',
  'sso_connectors.connector_name',
  'sso_connectors.config',
  'sso_connectors.domains',
  'sso_connectors.branding',
  'sso_connectors.sync_profile',
  'sso_connectors.enabled',
  'sso_connectors.created_at',
  'sso_connectors.updated_at',
] as const;
const columns = ssoConnectorColumns;

type Row = {
  id: string;
  provider_name: SsoProviderName;
  connector_name: string;
  config: Record<string, unknown>;
  domains: string[];
  branding: Record<string, unknown>;
  sync_profile: boolean;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
};

export function toRecord(r: Row): SsoConnectorRecord {
  return {
    id: r.id,
    providerName: r.provider_name,
    connectorName: r.connector_name,
    config: r.config,
    domains: r.domains,
    branding: r.branding,
    syncProfile: r.sync_profile,
    enabled: r.enabled,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface SsoConnectorWrite {
  connectorName?: string;
  config?: Record<string, unknown>;
  domains?: string[];
  branding?: Record<string, unknown>;
  syncProfile?: boolean;
  enabled?: boolean;
}

function toColumns(fields: SsoConnectorWrite): Updateable<SsoConnectorsTable> {
  const out: Updateable<SsoConnectorsTable> = {};
  if (fields.connectorName !== undefined) out.connector_name = fields.connectorName;
  if (fields.config !== undefined) out.config = JSON.stringify(fields.config);
  if (fields.domains !== undefined) out.domains = fields.domains;
  if (fields.branding !== undefined) out.branding = JSON.stringify(fields.branding);
  if (fields.syncProfile !== undefined) out.sync_profile = fields.syncProfile;
  if (fields.enabled !== undefined) out.enabled = fields.enabled;
  return out;
}

export async function insertSsoConnector(db: Db, id: string, providerName: SsoProviderName, fields: Required<SsoConnectorWrite>): Promise<SsoConnectorRecord> {
  const row = await db
    .insertInto('sso_connectors')
    .values({ ...toColumns(fields), id, provider_name: providerName, connector_name: fields.connectorName })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function findSsoConnectorById(db: Db, id: string): Promise<SsoConnectorRecord | undefined> {
  const row = await db.selectFrom('sso_connectors').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findSsoConnectorsByIds(db: Db, ids: readonly string[]): Promise<SsoConnectorRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('sso_connectors').select(columns).where('id', 'in', ids).execute();
  return rows.map(toRecord);
}

/** A batch of connectors by id after `afterId` (the start-up pass that seals secrets stored in clear). */
export async function listSsoConnectorsAfter(db: Db, afterId: string, limit: number): Promise<SsoConnectorRecord[]> {
  const rows = await db.selectFrom('sso_connectors').select(columns).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map(toRecord);
}

/** Replaces a connector's config only if it still holds `from`: false when it changed meanwhile. */
export async function replaceSsoConnectorConfig(db: Db, id: string, from: Record<string, unknown>, to: Record<string, unknown>): Promise<boolean> {
  const done = await db
    .updateTable('sso_connectors')
    .set({ config: JSON.stringify(to) })
    .where('id', '=', id)
    .where(sql<boolean>`config = ${JSON.stringify(from)}::jsonb`)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export async function anySsoConnector(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('sso_connectors').select('id').limit(1).executeTakeFirst());
}

export async function listSsoConnectors(db: Db, page: PageRequest) {
  const [rows, count] = await Promise.all([
    paginate(db.selectFrom('sso_connectors').select(columns), 'sso_connectors', page).execute(),
    db
      .selectFrom('sso_connectors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRecord), page, Number(count.n));
}

/** Connectors serving an email domain (lower case), oldest first. */
export async function findSsoConnectorsByDomain(db: Db, domain: string): Promise<SsoConnectorRecord[]> {
  const rows = await db
    .selectFrom('sso_connectors')
    .select(columns)
    .where(sql<boolean>`sso_connectors.domains @> array[${domain}]::text[]`)
    .orderBy('created_at')
    .execute();
  return rows.map(toRecord);
}

export async function updateSsoConnectorRow(db: Db, id: string, fields: SsoConnectorWrite): Promise<SsoConnectorRecord | undefined> {
  const row = await db
    .updateTable('sso_connectors')
    .set({ ...toColumns(fields), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deleteSsoConnectorRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sso_connectors').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Connectors with this name (at most two: enough to tell a unique one), for an import that refers to one by name. */
export async function findSsoConnectorsByName(db: Db, connectorName: string): Promise<SsoConnectorRecord[]> {
  const rows = await db.selectFrom('sso_connectors').select(columns).where('connector_name', '=', connectorName).limit(2).execute();
  return rows.map(toRecord);
}

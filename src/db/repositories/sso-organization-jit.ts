// SSO just-in-time provisioning rules: which organizations a connector's users join on sign-in.
import type { Db } from '../database.js';
import { ssoConnectorColumns, toRecord, type SsoConnectorRecord } from './sso-connectors.js';

/** The connectors an organization lists, by name (there are a handful, not pages of them). */
export async function jitSsoConnectors(db: Db, organizationId: string): Promise<SsoConnectorRecord[]> {
  const rows = await db
    .selectFrom('organization_jit_sso_connectors as j')
    .innerJoin('sso_connectors', 'sso_connectors.id', 'j.sso_connector_id')
    .select(ssoConnectorColumns)
    .where('j.organization_id', '=', organizationId)
    .orderBy('sso_connectors.connector_name')
    .execute();
  return rows.map(toRecord);
}

export async function insertJitSsoConnectors(db: Db, organizationId: string, connectorIds: readonly string[]): Promise<void> {
  if (connectorIds.length === 0) return;
  await db
    .insertInto('organization_jit_sso_connectors')
    .values(connectorIds.map((id) => ({ organization_id: organizationId, sso_connector_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteJitSsoConnectorsExcept(db: Db, organizationId: string, keep: readonly string[]): Promise<void> {
  let q = db.deleteFrom('organization_jit_sso_connectors').where('organization_id', '=', organizationId);
  if (keep.length) q = q.where('sso_connector_id', 'not in', keep);
  await q.execute();
}

export async function deleteJitSsoConnector(db: Db, organizationId: string, connectorId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('organization_jit_sso_connectors')
    .where('organization_id', '=', organizationId)
    .where('sso_connector_id', '=', connectorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The organizations whose users-by-SSO rule names this connector, oldest rule first. */
export async function organizationIdsBySsoConnector(db: Db, connectorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('organization_jit_sso_connectors')
    .select('organization_id')
    .where('sso_connector_id', '=', connectorId)
    .orderBy('created_at')
    .orderBy('organization_id')
    .execute();
  return rows.map((r) => r.organization_id);
}

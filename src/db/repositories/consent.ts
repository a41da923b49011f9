// Third-party applications and user consent (migration 20261128_0401): which applications are
// third-party, what each may ask a user for, and what each user allowed.
import { sql } from 'kysely';
import { cachedRead } from '../cache/index.js';
import type { Db } from '../database.js';

/**
 * Whether an application is third-party. Read on every token exchange, so it goes through the
 * directory cache: the flag is set when the application is created and never changed, and deleting
 * the application drops its entries (the applications table notifies).
 */
export function isThirdPartyApplication(db: Db, applicationId: string): Promise<boolean> {
  return cachedRead(db, 'applications', applicationId, 'third-party', async () => {
    const row = await db.selectFrom('third_party_applications').select('application_id').where('application_id', '=', applicationId).executeTakeFirst();
    return row !== undefined;
  });
}

/** Which of these applications are third-party. */
export async function thirdPartyApplicationIds(db: Db, applicationIds: readonly string[]): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db.selectFrom('third_party_applications').select('application_id').where('application_id', 'in', applicationIds).execute();
  return new Set(rows.map((r) => r.application_id));
}

export async function markThirdPartyApplication(db: Db, applicationId: string): Promise<void> {
  await db
    .insertInto('third_party_applications')
    .values({ application_id: applicationId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface ConsentScopeDetail {
  id: string;
  name: string;
  description: string | null;
}

export interface ResourceConsentScope extends ConsentScopeDetail {
  resourceId: string;
  resourceName: string;
  resourceIndicator: string;
}

export interface StoredConsentScopes {
  userScopes: string[];
  resourceScopes: ResourceConsentScope[];
  organizationScopes: ConsentScopeDetail[];
}

/** What the application may ask a user for, oldest assignment first. */
export async function findConsentScopes(db: Db, applicationId: string): Promise<StoredConsentScopes> {
  const [users, resources, organizations] = await Promise.all([
    db
      .selectFrom('application_consent_scopes')
      .select('user_scope')
      .where('application_id', '=', applicationId)
      .where('user_scope', 'is not', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('application_consent_scopes as c')
      .innerJoin('scopes as s', 's.id', 'c.resource_scope_id')
      .innerJoin('resources as r', 'r.id', 's.resource_id')
      .select(['s.id', 's.name', 's.description', 'r.id as resource_id', 'r.name as resource_name', 'r.indicator'])
      .where('c.application_id', '=', applicationId)
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('application_consent_scopes as c')
      .innerJoin('organization_scopes as s', 's.id', 'c.organization_scope_id')
      .select(['s.id', 's.name', 's.description'])
      .where('c.application_id', '=', applicationId)
      .orderBy('c.id')
      .execute(),
  ]);
  return {
    userScopes: users.map((r) => r.user_scope!),
    resourceScopes: resources.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      resourceId: r.resource_id,
      resourceName: r.resource_name,
      resourceIndicator: r.indicator,
    })),
    organizationScopes: organizations.map((r) => ({ id: r.id, name: r.name, description: r.description })),
  };
}

/** The ids among these that name a table's rows. */
export async function existingScopeIds(db: Db, table: 'scopes' | 'organization_scopes', ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Adds consent scopes; those already assigned stay as they are. */
export async function addConsentScopes(
  db: Db,
  applicationId: string,
  add: { userScopes: string[]; resourceScopeIds: string[]; organizationScopeIds: string[] },
): Promise<void> {
  const rows = [
    ...add.userScopes.map((s) => ({ application_id: applicationId, user_scope: s, resource_scope_id: null, organization_scope_id: null })),
    ...add.resourceScopeIds.map((s) => ({ application_id: applicationId, user_scope: null, resource_scope_id: s, organization_scope_id: null })),
    ...add.organizationScopeIds.map((s) => ({ application_id: applicationId, user_scope: null, resource_scope_id: null, organization_scope_id: s })),
  ];
  for (const row of rows) {
    // One by one: each kind has its own partial unique index, which ON CONFLICT must name.
    await db
      .insertInto('application_consent_scopes')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export type ConsentScopeColumn = 'user_scope' | 'resource_scope_id' | 'organization_scope_id';

/** Removes one consent scope; false when the application did not have it. */
export async function removeConsentScope(db: Db, applicationId: string, column: ConsentScopeColumn, value: string): Promise<boolean> {
  const result = await db.deleteFrom('application_consent_scopes').where('application_id', '=', applicationId).where(column, '=', value).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface StoredConsent {
  userId: string;
  applicationId: string;
  scopes: string[];
  resources: string[];
  grantedAt: Date;
}

export async function findUserConsent(db: Db, userId: string, applicationId: string): Promise<StoredConsent | undefined> {
  const row = await db
    .selectFrom('user_consents')
    .select(['user_id', 'application_id', 'scopes', 'resources', 'granted_at'])
    .where('user_id', '=', userId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return row && { userId: row.user_id, applicationId: row.application_id, scopes: row.scopes, resources: row.resources, grantedAt: row.granted_at };
}

/** Records (or widens) what the user allowed the application. */
export async function upsertUserConsent(db: Db, consent: { userId: string; applicationId: string; scopes: string[]; resources: string[] }): Promise<void> {
  await db
    .insertInto('user_consents')
    .values({
      user_id: consent.userId,
      application_id: consent.applicationId,
      scopes: JSON.stringify(consent.scopes),
      resources: JSON.stringify(consent.resources),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'application_id']).doUpdateSet({
        scopes: JSON.stringify(consent.scopes),
        resources: JSON.stringify(consent.resources),
        granted_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Forgets what the user allowed the application, organizations included; false when nothing was recorded. */
export async function deleteUserConsent(db: Db, userId: string, applicationId: string): Promise<boolean> {
  const result = await db.deleteFrom('user_consents').where('user_id', '=', userId).where('application_id', '=', applicationId).executeTakeFirst();
  await db.deleteFrom('user_consent_organizations').where('user_id', '=', userId).where('application_id', '=', applicationId).execute();
  return Number(result.numDeletedRows) > 0;
}

export async function consentOrganizationIds(db: Db, applicationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_consent_organizations')
    .select('organization_id')
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('organization_id')
    .execute();
  return rows.map((r) => r.organization_id);
}

export async function addConsentOrganizations(db: Db, applicationId: string, userId: string, organizationIds: readonly string[]): Promise<void> {
  if (organizationIds.length === 0) return;
  await db
    .insertInto('user_consent_organizations')
    .values(organizationIds.map((organizationId) => ({ application_id: applicationId, user_id: userId, organization_id: organizationId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function replaceConsentOrganizations(db: Db, applicationId: string, userId: string, organizationIds: readonly string[]): Promise<void> {
  await db.deleteFrom('user_consent_organizations').where('application_id', '=', applicationId).where('user_id', '=', userId).execute();
  await addConsentOrganizations(db, applicationId, userId, organizationIds);
}

export async function removeConsentOrganization(db: Db, applicationId: string, userId: string, organizationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_consent_organizations')
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The organizations among these that the user is a member of. */
export async function memberOrganizationIds(db: Db, userId: string, organizationIds: readonly string[]): Promise<string[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .selectFrom('organization_users')
    .select('organization_id')
    .where('user_id', '=', userId)
    .where('organization_id', 'in', organizationIds)
    .execute();
  return rows.map((r) => r.organization_id);
}

/** The standing (not revoked) grant ids of a user for one client. */
export async function userClientGrantIds(db: Db, userId: string, clientId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('oidc_grants')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

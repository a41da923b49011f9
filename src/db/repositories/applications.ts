import { sql, type Updateable } from 'kysely';
import { cachedRead } from '../cache/index.js';
import type { Db } from '../database.js';
import type { ApplicationsTable } from '../tables.js';
import { paginate, toPage } from './pagination.js';
import { anyColumnContains, fieldSearchCondition, listSearchCondition, notLinked, type ListSearch } from './search.js';
import type { FieldSearch, PageRequest } from '../list-query.js';
import { namedSecretDigests, type NamedSecretDigest } from './application-secrets.js';

export type ApplicationType = 'Native' | 'SPA' | 'Traditional' | 'MachineToMachine';

export interface Application {
  id: string;
  name: string;
  description: string | null;
  type: ApplicationType;
  oidcClientMetadata: {
    redirectUris: string[];
    postLogoutRedirectUris: string[];
    /** The registered token endpoint authentication method; null: the default of the type. */
    tokenEndpointAuthMethod: string | null;
    /** private_key_jwt's public keys, inline (a JWK Set) or by address. */
    jwks: { keys: Record<string, unknown>[] } | null;
    jwksUri: string | null;
    /** RFC 9126 §6: its authorization requests must come through /oidc/par. */
    requirePushedAuthorizationRequests: boolean;
    /** OpenID Connect Back-Channel Logout 1.0: where logout tokens are POSTed, and whether they must carry `sid`. */
    backchannelLogoutUri: string | null;
    backchannelLogoutSessionRequired: boolean;
    /** OpenID Connect Front-Channel Logout 1.0: the page loaded in an iframe at sign-out, and whether with `iss` and `sid`. */
    frontchannelLogoutUri: string | null;
    frontchannelLogoutSessionRequired: boolean;
    /** Token requests only with a DPoP proof (RFC 9449 §5.2's dpop_bound_access_tokens). */
    requireDpop: boolean;
  };
  customClientMetadata: Record<string, unknown>;
  /** Free-form data an administrator keeps on the application. */
  customData: Record<string, unknown>;
  isAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What the token endpoint needs to authenticate a client. */
export interface ApplicationCredentials {
  application: Application;
  /** The legacy (unnamed) secret's digest; null for public clients and once it is deleted. */
  secretDigest: Buffer | null;
  /** The named secrets (POST /applications/:id/secrets), each with its expiry. */
  namedSecrets: NamedSecretDigest[];
}

const columns = [
  'applications.id',
  'applications.name',
  'applications.description',
  'applications.type',
  'applications.redirect_uris',
  'applications.post_logout_redirect_uris',
  'applications.custom_client_metadata',
  'applications.custom_data',
  'applications.token_endpoint_auth_method',
  'applications.jwks',
  'applications.jwks_uri',
  'applications.require_pushed_authorization_requests',
  'applications.backchannel_logout_uri',
  'applications.backchannel_logout_session_required',
  'applications.frontchannel_logout_uri',
  'applications.frontchannel_logout_session_required',
  'applications.require_dpop',
  'applications.is_admin',
  'applications.created_at',
  'applications.updated_at',
] as const;

type Row = {
  id: string;
  name: string;
  description: string | null;
  type: ApplicationType;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  custom_client_metadata: Record<string, unknown>;
  custom_data: Record<string, unknown>;
  token_endpoint_auth_method: string | null;
  jwks: { keys: Record<string, unknown>[] } | null;
  jwks_uri: string | null;
  require_pushed_authorization_requests: boolean;
  backchannel_logout_uri: string | null;
  backchannel_logout_session_required: boolean;
  frontchannel_logout_uri: string | null;
  frontchannel_logout_session_required: boolean;
  require_dpop: boolean;
  is_admin: boolean;
  created_at: Date;
  updated_at: Date;
};

export function toApplication(r: Row): Application {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type,
    oidcClientMetadata: {
      redirectUris: r.redirect_uris,
      postLogoutRedirectUris: r.post_logout_redirect_uris,
      tokenEndpointAuthMethod: r.token_endpoint_auth_method,
      jwks: r.jwks,
      jwksUri: r.jwks_uri,
      requirePushedAuthorizationRequests: r.require_pushed_authorization_requests,
      backchannelLogoutUri: r.backchannel_logout_uri,
      backchannelLogoutSessionRequired: r.backchannel_logout_session_required,
      frontchannelLogoutUri: r.frontchannel_logout_uri,
      frontchannelLogoutSessionRequired: r.frontchannel_logout_session_required,
      requireDpop: r.require_dpop,
    },
    customClientMetadata: r.custom_client_metadata,
    customData: r.custom_data,
    isAdmin: r.is_admin,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findApplicationById(db: Db, id: string): Promise<Application | undefined> {
  const row = await db.selectFrom('applications').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toApplication(row);
}

export async function findApplicationsByIds(db: Db, ids: readonly string[]): Promise<Application[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('applications').select(columns).where('id', 'in', ids).execute();
  return rows.map(toApplication);
}

export async function findApplicationCredentials(db: Db, id: string): Promise<ApplicationCredentials | undefined> {
  const row = await db.selectFrom('applications').select(columns).select('secret_digest').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { application: toApplication(row), secretDigest: row.secret_digest, namedSecrets: await namedSecretDigests(db, id) };
}

/**
 * findApplicationCredentials through the directory cache on the request-serving handle (unknown
 * ids included: a new application's insert invalidates its id). Client authentication and the
 * Management API guard read it on every request.
 */
export function findApplicationCredentialsCached(db: Db, id: string): Promise<ApplicationCredentials | undefined> {
  return cachedRead<ApplicationCredentials | undefined>(db, 'applications', id, '', () => findApplicationCredentials(db, id));
}

export async function findAdminApplication(db: Db): Promise<Application | undefined> {
  const row = await db.selectFrom('applications').select(columns).where('is_admin', '=', true).executeTakeFirst();
  return row && toApplication(row);
}

export interface ApplicationWrite {
  name?: string;
  description?: string | null;
  type?: ApplicationType;
  secretDigest?: Buffer | null;
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  customClientMetadata?: Record<string, unknown>;
  tokenEndpointAuthMethod?: string | null;
  jwks?: { keys: Record<string, unknown>[] } | null;
  jwksUri?: string | null;
  requirePushedAuthorizationRequests?: boolean;
  backchannelLogoutUri?: string | null;
  backchannelLogoutSessionRequired?: boolean;
  frontchannelLogoutUri?: string | null;
  frontchannelLogoutSessionRequired?: boolean;
  requireDpop?: boolean;
  isAdmin?: boolean;
}

function toColumns(w: ApplicationWrite): Updateable<ApplicationsTable> {
  const out: Updateable<ApplicationsTable> = {};
  if (w.name !== undefined) out.name = w.name;
  if (w.description !== undefined) out.description = w.description;
  if (w.type !== undefined) out.type = w.type;
  if (w.secretDigest !== undefined) out.secret_digest = w.secretDigest;
  if (w.redirectUris !== undefined) out.redirect_uris = JSON.stringify(w.redirectUris);
  if (w.postLogoutRedirectUris !== undefined) out.post_logout_redirect_uris = JSON.stringify(w.postLogoutRedirectUris);
  if (w.customClientMetadata !== undefined) out.custom_client_metadata = JSON.stringify(w.customClientMetadata);
  if (w.tokenEndpointAuthMethod !== undefined) out.token_endpoint_auth_method = w.tokenEndpointAuthMethod;
  if (w.jwks !== undefined) out.jwks = w.jwks === null ? null : JSON.stringify(w.jwks);
  if (w.jwksUri !== undefined) out.jwks_uri = w.jwksUri;
  if (w.requirePushedAuthorizationRequests !== undefined) out.require_pushed_authorization_requests = w.requirePushedAuthorizationRequests;
  if (w.backchannelLogoutUri !== undefined) out.backchannel_logout_uri = w.backchannelLogoutUri;
  if (w.backchannelLogoutSessionRequired !== undefined) out.backchannel_logout_session_required = w.backchannelLogoutSessionRequired;
  if (w.frontchannelLogoutUri !== undefined) out.frontchannel_logout_uri = w.frontchannelLogoutUri;
  if (w.frontchannelLogoutSessionRequired !== undefined) out.frontchannel_logout_session_required = w.frontchannelLogoutSessionRequired;
  if (w.requireDpop !== undefined) out.require_dpop = w.requireDpop;
  if (w.isAdmin !== undefined) out.is_admin = w.isAdmin;
  return out;
}

/** A new application needs the columns that have no default. */
export type ApplicationInsert = ApplicationWrite & Required<Pick<ApplicationWrite, 'name' | 'type'>>;

export async function insertApplication(db: Db, id: string, w: ApplicationInsert): Promise<Application> {
  const row = await db
    .insertInto('applications')
    .values({ ...toColumns(w), id, name: w.name, type: w.type })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toApplication(row);
}

export async function updateApplicationRow(db: Db, id: string, w: ApplicationWrite): Promise<Application | undefined> {
  const row = await db
    .updateTable('applications')
    .set({ ...toColumns(w), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row && toApplication(row);
}

/** The compatible API's searchable application fields and their columns. */
export const APPLICATION_SEARCH_COLUMNS = { id: 'applications.id', name: 'applications.name', description: 'applications.description' } as const;

export interface ApplicationFilter {
  type?: ApplicationType | undefined;
  /** Any of these types (an empty list matches none). */
  types?: ApplicationType[] | undefined;
  /** Substring of the id, name or description, case-insensitive. */
  search?: string | undefined;
  /** The compatible API's field search (ANDed with `search`). */
  fieldSearch?: FieldSearch | undefined;
  /** Leave out the applications holding this role. */
  excludeRoleId?: string | undefined;
  /** Leave out the applications that are members of this organization. */
  excludeOrganizationId?: string | undefined;
}

export async function listApplications(db: Db, page: PageRequest, filter: ApplicationFilter = {}) {
  let base = db.selectFrom('applications');
  const { fieldSearch, excludeRoleId, excludeOrganizationId } = filter;
  if (filter.type) base = base.where('applications.type', '=', filter.type);
  if (filter.types) {
    const types = filter.types;
    base = types.length ? base.where('applications.type', 'in', types) : base.where(sql<boolean>`false`);
  }
  if (filter.search) {
    const term = filter.search;
    base = base.where((eb) => anyColumnContains(eb, term, APPLICATION_SEARCH_COLUMNS));
  }
  if (fieldSearch) base = base.where((eb) => fieldSearchCondition(eb, fieldSearch, APPLICATION_SEARCH_COLUMNS));
  if (excludeRoleId) base = base.where(notLinked('applications_roles', 'application_id', 'applications.id', 'role_id', excludeRoleId));
  if (excludeOrganizationId) {
    base = base.where(notLinked('organization_applications', 'application_id', 'applications.id', 'organization_id', excludeOrganizationId));
  }
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'applications', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toApplication), page, Number(count.n));
}

/** The machine-to-machine applications holding a role, newest first. */
export async function listApplicationsOfRole(db: Db, roleId: string, page: PageRequest, search: ListSearch = {}) {
  const base = db
    .selectFrom('applications')
    .innerJoin('applications_roles', 'applications_roles.application_id', 'applications.id')
    .where('applications_roles.role_id', '=', roleId)
    .where((eb) => listSearchCondition(eb, search, APPLICATION_SEARCH_COLUMNS));
  const [rows, count] = await Promise.all([
    paginate(base.select(columns), 'applications', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toApplication), page, Number(count.n));
}

export async function deleteApplicationRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('applications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Merges into an application's custom data (top-level keys); the result, or undefined when unknown. */
export async function mergeApplicationCustomData(db: Db, id: string, patch: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .updateTable('applications')
    .set({ custom_data: sql`custom_data || ${JSON.stringify(patch)}::jsonb`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('custom_data')
    .executeTakeFirst();
  return row?.custom_data;
}

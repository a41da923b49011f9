// Fixtures for the token exchange tests. Users come from the real REST API. Resources, roles,
// organizations and applications are written with the repositories / Kysely until the
// directory and organization APIs are merged (then these helpers switch to POST /api/...).
import { randomBytes } from 'node:crypto';
import { insertApplication, type ApplicationType } from '../../src/db/repositories/applications.js';
import { newId, sha256 } from '../../src/domain/ids.js';
import { mintAccessToken } from '../../src/oidc/access-token.js';
import type { TestApp } from '../helpers/app.js';

export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

export interface Client {
  id: string;
  secret: string;
}

export async function createClient(
  app: TestApp,
  options: { type?: ApplicationType; customClientMetadata?: Record<string, unknown> } = {},
): Promise<Client> {
  const id = newId();
  const type = options.type ?? 'Traditional';
  const confidential = type === 'Traditional' || type === 'MachineToMachine';
  const secret = randomBytes(24).toString('base64url');
  await insertApplication(app.running.services.db, id, {
    name: `app-${id}`,
    type,
    secretDigest: confidential ? sha256(secret) : null,
    customClientMetadata: options.customClientMetadata ?? {},
  });
  return { id, secret };
}

export async function createUser(app: TestApp, username = `u_${newId(10)}`): Promise<string> {
  const res = await app.api('POST', '/users', { username, password: 'correct horse battery' });
  if (res.status !== 200) throw new Error(`create user: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export interface Resource {
  id: string;
  indicator: string;
  scopeIds: Record<string, string>;
}

export async function createResource(app: TestApp, scopes: string[], options: { ttl?: number } = {}): Promise<Resource> {
  const db = app.running.services.db;
  const id = newId();
  const indicator = `https://api-${id}.example.com`;
  await db
    .insertInto('resources')
    .values({ id, name: `api ${id}`, indicator, ...(options.ttl ? { access_token_ttl: options.ttl } : {}) })
    .execute();
  const scopeIds: Record<string, string> = {};
  for (const name of scopes) {
    scopeIds[name] = newId();
    await db.insertInto('scopes').values({ id: scopeIds[name]!, resource_id: id, name }).execute();
  }
  return { id, indicator, scopeIds };
}

/** A role holding the named scopes of a resource, assigned to the user. */
export async function grantUserScopes(app: TestApp, userId: string, resource: Resource, scopes: string[]): Promise<void> {
  const db = app.running.services.db;
  const roleId = newId();
  await db.insertInto('roles').values({ id: roleId, name: `role-${roleId}` }).execute();
  for (const s of scopes) await db.insertInto('roles_scopes').values({ role_id: roleId, scope_id: resource.scopeIds[s]! }).execute();
  await db.insertInto('users_roles').values({ user_id: userId, role_id: roleId }).execute();
}

/** An organization with an organization role that holds resource scopes, and the given members holding that role. */
export async function createOrganization(
  app: TestApp,
  resource: Resource,
  scopes: string[],
  members: string[],
): Promise<string> {
  const db = app.running.services.db;
  const orgId = newId();
  const roleId = newId();
  await db.insertInto('organizations').values({ id: orgId, name: `org-${orgId}` }).execute();
  await db.insertInto('organization_roles').values({ id: roleId, name: `orgrole-${roleId}` }).execute();
  for (const s of scopes) {
    await db.insertInto('organization_role_resource_scopes').values({ organization_role_id: roleId, scope_id: resource.scopeIds[s]! }).execute();
  }
  for (const userId of members) {
    await db.insertInto('organization_users').values({ organization_id: orgId, user_id: userId }).execute();
    await db.insertInto('organization_user_roles').values({ organization_id: orgId, user_id: userId, organization_role_id: roleId }).execute();
  }
  return orgId;
}

/**
 * A user access token as the sign-in flow issues it: signed with the app's real key for the
 * given audience. (Replaced by a real sign-in once the authorization code flow is merged.)
 */
export async function userAccessToken(
  app: TestApp,
  options: { userId: string; audience: string; clientId: string; scope?: string; extra?: Record<string, unknown>; ttl?: number },
): Promise<{ token: string; jti: string }> {
  const minted = await mintAccessToken(app.running.services.keys, app.config.issuer, {
    sub: options.userId,
    aud: options.audience,
    clientId: options.clientId,
    scope: options.scope ?? '',
    ttlSeconds: options.ttl ?? 3600,
    ...(options.extra ? { extra: options.extra } : {}),
  });
  return { token: minted.token, jti: minted.jti };
}

export interface TokenResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** POST /oidc/token with client_secret_basic (form-urlencoded id and secret, RFC 6749 §2.3.1). */
export async function tokenRequest(
  app: TestApp,
  client: { id: string; secret?: string } | undefined,
  params: Record<string, string | string[]>,
  options: { auth?: 'basic' | 'post' } = {},
): Promise<TokenResponse> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (client && client.secret !== undefined && options.auth !== 'post') {
    const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${enc(client.id)}:${enc(client.secret)}`).toString('base64')}`;
  } else if (client) {
    form.set('client_id', client.id);
    if (client.secret !== undefined) form.set('client_secret', client.secret);
  }
  const res = await fetch(`${app.url}/oidc/token`, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** The token exchange form for a subject token and target. */
export function exchangeParams(subjectToken: string, resource: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    grant_type: TOKEN_EXCHANGE,
    subject_token: subjectToken,
    subject_token_type: ACCESS_TOKEN_TYPE,
    resource,
    ...extra,
  };
}

export function decodeClaims(jwt: string): Record<string, any> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}
export function decodeHeader(jwt: string): Record<string, any> {
  return JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString('utf8'));
}

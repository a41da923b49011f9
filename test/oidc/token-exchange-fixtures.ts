// Fixtures for the token exchange tests, made through the real Management API (REST), as an
// operator would. One exception, `forceClient`: the API refuses some settings (the switch on a
// public client), so tests that prove the token endpoint refuses them too write the row directly.
import { randomBytes } from 'node:crypto';
import { insertApplication, type ApplicationType } from '../../src/db/repositories/applications.js';
import { newId, sha256 } from '../../src/domain/ids.js';
import { mintAccessToken } from '../../src/oidc/access-token.js';
import type { TestApp } from '../helpers/app.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';

export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

export interface Client {
  id: string;
  secret: string;
}

async function ok(app: TestApp, method: string, path: string, body?: unknown) {
  const res = await app.api(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createClient(
  app: TestApp,
  options: { type?: ApplicationType; customClientMetadata?: Record<string, unknown>; redirectUris?: string[] } = {},
): Promise<Client> {
  const type = options.type ?? 'Traditional';
  const created = await ok(app, 'POST', '/applications', {
    name: `app ${newId(6)}`,
    type,
    ...(options.redirectUris ? { oidcClientMetadata: { redirectUris: options.redirectUris, postLogoutRedirectUris: [] } } : {}),
    ...(options.customClientMetadata ? { customClientMetadata: options.customClientMetadata } : {}),
  });
  return { id: created.id, secret: created.secret };
}

/** An application row the Management API would refuse to create (see the file comment). */
export async function forceClient(app: TestApp, type: ApplicationType, customClientMetadata: Record<string, unknown>): Promise<Client> {
  const id = newId();
  const secret = randomBytes(24).toString('base64url');
  const confidential = type === 'Traditional' || type === 'MachineToMachine';
  await insertApplication(app.running.services.db, id, {
    name: `forced ${id}`,
    type,
    secretDigest: confidential ? sha256(secret) : null,
    customClientMetadata,
  });
  return { id, secret };
}

export const USER_PASSWORD = 'correct horse battery';

export async function createUser(app: TestApp, username = `u_${newId(10)}`): Promise<string> {
  const created = await ok(app, 'POST', '/users', { username, password: USER_PASSWORD });
  return created.id as string;
}

export interface WebApp extends Client {
  redirectUri: string;
}

/** The application the user signs in to (a Traditional web app with a redirect URI). */
export async function createWebApp(app: TestApp): Promise<WebApp> {
  const redirectUri = `http://127.0.0.1:9/callback/${newId(8)}`;
  const client = await createClient(app, { type: 'Traditional', redirectUris: [redirectUri] });
  return { ...client, redirectUri };
}

/**
 * A user's access token for `resource`, obtained the real way: the authorization code flow
 * through /oidc/auth and the /sign-in form, then the token endpoint (test/helpers/sign-in.ts).
 */
export async function signedInUserToken(
  app: TestApp,
  options: { username: string; webApp: WebApp; resource: string; scope?: string },
): Promise<{ token: string; jti: string; idToken: string; sid: string }> {
  const tokens = await signInAndGetTokens(app, {
    username: options.username,
    password: USER_PASSWORD,
    clientId: options.webApp.id,
    clientSecret: options.webApp.secret,
    redirectUri: options.webApp.redirectUri,
    resource: options.resource,
    scope: `openid ${options.scope ?? ''}`.trim(),
  });
  const claims = decodeClaims(tokens.access_token);
  return { token: tokens.access_token, jti: claims.jti, idToken: tokens.id_token!, sid: claims.sid };
}

export interface Resource {
  id: string;
  indicator: string;
  scopeIds: Record<string, string>;
}

export async function createResource(app: TestApp, scopes: string[], options: { ttl?: number } = {}): Promise<Resource> {
  const indicator = `https://api-${newId(10)}.example.com`;
  const created = await ok(app, 'POST', '/resources', {
    name: `api ${indicator}`,
    indicator,
    ...(options.ttl ? { accessTokenTtl: options.ttl } : {}),
  });
  const scopeIds: Record<string, string> = {};
  for (const name of scopes) scopeIds[name] = (await ok(app, 'POST', `/resources/${created.id}/scopes`, { name })).id;
  return { id: created.id, indicator, scopeIds };
}

/** A role holding the named scopes of a resource, assigned to the user. */
export async function grantUserScopes(app: TestApp, userId: string, resource: Resource, scopes: string[]): Promise<void> {
  const role = await ok(app, 'POST', '/roles', { name: `role-${newId(10)}`, scopeIds: scopes.map((s) => resource.scopeIds[s]!) });
  await ok(app, 'POST', `/users/${userId}/roles`, { roleIds: [role.id] });
}

/** An organization with an organization role that holds resource scopes, and the given members holding that role. */
export async function createOrganization(app: TestApp, resource: Resource, scopes: string[], members: string[]): Promise<string> {
  const org = await ok(app, 'POST', '/organizations', { name: `org ${newId(6)}` });
  const role = await ok(app, 'POST', '/organization-roles', {
    name: `orgrole-${newId(10)}`,
    organizationScopeIds: [],
    resourceScopeIds: scopes.map((s) => resource.scopeIds[s]!),
  });
  if (members.length) await ok(app, 'POST', `/organizations/${org.id}/users`, { userIds: members });
  for (const userId of members) {
    await ok(app, 'POST', `/organizations/${org.id}/users/${userId}/roles`, { organizationRoleIds: [role.id] });
  }
  return org.id as string;
}

/**
 * A user access token minted directly with the app's real signing key, for tests that need
 * many tokens or exact claims (forgeries differ from it in one thing). The end-to-end tests use
 * signedInUserToken.
 */
export async function userAccessToken(
  app: TestApp,
  options: { userId: string; audience: string; clientId: string; scope?: string; extra?: Record<string, unknown>; ttl?: number },
): Promise<{ token: string; jti: string }> {
  const minted = await mintAccessToken(app.running.services.keys, app.clock, app.config.issuer, {
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
  options: { auth?: 'basic' | 'post'; path?: string } = {},
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
  const res = await fetch(`${app.url}${options.path ?? '/oidc/token'}`, { method: 'POST', headers, body: form });
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

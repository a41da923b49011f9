// Directory fixtures for OIDC tests, made through the real Management API: client
// applications, users, API resources with scopes and a role granting some of them.
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { TestApp } from './app.js';

export type ClientType = 'Native' | 'SPA' | 'Traditional' | 'MachineToMachine';

export interface TestClient {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

const suffix = () => randomBytes(5).toString('hex');

async function ok(res: Promise<{ status: number; body: any }>, status: number) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

export async function createClient(app: TestApp, type: ClientType = 'Traditional'): Promise<TestClient> {
  const tag = suffix();
  const redirectUri = `http://127.0.0.1:9/callback/${tag}`;
  const postLogoutRedirectUri = `http://127.0.0.1:9/signed-out/${tag}`;
  const created = await ok(
    app.api('POST', '/applications', {
      name: `test ${type} client ${tag}`,
      type,
      // Machine-to-machine applications have no redirect URIs.
      ...(type === 'MachineToMachine' ? {} : { oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [postLogoutRedirectUri] } }),
    }),
    200,
  );
  return { clientId: created.id, ...(created.secret ? { clientSecret: created.secret } : {}), redirectUri, postLogoutRedirectUri };
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
  email: string;
}

export async function createUser(app: TestApp, username = `user_${suffix()}`): Promise<TestUser> {
  const password = `pw-${randomBytes(12).toString('base64url')}`;
  const email = `${username}@example.com`;
  const created = await ok(app.api('POST', '/users', { username, password, primaryEmail: email, name: `Name of ${username}` }), 200);
  return { id: created.id, username, password, email };
}

/** An API resource with `scopes`; `grantTo.userId` (if given) gets a role holding `granted` of them. */
export async function createResource(
  app: TestApp,
  options: { scopes: string[]; grantTo?: { userId: string; granted: string[] }; ttl?: number },
): Promise<{ id: string; indicator: string }> {
  const tag = suffix();
  const indicator = `https://api-${tag}.example.com`;
  const resource = await ok(app.api('POST', '/resources', { name: `api ${tag}`, indicator, ...(options.ttl ? { accessTokenTtl: options.ttl } : {}) }), 201);
  const scopeIds = new Map<string, string>();
  for (const name of options.scopes) {
    const scope = await ok(app.api('POST', `/resources/${resource.id}/scopes`, { name }), 201);
    scopeIds.set(name, scope.id);
  }
  if (options.grantTo) {
    const role = await ok(
      app.api('POST', '/roles', { name: `role ${tag}`, description: 'test role', scopeIds: options.grantTo.granted.map((n) => scopeIds.get(n)!) }),
      200,
    );
    await ok(app.api('POST', `/users/${options.grantTo.userId}/roles`, { roleIds: [role.id] }), 201);
  }
  return { id: resource.id, indicator };
}

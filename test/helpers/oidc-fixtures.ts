// Directory fixtures for OIDC tests: client applications, users, API resources with scopes
// and a role granting some of them. Written straight to the test database where no
// Management API for them exists yet on this branch.
import { insertApplication, type ApplicationType } from '../../src/db/repositories/applications.js';
import { newId, newSecret, sha256 } from '../../src/domain/ids.js';
import type { TestApp } from './app.js';

export interface TestClient {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export async function createClient(app: TestApp, type: ApplicationType = 'Traditional'): Promise<TestClient> {
  const clientId = newId();
  const confidential = type === 'Traditional' || type === 'MachineToMachine';
  const clientSecret = confidential ? newSecret() : undefined;
  const redirectUri = `http://127.0.0.1:9/callback/${clientId}`;
  const postLogoutRedirectUri = `http://127.0.0.1:9/signed-out/${clientId}`;
  await insertApplication(app.running.services.db, clientId, {
    name: `test ${type} client`,
    type,
    secretDigest: clientSecret ? sha256(clientSecret) : null,
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [postLogoutRedirectUri],
    customClientMetadata: {},
  });
  return { clientId, ...(clientSecret ? { clientSecret } : {}), redirectUri, postLogoutRedirectUri };
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
  email: string;
}

export async function createUser(app: TestApp, username = `user_${newId(8)}`): Promise<TestUser> {
  const password = `pw-${newSecret(12)}`;
  const email = `${username}@example.com`;
  const res = await app.api('POST', '/users', { username, password, primaryEmail: email, name: `Name of ${username}` });
  if (res.status !== 200) throw new Error(`user creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, username, password, email };
}

/** An API resource with `scopes`; `userId` (if given) gets a role holding `granted` of them. */
export async function createResource(
  app: TestApp,
  options: { scopes: string[]; grantTo?: { userId: string; granted: string[] }; ttl?: number },
): Promise<{ id: string; indicator: string }> {
  const db = app.running.services.db;
  const id = newId();
  const indicator = `https://api-${id}.example.com`;
  await db.insertInto('resources').values({ id, name: `api ${id}`, indicator, access_token_ttl: options.ttl ?? 3600 }).execute();
  const scopeIds = new Map<string, string>();
  for (const name of options.scopes) {
    const scopeId = newId();
    scopeIds.set(name, scopeId);
    await db.insertInto('scopes').values({ id: scopeId, resource_id: id, name, description: null }).execute();
  }
  if (options.grantTo) {
    const roleId = newId();
    await db.insertInto('roles').values({ id: roleId, name: `role ${roleId}` }).execute();
    for (const name of options.grantTo.granted) {
      await db.insertInto('roles_scopes').values({ role_id: roleId, scope_id: scopeIds.get(name)! }).execute();
    }
    await db.insertInto('users_roles').values({ user_id: options.grantTo.userId, role_id: roleId }).execute();
  }
  return { id, indicator };
}

// Named application secrets: created, listed, renamed and deleted over the compatible REST paths;
// each authenticates the application at the token endpoint (Basic and post) until it expires or
// is deleted; the value is shown once and kept only as a digest; deleting the legacy secret makes
// the application's original secret stop working, and rotating makes a new legacy one.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { suffix } from './logto-world.js';

const app = useTestApp();
let client: TestClient;
let indicator: string;

beforeAll(async () => {
  client = await createClient(app, 'MachineToMachine');
  indicator = `https://secrets-${suffix()}.example.com`;
  const resource = await app.api('POST', '/resources', { name: 'Secrets API', indicator });
  expect(resource.status).toBeLessThan(300);
});

async function token(secret: string, method: 'basic' | 'post' = 'basic') {
  const body = new URLSearchParams({ grant_type: 'client_credentials', resource: indicator });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (method === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  else {
    body.set('client_id', client.clientId);
    body.set('client_secret', secret);
  }
  const res = await fetch(`${app.url}/oidc/token`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function verified(accessToken: string) {
  const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
  return (await jwtVerify(accessToken, jwks, { issuer: `${app.url}/oidc`, audience: indicator })).payload;
}

const secretsPath = () => `/applications/${client.clientId}/secrets`;

describe('named application secrets', () => {
  it('creates, lists, renames and deletes secrets; the value is shown once and stored only as its digest', async () => {
    const created = await app.api('POST', secretsPath(), { name: 'ci', expiresAt: Date.now() + 3_600_000 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tenantId: 'default', applicationId: client.clientId, name: 'ci' });
    expect(created.body.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof created.body.createdAt).toBe('number');
    expect(created.body.expiresAt).toBeGreaterThan(Date.now());

    const listed = await app.api('GET', secretsPath());
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ ...created.body, value: '' }]);

    // At rest: the SHA-256 digest, never the value.
    const rows = await app.running.services.db.selectFrom('application_secrets').selectAll().where('application_id', '=', client.clientId).execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.value_digest).equals(createHash('sha256').update(created.body.value).digest())).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(created.body.value);

    const renamed = await app.api('PATCH', `${secretsPath()}/ci`, { name: 'ci-2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'ci-2', value: '', expiresAt: created.body.expiresAt });
    expect((await token(created.body.value)).status).toBe(200);

    // Clear refusals, nothing half-written.
    expect((await app.api('POST', secretsPath(), { name: 'ci-2' })).body.code).toBe('application.secret_name_exists');
    expect((await app.api('POST', secretsPath(), { name: '' })).status).toBe(400);
    expect((await app.api('POST', secretsPath(), { name: 'past', expiresAt: Date.now() - 1000 })).status).toBe(400);
    expect((await app.api('POST', secretsPath(), { name: 'bad', expiresAt: 'soon' })).status).toBe(400);
    expect((await app.api('PATCH', `${secretsPath()}/nope`, { name: 'x' })).status).toBe(404);
    expect((await app.api('POST', '/applications/unknown-app/secrets', { name: 'x' })).status).toBe(404);
    const spa = await createClient(app, 'SPA');
    expect((await app.api('POST', `/applications/${spa.clientId}/secrets`, { name: 'x' })).body.code).toBe('application.public_client_has_no_secret');
    expect((await app.api('GET', secretsPath())).body.map((s: { name: string }) => s.name)).toEqual(['ci-2']);

    expect((await app.api('DELETE', `${secretsPath()}/ci-2`)).status).toBe(204);
    expect((await app.api('DELETE', `${secretsPath()}/ci-2`)).status).toBe(404);
    const refused = await token(created.body.value);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_client');
  });

  it('authenticates the application with each named secret, by Basic and by post, beside the legacy one', async () => {
    const a = (await app.api('POST', secretsPath(), { name: `a-${suffix()}` })).body.value as string;
    const b = (await app.api('POST', secretsPath(), { name: `b-${suffix()}`, expiresAt: Date.now() + 3_600_000 })).body.value as string;
    for (const [secret, method] of [
      [a, 'basic'],
      [b, 'post'],
      [client.clientSecret!, 'basic'],
    ] as const) {
      const res = await token(secret, method);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await verified(res.body.access_token)).client_id).toBe(client.clientId);
    }
    expect((await token(`${a}x`)).body.error).toBe('invalid_client');

    // Introspection authenticates the client the same way (one client authentication for every endpoint).
    const issued = (await token(a)).body.access_token as string;
    const introspect = (secret: string) =>
      fetch(`${app.url}/oidc/token/introspection`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: issued, client_id: client.clientId, client_secret: secret }),
      });
    const seen = await introspect(b);
    expect(seen.status).toBe(200);
    expect(((await seen.json()) as { active: boolean }).active).toBe(true);
    expect((await introspect('not-a-secret')).status).toBe(401);
  });

  it('refuses a named secret once it has expired', async () => {
    const expiresAt = app.clock.ms() + 60_000;
    const secret = (await app.api('POST', secretsPath(), { name: `short-${suffix()}`, expiresAt })).body.value as string;
    expect((await token(secret)).status).toBe(200);
    app.clock.advance(50_000);
    expect((await token(secret, 'post')).status).toBe(200);
    app.clock.advance(15_000);
    const refused = await token(secret, 'post');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_client');
  });

  it('deletes the legacy secret: the original secret is refused, named ones still work, rotation makes a new legacy one', async () => {
    const own = await createClient(app, 'MachineToMachine');
    const named = (await app.api('POST', `/applications/${own.clientId}/secrets`, { name: 'kept' })).body.value as string;
    const asOwn = async (secret: string) => {
      const res = await fetch(`${app.url}/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${own.clientId}:${encodeURIComponent(secret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', resource: indicator }),
      });
      return res.status;
    };
    expect(await asOwn(own.clientSecret!)).toBe(200);

    const deleted = await app.api('DELETE', `/applications/${own.clientId}/legacy-secret`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: own.clientId, type: 'MachineToMachine', tenantId: 'default', protectedAppMetadata: null });
    expect(deleted.body.secret).toBeUndefined();
    expect(await asOwn(own.clientSecret!)).toBe(401);
    expect(await asOwn(named)).toBe(200);
    const again = await app.api('DELETE', `/applications/${own.clientId}/legacy-secret`);
    expect(again).toMatchObject({ status: 400, body: { code: 'application.no_legacy_secret_found' } });

    // POST /applications/:id/secret makes a new legacy secret; the named ones are untouched.
    const rotated = await app.api('POST', `/applications/${own.clientId}/secret`);
    expect(rotated.status).toBe(200);
    expect(await asOwn(rotated.body.secret)).toBe(200);
    expect(await asOwn(named)).toBe(200);
    expect(await asOwn(own.clientSecret!)).toBe(401);

    // Deleting the application takes its secrets with it.
    expect((await app.api('DELETE', `/applications/${own.clientId}`)).status).toBe(204);
    const left = await app.running.services.db.selectFrom('application_secrets').select('name').where('application_id', '=', own.clientId).execute();
    expect(left).toEqual([]);
  });

  it('serves the same secrets through GraphQL, without their values', async () => {
    const name = `gql-${suffix()}`;
    const created = await app.graphql(
      `mutation($id: ID!, $name: String!) { createApplicationSecret(applicationId: $id, input: { name: $name }) { secret { name value expiresAt } userErrors { code } } }`,
      { id: client.clientId, name },
    );
    expect(created.data.createApplicationSecret.secret.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await app.graphql(`query($id: ID!) { applicationSecrets(applicationId: $id) { name value } }`, { id: client.clientId });
    expect(listed.data.applicationSecrets).toContainEqual({ name, value: '' });
    const taken = await app.graphql(
      `mutation($id: ID!, $name: String!) { createApplicationSecret(applicationId: $id, input: { name: $name }) { secret { name } userErrors { code } } }`,
      { id: client.clientId, name },
    );
    expect(taken.data.createApplicationSecret).toEqual({ secret: null, userErrors: [{ code: 'application.secret_name_exists' }] });
  });
});

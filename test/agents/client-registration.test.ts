// Issue 48 §2: RFC 7591 dynamic client registration and RFC 7592 client configuration at
// /oidc/register. Off by default (404, not in discovery); when on, the instance's settings say
// which grant types and scopes, whether an initial access token is needed, and how many
// registrations one address may make per hour. Bad registrations get RFC 7591 §3.2.2's errors.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createHook, outboxRows } from '../helpers/hooks.js';
import { startReceiver } from '../helpers/receiver.js';

const app = useTestApp();

async function register(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(`${app.url}/oidc/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) };
}

async function settings(input: Record<string, unknown>) {
  const res = await app.api('PATCH', '/client-registration/settings', input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const publicClient = { client_name: 'Agent CLI', redirect_uris: ['http://127.0.0.1:33418/callback'], token_endpoint_auth_method: 'none' };

describe('dynamic client registration, off by default', () => {
  it('answers 404 and is not in discovery until an operator turns it on', async () => {
    const refused = await register(publicClient);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('invalid_request');
    const discovery = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as any;
    expect(discovery.registration_endpoint).toBeUndefined();
    const asMetadata = (await (await fetch(`${app.url}/.well-known/oauth-authorization-server/oidc`)).json()) as any;
    expect(asMetadata.registration_endpoint).toBeUndefined();
    expect((await app.api('GET', '/client-registration/settings')).body).toMatchObject({
      enabled: false,
      allowedGrantTypes: ['authorization_code', 'refresh_token'],
      requireInitialAccessToken: false,
    });
  });
});

describe('dynamic client registration, on', () => {
  it('is named by both discovery documents', async () => {
    await settings({ enabled: true });
    for (const url of [`${app.url}/oidc/.well-known/openid-configuration`, `${app.url}/.well-known/oauth-authorization-server/oidc`]) {
      const doc = (await (await fetch(url)).json()) as any;
      expect(doc.registration_endpoint).toBe(`${app.url}/oidc/register`);
    }
  });

  it('registers a public client (RFC 8252 loopback redirect) as a third-party application marked self-registered, with an audit entry', async () => {
    const res = await register(publicClient, { 'user-agent': 'registration-test' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const client = res.body;
    expect(client).toMatchObject({
      client_name: 'Agent CLI',
      redirect_uris: ['http://127.0.0.1:33418/callback'],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      registration_client_uri: `${app.url}/oidc/register/${client.client_id}`,
    });
    expect(client.client_secret).toBeUndefined();
    expect(client.registration_access_token).toMatch(/^[\w-]{40,}$/);
    expect(typeof client.client_id_issued_at).toBe('number');

    const application = await app.api('GET', `/applications/${client.client_id}`);
    expect(application.body).toMatchObject({ name: 'Agent CLI', type: 'Native', isThirdParty: true, registrationKind: 'DYNAMIC' });
    const graphql = await app.graphql(`query($id: ID!) { application(id: $id) { registrationKind isThirdParty } }`, { id: client.client_id });
    expect(graphql.data.application).toEqual({ registrationKind: 'DYNAMIC', isThirdParty: true });

    const logs = await app.api('GET', `/logs?logKey=ClientRegistration.Register&applicationId=${client.client_id}`);
    expect(logs.body).toHaveLength(1);
    expect(logs.body[0]).toMatchObject({ result: 'Success', userAgent: 'registration-test', payload: { kind: 'dynamic', clientName: 'Agent CLI' } });
  });

  it('registers a confidential client, whose secret is shown once and works at the token endpoint', async () => {
    const res = await register({
      client_name: 'Web agent',
      redirect_uris: ['https://agent.example.com/cb'],
      grant_types: ['authorization_code', 'refresh_token'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ token_endpoint_auth_method: 'client_secret_basic', client_secret_expires_at: 0 });
    expect(res.body.client_secret).toBeTruthy();
    const application = await app.api('GET', `/applications/${res.body.client_id}`);
    expect(application.body.type).toBe('Traditional');
    // The secret authenticates the client: a code it does not have is invalid_grant, not invalid_client.
    const token = await fetch(`${app.url}/oidc/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${res.body.client_id}:${res.body.client_secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'nope', redirect_uri: 'https://agent.example.com/cb' }),
    });
    expect(((await token.json()) as any).error).toBe('invalid_grant');
  });

  it('reads, replaces and deletes a registration with its registration access token (RFC 7592)', async () => {
    const { body: client } = await register(publicClient);
    const auth = { authorization: `Bearer ${client.registration_access_token}` };
    const read = await fetch(client.registration_client_uri, { headers: auth });
    expect(read.status).toBe(200);
    const readBody = (await read.json()) as any;
    expect(readBody).toMatchObject({ client_id: client.client_id, client_name: 'Agent CLI' });
    expect(readBody.registration_access_token).toBeUndefined();

    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const refused = await fetch(client.registration_client_uri, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
    // Another client's token does not open this one.
    const { body: other } = await register(publicClient);
    expect((await fetch(client.registration_client_uri, { headers: { authorization: `Bearer ${other.registration_access_token}` } })).status).toBe(401);

    const put = await fetch(client.registration_client_uri, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...publicClient, client_id: client.client_id, client_name: 'Agent CLI 2', redirect_uris: ['http://[::1]:4000/cb'] }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ client_name: 'Agent CLI 2', redirect_uris: ['http://[::1]:4000/cb'] });
    expect((await app.api('GET', `/applications/${client.client_id}`)).body.oidcClientMetadata.redirectUris).toEqual(['http://[::1]:4000/cb']);

    const mismatched = await fetch(client.registration_client_uri, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...publicClient, client_id: 'someone-else' }),
    });
    expect(mismatched.status).toBe(400);
    expect(((await mismatched.json()) as any).error).toBe('invalid_client_metadata');

    const deleted = await fetch(client.registration_client_uri, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(204);
    expect((await app.api('GET', `/applications/${client.client_id}`)).status).toBe(404);
    expect((await fetch(client.registration_client_uri, { headers: auth })).status).toBe(401);
    const logs = await app.api('GET', `/logs?logKey=ClientRegistration.&applicationId=${client.client_id}`);
    expect(logs.body.map((l: { key: string }) => l.key).sort()).toEqual([
      'ClientRegistration.Delete',
      'ClientRegistration.Register',
      'ClientRegistration.Update',
    ]);
  });

  it('announces a registration and its removal as Application.Registered / Application.Unregistered webhook events, and a refused one not at all', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await createHook(app, receiver, ['Application.Registered', 'Application.Unregistered']);
      const refused = await register({ ...publicClient, redirect_uris: ['http://agent.example.com/cb'] });
      expect(refused.status).toBe(400);
      const { body: client } = await register({ ...publicClient, client_name: 'Hooked Agent' });
      expect(
        (await fetch(client.registration_client_uri, { method: 'DELETE', headers: { authorization: `Bearer ${client.registration_access_token}` } })).status,
      ).toBe(204);
      const rows = (await outboxRows(app)).filter((r) => r.hook_id === hook.id);
      expect(rows.map((r) => [r.event, (r.payload as any).data])).toEqual([
        ['Application.Registered', { id: client.client_id, registrationKind: 'dynamic', name: 'Hooked Agent' }],
        ['Application.Unregistered', { id: client.client_id, registrationKind: 'dynamic' }],
      ]);
    } finally {
      await receiver.close();
    }
  });

  it.each([
    ['plain http to another host', { redirect_uris: ['http://agent.example.com/cb'] }, 'invalid_redirect_uri'],
    ['a custom scheme', { redirect_uris: ['com.example.agent:/cb'] }, 'invalid_redirect_uri'],
    ['a fragment', { redirect_uris: ['https://agent.example.com/cb#x'] }, 'invalid_redirect_uri'],
    ['no redirect URI', { redirect_uris: [] }, 'invalid_redirect_uri'],
    ['not a URI', { redirect_uris: ['not a uri'] }, 'invalid_redirect_uri'],
    ['an unknown grant type', { grant_types: ['authorization_code', 'urn:example:magic'] }, 'invalid_client_metadata'],
    ['client credentials', { grant_types: ['authorization_code', 'client_credentials'] }, 'invalid_client_metadata'],
    ['an implicit response type', { response_types: ['token'] }, 'invalid_client_metadata'],
    ['an unknown auth method', { token_endpoint_auth_method: 'client_secret_jwt' }, 'invalid_client_metadata'],
    ['a scope not allowed', { scope: 'openid admin:everything' }, 'invalid_client_metadata'],
    ['a software statement', { software_statement: 'eyJhbGciOiJub25lIn0.e30.' }, 'invalid_software_statement'],
    ['an http logo', { logo_uri: 'http://agent.example.com/logo.png' }, 'invalid_client_metadata'],
  ])('refuses %s with %s', async (_, change, error) => {
    const res = await register({ ...publicClient, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(res.body.error_description).toBeTruthy();
  });

  it('refuses bodies that are not a JSON object, with invalid_client_metadata', async () => {
    for (const [body, type] of [
      ['{"broken"', 'application/json'],
      ['[]', 'application/json'],
      ['client_name=x', 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await register(body, { 'content-type': type });
      expect(res.status, body).toBe(400);
      expect(res.body.error).toBe('invalid_client_metadata');
    }
  });

  it('refuses a registration without a valid initial access token when one is required (401), and accepts one made by the Management API until it is revoked', async () => {
    await settings({ requireInitialAccessToken: true });
    try {
      expect((await register(publicClient)).status).toBe(401);
      const missing = await register(publicClient, { authorization: 'Bearer tia_not-a-token' });
      expect(missing.status).toBe(401);
      expect(missing.body.error).toBe('invalid_token');

      const created = await app.api('POST', '/client-registration/initial-access-tokens', { name: 'partner agent platform' });
      expect(created.status).toBe(201);
      expect(created.body.value).toMatch(/^tia_/);
      const listed = await app.api('GET', '/client-registration/initial-access-tokens');
      expect(listed.body.find((t: { id: string }) => t.id === created.body.id)).toMatchObject({ name: 'partner agent platform', value: null });

      const ok = await register(publicClient, { authorization: `Bearer ${created.body.value}` });
      expect(ok.status).toBe(201);

      expect((await app.api('DELETE', `/client-registration/initial-access-tokens/${created.body.id}`)).status).toBe(204);
      expect((await register(publicClient, { authorization: `Bearer ${created.body.value}` })).status).toBe(401);
    } finally {
      await settings({ requireInitialAccessToken: false });
    }
  });

  it('refuses settings that would let self-registered clients reach the Management API', async () => {
    const res = await app.api('PATCH', '/client-registration/settings', { allowedResources: [`${app.url}/api`] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('client_registration.invalid_allowed_resource');
    const grant = await app.api('PATCH', '/client-registration/settings', { allowedGrantTypes: ['client_credentials'] });
    expect(grant.status).toBe(400);
  });

  it('limits registrations per client address (429 with Retry-After)', async () => {
    await settings({ registrationsPerHour: 1 });
    try {
      // Earlier tests of this file registered from this address within the hour already.
      const res = await register(publicClient);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('temporarily_unavailable');
      expect(res.headers.get('retry-after')).toBe('3600');
    } finally {
      await settings({ registrationsPerHour: 20 });
    }
  });

  it('answers 404 again once turned off', async () => {
    await settings({ enabled: false });
    expect((await register(publicClient)).status).toBe(404);
  });
});

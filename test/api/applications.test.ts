import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

/** The token settings every application answers until they are set (issue 47 item 8). */
const TOKEN_SETTING_DEFAULTS = {
  idTokenTtl: 3600,
  refreshTokenTtlInDays: 14,
  rotateRefreshToken: true,
  alwaysIssueRefreshToken: false,
  corsAllowedOrigins: [],
};

const app = useTestApp();

const ERRORS = 'userErrors { code message field }';
const APPLICATION = `id name description type isAdmin oidcClientMetadata { redirectUris postLogoutRedirectUris }
  customClientMetadata { allowTokenExchange allowedTokenExchangeResources }`;

function clientCredentials(clientId: string, secret: string, resource: string, scope?: string) {
  return fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, ...(scope ? { scope } : {}) }),
  });
}

/** The stored digest (PGlite returns bytea as a Uint8Array, pg as a Buffer). */
async function storedDigest(id: string): Promise<Buffer | null> {
  const row = await app.running.services.db.selectFrom('applications').select('secret_digest').where('id', '=', id).executeTakeFirstOrThrow();
  return row.secret_digest && Buffer.from(row.secret_digest);
}

describe('applications over REST', () => {
  it('creates each type; confidential ones get a secret shown once and stored only as its SHA-256', async () => {
    for (const type of ['Traditional', 'MachineToMachine'] as const) {
      const created = await app.api('POST', '/applications', { name: `${type} app`, type, description: 'd' });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        name: `${type} app`,
        type,
        description: 'd',
        isAdmin: false,
        oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
        customClientMetadata: { allowTokenExchange: false, allowedTokenExchangeResources: [], allowManagementApi: false, requirePkce: false },
      });
      const secret = created.body.secret as string;
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
      const digest = await storedDigest(created.body.id);
      expect(digest?.equals(createHash('sha256').update(secret).digest())).toBe(true);
      expect(digest?.toString('utf8')).not.toContain(secret);

      const got = await app.api('GET', `/applications/${created.body.id}`);
      expect(got.status).toBe(200);
      expect(got.body).not.toHaveProperty('secret');
      expect(JSON.stringify(got.body)).not.toContain(secret);
      const listed = await app.api('GET', `/applications?type=${type}`);
      expect(JSON.stringify(listed.body)).not.toContain(secret);
    }
    for (const type of ['Native', 'SPA'] as const) {
      const created = await app.api('POST', '/applications', { name: `${type} app`, type });
      expect(created.status).toBe(200);
      expect(created.body).not.toHaveProperty('secret');
      expect(await storedDigest(created.body.id)).toBeNull();
    }
  });

  it('lists, updates and deletes applications', async () => {
    const created = await app.api('POST', '/applications', {
      name: 'Portal',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://portal.example.com/callback'], postLogoutRedirectUris: ['https://portal.example.com/'] },
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;

    const patched = await app.api('PATCH', `/applications/${id}`, {
      name: 'Portal 2',
      oidcClientMetadata: { redirectUris: ['http://localhost:3000/callback', 'https://portal.example.com/cb'] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Portal 2',
      type: 'Traditional',
      oidcClientMetadata: {
        redirectUris: ['http://localhost:3000/callback', 'https://portal.example.com/cb'],
        postLogoutRedirectUris: ['https://portal.example.com/'],
      },
    });
    expect(patched.body).not.toHaveProperty('secret');

    const page = await app.api('GET', '/applications?page=1&page_size=2');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('total-number'))).toBeGreaterThanOrEqual(3);
    expect((await app.api('GET', '/applications?type=Desktop')).status).toBe(400);

    expect((await app.api('DELETE', `/applications/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/applications/${id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/applications/${id}`)).status).toBe(404);
  });

  it('validates redirect URIs by application type', async () => {
    const bad: Array<[string, string]> = [
      ['SPA', 'not a uri'],
      ['SPA', '/relative/callback'],
      ['SPA', 'https://app.example.com/cb#fragment'],
      ['SPA', 'http://app.example.com/cb'],
      ['Traditional', 'myapp://callback'],
      ['Native', 'javascript:alert(1)'],
      ['MachineToMachine', 'https://m2m.example.com/cb'],
    ];
    for (const [type, uri] of bad) {
      const res = await app.api('POST', '/applications', { name: 'x', type, oidcClientMetadata: { redirectUris: [uri] } });
      expect(res.status, `${type} ${uri}`).toBe(400);
      expect(res.body.code).toBe('guard.invalid_input');
    }
    const good: Array<[string, string]> = [
      ['SPA', 'https://app.example.com/cb'],
      ['SPA', 'http://127.0.0.1:5173/cb'],
      ['Traditional', 'http://localhost/cb'],
      ['Native', 'com.example.app:/oauth2redirect'],
    ];
    for (const [type, uri] of good) {
      const res = await app.api('POST', '/applications', { name: 'x', type, oidcClientMetadata: { postLogoutRedirectUris: [uri], redirectUris: [uri] } });
      expect(res.status, `${type} ${uri}`).toBe(200);
    }
    const spa = (await app.api('POST', '/applications', { name: 'y', type: 'SPA' })).body;
    expect((await app.api('PATCH', `/applications/${spa.id}`, { oidcClientMetadata: { redirectUris: ['ftp://x.example.com'] } })).status).toBe(400);
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    for (const body of [
      {},
      { name: 'x' },
      { name: 'x', type: 'Desktop' },
      { name: '', type: 'SPA' },
      { name: 'x', type: 'SPA', secret: 'chosen' },
      { name: 'x', type: 'SPA', oidcClientMetadata: { redirectUris: 'https://x.example.com', extra: 1 } },
    ]) {
      const res = await app.api('POST', '/applications', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('guard.invalid_input');
    }
    const spa = (await app.api('POST', '/applications', { name: 'z', type: 'SPA' })).body;
    expect((await app.api('PATCH', `/applications/${spa.id}`, { type: 'Traditional' })).status).toBe(400);
    for (const [method, path, body] of [
      ['GET', '/applications/nope', undefined],
      ['PATCH', '/applications/nope', { name: 'x' }],
      ['DELETE', '/applications/nope', undefined],
      ['POST', '/applications/nope/secret', undefined],
    ] as const) {
      const res = await app.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('entity.not_found');
    }
    const rotatePublic = await app.api('POST', `/applications/${spa.id}/secret`);
    expect(rotatePublic.status).toBe(400);
    expect(rotatePublic.body.code).toBe('application.public_client_has_no_secret');
  });

  it('keeps the bootstrap admin application', async () => {
    const admin = await app.api('GET', '/applications/test-admin');
    expect(admin.body.isAdmin).toBe(true);
    const res = await app.api('DELETE', '/applications/test-admin');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('application.admin_delete_not_allowed');
    expect((await app.api('GET', '/applications/test-admin')).status).toBe(200);
  });

  it('guards the token exchange settings at creation and update', async () => {
    const downstream = (await app.api('POST', '/resources', { name: 'B', indicator: 'https://b.example.com' })).body;
    for (const type of ['SPA', 'Native'] as const) {
      const res = await app.api('POST', '/applications', { name: 'pub', type, customClientMetadata: { allowTokenExchange: true } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('application.token_exchange_not_allowed_for_public_client');
    }
    const spa = (await app.api('POST', '/applications', { name: 'pub', type: 'SPA' })).body;
    const enablePublic = await app.api('PATCH', `/applications/${spa.id}`, { customClientMetadata: { allowTokenExchange: true } });
    expect(enablePublic.status).toBe(400);
    expect(enablePublic.body.code).toBe('application.token_exchange_not_allowed_for_public_client');

    const serviceA = await app.api('POST', '/applications', {
      name: 'Service A',
      type: 'Traditional',
      customClientMetadata: { allowTokenExchange: true, allowedTokenExchangeResources: [downstream.indicator] },
    });
    expect(serviceA.status).toBe(200);
    expect(serviceA.body.customClientMetadata).toEqual({
      allowTokenExchange: true,
      transactionTokens: false,
      allowedTokenExchangeResources: [downstream.indicator],
      allowManagementApi: false,
      requirePkce: false,
      idTokenSignedResponseAlg: 'RS256',
      ...TOKEN_SETTING_DEFAULTS,
      isDeviceFlow: false,
      ...TOKEN_SETTING_DEFAULTS,
    });

    for (const indicator of ['https://unknown.example.com', app.config.managementApiResource]) {
      const res = await app.api('PATCH', `/applications/${serviceA.body.id}`, {
        customClientMetadata: { allowedTokenExchangeResources: [indicator] },
      });
      expect(res.status, indicator).toBe(400);
      expect(res.body.code).toBe('application.invalid_token_exchange_resource');
    }
    // A partial update keeps the other setting; the stored row is what the token endpoint reads.
    const off = await app.api('PATCH', `/applications/${serviceA.body.id}`, { customClientMetadata: { allowTokenExchange: false } });
    expect(off.body.customClientMetadata).toEqual({
      allowTokenExchange: false,
      transactionTokens: false,
      allowedTokenExchangeResources: [downstream.indicator],
      allowManagementApi: false,
      requirePkce: false,
      idTokenSignedResponseAlg: 'RS256',
      isDeviceFlow: false,
      ...TOKEN_SETTING_DEFAULTS,
    });
    const row = await app.running.services.db
      .selectFrom('applications')
      .select('custom_client_metadata')
      .where('id', '=', serviceA.body.id)
      .executeTakeFirstOrThrow();
    expect(row.custom_client_metadata).toMatchObject({ allowTokenExchange: false, allowedTokenExchangeResources: [downstream.indicator] });
    const cleared = await app.api('PATCH', `/applications/${serviceA.body.id}`, {
      customClientMetadata: { allowTokenExchange: true, allowedTokenExchangeResources: [] },
    });
    expect(cleared.body.customClientMetadata).toEqual({
      allowTokenExchange: true,
      transactionTokens: false,
      allowedTokenExchangeResources: [],
      allowManagementApi: false,
      requirePkce: false,
      idTokenSignedResponseAlg: 'RS256',
      isDeviceFlow: false,
      ...TOKEN_SETTING_DEFAULTS,
    });

    const m2m = await app.api('POST', '/applications', { name: 'M', type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    expect(m2m.status).toBe(200);
    expect(m2m.body.customClientMetadata.allowTokenExchange).toBe(true);
  });
});

describe("role scopes end to end: a machine-to-machine token carries exactly its roles' scopes", () => {
  it('issues a JWKS-verifiable token, and secret rotation cuts off the old secret', async () => {
    const indicator = 'https://inventory.example.com/api';
    const resource = (await app.api('POST', '/resources', { name: 'Inventory', indicator, accessTokenTtl: 900 })).body;
    const scopeIds: string[] = [];
    for (const name of ['stock:read', 'stock:write', 'stock:admin']) {
      scopeIds.push((await app.api('POST', `/resources/${resource.id}/scopes`, { name })).body.id);
    }
    // Only two of the three scopes go into the role.
    const role = await app.api('POST', '/roles', { name: 'inventory-sync', type: 'MachineToMachine', scopeIds: scopeIds.slice(0, 2) });
    expect(role.status).toBe(200);
    const created = await app.api('POST', '/applications', { name: 'Inventory sync', type: 'MachineToMachine' });
    const { id: clientId, secret } = created.body as { id: string; secret: string };
    expect((await app.api('POST', `/applications/${clientId}/roles`, { roleIds: [role.body.id] })).status).toBe(201);

    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const res = await clientCredentials(clientId, secret, indicator);
    expect(res.status).toBe(200);
    const token = (await res.json()) as { access_token: string; scope: string; expires_in: number };
    const { payload, protectedHeader } = await jwtVerify(token.access_token, jwks, { issuer: app.config.issuer, audience: indicator });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload.sub).toBe(clientId);
    expect(payload.client_id).toBe(clientId);
    expect((payload.scope as string).split(' ').sort()).toEqual(['stock:read', 'stock:write']);
    expect(token.expires_in).toBe(900);

    // The role's scopes follow changes: withdraw one and the next token lacks it.
    expect((await app.api('DELETE', `/roles/${role.body.id}/scopes/${scopeIds[1]}`)).status).toBe(204);
    const narrower = (await (await clientCredentials(clientId, secret, indicator)).json()) as { access_token: string };
    const narrowed = await jwtVerify(narrower.access_token, jwks, { issuer: app.config.issuer, audience: indicator });
    expect(narrowed.payload.scope).toBe('stock:read');

    const rotated = await app.api('POST', `/applications/${clientId}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.id).toBe(clientId);
    const newSecret = rotated.body.secret as string;
    expect(newSecret).not.toBe(secret);
    expect((await storedDigest(clientId))?.equals(createHash('sha256').update(newSecret).digest())).toBe(true);

    const old = await clientCredentials(clientId, secret, indicator);
    expect(old.status).toBe(401);
    expect(((await old.json()) as { error: string }).error).toBe('invalid_client');
    const fresh = await clientCredentials(clientId, newSecret, indicator);
    expect(fresh.status).toBe(200);
    const again = (await fresh.json()) as { access_token: string };
    expect((await jwtVerify(again.access_token, jwks, { issuer: app.config.issuer, audience: indicator })).payload.scope).toBe('stock:read');

    // Taking the role away leaves no scopes on that resource.
    expect((await app.api('DELETE', `/applications/${clientId}/roles/${role.body.id}`)).status).toBe(204);
    const bare = (await (await clientCredentials(clientId, newSecret, indicator)).json()) as { scope: string };
    expect(bare.scope).toBe('');
    // Deleting the application ends its credentials.
    expect((await app.api('DELETE', `/applications/${clientId}`)).status).toBe(204);
    expect((await clientCredentials(clientId, newSecret, indicator)).status).toBe(401);
  });
});

describe('applications over GraphQL', () => {
  it('runs the same operations; the secret appears only in create and rotate payloads', async () => {
    const created = await app.graphql(
      `mutation($input: CreateApplicationInput!) { createApplication(input: $input) { application { ${APPLICATION} } secret ${ERRORS} } }`,
      { input: { name: 'GQL M2M', type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } } },
    );
    expect(created.errors).toBeUndefined();
    const { application, secret } = created.data.createApplication;
    expect(application).toMatchObject({ name: 'GQL M2M', type: 'MachineToMachine', isAdmin: false });
    expect(application.customClientMetadata).toEqual({ allowTokenExchange: true, allowedTokenExchangeResources: [] });
    expect(typeof secret).toBe('string');

    const spa = await app.graphql(`mutation($input: CreateApplicationInput!) { createApplication(input: $input) { application { id } secret ${ERRORS} } }`, {
      input: { name: 'GQL SPA', type: 'SPA' },
    });
    expect(spa.data.createApplication.secret).toBeNull();
    const publicExchange = await app.graphql(
      `mutation($id: ID!, $input: UpdateApplicationInput!) { updateApplication(id: $id, input: $input) { application { id } ${ERRORS} } }`,
      { id: spa.data.createApplication.application.id, input: { customClientMetadata: { allowTokenExchange: true } } },
    );
    expect(publicExchange.data.updateApplication.userErrors[0]).toMatchObject({
      code: 'application.token_exchange_not_allowed_for_public_client',
      field: ['customClientMetadata', 'allowTokenExchange'],
    });

    const updated = await app.graphql(
      `mutation($id: ID!, $input: UpdateApplicationInput!) { updateApplication(id: $id, input: $input) { application { name description } ${ERRORS} } }`,
      { id: application.id, input: { description: 'Syncs things' } },
    );
    expect(updated.data.updateApplication.application).toEqual({ name: 'GQL M2M', description: 'Syncs things' });

    const rotated = await app.graphql(`mutation($id: ID!) { rotateApplicationSecret(id: $id) { application { id } secret ${ERRORS} } }`, {
      id: application.id,
    });
    expect(rotated.data.rotateApplicationSecret.secret).not.toBe(secret);
    const admin = await app.api('GET', '/resources?page_size=100');
    expect(admin.status).toBe(200);

    const one = await app.graphql(`query($id: ID!) { application(id: $id) { ${APPLICATION} } }`, { id: application.id });
    expect(one.data.application.description).toBe('Syncs things');
    const noSecretField = await app.graphql(`query($id: ID!) { application(id: $id) { secret } }`, { id: application.id });
    expect(noSecretField.status).toBe(400);
    const list = await app.graphql(`query { applications(first: 50, type: MachineToMachine) { totalCount nodes { id type } } }`);
    expect(list.data.applications.nodes.map((a: { id: string }) => a.id)).toContain(application.id);
    expect(list.data.applications.nodes.every((a: { type: string }) => a.type === 'MachineToMachine')).toBe(true);
    const missing = await app.graphql(`query { application(id: "nope") { id } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('entity.not_found');

    const deleted = await app.graphql(`mutation($id: ID!) { deleteApplication(id: $id) { deletedId ${ERRORS} } }`, { id: application.id });
    expect(deleted.data.deleteApplication.deletedId).toBe(application.id);
    const adminDelete = await app.graphql(`mutation { deleteApplication(id: "test-admin") { deletedId ${ERRORS} } }`);
    expect(adminDelete.data.deleteApplication.userErrors[0].code).toBe('application.admin_delete_not_allowed');
  });
});

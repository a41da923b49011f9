import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_ID, useTestApp } from '../helpers/app.js';

const app = useTestApp();

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function token(form: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const value of [v].flat()) body.append(k, value);
  const res = await fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

const admin = () => ({ authorization: basic(ADMIN_CLIENT_ID, app.adminSecret) });
const mgmt = () => app.config.managementApiResource;

describe('client_credentials', () => {
  it('issues an RFC 9068 JWT verifiable against the JWKS', async () => {
    const res = await token({ grant_type: 'client_credentials', resource: mgmt(), scope: 'all' }, admin());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'all' });
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const { payload, protectedHeader } = await jwtVerify(res.body.access_token, jwks, {
      issuer: `${app.url}/oidc`,
      audience: mgmt(),
      typ: 'at+jwt',
      algorithms: ['ES256'],
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: ADMIN_CLIENT_ID, client_id: ADMIN_CLIENT_ID, scope: 'all' });
    expect(typeof payload.jti).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('accepts client_secret_post and grants all held scopes when scope is omitted', async () => {
    const res = await token({ grant_type: 'client_credentials', resource: mgmt(), client_id: ADMIN_CLIENT_ID, client_secret: app.adminSecret });
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('all');
  });

  it('decodes Basic credentials as form-urlencoded (RFC 6749 §2.3.1)', async () => {
    // A secret with characters that must be encoded: the admin's own is url-safe, so wrong
    // encodings of it still fail — prove the decoder by sending a '+'-encoded space in the id.
    const res = await token(
      { grant_type: 'client_credentials', resource: mgmt() },
      {
        authorization: `Basic ${Buffer.from(`test%2Dadmin:${encodeURIComponent(app.adminSecret)}`).toString('base64')}`,
      },
    );
    expect(res.status).toBe(200);
  });

  it('answers every error per RFC 6749 §5.2', async () => {
    const wrongSecret = await token({ grant_type: 'client_credentials', resource: mgmt() }, { authorization: basic(ADMIN_CLIENT_ID, 'nope') });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    expect(wrongSecret.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(wrongSecret.headers.get('cache-control')).toBe('no-store');

    const unknownClient = await token({ grant_type: 'client_credentials', resource: mgmt() }, { authorization: basic('ghost', 'x') });
    expect(unknownClient.status).toBe(401);
    expect(unknownClient.body.error).toBe('invalid_client');

    const noAuth = await token({ grant_type: 'client_credentials', resource: mgmt() });
    expect(noAuth.status).toBe(401);
    expect(noAuth.body.error).toBe('invalid_client');

    const noGrant = await token({ resource: mgmt() }, admin());
    expect(noGrant.status).toBe(400);
    expect(noGrant.body).toEqual({ error: 'invalid_request', error_description: expect.any(String) });

    const badGrant = await token({ grant_type: 'password', resource: mgmt() }, admin());
    expect(badGrant.status).toBe(400);
    expect(badGrant.body.error).toBe('unsupported_grant_type');

    const badScope = await token({ grant_type: 'client_credentials', resource: mgmt(), scope: 'all write:everything' }, admin());
    expect(badScope.status).toBe(400);
    expect(badScope.body.error).toBe('invalid_scope');

    const unknownResource = await token({ grant_type: 'client_credentials', resource: 'https://nowhere.example' }, admin());
    expect(unknownResource.status).toBe(400);
    expect(unknownResource.body.error).toBe('invalid_target');

    const noResource = await token({ grant_type: 'client_credentials' }, admin());
    expect(noResource.body.error).toBe('invalid_target');

    const repeated = await token({ grant_type: ['client_credentials', 'client_credentials'], resource: mgmt() }, admin());
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toBe('invalid_request');

    const twoMethods = await token({ grant_type: 'client_credentials', resource: mgmt(), client_secret: app.adminSecret }, admin());
    expect(twoMethods.body.error).toBe('invalid_request');

    const json = await fetch(`${app.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin() },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe('invalid_request');

    const get = await fetch(`${app.url}/oidc/token`);
    expect(get.status).toBe(405);
  });

  it('refuses client_credentials to an application that is not machine-to-machine', async () => {
    const { insertApplication } = await import('../../src/db/repositories/applications.js');
    const { sha256 } = await import('../../src/domain/ids.js');
    await insertApplication(app.running.services.db, 'web-app', { name: 'Web', type: 'Traditional', secretDigest: sha256('web-secret') });
    const res = await token({ grant_type: 'client_credentials', resource: mgmt() }, { authorization: basic('web-app', 'web-secret') });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('unauthorized_client');
  });
});

describe('Management API authentication', () => {
  it('requires a valid Bearer token for the Management API with one of its scopes', async () => {
    const none = await fetch(`${app.url}/api/users`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('auth.unauthorized');

    const garbage = await fetch(`${app.url}/api/users`, { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(garbage.status).toBe(401);

    const gqlNone = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(gqlNone.status).toBe(401);
    expect(((await gqlNone.json()) as any).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    // A valid token with none of the Management API's own scopes (all, read, users…): a second M2M
    // role, holding scopes someone added to the management resource's table by hand.
    const { services } = app.running;
    const { upsertScope, upsertRole, linkRoleScope, linkApplicationRole } = await import('../../src/db/repositories/bootstrap.js');
    const { insertApplication } = await import('../../src/db/repositories/applications.js');
    const { findResourceByIndicator } = await import('../../src/db/repositories/permissions.js');
    const { sha256 } = await import('../../src/domain/ids.js');
    const resource = (await findResourceByIndicator(services.db, mgmt()))!;
    const scopeId = await upsertScope(services.db, 'scope-reports', resource.id, 'reports', 'reports');
    const roleId = await upsertRole(services.db, 'role-read', 'reader', '', 'MachineToMachine');
    await linkRoleScope(services.db, roleId, scopeId);
    await insertApplication(services.db, 'reader-app', { name: 'Reader', type: 'MachineToMachine', secretDigest: sha256('reader-secret') });
    await linkApplicationRole(services.db, 'reader-app', roleId);
    const readerToken = await token({ grant_type: 'client_credentials', resource: mgmt() }, { authorization: basic('reader-app', 'reader-secret') });
    expect(readerToken.body.scope).toBe('reports');
    // What a token carries follows the role: a scope linked since is granted with the first.
    await linkRoleScope(services.db, roleId, await upsertScope(services.db, 'scope-exports', resource.id, 'exports', 'exports'));
    const wider = await token({ grant_type: 'client_credentials', resource: mgmt() }, { authorization: basic('reader-app', 'reader-secret') });
    expect(wider.body.scope.split(' ').sort()).toEqual(['exports', 'reports']);
    const repeated = await token(
      { grant_type: 'client_credentials', resource: mgmt(), scope: 'reports reports' },
      { authorization: basic('reader-app', 'reader-secret') },
    );
    expect(repeated.body.scope).toBe('reports');
    const forbidden = await fetch(`${app.url}/api/users`, { headers: { authorization: `Bearer ${readerToken.body.access_token}` } });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { code: string }).code).toBe('auth.forbidden');
    const gqlForbidden = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${readerToken.body.access_token}` },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(gqlForbidden.status).toBe(403);
  });

  it('refuses a token signed by another key, an alg:none token and an expired one', async () => {
    const { SignJWT, UnsecuredJWT, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('ES256');
    const claims = { client_id: ADMIN_CLIENT_ID, scope: 'all' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: app.running.services.keys.signing.kid })
      .setIssuer(app.config.issuer)
      .setAudience(mgmt())
      .setSubject(ADMIN_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const unsigned = new UnsecuredJWT(claims)
      .setIssuer(app.config.issuer)
      .setAudience(mgmt())
      .setSubject(ADMIN_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: app.running.services.keys.signing.kid })
      .setIssuer(app.config.issuer)
      .setAudience(mgmt())
      .setSubject(ADMIN_CLIENT_ID)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(app.running.services.keys.signing.key);
    for (const t of [forged, unsigned, expired]) {
      const res = await fetch(`${app.url}/api/users`, { headers: { authorization: `Bearer ${t}` } });
      expect(res.status).toBe(401);
    }
    // A genuine token for another audience is refused too.
    const wrongAud = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: app.running.services.keys.signing.kid })
      .setIssuer(app.config.issuer)
      .setAudience('https://other.example')
      .setSubject(ADMIN_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(app.running.services.keys.signing.key);
    expect(decodeProtectedHeader(wrongAud).alg).toBe('ES256');
    expect((await fetch(`${app.url}/api/users`, { headers: { authorization: `Bearer ${wrongAud}` } })).status).toBe(401);
  });
});

describe('discovery, JWKS, health', () => {
  it('publishes metadata with our issuer and endpoints', async () => {
    const res = await fetch(`${app.url}/oidc/.well-known/openid-configuration`);
    const doc = (await res.json()) as Record<string, any>;
    expect(doc.issuer).toBe(`${app.url}/oidc`);
    expect(doc.token_endpoint).toBe(`${app.url}/oidc/token`);
    expect(doc.jwks_uri).toBe(`${app.url}/oidc/jwks`);
    expect(doc.grant_types_supported).toContain('client_credentials');
    expect(doc.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic', 'client_secret_post']));
    const jwks = (await (await fetch(doc.jwks_uri)).json()) as { keys: Array<Record<string, unknown>> };
    // An ES256 key (access tokens), an RS256 key (ID tokens by default) and the other algorithms' keys, public halves only.
    expect(jwks.keys.find((k) => k.alg === 'ES256')).toMatchObject({ crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys.find((k) => k.alg === 'RS256')).toMatchObject({ kty: 'RSA', use: 'sig' });
    for (const key of jwks.keys) for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
  });

  it('answers /health and /ready', async () => {
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
    const ready = await fetch(`${app.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI document built from the route table', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Record<string, any>;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/users'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateUserInput');
    expect(doc.paths['/users/{userId}'].delete.responses['204']).toBeDefined();
    expect(doc.components.schemas.User.properties).not.toHaveProperty('passwordHash');
  });
});

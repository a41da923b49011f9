// Social connectors as data, over REST and GraphQL: the factories and their forms, CRUD, the
// validation of each factory's config, and the client secret — sealed in its row, never answered.
import { describe, expect, it } from 'vitest';
import { connectorForSignIn } from '../../src/domain/federation/connectors.js';
import { outboundPolicyOf } from '../../src/net/outbound-urls.js';
import { useTestApp } from '../helpers/app.js';

const KEK = Buffer.alloc(32, 7);
const app = useTestApp({ env: { KEY_ENCRYPTION_KEY: KEK.toString('base64') } });

const SECRET = 'upstream-client-secret-0123456789';
const oidcBody = (target: string, extra: Record<string, unknown> = {}) => ({
  connectorId: 'oidc',
  config: { issuer: 'https://idp.example.com', clientId: 'tessera', clientSecret: SECRET, ...extra },
  metadata: { target, name: 'Example IdP' },
});

const storedSecret = async (id: string) =>
  (await app.running.services.db.selectFrom('connectors').select('client_secret').where('id', '=', id).executeTakeFirstOrThrow()).client_secret;

describe('connector factories', () => {
  it('lists the generic factories and the presets with their configuration forms', async () => {
    const res = await app.api('GET', '/connector-factories');
    expect(res.status).toBe(200);
    expect(res.body.map((f: any) => f.id)).toEqual(['oidc', 'oauth2', 'google', 'github', 'microsoft']);
    const google = res.body.find((f: any) => f.id === 'google');
    expect(google).toMatchObject({ type: 'Social', isStandard: false, target: 'google', protocol: 'oidc' });
    expect(google.formItems.find((i: any) => i.key === 'clientSecret')).toMatchObject({ required: true, isConfidential: true });
    expect((await app.api('GET', '/connector-factories/github')).body).toMatchObject({ id: 'github', protocol: 'oauth2' });
    expect((await app.api('GET', '/connector-factories/nope')).status).toBe(404);
  });
});

describe('connectors CRUD', () => {
  it('creates a connector whose secret is sealed in its row and never answered', async () => {
    const created = await app.api('POST', '/connectors', oidcBody('acme-oidc'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      connectorId: 'oidc',
      type: 'Social',
      target: 'acme-oidc',
      name: 'Example IdP',
      syncProfile: false,
      config: { issuer: 'https://idp.example.com', clientId: 'tessera', scope: 'openid profile email', tokenEndpointAuthMethod: 'client_secret_post' },
      metadata: { target: 'acme-oidc', name: 'Example IdP', logo: null },
    });
    const id = created.body.id as string;
    expect(created.body.config).not.toHaveProperty('clientSecret');

    for (const res of [created, await app.api('GET', `/connectors/${id}`), await app.api('GET', '/connectors')]) {
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    }
    const gql = await app.graphql('query($id: ID!) { connector(id: $id) { config } }', { id });
    expect(JSON.stringify(gql.data)).not.toContain(SECRET);

    const stored = await storedSecret(id);
    expect(stored.startsWith('enc:v4:')).toBe(true);
    expect(stored).not.toContain(SECRET);
    // It opens for the sign-in, bound to its own row.
    const { settings } = await connectorForSignIn(app.running.services.db, id, KEK, outboundPolicyOf(app.config));
    expect(settings).toMatchObject({ protocol: 'oidc', clientSecret: SECRET, issuer: 'https://idp.example.com' });
  });

  it('a sealed secret copied onto another connector does not open there', async () => {
    const a = (await app.api('POST', '/connectors', oidcBody('copy-a'))).body;
    const b = (await app.api('POST', '/connectors', oidcBody('copy-b', { clientSecret: 'other-secret' }))).body;
    await app.running.services.db
      .updateTable('connectors')
      .set({ client_secret: await storedSecret(a.id) })
      .where('id', '=', b.id)
      .execute();
    await expect(connectorForSignIn(app.running.services.db, b.id, KEK, outboundPolicyOf(app.config))).rejects.toMatchObject({ code: 'ERR_ENVELOPE_OPEN' });
  });

  it('updates: a config without clientSecret keeps the stored one; with one, replaces it', async () => {
    const { id } = (await app.api('POST', '/connectors', { connectorId: 'google', config: { clientId: 'g1', clientSecret: SECRET } })).body;
    const patched = await app.api('PATCH', `/connectors/${id}`, { config: { clientId: 'g2' }, syncProfile: true, metadata: { name: 'Google (work)' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({
      target: 'google',
      name: 'Google (work)',
      syncProfile: true,
      config: { clientId: 'g2', scope: 'openid profile email' },
    });
    expect((await connectorForSignIn(app.running.services.db, id, KEK, outboundPolicyOf(app.config))).settings).toMatchObject({
      issuer: 'https://accounts.google.com',
      clientId: 'g2',
      clientSecret: SECRET,
    });
    const rotated = await app.api('PATCH', `/connectors/${id}`, { config: { clientId: 'g2', clientSecret: 'rotated-secret' } });
    expect(rotated.status).toBe(200);
    expect(JSON.stringify(rotated.body)).not.toContain('rotated-secret');
    expect((await connectorForSignIn(app.running.services.db, id, KEK, outboundPolicyOf(app.config))).settings.clientSecret).toBe('rotated-secret');
    expect(await storedSecret(id)).not.toContain('rotated-secret');
  });

  it('deletes', async () => {
    const { id } = (await app.api('POST', '/connectors', oidcBody('to-delete'))).body;
    expect((await app.api('DELETE', `/connectors/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/connectors/${id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/connectors/${id}`)).status).toBe(404);
  });
});

describe('connector validation', () => {
  const refused = async (body: unknown, status: number, code: string) => {
    const res = await app.api('POST', '/connectors', body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    return res.body;
  };

  it('refuses a config that misses or misspells a setting', async () => {
    await refused(
      { connectorId: 'oidc', config: { issuer: 'https://idp.example.com', clientSecret: 's' }, metadata: { target: 'x1' } },
      400,
      'connector.invalid_config',
    );
    await refused(
      { connectorId: 'oidc', config: { issuer: 'https://idp.example.com', clientId: 'c' }, metadata: { target: 'x2' } },
      400,
      'connector.invalid_config',
    );
    const unknownKey = await refused(oidcBody('x3', { tokenEndpoint: 'https://idp.example.com/token' }), 400, 'connector.invalid_config');
    expect(unknownKey.message).toContain('tokenEndpoint');
    await refused({ connectorId: 'google', config: { clientId: 'c', clientSecret: 's', issuer: 'https://evil.example' } }, 400, 'connector.invalid_config');
  });

  it('refuses issuers and endpoints that are not https (http only on localhost)', async () => {
    await refused(oidcBody('x4', { issuer: 'http://idp.example.com' }), 400, 'connector.invalid_config');
    await refused(oidcBody('x5', { issuer: 'javascript:alert(1)' }), 400, 'connector.invalid_config');
    await refused(
      {
        connectorId: 'oauth2',
        config: {
          authorizationEndpoint: 'https://a.example/auth',
          tokenEndpoint: 'ftp://a.example/token',
          userInfoEndpoint: 'https://a.example/me',
          clientId: 'c',
          clientSecret: 's',
        },
        metadata: { target: 'x6' },
      },
      400,
      'connector.invalid_config',
    );
    const local = await app.api('POST', '/connectors', oidcBody('local-dev', { issuer: 'http://127.0.0.1:4000' }));
    expect(local.status).toBe(200);
  });

  it('refuses an OIDC scope without openid, a bad profile map, a multi-tenant Microsoft endpoint', async () => {
    await refused(oidcBody('x7', { scope: 'profile email' }), 400, 'connector.invalid_config');
    await refused(
      {
        connectorId: 'oauth2',
        config: {
          authorizationEndpoint: 'https://a.example/auth',
          tokenEndpoint: 'https://a.example/token',
          userInfoEndpoint: 'https://a.example/me',
          clientId: 'c',
          clientSecret: 's',
          profileMap: { password: 'pw' },
        },
        metadata: { target: 'x8' },
      },
      400,
      'connector.invalid_config',
    );
    await refused({ connectorId: 'microsoft', config: { tenantId: 'common', clientId: 'c', clientSecret: 's' } }, 400, 'connector.invalid_config');
  });

  it('needs a target for generic connectors, keeps presets on theirs, and one connector per target', async () => {
    await refused({ connectorId: 'oidc', config: { issuer: 'https://idp.example.com', clientId: 'c', clientSecret: 's' } }, 400, 'guard.invalid_input');
    await refused({ connectorId: 'github', config: { clientId: 'c', clientSecret: 's' }, metadata: { target: 'google' } }, 400, 'guard.invalid_input');
    expect((await app.api('POST', '/connectors', oidcBody('dupe'))).status).toBe(200);
    await refused(oidcBody('dupe'), 422, 'connector.target_already_in_use');
    await refused({ connectorId: 'saml', config: {} }, 404, 'connector.not_found');
  });

  it('answers 4xx, never 5xx, for bodies of the wrong shape or text the database cannot store', async () => {
    for (const body of [{ connectorId: 'oidc', config: 'x' }, { connectorId: 7, config: {} }, {}, oidcBody('nul', { clientId: 'a\u0000b' })]) {
      const res = await app.api('POST', '/connectors', body);
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const nulName = await app.api('POST', '/connectors', { ...oidcBody('nul-name'), metadata: { target: 'nul-name', name: 'a\u0000b' } });
    expect(nulName.status).toBe(400);
  });

  it('answers GraphQL userErrors for the same mistakes', async () => {
    const res = await app.graphql('mutation($input: CreateConnectorInput!) { createConnector(input: $input) { connector { id } userErrors { code field } } }', {
      input: { connectorId: 'oidc', config: { issuer: 'https://idp.example.com', clientId: 'c' }, metadata: { target: 'gql-x' } },
    });
    expect(res.data.createConnector).toEqual({ connector: null, userErrors: [{ code: 'connector.invalid_config', field: ['config', 'clientSecret'] }] });
  });
});

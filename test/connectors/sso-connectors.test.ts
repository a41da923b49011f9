// Enterprise SSO connectors as data over REST and GraphQL: Logto's paths and shapes, the SAML
// SP side shown per connector, validation errors, secrets sealed and never returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startIdp, type TestIdp } from './helpers/saml-idp.js';

let app: TestApp;
let idp: TestIdp;

beforeAll(async () => {
  idp = await startIdp();
  app = await startTestApp({ env: { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') } });
});
afterAll(async () => {
  await app?.stop();
  await idp?.close();
});

describe('SSO connectors', () => {
  it('lists the providers', async () => {
    const res = await app.api('GET', '/sso-connector-providers');
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.providerName)).toEqual(['SAML', 'OIDC']);
  });

  it('creates a SAML connector from IdP metadata and shows its SP side and SP metadata', async () => {
    const res = await app.api('POST', '/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Acme',
      domains: ['Acme.test'],
      config: { metadata: idp.metadata },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.id;
    expect(res.body).toMatchObject({ providerName: 'SAML', providerType: 'saml', connectorName: 'Acme', domains: ['acme.test'], syncProfile: false });
    expect(res.body.providerConfig.serviceProvider).toEqual({
      entityId: `${app.url}/enterprise-sso/${id}`,
      assertionConsumerServiceUrl: `${app.url}/api/authn/single-sign-on/saml/${id}`,
      metadataUrl: `${app.url}/api/authn/single-sign-on/saml/${id}/metadata`,
    });
    expect(res.body.providerConfig.identityProvider).toMatchObject({ entityId: idp.entityId, signInEndpoint: idp.ssoUrl });

    const metadata = await fetch(res.body.providerConfig.serviceProvider.metadataUrl);
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toMatch(/xml/);
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${app.url}/enterprise-sso/${id}"`);
    expect(xml).toContain(`Location="${app.url}/api/authn/single-sign-on/saml/${id}"`);

    const got = await app.api('GET', `/sso-connectors/${id}`);
    expect(got.body.connectorName).toBe('Acme');
    const list = await app.api('GET', '/sso-connectors');
    expect(list.headers.get('total-number')).toBe('1');
    const patched = await app.api('PATCH', `/sso-connectors/${id}`, {
      syncProfile: true,
      config: { entityId: idp.entityId, signInEndpoint: idp.ssoUrl, x509Certificate: idp.cert },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ syncProfile: true, domains: ['acme.test'], config: { entityId: idp.entityId } });
    expect((await app.api('DELETE', `/sso-connectors/${id}`)).status).toBe(204);
    expect((await app.api('GET', `/sso-connectors/${id}`)).status).toBe(404);
  });

  it('refuses bad settings with codes, over REST and as GraphQL userErrors', async () => {
    const cases: Array<[unknown, string]> = [
      [{ providerName: 'LDAP', connectorName: 'x' }, 'connector.not_found'],
      [{ providerName: 'SAML', connectorName: 'x', config: { metadata: '<nope' } }, 'connector.invalid_config'],
      [
        { providerName: 'SAML', connectorName: 'x', config: { entityId: 'e', signInEndpoint: 'https://idp.test/sso', x509Certificate: 'not a cert' } },
        'connector.invalid_config',
      ],
      [
        { providerName: 'SAML', connectorName: 'x', config: { entityId: 'e', signInEndpoint: 'javascript:alert(1)', x509Certificate: idp.cert } },
        'connector.invalid_config',
      ],
      [{ providerName: 'SAML', connectorName: 'x', domains: ['gmail.com'] }, 'single_sign_on.forbidden_domain'],
      [{ providerName: 'SAML', connectorName: 'x', domains: ['not a domain'] }, 'single_sign_on.invalid_domain'],
      [{ providerName: 'SAML', connectorName: 'x', domains: ['a.test', 'A.test'] }, 'single_sign_on.duplicated_domains'],
    ];
    for (const [body, code] of cases) {
      const res = await app.api('POST', '/sso-connectors', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
    }
    for (const connectorName of ['   ', 'x'.repeat(129)]) {
      expect(await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName })).toMatchObject({
        status: 400,
        body: { code: 'guard.invalid_input', message: 'connectorName must be 1 to 128 characters', data: { field: ['connectorName'] } },
      });
    }
    await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'Taken', domains: ['taken.test'] });
    const again = await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'Other', domains: ['taken.test'] });
    expect(again).toMatchObject({ status: 422, body: { code: 'single_sign_on.domain_already_in_use' } });
    const gql = await app.graphql(
      `mutation { createSsoConnector(input: { providerName: "SAML", connectorName: "Taken" }) { ssoConnector { id } userErrors { code field } } }`,
    );
    expect(gql.data.createSsoConnector).toEqual({
      ssoConnector: null,
      userErrors: [{ code: 'single_sign_on.connector_name_already_in_use', field: ['connectorName'] }],
    });
  });

  it('seals an OIDC client secret at rest and never returns it', async () => {
    const res = await app.api('POST', '/sso-connectors', {
      providerName: 'OIDC',
      connectorName: 'Okta OIDC',
      config: { issuer: 'https://okta.test', clientId: 'cid', clientSecret: 'very-secret-value' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('very-secret-value');
    expect(res.body.config).toEqual({ issuer: 'https://okta.test', clientId: 'cid' });
    const row = await app.running.services.db.selectFrom('sso_connectors').select('config').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.config)).not.toContain('very-secret-value');
    expect(String((row.config as any).clientSecret)).toMatch(/^sso:v1:/);
    // A change without the secret keeps it.
    await app.api('PATCH', `/sso-connectors/${res.body.id}`, { config: { issuer: 'https://okta.test', clientId: 'cid2' } });
    const after = await app.running.services.db.selectFrom('sso_connectors').select('config').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(String((after.config as any).clientSecret)).toMatch(/^sso:v1:/);
    expect((await app.api('GET', `/sso-connectors/${res.body.id}`)).body.config).toEqual({ issuer: 'https://okta.test', clientId: 'cid2' });
  });
});

// What the Management API answers for a connector configuration it refuses: each field's own
// message and field, as the hand-written checks said them before the configs were read by one zod
// schema per connector kind (src/connectors/config-schemas.ts). One row per check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { startIdp } from './helpers/saml-idp.js';

const app = useTestApp();
let idp: Awaited<ReturnType<typeof startIdp>>;

beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp?.close();
});

const OAUTH2 = {
  authorizationEndpoint: 'https://idp.example.com/auth',
  tokenEndpoint: 'https://idp.example.com/token',
  userInfoEndpoint: 'https://idp.example.com/me',
  clientId: 'c',
  clientSecret: 's',
};
const OIDC = { issuer: 'https://idp.example.com', clientId: 'c', clientSecret: 's' };

describe('social connector configs', () => {
  const rows: Array<[string, Record<string, unknown>, string, string]> = [
    ['oidc', { ...OIDC, clientId: undefined }, 'clientId must be 1 to 512 characters on one line', 'clientId'],
    ['oidc', { ...OIDC, clientId: 'a\nb' }, 'clientId must be 1 to 512 characters on one line', 'clientId'],
    ['oidc', { ...OIDC, issuer: 'not a url' }, 'issuer must be an absolute URL', 'issuer'],
    ['oidc', { ...OIDC, issuer: 'ftp://idp.example.com' }, 'issuer must be an https URL', 'issuer'],
    ['oidc', { ...OIDC, issuer: 'https://user:pw@idp.example.com' }, 'issuer must not hold credentials or a fragment', 'issuer'],
    ['oidc', { ...OIDC, issuer: 'https://idp.example.com/#x' }, 'issuer must not hold credentials or a fragment', 'issuer'],
    ['oidc', { ...OIDC, scope: 'openid "quoted"' }, 'scope must be space-separated scope names', 'scope'],
    ['oidc', { ...OIDC, scope: 'profile email' }, 'an OpenID Connect connector needs the openid scope', 'scope'],
    [
      'oidc',
      { ...OIDC, tokenEndpointAuthMethod: 'private_key_jwt' },
      'tokenEndpointAuthMethod must be client_secret_post or client_secret_basic',
      'tokenEndpointAuthMethod',
    ],
    ['oidc', { ...OIDC, tokenEndpoint: 'https://idp.example.com/token' }, 'config.tokenEndpoint is not a setting of oidc connectors', 'tokenEndpoint'],
    ['oidc', { ...OIDC, clientSecret: '' }, 'clientSecret must be 1 to 4096 characters', 'clientSecret'],
    ['oauth2', { ...OAUTH2, userInfoEndpoint: 'javascript:alert(1)' }, 'userInfoEndpoint must be an https URL', 'userInfoEndpoint'],
    ['oauth2', { ...OAUTH2, profileMap: ['id'] }, 'profileMap must be an object', 'profileMap'],
    ['oauth2', { ...OAUTH2, profileMap: { phone: 'phone' } }, 'profileMap.phone is not a profile field', 'profileMap'],
    ['oauth2', { ...OAUTH2, profileMap: { id: 'has space' } }, 'profileMap.id must name a claim', 'profileMap'],
    ['google', { clientId: 'c', clientSecret: 's', issuer: 'https://evil.example' }, 'config.issuer is not a setting of google connectors', 'issuer'],
    ['microsoft', { clientId: 'c', clientSecret: 's', tenantId: 'not/a/tenant' }, 'tenantId must be a directory id or domain', 'tenantId'],
    [
      'microsoft',
      { clientId: 'c', clientSecret: 's', tenantId: 'common' },
      'tenantId must name one tenant (common, organizations and consumers cannot have their issuer checked)',
      'tenantId',
    ],
  ];

  it.each(rows)('%s: %j → %s', async (connectorId, config, message, key) => {
    const res = await app.api('POST', '/connectors', { connectorId, config, metadata: { target: `t-${connectorId}` } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'connector.invalid_config', message });
    expect(res.body.data).toEqual({ key, field: ['config', key] });
  });

  it('stores what the schema read: defaults filled in, text trimmed, the secret apart', async () => {
    const res = await app.api('POST', '/connectors', { connectorId: 'oauth2', config: { ...OAUTH2, clientId: ' c ' }, metadata: { target: 'stored' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.config).toEqual({
      authorizationEndpoint: OAUTH2.authorizationEndpoint,
      tokenEndpoint: OAUTH2.tokenEndpoint,
      userInfoEndpoint: OAUTH2.userInfoEndpoint,
      clientId: 'c',
      scope: '',
      tokenEndpointAuthMethod: 'client_secret_post',
      profileMap: { id: 'id', email: 'email', name: 'name', avatar: 'avatar' },
    });
  });
});

describe('enterprise connector configs', () => {
  let n = 0;
  const create = (providerName: string, config: unknown) => app.api('POST', '/sso-connectors', { providerName, connectorName: `c${++n}`, config });

  it('OIDC: every missing field at once, each named', async () => {
    const res = await create('OIDC', { scope: 'openid' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('connector.invalid_config');
    expect(res.body.message).toBe('config.issuer must be an http(s) URL; config.clientId is required; config.clientSecret is required');
    expect(res.body.data.issues.map((i: { field: string[] }) => i.field)).toEqual([
      ['config', 'issuer'],
      ['config', 'clientId'],
      ['config', 'clientSecret'],
    ]);
  });

  it('unknown fields, all named with what the provider takes', async () => {
    const res = await create('OIDC', { issuer: 'https://idp.example.com', clientId: 'c', clientSecret: 's', metadata: 'x', tenant: 'y' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('config has unknown fields: metadata, tenant (a OIDC connector takes issuer, clientId, clientSecret, scope)');
  });

  it('SAML: the IdP first, then the attribute mapping', async () => {
    const noIdp = await create('SAML', { attributeMapping: { email: 3 } });
    expect(noIdp.status).toBe(400);
    expect(noIdp.body.message).toBe('config needs metadataUrl, metadata (XML), or entityId, signInEndpoint and x509Certificate');
    const badCert = await create('SAML', { entityId: 'urn:idp', signInEndpoint: 'https://idp.example.com/sso', x509Certificate: 'nope' });
    expect(badCert.body.message).toBe('x509Certificate is not an X.509 certificate (PEM or base64 DER)');
    const badEndpoint = await create('SAML', { entityId: 'urn:idp', signInEndpoint: 'mailto:x', x509Certificate: 'nope' });
    expect(badEndpoint.body.message).toBe('config.signInEndpoint must be an http(s) URL');
    for (const attributeMapping of [{ email: 3 }, ['mail'], null]) {
      const badMapping = await create('SAML', { metadata: idp.metadata, attributeMapping });
      expect(badMapping.status).toBe(400);
      expect(badMapping.body).toMatchObject({
        code: 'connector.invalid_config',
        message: 'config.attributeMapping must map profile fields (id, email, name, avatar) to attribute names',
      });
    }
    expect((await create('SAML', { metadata: idp.metadata, attributeMapping: { email: 'mail' } })).status).toBe(200);
  });
});

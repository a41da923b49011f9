// A sign-in through an upstream provider says in the ID token's `amr` how the person signed in
// there, as far as the upstream said it in RFC 8176 terms: the ID token's `amr` of a social OpenID
// provider (the test's forging provider) and of an enterprise one (oidc-provider), the registered
// values only; a SAML IdP's password context class as `pwd`, and nothing for another class. An
// upstream's `mfa` reaches the multi-factor acr when the client asks for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient, startAuthorization, submitAndRedeem } from '../experience/helpers/json-client.js';
import { enableSingleSignOn, offerSocialConnectors } from './helpers/offer.js';
import { startOidcIdp, type OidcIdpUser, type TestOidcIdp } from './helpers/oidc-idp.js';
import { startIdp, type IdpUser } from './helpers/saml-idp.js';
import { startForgingProvider, type ForgedClaims, type RunningUpstream } from './helpers/upstream.js';

const MULTI = 'urn:tessera:acr:multi-factor';
const SINGLE = 'urn:tessera:acr:single-factor';

let app: TestApp;
let web: TestClient;
let oidcIdp: TestOidcIdp;
let samlIdp: Awaited<ReturnType<typeof startIdp>>;
let social: RunningUpstream;
let forged: ForgedClaims = {};
let oidcConnectorId: string;
let samlConnectorId: string;
let socialConnectorId: string;

beforeAll(async () => {
  oidcIdp = await startOidcIdp();
  samlIdp = await startIdp();
  social = await startForgingProvider('social-sub', () => forged);
  app = await startTestApp();
  await enableSingleSignOn(app);
  web = await createClient(app, 'Traditional');

  const oidc = await app.api('POST', '/sso-connectors', {
    providerName: 'OIDC',
    connectorName: 'Acme OIDC',
    domains: ['acme-oidc.test'],
    config: { issuer: oidcIdp.issuer, clientId: 'tessera', clientSecret: 'upstream client secret', scope: 'openid email profile' },
  });
  expect(oidc.status, JSON.stringify(oidc.body)).toBe(200);
  oidcConnectorId = oidc.body.id;
  oidcIdp.configure({ clientId: 'tessera', clientSecret: 'upstream client secret', redirectUris: [oidc.body.providerConfig.redirectUri] });

  const saml = await app.api('POST', '/sso-connectors', {
    providerName: 'SAML',
    connectorName: 'Acme SAML',
    domains: ['acme-saml.test'],
    config: { metadata: samlIdp.metadata },
  });
  expect(saml.status, JSON.stringify(saml.body)).toBe(200);
  samlConnectorId = saml.body.id;

  const connector = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: social.issuer, clientId: 'social-client', clientSecret: 'social-secret' },
    metadata: { target: 'social-amr', name: 'Social with amr' },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(200);
  socialConnectorId = connector.body.id;
  await offerSocialConnectors(app, 'social-amr');
});
afterAll(async () => {
  await app?.stop();
  await oidcIdp?.close();
  await samlIdp?.close();
  await social?.stop();
});

type Authorization = Awaited<ReturnType<typeof startAuthorization>>;

/** identification → submit → the client's token request; the ID token's claims. */
async function finish(client: JsonClient, authorization: Authorization, verificationId: string) {
  const identified = await client.call('POST', '/api/experience/identification', { verificationId });
  expect(identified.status, JSON.stringify(identified.body)).toBe(204);
  const { idClaims } = await submitAndRedeem(app, client, web, authorization);
  return idClaims as { acr?: string; amr?: string[] };
}

/** An enterprise sign-in started for `web` (asking `acr_values` when given) up to the IdP's URL. */
async function beginSso(connectorId: string, extra: Record<string, string>) {
  const client = new JsonClient(app.url);
  const authorization = await startAuthorization(client.browser, web, extra);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const started = await client.call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
    state: 'st',
    redirectUri: `${app.url}/sign-in/sso-callback`,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { client, authorization, verificationId: started.body.verificationId as string, authorizationUri: started.body.authorizationUri as string };
}

async function oidcSignIn(user: OidcIdpUser, extra: Record<string, string> = {}) {
  const flow = await beginSso(oidcConnectorId, extra);
  oidcIdp.user = user;
  const atIdp = await new Browser(`${oidcIdp.issuer}/`).request(flow.authorizationUri);
  const back = await fetch(atIdp.url, { redirect: 'manual' });
  expect(back.status, await back.clone().text()).toBe(303);
  const verified = await flow.client.call('POST', `/api/experience/verification/sso/${oidcConnectorId}/verify`, { verificationId: flow.verificationId });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return finish(flow.client, flow.authorization, flow.verificationId);
}

async function samlSignIn(user: IdpUser) {
  const flow = await beginSso(samlConnectorId, {});
  const seen = await samlIdp.visit(flow.authorizationUri);
  const acs = await fetch(seen.acs, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      SAMLResponse: samlIdp.response({ requestId: seen.id, acs: seen.acs, audience: seen.issuer, user }),
      RelayState: seen.relayState,
    }),
    redirect: 'manual',
  });
  expect(acs.status, await acs.clone().text()).toBe(303);
  const verified = await flow.client.call('POST', `/api/experience/verification/sso/${samlConnectorId}/verify`, { verificationId: flow.verificationId });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return finish(flow.client, flow.authorization, flow.verificationId);
}

async function socialSignIn(extra: Record<string, string>) {
  const client = new JsonClient(app.url);
  const authorization = await startAuthorization(client.browser, web, extra);
  const callbackUrl = `${app.url}/callback/social/${socialConnectorId}`;
  const started = await client.call('POST', `/api/experience/verification/social/${socialConnectorId}/authorization-uri`, { redirectUri: callbackUrl });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const res = await fetch(started.body.authorizationUri, { redirect: 'manual' });
  const callback = new URL(res.headers.get('location')!);
  const verified = await client.call('POST', `/api/experience/verification/social/${socialConnectorId}/verify`, {
    verificationId: started.body.verificationId,
    connectorData: Object.fromEntries(callback.searchParams),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return finish(client, authorization, started.body.verificationId);
}

describe("federated sign-in: the upstream's amr", () => {
  it("enterprise OIDC: the ID token's registered RFC 8176 values pass through, and its mfa reaches the multi-factor acr", async () => {
    const claims = await oidcSignIn(
      { sub: 'amr-ann', email: 'ann@acme-oidc.test', emailVerified: true, amr: ['pwd', 'otp', 'mfa', 'fed', 'urn:acme:strong'] },
      { acr_values: MULTI },
    );
    expect(claims.amr?.sort()).toEqual(['mfa', 'otp', 'pwd']);
    expect(claims.acr).toBe(MULTI);

    // An upstream that says nothing of its sign-in: no amr, and the one-factor level.
    const silent = await oidcSignIn({ sub: 'amr-bob', email: 'bob@acme-oidc.test', emailVerified: true }, { acr_values: MULTI });
    expect(silent).not.toHaveProperty('amr');
    expect(silent.acr).toBe(SINGLE);
  });

  it("social OIDC: the ID token's amr passes through the same way", async () => {
    forged = { extra: { amr: ['hwk', 'user', 'mfa', 'face-id'] } };
    const claims = await socialSignIn({ acr_values: MULTI });
    expect(claims.amr?.sort()).toEqual(['hwk', 'mfa', 'user']);
    expect(claims.acr).toBe(MULTI);
    forged = {};
  });

  it('SAML: the password context classes are pwd; another class gives no amr', async () => {
    const transport = await samlSignIn({
      nameId: 'carol',
      email: 'carol@acme-saml.test',
      authnContextClassRef: 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport',
    });
    expect(transport.amr).toEqual(['pwd']);
    const x509 = await samlSignIn({ nameId: 'dave', email: 'dave@acme-saml.test', authnContextClassRef: 'urn:oasis:names:tc:SAML:2.0:ac:classes:X509' });
    expect(x509).not.toHaveProperty('amr');
  });
});

// How a sign-in through an upstream starts, social and enterprise alike (one rule,
// src/domain/federation/federated-sign-in.ts, checkSignInStart): the return URI is a URL on
// Tessera's origin without a fragment; a state sent upstream (social) is 16–512 URL-safe
// characters or one of ours, while an enterprise sign-in sends upstream a random state of its own
// and the caller's state (1–512 characters) only comes back to the caller's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startIdp } from './helpers/saml-idp.js';

const app = useTestApp();
let web: TestClient;
let idp: Awaited<ReturnType<typeof startIdp>>;
let socialId: string;
let ssoId: string;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  idp = await startIdp();
  const social = await app.api('POST', '/connectors', {
    connectorId: 'oauth2',
    config: {
      authorizationEndpoint: 'https://upstream.example.com/auth',
      tokenEndpoint: 'https://upstream.example.com/token',
      userInfoEndpoint: 'https://upstream.example.com/me',
      clientId: 'tessera',
      clientSecret: 'secret',
    },
    metadata: { target: 'start-rules', name: 'Start rules' },
  });
  expect(social.status, JSON.stringify(social.body)).toBe(200);
  socialId = social.body.id as string;
  const sso = await app.api('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'Start rules SAML', config: { metadata: idp.metadata } });
  expect(sso.status, JSON.stringify(sso.body)).toBe(200);
  ssoId = sso.body.id as string;
  expect((await app.api('PATCH', '/sign-in-exp', { socialSignInConnectorTargets: ['start-rules'], singleSignOnEnabled: true })).status).toBe(200);
});
afterAll(async () => {
  await idp?.close();
});

/** A JSON client inside a SignIn interaction. */
async function experience(): Promise<JsonClient> {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  return client;
}

const startSocial = async (client: JsonClient, body: Record<string, unknown>) =>
  client.call('POST', `/api/experience/verification/social/${socialId}/authorization-uri`, body);
const startSso = async (client: JsonClient, body: Record<string, unknown>) =>
  client.call('POST', `/api/experience/verification/sso/${ssoId}/authorization-uri`, body);

describe('the return URI, one rule for social and enterprise sign-in', () => {
  it('refuses another origin and a fragment on both, and takes a URL on our origin as given', async () => {
    const client = await experience();
    for (const redirectUri of ['https://elsewhere.example.com/cb', `${app.url}/cb#fragment`, 'not a url']) {
      for (const start of [startSocial, startSso]) {
        const refused = await start(client, { state: 'a-state-of-sixteen-chars', redirectUri });
        expect(refused.status, `${redirectUri}: ${JSON.stringify(refused.body)}`).toBe(400);
        expect(refused.body).toMatchObject({ code: 'guard.invalid_input', message: `redirectUri must be a URL on ${new URL(app.url).origin}` });
      }
    }
    const social = await startSocial(client, { state: 'a-state-of-sixteen-chars', redirectUri: `${app.url}/my-ui/callback?x=1` });
    expect(social.status, JSON.stringify(social.body)).toBe(200);
    expect(new URL(social.body.authorizationUri).searchParams.get('redirect_uri')).toBe(`${app.url}/my-ui/callback?x=1`);
    const sso = await startSso(client, { state: 'st', redirectUri: `${app.url}/my-ui/callback` });
    expect(sso.status, JSON.stringify(sso.body)).toBe(200);
  });

  it('social sign-in falls back to the connector’s callback page; enterprise sign-in needs the caller’s page', async () => {
    const client = await experience();
    const social = await startSocial(client, {});
    expect(social.status, JSON.stringify(social.body)).toBe(200);
    expect(new URL(social.body.authorizationUri).searchParams.get('redirect_uri')).toBe(`${app.url}/callback/social/${socialId}`);
    const sso = await startSso(client, { state: 'st' });
    expect(sso.status).toBe(400);
    expect(sso.body.message).toMatch(/^redirectUri must be a URL on/);
  });
});

describe('the state', () => {
  it('sent upstream by a social connector: the caller’s if 16–512 URL-safe characters, else refused; ours at random when absent', async () => {
    const client = await experience();
    const short = await startSocial(client, { state: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'guard.invalid_input', message: 'state must be 16 to 512 URL-safe characters' });
    const given = await startSocial(client, { state: 'a-state-of-sixteen-chars' });
    expect(new URL(given.body.authorizationUri).searchParams.get('state')).toBe('a-state-of-sixteen-chars');
    const ours = new URL((await startSocial(client, {})).body.authorizationUri).searchParams.get('state');
    expect(ours).toMatch(/^[\w-]{32}$/);
  });

  it('of an enterprise sign-in: required, any 1–512 characters, never sent upstream (the IdP sees a random state of ours)', async () => {
    const client = await experience();
    for (const state of [undefined, '', 'x'.repeat(513)]) {
      const refused = await startSso(client, { state, redirectUri: `${app.url}/cb` });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'guard.invalid_input', message: 'state must be a string of 1 to 512 characters' });
    }
    const started = await startSso(client, { state: 'st', redirectUri: `${app.url}/cb` });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const relayState = new URL(started.body.authorizationUri).searchParams.get('RelayState');
    expect(relayState).toBe(started.body.verificationId);
    expect(relayState!.length).toBeGreaterThanOrEqual(32);
  });
});

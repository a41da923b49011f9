// OIDC enterprise sign-in end to end against a real upstream OpenID Provider (oidc-provider on
// 127.0.0.1): the Experience API steps, the IdP's redirect to our callback, the code exchanged
// with PKCE and the ID token checked by openid-client, the account rules and events — and the
// refusals: no or unknown state, a code delivered to another request's callback, a replayed
// callback, an issuer that does not match its discovery, plain http off this machine, an
// unverified email that matches an existing account, and (from a provider that forges them) ID
// tokens with another audience, issuer or nonce, expired, or signed by a foreign key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startForgingOp } from './helpers/forging-op.js';
import { startOidcIdp, type OidcIdpUser, type TestOidcIdp } from './helpers/oidc-idp.js';
import { enableSingleSignOn } from './helpers/offer.js';

let app: TestApp;
let idp: TestOidcIdp;
let receiver: Receiver;
let web: TestClient;
let connectorId: string;

beforeAll(async () => {
  idp = await startOidcIdp();
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100', KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') } });
  // Single sign-on is offered explicitly: it is off until an administrator turns it on (docs/security.md).
  await enableSingleSignOn(app);
  await createHook(app, receiver, ['User.Created', 'PostRegister', 'PostSignIn', 'Organization.Membership.Updated']);
  web = await createClient(app, 'Traditional');
  const created = await app.api('POST', '/sso-connectors', {
    providerName: 'OIDC',
    connectorName: 'Acme OIDC',
    domains: ['acme.test'],
    config: { issuer: idp.issuer, clientId: 'tessera', clientSecret: 'upstream client secret', scope: 'openid email profile' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
  expect(created.body.providerConfig).toEqual({ redirectUri: `${app.url}/api/authn/single-sign-on/oidc/${connectorId}` });
  idp.configure({ clientId: 'tessera', clientSecret: 'upstream client secret', redirectUris: [created.body.providerConfig.redirectUri] });
});
afterAll(async () => {
  await app?.stop();
  await idp?.close();
  await receiver?.close();
});

interface Flow {
  client: JsonClient;
  verificationId: string;
  authorizationUri: string;
}

async function begin(id = connectorId): Promise<Flow> {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const res = await client.call('POST', `/api/experience/verification/sso/${id}/authorization-uri`, {
    state: 'st-oidc',
    redirectUri: `${app.url}/sign-in/sso-callback`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, verificationId: res.body.verificationId, authorizationUri: res.body.authorizationUri };
}

/** The person signs in at the IdP (its own cookies); the URL of our callback it sends the browser to. */
async function atIdp(flow: Flow, user: OidcIdpUser): Promise<URL> {
  idp.user = user;
  const res = await new Browser(`${idp.issuer}/`).request(flow.authorizationUri);
  const back = new URL(res.url);
  expect(back.origin + back.pathname, `${res.status} ${res.text.slice(0, 300)}`).toBe(`${app.url}/api/authn/single-sign-on/oidc/${connectorId}`);
  return back;
}

async function callback(url: URL | string) {
  const res = await fetch(url, { redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), body: text.startsWith('{') ? JSON.parse(text) : text };
}

async function finish(flow: Flow) {
  const verified = await flow.client.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, { verificationId: flow.verificationId });
  if (verified.status !== 200) return { verified };
  expect((await flow.client.call('POST', '/api/experience/identification', { verificationId: flow.verificationId })).status).toBe(204);
  const submitted = await flow.client.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { verified, redirectTo: new URL(submitted.body.redirectTo) };
}

async function signIn(user: OidcIdpUser) {
  const flow = await begin();
  const back = await callback(await atIdp(flow, user));
  expect(back.status, JSON.stringify(back.body)).toBe(303);
  expect(back.location).toBe(`${app.url}/sign-in/sso-callback?state=st-oidc`);
  return finish(flow);
}

describe('OIDC enterprise sign-in', () => {
  it('registers on the first sign-in with the verified email (User.Created, PostRegister) and signs the same user in on return', async () => {
    const first = await signIn({ sub: 'entra-alice', email: 'Alice@acme.test', emailVerified: true, name: 'Alice OIDC' });
    expect(first.redirectTo!.searchParams.get('code')).toBeTruthy();
    await receiver.waitFor(() => receiver.ofEvent('User.Created').length === 1 && receiver.ofEvent('PostRegister').length === 1);
    const created = receiver.ofEvent('User.Created')[0]!.json.data;
    expect(created).toMatchObject({ primaryEmail: 'alice@acme.test', name: 'Alice OIDC' });

    const again = await signIn({ sub: 'entra-alice', email: 'alice@acme.test', emailVerified: true });
    expect(again.redirectTo!.searchParams.get('code')).toBeTruthy();
    // The first sign-in was the registration (its PostRegister, not a PostSignIn too); the return is one PostSignIn.
    await receiver.waitFor(() => receiver.ofEvent('PostSignIn').filter((e) => e.json.userId === created.id).length === 1);
    expect(receiver.ofEvent('User.Created')).toHaveLength(1);
    expect(receiver.ofEvent('PostRegister').filter((e) => e.json.userId === created.id)).toHaveLength(1);
  });

  it('an unverified upstream email that matches an existing account is not linked (nor stored on the new account)', async () => {
    const dana = (await app.api('POST', '/users', { primaryEmail: 'dana@acme.test', name: 'Dana' })).body;
    const { redirectTo } = await signIn({ sub: 'entra-mallory', email: 'dana@acme.test', emailVerified: false, name: 'Not Dana' });
    expect(redirectTo).toBeDefined();
    await receiver.waitFor(() => receiver.ofEvent('User.Created').some((e) => e.json.data?.name === 'Not Dana'));
    const registered = receiver.ofEvent('User.Created').find((e) => e.json.data?.name === 'Not Dana')!.json.data;
    expect(registered.id).not.toBe(dana.id);
    expect(registered.primaryEmail).toBeNull();
    const identities = await app.running.services.db.selectFrom('user_sso_identities').select(['user_id']).where('identity_id', '=', 'entra-mallory').execute();
    expect(identities).toEqual([{ user_id: registered.id }]);
  });

  it('joins the organizations listing the connector (SSO JIT) on the first sign-in', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'OIDC org' })).body;
    expect((await app.api('POST', `/organizations/${org.id}/jit/sso-connectors`, { ssoConnectorIds: [connectorId] })).status).toBe(201);
    await signIn({ sub: 'entra-erin', email: 'erin@acme.test', emailVerified: true });
    await receiver.waitFor(() => receiver.ofEvent('Organization.Membership.Updated').some((e) => e.json.organizationId === org.id));
  });

  it("through the sign-in page: Continue with single sign-on → the IdP → the client's code", async () => {
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web);
    const signInPage = await browser.get(location.toString());
    const href = /href="(\/sign-in\/sso\?[^"]*)"/.exec(signInPage.text)![1]!.replace(/&amp;/g, '&');
    const toIdp = await browser.submit(await browser.get(href), { email: 'frank@acme.test' });
    expect(toIdp.status).toBe(303);
    expect(toIdp.url.startsWith(`${idp.issuer}/`)).toBe(true);
    const back = await atIdp(
      { client: new JsonClient(app.url), verificationId: '', authorizationUri: toIdp.url },
      { sub: 'entra-frank', email: 'frank@acme.test', emailVerified: true },
    );
    const toPage = await callback(back);
    expect(toPage.status, JSON.stringify(toPage.body)).toBe(303);
    expect(new URL(toPage.location!).pathname).toBe('/sign-in/sso/callback');
    const done = await browser.get(toPage.location!);
    expect(done.status).toBe(303);
    expect(new URL(done.url).searchParams.get('code')).toBeTruthy();
  });

  describe('refuses callbacks that must not pass', () => {
    const alice = { sub: 'entra-alice', email: 'alice@acme.test', emailVerified: true };

    it('without state, or with a state no request of ours has', async () => {
      const flow = await begin();
      const back = await atIdp(flow, alice);
      const none = new URL(back);
      none.searchParams.delete('state');
      expect(await callback(none)).toMatchObject({ status: 400, body: { code: 'session.verification_session_not_found' } });
      const unknown = new URL(back);
      unknown.searchParams.set('state', 'not-a-request');
      expect(await callback(unknown)).toMatchObject({ status: 400, body: { code: 'session.verification_session_not_found' } });
      // Nothing was verified.
      expect((await finish(flow)).verified.status).toBeGreaterThanOrEqual(400);
    });

    it("a code delivered with another request's state (its PKCE verifier and nonce do not match)", async () => {
      const victim = await begin();
      const attacker = await begin();
      const attackerBack = await atIdp(attacker, { sub: 'entra-mallory', email: 'mallory@acme.test', emailVerified: true });
      const injected = new URL(attackerBack);
      injected.searchParams.set('state', victim.verificationId);
      const res = await callback(injected);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('single_sign_on.invalid_oidc_response');
      expect((await finish(victim)).verified.status).toBeGreaterThanOrEqual(400);
    });

    it('a replayed callback', async () => {
      const flow = await begin();
      const back = await atIdp(flow, alice);
      expect((await callback(back)).status).toBe(303);
      expect(await callback(back)).toMatchObject({ status: 400, body: { code: 'single_sign_on.response_already_received' } });
      expect((await finish(flow)).redirectTo).toBeDefined();
    });

    it('an IdP error instead of a code', async () => {
      const flow = await begin();
      const url = new URL(`${app.url}/api/authn/single-sign-on/oidc/${connectorId}`);
      url.search = new URLSearchParams({ error: 'access_denied', error_description: 'the user said no', state: flow.verificationId }).toString();
      const res = await callback(url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'single_sign_on.invalid_oidc_response' });
      expect(res.body.message).toMatch(/access_denied/);
    });

    it('an issuer that is not the one its discovery names', async () => {
      const wrong = await app.api('POST', '/sso-connectors', {
        providerName: 'OIDC',
        connectorName: 'Wrong issuer',
        config: { issuer: idp.issuer.replace('127.0.0.1', 'localhost'), clientId: 'tessera', clientSecret: 's' },
      });
      const client = new JsonClient(app.url);
      await startAuthorization(client.browser, web);
      await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      const res = await client.call('POST', `/api/experience/verification/sso/${wrong.body.id}/authorization-uri`, { state: 's', redirectUri: `${app.url}/x` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'connector.invalid_config' });
      expect(res.body.message).toMatch(/issuer/);
    });

    it('an issuer over plain http off this machine', async () => {
      // Refused when saved since connector URLs follow the outbound rule (src/net/outbound-urls.ts)…
      const refused = await app.api('POST', '/sso-connectors', {
        providerName: 'OIDC',
        connectorName: 'Plain http',
        config: { issuer: 'http://idp.example.test', clientId: 'tessera', clientSecret: 's' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'connector.invalid_config', message: expect.stringMatching(/https/) });
      // …and one stored before that rule (or by SQL) is refused when it would connect.
      const insecure = await app.api('POST', '/sso-connectors', { providerName: 'OIDC', connectorName: 'Plain http' });
      await app.running.services.db
        .updateTable('sso_connectors')
        .set({ config: JSON.stringify({ issuer: 'http://idp.example.test', clientId: 'tessera', clientSecret: 's' }) } as never)
        .where('id', '=', insecure.body.id)
        .execute();
      const client = new JsonClient(app.url);
      await startAuthorization(client.browser, web);
      await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      const res = await client.call('POST', `/api/experience/verification/sso/${insecure.body.id}/authorization-uri`, {
        state: 's',
        redirectUri: `${app.url}/x`,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/https/);
    });
  });

  describe('refuses ID tokens that must not pass (a provider that forges them)', () => {
    let op: Awaited<ReturnType<typeof startForgingOp>>;
    let forgedId: string;
    beforeAll(async () => {
      op = await startForgingOp({ sub: 'forged-sub', email: 'forged@forged.test' });
      const created = await app.api('POST', '/sso-connectors', {
        providerName: 'OIDC',
        connectorName: 'Forging IdP',
        domains: ['forged.test'],
        config: { issuer: op.issuer, clientId: 'tessera-forged', clientSecret: 'forged secret' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      forgedId = created.body.id;
    });
    afterAll(async () => op?.close());

    async function through(forge: typeof op.forge) {
      op.forge = forge;
      const flow = await begin(forgedId);
      return callback(op.authorize(flow.authorizationUri));
    }

    it('a well-formed ID token passes (the provider is sound, so each refusal below is its one claim)', async () => {
      const res = await through({});
      expect(res.status, JSON.stringify(res.body)).toBe(303);
    });

    for (const [name, forge, pattern] of [
      ['another audience', { claims: { aud: 'someone-else' } }, /aud/],
      ['another issuer', { claims: { iss: 'https://impostor.test' } }, /iss/],
      ['another nonce', { claims: { nonce: 'not-the-nonce' } }, /nonce/],
      ['an expired token', { claims: { iat: Math.floor(Date.now() / 1000) - 3600, exp: Math.floor(Date.now() / 1000) - 1800 } }, /exp|timestamp/i],
      ['a signature by a key not in the JWKS', { foreignKey: true }, /signature|key/i],
    ] as const) {
      it(name, async () => {
        const res = await through(forge);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.code).toBe('single_sign_on.invalid_oidc_response');
        expect(res.body.message).toMatch(pattern);
      });
    }
  });
});

// SAML sign-in end to end against a real IdP started by the test (its own key and certificate,
// responses signed with xml-crypto): the Experience API steps, the ACS reached cross-site without
// our cookies, the account rules, the events — and every refusal of a response that must not pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { assertionXml, responseXml, startIdp, type AuthnRequestSeen, type IdpUser } from './helpers/saml-idp.js';
import { enableSingleSignOn } from './helpers/offer.js';

let app: TestApp;
let idp: Awaited<ReturnType<typeof startIdp>>;
let receiver: Receiver;
let web: TestClient;
let connectorId: string;

beforeAll(async () => {
  idp = await startIdp();
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100' } });
  // Single sign-on is offered explicitly: it is off until an administrator turns it on (docs/security.md).
  await enableSingleSignOn(app);
  await createHook(app, receiver, ['User.Created', 'PostRegister', 'User.Data.Updated', 'PostSignIn']);
  web = await createClient(app, 'Traditional');
  const created = await app.api('POST', '/sso-connectors', {
    providerName: 'SAML',
    connectorName: 'Acme',
    domains: ['acme.test'],
    config: { metadata: idp.metadata },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
});
afterAll(async () => {
  await app?.stop();
  await idp?.close();
  await receiver?.close();
});

interface Flow {
  client: JsonClient;
  verificationId: string;
  seen: AuthnRequestSeen;
}

/** A browser at the sign-in: authorization request, SignIn chosen, SSO started, the IdP reached. */
async function begin(client = new JsonClient(app.url)): Promise<Flow> {
  await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const res = await client.call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
    state: 'st-1',
    redirectUri: `${app.url}/sign-in/sso-callback`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const seen = await idp.visit(res.body.authorizationUri);
  expect(seen.relayState).toBe(res.body.verificationId);
  return { client, verificationId: res.body.verificationId, seen };
}

const forFlow = (flow: Flow, user: IdpUser) => ({ requestId: flow.seen.id, acs: flow.seen.acs, audience: flow.seen.issuer, user });

/** The IdP's auto-post form, as a cross-site POST: no cookie of ours goes with it. */
async function post(flow: Flow, samlResponse: string, relayState = flow.seen.relayState) {
  const res = await fetch(flow.seen.acs, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** verify → identification → submit; the client's redirect (or the first refusal). */
async function finish(flow: Flow) {
  const verified = await flow.client.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, { verificationId: flow.verificationId });
  if (verified.status !== 200) return { verified };
  const identified = await flow.client.call('POST', '/api/experience/identification', { verificationId: flow.verificationId });
  expect(identified.status, JSON.stringify(identified.body)).toBe(204);
  const submitted = await flow.client.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { verified, redirectTo: new URL(submitted.body.redirectTo) };
}

async function signIn(user: IdpUser) {
  const flow = await begin();
  const acs = await post(flow, idp.response(forFlow(flow, user)));
  expect(acs.status, JSON.stringify(acs.body)).toBe(303);
  expect(acs.location).toBe(`${app.url}/sign-in/sso-callback?state=st-1`);
  return finish(flow);
}

const userByEmail = async (email: string) => (await app.api('GET', `/users?search=${encodeURIComponent(email)}`)).body as any[];

describe('SAML sign-in', () => {
  it('registers on the first sign-in (User.Created, PostRegister) and signs the same user in on return', async () => {
    const first = await signIn({ nameId: 'okta-alice', email: 'Alice@acme.test', name: 'Alice A' });
    expect(first.redirectTo!.searchParams.get('code')).toBeTruthy();
    await receiver.waitFor(() => receiver.ofEvent('User.Created').length === 1 && receiver.ofEvent('PostRegister').length === 1);
    const created = receiver.ofEvent('User.Created')[0]!.json;
    expect(created).toMatchObject({ interactionEvent: 'Register', data: { primaryEmail: 'alice@acme.test', name: 'Alice A', hasPassword: false } });
    const userId = created.data.id;
    const user = (await app.api('GET', `/users/${userId}`)).body;
    expect(user).toMatchObject({ primaryEmail: 'alice@acme.test', emailVerified: true });

    const again = await signIn({ nameId: 'okta-alice', email: 'alice@acme.test' });
    expect(again.redirectTo!.searchParams.get('code')).toBeTruthy();
    // The first sign-in was the registration (its PostRegister, not a PostSignIn too); the return is one PostSignIn.
    await receiver.waitFor(() => receiver.ofEvent('PostSignIn').filter((e) => e.json.userId === userId).length === 1);
    expect(receiver.ofEvent('User.Created')).toHaveLength(1);
    expect(receiver.ofEvent('PostRegister').filter((e) => e.json.userId === userId)).toHaveLength(1);
  });

  it('serves the SP metadata that names the ACS URL the AuthnRequest carries', async () => {
    const flow = await begin();
    const xml = await (await fetch(`${app.url}/api/authn/single-sign-on/saml/${connectorId}/metadata`)).text();
    expect(xml).toContain(`Location="${flow.seen.acs}"`);
    expect(xml).toContain(`entityID="${flow.seen.issuer}"`);
  });

  describe('refuses responses that must not pass', () => {
    const alice = { nameId: 'okta-alice', email: 'alice@acme.test' };
    const refused = async (flow: Flow, samlResponse: string, code = 'single_sign_on.invalid_saml_response') => {
      const acs = await post(flow, samlResponse);
      expect(acs.status, JSON.stringify(acs.body)).toBe(400);
      expect(acs.body.code).toBe(code);
      // Nothing was verified: the sign-in cannot go on with this request.
      const { verified } = await finish(flow);
      expect(verified.status).toBeGreaterThanOrEqual(400);
      return acs.body.message as string;
    };

    it('a post without SAMLResponse, or without RelayState (each named, SAMLResponse first)', async () => {
      const flow = await begin();
      expect(await post(flow, '', '')).toMatchObject({
        status: 400,
        body: { code: 'guard.invalid_input', message: 'SAMLResponse is required', data: { field: ['SAMLResponse'] } },
      });
      expect(await post(flow, 'x', '')).toMatchObject({
        status: 400,
        body: { code: 'guard.invalid_input', message: 'RelayState is required: only requests this server made are answered', data: { field: ['RelayState'] } },
      });
    });

    it('an unsigned response', async () => {
      const flow = await begin();
      await refused(flow, idp.response({ ...forFlow(flow, alice), signAssertion: false }));
    });

    it('a signed response whose assertion is not signed', async () => {
      const flow = await begin();
      await refused(flow, idp.response({ ...forFlow(flow, alice), signAssertion: false, signResponse: true }));
    });

    it('a tampered assertion (the signature no longer matches)', async () => {
      const flow = await begin();
      const xml = Buffer.from(idp.response(forFlow(flow, { nameId: 'okta-mallory', email: 'mallory@acme.test' })), 'base64').toString();
      const tampered = xml.replace('okta-mallory', 'okta-alice').replace('mallory@acme.test', 'alice@acme.test');
      expect(tampered).not.toBe(xml);
      await refused(flow, Buffer.from(tampered).toString('base64'));
    });

    it('signature wrapping: a second, unsigned assertion beside the signed one', async () => {
      const flow = await begin();
      const base = { ...forFlow(flow, { nameId: 'okta-mallory', email: 'mallory@acme.test' }), issuer: idp.entityId };
      const signed = idp.sign(assertionXml({ ...base, assertionId: '_signed1' }), idp.privateKey, idp.cert, 'Assertion');
      const evil = assertionXml({ ...base, user: { nameId: 'okta-alice', email: 'alice@acme.test' }, assertionId: '_evil1' });
      await refused(flow, Buffer.from(responseXml(base, evil + signed)).toString('base64'));
    });

    it('signature wrapping: the signed assertion hidden in an extension, an unsigned one in its place', async () => {
      const flow = await begin();
      const base = { ...forFlow(flow, { nameId: 'okta-mallory', email: 'mallory@acme.test' }), issuer: idp.entityId };
      const signed = idp.sign(assertionXml({ ...base, assertionId: '_signed2' }), idp.privateKey, idp.cert, 'Assertion');
      const evil = assertionXml({ ...base, user: { nameId: 'okta-alice', email: 'alice@acme.test' }, assertionId: '_signed2' });
      const wrapped = responseXml(base, `<samlp:Extensions>${signed}</samlp:Extensions>${evil}`);
      await refused(flow, Buffer.from(wrapped).toString('base64'));
    });

    it('a correctly signed response that carries a DOCTYPE (SAML forbids DTDs; refused before parsing)', async () => {
      for (const [i, doctype] of ['<!DOCTYPE samlp:Response>', '<!DOCTYPE samlp:Response [<!ENTITY idp "acme">]>'].entries()) {
        const flow = await begin();
        const base = { ...forFlow(flow, alice), issuer: idp.entityId };
        const signed = idp.sign(assertionXml({ ...base, assertionId: `_dtd1${i}` }), idp.privateKey, idp.cert, 'Assertion');
        const xml = `<?xml version="1.0" encoding="UTF-8"?>${doctype}${responseXml(base, signed)}`;
        const message = await refused(flow, Buffer.from(xml).toString('base64'));
        expect(message).toMatch(/DOCTYPE/);
      }
    });

    it('the same signed response without the DOCTYPE passes (the refusal above is the DOCTYPE alone)', async () => {
      const flow = await begin();
      const base = { ...forFlow(flow, alice), issuer: idp.entityId };
      const signed = idp.sign(assertionXml({ ...base, assertionId: '_dtd2' }), idp.privateKey, idp.cert, 'Assertion');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>${responseXml(base, signed)}`;
      expect((await post(flow, Buffer.from(xml).toString('base64'))).status).toBe(303);
    });

    it('an expired assertion (NotOnOrAfter past)', async () => {
      const flow = await begin();
      const message = await refused(flow, idp.response({ ...forFlow(flow, alice), notOnOrAfter: new Date(Date.now() - 5 * 60_000) }));
      expect(message).toMatch(/expired|NotOnOrAfter|subject confirmation/i);
    });

    it('an assertion for another audience', async () => {
      const flow = await begin();
      const message = await refused(flow, idp.response({ ...forFlow(flow, alice), audience: 'https://other-sp.test/entity' }));
      expect(message).toMatch(/audience/i);
    });

    it('an assertion for another ACS URL (Recipient)', async () => {
      const flow = await begin();
      const message = await refused(flow, idp.response({ ...forFlow(flow, alice), acs: 'https://other-sp.test/acs' }));
      expect(message).toMatch(/Recipient/);
    });

    it('an assertion from another issuer signed with the right key', async () => {
      const flow = await begin();
      await refused(flow, idp.response({ ...forFlow(flow, alice), issuer: 'https://impostor.test/idp' }));
    });

    it('an assertion in response to another request', async () => {
      const client = new JsonClient(app.url);
      const first = await begin(client);
      const second = await begin(client);
      const acs = await post(second, idp.response(forFlow(first, alice)));
      expect(acs.status).toBe(400);
      expect(acs.body.code).toBe('single_sign_on.invalid_saml_response');
      expect(acs.body.message).toMatch(/InResponseTo/);
    });

    it('a replayed assertion (same ID again)', async () => {
      const flow = await begin();
      const response = idp.response(forFlow(flow, alice));
      expect((await post(flow, response)).status).toBe(303);
      const replay = await post(flow, response);
      expect(replay.status).toBe(400);
      expect(replay.body.code).toBe('single_sign_on.assertion_replayed');
      const rows = await app.running.services.db.selectFrom('sso_saml_assertions').select('assertion_id').where('sso_connector_id', '=', connectorId).execute();
      expect(rows.length).toBeGreaterThan(0);
    });

    it("a verified response taken by another browser's interaction", async () => {
      const flow = await begin();
      expect((await post(flow, idp.response(forFlow(flow, alice)))).status).toBe(303);
      const stranger = new JsonClient(app.url);
      await startAuthorization(stranger.browser, web);
      await stranger.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      const stolen = await stranger.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, { verificationId: flow.verificationId });
      expect(stolen, JSON.stringify(stolen.body)).toMatchObject({ status: 400, body: { code: 'session.verification_session_not_found' } });
      // The rightful browser still can.
      expect((await finish(flow)).redirectTo).toBeDefined();
    });
  });

  describe('accounts', () => {
    it('never links silently to an account with a password: a clear error', async () => {
      await app.api('POST', '/users', { primaryEmail: 'pat@acme.test', password: 'pat has a passphrase 1' });
      const { verified } = await signIn({ nameId: 'okta-pat', email: 'pat@acme.test' });
      expect(verified.status).toBe(422);
      expect(verified.body.code).toBe('single_sign_on.account_has_password');
      expect(verified.body.message).toMatch(/sign in with the password first/i);
    });

    it('links a passwordless account with an email of the connector’s domain (User.Data.Updated)', async () => {
      const bob = (await app.api('POST', '/users', { primaryEmail: 'bob@acme.test', name: 'Bob' })).body;
      const { redirectTo } = await signIn({ nameId: 'okta-bob', email: 'bob@acme.test' });
      expect(redirectTo).toBeDefined();
      await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((e) => e.json.data?.id === bob.id));
      await receiver.waitFor(() => receiver.ofEvent('PostSignIn').some((e) => e.json.userId === bob.id));
    });

    it('does not link by an email outside the connector’s domains: a new account without that email', async () => {
      const carol = (await app.api('POST', '/users', { primaryEmail: 'carol@elsewhere.test' })).body;
      const { redirectTo } = await signIn({ nameId: 'okta-carol', email: 'carol@elsewhere.test', name: 'Carol via SSO' });
      expect(redirectTo).toBeDefined();
      const [created] = await receiver.waitFor(() => receiver.ofEvent('User.Created').some((e) => e.json.data?.name === 'Carol via SSO'));
      const registered = receiver.ofEvent('User.Created').find((e) => e.json.data?.name === 'Carol via SSO')!.json.data;
      expect(created).toBeDefined();
      expect(registered.id).not.toBe(carol.id);
      expect(registered.primaryEmail).toBeNull();
      expect((await userByEmail('carol@elsewhere.test')).map((u) => u.id)).toEqual([carol.id]);
    });
  });
});

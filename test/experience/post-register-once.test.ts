// One registration, one PostRegister — in every flow that creates an account inside a sign-in:
// the pages (with prompt=create, and a sign-up started from a SignIn interaction's page), the
// Experience API (a Register experience, sign-up by code), a social first sign-in (a real
// oidc-provider upstream) and an enterprise one (a real SAML IdP). The completion that follows a
// registration is that PostRegister, not a PostSignIn too. Counted twice: in the outbox (written
// in the flow's own transactions, so final once the flow answered) and at a real receiver (one
// delivery, one webhook-id, signed).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useTestApp } from '../helpers/app.js';
import { enableSingleSignOn, offerSocialConnectors } from '../connectors/helpers/offer.js';
import { createHook, expectSigned, outboxRows } from '../helpers/hooks.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { Browser } from './helpers/browser.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from '../connectors/helpers/upstream.js';
import { startIdp } from '../connectors/helpers/saml-idp.js';
import { samlSignIn } from '../connectors/helpers/saml-sign-in.js';

let smtp: TestSmtp;
let receiver: Receiver;
let web: TestClient;
let upstream: RunningUpstream;
let idp: Awaited<ReturnType<typeof startIdp>>;
let socialId: string;
let ssoId: string;
const accounts: Record<string, UpstreamAccount> = {};

const app = useTestApp(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver();
  return { env: { SMTP_URL: smtp.url, WEBHOOK_POLL_MS: '100' } };
});

beforeAll(async () => {
  await createHook(app, receiver, ['PostRegister', 'PostSignIn', 'User.Created']);
  web = await createClient(app, 'Traditional');
  const port = await freePort();
  const social = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-rp', clientSecret: 'rp-secret' },
    metadata: { target: 'upstream', name: 'Upstream IdP' },
  });
  expect(social.status, JSON.stringify(social.body)).toBe(200);
  socialId = social.body.id;
  upstream = await startOidcProvider(
    port,
    [{ client_id: 'tessera-rp', client_secret: 'rp-secret', redirect_uris: [`${app.url}/callback/social/${socialId}`] }],
    accounts,
  );
  idp = await startIdp();
  const sso = await app.api('POST', '/sso-connectors', {
    providerName: 'SAML',
    connectorName: 'Acme',
    domains: ['acme.test'],
    config: { metadata: idp.metadata },
  });
  expect(sso.status, JSON.stringify(sso.body)).toBe(200);
  ssoId = sso.body.id;
  await offerSocialConnectors(app, 'upstream');
  await enableSingleSignOn(app);
});
afterAll(async () => {
  await upstream?.stop();
  await idp?.close();
  await receiver?.close();
  await smtp?.stop();
});

const tag = () => randomBytes(4).toString('hex');

/**
 * The interaction events of `userId`: in the outbox, and at the receiver once every one of them
 * arrived (one webhook-id each). Each flow checks them after it answered.
 */
async function postEventsOf(userId: string) {
  const rows = (await outboxRows(app)).filter((r) => ['PostRegister', 'PostSignIn'].includes(r.event) && (r.payload as { userId?: string }).userId === userId);
  const delivered = () => receiver.received.filter((r) => ['PostRegister', 'PostSignIn'].includes(r.json?.event) && r.json.userId === userId);
  await receiver.waitFor(() => delivered().length >= rows.length);
  expectSigned(delivered());
  return {
    outbox: rows.map((r) => r.event).sort(),
    received: delivered()
      .map((r) => r.json.event as string)
      .sort(),
    webhookIds: new Set(delivered().map((r) => r.headers['webhook-id'])).size,
  };
}

async function expectOneRegistration(userId: string) {
  const events = await postEventsOf(userId);
  expect(events).toEqual({ outbox: ['PostRegister'], received: ['PostRegister'], webhookIds: 1 });
  const [registered] = receiver.ofEvent('PostRegister').filter((r) => r.json.userId === userId);
  expect(registered!.json).toMatchObject({ interactionEvent: 'Register', userId, user: { id: userId }, application: { id: web.clientId } });
}

const userNamed = async (username: string): Promise<string> => {
  const found = (await app.api('GET', `/users?search=${encodeURIComponent(username)}`)).body as Array<{ id: string; username: string }>;
  const user = found.find((u) => u.username === username);
  expect(user, JSON.stringify(found)).toBeDefined();
  return user!.id;
};

/** The client got its code: the redirect off our site. */
const expectBackAtClient = (url: string) => expect(new URL(url).searchParams.get('code'), url).toBeTruthy();

describe('PostRegister: exactly one per registration', () => {
  it('the /register page of an authorization request with prompt=create', async () => {
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web, { prompt: 'create' });
    expect(location.pathname).toBe('/register');
    const username = `create_${tag()}`;
    const done = await browser.submit(await browser.get(location.toString()), { identifier: username, password: 'a long password 1' });
    expectBackAtClient(done.url);
    await expectOneRegistration(await userNamed(username));
  });

  it('the /register page reached from the sign-in page (a sign-up inside a SignIn interaction)', async () => {
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web);
    const signIn = await browser.get(location.toString());
    const href = /href="(\/register\?[^"]*)"/.exec(signIn.text)?.[1];
    expect(href, signIn.text).toBeDefined();
    const username = `from_sign_in_${tag()}`;
    const done = await browser.submit(await browser.get(href!.replace(/&amp;/g, '&')), { identifier: username, password: 'a long password 1' });
    expectBackAtClient(done.url);
    await expectOneRegistration(await userNamed(username));
  });

  it('the Experience API: a Register experience (PUT Register, POST /register, submit)', async () => {
    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const registered = await api.call('POST', '/api/experience/register', { username: `api_${tag()}`, password: 'a long password 1' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expectBackAtClient(submitted.body.redirectTo);
    await expectOneRegistration(registered.body.userId);
  });

  it('a social first sign-in (then a returning one is one PostSignIn)', async () => {
    const login = `social_${tag()}`;
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true };
    const signInOnce = async () => {
      const api = new JsonClient(app.url);
      await startAuthorization(api.browser, web);
      const started = await api.call('POST', `/api/experience/verification/social/${socialId}/authorization-uri`, {});
      const callback = await upstreamSignIn(started.body.authorizationUri, login);
      const { verificationId } = started.body;
      expect(
        (
          await api.call('POST', `/api/experience/verification/social/${socialId}/verify`, {
            verificationId,
            connectorData: Object.fromEntries(callback.searchParams),
          })
        ).status,
      ).toBe(200);
      expect((await api.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
      const submitted = await api.call('POST', '/api/experience/submit');
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    };
    await signInOnce();
    const [user] = (await app.api('GET', `/users?search=${login}`)).body;
    await expectOneRegistration(user.id);
    await signInOnce();
    expect(await postEventsOf(user.id)).toEqual({ outbox: ['PostRegister', 'PostSignIn'], received: ['PostRegister', 'PostSignIn'], webhookIds: 2 });
  });

  it('an enterprise (SAML) first sign-in: PostRegister, not PostSignIn too', async () => {
    const who = `sso_${tag()}`;
    const { redirectTo } = await samlSignIn(app, idp, web, ssoId, { nameId: who, email: `${who}@acme.test` });
    expectBackAtClient(redirectTo!.toString());
    const [user] = (await app.api('GET', `/users?search=${who}`)).body;
    await expectOneRegistration(user.id);
  });

  it('sign-up by email code (a SignIn that finds no account, switched to Register)', async () => {
    const set = await app.api('PATCH', '/sign-in-exp', {
      signUp: { identifiers: ['email'], password: false, verify: true },
      signIn: { methods: [{ identifier: 'email', password: false, verificationCode: true, isPasswordPrimary: false }] },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const email = `code_${tag()}@example.com`;
    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const sent = await api.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: email },
      interactionEvent: 'SignIn',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { verificationId } = sent.body;
    expect(
      (await api.call('POST', '/api/experience/verification/verification-code/verify', { identifier: {}, verificationId, code: await smtp.nextCode(email) }))
        .status,
    ).toBe(200);
    expect((await api.call('POST', '/api/experience/identification', { verificationId })).status).toBe(404);
    expect((await api.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' })).status).toBe(204);
    expect((await api.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
    const submitted = await api.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const [user] = (await app.api('GET', `/users?search=${encodeURIComponent(email)}`)).body;
    await expectOneRegistration(user.id);
  });
});

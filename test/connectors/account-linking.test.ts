// Linking accounts across sign-in methods, tried as the attacker of issue 42 would: a social
// provider that does not verify emails (a real oidc-provider upstream), then the victim's first
// enterprise sign-in (a real SAML IdP, and a real OpenID Provider) with just-in-time organization
// membership, then the victim's sign-in by email code and password reset (codes from a real SMTP
// server). Whatever the attacker plants, the victim never lands in the attacker's account and
// the organization never gains it; where an account cannot be linked safely, the sign-in is
// refused with a code the docs list (docs/security.md, "Linking accounts across sign-in methods").
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserIdentity } from '../../src/db/repositories/connectors.js';
import { createUser as createUserRow } from '../../src/domain/directory/users.js';
import { freePort, useTestApp } from '../helpers/app.js';
import { enableSingleSignOn, offerSocialConnectors } from './helpers/offer.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { tokenRequest } from '../helpers/sign-in.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';
import { startOidcIdp, type OidcIdpUser, type TestOidcIdp } from './helpers/oidc-idp.js';
import { startIdp } from './helpers/saml-idp.js';
import { samlSignIn } from './helpers/saml-sign-in.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from './helpers/upstream.js';

let smtp: TestSmtp;
let web: TestClient;
let lax: RunningUpstream;
let saml: Awaited<ReturnType<typeof startIdp>>;
let oidc: TestOidcIdp;
let socialId: string;
let samlId: string;
let oidcId: string;
let corp: { id: string };
const accounts: Record<string, UpstreamAccount> = {};

const app = useTestApp(async () => {
  smtp = await startSmtp();
  return { env: { SMTP_URL: smtp.url, KEY_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64') } };
});

const ok = async (method: string, path: string, body?: unknown) => {
  const res = await app.api(method, path, body);
  expect([200, 201, 204], `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body;
};

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  // A social provider whose users claim any address: it says whether it verified it, or lies.
  const port = await freePort();
  socialId = (
    await ok('POST', '/connectors', {
      connectorId: 'oidc',
      config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-rp', clientSecret: 'rp-secret' },
      metadata: { target: 'lax', name: 'Lax Social' },
    })
  ).id;
  lax = await startOidcProvider(
    port,
    [{ client_id: 'tessera-rp', client_secret: 'rp-secret', redirect_uris: [`${app.url}/callback/social/${socialId}`] }],
    accounts,
  );

  // The company's IdPs, authoritative for their domains, and the organization their users join.
  saml = await startIdp();
  samlId = (
    await ok('POST', '/sso-connectors', { providerName: 'SAML', connectorName: 'Corp Okta', domains: ['corp.test'], config: { metadata: saml.metadata } })
  ).id;
  oidc = await startOidcIdp();
  const oidcConnector = await ok('POST', '/sso-connectors', {
    providerName: 'OIDC',
    connectorName: 'Corp Entra',
    domains: ['entra.corp.test'],
    config: { issuer: oidc.issuer, clientId: 'tessera', clientSecret: 'idp secret', scope: 'openid email profile' },
  });
  oidcId = oidcConnector.id;
  oidc.configure({ clientId: 'tessera', clientSecret: 'idp secret', redirectUris: [oidcConnector.providerConfig.redirectUri] });
  corp = await ok('POST', '/organizations', { name: 'Corp' });
  await ok('POST', `/organizations/${corp.id}/jit/sso-connectors`, { ssoConnectorIds: [samlId, oidcId] });
  // Offered on the sign-in page, as an administrator does (both are off until then).
  await offerSocialConnectors(app, 'lax');
  await enableSingleSignOn(app);

  await ok('PATCH', '/sign-in-exp', {
    signIn: {
      methods: [
        { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
        { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
      ],
    },
  });
});
afterAll(async () => {
  await lax?.stop();
  await saml?.close();
  await oidc?.close();
  await smtp?.stop();
});

const tag = () => randomBytes(4).toString('hex');
const members = async () => ((await ok('GET', `/organizations/${corp.id}/users`)) as Array<{ id: string }>).map((u) => u.id);
const userOf = async (id: string) => ok('GET', `/users/${id}`);
const withEmail = async (email: string) =>
  ((await ok('GET', `/users?search=${encodeURIComponent(email)}`)) as Array<{ id: string; primaryEmail: string | null }>).filter(
    (u) => u.primaryEmail === email,
  );

/** A whole social sign-in through the Experience API; the signed-in user's id (the ID token's sub), or the refusal. */
async function socialSignIn(login: string): Promise<{ userId?: string; refused?: { status: number; body: any } }> {
  const api = new JsonClient(app.url);
  const authorization = await startAuthorization(api.browser, web);
  const started = await api.call('POST', `/api/experience/verification/social/${socialId}/authorization-uri`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { verificationId } = started.body;
  const callback = await upstreamSignIn(started.body.authorizationUri, login);
  expect(
    (
      await api.call('POST', `/api/experience/verification/social/${socialId}/verify`, {
        verificationId,
        connectorData: Object.fromEntries(callback.searchParams),
      })
    ).status,
  ).toBe(200);
  const identified = await api.call('POST', '/api/experience/identification', { verificationId });
  if (identified.status !== 204) return { refused: identified };
  const submitted = await api.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const code = new URL(submitted.body.redirectTo).searchParams.get('code')!;
  const token = await tokenRequest(app, web.clientId, web.clientSecret, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: web.redirectUri,
    code_verifier: authorization.verifier,
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return { userId: JSON.parse(Buffer.from(token.body.id_token.split('.')[1], 'base64url').toString()).sub };
}

/** An OIDC enterprise sign-in through the Experience API: the verify answer, and the redirect when it passed. */
async function oidcSignIn(user: OidcIdpUser) {
  const api = new JsonClient(app.url);
  await startAuthorization(api.browser, web);
  expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const started = await api.call('POST', `/api/experience/verification/sso/${oidcId}/authorization-uri`, {
    state: 'st',
    redirectUri: `${app.url}/sign-in/sso-callback`,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  oidc.user = user;
  const atIdp = await new Browser(`${oidc.issuer}/`).request(started.body.authorizationUri);
  const back = await fetch(atIdp.url, { redirect: 'manual' });
  expect(back.status, await back.clone().text()).toBe(303);
  const { verificationId } = started.body;
  const verified = await api.call('POST', `/api/experience/verification/sso/${oidcId}/verify`, { verificationId });
  if (verified.status !== 200) return { verified };
  expect((await api.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
  const submitted = await api.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { verified, redirectTo: new URL(submitted.body.redirectTo) };
}

/**
 * The account an earlier version made from a first social sign-in with an unverified upstream
 * email (the email stored as the primary one, unverified, beside the identity): data an upgraded
 * installation may still hold. Made the way that version made it.
 */
async function plantedBeforeTheFix(email: string, login: string): Promise<string> {
  const db = app.running.services.db;
  const user = await createUserRow(db, { primaryEmail: email, name: 'Planted' }, { identifiersVerified: false });
  await setUserIdentity(db, user.id, 'lax', { userId: login, details: { sub: login, email, email_verified: false } });
  accounts[login] = { sub: login, email, email_verified: false };
  return user.id;
}

describe('social (an upstream that does not verify emails) → enterprise SSO → JIT', () => {
  it('plants nothing: the employee’s first SAML sign-in gets an account of its own, which alone joins the organization', async () => {
    const email = `ceo.${tag()}@corp.test`;
    const login = `mallory_${tag()}`;
    accounts[login] = { sub: login, email, email_verified: false, name: 'Not the CEO' };
    const attacker = await socialSignIn(login);
    expect(attacker.userId).toBeDefined();
    // The unverified address is the identity's detail, never the account's email.
    const planted = await userOf(attacker.userId!);
    expect(planted).toMatchObject({ primaryEmail: null, emailVerified: false });
    expect(planted.identities.lax).toMatchObject({ userId: login, details: { email } });

    const ceo = await samlSignIn(app, saml, web, samlId, { nameId: `okta-${tag()}`, email, name: 'The CEO' });
    expect(ceo.verified.status, JSON.stringify(ceo.verified.body)).toBe(200);
    const [account] = await withEmail(email);
    expect(account).toBeDefined();
    expect(account!.id).not.toBe(attacker.userId);
    expect(await members()).toContain(account!.id);
    expect(await members()).not.toContain(attacker.userId);
    // The attacker's social sign-in still opens only the attacker's own account.
    expect((await socialSignIn(login)).userId).toBe(attacker.userId);
  });

  it('an account made that way before the fix is not linked: 422 single_sign_on.account_not_linkable (email_not_verified), and the page says why', async () => {
    const email = `cfo.${tag()}@corp.test`;
    const login = `mallory_${tag()}`;
    const planted = await plantedBeforeTheFix(email, login);

    const refused = await samlSignIn(app, saml, web, samlId, { nameId: `okta-${tag()}`, email });
    expect(refused.verified.status, JSON.stringify(refused.verified.body)).toBe(422);
    expect(refused.verified.body).toMatchObject({ code: 'single_sign_on.account_not_linkable', data: { reason: 'email_not_verified', email } });
    expect(await members()).not.toContain(planted);
    expect(await ok('GET', `/users/${planted}/organizations`)).toEqual([]);

    // The same through the sign-in page: a page that says what to do, no sign-in.
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web);
    const signIn = await browser.get(location.toString());
    const ssoPage = await browser.get(/href="(\/sign-in\/sso\?[^"]*)"/.exec(signIn.text)![1]!.replace(/&amp;/g, '&'));
    const toIdp = await browser.submit(ssoPage, { email });
    expect(toIdp.status).toBe(303);
    const seen = await saml.visit(toIdp.url);
    const acs = await fetch(seen.acs, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        SAMLResponse: saml.response({ requestId: seen.id, acs: seen.acs, audience: seen.issuer, user: { nameId: `okta-${tag()}`, email } }),
        RelayState: seen.relayState,
      }),
      redirect: 'manual',
    });
    const page = await browser.get(acs.headers.get('location')!);
    expect(page.status).toBe(422);
    expect(page.text).toContain('never proved it');
    expect(await members()).not.toContain(planted);
    // And the attacker still reaches only the planted account, which gained nothing.
    expect((await socialSignIn(login)).userId).toBe(planted);
  });

  it('a verified email is not enough beside another way in: an account a social provider vouched for is not linked by OIDC SSO (other_sign_in_methods)', async () => {
    const email = `cto.${tag()}@entra.corp.test`;
    const login = `liar_${tag()}`;
    // This provider says it verified an address it never checked.
    accounts[login] = { sub: login, email, email_verified: true };
    const attacker = await socialSignIn(login);
    expect(await userOf(attacker.userId!)).toMatchObject({ primaryEmail: email, emailVerified: true });

    const refused = await oidcSignIn({ sub: `entra-${tag()}`, email, emailVerified: true, name: 'The CTO' });
    expect(refused.verified.status, JSON.stringify(refused.verified.body)).toBe(422);
    expect(refused.verified.body).toMatchObject({
      code: 'single_sign_on.account_not_linkable',
      data: { reason: 'other_sign_in_methods', methods: ['social'] },
    });
    expect(await members()).not.toContain(attacker.userId);
    expect(await ok('GET', `/users/${attacker.userId}/organizations`)).toEqual([]);
  });

  it('the control: an account an administrator made (its email verified, no other way in) is linked and joins', async () => {
    const email = `dev.${tag()}@entra.corp.test`;
    const dev = await ok('POST', '/users', { primaryEmail: email, name: 'Dev' });
    const { redirectTo } = await oidcSignIn({ sub: `entra-${tag()}`, email, emailVerified: true });
    expect(redirectTo!.searchParams.get('code')).toBeTruthy();
    expect(await members()).toContain(dev.id);
  });
});

describe('a code that proves an address', () => {
  const sendAndVerify = async (api: JsonClient, email: string, interactionEvent: string) => {
    const sent = await api.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: email }, interactionEvent });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { verificationId } = sent.body;
    const verified = await api.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier: {},
      verificationId,
      code: await smtp.nextCode(email),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verificationId as string;
  };
  const codeSignIn = async (email: string) => {
    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const verificationId = await sendAndVerify(api, email, 'SignIn');
    return api.call('POST', '/api/experience/identification', { verificationId });
  };
  const resetPassword = async (email: string, password: string) => {
    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' })).status).toBe(204);
    const verificationId = await sendAndVerify(api, email, 'ForgotPassword');
    return api.call('POST', '/api/experience/forgot-password', { verificationId, password });
  };

  it('after a social first sign-in with an unverified email, the address stays its owner’s: they sign up with it, and their code opens their own account', async () => {
    const email = `owner.${tag()}@home.test`;
    const login = `mallory_${tag()}`;
    accounts[login] = { sub: login, email, email_verified: false };
    const attacker = await socialSignIn(login);

    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const verificationId = await sendAndVerify(api, email, 'Register');
    const registered = await api.call('POST', '/api/experience/register', { email, password: 'the owner chose this 1', verificationId });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.userId).not.toBe(attacker.userId);

    expect((await codeSignIn(email)).status).toBe(204);
    expect((await withEmail(email)).map((u) => u.id)).toEqual([registered.body.userId]);
    expect(await userOf(attacker.userId!)).toMatchObject({ primaryEmail: null, hasPassword: false });
  });

  it('an account holding the address unproved beside another way in is not opened by a code, nor its password reset (422 user.unverified_identifier_in_use)', async () => {
    const email = `victim.${tag()}@home.test`;
    const planted = await plantedBeforeTheFix(email, `mallory_${tag()}`);
    const identified = await codeSignIn(email);
    expect(identified.status, JSON.stringify(identified.body)).toBe(422);
    expect(identified.body).toMatchObject({ code: 'user.unverified_identifier_in_use', data: { type: 'email', methods: ['social'] } });
    const reset = await resetPassword(email, 'the victim chose this 1');
    expect(reset.status, JSON.stringify(reset.body)).toBe(422);
    expect(reset.body.code).toBe('user.unverified_identifier_in_use');
    // Nothing the codes proved was written to the planted account.
    expect(await userOf(planted)).toMatchObject({ emailVerified: false, hasPassword: false });
  });

  it('an account whose only way in is that address is opened by the code, which proves it', async () => {
    const email = `lone.${tag()}@home.test`;
    const user = await createUserRow(app.running.services.db, { primaryEmail: email }, { identifiersVerified: false });
    expect((await codeSignIn(email)).status).toBe(204);
    expect(await userOf(user.id)).toMatchObject({ emailVerified: true });
  });

  it('a password reset replaces the password it does not count: an account with only a password and the unproved address is reset', async () => {
    const email = `pw.${tag()}@home.test`;
    const user = await createUserRow(app.running.services.db, { primaryEmail: email, password: 'someone chose this 1' }, { identifiersVerified: false });
    // Signing in by code would leave the other password in place: refused.
    expect((await codeSignIn(email)).body).toMatchObject({ code: 'user.unverified_identifier_in_use', data: { methods: ['password'] } });
    expect((await resetPassword(email, 'the owner chose this 1')).status).toBe(204);
    expect(await userOf(user.id)).toMatchObject({ emailVerified: true, hasPassword: true });
  });
});

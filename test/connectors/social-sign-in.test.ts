// Sign-in with a social OIDC connector through the Experience API, against real upstreams on
// 127.0.0.1: oidc-provider (login and consent driven over HTTP) and a provider that signs real
// ID tokens with a wrong iss, aud or nonce. The relying-party client then redeems its code.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createClient, createUser, type TestClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { captureOutput } from '../observability/capture.js';
import { JsonClient, startAuthorization, submitAndRedeem } from '../experience/helpers/json-client.js';
import { startForgingProvider, startOidcProvider, upstreamSignIn, type ForgedClaims, type RunningUpstream, type UpstreamAccount } from './helpers/upstream.js';
import { offerSocialConnectors } from './helpers/offer.js';

let app: TestApp;
let receiver: Receiver;
let web: TestClient;
let upstream: RunningUpstream;
let forging: RunningUpstream;
let connectorId: string;
let oauth2ConnectorId: string;
let forgingConnectorId: string;
let forged: ForgedClaims = {};
const accounts: Record<string, UpstreamAccount> = {};
const EVENTS = ['User.Created', 'PostRegister', 'PostSignIn', 'User.Data.Updated'];

const callbackUrl = (id: string) => `${app.url}/callback/social/${id}`;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100', KEY_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64') } });
  await createHook(app, receiver, EVENTS);
  web = await createClient(app, 'Traditional');
  const port = await freePort();
  const created = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-rp', clientSecret: 'rp-secret-at-upstream' },
    metadata: { target: 'upstream', name: 'Upstream IdP' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
  // The same provider as a plain OAuth 2.0 one: its endpoints, and its user info read through a profile map.
  const oauth2 = await app.api('POST', '/connectors', {
    connectorId: 'oauth2',
    config: {
      authorizationEndpoint: `http://127.0.0.1:${port}/auth`,
      tokenEndpoint: `http://127.0.0.1:${port}/token`,
      userInfoEndpoint: `http://127.0.0.1:${port}/me`,
      clientId: 'tessera-rp',
      clientSecret: 'rp-secret-at-upstream',
      scope: 'openid email profile',
      profileMap: { id: 'sub', email: 'email', name: 'name', avatar: 'picture', emailVerified: 'email_verified' },
    },
    metadata: { target: 'upstream-oauth2', name: 'Upstream over OAuth 2.0' },
  });
  expect(oauth2.status, JSON.stringify(oauth2.body)).toBe(200);
  oauth2ConnectorId = oauth2.body.id;
  upstream = await startOidcProvider(
    port,
    [{ client_id: 'tessera-rp', client_secret: 'rp-secret-at-upstream', redirect_uris: [callbackUrl(connectorId), callbackUrl(oauth2ConnectorId)] }],
    accounts,
  );

  forging = await startForgingProvider('forged-sub', () => forged);
  const forgingConnector = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: forging.issuer, clientId: 'forge-client', clientSecret: 'forge-secret' },
    metadata: { target: 'forging', name: 'Forging IdP' },
  });
  expect(forgingConnector.status).toBe(200);
  forgingConnectorId = forgingConnector.body.id;
  // Offered on the sign-in page explicitly: a new connector is not (docs/security.md).
  await offerSocialConnectors(app, 'upstream', 'upstream-oauth2', 'forging');
});
afterAll(async () => {
  await app?.stop();
  await upstream?.stop();
  await forging?.stop();
  await receiver?.close();
});

const tag = () => randomBytes(4).toString('hex');

/** A custom UI's browser with an authorization request of `web` started, and the social authorization URI. */
async function begin(id = connectorId) {
  const api = new JsonClient(app.url);
  const authorization = await startAuthorization(api.browser, web);
  const started = await api.call('POST', `/api/experience/verification/social/${id}/authorization-uri`, { redirectUri: callbackUrl(id) });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { api, authorization, verificationId: started.body.verificationId as string, authorizationUri: started.body.authorizationUri as string };
}

/** The whole sign-in: upstream login, verify, identify, submit, then the client's token request. */
async function signInThrough(login: string, id = connectorId) {
  const { api, authorization, verificationId, authorizationUri } = await begin(id);
  const callback = await upstreamSignIn(authorizationUri, login);
  expect(callback.toString().startsWith(callbackUrl(id))).toBe(true);
  const verified = await api.call('POST', `/api/experience/verification/social/${id}/verify`, {
    verificationId,
    connectorData: Object.fromEntries(callback.searchParams),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await api.call('POST', '/api/experience/identification', { verificationId });
  if (identified.status !== 204) return { identified };
  const { token, idClaims } = await submitAndRedeem(app, api, web, authorization);
  return { identified, userId: idClaims.sub!, token };
}

const userOf = async (id: string) => (await app.api('GET', `/users/${id}`)).body;

describe('social sign-in through the Experience API (oidc-provider upstream)', () => {
  it('first sign-in registers a user with the linked identity and profile: User.Created and PostRegister; the client gets tokens', async () => {
    const login = `alice_${tag()}`;
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true, name: 'Alice Upstream', picture: 'https://img.example/alice.png' };
    const first = await signInThrough(login);
    expect(first.identified.status).toBe(204);
    const user = await userOf(first.userId!);
    expect(user).toMatchObject({
      name: 'Alice Upstream',
      avatar: 'https://img.example/alice.png',
      primaryEmail: `${login}@upstream.test`,
      emailVerified: true,
    });
    expect(user.identities.upstream).toMatchObject({ userId: login, details: { email: `${login}@upstream.test`, sub: login } });
    expect(user.identities.upstream.details).not.toHaveProperty('nonce');
    await receiver.waitFor(() => receiver.ofEvent('PostRegister').some((r) => r.json.userId === first.userId));
    const created = receiver.ofEvent('User.Created').filter((r) => r.json.data?.id === first.userId);
    expect(created).toHaveLength(1);
    expect(created[0]!.json).toMatchObject({ interactionEvent: 'Register', data: { identities: { upstream: { userId: login } } } });

    // The same upstream user again: the same account, a sign-in (not a registration).
    const again = await signInThrough(login);
    expect(again.userId).toBe(first.userId);
    await receiver.waitFor(() => receiver.ofEvent('PostSignIn').some((r) => r.json.userId === first.userId));
    expect(receiver.ofEvent('User.Created').filter((r) => r.json.data?.id === first.userId)).toHaveLength(1);
    expect(receiver.ofEvent('PostRegister').filter((r) => r.json.userId === first.userId)).toHaveLength(1);
  });

  it('keeps the profile after the first sign-in unless the connector syncs it', async () => {
    const login = `sync_${tag()}`;
    accounts[login] = { sub: login, name: 'Before' };
    const { userId } = await signInThrough(login);
    accounts[login] = { sub: login, name: 'After' };
    await signInThrough(login);
    expect((await userOf(userId!)).name).toBe('Before');
    expect((await app.api('PATCH', `/connectors/${connectorId}`, { syncProfile: true })).status).toBe(200);
    try {
      expect((await signInThrough(login)).userId).toBe(userId);
      expect((await userOf(userId!)).name).toBe('After');
      await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((r) => r.json.data?.id === userId && r.json.data?.name === 'After'));
    } finally {
      await app.api('PATCH', `/connectors/${connectorId}`, { syncProfile: false });
    }
  });

  it('never matches an existing account by an email the upstream has not verified: a new account of its own, without that email', async () => {
    const existing = await createUser(app);
    const login = `eve_${tag()}`;
    accounts[login] = { sub: login, email: existing.email, email_verified: false, name: 'Eve' };
    const { identified, userId } = await signInThrough(login);
    expect(identified.status, JSON.stringify(identified.body)).toBe(204);
    expect(userId).not.toBe(existing.id);
    // The unverified address is kept in the identity's details only, as the compatible product drops it.
    const eve = await userOf(userId!);
    expect(eve).toMatchObject({ primaryEmail: null, emailVerified: false, name: 'Eve' });
    expect(eve.identities.upstream.details).toMatchObject({ email: existing.email, email_verified: false });
    expect((await userOf(existing.id)).identities).toEqual({});
    const search = await app.api('GET', `/users?search=${encodeURIComponent(existing.email)}`);
    expect(search.body.map((u: any) => u.id)).toEqual([existing.id]);
  });

  it('does not link silently to an account with a password, even on a verified email: sign in to it first', async () => {
    const existing = await createUser(app);
    const login = `bob_${tag()}`;
    accounts[login] = { sub: login, email: existing.email, email_verified: true };
    const { identified } = await signInThrough(login);
    expect(identified.status).toBe(422);
    expect(identified.body).toMatchObject({ code: 'user.email_already_in_use', data: { reason: 'sign_in_first' } });
    expect(identified.body.message).toMatch(/sign in to it first/);
    expect((await userOf(existing.id)).identities).toEqual({});
  });

  it('links a verified upstream email to a passwordless account whose email is verified: User.Data.Updated', async () => {
    const email = `carol_${tag()}@example.com`;
    const carol = (await app.api('POST', '/users', { primaryEmail: email, name: 'Carol' })).body;
    const login = `carol_${tag()}`;
    accounts[login] = { sub: login, email, email_verified: true, name: 'Carol Upstream' };
    const { userId } = await signInThrough(login);
    expect(userId).toBe(carol.id);
    const user = await userOf(carol.id);
    expect(user.identities.upstream.userId).toBe(login);
    expect(user.name).toBe('Carol');
    await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((r) => r.json.data?.id === carol.id && r.json.data?.identities?.upstream));
  });
});

describe('social sign-in with a generic OAuth 2.0 connector', () => {
  it('reads the profile through the profile map; another target is another identity (a new user)', async () => {
    const login = `oauth_${tag()}`;
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: false, name: 'Olivia OAuth', picture: 'https://img.example/o.png' };
    const first = await signInThrough(login, oauth2ConnectorId);
    expect(first.identified.status).toBe(204);
    const user = await userOf(first.userId!);
    // An email the upstream did not verify is never the account's (it stays in the identity's details).
    expect(user).toMatchObject({ name: 'Olivia OAuth', avatar: 'https://img.example/o.png', primaryEmail: null, emailVerified: false });
    expect(user.identities['upstream-oauth2'].userId).toBe(login);
    expect(user.identities['upstream-oauth2'].details).toMatchObject({ email: `${login}@upstream.test` });
    expect((await signInThrough(login, oauth2ConnectorId)).userId).toBe(first.userId);
  });
});

describe('social sign-in refusals', () => {
  it('refuses a callback with a wrong or missing state, and the authorization is then used up', async () => {
    const login = `st_${tag()}`;
    accounts[login] = { sub: login };
    for (const mangle of [(p: Record<string, string>) => ({ ...p, state: `${p.state}x` }), ({ state: _s, ...p }: Record<string, string>) => p]) {
      const { api, verificationId, authorizationUri } = await begin();
      const callback = await upstreamSignIn(authorizationUri, login);
      const params = Object.fromEntries(callback.searchParams);
      const refused = await api.call('POST', `/api/experience/verification/social/${connectorId}/verify`, { verificationId, connectorData: mangle(params) });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.code).toBe('connector.state_mismatch');
      // Single use: the right state afterwards finds nothing to verify.
      const retry = await api.call('POST', `/api/experience/verification/social/${connectorId}/verify`, { verificationId, connectorData: params });
      expect(retry.body.code).toBe('session.verification_session_not_found');
      expect((await api.call('POST', '/api/experience/identification', { verificationId })).status).not.toBe(204);
    }
  });

  it('verifies a callback once: a replay of the same verification is refused', async () => {
    const login = `re_${tag()}`;
    accounts[login] = { sub: login };
    const { api, verificationId, authorizationUri } = await begin();
    const params = Object.fromEntries((await upstreamSignIn(authorizationUri, login)).searchParams);
    const body = { verificationId, connectorData: params };
    expect((await api.call('POST', `/api/experience/verification/social/${connectorId}/verify`, body)).status).toBe(200);
    const replay = await api.call('POST', `/api/experience/verification/social/${connectorId}/verify`, body);
    expect(replay.body.code).toBe('session.verification_session_not_found');
  });

  it("refuses another browser's authorization (it lives in the interaction its cookie names)", async () => {
    const login = `ob_${tag()}`;
    accounts[login] = { sub: login };
    const { verificationId, authorizationUri } = await begin();
    const params = Object.fromEntries((await upstreamSignIn(authorizationUri, login)).searchParams);
    const other = new JsonClient(app.url);
    await startAuthorization(other.browser, web);
    const refused = await other.call('POST', `/api/experience/verification/social/${connectorId}/verify`, { verificationId, connectorData: params });
    expect(refused.body.code).toBe('session.verification_session_not_found');
  });

  it('refuses a redirectUri on another origin and an unknown connector', async () => {
    const api = new JsonClient(app.url);
    await startAuthorization(api.browser, web);
    const foreign = await api.call('POST', `/api/experience/verification/social/${connectorId}/authorization-uri`, {
      redirectUri: 'https://attacker.example/cb',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('guard.invalid_input');
    const unknown = await api.call('POST', '/api/experience/verification/social/nope/authorization-uri', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('connector.not_found');
  });

  const forgedAttempt = async (claims: ForgedClaims) => {
    forged = claims;
    const { api, verificationId, authorizationUri } = await begin(forgingConnectorId);
    const res = await fetch(authorizationUri, { redirect: 'manual' });
    const callback = new URL(res.headers.get('location')!);
    return api.call('POST', `/api/experience/verification/social/${forgingConnectorId}/verify`, {
      verificationId,
      connectorData: Object.fromEntries(callback.searchParams),
    });
  };

  it('accepts a well-formed ID token from the forging provider (the control case)', async () => {
    const ok = await forgedAttempt({});
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it.each([
    ['iss', { iss: 'http://127.0.0.1:1/another-issuer' }],
    ['aud', { aud: 'another-client' }],
    ['nonce', { nonce: 'not-the-nonce-we-sent' }],
  ] as const)('refuses an ID token with a wrong %s', async (claim, claims) => {
    const refused = await forgedAttempt(claims);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toMatchObject({ code: 'connector.authorization_failed', data: { claim } });
  });

  it('logs a refusal as one line saying what failed, with none of our stack', async () => {
    const capture = captureOutput();
    try {
      expect((await forgedAttempt({ aud: 'another-client' })).status).toBe(400);
    } finally {
      capture.stop();
    }
    const lines = capture.text().split('\n');
    const failure = lines.filter((line) => line.includes('social connector failure'));
    expect(failure, capture.text()).toHaveLength(1);
    expect(failure[0]).toContain('[code OAUTH_JWT_CLAIM_COMPARISON_FAILED]');
    expect(failure[0]).toContain(`connector_id=${forgingConnectorId}`);
    expect(
      lines.filter((line) => /^\s+at /.test(line)),
      capture.text(),
    ).toEqual([]);
  });

  it('refuses an ID token signed by a key the provider does not publish', async () => {
    // The token comes straight from the token endpoint, where OIDC lets a client skip the
    // signature; we check it anyway, so a compromised or spoofed token endpoint cannot mint one.
    const refused = await forgedAttempt({ foreignKey: true });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.code).toBe('connector.authorization_failed');
  });

  it('refuses a callback from another provider (mix-up: its iss parameter names another issuer)', async () => {
    // A real code from oidc-provider, handed to the forging connector's verification.
    const login = `x_${tag()}`;
    accounts[login] = { sub: login };
    const { authorizationUri } = await begin();
    const params = Object.fromEntries((await upstreamSignIn(authorizationUri, login)).searchParams);
    forged = {};
    const { api, verificationId, authorizationUri: forgingUri } = await begin(forgingConnectorId);
    const state = new URL(forgingUri).searchParams.get('state')!;
    const refused = await api.call('POST', `/api/experience/verification/social/${forgingConnectorId}/verify`, {
      verificationId,
      connectorData: { ...params, state },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('connector.authorization_failed');
  });
});

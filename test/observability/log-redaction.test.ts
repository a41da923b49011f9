// Issue 15: no secret reaches the log. A full sign-in (authorization code with PKCE), a refresh,
// a token exchange, failed attempts and a webhook delivery to a real receiver run with the access
// log on at the most verbose level; then the captured output is searched for every secret value
// used. Request ids: taken from x-request-id when safe, generated otherwise, echoed, and on the
// access line of each request.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureLogger } from '../../src/observability/logger.js';
import { ADMIN_CLIENT_ID, startTestApp, type TestApp } from '../helpers/app.js';
import { createHook } from '../helpers/hooks.js';
import { createClient, createResource, createUser } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { browserSignIn, followSignIn, pkcePair } from '../helpers/sign-in.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { waitFor } from '../helpers/wait-for.js';
import { captureOutput, type Capture } from './capture.js';

let app: TestApp;
let receiver: Receiver;
let capture: Capture;

beforeAll(async () => {
  capture = captureOutput();
  receiver = await startReceiver();
  app = await startTestApp({ env: { LOG_REQUESTS: 'true', LOG_LEVEL: 'trace' } });
  // JSON lines, as in production, so that each line can be read back.
  configureLogger({ level: 'trace', json: true });
});
afterAll(async () => {
  capture?.stop();
  await app?.stop();
  await receiver?.close();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function token(form: Record<string, string>, authorization: string | undefined, requestId?: string) {
  const res = await fetch(`${app.url}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: new URLSearchParams(form),
  });
  return { status: res.status, requestId: res.headers.get('x-request-id'), body: (await res.json()) as Record<string, string> };
}

describe('the log after a sign-in, a token exchange and a webhook delivery', () => {
  it('holds none of the secrets used, and every request id', { timeout: 60_000 }, async () => {
    const secrets: Record<string, string> = { adminSecret: app.adminSecret };

    const hook = await createHook(app, receiver, ['PostSignIn', 'User.Created']);
    secrets.webhookSigningKey = hook.signingKey;

    const web = await createClient(app, 'Traditional');
    secrets.clientSecret = web.clientSecret!;
    const user = await createUser(app);
    secrets.password = user.password;
    const api = await createResource(app, { scopes: ['read'], grantTo: { userId: user.id, granted: ['read'] } });
    const target = await createResource(app, { scopes: ['write'], grantTo: { userId: user.id, granted: ['write'] } });
    const service = await app.api('POST', '/applications', { name: 'exchanger', type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    expect(service.status).toBe(200);
    secrets.serviceSecret = service.body.secret;

    // A failed sign-in first: its wrong password must not show either.
    const wrongPassword = `wrong-${randomBytes(9).toString('base64url')}`;
    secrets.wrongPassword = wrongPassword;
    const failing = new CookieJar();
    const pkceFail = pkcePair();
    const authFail = new URL(`${app.url}/oidc/auth`);
    authFail.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      state: 'xyz',
      code_challenge: pkceFail.challenge,
      code_challenge_method: 'S256',
    }).toString();
    await expect(followSignIn(app, failing, authFail, { username: user.username, password: wrongPassword })).rejects.toThrow(/sign-in failed/);

    // The real sign-in: authorization code with PKCE, then the code at the token endpoint.
    const { verifier, challenge } = pkcePair();
    secrets.codeVerifier = verifier;
    const { jar, callback } = await browserSignIn(app, {
      username: user.username,
      password: user.password,
      clientId: web.clientId,
      clientSecret: web.clientSecret!,
      redirectUri: web.redirectUri,
      resource: api.indicator,
      scope: 'openid profile offline_access read',
      challenge,
      state: 'state-1',
    });
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();
    secrets.code = code;
    for (const name of ['tessera_session', 'tessera_interaction', ...jarNames(jar)]) {
      const value = jar.get(name);
      if (value) secrets[`cookie ${name}`] = value;
    }

    const issued = await token(
      { grant_type: 'authorization_code', code, redirect_uri: web.redirectUri, code_verifier: verifier, resource: api.indicator },
      basic(web.clientId, web.clientSecret!),
      'sign-in-exchange.1',
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.requestId).toBe('sign-in-exchange.1');
    secrets.accessToken = issued.body.access_token!;
    secrets.refreshToken = issued.body.refresh_token!;
    secrets.idToken = issued.body.id_token!;

    const refreshed = await token(
      { grant_type: 'refresh_token', refresh_token: secrets.refreshToken, resource: api.indicator },
      basic(web.clientId, web.clientSecret!),
    );
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    secrets.refreshedAccessToken = refreshed.body.access_token!;
    if (refreshed.body.refresh_token) secrets.rotatedRefreshToken = refreshed.body.refresh_token;

    // The exchange, and one with a wrong client secret.
    const exchangeForm = {
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: secrets.accessToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      resource: target.indicator,
      scope: 'write',
    };
    const exchanged = await token(exchangeForm, basic(service.body.id, service.body.secret));
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    secrets.exchangedToken = exchanged.body.access_token!;
    const wrongSecret = `bad-${randomBytes(12).toString('base64url')}`;
    secrets.wrongClientSecret = wrongSecret;
    expect((await token(exchangeForm, basic(service.body.id, wrongSecret))).status).toBe(401);

    // Userinfo with the token in the header, revocation with it in the body.
    const me = await fetch(`${app.url}/oidc/me`, { headers: { authorization: `Bearer ${secrets.accessToken}` } });
    expect(me.status).toBeLessThan(500);
    const revoke = await fetch(`${app.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(web.clientId, web.clientSecret!) },
      body: new URLSearchParams({ token: secrets.refreshedAccessToken }),
    });
    expect(revoke.status).toBe(200);

    // A code used twice is refused (which revokes its grant: last).
    const replay = await token(
      { grant_type: 'authorization_code', code, redirect_uri: web.redirectUri, code_verifier: verifier },
      basic(web.clientId, web.clientSecret!),
      'code-replay.1',
    );
    expect(replay.status).toBe(400);

    // The webhook deliveries (user creation, sign-in) reach the receiver, signed.
    await receiver.waitFor((all) => all.some((r) => r.json?.event === 'PostSignIn') && all.some((r) => r.json?.event === 'User.Created'));

    // The last request's access line (written when its connection is done with it, after the
    // answer): every request before it has its line too.
    await waitFor(() => capture.entries().some((l) => l.msg === 'request' && l.req_id === 'code-replay.1'), { what: 'the access line of the code replay' });
    const log = capture.text();
    expect(log.length).toBeGreaterThan(0);
    for (const [what, value] of Object.entries(secrets)) {
      expect(value, what).toBeTruthy();
      expect(log.includes(value), `${what} appears in the log`).toBe(false);
    }

    const lines = capture.entries();
    const access = lines.filter((l) => l.msg === 'request');
    // The token request above, by the id it sent, with its route template and client.
    const signInExchange = access.find((l) => l.req_id === 'sign-in-exchange.1');
    expect(signInExchange).toMatchObject({ method: 'POST', route: '/oidc/token', status: 200, client_id: web.clientId });
    expect(typeof signInExchange!.ms).toBe('number');
    // Every access line has an id; the Management API calls name their client and a template.
    expect(access.length).toBeGreaterThan(10);
    for (const line of access) expect(line.req_id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    expect(access.some((l) => l.route === '/api/applications' && l.client_id === ADMIN_CLIENT_ID)).toBe(true);
    expect(access.some((l) => l.route === '/sign-in' && l.method === 'POST')).toBe(true);
    // Route templates, never a concrete URL with its query string.
    for (const line of access) expect(String(line.route)).not.toMatch(/[?]/);
  });

  it('echoes a safe x-request-id and replaces an unsafe one', async () => {
    const safe = await fetch(`${app.url}/health`, { headers: { 'x-request-id': 'trace-7f3a:01' } });
    expect(safe.headers.get('x-request-id')).toBe('trace-7f3a:01');
    for (const unsafe of ['has space', 'a'.repeat(129), 'inject\\"}', '']) {
      const res = await fetch(`${app.url}/health`, { headers: { 'x-request-id': unsafe } });
      const id = res.headers.get('x-request-id');
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The token endpoint (served before express) too.
    const res = await token({ grant_type: 'client_credentials' }, basic('nobody', 'x'), 'has space');
    expect(res.status).toBe(401);
    expect(res.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Access lines are written once a response is done: wait for the last request's.
    await waitFor(() => capture.entries().some((l) => l.msg === 'request' && l.req_id === res.requestId), { what: 'the access line of the token request' });
    expect(capture.entries().some((l) => l.msg === 'request' && l.req_id === 'trace-7f3a:01' && l.route === '/health')).toBe(true);
    expect(capture.entries().some((l) => l.msg === 'request' && l.req_id === res.requestId && l.status === 401)).toBe(true);
  });
});

function jarNames(jar: CookieJar): string[] {
  return jar
    .header()
    .split('; ')
    .filter(Boolean)
    .map((pair) => pair.slice(0, pair.indexOf('=')));
}

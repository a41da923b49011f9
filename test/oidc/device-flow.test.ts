// Issue 45 §1: the device authorization grant (RFC 8628) over real HTTP. A device asks
// /oidc/device/auth for codes, a person enters the user code at /device, signs in through the
// ordinary sign-in and allows or denies (driven here with fetch and a cookie jar; the Chromium
// test is test/experience/device-browser.test.ts), and the device polls the token endpoint:
// authorization_pending, slow_down (interval + 5 s), access_denied, expired_token (the app's
// clock moved past the expiry), then tokens that verify against our JWKS, once. Unknown clients
// and clients without isDeviceFlow are refused; guessing user codes trips the address throttle.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { dpopKey } from '../helpers/dpop.js';
import { createClient, createResource, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const VERIFICATION_LIMIT = 5;
const app = useTestApp({
  env: {
    VERIFICATION_THROTTLE_LIMIT: String(VERIFICATION_LIMIT),
    VERIFICATION_THROTTLE_WINDOW_SECONDS: '600',
    VERIFICATION_THROTTLE_DELAY_SECONDS: '60',
    VERIFICATION_THROTTLE_MAX_DELAY_SECONDS: '120',
  },
});

interface DeviceApp {
  clientId: string;
  clientSecret?: string;
}

let tv: DeviceApp;
let cli: DeviceApp;
let plain: TestClient;
let user: TestUser;
let api: { id: string; indicator: string };

async function deviceApp(type: 'Native' | 'Traditional', name = `device ${type}`): Promise<DeviceApp> {
  const res = await app.api('POST', '/applications', { name, type, customClientMetadata: { isDeviceFlow: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.customClientMetadata.isDeviceFlow).toBe(true);
  return { clientId: res.body.id, ...(res.body.secret ? { clientSecret: res.body.secret } : {}) };
}

beforeAll(async () => {
  tv = await deviceApp('Native', 'Living-room TV');
  cli = await deviceApp('Traditional', 'Deploy CLI');
  plain = await createClient(app, 'Native');
  user = await createUser(app);
  api = await createResource(app, { scopes: ['read', 'write'], grantTo: { userId: user.id, granted: ['read'] } });
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function post(path: string, client: DeviceApp, form: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
  const auth: Record<string, string> = {};
  if (client.clientSecret) auth.authorization = basic(client.clientId, client.clientSecret);
  else body.set('client_id', client.clientId);
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth, ...headers }, body });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

const authorize = (client: DeviceApp, form: Record<string, string | string[]> = {}) => post('/oidc/device/auth', client, form);
const poll = (client: DeviceApp, deviceCode: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  post('/oidc/token', client, { grant_type: GRANT, device_code: deviceCode, ...extra }, headers);

async function started(client: DeviceApp, form: Record<string, string | string[]> = { scope: 'openid profile offline_access' }) {
  const res = await authorize(client, form);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    device_code: string;
    user_code: string;
    verification_uri: string;
    verification_uri_complete: string;
    expires_in: number;
    interval: number;
  };
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values),
});

/** Enters the code at /device as a person would; returns the answer to the code's form. */
async function enterCode(jar: CookieJar, userCode: string) {
  const page = await jar.fetch(`${app.url}/device?user_code=${encodeURIComponent(userCode)}`);
  const html = await page.text();
  expect(page.status).toBe(200);
  return jar.fetch(`${app.url}/device`, form({ user_code: userCode, csrf: hidden(html, 'csrf') }));
}

/** Enters the code, signs in on /sign-in and takes `decision` on the page that follows; returns that answer's page. */
async function decide(userCode: string, decision: 'allow' | 'deny', jar = new CookieJar()) {
  let res = await enterCode(jar, userCode);
  if (res.status === 303) {
    const signIn = new URL(res.headers.get('location')!, app.url);
    expect(signIn.pathname).toBe('/sign-in');
    const page = await jar.fetch(signIn);
    const html = await page.text();
    res = await jar.fetch(
      signIn,
      form({ interaction: hidden(html, 'interaction'), csrf: hidden(html, 'csrf'), identifier: user.username, password: user.password }),
    );
    expect(res.status, await res.clone().text()).toBe(303);
    const back = new URL(res.headers.get('location')!, app.url);
    expect(back.pathname).toBe('/device/confirm');
    res = await jar.fetch(back);
  }
  const html = await res.text();
  expect(res.status, html).toBe(200);
  expect(html).toContain(userCode);
  const answer = await jar.fetch(`${app.url}/device/confirm`, form({ user_code: userCode, csrf: hidden(html, 'csrf'), decision }));
  return { status: answer.status, html: await answer.text(), jar };
}

describe('discovery', () => {
  it('lists the device authorization endpoint and the device_code grant', async () => {
    const meta = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as Record<string, any>;
    expect(meta.device_authorization_endpoint).toBe(`${app.url}/oidc/device/auth`);
    expect(meta.grant_types_supported).toContain(GRANT);
    const rfc8414 = (await (await fetch(`${app.url}/.well-known/oauth-authorization-server/oidc`)).json()) as Record<string, any>;
    expect(rfc8414.device_authorization_endpoint).toBe(`${app.url}/oidc/device/auth`);
  });
});

describe('POST /oidc/device/auth', () => {
  it('answers RFC 8628 §3.2: a device code, a short unambiguous user code and where to enter it', async () => {
    const res = await authorize(tv, { scope: 'openid profile' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      device_code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user_code: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verification_uri: `${app.url}/device`,
      verification_uri_complete: `${app.url}/device?user_code=${res.body.user_code}`,
      expires_in: 600,
      interval: 5,
    });
  });

  it('refuses an unknown client, a wrong secret, an application without the device grant and an unknown resource', async () => {
    expect((await authorize({ clientId: 'no-such-client' })).body.error).toBe('invalid_client');
    const wrong = await authorize({ clientId: cli.clientId, clientSecret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const notAllowed = await authorize({ clientId: plain.clientId });
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body).toMatchObject({ error: 'unauthorized_client', error_description: expect.stringContaining('isDeviceFlow') });
    const target = await authorize(tv, { resource: 'https://nowhere.example.com' });
    expect(target.body.error).toBe('invalid_target');
    const repeated = await authorize(tv, { scope: ['openid', 'profile'] });
    expect(repeated.body.error).toBe('invalid_request');
  });

  it('refuses the device grant at the token endpoint to an application without the setting', async () => {
    const res = await post('/oidc/token', { clientId: plain.clientId }, { grant_type: GRANT, device_code: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('unauthorized_client');
  });

  it('refuses the setting for a machine-to-machine application (REST and GraphQL)', async () => {
    const res = await app.api('POST', '/applications', { name: 'm2m', type: 'MachineToMachine', customClientMetadata: { isDeviceFlow: true } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('application.device_flow_not_allowed');
    const gql = await app.graphql(
      `mutation($id: ID!) { updateApplication(id: $id, input: { customClientMetadata: { isDeviceFlow: false } }) { application { customClientMetadata { isDeviceFlow } } userErrors { code } } }`,
      { id: tv.clientId },
    );
    expect(gql.data.updateApplication).toEqual({ application: { customClientMetadata: { isDeviceFlow: false } }, userErrors: [] });
    expect((await authorize(tv)).body.error).toBe('unauthorized_client');
    const back = await app.api('PATCH', `/applications/${tv.clientId}`, { customClientMetadata: { isDeviceFlow: true } });
    expect(back.body.customClientMetadata.isDeviceFlow).toBe(true);
  });
});

describe('the device polls the token endpoint', () => {
  it('is told authorization_pending, then slow_down with an interval 5 s longer when it polls too fast', async () => {
    const codes = await started(tv);
    const first = await poll(tv, codes.device_code);
    expect(first.status).toBe(400);
    expect(first.body.error).toBe('authorization_pending');
    const fast = await poll(tv, codes.device_code);
    expect(fast.status).toBe(400);
    expect(fast.body).toMatchObject({ error: 'slow_down', error_description: expect.stringContaining('10 seconds') });
    // Waiting the first interval is not enough any more; the longer one is.
    app.clock.advance(6_000);
    expect((await poll(tv, codes.device_code)).body.error).toBe('slow_down');
    app.clock.advance(16_000);
    expect((await poll(tv, codes.device_code)).body.error).toBe('authorization_pending');
  });

  it('gets tokens once the person allowed: access, ID and refresh tokens verified against our JWKS; the code works once', async () => {
    // A claim mapping for this grant only (issue 45 §4): device tokens say which device asked.
    const mapped = await app.api('PUT', `/resources/${api.id}/claims`, [{ claim: 'device_app', from: 'application.name', grantTypes: [GRANT] }]);
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const codes = await started(cli, { scope: 'openid profile offline_access read', resource: api.indicator });
    expect((await poll(cli, codes.device_code)).body.error).toBe('authorization_pending');
    const { status, html } = await decide(codes.user_code, 'allow');
    expect(status).toBe(200);
    expect(html).toContain('Device connected');

    const token = await poll(cli, codes.device_code, { resource: api.indicator });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(token.body).toMatchObject({ token_type: 'Bearer', scope: 'read', refresh_token: expect.any(String), id_token: expect.any(String) });
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const access = await jwtVerify(token.body.access_token, jwks, { issuer: `${app.url}/oidc`, audience: api.indicator });
    expect(access.payload).toMatchObject({ sub: user.id, client_id: cli.clientId, scope: 'read', device_app: 'Deploy CLI' });
    const id = await jwtVerify(token.body.id_token, jwks, { issuer: `${app.url}/oidc`, audience: cli.clientId });
    expect(id.payload.sub).toBe(user.id);
    expect(id.payload.nonce).toBeUndefined();

    const again = await poll(cli, codes.device_code);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');

    // The refresh token works as any other.
    const refreshed = await post('/oidc/token', cli, { grant_type: 'refresh_token', refresh_token: token.body.refresh_token });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);

    // Another client cannot redeem someone else's device code.
    const codes2 = await started(cli, { scope: 'openid' });
    expect((await poll(tv, codes2.device_code)).body.error).toBe('invalid_grant');
  });

  it('binds the access token to a DPoP key when the poll carries a proof', async () => {
    const codes = await started(tv, { scope: 'openid' });
    await decide(codes.user_code, 'allow');
    const key = await dpopKey(app.clock);
    // A public client's proof carries a server nonce (RFC 9449 §8): the first answer hands it out.
    const first = await poll(tv, codes.device_code, {}, { dpop: await key.proof({ htu: `${app.url}/oidc/token` }) });
    expect(first.body.error).toBe('use_dpop_nonce');
    const nonce = first.headers.get('dpop-nonce')!;
    const token = await poll(tv, codes.device_code, {}, { dpop: await key.proof({ htu: `${app.url}/oidc/token`, nonce }) });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    expect(token.body.token_type).toBe('DPoP');
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const access = await jwtVerify(token.body.access_token, jwks, { issuer: `${app.url}/oidc` });
    expect(access.payload.cnf).toEqual({ jkt: key.jkt });
  });

  it('is told access_denied when the person denies', async () => {
    const codes = await started(tv);
    const { status, html } = await decide(codes.user_code, 'deny');
    expect(status).toBe(200);
    expect(html).toContain('Request denied');
    const res = await poll(tv, codes.device_code);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('access_denied');
  });

  it('is told expired_token once the code expired, and the person can no longer enter it', async () => {
    const codes = await started(tv);
    app.clock.advance(601_000);
    const res = await poll(tv, codes.device_code);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('expired_token');
    const page = await enterCode(new CookieJar(), codes.user_code);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('not valid or has expired');
  });

  it('refuses an unknown device code and a request without one', async () => {
    expect((await poll(tv, 'not-a-device-code')).body.error).toBe('invalid_grant');
    const missing = await post('/oidc/token', tv, { grant_type: GRANT });
    expect(missing.body.error).toBe('invalid_request');
  });
});

describe('the verification page', () => {
  it('refuses a form without its CSRF token', async () => {
    const codes = await started(tv);
    const jar = new CookieJar();
    await jar.fetch(`${app.url}/device`);
    const res = await jar.fetch(`${app.url}/device`, form({ user_code: codes.user_code, csrf: 'forged' }));
    expect(res.status).toBe(400);
  });

  it('takes the code in lower case and without the dash', async () => {
    const codes = await started(tv);
    const res = await enterCode(new CookieJar(), codes.user_code.replace('-', '').toLowerCase());
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/sign-in');
  });

  it('goes straight to the decision in a browser with a session, refuses a forged decision, and offers another account', async () => {
    const first = await started(tv, { scope: 'openid' });
    const { jar } = await decide(first.user_code, 'allow');
    const second = await started(tv, { scope: 'openid' });
    const res = await enterCode(jar, second.user_code);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(user.username);

    const forged = await jar.fetch(`${app.url}/device/confirm`, form({ user_code: second.user_code, csrf: 'forged', decision: 'allow' }));
    expect(forged.status).toBe(400);
    expect((await poll(tv, second.device_code)).body.error).toBe('authorization_pending');

    const other = await jar.fetch(`${app.url}/device/confirm`, form({ user_code: second.user_code, csrf: hidden(html, 'csrf'), decision: 'switch' }));
    expect(other.status).toBe(303);
    expect(new URL(other.headers.get('location')!).pathname).toBe('/sign-in');
  });

  // Last: it holds this machine's address off.
  it('throttles guessing: after the limit of wrong codes even the right one is refused until the hold ends', async () => {
    // A fresh window: the wrong codes of the tests above are forgotten.
    app.clock.advance(601_000);
    const codes = await started(tv);
    const jar = new CookieJar();
    for (let i = 0; i < VERIFICATION_LIMIT; i++) {
      const res = await enterCode(jar, 'BCDF-GHJK');
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('not valid or has expired');
    }
    const held = await enterCode(jar, codes.user_code);
    expect(held.status).toBe(429);
    expect(await held.text()).toContain('Too many failed verification attempts');
    app.clock.advance(61_000);
    const after = await enterCode(jar, codes.user_code);
    expect(after.status).toBe(303);
  });
});

// CAPTCHA on sign-in and registration (issue 47 item 3): the provider set through the compatible
// /api/captcha-provider (secret sealed at rest, answered masked), the sign-in experience's
// captchaPolicy, and the check at a local stand-in of Turnstile's and reCAPTCHA Enterprise's
// verify endpoints, on the Experience API and the pages. Policy off, token missing, token bad,
// provider down: each answered as documented, never a sign-in without a passed check.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';
import { startCaptchaStandIn, type CaptchaStandIn } from './helpers/captcha-stand-in.js';
import type { PageResponse } from './helpers/browser.js';

let standIn: CaptchaStandIn;
beforeAll(async () => {
  standIn = await startCaptchaStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const app = useTestApp(() => ({
  env: {
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    CAPTCHA_TURNSTILE_VERIFY_URL: `${standIn.url}/turnstile/v0/siteverify`,
    CAPTCHA_RECAPTCHA_ENTERPRISE_URL: standIn.url,
  },
}));

let web: TestClient;
let user: TestUser;
beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  user = await createUser(app);
  // Usernames only, so registration needs no code.
  expect((await app.api('PATCH', '/sign-in-exp', { signUp: { identifiers: ['username'] } })).status).toBe(200);
});

const turnstile = () => ({ type: 'Turnstile', siteKey: 'turnstile-site-key', secretKey: standIn.turnstileSecret });
const recaptcha = () => ({
  type: 'RecaptchaEnterprise',
  siteKey: standIn.recaptchaSiteKey,
  secretKey: standIn.recaptchaKey,
  projectId: standIn.recaptchaProject,
});
const setPolicy = (enabled: boolean) => app.api('PATCH', '/sign-in-exp', { captchaPolicy: { enabled } });

/** A custom UI's sign-in: PUT (with a token or none), then the password; the password step's answer. */
async function apiSignIn(putToken?: string, stepToken?: string) {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  const put = await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn', ...(putToken ? { captchaToken: putToken } : {}) });
  const password = await client.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: user.username },
    password: user.password,
    ...(stepToken ? { captchaToken: stepToken } : {}),
  });
  return { client, put, password };
}

describe('the provider through the Management API', () => {
  it('refuses to enable the policy without a provider, and answers 404 for none', async () => {
    expect((await app.api('GET', '/captcha-provider')).status).toBe(404);
    const enable = await setPolicy(true);
    expect(enable.status).toBe(400);
    expect(enable.body.code).toBe('guard.invalid_input');
    expect((await app.api('GET', '/sign-in-exp')).body.captchaPolicy).toEqual({ enabled: false });
  });

  it('stores the compatible config with the secret sealed at rest and masked in every answer', async () => {
    const put = await app.api('PUT', '/captcha-provider', { config: turnstile() });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({
      tenantId: 'default',
      id: expect.any(String),
      config: { type: 'Turnstile', siteKey: 'turnstile-site-key', secretKey: '********' },
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect((await app.api('GET', '/captcha-provider')).body).toEqual(put.body);
    const gql = await app.graphql('{ captchaProvider { id config { type siteKey secretKey projectId } } }');
    expect(gql.data.captchaProvider).toEqual({
      id: put.body.id,
      config: { type: 'Turnstile', siteKey: 'turnstile-site-key', secretKey: '********', projectId: null },
    });
    const row = await app.running.services.db.selectFrom('system_settings').select('value').where('key', '=', 'captchaProvider').executeTakeFirstOrThrow();
    const stored = JSON.stringify(row.value);
    expect(stored).not.toContain(standIn.turnstileSecret);
    expect((row.value as { config: { secretKey: string } }).config.secretKey).toMatch(/^enc:v3:/);
  });

  it('refuses bad configs with 400 and keeps the stored one', async () => {
    for (const config of [
      { type: 'RecaptchaEnterprise', siteKey: 's', secretKey: 'k' },
      { type: 'Hcaptcha', siteKey: 's', secretKey: 'k' },
      { type: 'Turnstile', siteKey: '', secretKey: 'k' },
      { type: 'Turnstile', siteKey: 'has space', secretKey: 'k' },
      { type: 'Turnstile', siteKey: 's', secretKey: 'k'.repeat(600) },
      { type: 'RecaptchaEnterprise', siteKey: 's', secretKey: '********', projectId: 'p-1' },
    ]) {
      const res = await app.api('PUT', '/captcha-provider', { config });
      expect(res.status, JSON.stringify(config)).toBe(400);
      expect(res.body.code).toBe('guard.invalid_input');
    }
    expect((await app.api('PUT', '/captcha-provider', {})).status).toBe(400);
    expect((await app.api('GET', '/captcha-provider')).body.config.type).toBe('Turnstile');
  });

  it('keeps the stored secret when the masked value is sent back', async () => {
    const before = (await app.api('GET', '/captcha-provider')).body;
    const put = await app.api('PUT', '/captcha-provider', { config: { ...before.config, siteKey: 'turnstile-site-key' } });
    expect(put.status).toBe(200);
    expect(put.body.id).toBe(before.id);
    expect(put.body.config.secretKey).toBe('********');
  });
});

describe('Turnstile, checked at the stand-in', () => {
  beforeAll(async () => {
    expect((await app.api('PUT', '/captcha-provider', { config: turnstile() })).status).toBe(200);
    expect((await setPolicy(true)).body.captchaPolicy).toEqual({ enabled: true });
  });

  it('requires a token before the password is checked', async () => {
    const { put, password } = await apiSignIn();
    expect(put.status).toBe(204);
    expect(password.status).toBe(422);
    expect(password.body.code).toBe('session.captcha_required');
  });

  it('refuses a bad token at PUT, and the interaction stays unproven', async () => {
    const { put, password } = await apiSignIn('forged');
    expect(put.status).toBe(422);
    expect(put.body.code).toBe('session.captcha_failed');
    expect(password.body.code).toBe('session.captcha_required');
  });

  it('signs in with a passed token: the stand-in got our secret and the token', async () => {
    standIn.requests.length = 0;
    const { client, put, password } = await apiSignIn('pass');
    expect(put.status).toBe(204);
    expect(password.status, JSON.stringify(password.body)).toBe(200);
    expect((await client.call('POST', '/api/experience/identification', { verificationId: password.body.verificationId })).status).toBe(204);
    const submitted = await client.call('POST', '/api/experience/submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body.redirectTo).toContain('code=');
    expect(standIn.requests).toEqual([
      { path: '/turnstile/v0/siteverify', query: {}, body: { secret: standIn.turnstileSecret, response: 'pass', remoteip: expect.any(String) } },
    ]);
  });

  it('takes the token on the step itself too', async () => {
    const { password } = await apiSignIn(undefined, 'pass');
    expect(password.status).toBe(200);
    expect((await apiSignIn(undefined, 'forged')).password.body.code).toBe('session.captcha_failed');
  });

  it('holds registration: required, then created with a passed token', async () => {
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const input = { username: `cap_${randomBytes(4).toString('hex')}`, password: 'Blue-Kestrel-9-Harbour' };
    const refused = await client.call('POST', '/api/experience/register', input);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('session.captcha_required');
    expect((await client.call('POST', '/api/experience/register', { ...input, captchaToken: 'bad' })).body.code).toBe('session.captcha_failed');
    expect((await app.api('GET', `/users?search=${input.username}`)).body).toHaveLength(0);
    const created = await client.call('POST', '/api/experience/register', { ...input, captchaToken: 'pass' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('answers 503 when the provider is down or refuses our secret, and nothing signs in', async () => {
    standIn.down = true;
    try {
      const { put, password } = await apiSignIn('pass');
      expect(put.status).toBe(503);
      expect(put.body.code).toBe('session.captcha_unavailable');
      expect(password.body.code).toBe('session.captcha_required');
      expect((await apiSignIn(undefined, 'pass')).password.status).toBe(503);
    } finally {
      standIn.down = false;
    }
    // A wrong secret is our configuration's fault, not the person's: a service error too.
    expect((await app.api('PUT', '/captcha-provider', { config: { ...turnstile(), secretKey: 'wrong-secret' } })).status).toBe(200);
    expect((await apiSignIn('pass')).put.status).toBe(503);
    expect((await app.api('PUT', '/captcha-provider', { config: turnstile() })).status).toBe(200);
  });

  it('shows the widget on the sign-in and registration pages, and the form needs its token', async () => {
    const client = new JsonClient(app.url);
    const { location } = await startAuthorization(client.browser, web);
    const page = await client.browser.request(location.toString());
    expect(page.status).toBe(200);
    expect(page.text).toContain('class="cf-turnstile" data-sitekey="turnstile-site-key"');
    expect(page.text).toContain('src="https://challenges.cloudflare.com/turnstile/v0/api.js"');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/);
    // What the widget does: a hidden field with the token inside the form.
    const filled = (p: PageResponse, token: string): PageResponse => ({
      ...p,
      text: p.text.replace(
        'data-response-field-name="captchaToken"></div>',
        `data-response-field-name="captchaToken"><input type="hidden" name="captchaToken" value="${token}"></div>`,
      ),
    });
    const refused = await client.browser.submit(page, { identifier: user.username, password: user.password });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('CAPTCHA');
    const bad = await client.browser.submit(filled(refused, 'forged'), { identifier: user.username, password: user.password });
    expect(bad.status).toBe(422);
    const done = await client.browser.submit(filled(bad, 'pass'), { identifier: user.username, password: user.password }, false);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('code=');

    const register = await new JsonClient(app.url).browser.request('/register');
    expect(register.text).toContain('class="cf-turnstile"');
  });
});

describe('reCAPTCHA Enterprise, checked at the stand-in', () => {
  beforeAll(async () => {
    expect((await app.api('PUT', '/captcha-provider', { config: recaptcha() })).status).toBe(200);
  });

  it('answers the compatible shape', async () => {
    const res = await app.api('GET', '/captcha-provider');
    expect(res.body.config).toEqual({
      type: 'RecaptchaEnterprise',
      siteKey: standIn.recaptchaSiteKey,
      secretKey: '********',
      projectId: standIn.recaptchaProject,
    });
  });

  it('passes a valid token with a person’s score, and refuses a bot’s score and a bad token', async () => {
    standIn.requests.length = 0;
    const { put, password } = await apiSignIn('pass');
    expect(put.status).toBe(204);
    expect(password.status).toBe(200);
    expect(standIn.requests[0]).toEqual({
      path: `/v1/projects/${standIn.recaptchaProject}/assessments`,
      query: { key: standIn.recaptchaKey },
      body: { event: { token: 'pass', siteKey: standIn.recaptchaSiteKey, expectedAction: 'interaction', userIpAddress: expect.any(String) } },
    });
    expect((await apiSignIn('low')).put.body.code).toBe('session.captcha_failed');
    expect((await apiSignIn('forged')).put.body.code).toBe('session.captcha_failed');
  });

  it('answers 503 when the API key is refused', async () => {
    expect((await app.api('PUT', '/captcha-provider', { config: { ...recaptcha(), secretKey: 'wrong-key' } })).status).toBe(200);
    const { put } = await apiSignIn('pass');
    expect(put.status).toBe(503);
    expect(put.body.code).toBe('session.captcha_unavailable');
    expect((await app.api('PUT', '/captcha-provider', { config: recaptcha() })).status).toBe(200);
  });

  it('shows its widget with the score script and this page script', async () => {
    const page = await new JsonClient(app.url).browser.request('/register');
    expect(page.text).toContain(`data-recaptcha-invisible data-sitekey="${standIn.recaptchaSiteKey}"`);
    expect(page.text).toContain(`src="https://www.google.com/recaptcha/enterprise.js?render=${standIn.recaptchaSiteKey}"`);
    expect(page.text).toContain('src="/sign-in/captcha.js"');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
  });
});

describe('policy off, and the provider removed', () => {
  it('signs in without a token when the policy is off', async () => {
    expect((await setPolicy(false)).body.captchaPolicy).toEqual({ enabled: false });
    const { put, password } = await apiSignIn();
    expect(put.status).toBe(204);
    expect(password.status).toBe(200);
    expect((await new JsonClient(app.url).browser.request('/register')).text).not.toContain('recaptcha');
  });

  it('DELETE removes the provider and turns the policy off; a second DELETE is 404', async () => {
    expect((await setPolicy(true)).status).toBe(200);
    expect((await app.api('DELETE', '/captcha-provider')).status).toBe(204);
    expect((await app.api('GET', '/captcha-provider')).status).toBe(404);
    expect((await app.api('GET', '/sign-in-exp')).body.captchaPolicy).toEqual({ enabled: false });
    expect((await app.api('DELETE', '/captcha-provider')).status).toBe(404);
    expect((await apiSignIn()).password.status).toBe(200);
  });
});

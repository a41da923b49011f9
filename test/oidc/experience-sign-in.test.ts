// Password sign-in through the JSON Experience API and the server-rendered form's guards.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let web: TestClient;
let user: TestUser;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  user = await createUser(app);
});

/** Starts an authorization request; returns the jar (with the interaction cookie) and sign-in URL. */
async function startInteraction() {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: web.clientId,
    redirect_uri: web.redirectUri,
    scope: 'openid',
    state: 'xyz',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const res = await jar.fetch(url);
  return { jar, verifier, signIn: new URL(res.headers.get('location')!) };
}

const json = (jar: CookieJar, method: string, path: string, body?: unknown) =>
  jar
    .fetch(`${app.url}/api/experience${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    .then(async (r) => ({ status: r.status, body: r.status === 204 ? undefined : ((await r.json()) as any) }));

describe('Experience API', () => {
  it('signs in: start, verify password, identify, submit → redirect to the client with a code', async () => {
    const { jar, verifier } = await startInteraction();
    expect((await json(jar, 'PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const wrong = await json(jar, 'POST', '/verification/password', { identifier: { type: 'username', value: user.username }, password: 'wrong password' });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'session.invalid_credentials' } });
    const unknown = await json(jar, 'POST', '/verification/password', { identifier: { type: 'email', value: 'nobody@example.com' }, password: 'whatever1' });
    expect(unknown.body.code).toBe('session.invalid_credentials');
    const bad = await json(jar, 'POST', '/verification/password', { identifier: { type: 'nickname', value: 'x' }, password: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'guard.invalid_input' } });
    const early = await json(jar, 'POST', '/submit');
    expect(early, JSON.stringify(early.body)).toMatchObject({ status: 400, body: { code: 'session.identifier_not_found' } });

    const verified = await json(jar, 'POST', '/verification/password', {
      identifier: { type: 'email', value: user.email.toUpperCase() },
      password: user.password,
    });
    expect(verified.status).toBe(200);
    expect((await json(jar, 'POST', '/identification', { verificationId: 'forged' })).body.code).toBe('session.verification_session_not_found');
    expect((await json(jar, 'POST', '/identification', { verificationId: verified.body.verificationId })).status).toBe(204);
    const submitted = await json(jar, 'POST', '/submit');
    expect(submitted.status).toBe(200);
    const callback = new URL(submitted.body.redirectTo);
    expect(callback.searchParams.get('state')).toBe('xyz');
    expect(jar.get('tessera_session')).toBeTruthy();

    const tokens = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    // The interaction is finished: submitting again finds nothing.
    expect((await json(jar, 'POST', '/submit')).body.code).toBe('session.not_found');
    const got = await app.api('GET', `/users/${user.id}`);
    expect(got.body.lastSignInAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('needs the browser that started the interaction', async () => {
    const stranger = new CookieJar();
    const res = await json(stranger, 'PUT', '', { interactionEvent: 'SignIn' });
    expect(res).toMatchObject({ status: 404, body: { code: 'session.not_found' } });
    const { jar } = await startInteraction();
    expect((await json(jar, 'PUT', '', { interactionEvent: 'Dance' })).status).toBe(400);
    const malformed = await jar.fetch(`${app.url}/api/experience`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(malformed.status).toBe(400);
  });
});

describe('sign-in page', () => {
  it('is an accessible form with a CSRF token and refuses posts without it', async () => {
    const { jar, signIn } = await startInteraction();
    const page = await jar.fetch(signIn);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('name="identifier"');
    expect(html).toContain('name="password"');
    expect(html.match(/<button type="submit"/g)).toHaveLength(1);
    expect(html).toMatch(/<label for="identifier">/);
    // No external assets; the only scripts are the passkey button's, served from our own origin.
    expect(html).not.toMatch(/<link\b/);
    for (const [script] of html.matchAll(/<script\b[^>]*>/g)) expect(script).toMatch(/^<script src="\/sign-in\/[\w.-]+\.js">$/);
    const interaction = /name="interaction" value="([^"]+)"/.exec(html)![1]!;

    const form = (fields: Record<string, string>) =>
      jar.fetch(signIn, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    const noCsrf = await form({ interaction, identifier: user.username, password: user.password });
    expect(noCsrf.status).toBe(400);
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    const wrong = await form({ interaction, csrf, identifier: user.username, password: 'nope-nope' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('role="alert"');

    // Another browser cannot use this interaction even with its CSRF token.
    const other = new CookieJar();
    const stolen = await other.fetch(signIn, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ interaction, csrf, identifier: user.username, password: user.password }),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.headers.get('location')).toBeNull();

    const ok = await form({ interaction, csrf, identifier: user.username, password: user.password });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(new RegExp(`^${web.redirectUri}\\?code=`));
  });
});

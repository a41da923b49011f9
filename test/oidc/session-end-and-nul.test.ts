// Issue 12, findings 12 and 15 (OIDC parts): an id_token_hint alone signs a browser out only when
// it is recent and names that browser's session; a NUL character in any parameter of the
// authorization, session end, introspection, revocation and userinfo endpoints is a 400.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { pkcePair, signInAndGetTokens } from '../helpers/sign-in.js';

const app = useTestApp();
let web: TestClient;
let user: TestUser;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  user = await createUser(app);
});

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, any>;

/** The ID token the app would have issued `ageSeconds` ago for this session (our real key). */
async function idTokenIssuedAgo(idToken: string, ageSeconds: number) {
  const claims = claimsOf(idToken);
  const { keys } = app.running.services;
  const iat = Math.floor(Date.now() / 1000) - ageSeconds;
  return new SignJWT({ ...claims, iat, exp: iat + 3600 }).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: keys.signing.kid }).sign(keys.signing.key);
}

/** Does the jar's browser still have a session (prompt=none gets a code)? */
async function signedIn(jar: CookieJar) {
  const { challenge } = pkcePair();
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: web.clientId,
    redirect_uri: web.redirectUri,
    scope: 'openid',
    prompt: 'none',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const res = await jar.fetch(url);
  return new URL(res.headers.get('location')!).searchParams.has('code');
}

const signIn = () => signInAndGetTokens(app, { ...web, username: user.username, password: user.password, scope: 'openid' });

function endUrl(params: Record<string, string>) {
  const url = new URL(`${app.url}/oidc/session/end`);
  url.search = new URLSearchParams(params).toString();
  return url;
}

describe('session end with an id_token_hint (finding 12)', () => {
  it('an old ID token of this very session only gets a confirmation page', async () => {
    const victim = await signIn();
    const old = await idTokenIssuedAgo(victim.id_token!, 3600);
    const res = await victim.jar.fetch(endUrl({ id_token_hint: old, post_logout_redirect_uri: web.postLogoutRedirectUri }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<form method="post"');
    expect(await signedIn(victim.jar)).toBe(true);

    // Confirming (the form carries the CSRF token and the client) signs out and returns to the client.
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const form = new URLSearchParams();
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
    expect(form.get('xsrf')).toBe(xsrf);
    const confirmed = await victim.jar.fetch(`${app.url}/oidc/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(web.postLogoutRedirectUri);
    expect(await signedIn(victim.jar)).toBe(false);
  });

  it('a recent ID token of another session neither signs this browser out nor ends the other session', async () => {
    const victim = await signIn();
    const other = await signIn();
    const res = await victim.jar.fetch(endUrl({ id_token_hint: other.id_token! }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<form method="post"');
    expect(await signedIn(victim.jar)).toBe(true);
    expect(await signedIn(other.jar)).toBe(true);
  });

  it('an old ID token without any browser session ends nothing', async () => {
    const victim = await signIn();
    const old = await idTokenIssuedAgo(victim.id_token!, 3600);
    const res = await fetch(endUrl({ id_token_hint: old }), { redirect: 'manual' });
    expect(res.status).toBeLessThan(400);
    expect(await signedIn(victim.jar)).toBe(true);
  });

  it('a recent ID token of the current session signs out at once (RP-initiated logout)', async () => {
    const tokens = await signIn();
    const res = await tokens.jar.fetch(endUrl({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: web.postLogoutRedirectUri, state: 'x' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${web.postLogoutRedirectUri}?state=x`);
    expect(await signedIn(tokens.jar)).toBe(false);
  });
});

describe('a NUL character is a client error (finding 15)', () => {
  const basic = () => `Basic ${Buffer.from(`${web.clientId}:${web.clientSecret}`).toString('base64')}`;
  const form = (path: string, body: string, authorization?: string) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...(authorization ? { authorization } : {}) },
      body,
    });

  it('at /oidc/auth (query and form)', async () => {
    for (const query of [
      'client_id=%00',
      `client_id=${web.clientId}&redirect_uri=%00`,
      `client_id=${web.clientId}&redirect_uri=${encodeURIComponent(web.redirectUri)}&state=a%00b`,
      'x%00=1',
    ]) {
      const res = await fetch(`${app.url}/oidc/auth?${query}`, { redirect: 'manual', headers: { accept: 'application/json' } });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as any).error, query).toBe('invalid_request');
    }
    const posted = await form('/oidc/auth', 'client_id=%00');
    expect(posted.status).toBe(400);
    expect(((await posted.json()) as any).error).toBe('invalid_request');
  });

  it('at /oidc/session/end', async () => {
    for (const query of [
      'client_id=%00&post_logout_redirect_uri=https%3A%2F%2Fa.example',
      'id_token_hint=%00',
      'state=%00',
      `client_id=${web.clientId}&post_logout_redirect_uri=%00`,
    ]) {
      const res = await fetch(`${app.url}/oidc/session/end?${query}`, { redirect: 'manual', headers: { accept: 'application/json' } });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as any).error, query).toBe('invalid_request');
    }
    const posted = await form('/oidc/session/end', 'client_id=%00');
    expect(posted.status).toBe(400);
  });

  it('at introspection and revocation (client_id, client_secret, token)', async () => {
    for (const path of ['/oidc/token/introspection', '/oidc/token/revocation']) {
      for (const body of ['client_id=%00&token=x', 'client_id=%00&client_secret=s&token=x', `client_id=${web.clientId}&client_secret=%00&token=x`]) {
        const res = await form(path, body);
        expect(res.status, `${path} ${body}`).toBe(400);
        expect(((await res.json()) as any).error).toBe('invalid_request');
      }
      const token = await form(path, 'token=a%00b', basic());
      expect(token.status, path).toBe(400);
      expect(((await token.json()) as any).error).toBe('invalid_request');
    }
  });

  it('at userinfo', async () => {
    const posted = await form('/oidc/me', 'access_token=a%00b');
    expect(posted.status).toBe(400);
    expect(((await posted.json()) as any).error).toBe('invalid_request');
    const query = await fetch(`${app.url}/oidc/me?x=%00`, { headers: { authorization: 'Bearer abc' } });
    expect(query.status).toBe(400);
    expect(((await query.json()) as any).error).toBe('invalid_request');
  });
});

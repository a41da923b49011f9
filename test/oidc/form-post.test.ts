// response_mode=form_post (OAuth 2.0 Form Post Response Mode): the code comes back in a form the
// browser posts to the redirect URI, never in a URL. At the end of a sign-in the browser is sent
// to a one-time address that posts it (taken once); with a live session, and for errors, the same.
// Over HTTP as a cookie-keeping client would, and in Chromium, whose script posts the form.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { clientCallbackRequest, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createClient, createUser, type TestClient, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn, pkcePair, tokenRequest } from '../helpers/sign-in.js';

const app = useTestApp();
let client: TestClient;
let user: TestUser;

beforeAll(async () => {
  client = await createClient(app, 'Traditional');
  user = await createUser(app);
});

function authUrl(challenge: string, extra: Record<string, string> = {}) {
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    response_mode: 'form_post',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: 'openid profile',
    state: 'st-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url;
}

/** The hidden fields and target of a posting page. */
function postedForm(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  return { action: action?.replaceAll('&amp;', '&'), fields };
}

async function redeem(code: string, verifier: string) {
  const token = await tokenRequest(app, client.clientId, client.clientSecret, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return token.body;
}

describe('response_mode=form_post', () => {
  it('posts the code from a one-time address at the end of a sign-in, and from the same kind of address with a live session', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const next = await followSignIn(app, jar, authUrl(challenge), user);
    // Not the client: our address that posts the response; nothing of it in the URL.
    expect(next.origin).toBe(app.url);
    expect(next.pathname).toBe('/oidc/auth/response');
    expect([...next.searchParams.keys()]).toEqual(['handle']);
    const page = await jar.fetch(next);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    const html = await page.text();
    const { action, fields } = postedForm(html);
    expect(action).toBe(client.redirectUri);
    expect(Object.keys(fields).sort()).toEqual(['code', 'iss', 'state']);
    expect(fields).toMatchObject({ state: 'st-1', iss: `${app.url}/oidc` });
    const tokens = await redeem(fields.code!, verifier);
    const id = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`)), { issuer: `${app.url}/oidc`, audience: client.clientId });
    expect(id.payload.sub).toBe(user.id);

    // Taken once: a second visit (a reload, a stolen link) gets nothing.
    const again = await jar.fetch(next, { headers: { accept: 'text/html' } });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already delivered or has expired');

    // A live session: straight to a new one-time address.
    const second = pkcePair();
    const res = await jar.fetch(authUrl(second.challenge, { state: 'st-2' }));
    expect(res.status).toBe(303);
    const address = new URL(res.headers.get('location')!);
    expect(address.pathname).toBe('/oidc/auth/response');
    // While it waits, the database holds neither the handle nor the code in clear.
    const waiting = await app.running.services.db.selectFrom('authorization_responses').selectAll().execute();
    expect(waiting).toHaveLength(1);
    const { fields: secondFields } = postedForm(await (await jar.fetch(address)).text());
    expect(secondFields.state).toBe('st-2');
    const stored = JSON.stringify(waiting[0]);
    expect(stored).not.toContain(secondFields.code!);
    expect(stored).not.toContain(address.searchParams.get('handle')!);
    expect(stored).not.toContain('st-2');
    await redeem(secondFields.code!, second.verifier);
  });

  it('posts errors too: prompt=none without a session answers login_required in a posting page', async () => {
    const res = await fetch(authUrl(pkcePair().challenge, { prompt: 'none' }), { redirect: 'manual' });
    expect(res.status).toBe(200);
    const { action, fields } = postedForm(await res.text());
    expect(action).toBe(client.redirectUri);
    expect(fields).toMatchObject({ error: 'login_required', state: 'st-1', iss: `${app.url}/oidc` });
    expect(fields).not.toHaveProperty('code');
  });

  it('refuses a response mode it does not answer in, at the redirect URI', async () => {
    const res = await fetch(authUrl(pkcePair().challenge, { response_mode: 'fragment' }), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toContain('response_mode must be one of: query, form_post');
  });

  it('lists form_post in discovery; an unknown one-time address is an error page', async () => {
    const metadata = (await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()) as { response_modes_supported: string[] };
    expect(metadata.response_modes_supported).toEqual(['query', 'form_post']);
    const unknown = await fetch(`${app.url}/oidc/auth/response?handle=not-a-handle-of-ours-0123456789`, { headers: { accept: 'application/json' } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe('invalid_request');
  });

  describe.skipIf(!hasChromium)('in a browser', () => {
    const browser = useBrowser();
    it('the page posts the code to the redirect URI by itself', { timeout: 90_000 }, async () => {
      const page = await browser.newPage();
      const posted = clientCallbackRequest(page, client.redirectUri);
      const { verifier, challenge } = pkcePair();
      await page.goto(authUrl(challenge).toString());
      await signInOnPage(page, user);
      // Where the browser stands if the post never comes.
      let timer: NodeJS.Timeout | undefined;
      const { method, body } = await Promise.race([
        posted,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            // Bounded: a wedged page never answers content().
            void page
              .locator('html')
              .innerHTML({ timeout: 5_000 })
              .catch(() => '(the page did not answer in 5 s)')
              .then((text) => reject(new Error(`no form post within 45 s; the page is at ${page.url()}: ${text.slice(0, 600)}`)));
          }, 45_000);
        }),
      ]).finally(() => clearTimeout(timer));
      expect(method).toBe('POST');
      expect(body.get('state')).toBe('st-1');
      expect(body.get('iss')).toBe(`${app.url}/oidc`);
      await redeem(body.get('code')!, verifier);
      await page.close();
    });
  });
});

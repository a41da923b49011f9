// The sign-in page's "Continue with …" buttons: the page route that sends the browser to the
// upstream, and the callback page that verifies the answer and sends the browser back to the
// client with its code. Over HTTP with a cookie jar, then in a real browser (Debian's Chromium
// through playwright-core) against oidc-provider's own login and consent pages.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useTestApp } from '../helpers/app.js';
import { clientCallback, hasChromium, useBrowser } from '../helpers/browser.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { pkcePair, tokenRequest } from '../helpers/sign-in.js';
import { Browser } from '../experience/helpers/browser.js';
import { startAuthorization } from '../experience/helpers/json-client.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from './helpers/upstream.js';
import { offerSocialConnectors } from './helpers/offer.js';

const app = useTestApp();
let web: TestClient;
let upstream: RunningUpstream;
let connectorId: string;
const accounts: Record<string, UpstreamAccount> = {};
const tag = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  const port = await freePort();
  const created = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-pages', clientSecret: 'pages-secret' },
    metadata: { target: 'upstream', name: 'Upstream IdP' },
  });
  connectorId = created.body.id;
  // Offered on the sign-in page explicitly: a new connector is not (docs/security.md).
  await offerSocialConnectors(app, 'upstream');
  upstream = await startOidcProvider(
    port,
    [{ client_id: 'tessera-pages', client_secret: 'pages-secret', redirect_uris: [`${app.url}/callback/social/${connectorId}`] }],
    accounts,
  );
});
afterAll(async () => {
  await upstream?.stop();
});

const protectedPage = (headers: Headers) => {
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cache-control')).toBe('no-store');
};

/** The sign-in page of a fresh browser, and the URL its "Continue with Upstream IdP" button goes to. */
async function signInPage() {
  const browser = new Browser(app.url);
  const authorization = await startAuthorization(browser, web);
  const page = await browser.get(authorization.location.toString());
  expect(page.status).toBe(200);
  const button = new RegExp(
    `<form method="get" action="(/sign-in/social/${connectorId})"><input type="hidden" name="interaction" value="([^"]+)"><button type="submit">Continue with Upstream IdP</button>`,
  ).exec(page.text);
  expect(button, page.text).toBeTruthy();
  return { browser, authorization, start: `${button![1]}?interaction=${button![2]}` };
}

describe('social sign-in pages (HTTP)', () => {
  it('button → upstream (state, nonce, PKCE S256) → callback → the client with its code', async () => {
    const login = `page_${tag()}`;
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true, name: 'Paige' };
    const { browser, authorization, start } = await signInPage();
    const toUpstream = await browser.request(start, {}, false);
    expect(toUpstream.status).toBe(303);
    protectedPage(toUpstream.headers);
    const authorizationUri = new URL(toUpstream.headers.get('location')!);
    expect(authorizationUri.origin).toBe(upstream.issuer);
    expect(Object.fromEntries(authorizationUri.searchParams)).toMatchObject({
      client_id: 'tessera-pages',
      redirect_uri: `${app.url}/callback/social/${connectorId}`,
      code_challenge_method: 'S256',
      response_type: 'code',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(authorizationUri.searchParams.get(p)?.length).toBeGreaterThanOrEqual(32);

    const callback = await upstreamSignIn(authorizationUri.toString(), login);
    const back = await browser.request(callback.toString(), {}, false);
    expect(back.status, back.text).toBe(303);
    protectedPage(back.headers);
    const client = new URL(back.headers.get('location')!);
    expect(client.toString().startsWith(web.redirectUri)).toBe(true);
    expect(client.searchParams.get('state')).toBe(authorization.state);
    const token = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: client.searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: authorization.verifier,
    });
    expect(token.status).toBe(200);

    // The callback is used up: the same answer again is refused.
    const replay = await browser.request(callback.toString(), {}, false);
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect(replay.status).toBeLessThan(500);
  });

  it('refuses a callback whose state this browser did not send, on a protected page', async () => {
    const login = `forge_${tag()}`;
    accounts[login] = { sub: login };
    const { browser, start } = await signInPage();
    const authorizationUri = (await browser.request(start, {}, false)).headers.get('location')!;
    const callback = await upstreamSignIn(authorizationUri, login);
    callback.searchParams.set('state', randomBytes(24).toString('base64url'));
    const refused = await browser.request(callback.toString(), {}, false);
    expect(refused.status).toBe(400);
    protectedPage(refused.headers);
    expect(refused.text).toContain('does not belong to this sign-in');
    expect(refused.text).not.toContain(callback.searchParams.get('code')!);
  });

  it("refuses an attacker's callback planted in a victim's browser (login CSRF: the state is not the victim's)", async () => {
    const login = `attacker_${tag()}`;
    accounts[login] = { sub: login };
    const victim = await signInPage();
    expect((await victim.browser.request(victim.start, {}, false)).status).toBe(303);
    const attacker = await signInPage();
    const attackerUri = (await attacker.browser.request(attacker.start, {}, false)).headers.get('location')!;
    const attackerCallback = await upstreamSignIn(attackerUri, login);
    const planted = await victim.browser.request(attackerCallback.toString(), {}, false);
    expect(planted.status).toBe(400);
    expect(planted.text).toContain('does not belong to this sign-in');
  });

  it('a callback without the interaction cookie is refused', async () => {
    const res = await fetch(`${app.url}/callback/social/${connectorId}?code=x&state=y`, { redirect: 'manual' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    protectedPage(res.headers);
  });
});

describe.skipIf(!hasChromium)('social sign-in in a real browser', () => {
  const chromiumBrowser = useBrowser();

  async function clickThrough(page: Page, login: string) {
    const { verifier, challenge } = pkcePair();
    const url = new URL(`${app.url}/oidc/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: web.clientId,
      redirect_uri: web.redirectUri,
      scope: 'openid',
      state: 'chromium-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const callback = clientCallback(page, web.redirectUri);
    await page.goto(url.toString());
    await page.waitForURL(/\/sign-in\?/);
    await page.getByRole('button', { name: 'Continue with Upstream IdP' }).click();
    await page.waitForURL(`${upstream.issuer}/**`);
    await page.fill('input[name=login]', login);
    await page.fill('input[name=password]', 'any password');
    await page.click('button[type=submit]');
    await page.getByRole('button', { name: 'Continue' }).click();
    const client = await callback;
    expect(client.searchParams.get('state')).toBe('chromium-state');
    const token = await tokenRequest(app, web.clientId, web.clientSecret, {
      grant_type: 'authorization_code',
      code: client.searchParams.get('code')!,
      redirect_uri: web.redirectUri,
      code_verifier: verifier,
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    return JSON.parse(Buffer.from(token.body.id_token.split('.')[1], 'base64url').toString()).sub as string;
  }

  it('clicks "Continue with …", signs in at the upstream, comes back; the same person returning is the same user', async () => {
    const login = `chromium_${tag()}`;
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true, name: 'Chromium User' };
    const first = await clickThrough(await (await chromiumBrowser.newContext()).newPage(), login);
    const user = (await app.api('GET', `/users/${first}`)).body;
    expect(user.identities.upstream.userId).toBe(login);
    const again = await clickThrough(await (await chromiumBrowser.newContext()).newPage(), login);
    expect(again).toBe(first);
  });
});

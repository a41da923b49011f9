// OpenID Connect Front-Channel Logout 1.0 (issue 45 §3), in Chromium: after a person signs out at
// the end-session endpoint, the signed-out page loads each application's frontchannelLogoutUri
// in an iframe (with `iss` and `sid` when the application asked for them, its own query kept),
// then goes on to the post_logout_redirect_uri. The applications are one real HTTP server on
// 127.0.0.1 that records what the browser asked of it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { arriveAt, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { CookieJar } from '../helpers/cookie-jar.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { followSignIn, pkcePair } from '../helpers/sign-in.js';

const app = useTestApp();
const browser = useBrowser();

/** The relying parties' server: every request the browser made, in order. */
const requests: URL[] = [];
let rp: http.Server;
let rpUrl: string;
let user: TestUser;

interface Client {
  id: string;
  tag: string;
}
let withSid: Client;
let withoutSid: Client;
let noSetting: Client;
let notInSession: Client;

beforeAll(async () => {
  rp = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', rpUrl));
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    res.end('<!doctype html><title>relying party</title>');
  });
  await new Promise<void>((resolve) => rp.listen(0, '127.0.0.1', () => resolve()));
  rpUrl = `http://127.0.0.1:${(rp.address() as AddressInfo).port}`;
  withSid = await createClient('with-sid', { frontchannelLogoutUri: `${rpUrl}/fc/with-sid?tenant=t1`, frontchannelLogoutSessionRequired: true });
  withoutSid = await createClient('without-sid', { frontchannelLogoutUri: `${rpUrl}/fc/without-sid` });
  noSetting = await createClient('no-setting', {});
  notInSession = await createClient('not-in-session', { frontchannelLogoutUri: `${rpUrl}/fc/not-in-session`, frontchannelLogoutSessionRequired: true });
  user = await createUser(app);
});
afterAll(async () => {
  rp?.closeAllConnections();
  await new Promise<void>((resolve) => (rp ? rp.close(() => resolve()) : resolve()));
});

async function createClient(tag: string, logout: Record<string, unknown>): Promise<Client> {
  const res = await app.api('POST', '/applications', {
    name: `front-channel ${tag}`,
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [`${rpUrl}/callback/${tag}`], postLogoutRedirectUris: [`${rpUrl}/signed-out/${tag}`], ...logout },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.id, tag };
}

function authUrl(client: Client): string {
  const url = new URL(`${app.url}/oidc/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.id,
    redirect_uri: `${rpUrl}/callback/${client.tag}`,
    scope: 'openid',
    state: 'st',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

describe.skipIf(!hasChromium)('front-channel logout in a browser', () => {
  it('loads each signed-in application’s logout page in an iframe, then returns to the post-logout redirect URI', async () => {
    const page = await browser.context.newPage();
    // Sign in to one application, then two more in the same session (no password asked again).
    await page.goto(authUrl(withSid));
    await signInOnPage(page, user);
    await arriveAt(page, new RegExp(`^${rpUrl}/callback/with-sid\\?`));
    for (const client of [withoutSid, noSetting]) {
      await page.goto(authUrl(client));
      await arriveAt(page, new RegExp(`^${rpUrl}/callback/${client.tag}\\?`));
    }
    const [session, ...others] = await app.running.services.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(others).toHaveLength(0);
    const sid = session!.id;

    // RP-initiated logout without a hint: the person confirms on our page, then is signed out.
    const end = new URL(`${app.url}/oidc/session/end`);
    end.search = new URLSearchParams({ client_id: withSid.id, post_logout_redirect_uri: `${rpUrl}/signed-out/with-sid`, state: 'bye' }).toString();
    await page.goto(end.href);
    requests.length = 0;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await arriveAt(page, new RegExp(`^${rpUrl}/signed-out/with-sid\\?state=bye$`));

    // (Chromium also asks the relying party's page for its favicon.)
    const paths = requests.map((r) => r.pathname).filter((path) => path !== '/favicon.ico');
    // Both frames were requested before the browser went on; none for the others.
    expect(paths.slice(0, 2).sort()).toEqual(['/fc/with-sid', '/fc/without-sid']);
    expect(paths[2]).toBe('/signed-out/with-sid');
    expect(paths).toHaveLength(3);
    expect(paths).not.toContain(`/fc/${notInSession.tag}`);
    const framed = requests.find((r) => r.pathname === '/fc/with-sid')!;
    expect(Object.fromEntries(framed.searchParams)).toEqual({ tenant: 't1', iss: `${app.url}/oidc`, sid });
    expect([...requests.find((r) => r.pathname === '/fc/without-sid')!.searchParams.keys()]).toEqual([]);

    // The session is over: the next authorization asks for the password again.
    await page.goto(authUrl(withSid));
    await arriveAt(page, /\/sign-in\?/);
    await page.close();
  });
});

describe('the signed-out page', () => {
  it('lets frames come only from the front-channel pages’ origins', async () => {
    const jar = new CookieJar();
    await followSignIn(app, jar, authUrl(withSid), user);
    const confirm = await jar.fetch(`${app.url}/oidc/session/end?client_id=${withSid.id}`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())![1]!;
    const res = await jar.fetch(`${app.url}/oidc/session/end`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: withSid.id, xsrf }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`frame-src ${rpUrl};`);
    const html = await res.text();
    expect(html).toContain('<iframe src="');
    expect(html).toContain('You are signed out');
  });
});

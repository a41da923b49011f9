// The "Continue with single sign-on" pages over HTTP, for what a browser test cannot show well:
// the link appears only when a connector exists; the email form needs its CSRF token; the
// callback completes only the sign-in of the browser whose request it was, with the state that
// request was made with; the IdP's post to the ACS arrives without our cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { Browser, type PageResponse } from '../experience/helpers/browser.js';
import { startAuthorization } from '../experience/helpers/json-client.js';
import { startIdp } from './helpers/saml-idp.js';
import { enableSingleSignOn } from './helpers/offer.js';

let app: TestApp;
let idp: Awaited<ReturnType<typeof startIdp>>;
let web: TestClient;

beforeAll(async () => {
  idp = await startIdp();
  app = await startTestApp();
  // Single sign-on is offered explicitly: it is off until an administrator turns it on (docs/security.md).
  await enableSingleSignOn(app);
  web = await createClient(app, 'Traditional');
});
afterAll(async () => {
  await app?.stop();
  await idp?.close();
});

const LINK = 'Continue with single sign-on';

/** A browser at /sign-in for the client: its page. */
async function atSignIn(browser = new Browser(app.url)): Promise<{ browser: Browser; page: PageResponse }> {
  const { location } = await startAuthorization(browser, web);
  return { browser, page: await browser.get(location.toString()) };
}

async function ssoPage(browser: Browser, signIn: PageResponse) {
  const href = /href="(\/sign-in\/sso\?[^"]*)"/.exec(signIn.text)?.[1];
  expect(href, signIn.text).toBeDefined();
  return browser.get(href!.replace(/&amp;/g, '&'));
}

/** Email typed: the 303 to the IdP; the IdP signs alice in and posts to the ACS (no cookies of ours). */
async function throughIdp(browser: Browser, form: PageResponse, email = 'alice@acme.test') {
  const toIdp = await browser.submit(form, { email });
  expect(toIdp.status, toIdp.text).toBe(303);
  const seen = await idp.visit(toIdp.url);
  const acs = await fetch(seen.acs, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      SAMLResponse: idp.response({ requestId: seen.id, acs: seen.acs, audience: seen.issuer, user: { nameId: 'okta-alice', email } }),
      RelayState: seen.relayState,
    }),
    redirect: 'manual',
  });
  expect(acs.status).toBe(303);
  const callback = new URL(acs.headers.get('location')!);
  expect(callback.pathname).toBe('/sign-in/sso/callback');
  return callback;
}

describe('Continue with single sign-on (pages)', () => {
  it('offers no link while no enterprise connector exists', async () => {
    const { page } = await atSignIn();
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(LINK);
    const created = await app.api('POST', '/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Acme',
      domains: ['acme.test'],
      config: { metadata: idp.metadata },
    });
    expect(created.status).toBe(200);
    expect((await atSignIn()).page.text).toContain(LINK);
  });

  it('completes the sign-in: email → IdP → ACS → callback → the client with its code', async () => {
    const { browser, page } = await atSignIn();
    const form = await ssoPage(browser, page);
    expect(form.status).toBe(200);
    const callback = await throughIdp(browser, form);
    const done = await browser.get(callback.toString());
    expect(done.status).toBe(303);
    const client = new URL(done.url);
    expect(client.origin + client.pathname).toBe(web.redirectUri);
    expect(client.searchParams.get('code')).toBeTruthy();
  });

  it('refuses the email form without its CSRF token, or with another one; nothing goes to the IdP', async () => {
    const { browser, page } = await atSignIn();
    const form = await ssoPage(browser, page);
    const interaction = /name="interaction" value="([^"]*)"/.exec(form.text)![1]!;
    for (const csrf of [undefined, 'forged-token']) {
      const body = new URLSearchParams({ interaction, email: 'alice@acme.test', ...(csrf ? { csrf } : {}) });
      const res = await browser.request(
        '/sign-in/sso',
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() },
        false,
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it("refuses a callback with a state this browser's sign-in did not make, and another browser's callback", async () => {
    const { browser, page } = await atSignIn();
    const callback = await throughIdp(browser, await ssoPage(browser, page));

    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state');
    const wrong = await browser.get(forged.toString());
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('no pending single sign-on request');

    // Another browser with its own sign-in cannot take this one's verified identity.
    // Its single sign-on is started too, so only the binding of request to browser stops it.
    const stranger = await atSignIn();
    expect((await stranger.browser.submit(await ssoPage(stranger.browser, stranger.page), { email: 'alice@acme.test' })).status).toBe(303);
    const stolen = await stranger.browser.get(callback.toString());
    expect(stolen.status).toBe(400);
    expect(stolen.text).toContain('no pending single sign-on request');
    expect(stolen.headers.get('location')).toBeNull();
    // Without any sign-in at all: nothing to complete.
    const nobody = await new Browser(app.url).get(callback.toString());
    expect(nobody.status).toBeGreaterThanOrEqual(400);
    expect(nobody.status).toBeLessThan(500);

    // The rightful browser still completes, once.
    const done = await browser.get(callback.toString());
    expect(new URL(done.url).searchParams.get('code')).toBeTruthy();
  });

  it('a callback is taken once: the identity it verified cannot complete a second sign-in', async () => {
    const { browser, page } = await atSignIn();
    const callback = await throughIdp(browser, await ssoPage(browser, page));
    expect(new URL((await browser.get(callback.toString())).url).searchParams.get('code')).toBeTruthy();
    const again = await browser.get(callback.toString());
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it('an email no connector serves: 422 on the form, nothing sent anywhere', async () => {
    const { browser, page } = await atSignIn();
    const res = await browser.submit(await ssoPage(browser, page), { email: 'bob@elsewhere.test' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('not set up for this email address');
  });
});

// The enable switch of a connector (issue 46 item 8): a disabled social connector is not offered
// on the sign-in page, and an upstream answer that reaches its callback after it was switched off
// signs nobody in; a disabled enterprise SSO connector serves no email domain, starts no sign-in
// and refuses its IdP's answer. Switched back on, both work again, their settings kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useTestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from './helpers/upstream.js';
import { startOidcIdp, type TestOidcIdp } from './helpers/oidc-idp.js';
import { enableSingleSignOn, offerSocialConnectors } from './helpers/offer.js';

const app = useTestApp({ env: { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') } });
let web: TestClient;
let upstream: RunningUpstream;
let idp: TestOidcIdp;
let socialId: string;
let ssoId: string;
const accounts: Record<string, UpstreamAccount> = { ada: { sub: 'ada', email: 'ada@upstream.test', email_verified: true } };

const setSocial = async (enabled: boolean) => {
  const res = await app.graphql<any>('mutation($id: ID!, $on: Boolean) { updateConnector(id: $id, input: { enabled: $on }) { connector { enabled } } }', {
    id: socialId,
    on: enabled,
  });
  expect(res.data.updateConnector.connector.enabled).toBe(enabled);
};
const setSso = async (enabled: boolean) => {
  const res = await app.graphql<any>('mutation($id: ID!, $on: Boolean) { updateSsoConnector(id: $id, input: { enabled: $on }) { ssoConnector { enabled } } }', {
    id: ssoId,
    on: enabled,
  });
  expect(res.data.updateSsoConnector.ssoConnector.enabled).toBe(enabled);
};

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  const port = await freePort();
  const created = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-switch', clientSecret: 'switch-secret' },
    metadata: { target: 'switch', name: 'Switch IdP' },
  });
  socialId = created.body.id;
  await offerSocialConnectors(app, 'switch');
  upstream = await startOidcProvider(
    port,
    [{ client_id: 'tessera-switch', client_secret: 'switch-secret', redirect_uris: [`${app.url}/callback/social/${socialId}`] }],
    accounts,
  );
  idp = await startOidcIdp();
  await enableSingleSignOn(app);
  const sso = await app.api('POST', '/sso-connectors', {
    providerName: 'OIDC',
    connectorName: 'Switch SSO',
    domains: ['switch.test'],
    config: { issuer: idp.issuer, clientId: 'tessera', clientSecret: 'sso secret' },
  });
  expect(sso.status, JSON.stringify(sso.body)).toBe(200);
  ssoId = sso.body.id;
  idp.configure({ clientId: 'tessera', clientSecret: 'sso secret', redirectUris: [sso.body.providerConfig.redirectUri] });
});
afterAll(async () => {
  await upstream?.stop();
  await idp?.close();
});

/** A fresh browser's sign-in page, and the start URL of its "Continue with Switch IdP" button if shown. */
async function signInPage() {
  const browser = new Browser(app.url);
  const authorization = await startAuthorization(browser, web);
  const page = await browser.get(authorization.location.toString());
  expect(page.status).toBe(200);
  const button = new RegExp(`action="(/sign-in/social/${socialId})"><input type="hidden" name="interaction" value="([^"]+)">`).exec(page.text);
  return { browser, start: button ? `${button[1]}?interaction=${button[2]}` : undefined };
}

describe('the enable switch of a social connector', () => {
  it('is on for a new connector', async () => {
    expect((await app.graphql<any>('query($id: ID!) { connector(id: $id) { enabled } }', { id: socialId })).data.connector.enabled).toBe(true);
  });

  it('off: the button leaves the sign-in page, and an answer already on its way signs nobody in', async () => {
    const { browser, start } = await signInPage();
    expect(start).toBeDefined();
    const toUpstream = await browser.request(start!, {}, false);
    expect(toUpstream.status).toBe(303);
    const callback = await upstreamSignIn(toUpstream.headers.get('location')!, 'ada');

    await setSocial(false);
    const refused = await browser.request(callback.toString(), {}, false);
    expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.headers.get('location')).toBeNull();
    expect((await signInPage()).start).toBeUndefined();

    // A page loaded before the switch still has the button: its start is refused.
    await setSocial(true);
    const stale = await signInPage();
    await setSocial(false);
    const refusedStart = await stale.browser.request(stale.start!, {}, false);
    expect(refusedStart.status).toBeGreaterThanOrEqual(400);
    expect(refusedStart.status).toBeLessThan(500);
  });

  it('on again: offered and working, its settings kept', async () => {
    await setSocial(true);
    const { browser, start } = await signInPage();
    expect(start).toBeDefined();
    const toUpstream = await browser.request(start!, {}, false);
    const callback = await upstreamSignIn(toUpstream.headers.get('location')!, 'ada');
    const back = await browser.request(callback.toString(), {}, false);
    expect(back.status, back.text).toBe(303);
    expect(back.headers.get('location')!.startsWith(web.redirectUri)).toBe(true);
  });
});

describe('the enable switch of an SSO connector', () => {
  async function begin() {
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, web);
    expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    return client;
  }
  const start = (client: JsonClient) =>
    client.call('POST', `/api/experience/verification/sso/${ssoId}/authorization-uri`, { state: 'st', redirectUri: `${app.url}/sign-in/sso-callback` });

  it('off: its domain finds no connector, a start is refused, and an answer on its way is refused', async () => {
    const client = await begin();
    const started = await start(client);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    idp.user = { sub: 'sso-ada', email: 'ada@switch.test', emailVerified: true };
    const atIdp = await new Browser(`${idp.issuer}/`).request(started.body.authorizationUri);
    const callback = new URL(atIdp.url);
    expect(callback.pathname).toBe(`/api/authn/single-sign-on/oidc/${ssoId}`);

    await setSso(false);
    const lookup = await client.call('GET', '/api/experience/sso-connectors?email=ada@switch.test');
    expect(lookup.status).toBe(200);
    expect(JSON.stringify(lookup.body)).not.toContain(ssoId);
    const refusedStart = await start(await begin());
    expect(refusedStart.status).toBe(422);
    expect(refusedStart.body.code).toBe('user.sign_in_method_not_enabled');
    const answer = await fetch(callback, { redirect: 'manual' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('on again: its domain finds it and a sign-in starts', async () => {
    await setSso(true);
    const client = await begin();
    expect(JSON.stringify((await client.call('GET', '/api/experience/sso-connectors?email=ada@switch.test')).body)).toContain(ssoId);
    expect((await start(client)).status).toBe(200);
  });
});

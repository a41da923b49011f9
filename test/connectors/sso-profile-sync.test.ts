// Profile sync for enterprise SSO, through real SAML sign-ins against the test IdP: name, avatar
// and email from the IdP on the first sign-in; on later ones only when the connector's syncProfile
// is on (then a User.Data.Updated). The avatar only as an http(s) URL; the email only within the
// connector's domains and never taken from another account (the sign-in goes on, the email stays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, outboxRows } from '../helpers/hooks.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startOidcIdp, type OidcIdpUser, type TestOidcIdp } from './helpers/oidc-idp.js';
import { startIdp, type IdpUser } from './helpers/saml-idp.js';
import { samlSignIn } from './helpers/saml-sign-in.js';
import { enableSingleSignOn } from './helpers/offer.js';

let app: TestApp;
let idp: Awaited<ReturnType<typeof startIdp>>;
let receiver: Receiver;
let web: TestClient;
let connectorId: string;
let oidcIdp: TestOidcIdp;
let oidcConnectorId: string;

beforeAll(async () => {
  idp = await startIdp();
  receiver = await startReceiver();
  app = await startTestApp({ env: { WEBHOOK_POLL_MS: '100' } });
  // Single sign-on is offered explicitly: it is off until an administrator turns it on (docs/security.md).
  await enableSingleSignOn(app);
  await createHook(app, receiver, ['User.Data.Updated']);
  web = await createClient(app, 'Traditional');
  const created = await app.api('POST', '/sso-connectors', {
    providerName: 'SAML',
    connectorName: 'Sync',
    domains: ['sync.test', 'sync-two.test'],
    config: { metadata: idp.metadata },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;

  oidcIdp = await startOidcIdp();
  const oidc = await app.api('POST', '/sso-connectors', {
    providerName: 'OIDC',
    connectorName: 'Sync OIDC',
    domains: ['oidc-sync.test'],
    syncProfile: true,
    config: { issuer: oidcIdp.issuer, clientId: 'tessera', clientSecret: 'upstream secret', scope: 'openid email profile' },
  });
  expect(oidc.status, JSON.stringify(oidc.body)).toBe(200);
  oidcConnectorId = oidc.body.id;
  oidcIdp.configure({ clientId: 'tessera', clientSecret: 'upstream secret', redirectUris: [oidc.body.providerConfig.redirectUri] });
});
afterAll(async () => {
  await app?.stop();
  await idp?.close();
  await oidcIdp?.close();
  await receiver?.close();
});

const setSync = async (syncProfile: boolean) => expect((await app.api('PATCH', `/sso-connectors/${connectorId}`, { syncProfile })).status).toBe(200);
const userById = async (id: string) => (await app.api('GET', `/users/${id}`)).body;
const picture = (url: string) => ({ picture: url });

async function signIn(user: IdpUser) {
  const { verified, redirectTo } = await samlSignIn(app, idp, web, connectorId, user);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(redirectTo!.searchParams.get('code')).toBeTruthy();
}

/**
 * The User.Data.Updated events about a user in the outbox. A sign-in writes its events there in
 * the transaction that completes it, before it answers: read after it, this is all it wrote.
 */
async function dataUpdatedOf(userId: string): Promise<number> {
  return (await outboxRows(app)).filter((r) => r.event === 'User.Data.Updated' && (r.payload as any).data?.id === userId).length;
}

async function registered(email: string): Promise<string> {
  const found = (await app.api('GET', `/users?search=${encodeURIComponent(email)}`)).body as any[];
  expect(found).toHaveLength(1);
  return found[0].id;
}

describe('SSO profile sync', () => {
  it('takes name, avatar and email on the first sign-in; later ones change nothing while syncProfile is off', async () => {
    await setSync(false);
    await signIn({ nameId: 'p-ann', email: 'ann@sync.test', name: 'Ann', attributes: picture('https://img.sync.test/ann.png') });
    const id = await registered('ann@sync.test');
    expect(await userById(id)).toMatchObject({ name: 'Ann', avatar: 'https://img.sync.test/ann.png', primaryEmail: 'ann@sync.test' });

    const seen = await dataUpdatedOf(id);
    await signIn({ nameId: 'p-ann', email: 'ann.b@sync.test', name: 'Ann B', attributes: picture('https://img.sync.test/ann-2.png') });
    expect(await userById(id)).toMatchObject({ name: 'Ann', avatar: 'https://img.sync.test/ann.png', primaryEmail: 'ann@sync.test' });
    expect(await dataUpdatedOf(id)).toBe(seen);
    await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').filter((e) => e.json.data?.id === id).length >= seen);
    expect(receiver.ofEvent('User.Data.Updated').filter((e) => e.json.data?.id === id).length).toBe(seen);
  });

  it('with syncProfile on, every sign-in takes name, avatar and email (User.Data.Updated)', async () => {
    await setSync(false);
    await signIn({ nameId: 'p-ben', email: 'ben@sync.test', name: 'Ben' });
    const id = await registered('ben@sync.test');
    await setSync(true);
    await signIn({ nameId: 'p-ben', email: 'Ben@Sync-Two.test', name: 'Benjamin', attributes: picture('http://img.sync.test/ben.png') });
    expect(await userById(id)).toMatchObject({ name: 'Benjamin', avatar: 'http://img.sync.test/ben.png', primaryEmail: 'ben@sync-two.test' });
    await receiver.waitFor(() => receiver.ofEvent('User.Data.Updated').some((e) => e.json.data?.id === id && e.json.data?.name === 'Benjamin'));

    // Nothing new from the IdP: no write, no event.
    const events = () => receiver.ofEvent('User.Data.Updated').filter((e) => e.json.data?.id === id).length;
    const before = await dataUpdatedOf(id);
    await signIn({ nameId: 'p-ben', email: 'ben@sync-two.test', name: 'Benjamin', attributes: picture('http://img.sync.test/ben.png') });
    expect(await dataUpdatedOf(id)).toBe(before);
    await receiver.waitFor(() => events() >= before);
    expect(events()).toBe(before);
  });

  it('takes only an http(s) avatar', async () => {
    await setSync(true);
    await signIn({ nameId: 'p-cy', email: 'cy@sync.test', name: 'Cy', attributes: picture('javascript:alert(1)') });
    const id = await registered('cy@sync.test');
    expect((await userById(id)).avatar).toBeNull();
    await signIn({ nameId: 'p-cy', email: 'cy@sync.test', name: 'Cy', attributes: picture('https://img.sync.test/cy.png') });
    expect((await userById(id)).avatar).toBe('https://img.sync.test/cy.png');
    await signIn({ nameId: 'p-cy', email: 'cy@sync.test', name: 'Cy D', attributes: picture('data:image/svg+xml,<svg onload=alert(1)>') });
    expect(await userById(id)).toMatchObject({ name: 'Cy D', avatar: 'https://img.sync.test/cy.png' });
  });

  it("leaves the email when another account holds it, or it is outside the connector's domains", async () => {
    await setSync(true);
    const other = await app.api('POST', '/users', { primaryEmail: 'taken@sync.test', name: 'Other' });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    await signIn({ nameId: 'p-dee', email: 'dee@sync.test', name: 'Dee' });
    const id = await registered('dee@sync.test');

    await signIn({ nameId: 'p-dee', email: 'taken@sync.test', name: 'Dee T' });
    expect(await userById(id)).toMatchObject({ name: 'Dee T', primaryEmail: 'dee@sync.test' });
    expect((await userById(other.body.id)).primaryEmail).toBe('taken@sync.test');

    await signIn({ nameId: 'p-dee', email: 'dee@elsewhere.test', name: 'Dee E' });
    expect(await userById(id)).toMatchObject({ name: 'Dee E', primaryEmail: 'dee@sync.test' });
  });
});

/** An OIDC enterprise sign-in: authorization URI, the IdP's login, our callback, verify → submit. */
async function oidcSignIn(user: OidcIdpUser) {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const started = await client.call('POST', `/api/experience/verification/sso/${oidcConnectorId}/authorization-uri`, {
    state: 'st',
    redirectUri: `${app.url}/sign-in/sso-callback`,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  oidcIdp.user = user;
  const atIdp = await new Browser(`${oidcIdp.issuer}/`).request(started.body.authorizationUri);
  expect((await fetch(atIdp.url, { redirect: 'manual' })).status).toBe(303);
  const { verificationId } = started.body;
  expect((await client.call('POST', `/api/experience/verification/sso/${oidcConnectorId}/verify`, { verificationId })).status).toBe(200);
  expect((await client.call('POST', '/api/experience/identification', { verificationId })).status).toBe(204);
  expect((await client.call('POST', '/api/experience/submit')).status).toBe(200);
}

describe('SSO profile sync over OIDC', () => {
  it('takes name, picture and the verified email on the first sign-in and, with syncProfile on, on the next ones', async () => {
    await oidcSignIn({ sub: 'o-eve', email: 'eve@oidc-sync.test', emailVerified: true, name: 'Eve', picture: 'https://img.oidc-sync.test/eve.png' });
    const id = await registered('eve@oidc-sync.test');
    expect(await userById(id)).toMatchObject({ name: 'Eve', avatar: 'https://img.oidc-sync.test/eve.png', primaryEmail: 'eve@oidc-sync.test' });

    // An unverified email is not taken; name and picture are.
    await oidcSignIn({ sub: 'o-eve', email: 'eve.x@oidc-sync.test', emailVerified: false, name: 'Eve X', picture: 'https://img.oidc-sync.test/eve-x.png' });
    expect(await userById(id)).toMatchObject({ name: 'Eve X', avatar: 'https://img.oidc-sync.test/eve-x.png', primaryEmail: 'eve@oidc-sync.test' });
    await oidcSignIn({ sub: 'o-eve', email: 'eve.y@oidc-sync.test', emailVerified: true, name: 'Eve Y' });
    expect(await userById(id)).toMatchObject({ name: 'Eve Y', primaryEmail: 'eve.y@oidc-sync.test' });
  });
});

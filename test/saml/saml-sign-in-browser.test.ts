// Signing in to a SAML application end to end: node-saml is the service provider (it makes the
// AuthnRequests, signed with its key, and validates our Response with the IdP certificate read
// from our metadata URL); Debian's Chromium is the person's browser, signing in on the ordinary
// /sign-in page. SP-initiated over HTTP-Redirect (signed) and HTTP-POST, the session answering a
// second request at once, a second factor asked before the response, IdP-initiated when the application allows it, the audit log and the
// PostSignIn event; and the attacks: unsigned or wrongly signed requests, a foreign ACS URL and a
// replayed request id each get a page saying why and no response. Skipped only without Chromium.
import { mkdirSync } from 'node:fs';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { arriveAt, clientCallbackRequest, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { clearOfStepEdge, totpCodeNow } from '../helpers/totp.js';
import { createHook, fastRetries } from '../helpers/hooks.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { outboxSettled } from '../helpers/outbox.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

const SP = 'https://wiki.test/saml/metadata';
const ACS = 'https://wiki.test/saml/acs';
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

type Pems = { private: string; cert: string };

describe.skipIf(!hasChromium)('signing in to a SAML application', () => {
  const app = useTestApp({ env: { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'), ...fastRetries } });
  const browser = useBrowser();
  let spKey: Pems;
  let otherKey: Pems;
  let user: TestUser;
  let appId: string;
  let ssoUrl: string;
  let idpCert: string;
  let receiver: Receiver;

  beforeAll(async () => {
    mkdirSync('test-results', { recursive: true });
    const make = (cn: string) => generate([{ name: 'commonName', value: cn }], { keySize: 2048, algorithm: 'sha256' });
    [spKey, otherKey] = await Promise.all([make('wiki.test'), make('attacker.test')]);
    receiver = await startReceiver();
    await createHook(app, receiver, ['PostSignIn']);
    user = await createUser(app);
    expect((await app.api('PATCH', `/users/${user.id}/custom-data`, { customData: { department: 'Research' } })).status).toBe(200);
    const created = await app.api('POST', '/saml-applications', {
      name: 'Team wiki',
      config: {
        entityId: SP,
        acsUrl: { binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', url: ACS },
        nameIdFormat: PERSISTENT,
        attributeMapping: { primaryEmail: 'email', name: 'displayName', 'customData.department': 'department' },
        spCertificate: spKey.cert,
        requireSignedRequests: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    appId = created.body.id;
    // What an SP administrator does: read the IdP's SSO URL and certificate from its metadata.
    const metadata = await (await fetch(`${app.url}/api/saml-applications/${appId}/metadata`)).text();
    const doc = new DOMParser().parseFromString(metadata, 'text/xml');
    ssoUrl = doc.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'SingleSignOnService')[0]!.getAttribute('Location')!;
    idpCert = doc.getElementsByTagNameNS(DS, 'X509Certificate')[0]!.textContent!;
    expect(ssoUrl).toBe(`${app.url}/api/saml/${appId}/authn`);
  });
  afterAll(async () => {
    await receiver?.close();
  });

  const sp = (extra: Partial<ConstructorParameters<typeof SAML>[0]> = {}) =>
    new SAML({
      issuer: SP,
      callbackUrl: ACS,
      entryPoint: ssoUrl,
      idpCert,
      audience: SP,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: true,
      signatureAlgorithm: 'sha256',
      privateKey: spKey.private,
      identifierFormat: PERSISTENT,
      validateInResponseTo: ValidateInResponseTo.always,
      ...extra,
    });

  it('signs in over HTTP-Redirect, and node-saml accepts the posted response with its NameID and attributes', async () => {
    const wiki = sp();
    const url = await wiki.getAuthorizeUrlAsync('/pages/home', undefined, {});
    const page = await browser.context.newPage();
    const posted = clientCallbackRequest(page, ACS);
    await page.goto(url);
    await signInOnPage(page, user);
    const acs = await posted;
    expect(acs.method).toBe('POST');
    expect(acs.body.get('RelayState')).toBe('/pages/home');
    const { profile, loggedOut } = await wiki.validatePostResponseAsync({ SAMLResponse: acs.body.get('SAMLResponse')!, RelayState: '/pages/home' });
    expect(loggedOut).toBe(false);
    expect(profile).toMatchObject({
      issuer: `${app.url}/saml/${appId}`,
      nameID: user.id,
      nameIDFormat: PERSISTENT,
      email: user.email,
      displayName: `Name of ${user.username}`,
      department: 'Research',
    });

    // Audited as the SAML application's sign-in, and sent as PostSignIn naming it.
    const logs = await app.api('GET', `/logs?applicationId=${appId}&logKey=SamlApplication.SignIn`);
    expect(logs.body).toHaveLength(1);
    expect(logs.body[0]).toMatchObject({
      key: 'SamlApplication.SignIn',
      userId: user.id,
      applicationId: appId,
      payload: { step: 'response', idpInitiated: false },
    });
    const submit = await app.api('GET', `/logs?applicationId=${appId}&logKey=Interaction.SignIn.Submit`);
    expect(submit.body).toHaveLength(1);
    await receiver.waitFor((all) => all.length >= 1);
    await outboxSettled(app);
    expect(receiver.received.map((r) => r.json.event)).toEqual(['PostSignIn']);
    expect(receiver.received[0]!.json).toMatchObject({ userId: user.id, application: { id: appId, type: 'SAML', name: 'Team wiki' } });
    await page.close();
  });

  it('answers a second request (HTTP-POST binding) from the browser session at once, without a new sign-in event', async () => {
    const wiki = sp({ authnRequestBinding: 'HTTP-POST' });
    const form = await wiki.getAuthorizeFormAsync('after-post', undefined);
    const page = await browser.context.newPage();
    const posted = clientCallbackRequest(page, ACS);
    // node-saml's form, posted as the SP's page posts it, from a page of ours (a cross-site POST
    // would not carry the SameSite=Lax session cookie, and the person would sign in again).
    const field = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
    expect(field('SAMLRequest')).not.toBe('');
    await page.goto(`${app.url}/device`);
    const fields = { SAMLRequest: field('SAMLRequest'), RelayState: field('RelayState') };
    // Built in the page by the test (devtools run it whatever the page's CSP): the SP's own page.
    await page.evaluate(`(() => {
      const f = document.createElement('form');
      f.method = 'post';
      f.action = ${JSON.stringify(ssoUrl)};
      for (const [name, value] of Object.entries(${JSON.stringify(fields)})) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        f.append(input);
      }
      document.body.append(f);
      f.submit();
    })()`);
    const acs = await posted;
    expect(acs.body.get('RelayState')).toBe('after-post');
    const { profile } = await wiki.validatePostResponseAsync({ SAMLResponse: acs.body.get('SAMLResponse')!, RelayState: 'after-post' });
    expect(profile?.nameID).toBe(user.id);
    await outboxSettled(app);
    expect(receiver.received).toHaveLength(1);
    await page.close();
  });

  it('asks a user with a second factor for it before the response, as for an OIDC sign-in', async () => {
    const guarded = await createUser(app);
    const enrolled = await app.api('POST', `/users/${guarded.id}/mfa-verifications`, { type: 'Totp' });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const wiki = sp();
    const page = await browser.newPage();
    let posted = false;
    const acs = clientCallbackRequest(page, ACS).then((request) => ((posted = true), request));
    await page.goto(await wiki.getAuthorizeUrlAsync('', undefined, {}));
    await signInOnPage(page, guarded);
    await arriveAt(page, /\/sign-in\/mfa\?/);
    expect(posted).toBe(false);
    clearOfStepEdge(app.clock);
    await page.fill('input[name=code]', await totpCodeNow(enrolled.body.secret as string, app.clock));
    await page.click('button[type=submit]');
    const { profile } = await wiki.validatePostResponseAsync({ SAMLResponse: (await acs).body.get('SAMLResponse')! });
    expect(profile?.nameID).toBe(guarded.id);
    await page.close();
  });

  it('refuses, with a page saying why and no response, unsigned and wrongly signed requests, a foreign ACS URL and a replay', async () => {
    const asBrowser = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
    const refusal = async (url: string) => {
      const res = await fetch(url, { headers: asBrowser, redirect: 'manual' });
      const body = await res.text();
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(body).not.toContain('SAMLResponse');
      return { status: res.status, code: body.match(/id="error-code">([^<]+)</)?.[1], body };
    };
    const unsigned = await refusal(await sp({ privateKey: undefined }).getAuthorizeUrlAsync('', undefined, {}));
    expect(unsigned).toMatchObject({ status: 400, code: 'application.saml.request_signature' });
    expect(unsigned.body).toContain('must be signed');
    expect(await refusal(await sp({ privateKey: otherKey.private }).getAuthorizeUrlAsync('', undefined, {}))).toMatchObject({
      status: 400,
      code: 'application.saml.request_signature',
    });
    expect(await refusal(await sp({ callbackUrl: 'https://attacker.test/acs' }).getAuthorizeUrlAsync('', undefined, {}))).toMatchObject({
      status: 400,
      code: 'application.saml.acs_url_mismatch',
    });

    // The same signed request twice: the first is taken to the sign-in, the second refused.
    const once = await sp().getAuthorizeUrlAsync('', undefined, {});
    const first = await fetch(once, { headers: asBrowser, redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(/\/sign-in\?interaction=/);
    expect(await refusal(once)).toMatchObject({ status: 400, code: 'application.saml.request_replayed' });

    // In a real browser too: the page, not JSON.
    const page = await browser.context.newPage();
    await page.goto(once);
    await expect.poll(() => page.locator('#form-error').textContent()).toContain('answered already');
    await page.screenshot({ path: 'test-results/saml-replayed-request.png', fullPage: true });
    await page.close();

    // A client that is not a browser gets the REST error body.
    const json = await fetch(once);
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 'application.saml.request_replayed' });

    // Each refusal is audited; none issued a response.
    const refused = await app.api('GET', `/logs?applicationId=${appId}&logKey=SamlApplication.SignIn&result=Error`);
    expect(refused.body.length).toBeGreaterThanOrEqual(5);
    const issued = await app.api('GET', `/logs?applicationId=${appId}&logKey=SamlApplication.SignIn&result=Success`);
    expect(issued.body).toHaveLength(3);
  });

  it('signs in IdP-initiated only when the application allows it, with the email as NameID, the assertion encrypted when the SP asks', async () => {
    const login = `${app.url}/api/saml/${appId}/login?RelayState=%2Fdashboard`;
    const page = await browser.newPage();
    await page.goto(login);
    await expect.poll(() => page.locator('#error-code').textContent()).toBe('application.saml.idp_initiated_not_allowed');

    const changed = await app.api('PATCH', `/saml-applications/${appId}`, {
      idpInitiatedSignIn: true,
      nameIdFormat: EMAIL,
      encryption: { encryptAssertion: true, certificate: spKey.cert },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ idpInitiatedSignIn: true });
    const posted = clientCallbackRequest(page, ACS);
    await page.goto(login);
    await signInOnPage(page, user);
    const acs = await posted;
    expect(acs.body.get('RelayState')).toBe('/dashboard');
    // Unsolicited: no InResponseTo to match, so the SP must accept responses it did not ask for.
    const wiki = sp({ validateInResponseTo: ValidateInResponseTo.never, identifierFormat: EMAIL, decryptionPvk: spKey.private });
    const xml = Buffer.from(acs.body.get('SAMLResponse')!, 'base64').toString('utf8');
    expect(xml).toContain('<saml:EncryptedAssertion>');
    expect(xml).not.toContain(user.email);
    const { profile } = await wiki.validatePostResponseAsync({ SAMLResponse: acs.body.get('SAMLResponse')!, RelayState: '/dashboard' });
    expect(profile).toMatchObject({ nameID: user.email, nameIDFormat: EMAIL });
    expect(profile?.inResponseTo).toBeUndefined();
    await page.close();
    expect((await app.api('PATCH', `/saml-applications/${appId}`, { encryption: null })).status).toBe(200);
  });

  it('answers a sign-in once: the continue address cannot be replayed, nor used by another browser', async () => {
    const page = await browser.newPage();
    const wiki = sp();
    let continueUrl: string | undefined;
    page.on('request', (r) => {
      if (r.url().includes('/continue?')) continueUrl = r.url();
    });
    const posted = clientCallbackRequest(page, ACS);
    await page.goto(await wiki.getAuthorizeUrlAsync('', undefined, {}));
    await signInOnPage(page, user);
    await posted;
    expect(continueUrl).toContain(`/api/saml/${appId}/continue?sign_in=`);
    await page.unroute(`${ACS}**`);
    await page.goto(continueUrl!);
    await arriveAt(page, /\/continue\?/);
    expect(await page.locator('#error-code').textContent()).toBe('application.saml.sign_in_not_found');

    const stranger = await browser.newPage();
    await stranger.goto(continueUrl!);
    expect(await stranger.locator('#error-code').textContent()).toBe('application.saml.sign_in_not_found');
    await page.close();
    await stranger.close();
  });
  it('refuses a person the application’s access control does not allow, with a page saying why and no response; an allowed one signs in', async () => {
    const [insider, outsider] = [await createUser(app), await createUser(app)];
    const set = await app.api('PUT', `/applications/${appId}/access-control`, { enabled: true, userIds: [insider.id] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    try {
      const page = await browser.newPage();
      let posted = false;
      page.on('request', (r) => {
        if (r.url().startsWith(ACS)) posted = true;
      });
      await page.goto(await sp().getAuthorizeUrlAsync('', undefined, {}));
      await signInOnPage(page, outsider);
      await arriveAt(page, /\/continue\?/);
      expect(await page.locator('#error-code').textContent()).toBe('application.saml.access_denied');
      expect(await page.locator('#form-error').textContent()).toContain('not allowed to use this application');
      expect(await page.content()).not.toContain('SAMLResponse');
      expect(posted).toBe(false);
      await page.close();
      const refused = await app.api('GET', `/logs?userId=${outsider.id}&logKey=SamlApplication.SignIn&result=Error`);
      expect(refused.body).toHaveLength(1);
      expect(refused.body[0]).toMatchObject({ applicationId: appId, payload: { step: 'response' } });

      const allowed = await browser.newPage();
      const answered = clientCallbackRequest(allowed, ACS);
      const wiki = sp();
      await allowed.goto(await wiki.getAuthorizeUrlAsync('', undefined, {}));
      await signInOnPage(allowed, insider);
      const { profile } = await wiki.validatePostResponseAsync({ SAMLResponse: (await answered).body.get('SAMLResponse')! });
      // The NameID format an earlier test left: the id, or the email.
      expect([insider.id, insider.email]).toContain(profile?.nameID);
      await allowed.close();
    } finally {
      expect((await app.api('PUT', `/applications/${appId}/access-control`, { enabled: false })).status).toBe(200);
    }

    // A deleted SAML application takes its access control with it.
    const other = await app.api('POST', '/saml-applications', { name: 'Short-lived', config: { entityId: 'https://short.example/sp' } });
    expect((await app.api('PUT', `/applications/${other.body.id}/access-control`, { enabled: true, userIds: [insider.id] })).status).toBe(200);
    expect((await app.api('DELETE', `/saml-applications/${other.body.id}`)).status).toBe(204);
    const left = await app.running.services.db.selectFrom('application_access_rules').select('id').where('application_id', '=', other.body.id).execute();
    expect(left).toEqual([]);
    expect((await app.api('GET', `/applications/${other.body.id}/access-control`)).status).toBe(404);
  });
  it('signs out of an SP that takes HTTP-POST only: the signed-out page’s frame posts it a signed LogoutRequest', async () => {
    const SLO = 'https://wiki.test/slo';
    expect(
      (await app.api('PATCH', `/saml-applications/${appId}`, { config: { sloUrl: { binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', url: SLO } } }))
        .status,
    ).toBe(200);
    try {
      const person = await createUser(app);
      const page = await browser.newPage();
      const answered = clientCallbackRequest(page, ACS);
      const wiki = sp({ logoutUrl: SLO });
      await page.goto(await wiki.getAuthorizeUrlAsync('', undefined, {}));
      await signInOnPage(page, person);
      await answered;
      await page.unroute(`${ACS}**`);
      const logoutPosted = new Promise<string>((resolve) => {
        void page.route(`${SLO}**`, async (route) => {
          resolve(route.request().postData() ?? '');
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>signed out of the wiki</p>' });
        });
      });
      await page.goto(`${app.url}/oidc/session/end`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out').waitFor();
      const body = new URLSearchParams(await logoutPosted);
      const { loggedOut, profile } = await wiki.validatePostRequestAsync({ SAMLRequest: body.get('SAMLRequest')! });
      expect(loggedOut).toBe(true);
      expect([person.id, person.email]).toContain(profile?.nameID);
      await page.close();
    } finally {
      expect((await app.api('PATCH', `/saml-applications/${appId}`, { config: { sloUrl: null } })).status).toBe(200);
    }
  });
});

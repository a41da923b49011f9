// SAML Single Logout with Tessera as the identity provider, node-saml acting as the service
// provider over real HTTP: its signed LogoutRequest (HTTP-Redirect) ends the session it names
// (SessionIndex, as our assertions carry it) and no other, or every session of the person when it
// names none; the LogoutResponse goes to the application's Single Logout URL and passes node-saml's
// own checks (query signature or enveloped signature, issuer, InResponseTo). Refused: an unsigned
// request where signing is required, another SP's request, a replay, an application without a
// Single Logout URL. The URL is set over REST or imported from SP metadata, and the IdP metadata
// advertises the service.
import { generateServiceProviderMetadata, SAML, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/oidc/sessions.js';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { Browser } from '../experience/helpers/browser.js';
import { startAuthorization } from '../experience/helpers/json-client.js';

const app = useTestApp({ env: { KEY_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') } });
const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

let spKey: { private: string; cert: string };
let otherKey: { private: string; cert: string };
let serial = 0;

beforeAll(async () => {
  const make = (cn: string) => generate([{ name: 'commonName', value: cn }], { keySize: 2048, algorithm: 'sha256' });
  [spKey, otherKey] = await Promise.all([make('sp.example'), make('other.example')]);
});

interface SamlApp {
  id: string;
  sp: string;
  idpEntityId: string;
  sloUrl: string;
  idpCert: string;
}

async function samlApp(sloUrl: Record<string, unknown> | null, extra: Record<string, unknown> = {}): Promise<SamlApp> {
  serial += 1;
  const sp = `https://sp${serial}.example/sp`;
  const created = await app.api('POST', '/saml-applications', {
    name: `Logout ${serial}`,
    entityId: sp,
    acsUrl: { url: `https://sp${serial}.example/acs` },
    nameIdFormat: PERSISTENT,
    spCertificate: spKey.cert,
    requireSignedRequests: true,
    sloUrl,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const [secret] = (await app.api('GET', `/saml-applications/${created.body.id}/secrets`)).body;
  return {
    id: created.body.id,
    sp,
    idpEntityId: `${app.url}/saml/${created.body.id}`,
    sloUrl: `${app.url}/api/saml/${created.body.id}/slo`,
    idpCert: secret.certificate,
  };
}

/** node-saml as the application's SP. */
const spOf = (application: SamlApp, extra: Partial<ConstructorParameters<typeof SAML>[0]> = {}) =>
  new SAML({
    issuer: application.sp,
    callbackUrl: `${application.sp}/acs`,
    entryPoint: `${app.url}/api/saml/${application.id}/authn`,
    logoutUrl: application.sloUrl,
    idpCert: application.idpCert,
    idpIssuer: application.idpEntityId,
    privateKey: spKey.private,
    signatureAlgorithm: 'sha256',
    validateInResponseTo: 'always' as never,
    ...extra,
  });

const profileOf = (application: SamlApp, user: TestUser, sessionIndex?: string) =>
  ({ issuer: application.idpEntityId, nameID: user.id, nameIDFormat: PERSISTENT, ...(sessionIndex ? { sessionIndex } : {}) }) as Profile;

/** The user's active sessions, by id (the compatible shape names a session's id `payload.uid`). */
const activeSessionIds = async (user: TestUser) =>
  ((await app.api('GET', `/users/${user.id}/sessions`)).body.sessions as Array<{ payload: { uid: string } }>).map((s) => s.payload.uid).sort();

const newSession = async (user: TestUser) => (await createSession(app.running.services.db, app.clock, user.id, ['pwd'])).id;

const send = (url: string) => fetch(url, { redirect: 'manual', headers: { accept: 'application/json' } });

describe('SAML Single Logout (SP-initiated)', () => {
  it('ends the session the request names and answers a signed LogoutResponse that node-saml accepts (HTTP-Redirect)', async () => {
    const application = await samlApp({ url: 'https://sp.example/slo' });
    const user = await createUser(app);
    const [named, other] = [await newSession(user), await newSession(user)];
    const sp = spOf(application);
    const url = await sp.getLogoutUrlAsync(profileOf(application, user, named), 'relay-slo', {});
    expect(url.startsWith(`${application.sloUrl}?`)).toBe(true);

    const res = await send(url);
    expect(res.status, await res.clone().text()).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://sp.example/slo');
    expect(location.searchParams.get('RelayState')).toBe('relay-slo');
    const query = location.search.slice(1);
    const validated = await sp.validateRedirectAsync(Object.fromEntries(location.searchParams), query);
    expect(validated.loggedOut).toBe(true);

    expect(await activeSessionIds(user)).toEqual([other]);
    const logs = (await app.api('GET', `/logs?userId=${user.id}`)).body as unknown as Array<{ key: string; payload: { endedSessionIds?: string[] } }>;
    expect(logs.find((l) => l.key === 'SamlApplication.SignOut')?.payload.endedSessionIds).toEqual([named]);

    // The same request again is a replay.
    const replay = await send(url);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe('application.saml.request_replayed');

    // A tampered query signature (the RelayState changed) does not verify.
    const tampered = await sp.getLogoutUrlAsync(profileOf(application, user, other), 'relay-1', {});
    const bad = await send(tampered.replace('RelayState=relay-1', 'RelayState=relay-2'));
    expect(((await bad.json()) as { code: string }).code).toBe('application.saml.request_signature');
    expect(await activeSessionIds(user)).toEqual([other]);
  });

  it('without a SessionIndex ends every session of the person; a session of somebody else is never ended', async () => {
    const application = await samlApp({ url: 'https://sp.example/slo' });
    const [user, bystander] = [await createUser(app), await createUser(app)];
    await newSession(user);
    await newSession(user);
    const theirs = await newSession(bystander);
    const sp = spOf(application);
    // Another person's session named for this user: ignored.
    const crossed = await send(await sp.getLogoutUrlAsync(profileOf(application, user, theirs), '', {}));
    expect(crossed.status).toBe(303);
    expect(await activeSessionIds(bystander)).toEqual([theirs]);
    expect(await activeSessionIds(user)).toHaveLength(2);

    const all = await send(await sp.getLogoutUrlAsync(profileOf(application, user), '', {}));
    expect(all.status).toBe(303);
    expect(await activeSessionIds(user)).toEqual([]);
    expect(await activeSessionIds(bystander)).toEqual([theirs]);
  });

  it('answers by HTTP-POST where the SP takes it so: a page posting the signed LogoutResponse', async () => {
    const application = await samlApp({ binding: POST, url: 'https://sp.example/slo-post' });
    const user = await createUser(app);
    const session = await newSession(user);
    const sp = spOf(application);
    const res = await fetch(await sp.getLogoutUrlAsync(profileOf(application, user, session), 'posted', {}), { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('action="https://sp.example/slo-post"');
    const fields = Object.fromEntries(
      [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!
          .replace(/&#x2F;/g, '/')
          .replace(/&#x3D;/g, '=')
          .replace(/&#x2B;/g, '+'),
      ]),
    );
    expect(fields.RelayState).toBe('posted');
    // node-saml matches InResponseTo only on an assertion Response: its POST check of a LogoutResponse is the signature alone.
    const validated = await spOf(application, { validateInResponseTo: 'never' as never }).validatePostResponseAsync({ SAMLResponse: fields.SAMLResponse! });
    expect(validated.loggedOut).toBe(true);
    expect(await activeSessionIds(user)).toEqual([]);
  });

  it('refuses an unsigned request where signing is required, another SP’s request, a wrong key, and an application without a Single Logout URL', async () => {
    const application = await samlApp({ url: 'https://sp.example/slo' });
    const user = await createUser(app);
    const session = await newSession(user);
    const refusal = async (url: string) => {
      const res = await send(url);
      expect(res.status).toBe(400);
      return ((await res.json()) as { code: string }).code;
    };
    const unsigned = spOf(application, { privateKey: undefined });
    expect(await refusal(await unsigned.getLogoutUrlAsync(profileOf(application, user, session), '', {}))).toBe('application.saml.request_signature');
    const wrongKey = spOf(application, { privateKey: otherKey.private });
    expect(await refusal(await wrongKey.getLogoutUrlAsync(profileOf(application, user, session), '', {}))).toBe('application.saml.request_signature');
    const stranger = spOf(application, { issuer: 'https://stranger.example/sp' });
    expect(await refusal(await stranger.getLogoutUrlAsync(profileOf(application, user, session), '', {}))).toBe('application.saml.issuer_mismatch');
    expect(await activeSessionIds(user)).toEqual([session]);

    const silent = await samlApp(null);
    expect(await refusal(await spOf(silent).getLogoutUrlAsync(profileOf(silent, user, session), '', {}))).toBe('application.saml.slo_not_configured');
    // Garbage is a 400, not a 500; a browser gets the error page.
    expect(await refusal(`${application.sloUrl}?SAMLRequest=not-deflated`)).toBe('application.saml.invalid_request');
    const page = await fetch(`${application.sloUrl}?SAMLRequest=not-deflated`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('id="error-code"');
    expect(await activeSessionIds(user)).toEqual([session]);
  });

  it('takes the Single Logout URL from SP metadata, validates it over REST, and advertises its own service in the IdP metadata', async () => {
    const metadataXml = generateServiceProviderMetadata({
      issuer: 'https://meta-slo.example/sp',
      callbackUrl: 'https://meta-slo.example/acs',
      logoutCallbackUrl: 'https://meta-slo.example/slo',
      privateKey: spKey.private,
      publicCerts: spKey.cert,
    });
    const imported = await app.api('POST', '/saml-applications', { name: 'Imported SLO', metadataXml });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.sloUrl).toEqual({ binding: expect.stringMatching(/HTTP-(Redirect|POST)$/), url: 'https://meta-slo.example/slo' });

    const bad = await app.api('PATCH', `/saml-applications/${imported.body.id}`, { sloUrl: { url: 'http://sp.example/slo' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sloUrl.url must use https');
    const binding = await app.api('PATCH', `/saml-applications/${imported.body.id}`, {
      sloUrl: { binding: 'urn:example:carrier-pigeon', url: 'https://sp.example/slo' },
    });
    expect(binding.status).toBe(400);
    const cleared = await app.api('PATCH', `/saml-applications/${imported.body.id}`, { sloUrl: null });
    expect(cleared.body.sloUrl).toBeNull();

    const gql = await app.graphql(`query($id: ID!) { samlApplication(id: $id) { idp { sloUrl } } }`, { id: imported.body.id });
    expect(gql.data.samlApplication.idp.sloUrl).toBe(`${app.url}/api/saml/${imported.body.id}/slo`);
    const doc = new DOMParser().parseFromString(await (await fetch(`${app.url}/api/saml-applications/${imported.body.id}/metadata`)).text(), 'text/xml');
    const services = Array.from(doc.documentElement!.getElementsByTagNameNS(MD, 'SingleLogoutService')).map((s) => [
      s.getAttribute('Binding'),
      s.getAttribute('Location'),
    ]);
    expect(services).toEqual([
      [REDIRECT, `${app.url}/api/saml/${imported.body.id}/slo`],
      [POST, `${app.url}/api/saml/${imported.body.id}/slo`],
    ]);
  });

  it('IdP-initiated: the sign-out page loads a signed LogoutRequest for each SAML application the session signed in to', async () => {
    const application = await samlApp({ url: 'https://sp.example/slo-idp' }, { idpInitiatedSignIn: true });
    const quiet = await samlApp(null, { idpInitiatedSignIn: true });
    const posting = await samlApp({ binding: POST, url: 'https://post-sp.example/slo' }, { idpInitiatedSignIn: true });
    const user = await createUser(app);
    // The person signs in on the pages (a cookie jar, as a browser keeps it), then opens both SAML applications.
    const page = new Browser(app.url);
    const flow = await startAuthorization(page, await createClient(app, 'Traditional'));
    await page.submit(await page.get(flow.location.toString()), { identifier: user.username, password: user.password });
    const [session] = await activeSessionIds(user);
    expect(session).toBeTruthy();
    for (const target of [application, quiet, posting]) {
      const launched = await page.get(`/api/saml/${target.id}/login`);
      expect(launched.status, launched.text.slice(0, 300)).toBe(200);
      expect(launched.text).toContain('name="SAMLResponse"');
    }

    // Sign-out, confirmed: the signed-out page frames the SP's Single Logout URL with a LogoutRequest.
    const confirm = await page.get('/oidc/session/end');
    const signedOut = await page.submit(confirm, {});
    expect(signedOut.text).toContain('You are signed out');
    const frames = [...signedOut.text.matchAll(/<iframe src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(frames).toHaveLength(1);
    const frame = new URL(frames[0]!);
    expect(frame.origin + frame.pathname).toBe('https://sp.example/slo-idp');
    expect(signedOut.headers.get('content-security-policy')).toContain('frame-src https://sp.example');
    // node-saml, as the SP, checks the query signature with our certificate and reads who signs out of which session.
    const validated = await spOf(application).validateRedirectAsync(Object.fromEntries(frame.searchParams), frame.search.slice(1));
    expect(validated.loggedOut).toBe(true);
    expect(validated.profile).toMatchObject({ nameID: user.id, sessionIndex: session, issuer: application.idpEntityId });
    // The SP that takes HTTP-POST only: its frame is a form of ours that posts the LogoutRequest,
    // whose enveloped signature node-saml checks.
    expect(signedOut.headers.get('content-security-policy')).toContain('https://post-sp.example');
    const unescape = (html: string) =>
      html
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    const srcdoc = unescape(/<iframe srcdoc="([^"]+)"/.exec(signedOut.text)![1]!);
    expect(srcdoc).toContain('action="https://post-sp.example/slo"');
    const samlRequest = /name="SAMLRequest" value="([^"]+)"/.exec(srcdoc)![1]!;
    const posted = await spOf(posting).validatePostRequestAsync({ SAMLRequest: samlRequest });
    expect(posted.loggedOut).toBe(true);
    expect(posted.profile).toMatchObject({ nameID: user.id, sessionIndex: session, issuer: posting.idpEntityId });
    expect(await activeSessionIds(user)).toEqual([]);

    // The SP's answer comes back to the single logout service: nothing is left to do, and it says so.
    const answer = await spOf(application).getLogoutResponseUrlAsync(validated.profile!, '', {}, true);
    const back = await fetch(answer, { headers: { accept: 'text/html' } });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('Signed out.');
  });
});

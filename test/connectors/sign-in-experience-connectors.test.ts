// A connector reaches the public sign-in page only once the sign-in experience offers it, as in
// the compatible product: `socialSignInConnectorTargets` lists the social connectors shown (in
// their order), `singleSignOnEnabled` turns enterprise SSO on. Creating a connector, perhaps with
// placeholder credentials, offers nothing; the Experience API refuses what is not offered
// (422 user.sign_in_method_not_enabled), and the pages neither show nor start it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { Browser } from '../experience/helpers/browser.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startIdp } from './helpers/saml-idp.js';

const app = useTestApp();
let web: TestClient;
let idp: Awaited<ReturnType<typeof startIdp>>;

beforeAll(async () => {
  web = await createClient(app, 'Traditional');
  idp = await startIdp();
});
afterAll(async () => {
  await idp?.close();
});

const placeholder = (target: string, name: string) => ({
  connectorId: 'oauth2',
  config: {
    authorizationEndpoint: 'https://placeholder.example.com/auth',
    tokenEndpoint: 'https://placeholder.example.com/token',
    userInfoEndpoint: 'https://placeholder.example.com/me',
    clientId: 'TODO',
    clientSecret: 'TODO',
  },
  metadata: { target, name },
});

/** The HTML of a fresh browser's sign-in page. */
async function signInPage(): Promise<{ browser: Browser; html: string }> {
  const browser = new Browser(app.url);
  const authorization = await startAuthorization(browser, web);
  const page = await browser.get(authorization.location.toString());
  expect(page.status).toBe(200);
  return { browser, html: page.text };
}

/** A JSON client inside a SignIn interaction. */
async function experience(): Promise<JsonClient> {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  expect((await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  return client;
}

const settings = async () => (await app.api('GET', '/sign-in-exp')).body as { socialSignInConnectorTargets: string[]; singleSignOnEnabled: boolean };

describe('social connectors', () => {
  it('a new installation offers none, and a new connector is neither shown nor accepted until listed', async () => {
    expect(await settings()).toMatchObject({ socialSignInConnectorTargets: [], singleSignOnEnabled: false });
    const created = await app.api('POST', '/connectors', placeholder('acme-social', 'Acme Social'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;

    const before = await signInPage();
    expect(before.html).not.toContain('Continue with Acme Social');
    expect(before.html).not.toContain(`/sign-in/social/${id}`);
    const client = await experience();
    const refused = await client.call('POST', `/api/experience/verification/social/${id}/authorization-uri`, {});
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ code: 'user.sign_in_method_not_enabled' });
    // The page route a crafted link would use refuses too, without leaving for the provider.
    const interaction = /name="interaction" value="([^"]+)"/.exec(before.html)![1]!;
    const page = await before.browser.request(`/sign-in/social/${id}?interaction=${interaction}`, {}, false);
    expect(page.status).toBe(422);
    expect(page.headers.get('location')).toBeNull();

    const patched = await app.api('PATCH', '/sign-in-exp', { socialSignInConnectorTargets: ['acme-social', 'no-such-target'] });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    // As the compatible product: a target no connector has is dropped.
    expect(patched.body.socialSignInConnectorTargets).toEqual(['acme-social']);
    expect((await signInPage()).html).toContain('Continue with Acme Social');
    const started = await (await experience()).call('POST', `/api/experience/verification/social/${id}/authorization-uri`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.authorizationUri).toMatch(/^https:\/\/placeholder\.example\.com\/auth\?/);
  });

  it('shows offered connectors in the listed order, over GraphQL as over REST', async () => {
    const first = (await app.api('POST', '/connectors', placeholder('order-a', 'Order A'))).body.id;
    const second = (await app.api('POST', '/connectors', placeholder('order-b', 'Order B'))).body.id;
    const gql = await app.graphql(
      `mutation($input: UpdateSignInExperienceInput!) { updateSignInExperience(input: $input) { signInExperience { socialSignInConnectorTargets singleSignOnEnabled } userErrors { code } } }`,
      { input: { socialSignInConnectorTargets: ['order-b', 'order-a'] } },
    );
    expect(gql.data.updateSignInExperience).toEqual({
      signInExperience: { socialSignInConnectorTargets: ['order-b', 'order-a'], singleSignOnEnabled: false },
      userErrors: [],
    });
    const { html } = await signInPage();
    expect(html.indexOf(`/sign-in/social/${second}`)).toBeGreaterThan(-1);
    expect(html.indexOf(`/sign-in/social/${second}`)).toBeLessThan(html.indexOf(`/sign-in/social/${first}`));
    expect(html).not.toContain('Continue with Acme Social');
  });

  it('a deleted connector leaves the list: a later one with its target is not offered by it', async () => {
    const id = (await app.api('POST', '/connectors', placeholder('recycled', 'Recycled'))).body.id;
    await app.api('PATCH', '/sign-in-exp', { socialSignInConnectorTargets: ['recycled'] });
    expect((await app.api('DELETE', `/connectors/${id}`)).status).toBe(204);
    expect((await settings()).socialSignInConnectorTargets).toEqual([]);
    const again = (await app.api('POST', '/connectors', placeholder('recycled', 'Recycled again'))).body.id;
    expect((await signInPage()).html).not.toContain('Recycled again');
    expect((await (await experience()).call('POST', `/api/experience/verification/social/${again}/authorization-uri`, {})).status).toBe(422);
  });
});

describe('enterprise single sign-on', () => {
  it('is neither shown nor accepted until singleSignOnEnabled, then both', async () => {
    const created = await app.api('POST', '/sso-connectors', {
      providerName: 'SAML',
      connectorName: 'Offered IdP',
      domains: ['offered.test'],
      config: { metadata: idp.metadata },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    await app.api('PATCH', '/sign-in-exp', { singleSignOnEnabled: false });

    const before = await signInPage();
    expect(before.html).not.toContain('/sign-in/sso?');
    const interaction = /name="interaction" value="([^"]+)"/.exec(before.html)![1]!;
    expect((await before.browser.request(`/sign-in/sso?interaction=${interaction}`, {}, false)).status).toBe(422);
    const client = await experience();
    expect((await client.call('GET', '/api/experience/sso-connectors?email=ann@offered.test')).body).toEqual({ connectorIds: [] });
    const refused = await client.call('POST', `/api/experience/verification/sso/${id}/authorization-uri`, { state: 'st', redirectUri: `${app.url}/cb` });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('user.sign_in_method_not_enabled');

    const enabled = await app.api('PATCH', '/sign-in-exp', { singleSignOnEnabled: true });
    expect(enabled.body.singleSignOnEnabled).toBe(true);
    expect((await signInPage()).html).toContain('/sign-in/sso?');
    expect((await client.call('GET', '/api/experience/sso-connectors?email=ann@offered.test')).body).toEqual({ connectorIds: [id] });
    expect(await client.call('GET', '/api/experience/sso-connectors?email=ann')).toMatchObject({
      status: 400,
      body: { code: 'guard.invalid_input', message: 'email is required', data: { field: ['email'] } },
    });
    const started = await client.call('POST', `/api/experience/verification/sso/${id}/authorization-uri`, { state: 'st', redirectUri: `${app.url}/cb` });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    // Turned off between the start and the answer: the answer signs nobody in.
    await app.api('PATCH', '/sign-in-exp', { singleSignOnEnabled: false });
    const seen = await idp.visit(started.body.authorizationUri);
    const acs = await fetch(seen.acs, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        SAMLResponse: idp.response({ requestId: seen.id, acs: seen.acs, audience: seen.issuer, user: { nameId: 'ann', email: 'ann@offered.test' } }),
        RelayState: seen.relayState,
      }),
      redirect: 'manual',
    });
    expect(acs.status).toBe(303);
    const verified = await client.call('POST', `/api/experience/verification/sso/${id}/verify`, { verificationId: started.body.verificationId });
    expect(verified.status).toBe(422);
    expect(verified.body.code).toBe('user.sign_in_method_not_enabled');
  });
});

// Issue 42, item 7: the console's own sign-in let anyone create an account (the page's "Create an
// account" link, /register, `prompt=create`, the Experience API's Register, a first social
// sign-in). Administrators are made by the setup link, `tessera create-admin` or an
// administrator; the console's client never registers. Every other application still does.
// The API part runs everywhere; the page part in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerSocialConnectors } from '../connectors/helpers/offer.js';
import { CONSOLE_CLIENT_ID } from '../../src/domain/instance/bootstrap.js';
import { freePort } from '../helpers/app.js';
import { hasChromium, useBrowser } from '../helpers/browser.js';
import { createClient, type TestClient } from '../helpers/oidc-fixtures.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';
import { startOidcProvider, upstreamSignIn, type RunningUpstream, type UpstreamAccount } from '../connectors/helpers/upstream.js';
import { startConsole, type ConsoleHarness } from '../console/helpers/console-browser.js';

let harness: ConsoleHarness;
let web: TestClient;
let upstream: RunningUpstream;
let connectorId: string;
const accounts: Record<string, UpstreamAccount> = {};
let consoleClient: { clientId: string; redirectUri: string };

beforeAll(async () => {
  harness = await startConsole();
  const { app } = harness;
  consoleClient = { clientId: CONSOLE_CLIENT_ID, redirectUri: `${app.url}/console/callback` };
  web = await createClient(app, 'Traditional');
  const port = await freePort();
  const created = await app.api('POST', '/connectors', {
    connectorId: 'oidc',
    config: { issuer: `http://127.0.0.1:${port}`, clientId: 'tessera-rp', clientSecret: 'rp-secret-at-upstream' },
    metadata: { target: 'upstream', name: 'Upstream IdP' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
  await offerSocialConnectors(app, 'upstream');
  upstream = await startOidcProvider(
    port,
    [{ client_id: 'tessera-rp', client_secret: 'rp-secret-at-upstream', redirect_uris: [`${app.url}/callback/social/${connectorId}`] }],
    accounts,
  );
}, 120_000);
afterAll(async () => {
  await harness?.stop();
  await upstream?.stop();
});

async function usernames(): Promise<string[]> {
  const res = await harness.app.api('GET', '/users?page_size=100');
  return (res.body as { username: string | null; primaryEmail: string | null }[]).map((u) => `${u.username ?? ''}|${u.primaryEmail ?? ''}`);
}

describe('through the Experience API and the authorization endpoint', () => {
  it('refuses Register for the console client (403 auth.forbidden), by PUT and by switching the event; another client still registers', async () => {
    const api = new JsonClient(harness.app.url);
    await startAuthorization(api.browser, consoleClient);
    const put = await api.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    expect(put.status, JSON.stringify(put.body)).toBe(403);
    expect(put.body).toMatchObject({ code: 'auth.forbidden' });
    expect(put.body.message).toContain('Accounts cannot be created here');
    expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const switched = await api.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    expect(switched.status, JSON.stringify(switched.body)).toBe(403);
    expect(switched.body).toMatchObject({ code: 'auth.forbidden' });
    // No Register experience was started: registering has nothing to continue.
    const register = await api.call('POST', '/api/experience/register', { username: 'console_squatter', password: 'long enough pw 1' });
    expect(register.status).not.toBe(201);
    expect((await usernames()).some((u) => u.startsWith('console_squatter|'))).toBe(false);

    const other = new JsonClient(harness.app.url);
    await startAuthorization(other.browser, web);
    expect((await other.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(204);
    const made = await other.call('POST', '/api/experience/register', { username: 'app_user_registers', password: 'long enough pw 1' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });

  it('sends prompt=create for the console client to the sign-in page, and for another client to /register', async () => {
    const forConsole = await startAuthorization(new JsonClient(harness.app.url).browser, consoleClient, { prompt: 'create' });
    expect(forConsole.location.pathname).toBe('/sign-in');
    const forApp = await startAuthorization(new JsonClient(harness.app.url).browser, web, { prompt: 'create' });
    expect(forApp.location.pathname).toBe('/register');
  });

  it('refuses a first social sign-in on the console (422 user.identity_not_exist) and creates no account; an app registers it', async () => {
    const login = 'social_newcomer';
    accounts[login] = { sub: login, email: `${login}@upstream.test`, email_verified: true, name: 'Newcomer' };
    const attempt = async (client: { clientId: string; redirectUri: string }) => {
      const api = new JsonClient(harness.app.url);
      await startAuthorization(api.browser, client);
      const callbackUrl = `${harness.app.url}/callback/social/${connectorId}`;
      const started = await api.call('POST', `/api/experience/verification/social/${connectorId}/authorization-uri`, { redirectUri: callbackUrl });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const callback = await upstreamSignIn(started.body.authorizationUri, login);
      const verified = await api.call('POST', `/api/experience/verification/social/${connectorId}/verify`, {
        verificationId: started.body.verificationId,
        connectorData: Object.fromEntries(callback.searchParams),
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return api.call('POST', '/api/experience/identification', { verificationId: started.body.verificationId });
    };
    const before = await usernames();
    const refused = await attempt(consoleClient);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ code: 'user.identity_not_exist' });
    expect(await usernames()).toEqual(before);

    const registered = await attempt(web);
    expect(registered.status, JSON.stringify(registered.body)).toBe(204);
    expect((await usernames()).some((u) => u.endsWith(`|${login}@upstream.test`))).toBe(true);
  });
});

describe.skipIf(!hasChromium)('in Chromium', () => {
  const browser = useBrowser();
  it('the console sign-in page has no "Create an account" link and /register refuses; an app\'s page still has it', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${harness.app.url}/console/`);
      await page.waitForURL(/\/sign-in\?/);
      await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
      expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
      expect(await page.locator('a[href^="/register"]').count()).toBe(0);

      // Typed in by hand, with the console's sign-in in this browser: refused, with a clear message.
      const interaction = new URL(page.url()).searchParams.get('interaction')!;
      const register = await page.goto(`${harness.app.url}/register?interaction=${encodeURIComponent(interaction)}`);
      expect(register?.status()).toBe(403);
      await page.getByText('Accounts cannot be created here').waitFor();
      expect(await page.locator('input[name="password"]').count()).toBe(0);

      // prompt=create for the console's client: the sign-in page, still without the link.
      const auth = new URL('/oidc/auth', harness.app.url);
      auth.search = new URLSearchParams({
        response_type: 'code',
        client_id: CONSOLE_CLIENT_ID,
        redirect_uri: consoleClient.redirectUri,
        scope: 'openid',
        state: 'console-create',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        prompt: 'create',
      }).toString();
      await page.goto(auth.toString());
      await page.waitForURL(/\/sign-in\?/);
      await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
      expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);

      // Another application's sign-in page offers it (the rule is the console's, not a global switch).
      const forApp = new URL('/oidc/auth', harness.app.url);
      forApp.search = new URLSearchParams({
        response_type: 'code',
        client_id: web.clientId,
        redirect_uri: web.redirectUri,
        scope: 'openid',
        state: 'app-sign-in',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString();
      await page.goto(forApp.toString());
      await page.waitForURL(/\/sign-in\?/);
      await page.getByRole('link', { name: 'Create an account' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

// The device verification page (RFC 8628 §3.3) in a real browser (Debian's Chromium through
// playwright-core): a TV asks /oidc/device/auth for codes, a person opens
// verification_uri_complete, finds the code filled in, continues, signs in on the ordinary
// /sign-in page, sees the application and what it asks for, allows, and the TV's next poll gets
// tokens that verify against our JWKS. A wrong code is shown as an error on the page, in the
// page's language. Screenshots go to test-results/. Skipped only when /usr/bin/chromium is missing.
import { mkdirSync } from 'node:fs';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { arriveAt, hasChromium, signInOnPage, useBrowser } from '../helpers/browser.js';
import { createResource, createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { clearOfStepEdge, totpCodeNow } from '../helpers/totp.js';

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

describe.skipIf(!hasChromium)('the device verification page in a real browser', () => {
  const app = useTestApp();
  const browser = useBrowser();
  let user: TestUser;
  let tvId: string;
  let api: { indicator: string };

  beforeAll(async () => {
    mkdirSync('test-results', { recursive: true });
    user = await createUser(app);
    api = await createResource(app, { scopes: ['watch'], grantTo: { userId: user.id, granted: ['watch'] } });
    const created = await app.api('POST', '/applications', { name: 'Living-room TV', type: 'Native', customClientMetadata: { isDeviceFlow: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    tvId = created.body.id;
  });

  async function tvPost(path: string, form: Record<string, string>) {
    const res = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: tvId, ...form }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  it('enters the prefilled code, signs in, allows, and the device gets its tokens', async () => {
    const codes = (await tvPost('/oidc/device/auth', { scope: 'openid profile offline_access watch', resource: api.indicator })).body;
    const page = await browser.context.newPage();
    await page.goto(codes.verification_uri_complete);
    await expect.poll(() => page.getByLabel('Code').inputValue()).toBe(codes.user_code);
    await page.screenshot({ path: 'test-results/device-code-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    await signInOnPage(page, user);
    await arriveAt(page, /\/device\/confirm\?/);
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Living-room TV');
    const text = (await main.textContent())!;
    expect(text).toContain(codes.user_code);
    expect(text).toContain('watch');
    expect(text).toContain(user.username);
    await page.screenshot({ path: 'test-results/device-confirm-1280.png', fullPage: true });

    expect((await tvPost('/oidc/token', { grant_type: GRANT, device_code: codes.device_code })).body.error).toBe('authorization_pending');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => page.locator('#device-result').textContent()).toContain('return to your device');

    // The device waited its interval before polling again.
    app.clock.advance(6_000);
    const token = await tvPost('/oidc/token', { grant_type: GRANT, device_code: codes.device_code, resource: api.indicator });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    const jwks = createRemoteJWKSet(new URL(`${app.url}/oidc/jwks`));
    const access = await jwtVerify(token.body.access_token, jwks, { issuer: `${app.url}/oidc`, audience: api.indicator });
    expect(access.payload).toMatchObject({ sub: user.id, client_id: tvId, scope: 'watch' });
    const id = await jwtVerify(token.body.id_token, jwks, { issuer: `${app.url}/oidc`, audience: tvId });
    expect(id.payload.sub).toBe(user.id);
    expect(token.body.refresh_token).toEqual(expect.any(String));
    await page.close();
  });

  it('shows a wrong code as an error on the page, in the page’s language', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${app.url}/device`);
    await page.getByLabel('Code').fill('BCDF-GHJK');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.locator('#form-error').textContent()).toContain('not valid or has expired');
    expect(await page.getByLabel('Code').inputValue()).toBe('BCDF-GHJK');
    await page.close();

    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de' } });
    const german = await context.newPage();
    await german.goto(`${app.url}/device`);
    await expect.poll(() => german.locator('h1').textContent()).toBe('Gerät verbinden');
    await german.getByLabel('Code').fill('nonsense');
    await german.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => german.locator('#form-error').textContent()).toContain('ungültig');
    await context.close();
  });

  it('asks a user with a second factor for it before the decision: the device flow signs in like any other', async () => {
    const guarded = await createUser(app);
    const enrolled = await app.api('POST', `/users/${guarded.id}/mfa-verifications`, { type: 'Totp' });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const codes = (await tvPost('/oidc/device/auth', { scope: 'openid' })).body;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(codes.verification_uri_complete);
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInOnPage(page, guarded);
    await arriveAt(page, /\/sign-in\/mfa\?/);
    clearOfStepEdge(app.clock);
    await page.fill('input[name=code]', await totpCodeNow(enrolled.body.secret as string, app.clock));
    await page.click('button[type=submit]');
    await arriveAt(page, /\/device\/confirm\?/);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => page.locator('#device-result').textContent()).toContain('return to your device');
    const token = await tvPost('/oidc/token', { grant_type: GRANT, device_code: codes.device_code });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    expect(decodeJwt(token.body.id_token).amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
    await context.close();
  });
});

// The Security tab of a user's page: the second factors and browser sessions the user really has
// (TOTP enrolled through the Account API with its backup codes, a session from the real sign-in flow)
// are listed, and the administrator removes the factors and ends the session, each after confirming; the API agrees.
// The Profile tab's switches mark the primary email verified or not.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { signInAndGetTokens } from '../helpers/sign-in.js';
import { verifiedAccountClient } from '../experience/helpers/json-client.js';
import { hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)("console: a user's second factors and sessions", { timeout: 60_000 }, () => {
  let harness: ConsoleHarness;
  let session: ConsolePage;
  let user: TestUser;

  beforeAll(async () => {
    harness = await startConsole();
    const app = harness.app;
    user = await createUser(app);
    // A browser session from a sign-in at an application, then a second factor enrolled as the user would.
    const web = await createClient(app, 'Traditional');
    await signInAndGetTokens(app, { ...web, username: user.username, password: user.password, scope: 'openid' });
    const me = await verifiedAccountClient(app, user.id, user.password);
    const started = await me.call('POST', '/api/my-account/mfa/totp');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const verified = await me.call('POST', '/api/my-account/mfa/totp/verify', { code: await generate({ secret: started.body.secret as string }) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    session = await harness.signIn();
    session.page.setDefaultTimeout(10_000);
  }, 120_000);
  afterAll(async () => {
    await session?.context.close();
    await harness?.stop();
  });

  it('lists them, removes the factor and ends the session after confirmation', async () => {
    const { page } = session;
    const sessionsBefore = await harness.app.graphql(`query($id: ID!) { userSessions(userId: $id) { sessions { id } } }`, { id: user.id });
    expect(sessionsBefore.errors).toBeUndefined();

    await harness.open(page, `/users/${user.id}?tab=security`);
    const mfa = page.getByRole('table', { name: 'Two-step verification' });
    await mfa.getByText('Authenticator app (TOTP)').waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    // The application sign-in's, and the Account API client's (it signs in too).
    const count = sessionsBefore.data.userSessions.sessions.length;
    expect(count).toBeGreaterThanOrEqual(1);
    await expect.poll(() => sessions.getByRole('button', { name: 'Sign out' }).count()).toBe(count);
    await harness.screenshot(page, 'user-security');

    // Enabling TOTP gave backup codes too: two factors, each removed on its own.
    await mfa.getByText('Backup codes').waitFor();
    for (const factor of ['Authenticator app (TOTP)', 'Backup codes']) {
      const row = mfa.getByRole('row').filter({ hasText: factor });
      await row.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog', { name: 'Remove this second factor?' }).getByRole('button', { name: 'Remove factor' }).click();
      await row.waitFor({ state: 'detached' });
    }
    await page.getByText('No second factor enrolled.').waitFor();
    const factors = await harness.app.graphql(`query($id: ID!) { userMfaVerifications(userId: $id) { id } }`, { id: user.id });
    expect(factors.data.userMfaVerifications).toEqual([]);

    await sessions.getByRole('button', { name: 'Sign out' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => sessions.getByRole('button', { name: 'Sign out' }).count()).toBe(count - 1);
    const sessionsAfter = await harness.app.graphql(`query($id: ID!) { userSessions(userId: $id) { sessions { id } } }`, { id: user.id });
    // The newest (listed first) is the one ended.
    expect(sessionsAfter.data.userSessions.sessions).toEqual(sessionsBefore.data.userSessions.sessions.slice(1));
    await harness.screenshot(page, 'user-security-after');
  });

  it('marks the primary email not verified and verified again from the Profile tab', async () => {
    const { page } = session;
    const verified = async () =>
      (await harness.app.graphql<{ user: { emailVerified: boolean } }>(`query($id: ID!) { user(id: $id) { emailVerified } }`, { id: user.id })).data.user
        .emailVerified;
    expect(await verified()).toBe(true);
    await harness.open(page, `/users/${user.id}?tab=profile`);
    const toggle = page.getByRole('switch', { name: 'Email verified' });
    expect(await toggle.isChecked()).toBe(true);
    // No phone: no switch for it.
    expect(await page.getByRole('switch', { name: 'Phone verified' }).count()).toBe(0);
    await toggle.click();
    await page.getByText(`${user.email} marked not verified`).waitFor();
    await expect.poll(verified).toBe(false);
    expect(await toggle.isChecked()).toBe(false);
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'user-email-verified');
    await toggle.click();
    await expect.poll(verified).toBe(true);
  });
});

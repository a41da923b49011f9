// The console's view of agents acting for users (issue 48 §3): a user's Authorized apps tab lists
// each grant with its scopes per resource and revokes it after confirming (the API agrees), beside
// the limits the user set on agents; a token exchange's log entry shows the chain user → agent → tool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createResource,
  createUser,
  createWebApp,
  exchangeParams,
  grantUserScopes,
  signedInUserToken,
  tokenRequest,
  userAccessToken,
  type Client,
  type Resource,
  type WebApp,
} from '../oidc/token-exchange-fixtures.js';
import { hasChromium, PHONE, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: authorized apps and the delegation chain', { timeout: 90_000 }, () => {
  let harness: ConsoleHarness;
  let session: ConsolePage;
  let userId: string;
  let webApp: WebApp;
  let agent: Client;
  let mcp: Resource;
  let tool: Resource;
  let logId: string;

  beforeAll(async () => {
    harness = await startConsole();
    const app = harness.app;
    webApp = await createWebApp(app);
    agent = await createClient(app, { type: 'MachineToMachine', customClientMetadata: { allowTokenExchange: true } });
    [mcp, tool] = await Promise.all([createResource(app, ['mcp:call']), createResource(app, ['tool:read'])]);
    const username = `grants_${Date.now()}`;
    userId = await createUser(app, username);
    await grantUserScopes(app, userId, mcp, ['mcp:call']);
    await grantUserScopes(app, userId, tool, ['tool:read']);
    const subject = await signedInUserToken(app, { username, webApp, resource: mcp.indicator, scope: 'mcp:call' });
    expect((await app.api('PUT', `/users/${userId}/agent-limits/${agent.id}`, { resources: [tool.indicator] })).status).toBe(200);
    // The agent acts for the user at the tool, naming itself as actor.
    const actor = await userAccessToken(app, { userId: agent.id, audience: tool.indicator, clientId: agent.id });
    const exchanged = await tokenRequest(
      app,
      agent,
      exchangeParams(subject.token, tool.indicator, {
        scope: 'tool:read',
        actor_token: actor.token,
        actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      }),
    );
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    const audit = await app.api('GET', `/token-exchange/audit?applicationId=${agent.id}`);
    logId = audit.body[0].id;
    session = await harness.signIn();
    session.page.setDefaultTimeout(10_000);
  }, 120_000);
  afterAll(async () => {
    await session?.context.close();
    await harness?.stop();
  });

  it('shows the chain user → agent → tool on the exchange log entry', async () => {
    const { page } = session;
    await harness.open(page, `/logs/${logId}`);
    const chain = page.getByRole('region', { name: 'Delegation chain' });
    await chain.getByText(tool.indicator).waitFor();
    await chain.getByText(agent.id).first().waitFor();
    await chain.getByText(`signed in to ${webApp.id}`).waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'log-delegation-chain');
  });

  it('lists the grants with their scopes per resource and the agent limits, and revokes a grant after confirming', async () => {
    const { page } = session;
    await harness.open(page, `/users/${userId}?tab=authorized-apps`);
    const grants = page.getByRole('table', { name: 'Authorized apps' });
    const row = grants.getByRole('row').filter({ hasText: mcp.indicator });
    await row.getByText('mcp:call').waitFor();
    await row.getByText('openid').waitFor();
    const limits = page.getByRole('table', { name: 'Agent limits' });
    await limits.getByText(tool.indicator).waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'user-authorized-apps');

    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this grant?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No application holds a grant of this user.').waitFor();
    const after = await harness.app.api('GET', `/users/${userId}/grants`);
    expect(after.body.grants).toEqual([]);
  });

  it('sets a limit on an application from the form, and the API holds it', async () => {
    const { page } = session;
    const calendar = await harness.app.api('POST', '/applications', { name: 'Calendar agent', type: 'MachineToMachine' });
    expect(calendar.status).toBe(200);
    await harness.open(page, `/users/${userId}?tab=authorized-apps`);
    const form = page.getByRole('form', { name: 'Set a limit' });
    // Without an application, the form says what is missing beside the field.
    await form.getByRole('button', { name: 'Save limit' }).click();
    await form.getByText('Choose the application the limit is on.').waitFor();
    const application = form.getByLabel('Application', { exact: true });
    await application.click();
    await application.fill('Calendar');
    await page.getByRole('option', { name: 'Calendar agent', exact: true }).click();
    const reach = form.getByLabel('May reach', { exact: true });
    await reach.click();
    await page.getByRole('option', { name: new RegExp(mcp.indicator.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await page.getByRole('table', { name: 'Agent limits' }).getByRole('row').filter({ hasText: 'Calendar agent' }).getByText(mcp.indicator).waitFor();
    const stored = await harness.app.api('GET', `/users/${userId}/agent-limits`);
    expect(stored.body).toEqual(expect.arrayContaining([expect.objectContaining({ applicationId: calendar.body.id, resources: [mcp.indicator] })]));
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('reads on a phone', async () => {
    const phone = await harness.signIn(undefined, PHONE);
    try {
      await harness.open(phone.page, `/users/${userId}?tab=authorized-apps`);
      await phone.page.getByRole('table', { name: 'Agent limits' }).waitFor();
      expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
      await harness.screenshot(phone.page, 'user-authorized-apps-phone');
    } finally {
      await phone.context.close();
    }
  });
});

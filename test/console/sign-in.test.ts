// Getting into the console: the bootstrap administrator signs in through Tessera's own OIDC and
// sign-in page; a user without the administrator role is told so; sign-out ends the session. Also
// what every console page must hold: a strict CSP with nothing violating it, a first load under
// 300 KB of gzipped JavaScript, no horizontal overflow on a phone, no serious axe violations.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, hasChromium, startConsole, type ConsoleHarness } from './helpers/console-browser.js';
import { arriveAt } from '../helpers/browser.js';

describe.skipIf(!hasChromium)('console sign-in', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('serves /console with a strict Content-Security-Policy', async () => {
    const res = await fetch(`${harness.app.url}/console/users`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).not.toContain('__CSP_NONCE__');
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`content="${nonce}"`);
  });

  it('lets the bootstrap administrator in, with no CSP violation and under 300 KB of gzipped JavaScript', async () => {
    const { page, errors, context } = await harness.signIn();
    try {
      // The landing page is Get started (issue 46 item 9); the users list is one click away.
      await page.getByRole('heading', { level: 1, name: 'Get started' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users', exact: true }).click();
      // Waited for, not polled for a second: the list's first render follows its data, which a
      // busy CI host took longer than expect.poll's one second to fetch (seen on Postgres).
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      // The administrator is in the list (created at start from BOOTSTRAP_ADMIN_USERNAME).
      await page.getByRole('link', { name: harness.admin.username }).waitFor();
      await harness.screenshot(page, 'users-list');

      // First load of a page in a fresh tab: every script it fetched, gzipped as a server would.
      // (The load is two page loads: the console, then the console again back from the sign-in
      // redirect; each script counts once.)
      const scripts = new Set<string>();
      const fresh = await context.newPage();
      fresh.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.href);
      });
      await harness.open(fresh, '/users');
      await fresh.getByRole('link', { name: harness.admin.username }).waitFor();
      // The bodies are fetched again here: the browser drops those of the page it navigated away from.
      const bodies = await Promise.all([...scripts].map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
      const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
      expect(scripts.size).toBeGreaterThan(0);
      expect(gzipped).toBeLessThan(300 * 1024);

      expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
      expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a user without the administrator role a clear no-access page', async () => {
    const created = await harness.app.api('POST', '/users', { username: 'not_an_admin', password: 'plain user password 1' });
    expect(created.status).toBe(200);
    const { page, context } = await harness.signIn({ username: 'not_an_admin', password: 'plain user password 1' });
    try {
      await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
      expect(await page.getByText('does not hold the administrator role').isVisible()).toBe(true);
      await harness.screenshot(page, 'no-access');
      // The console's own token for this user carries no Management API access: the API refuses it too.
      expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  /** A user whose one role grants the one Management API scope `scope`; their id. */
  async function operatorWith(scope: string, username: string, password: string): Promise<string> {
    const { app } = harness;
    const management = ((await app.api('GET', '/resources')).body as { id: string; isManagement: boolean }[]).find((r) => r.isManagement)!;
    const scopes = (await app.api('GET', `/resources/${management.id}/scopes`)).body as { id: string; name: string }[];
    const role = await app.api('POST', '/roles', { name: `Only ${scope}`, description: `${scope} only`, scopeIds: [scopes.find((s) => s.name === scope)!.id] });
    const operator = await app.api('POST', '/users', { username, password });
    expect((await app.api('POST', `/users/${operator.body.id}/roles`, { roleIds: [role.body.id] })).status).toBe(201);
    return operator.body.id as string;
  }

  it('shows an operator holding only the `users` scope the sections of that area, and lets them work there', async () => {
    await operatorWith('users', 'support_desk', 'support desk password 1');
    const { page, context } = await harness.signIn({ username: 'support_desk', password: 'support desk password 1' });
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Users' }).waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Get started', 'Users', 'Sessions']);
      await harness.open(page, '/users');
      await page.getByRole('link', { name: 'support_desk' }).waitFor();
      // Their own area: they may change it, so nothing is marked read-only.
      await page
        .getByRole('link', { name: 'Create user' })
        .or(page.getByRole('button', { name: 'Create user' }))
        .first()
        .waitFor();
      expect(await page.getByText('Read only', { exact: true }).count()).toBe(0);
      await harness.screenshot(page, 'operator-users-only');
    } finally {
      await context.close();
    }
  });

  it('shows an operator holding only `read` every section without its create and delete actions, and says why', async () => {
    const auditorId = await operatorWith('read', 'auditor', 'auditor password 1');
    const { page, context } = await harness.signIn({ username: 'auditor', password: 'auditor password 1' });
    try {
      await harness.open(page, '/users');
      await page.getByRole('link', { name: 'auditor' }).waitFor();
      await page.getByText('Your roles let you view Users, not change it.').waitFor();
      expect(
        await page
          .getByRole('link', { name: 'Create user' })
          .or(page.getByRole('button', { name: 'Create user' }))
          .count(),
      ).toBe(0);
      // A detail page: no Suspend or Delete either.
      await harness.open(page, `/users/${auditorId}`);
      await page.getByRole('heading', { level: 1, name: 'auditor' }).waitFor();
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
      // Its forms show what is stored, without a Save.
      await page.locator('form').first().waitFor();
      expect(await page.locator('form button[type="submit"]:visible').count()).toBe(0);
      expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
      await harness.screenshot(page, 'operator-read-only');
      // A suspended user's status is a fact, shown to whoever may read it, without the Reactivate action.
      const suspended = (await harness.app.api('POST', '/users', { username: 'suspended_one' })).body.id as string;
      expect((await harness.app.api('PATCH', `/users/${suspended}/is-suspended`, { isSuspended: true })).status).toBe(200);
      await harness.open(page, `/users/${suspended}`);
      await page.getByRole('heading', { level: 1, name: 'suspended_one' }).waitFor();
      await page.getByText('Suspended', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Reactivate' }).count()).toBe(0);
      // Get started is everyone's: not marked.
      await harness.open(page, '/get-started');
      expect(await page.getByText('Read only', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('signs out: the provider session ends and the console asks for a sign-in again', async () => {
    const { page, context } = await harness.signIn();
    try {
      await page.getByRole('button', { name: 'Sign out' }).click();
      // Back at the console, which has no session any more: the sign-in page.
      await arriveAt(page, /\/sign-in\?/);
      await page.goto(`${harness.app.url}/console/users`);
      await arriveAt(page, /\/sign-in\?/);
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen without horizontal scrolling', async () => {
    const { page, context } = await harness.signIn(harness.admin, PHONE);
    try {
      await harness.open(page, '/users');
      const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow).toBeLessThanOrEqual(0);
      await harness.screenshot(page, 'users-list-phone');
    } finally {
      await context.close();
    }
  });
});

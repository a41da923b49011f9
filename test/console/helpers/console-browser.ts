// The console as a person uses it: a real app (real database), Debian's Chromium through
// playwright-core, and the bootstrap administrator signing in through Tessera's own sign-in page.
// Screenshots go to test-results/console/ (docs/console.md shows them).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestAppOptions } from '../../helpers/app.js';
import { browserContexts, signInOnPage } from '../../helpers/browser.js';

export { hasChromiumForConsole as hasChromium } from '../../helpers/browser.js';
export const SCREENSHOTS = join(process.cwd(), 'test-results', 'console');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export interface Credentials {
  username: string;
  password: string;
}

export interface ConsolePage {
  page: Page;
  context: BrowserContext;
  /** Errors the page logged (a CSP violation shows up here), and uncaught exceptions. */
  errors: string[];
}

export interface ConsoleHarness {
  app: TestApp;
  admin: Credentials;
  /** A fresh browser context, signed in to /console as `who` (the administrator by default). */
  signIn(who?: Credentials, viewport?: { width: number; height: number }): Promise<ConsolePage>;
  /** Opens a console path (e.g. '/users?search=x') and waits until its main heading is shown. */
  open(page: Page, path: string): Promise<void>;
  screenshot(page: Page, name: string): Promise<string>;
  /** axe-core's violations of impact serious or critical on the page as it is now. */
  seriousAccessibilityViolations(page: Page): Promise<{ id: string; impact: string; help: string; nodes: string[] }[]>;
  /** Closes the contexts signIn() opened (the worker's Chromium stays) and stops the app. */
  stop(): Promise<void>;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A console page other than the sign-in callback (the router writes the root as /console). */
const inConsole = (url: URL) => (url.pathname === '/console' || url.pathname.startsWith('/console/')) && url.pathname !== '/console/callback';

export async function startConsole(options: TestAppOptions = {}): Promise<ConsoleHarness> {
  const admin = { username: 'console_admin', password: `pw-${randomBytes(12).toString('base64url')}` };
  const app = await startTestApp({
    ...options,
    env: { BOOTSTRAP_ADMIN_USERNAME: admin.username, BOOTSTRAP_ADMIN_PASSWORD: admin.password, ...options.env },
  });
  // Contexts of the worker's shared Chromium (test/helpers/browser.ts), closed by stop().
  const browser = browserContexts();
  mkdirSync(SCREENSHOTS, { recursive: true });

  const harness: ConsoleHarness = {
    app,
    admin,
    async signIn(who = admin, viewport = DESKTOP) {
      const context = await browser.newContext({
        viewport,
        // The console honours reduced motion (theme.respectReducedMotion): dialogs open and close
        // at once, so axe never reads a half-transparent frame of a fade as a contrast failure.
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${app.url}/console/`);
      await signInOnPage(page, who);
      // Back from /console/callback to the page asked for, with the shell (or the no-access page) shown.
      await page.waitForURL(inConsole);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      return { page, context, errors };
    },
    async open(page, path) {
      await page.goto(`${app.url}/console${path}`);
      // A full load signs in again (tokens live in memory): silent, the provider's session still holds.
      await page.waitForURL(inConsole);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Loaded: no loader left (the page's own queries, and the header's).
      await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached', timeout: 15_000 });
    },
    async screenshot(page, name) {
      const path = join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    async seriousAccessibilityViolations(page) {
      // Evaluated through the DevTools protocol, not a <script> tag: the page's CSP stays as it is.
      await page.evaluate(axeSource);
      // A string, evaluated in the page (the test's own tsconfig has no DOM types).
      const result = await page.evaluate<{
        violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
      }>(`axe.run(document, { resultTypes: ['violations'] })`);
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact!,
          help: violation.help,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        }));
    },
    async stop() {
      await browser.close();
      await app.stop();
    },
  };
  return harness;
}

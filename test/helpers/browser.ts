// One Chromium per test worker (Debian's /usr/bin/chromium through playwright-core), launched
// on first use; each test file gets its own browser contexts (cookies and storage of their own),
// closed after the file. Starting Chromium costs about a second and a few hundred megabytes: the
// files that used to launch one each now share it, and files run one after another in a worker
// (vitest `isolate: false`) find it already running.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
/**
 * Which browser tests a run takes (TEST_BROWSER): all of them by default; `off` none; `console`
 * only the console's (test/console/helpers/console-browser.ts), `pages` only the others (sign-in
 * pages, clients, SAML, connectors). `.ci/run` runs each browser test once, the console's in its
 * Postgres run and the pages' in its PGlite run: what a page does depends on its markup and on the
 * API it calls, which both runs test, and running the 145 browser tests twice cost ~760 s of the
 * CI's ~4,000 s of test-file time on two cores. Split this way the two runs take about as long.
 */
const browserRuns = (kind: 'console' | 'pages'): boolean => {
  const chosen = process.env.TEST_BROWSER ?? '';
  return existsSync(CHROMIUM) && (chosen === '' || chosen === kind);
};

/** Browser tests of pages other than the console's: skipped, not failed, without Debian's Chromium or in a run told to leave them out. */
export const hasChromium = browserRuns('pages');

/** The console's browser tests: as `hasChromium`, for TEST_BROWSER=console. */
export const hasChromiumForConsole = browserRuns('console');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The SAML test IdP is served on 127.0.0.1 as idp.test: another site than Tessera's, as a real
  // IdP is (test/connectors/sso-browser.test.ts). Chromium can only map names at launch, and a
  // .test name means nothing to any other file, so the one shared browser carries the mapping.
  '--host-resolver-rules=MAP idp.test 127.0.0.1',
];

// Kept on globalThis, not in a module variable: should this module ever be evaluated again in
// the same worker (vi.resetModules, or another module graph), it still finds the one Chromium
// instead of launching a second that nothing closes.
const SHARED = Symbol.for('tessera.test.chromium');
type Shared = { [SHARED]?: Promise<Browser> };

/** This worker's Chromium. Never close it: the other files of the worker use it too. */
function sharedChromium(): Promise<Browser> {
  const shared = globalThis as Shared;
  const running = shared[SHARED];
  if (running) return running;
  const launching = launch();
  shared[SHARED] = launching;
  // A failed launch, or a browser that went away, is not kept: the next file launches again.
  const forget = () => {
    if (shared[SHARED] === launching) delete shared[SHARED];
  };
  launching.then((browser) => browser.on('disconnected', forget), forget);
  return launching;
}

async function launch(): Promise<Browser> {
  // The browser ends with the worker. vitest stops a worker with SIGTERM and kills it half a
  // second later; closing Chromium takes longer than that on a busy machine, and playwright's
  // own SIGTERM handler only starts that close and keeps the process alive, so the kill would
  // come anyway and leave Chromium's profile directory in /tmp. Exiting at once runs playwright's
  // exit handler instead, which kills Chromium's process group and removes the profile.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, handleSIGTERM: false });
  process.once('SIGTERM', () => process.exit(143));
  return browser;
}

export interface BrowserContexts {
  /** A new context of the shared Chromium: a fresh browser as far as the site can tell. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a new context of its own. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Closes every context opened here that is still open; the shared Chromium stays. */
  close(): Promise<void>;
}

/** Contexts of this worker's Chromium, for a harness that has its own start and stop. */
export function browserContexts(): BrowserContexts {
  const open = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await (await sharedChromium()).newContext(options);
    open.add(context);
    context.on('close', () => open.delete(context));
    return context;
  };
  return {
    newContext,
    async newPage(options) {
      return (await newContext(options)).newPage();
    },
    async close() {
      await Promise.all([...open].map((context) => context.close().catch(() => undefined)));
    },
  };
}

export interface BrowserFixture extends Omit<BrowserContexts, 'close'> {
  /** The file's own context, opened in beforeAll with the options given to useBrowser(). */
  readonly context: BrowserContext;
}

/**
 * Registers the hooks of a browser test file (or describe block): beforeAll opens a context
 * of this worker's Chromium (launching it if none runs yet), afterAll closes every context the
 * file opened. Call it before the file's own beforeAll, which may then use the context.
 */
export function useBrowser(options?: BrowserContextOptions): BrowserFixture {
  const contexts = browserContexts();
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await contexts.newContext(options);
  });
  afterAll(() => contexts.close());
  return {
    get context() {
      if (!context) throw new Error('useBrowser(): the context is opened in beforeAll; use it in a hook or a test');
      return context;
    },
    newContext: contexts.newContext,
    newPage: contexts.newPage,
  };
}

/** What the browser sent to the client's redirect URI. */
export interface ClientCallbackRequest {
  method: string;
  url: URL;
  /** The posted form (form_post), empty for a redirect. */
  body: URLSearchParams;
}

/**
 * The client's redirect URI answered in the browser (the client is not running): resolves with
 * what the browser sent there (code or error and all), once the browser has loaded the answer.
 * Resolving earlier, while the browser is still committing that navigation, let a test close
 * the page mid-commit, and Chromium then never acknowledged the close (a CI run hung 90 s in
 * page.close()). Set it up before navigating.
 */
export function clientCallbackRequest(page: Page, redirectUri: string): Promise<ClientCallbackRequest> {
  return new Promise<ClientCallbackRequest>((resolve, reject) => {
    void page.route(`${redirectUri}**`, async (route) => {
      const request = route.request();
      const sent = { method: request.method(), url: new URL(request.url()), body: new URLSearchParams(request.postData() ?? '') };
      try {
        await route.fulfill({ status: 200, contentType: 'text/plain', body: 'client callback' });
        await page.waitForURL((url) => url.href.startsWith(redirectUri), { waitUntil: 'load', timeout: 15_000 });
        resolve(sent);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** The URL the browser was sent back to at the client's redirect URI (see clientCallbackRequest). */
export async function clientCallback(page: Page, redirectUri: string): Promise<URL> {
  return (await clientCallbackRequest(page, redirectUri)).url;
}

/**
 * Signs in on Tessera's /sign-in page as a person does: waits for the page, types the
 * identifier and the password, submits. Where the browser goes next (the client, a second
 * factor, the consent screen) is the caller's to follow.
 */
export async function signInOnPage(page: Page, who: { username: string; password: string }): Promise<void> {
  await arriveAt(page, /\/sign-in\?/);
  await page.getByLabel('Username or email').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.click('button[type=submit]');
}

/**
 * Waits until the page has navigated to a URL matching `pattern` and that page has loaded.
 * Unlike a bare `page.waitForURL`, it survives a redirect chain in which the browser aborts
 * an intermediate navigation (a single-page app that sends itself on to /sign-in while it is
 * still loading): Chromium reports that as net::ERR_ABORTED, which is not a failure here.
 */
export async function arriveAt(page: Page, pattern: RegExp, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await page.waitForURL(pattern, { waitUntil: 'commit', timeout: Math.max(1, deadline - Date.now()) });
      break;
    } catch (error) {
      const aborted = error instanceof Error && /ERR_ABORTED|frame was detached/.test(error.message);
      if (!aborted || Date.now() >= deadline) throw error;
    }
  }
  await page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) });
}

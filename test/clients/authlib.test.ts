// Authlib's Flask client (Python; Debian's python3-authlib and python3-flask), configured as
// Authlib's documentation shows: server_metadata_url, client id and secret, scopes. Its
// discovery passes OpenIDProviderMetadata.validate(); a person signs in in Chromium; the app
// reads token["userinfo"] (the validated ID token's claims), refreshes, and signs out with the
// ID token as hint. Skipped where Chromium or the Python packages are missing (the probe imports
// what the app imports: Authlib's Flask client also needs python3-requests, which Debian's
// python3-authlib only recommends).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useTestApp } from '../helpers/app.js';
import { hasChromium, useBrowser } from '../helpers/browser.js';
import { createUser, type TestUser } from '../helpers/oidc-fixtures.js';
import { waitFor } from '../helpers/wait-for.js';
import { browserJson, registerApplication, signInThrough } from './relying-party.js';

const PYTHON = '/usr/bin/python3';
const hasAuthlib = spawnSync(PYTHON, ['-c', 'import authlib.integrations.flask_client, flask'], { stdio: 'ignore' }).status === 0;
const script = fileURLToPath(new URL('./authlib_flask_app.py', import.meta.url));

describe.skipIf(!hasChromium || !hasAuthlib)("Authlib's Flask client against Tessera", () => {
  const tessera = useTestApp();
  const browser = useBrowser();
  let flask: ChildProcess | undefined;
  let output = '';
  let url: string;
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(tessera);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const { clientId, clientSecret } = await registerApplication(tessera, 'Authlib Flask app', 'Traditional', {
      redirectUris: [`${url}/auth`],
      postLogoutRedirectUris: [`${url}/`],
    });
    flask = spawn(PYTHON, [script], {
      env: {
        PATH: process.env.PATH ?? '',
        ISSUER: `${tessera.url}/oidc`,
        CLIENT_ID: clientId,
        CLIENT_SECRET: clientSecret,
        FLASK_SECRET: randomBytes(16).toString('hex'),
        PORT: String(port),
        AUTHLIB_INSECURE_TRANSPORT: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    flask.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    flask.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    // The app's own output is named when it does not come up (a traceback says why).
    await waitFor(async () => (await fetch(`${url}/`).catch(() => undefined))?.status === 200, {
      timeoutMs: 20_000,
      what: 'the Flask app to listen',
    }).catch((error: Error) => {
      throw new Error(`${error.message}; Flask printed:\n${output.slice(-2000)}`, { cause: error });
    });
  });
  afterAll(() => {
    flask?.kill();
  });

  it('validates the discovery document with OpenIDProviderMetadata', async () => {
    const res = await fetch(`${url}/metadata`);
    // One deliberate deviation from a SHOULD (OIDC Discovery §3: request objects with `none`):
    // unsigned request objects are refused (docs/oidc.md), so `none` is not listed.
    expect(await res.json()).toEqual({
      valid: true,
      errors: [],
      shouldDeviations: ['"request_object_signing_alg_values_supported" SHOULD support none and RS256'],
    });
  });

  it('signs in, reads token["userinfo"], refreshes and signs out', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    try {
      await signInThrough(page, `${url}/login`, user, new RegExp(`^${url}/$`));
    } catch (error) {
      throw new Error(`${(error as Error).message}\nFlask: ${output.slice(-2000)}`, { cause: error });
    }
    const { user: claims } = await browserJson(page, `${url}/`);
    expect(claims).toMatchObject({ sub: user.id, name: `Name of ${user.username}`, email: user.email, email_verified: true });
    expect(await browserJson(page, `${url}/refresh`)).toEqual({ changed: true, rotated: true });
    await page.goto(`${url}/logout`);
    await page.waitForURL(`${url}/`, { timeout: 20_000 });
    expect((await browserJson(page, `${url}/`)).user).toBeNull();
    await page.goto(`${url}/login`);
    await page.waitForURL(/\/sign-in\?/, { timeout: 20_000 });
    await page.close();
  });
});

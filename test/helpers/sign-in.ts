// Runs the real authorization code flow over HTTP, as a browser would: /oidc/auth → the
// /sign-in form (cookies kept, CSRF token read from the page) → the client's redirect URI with
// a code → the token endpoint. Token-exchange tests use it to get a real user access token.
import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './app.js';
import { CookieJar } from './cookie-jar.js';

export interface SignInOptions {
  username: string;
  password: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  /**
   * API resource for the access token, named at both the authorization and token requests. A
   * list is named at the authorization request only, as a client that asks for several and
   * picks one at a later grant (organization tokens, refresh with `resource`).
   */
  resource?: string | string[];
  scope?: string;
  /** A jar that already holds a session (or that the caller wants to keep using). */
  jar?: CookieJar;
  /** More authorization request parameters (e.g. `claims`, `login_hint`). */
  authorizationParams?: Record<string, string>;
}

export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/**
 * Follows an authorization URL like a browser: when it lands on /sign-in, submits the form
 * with the credentials. Returns the final redirect (normally the client callback with `code`).
 */
export async function followSignIn(app: TestApp, jar: CookieJar, authUrl: URL | string, credentials?: { username: string; password: string }) {
  let res = await jar.fetch(authUrl);
  if (res.status !== 303) throw new Error(`authorization request: ${res.status} ${await res.text()}`);
  let location = new URL(res.headers.get('location')!, app.url);
  if (location.pathname === '/sign-in' && credentials) {
    const page = await jar.fetch(location);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`sign-in page: ${page.status} ${html}`);
    const form = new URLSearchParams({
      interaction: hidden(html, 'interaction') ?? '',
      csrf: hidden(html, 'csrf') ?? '',
      identifier: credentials.username,
      password: credentials.password,
    });
    res = await jar.fetch(location, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    if (res.status !== 303) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    location = new URL(res.headers.get('location')!, app.url);
  }
  return location;
}

/** Signs in through /sign-in and returns the client callback URL (with `code`). */
/** `challenge` undefined: no PKCE (only for a confidential client whose application has requirePkce off). */
export async function browserSignIn(app: TestApp, options: SignInOptions & { challenge: string | undefined; state: string; nonce?: string }) {
  const jar = options.jar ?? new CookieJar();
  const auth = new URL(`${app.url}/oidc/auth`);
  auth.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    scope: options.scope ?? 'openid profile offline_access',
    state: options.state,
    ...(options.challenge !== undefined ? { code_challenge: options.challenge, code_challenge_method: 'S256' } : {}),
    ...(options.nonce ? { nonce: options.nonce } : {}),
    ...options.authorizationParams,
  }).toString();
  for (const resource of [options.resource ?? []].flat()) if (resource) auth.searchParams.append('resource', resource);
  const callback = await followSignIn(app, jar, auth, options);
  return { jar, callback };
}

export async function tokenRequest(app: TestApp, clientId: string, clientSecret: string | undefined, form: Record<string, string>) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const body = new URLSearchParams(form);
  if (clientSecret) headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
  else body.set('client_id', clientId);
  const res = await fetch(`${app.url}/oidc/token`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as any };
}

export async function signInAndGetTokens(app: TestApp, options: SignInOptions): Promise<TokenResponse & { jar: CookieJar }> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const { jar, callback } = await browserSignIn(app, { ...options, challenge, state });
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) throw new Error(`no code in callback: ${callback}`);
  const token = await tokenRequest(app, options.clientId, options.clientSecret, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: options.redirectUri,
    code_verifier: verifier,
    ...(typeof options.resource === 'string' && options.resource ? { resource: options.resource } : {}),
  });
  if (token.status !== 200) throw new Error(`token request failed: ${token.status} ${JSON.stringify(token.body)}`);
  return { ...(token.body as TokenResponse), jar };
}

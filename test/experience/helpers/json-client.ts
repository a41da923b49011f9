// A JSON client with a cookie jar, as a custom sign-in UI in a browser would call the API.
import { createHash, randomBytes } from 'node:crypto';
import { mintAccessToken } from '../../../src/oidc/access-token.js';
import { createSession } from '../../../src/oidc/sessions.js';
import { decodeJwt } from 'jose';
import type { TestApp } from '../../helpers/app.js';
import { tokenRequest } from '../../helpers/sign-in.js';
import { expect } from 'vitest';
import { Browser } from './browser.js';

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: any;
}

export class JsonClient {
  readonly browser: Browser;
  constructor(
    base: string,
    private readonly bearer?: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {
    this.browser = new Browser(base);
  }

  async call(method: string, path: string, body?: unknown): Promise<JsonResponse> {
    const res = await this.browser.request(
      path,
      {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
          ...this.extraHeaders,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      false,
    );
    return { status: res.status, headers: res.headers, body: res.text ? JSON.parse(res.text) : undefined };
  }
}

/**
 * An access token for the Account API signed by the app's own key, for a sign-in session made
 * for it: what the token endpoint issues for `resource={BASE_URL}/me` after a sign-in (the
 * Account API refuses a token whose session has ended, or that names none).
 */
export async function accountToken(app: TestApp, userId: string, ttlSeconds = 600): Promise<string> {
  const session = await createSession(app.running.services.db, app.clock, userId);
  const { token } = await mintAccessToken(app.running.services.keys, app.clock, app.config.issuer, {
    sub: userId,
    aud: `${app.config.baseUrl}/me`,
    clientId: 'test-spa',
    scope: '',
    ttlSeconds,
    extra: { sid: session.id },
  });
  return token;
}

/**
 * An Account API client that has proved its identity with the password: its calls carry the
 * `logto-verification-id` header that changes of email, phone, password and MFA need.
 */
export async function verifiedAccountClient(app: TestApp, userId: string, password: string): Promise<JsonClient> {
  const token = await accountToken(app, userId);
  const proof = await new JsonClient(app.url, token).call('POST', '/api/verifications/password', { password });
  expect(proof.status, JSON.stringify(proof.body)).toBe(201);
  return new JsonClient(app.url, token, { 'logto-verification-id': proof.body.verificationRecordId });
}

/**
 * Starts an authorization request for `client` in this cookie jar (as a browser following the
 * client's redirect would): the interaction cookie is set; returns the page it was sent to.
 */
export async function startAuthorization(
  browser: Browser,
  client: { clientId: string; redirectUri: string },
  extra: Record<string, string> = {},
): Promise<{ location: URL; verifier: string; state: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const url = new URL('/oidc/auth', browser.base);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: 'openid profile email',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  const res = await browser.request(url.toString(), {}, false);
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`authorization request: ${res.status} ${res.text}`);
  return { location: new URL(location, browser.base), verifier, state };
}

/**
 * A password sign-in through the Experience API, as a custom sign-in UI makes it, brought to
 * the identified user: authorization started for `client` in a fresh cookie jar, SignIn
 * chosen, the password verified and the user identified, each answer checked. What follows
 * (submit, a second factor) is the caller's to test; `flow` redeems the code.
 */
export async function passwordIdentified(
  appUrl: string,
  client: Parameters<typeof startAuthorization>[1],
  user: { username: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ api: JsonClient; flow: Awaited<ReturnType<typeof startAuthorization>> }> {
  const api = new JsonClient(appUrl, undefined, headers);
  const flow = await startAuthorization(api.browser, client);
  expect((await api.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
  const verified = await api.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: user.username },
    password: user.password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await api.call('POST', '/api/experience/identification', { verificationId: verified.body.verificationId });
  expect(identified.status, JSON.stringify(identified.body)).toBe(204);
  return { api, flow };
}

/** Password sign-in through the Experience API, then the TOTP step with `code`; returns both answers. */
export async function passwordThenTotp(
  appUrl: string,
  client: Parameters<typeof startAuthorization>[1],
  user: { username: string; password: string },
  code: string,
) {
  const { api } = await passwordIdentified(appUrl, client, user);
  const totp = await api.call('POST', '/api/experience/mfa/totp', { code });
  const submitted = await api.call('POST', '/api/experience/submit');
  return { totp, submitted };
}

/**
 * Submits an identified interaction and redeems the code as `client` would (PKCE from `flow`):
 * the token answer and its ID token's claims, each step's answer checked.
 */
export async function submitAndRedeem(
  app: TestApp,
  api: JsonClient,
  client: { clientId: string; clientSecret?: string | undefined; redirectUri: string },
  flow: { verifier: string; state: string },
) {
  const submitted = await api.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const redirect = new URL(submitted.body.redirectTo);
  expect(redirect.searchParams.get('state')).toBe(flow.state);
  const token = await tokenRequest(app, client.clientId, client.clientSecret, {
    grant_type: 'authorization_code',
    code: redirect.searchParams.get('code')!,
    redirect_uri: client.redirectUri,
    code_verifier: flow.verifier,
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return { token: token.body, idClaims: decodeJwt(token.body.id_token) };
}

// A JSON client with a cookie jar, as a custom sign-in UI in a browser would call the API.
import { mintAccessToken } from '../../../src/oidc/access-token.js';
import type { TestApp } from '../../helpers/app.js';
import { Browser } from './browser.js';

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: any;
}

export class JsonClient {
  readonly browser: Browser;
  constructor(base: string, private readonly bearer?: string) {
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
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      false,
    );
    return { status: res.status, headers: res.headers, body: res.text ? JSON.parse(res.text) : undefined };
  }
}

/**
 * An access token for the Account API signed by the app's own key (until the OIDC flow is
 * on main, the tests mint what the token endpoint will issue for `resource={BASE_URL}/me`).
 */
export async function accountToken(app: TestApp, userId: string, ttlSeconds = 600): Promise<string> {
  const { token } = await mintAccessToken(app.running.services.keys, app.config.issuer, {
    sub: userId,
    aud: `${app.config.baseUrl}/me`,
    clientId: 'test-spa',
    scope: '',
    ttlSeconds,
  });
  return token;
}

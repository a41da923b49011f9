// The one OpenID Connect relying party, on openid-client, for social and enterprise connectors
// alike: the authorization URL (code flow, state, nonce, PKCE S256) and the code grant, whose ID
// token openid-client validates (signature against the issuer's JWKS when the configuration has
// enableNonRepudiationChecks, iss, aud, azp, exp, iat, nonce) along with the state and the PKCE
// verifier. How a configuration is discovered, and what a failure means, is the caller's.
import type * as OpenIdClient from 'openid-client';
import { openIdClient } from './client.js';

/** What an authorization request binds: kept server-side by the caller until the callback. */
export interface RpAuthorization {
  redirectUri: string;
  scope: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(config: OpenIdClient.Configuration, request: RpAuthorization): Promise<string> {
  const client = await openIdClient();
  return client
    .buildAuthorizationUrl(config, {
      response_type: 'code',
      redirect_uri: request.redirectUri,
      scope: request.scope,
      state: request.state,
      nonce: request.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/** What the callback is checked against; each is checked when given. */
export interface ExpectedCallback {
  state?: string | undefined;
  nonce?: string | undefined;
  codeVerifier?: string | undefined;
}

/** Exchanges the code in `callbackUrl` (the URL the upstream sent the browser to); an ID token is required. */
export async function codeGrant(config: OpenIdClient.Configuration, callbackUrl: URL, expected: ExpectedCallback) {
  const client = await openIdClient();
  return client.authorizationCodeGrant(config, callbackUrl, {
    ...(expected.state !== undefined ? { expectedState: expected.state } : {}),
    ...(expected.nonce !== undefined ? { expectedNonce: expected.nonce } : {}),
    ...(expected.codeVerifier !== undefined ? { pkceCodeVerifier: expected.codeVerifier } : {}),
    idTokenExpected: true,
  });
}

/** The upstream's userinfo for the ID token's subject (openid-client checks that its `sub` is the same). */
export async function userInfo(config: OpenIdClient.Configuration, accessToken: string, sub: string): Promise<OpenIdClient.UserInfoResponse> {
  const client = await openIdClient();
  return client.fetchUserInfo(config, accessToken, sub);
}

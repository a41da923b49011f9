// Plain OAuth 2.0 sign-in (generic, GitHub): an authorization URL with state and PKCE (S256),
// the code exchange, then the user-info endpoint read through the connector's profile map.
// There is no ID token to validate: what proves the user is the token the upstream issued for
// our code (our client secret and PKCE verifier), and the profile is what it answers with it.
import { configurationFor, openIdClient } from './client.js';
import { profileFromClaims } from './profile.js';
import { randomSecret } from './random.js';
import type { CallbackInput, Connector, KeptRequest, SocialOAuth2Settings, UpstreamProfile } from './types.js';

export class UserInfoError extends Error {
  readonly code = 'ERR_USERINFO';
}

export const oauth2Connector: Connector<SocialOAuth2Settings> = {
  kind: 'social-oauth2',

  async authorizationRequest(settings, { state, redirectUri }) {
    const client = await openIdClient();
    const config = await configurationFor(settings);
    const codeVerifier = randomSecret(32);
    const url = client
      .buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: redirectUri,
        ...(settings.scope ? { scope: settings.scope } : {}),
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
    return { url, kept: { state, redirectUri, codeVerifier } };
  },

  async completeSignIn(settings: SocialOAuth2Settings, params: CallbackInput, kept: KeptRequest): Promise<UpstreamProfile> {
    const client = await openIdClient();
    const config = await configurationFor(settings);
    const callback = new URL(kept.redirectUri);
    callback.search = new URLSearchParams(params).toString();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      ...(kept.state !== undefined ? { expectedState: kept.state } : {}),
      ...(kept.codeVerifier !== undefined ? { pkceCodeVerifier: kept.codeVerifier } : {}),
      idTokenExpected: false,
    });
    const res = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(settings.userInfoEndpoint),
      'GET',
      undefined,
      new Headers({ accept: 'application/json' }),
    );
    if (!res.ok) throw new UserInfoError(`the user-info endpoint answered ${res.status}`);
    const body = await res.json();
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new UserInfoError('the user-info endpoint did not answer a JSON object');
    return profileFromClaims(body as Record<string, unknown>, settings.profileMap);
  },
};

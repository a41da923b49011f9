// Plain OAuth 2.0 sign-in (generic, GitHub): an authorization URL with state and PKCE (S256),
// the code exchange, then the user-info endpoint read through the connector's profile map.
// There is no ID token to validate: what proves the user is the token the upstream issued for
// our code (our client secret and PKCE verifier), and the profile is what it answers with it.
import type { ConnectorSettings, UpstreamProfile } from './types.js';
import { configurationFor, openIdClient } from './client.js';
import { profileFromClaims } from './profile.js';
import type { AuthorizationSession, ExchangeSession, SocialProtocol } from './types.js';

export class UserInfoError extends Error {
  readonly code = 'ERR_USERINFO';
}

export const oauth2Protocol: SocialProtocol = {
  async authorizationUrl(settings: ConnectorSettings, session: AuthorizationSession): Promise<string> {
    const client = await openIdClient();
    const config = await configurationFor(settings);
    return client
      .buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: session.redirectUri,
        ...(settings.scope ? { scope: settings.scope } : {}),
        state: session.state,
        code_challenge: await client.calculatePKCECodeChallenge(session.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  },

  async verifyCallback(settings: ConnectorSettings, session: ExchangeSession, params: Record<string, string>): Promise<UpstreamProfile> {
    const client = await openIdClient();
    if (settings.protocol !== 'oauth2') throw new Error('not an OAuth 2.0 connector');
    const config = await configurationFor(settings);
    const callback = new URL(session.redirectUri);
    callback.search = new URLSearchParams(params).toString();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      ...(session.state !== undefined ? { expectedState: session.state } : {}),
      ...(session.codeVerifier !== undefined ? { pkceCodeVerifier: session.codeVerifier } : {}),
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

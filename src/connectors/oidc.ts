// OpenID Connect sign-in (generic, Google, Microsoft): discovery, an authorization URL with
// state, nonce and PKCE (S256), and the code exchange whose ID token openid-client validates —
// signature against the upstream's JWKS, iss, aud, exp, iat and our nonce. The profile is the
// ID token's claims over the UserInfo endpoint's (whose sub must be the ID token's).
import type { ConnectorSettings, UpstreamProfile } from './types.js';
import { configurationFor, openIdClient } from './client.js';
import { profileFromClaims } from './profile.js';
import type { AuthorizationSession, ExchangeSession, SocialProtocol } from './types.js';

export const oidcProtocol: SocialProtocol = {
  async authorizationUrl(settings: ConnectorSettings, session: AuthorizationSession): Promise<string> {
    const client = await openIdClient();
    const config = await configurationFor(settings);
    return client
      .buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: session.redirectUri,
        scope: settings.scope,
        state: session.state,
        nonce: session.nonce!,
        code_challenge: await client.calculatePKCECodeChallenge(session.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  },

  async verifyCallback(settings: ConnectorSettings, session: ExchangeSession, params: Record<string, string>): Promise<UpstreamProfile> {
    const client = await openIdClient();
    const config = await configurationFor(settings);
    const callback = new URL(session.redirectUri);
    callback.search = new URLSearchParams(params).toString();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      ...(session.state !== undefined ? { expectedState: session.state } : {}),
      ...(session.nonce !== undefined ? { expectedNonce: session.nonce } : {}),
      ...(session.codeVerifier !== undefined ? { pkceCodeVerifier: session.codeVerifier } : {}),
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let userInfo: Record<string, unknown> = {};
    if (config.serverMetadata().userinfo_endpoint) {
      userInfo = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    }
    return profileFromClaims({ ...userInfo, ...claims }, { id: 'sub', email: 'email', name: 'name', avatar: 'picture', emailVerified: 'email_verified' });
  },
};

// OpenID Connect social sign-in (generic, Google, Microsoft) over the one relying party
// (oidc-rp.ts), with the connector's cached discovery (client.ts). The profile is the ID token's
// claims over the UserInfo endpoint's (whose sub must be the ID token's).
import type { ConnectorSettings, UpstreamProfile } from './types.js';
import { configurationFor } from './client.js';
import { authorizationUrl, codeGrant, userInfo } from './oidc-rp.js';
import { profileFromClaims } from './profile.js';
import type { AuthorizationSession, ExchangeSession, SocialProtocol } from './types.js';

export const oidcProtocol: SocialProtocol = {
  async authorizationUrl(settings: ConnectorSettings, session: AuthorizationSession): Promise<string> {
    const config = await configurationFor(settings);
    return authorizationUrl(config, { ...session, scope: settings.scope, nonce: session.nonce! });
  },

  async verifyCallback(settings: ConnectorSettings, session: ExchangeSession, params: Record<string, string>): Promise<UpstreamProfile> {
    const config = await configurationFor(settings);
    const callback = new URL(session.redirectUri);
    callback.search = new URLSearchParams(params).toString();
    const tokens = await codeGrant(config, callback, session);
    const claims = tokens.claims()!;
    const info = config.serverMetadata().userinfo_endpoint ? { ...(await userInfo(config, tokens.access_token, claims.sub)) } : {};
    return profileFromClaims({ ...info, ...claims }, { id: 'sub', email: 'email', name: 'name', avatar: 'picture', emailVerified: 'email_verified' });
  },
};

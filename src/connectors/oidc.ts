// OpenID Connect social sign-in (generic, Google, Microsoft) over the one relying party
// (oidc-rp.ts), with the connector's cached discovery (client.ts). The profile is the ID token's
// claims over the UserInfo endpoint's (whose sub must be the ID token's).
import { configurationFor } from './client.js';
import { authorizationUrl, codeGrant, userInfo } from './oidc-rp.js';
import { amrOfIdToken, profileFromClaims } from './profile.js';
import { randomSecret } from './random.js';
import type { CallbackInput, Connector, KeptRequest, SocialOidcSettings, UpstreamProfile } from './types.js';

export const oidcConnector: Connector<SocialOidcSettings> = {
  kind: 'social-oidc',

  async authorizationRequest(settings, { state, redirectUri }) {
    const config = await configurationFor(settings);
    const kept = { state, redirectUri, nonce: randomSecret(24), codeVerifier: randomSecret(32) };
    return { url: await authorizationUrl(config, { ...kept, scope: settings.scope }), kept };
  },

  async completeSignIn(settings: SocialOidcSettings, params: CallbackInput, kept: KeptRequest): Promise<UpstreamProfile> {
    const config = await configurationFor(settings);
    const callback = new URL(kept.redirectUri);
    callback.search = new URLSearchParams(params).toString();
    const tokens = await codeGrant(config, callback, kept);
    const claims = tokens.claims()!;
    const info = config.serverMetadata().userinfo_endpoint ? { ...(await userInfo(config, tokens.access_token, claims.sub)) } : {};
    const profile = profileFromClaims({ ...info, ...claims }, { id: 'sub', email: 'email', name: 'name', avatar: 'picture', emailVerified: 'email_verified' });
    // How the person signed in upstream: the ID token's word only (userinfo is not about the authentication).
    const amr = amrOfIdToken(claims);
    return amr ? { ...profile, amr } : profile;
  },
};

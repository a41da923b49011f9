// The connectors' vocabulary: a connector's settings as the protocol needs them, the profile an
// upstream yields, and the one interface every social protocol implements (an authorization URL
// bound to a state, a nonce and a PKCE verifier kept by the caller, and the callback turned into
// a verified profile). The domain stores and judges these; it imports them from here.
import type { OutboundPolicy } from '../net/outbound-urls.js';

/** What the sign-in keeps server-side between the redirect and the callback (single use). */
export interface AuthorizationSession {
  state: string;
  /** Sent and checked in the ID token (OIDC); absent for plain OAuth 2.0. */
  nonce?: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * What a code exchange checks the callback against. A sign-in's is its AuthorizationSession; an
 * administrator's exchange of a code their own client obtained has no state of ours, and a PKCE
 * verifier and nonce only if that client used them.
 */
export interface ExchangeSession {
  state?: string;
  nonce?: string;
  codeVerifier?: string;
  redirectUri: string;
}

export interface SocialProtocol {
  /** The upstream's authorization URL for this session. */
  authorizationUrl(settings: ConnectorSettings, session: AuthorizationSession): Promise<string>;
  /**
   * Exchanges the callback's parameters for tokens, validates them (state, PKCE, and for OIDC
   * the ID token's signature, iss, aud, exp and nonce) and returns the profile.
   */
  verifyCallback(settings: ConnectorSettings, session: ExchangeSession, callbackParams: Record<string, string>): Promise<UpstreamProfile>;
}

/** Which claim of the upstream's user info holds each profile field (OAuth 2.0 connectors). */
export interface ProfileMap {
  id: string;
  email?: string;
  name?: string;
  avatar?: string;
  /** A boolean claim saying the provider verified the email; without one the email counts as unverified. */
  emailVerified?: string;
}

export type TokenEndpointAuthMethod = 'client_secret_basic' | 'client_secret_post';

/**
 * What the protocol layer needs to talk to the upstream, with the secret opened, and the rule its
 * every request is held to (src/net/outbound-urls.ts).
 */
export type ConnectorSettings =
  | {
      protocol: 'oidc';
      issuer: string;
      clientId: string;
      clientSecret: string;
      scope: string;
      tokenEndpointAuthMethod: TokenEndpointAuthMethod;
      outbound: OutboundPolicy;
    }
  | {
      protocol: 'oauth2';
      outbound: OutboundPolicy;
      authorizationEndpoint: string;
      tokenEndpoint: string;
      userInfoEndpoint: string;
      clientId: string;
      clientSecret: string;
      scope: string;
      profileMap: ProfileMap;
      tokenEndpointAuthMethod: TokenEndpointAuthMethod;
    };

/** What a connector's upstream says about the person, after its tokens were validated. */
export interface UpstreamProfile {
  /** The upstream's stable user id (`sub`, or the profile map's id claim). */
  id: string;
  email?: string;
  /** True only when the upstream explicitly said the email is verified. */
  emailVerified: boolean;
  name?: string;
  avatar?: string;
  /** The upstream's claims, kept on the linked identity. */
  details: Record<string, unknown>;
}

/** What an administrator's exchange of an upstream authorization code needs. */
export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  nonce?: string;
  iss?: string;
}

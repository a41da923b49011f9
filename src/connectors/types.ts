// The one interface every social protocol implements: an authorization URL bound to a state, a
// nonce and a PKCE verifier kept by the caller, and the callback turned into a verified profile.
import type { ConnectorSettings } from '../domain/federation/connectors.js';
import type { UpstreamProfile } from '../domain/federation/social-sign-in.js';

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

// The connectors' vocabulary: the one interface every connector kind implements (an authorization
// request bound to the caller's state and to secrets the connector makes, which the caller keeps;
// then the upstream's answer checked against them and turned into a verified profile), a social
// connector's settings, and the profile an upstream yields. The domain stores and judges these; it
// imports them from here.
import type { OutboundPolicy } from '../net/outbound-urls.js';

/** The kinds of connector: social OAuth 2.0 and OIDC, enterprise OIDC and SAML. */
export type ConnectorKind = 'social-oauth2' | 'social-oidc' | 'enterprise-oidc' | 'enterprise-saml';

/** What a sign-in sends upstream with, chosen by the caller. */
export interface AuthorizationInput {
  /** Echoed in the upstream's answer (OAuth's state, SAML's RelayState): names the request. */
  state: string;
  /** Where the upstream sends the browser back. */
  redirectUri: string;
}

/**
 * What the caller keeps server-side between the redirect and the callback (used once): the
 * state and redirect URI it chose, and what the connector made for this request.
 */
export interface KeptRequest {
  /** Absent for an administrator's exchange of a code their own client obtained (its state was theirs). */
  state?: string;
  redirectUri: string;
  /**
   * The one-time value the answer must carry back, binding it to this request: OIDC's nonce (in
   * the ID token), SAML's AuthnRequest ID (the response's InResponseTo). Absent for OAuth 2.0.
   */
  nonce?: string;
  /** OAuth 2.0 and OIDC: the PKCE verifier the code is exchanged with. */
  codeVerifier?: string;
}

/** The upstream's URL for the browser, and what to keep until its answer. */
export interface StartedRequest {
  url: string;
  kept: KeptRequest;
}

/**
 * The upstream's answer as it reached us: the callback's query for OAuth 2.0 and OIDC (code,
 * state, iss, or error), the posted form for SAML (SAMLResponse).
 */
export type CallbackInput = Readonly<Record<string, string>>;

/**
 * The one interface every connector kind implements. `Config` is the kind's settings, with
 * secrets opened. Protocol only: no database, no accounts; failures are the libraries' errors (or
 * the kind's own), which the domain turns into its own.
 */
export interface Connector<Config> {
  readonly kind: ConnectorKind;
  /** The URL that sends the browser to the upstream, bound to `input.state` and to secrets made here. */
  authorizationRequest(config: Config, input: AuthorizationInput): Promise<StartedRequest>;
  /**
   * The upstream's answer checked against what was kept (state, PKCE, nonce, the ID token's
   * signature, iss, aud and exp; SAML's signature, audience, InResponseTo and recipient) and
   * turned into the person's profile.
   */
  completeSignIn(config: Config, callback: CallbackInput, kept: KeptRequest): Promise<UpstreamProfile>;
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

/** What a connector's upstream says about the person, after its answer was validated. */
export interface UpstreamProfile {
  /** The upstream's stable user id (`sub`, the profile map's id claim, SAML's NameID or mapped attribute). */
  id: string;
  /** Who vouched (enterprise connectors: the ID token's `iss`, the assertion's Issuer). */
  issuer?: string;
  email?: string;
  /** True only when the upstream explicitly said the email is verified. */
  emailVerified: boolean;
  name?: string;
  avatar?: string;
  /** The upstream's claims, kept on the linked identity. */
  details: Record<string, unknown>;
  /** SAML: the assertion's ID and end of validity, recorded by the caller so a replay is refused. */
  assertion?: { id: string; notOnOrAfter: Date };
  /**
   * How the person signed in at the upstream, as it said so: an OpenID Connect ID token's `amr`
   * (its strings, not userinfo's), or what SAML's AuthnContextClassRef names in RFC 8176 terms.
   * Which of them count for the session is the domain's rule (src/domain/sign-in/sign-in-state.ts).
   */
  amr?: string[];
}

/** What an administrator's exchange of an upstream authorization code needs. */
export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  nonce?: string;
  iss?: string;
}

/** A social OpenID Connect connector's settings. */
export type SocialOidcSettings = Extract<ConnectorSettings, { protocol: 'oidc' }>;
/** A social OAuth 2.0 connector's settings. */
export type SocialOAuth2Settings = Extract<ConnectorSettings, { protocol: 'oauth2' }>;

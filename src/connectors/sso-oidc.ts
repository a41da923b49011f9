// OpenID Connect for enterprise SSO connectors: the issuer's discovery under the outbound rule
// (its signature checks on: enableNonRepudiationChecks), then the one relying party (oidc-rp.ts)
// for the authorization URL and the code exchange, with the IdP's refusals as OidcSsoError.
// Protocol only: no database, no accounts.
import type * as OpenIdClient from 'openid-client';
import { checkOutboundUrl, OutboundUrlRefused, outboundRefusalIn, type OutboundPolicy } from '../net/outbound-urls.js';
import { openIdClient } from './client.js';
import * as rp from './oidc-rp.js';
import { guardedFetch } from './guarded-fetch.js';
import { amrOfIdToken } from './profile.js';
import { randomSecret } from './random.js';
import type { CallbackInput, Connector, KeptRequest, UpstreamProfile } from './types.js';

export interface OidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** The rule every request to the IdP is held to (src/net/outbound-urls.ts). */
  outbound: OutboundPolicy;
}

/** A refusal of the upstream exchange; `message` is safe to show (no secrets, no tokens). */
export class OidcSsoError extends Error {
  constructor(
    readonly reason: 'discovery_failed' | 'insecure_issuer' | 'invalid_response' | 'url_not_allowed',
    message: string,
  ) {
    super(message);
  }
}

/** The identity an ID token (and the claims next to it) asserts. */
export interface OidcClaims {
  issuer: string;
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  claims: Record<string, unknown>;
  /** The ID token's `amr`, when it has one. */
  amr?: string[];
}

/** A refusal by the outbound rule, as this module's error. */
const notAllowed = (refused: OutboundUrlRefused) => new OidcSsoError('url_not_allowed', refused.message);

/**
 * The issuer's configuration. The issuer, and every endpoint its discovery names, are held to the
 * outbound rule: https (plain http only to this machine, in development), never an internal address.
 */
async function discover(idp: OidcIdp): Promise<OpenIdClient.Configuration> {
  const client = await openIdClient();
  let issuer: URL;
  try {
    issuer = checkOutboundUrl(idp.issuer, idp.outbound, 'the issuer');
  } catch (error) {
    if (error instanceof OutboundUrlRefused) throw new OidcSsoError(error.host ? 'url_not_allowed' : 'insecure_issuer', error.message);
    throw error;
  }
  const insecure = issuer.protocol === 'http:';
  try {
    // The ID token's signature is checked against the issuer's JWKS too: TLS alone would do for a
    // token fetched directly (OIDC Core 3.1.3.7), but not over the plain http allowed on loopback,
    // and a signature check costs little.
    return await client.discovery(issuer, idp.clientId, { client_secret: idp.clientSecret }, client.ClientSecretBasic(idp.clientSecret), {
      execute: [...(insecure ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks],
      timeout: 10,
      [client.customFetch]: guardedFetch(idp.outbound, 'the identity provider’s URL'),
    });
  } catch (error) {
    const refused = outboundRefusalIn(error);
    if (refused) throw notAllowed(refused);
    throw new OidcSsoError('discovery_failed', `the issuer's discovery failed: ${(error as Error).message}`);
  }
}

/** Secrets of one authorization request, kept server-side until the callback. */
interface OidcRequestSecrets {
  state?: string | undefined;
  nonce?: string | undefined;
  codeVerifier?: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The callback: `currentUrl` is the URL the IdP sent the browser to (code and state, or an error).
 * Exchanges the code with the PKCE verifier and checks state and ID token (nonce included).
 */
async function exchangeCode(config: OpenIdClient.Configuration, currentUrl: URL, secrets: OidcRequestSecrets): Promise<OidcClaims> {
  // An error answer (RFC 6749 4.1.2.1): refused as it is, with the IdP's code (never a token).
  const upstreamError = currentUrl.searchParams.get('error');
  if (upstreamError) {
    const description = currentUrl.searchParams.get('error_description');
    throw new OidcSsoError(
      'invalid_response',
      `the identity provider answered ${upstreamError.slice(0, 64)}${description ? `: ${description.slice(0, 200)}` : ''}`,
    );
  }
  let tokens: Awaited<ReturnType<typeof rp.codeGrant>>;
  try {
    tokens = await rp.codeGrant(config, currentUrl, secrets);
  } catch (error) {
    const refused = outboundRefusalIn(error);
    if (refused) throw notAllowed(refused);
    // openid-client wraps oauth4webapi's precise reason (which claim, which check) as the cause.
    const e = error as { error?: unknown; error_description?: unknown; message?: string; cause?: unknown };
    const cause = e.cause instanceof Error ? `: ${e.cause.message}` : '';
    const detail =
      typeof e.error === 'string' ? `${e.error}${typeof e.error_description === 'string' ? `: ${e.error_description}` : ''}` : `${e.message}${cause}`;
    throw new OidcSsoError('invalid_response', `the identity provider's answer was refused (${detail})`);
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw new OidcSsoError('invalid_response', 'the identity provider returned no ID token');
  let claims: Record<string, unknown> & typeof idClaims = idClaims;
  // Many IdPs keep email and profile for userinfo when an access token is issued (OIDC Core 5.4):
  // ask it, for the same subject (openid-client checks that userinfo's sub is the ID token's).
  if (idClaims.email === undefined && config.serverMetadata().userinfo_endpoint) {
    try {
      claims = { ...(await rp.userInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
    } catch (error) {
      const refused = outboundRefusalIn(error);
      if (refused) throw notAllowed(refused);
      throw new OidcSsoError('invalid_response', `the identity provider's userinfo was refused (${(error as Error).message})`);
    }
  }
  // From the ID token itself: userinfo says nothing about how the person signed in.
  const amr = amrOfIdToken(idClaims);
  return {
    issuer: claims.iss,
    sub: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    picture: text(claims.picture),
    claims: { ...claims },
    ...(amr ? { amr } : {}),
  };
}

/**
 * Enterprise OIDC as a connector: the issuer discovered on every request (an administrator's
 * change of issuer or keys takes effect at once), a nonce and PKCE verifier of 32 random bytes each
 * (as openid-client's own helpers make them). Only an email the IdP says it verified is kept as
 * verified; the claims are kept whole.
 */
export const enterpriseOidcConnector: Connector<OidcIdp> = {
  kind: 'enterprise-oidc',

  async authorizationRequest(idp, { state, redirectUri }) {
    const config = await discover(idp);
    const kept = { state, redirectUri, nonce: randomSecret(32), codeVerifier: randomSecret(32) };
    return { url: await rp.authorizationUrl(config, { ...kept, scope: idp.scope }), kept };
  },

  async completeSignIn(idp: OidcIdp, params: CallbackInput, kept: KeptRequest): Promise<UpstreamProfile> {
    const config = await discover(idp);
    const currentUrl = new URL(kept.redirectUri);
    currentUrl.search = new URLSearchParams(params).toString();
    const claims = await exchangeCode(config, currentUrl, kept);
    return {
      id: claims.sub,
      issuer: claims.issuer,
      ...(claims.email !== null ? { email: claims.email } : {}),
      emailVerified: claims.emailVerified,
      ...(claims.name !== null ? { name: claims.name } : {}),
      ...(claims.picture !== null ? { avatar: claims.picture } : {}),
      details: claims.claims,
      ...(claims.amr ? { amr: claims.amr } : {}),
    };
  },
};

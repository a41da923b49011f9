// Validation of an authorization request (RFC 6749 §4.1.1, RFC 7636, RFC 8707, OIDC Core
// §3.1.2.1). Until the client and its redirect URI are established, errors must be shown to
// the user (a redirect would hand them to an unverified URL); after that they go back to the
// client by redirect.
import type { Db } from '../db/database.js';
import { requiresPkce } from '../domain/directory/applications.js';
import { findApplicationById, type Application } from '../domain/oauth/oidc-clients.js';
import { findResourceByIndicator, mayRequestResource } from '../domain/oauth/token-resources.js';
import { ORGANIZATIONS_RESOURCE } from '../domain/directory/organization-tokens.js';
import type { RequestedClaims } from '../domain/oauth/user-claims.js';
import { acrRequestOf, unsatisfiableAcr, type AcrRequest } from '../domain/oauth/acr.js';
import { parseClaimsParameter } from './claims-parameter.js';
import { OAuthError } from './errors.js';

export const PUBLIC_CLIENT_TYPES = new Set(['Native', 'SPA']);
/** The response modes of the code flow answered here (src/oidc/authorization-response.ts). */
export const RESPONSE_MODES = ['query', 'form_post'] as const;
export type ResponseMode = (typeof RESPONSE_MODES)[number];
const PROMPTS = new Set(['none', 'login', 'consent', 'create']);
const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;
/** A base64url SHA-256 thumbprint (RFC 7638): 43 characters. */
const JWK_THUMBPRINT = /^[A-Za-z0-9_-]{43}$/;

/** The validated request, stored with the interaction and replayed when it completes. */
export interface AuthorizationParams {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  /** RFC 9449 §10: the thumbprint of the DPoP key that must redeem the code. */
  dpopJkt?: string;
  resources: string[];
  prompt: string[];
  maxAge?: number;
  /** The end-user's preferred languages for the sign-in pages (OIDC Core §3.1.2.1), space-separated BCP 47 tags. */
  uiLocales?: string;
  /** The claims the `claims` parameter named (OIDC Core §5.5), kept with the grant. */
  claims?: RequestedClaims;
  /** What `acr_values` and the `claims` parameter's `id_token.acr` asked of the sign-in (src/domain/oauth/acr.ts), kept with the grant. */
  acr?: AcrRequest;
  /** How the response goes back (absent: query). */
  responseMode?: ResponseMode;
  /** OIDC Core §3.1.2.1: the identifier the sign-in page starts with. */
  loginHint?: string;
  /** The compatible product's `first_screen`: the page the sign-in starts on. */
  firstScreen?: FirstScreen;
  /** The compatible product's `direct_sign_in`: straight to one social or enterprise provider. */
  directSignIn?: { method: 'social' | 'sso'; target: string };
  /**
   * Not from an authorization request: a sign-in started by one of our own pages (the device
   * verification page, src/experience/pages/device.ts), which the browser returns to, at this
   * path, once signed in. No code is issued and nothing is sent to the client's redirect URI.
   */
  returnTo?: string;
}

/** The compatible product's `first_screen` values. */
export const FIRST_SCREENS = ['sign_in', 'register', 'identifier:sign_in', 'identifier:register', 'reset_password', 'single_sign_on'] as const;
export type FirstScreen = (typeof FIRST_SCREENS)[number];
const DIRECT_SIGN_IN = /^(social|sso):([A-Za-z0-9_.-]{1,128})$/;
/** Longer than any identifier (an email address is at most 254 characters). */
const LOGIN_HINT_MAX_LENGTH = 320;

/** An error shown to the user: no trustworthy redirect URI is known yet. */
export class AuthorizationPageError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** An error returned to the client at its (verified) redirect URI. */
export class AuthorizationRedirectError extends OAuthError {
  constructor(
    error: string,
    description: string,
    readonly redirectUri: string,
    readonly state: string | undefined,
    readonly responseMode?: ResponseMode,
  ) {
    super(error, description);
  }
}

type Raw = Record<string, unknown>;

function single(raw: Raw, name: string, fail: (d: string) => Error): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw fail(`parameter ${name} must not be repeated`);
  return value;
}

/**
 * `pushed`: the parameters came from /oidc/par (a request_uri it handed out, or the push being
 * validated), which a client set to require pushed authorization requests must use.
 * request_uri and request objects are resolved before (authorization-parameters.ts): `raw` holds
 * the parameters themselves.
 */
export async function parseAuthorizationRequest(
  db: Db,
  raw: Raw,
  options: { pushed?: boolean } = {},
): Promise<{ params: AuthorizationParams; client: Application }> {
  const page = (d: string) => new AuthorizationPageError('invalid_request', d);
  const clientId = single(raw, 'client_id', page);
  if (!clientId) throw page('client_id is required');
  const client = await findApplicationById(db, clientId);
  if (!client) throw new AuthorizationPageError('invalid_client', 'client_id is not a known application');
  const redirectUri = single(raw, 'redirect_uri', page);
  if (!redirectUri) throw page('redirect_uri is required');
  // Exact string match (no normalisation, no prefix or wildcard): RFC 9700 §4.1.3.
  if (!client.oidcClientMetadata.redirectUris.includes(redirectUri)) {
    throw page('redirect_uri is not registered for this application');
  }

  const state = single(raw, 'state', page);
  // Read first: every later error goes back in the mode the client asked for.
  const responseModeRaw = single(raw, 'response_mode', (d) => new AuthorizationRedirectError('invalid_request', d, redirectUri, state));
  if (responseModeRaw !== undefined && !(RESPONSE_MODES as readonly string[]).includes(responseModeRaw)) {
    throw new AuthorizationRedirectError('invalid_request', `response_mode must be one of: ${RESPONSE_MODES.join(', ')}`, redirectUri, state);
  }
  const responseMode = responseModeRaw === 'form_post' ? 'form_post' : undefined;
  const fail = (error: string, d: string) => new AuthorizationRedirectError(error, d, redirectUri, state, responseMode);
  const redirectable = (d: string) => fail('invalid_request', d);

  // RFC 9126 §4: a client held to PAR passes its request data only through the PAR endpoint.
  if (client.oidcClientMetadata.requirePushedAuthorizationRequests && !options.pushed) {
    throw redirectable('this client must push its authorization requests to the pushed authorization request endpoint (/oidc/par) and send the request_uri');
  }
  // Resolved before this point; here only as parameters of a pushed request, which may not hold them.
  if (raw.request !== undefined || raw.request_uri !== undefined) throw redirectable('request and request_uri must not be given here');
  const responseType = single(raw, 'response_type', redirectable);
  if (!responseType) throw redirectable('response_type is required');
  // The implicit and hybrid flows are left out by design (RFC 9700 §2.1.2): the description says
  // what to set instead, for the library whose default this most often is.
  if (responseType !== 'code') {
    throw fail(
      'unsupported_response_type',
      'only response_type=code is supported: the implicit and hybrid flows are not offered (RFC 9700 §2.1.2); configure your client for the authorization code flow with PKCE (express-openid-connect: authorizationParams.response_type "code")',
    );
  }
  if (client.type === 'MachineToMachine') {
    throw fail('unauthorized_client', 'machine-to-machine applications cannot use the authorization code flow');
  }

  const codeChallenge = single(raw, 'code_challenge', redirectable);
  const method = single(raw, 'code_challenge_method', redirectable);
  if (codeChallenge !== undefined) {
    if ((method ?? 'plain') !== 'S256') throw redirectable('code_challenge_method must be S256');
    if (!PKCE_CHALLENGE.test(codeChallenge)) throw redirectable('code_challenge is malformed');
  } else {
    if (method !== undefined) throw redirectable('code_challenge_method given without code_challenge');
    if (requiresPkce(client.type, client.customClientMetadata)) {
      throw redirectable(
        PUBLIC_CLIENT_TYPES.has(client.type)
          ? 'PKCE (code_challenge with S256) is required for public clients'
          : 'PKCE (code_challenge with S256) is required for this client (its application setting requirePkce is on)',
      );
    }
  }

  const dpopJkt = single(raw, 'dpop_jkt', redirectable);
  if (dpopJkt !== undefined && !JWK_THUMBPRINT.test(dpopJkt)) throw redirectable('dpop_jkt must be the base64url SHA-256 JWK thumbprint of the DPoP key');

  const prompt = (single(raw, 'prompt', redirectable) ?? '').split(' ').filter(Boolean);
  const unknownPrompt = prompt.find((p) => !PROMPTS.has(p));
  if (unknownPrompt) throw redirectable(`unsupported prompt value: ${unknownPrompt}`);
  if (prompt.includes('none') && prompt.length > 1) throw redirectable('prompt=none must not be combined with other values');

  const maxAgeRaw = single(raw, 'max_age', redirectable);
  let maxAge: number | undefined;
  if (maxAgeRaw !== undefined) {
    maxAge = Number(maxAgeRaw);
    if (!Number.isInteger(maxAge) || maxAge < 0) throw redirectable('max_age must be a non-negative integer');
  }

  const rawResources = raw.resource === undefined ? [] : Array.isArray(raw.resource) ? raw.resource : [raw.resource];
  const resources: string[] = [];
  for (const indicator of rawResources) {
    if (typeof indicator !== 'string' || !indicator) throw fail('invalid_target', 'resource must be a non-empty string');
    // Not an API resource: naming it asks for organization tokens later (refresh_token grant with
    // organization_id); what they may hold is decided then, by membership and organization roles.
    if (indicator === ORGANIZATIONS_RESOURCE) {
      if (!resources.includes(indicator)) resources.push(indicator);
      continue;
    }
    const resource = await findResourceByIndicator(db, indicator);
    if (!resource) throw fail('invalid_target', `resource is not a known API resource: ${indicator}`);
    if (!mayRequestResource(resource, client.customClientMetadata)) {
      throw fail('invalid_target', 'this application may not request the Management API');
    }
    if (!resources.includes(indicator)) resources.push(indicator);
  }

  const scope = [...new Set((single(raw, 'scope', redirectable) ?? '').split(' ').filter(Boolean))].join(' ');
  const nonce = single(raw, 'nonce', redirectable);
  // A hint, never a reason to refuse: well-formed tags kept (at most 10), anything else ignored.
  const uiLocales = (single(raw, 'ui_locales', redirectable) ?? '')
    .split(' ')
    .filter((tag) => tag.length <= 35 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag))
    .slice(0, 10)
    .join(' ');
  // Hints, never reasons to refuse: a login_hint too long or with control characters is ignored.
  const loginHintRaw = single(raw, 'login_hint', redirectable)?.trim();
  // eslint-disable-next-line no-control-regex
  const loginHint = loginHintRaw && loginHintRaw.length <= LOGIN_HINT_MAX_LENGTH && !/[\u0000-\u001f\u007f]/.test(loginHintRaw) ? loginHintRaw : undefined;
  const firstScreenRaw = single(raw, 'first_screen', redirectable);
  if (firstScreenRaw !== undefined && !(FIRST_SCREENS as readonly string[]).includes(firstScreenRaw)) {
    throw redirectable(`first_screen must be one of: ${FIRST_SCREENS.join(', ')}`);
  }
  const firstScreen = firstScreenRaw as FirstScreen | undefined;
  const directRaw = single(raw, 'direct_sign_in', redirectable);
  const direct = directRaw === undefined ? undefined : DIRECT_SIGN_IN.exec(directRaw);
  if (directRaw !== undefined && !direct) throw redirectable('direct_sign_in must be social:<connector> or sso:<connector id>');
  const directSignIn = direct ? { method: direct[1] as 'social' | 'sso', target: direct[2]! } : undefined;

  const claimsRaw = single(raw, 'claims', redirectable);
  let claims: RequestedClaims | undefined;
  let acrClaim: AcrRequest | undefined;
  if (claimsRaw !== undefined) {
    const parsed = parseClaimsParameter(claimsRaw);
    if ('refused' in parsed) throw redirectable(parsed.refused);
    if (parsed.claims.idToken.length || parsed.claims.userinfo.length) claims = parsed.claims;
    acrClaim = parsed.acr;
  }
  const acr = acrRequestOf(single(raw, 'acr_values', redirectable), acrClaim);
  // OIDC Core §5.5.1.1 with the Unmet Authentication Requirements error code: an essential acr
  // this server can never assert fails the request before anyone is asked to sign in.
  const unmet = unsatisfiableAcr(acr);
  if (unmet) throw fail('unmet_authentication_requirements', unmet);
  const params: AuthorizationParams = {
    clientId,
    redirectUri,
    scope,
    resources,
    prompt,
    ...(state !== undefined ? { state } : {}),
    ...(nonce !== undefined ? { nonce } : {}),
    ...(codeChallenge !== undefined ? { codeChallenge } : {}),
    ...(dpopJkt !== undefined ? { dpopJkt } : {}),
    ...(maxAge !== undefined ? { maxAge } : {}),
    ...(uiLocales ? { uiLocales } : {}),
    ...(claims ? { claims } : {}),
    ...(acr ? { acr } : {}),
    ...(responseMode ? { responseMode } : {}),
    ...(loginHint ? { loginHint } : {}),
    ...(firstScreen ? { firstScreen } : {}),
    ...(directSignIn ? { directSignIn } : {}),
  };
  return { params, client };
}

/** The client's redirect URI with the response parameters (RFC 9207 `iss` included). */
export function clientRedirect(redirectUri: string, issuer: string, values: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set('iss', issuer);
  return url.toString();
}

// A token request in the protocol's own terms: the form fields of RFC 6749 §4 and its extensions
// (PKCE, RFC 8693 token exchange, RFC 8707 resource indicators) that the grants read, named in
// camelCase, each a string and `resource` a list.
import { invalidRequest } from '../errors.js';

export interface TokenRequest {
  /** `grant_type`. */
  grantType: string;
  /** Requested scopes, space-separated. */
  scope?: string;
  /** RFC 8707 resource indicators (the first one is the token's audience); the one field that may repeat. */
  resource?: string[];
  /** The authorization code (authorization_code grant). */
  code?: string;
  /** The redirect URI of the authorization request (authorization_code grant). */
  redirectUri?: string;
  /** PKCE verifier (RFC 7636). */
  codeVerifier?: string;
  /** The refresh token (refresh_token grant). */
  refreshToken?: string;
  /** The device code (RFC 8628 device_code grant). */
  deviceCode?: string;
  /** RFC 8693 subject token and its type. */
  subjectToken?: string;
  subjectTokenType?: string;
  /** RFC 8693 actor token and its type. */
  actorToken?: string;
  actorTokenType?: string;
  /** RFC 8693 requested token type. */
  requestedTokenType?: string;
  /** RFC 8693 audience (a logical name); Tessera names the target by `resource`. */
  audience?: string;
  /** The organization to scope the token to. */
  organizationId?: string;
  /** Transaction tokens: the incoming request's context (`request_context`, a JSON object). */
  requestContext?: string;
  /** Transaction tokens: the transaction's details (`request_details`, a JSON object). */
  requestDetails?: string;
  /**
   * Not a form field: the RFC 7638 thumbprint of the key the request's `DPoP` proof proved
   * (RFC 9449), set by the handler once the proof passed; the issued tokens are bound to it.
   */
  dpopJkt?: string;
}

type SingleField = Exclude<keyof TokenRequest, 'resource'>;

/** Form field → request field. `resource` may repeat (RFC 8707); nothing else may. */
const fields: Record<string, SingleField> = {
  grant_type: 'grantType',
  scope: 'scope',
  code: 'code',
  redirect_uri: 'redirectUri',
  code_verifier: 'codeVerifier',
  refresh_token: 'refreshToken',
  device_code: 'deviceCode',
  subject_token: 'subjectToken',
  subject_token_type: 'subjectTokenType',
  actor_token: 'actorToken',
  actor_token_type: 'actorTokenType',
  requested_token_type: 'requestedTokenType',
  audience: 'audience',
  organization_id: 'organizationId',
  request_context: 'requestContext',
  request_details: 'requestDetails',
};

/**
 * The request a form (form.ts) makes. Fields no grant reads are left out; a repeated field other
 * than `resource`, an empty resource and a missing grant_type are refused (invalid_request).
 */
export function tokenRequestOf(form: Record<string, string | string[]>): TokenRequest {
  const request: Partial<TokenRequest> = {};
  // for…in over own names: the form has no prototype (form.ts), and no entries array is made.
  for (const name in form) {
    if (!Object.hasOwn(form, name)) continue;
    const value = form[name];
    if (name === 'resource') {
      const list = Array.isArray(value) ? value : [value];
      if (!list.every((v) => typeof v === 'string' && v.length > 0)) throw invalidRequest('resource must be a non-empty string');
      request.resource = list as string[];
      continue;
    }
    if (Array.isArray(value)) throw invalidRequest(`parameter ${name} must not be repeated`);
    const field = fields[name];
    if (field && typeof value === 'string') request[field] = value;
  }
  if (typeof request.grantType !== 'string' || !request.grantType) throw invalidRequest('grant_type is required');
  return request as TokenRequest;
}

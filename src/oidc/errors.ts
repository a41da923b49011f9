// OAuth 2.0 errors (RFC 6749 §5.2 and extensions). Each carries its HTTP status; the
// description is written for the client and never contains internals.

export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export const invalidRequest = (d: string) => new OAuthError('invalid_request', d);
export const invalidClient = (d: string) => new OAuthError('invalid_client', d, 401);

/** invalid_client for an application that exists (wrong secret, wrong method): audit can name it. */
export class ClientAuthenticationFailed extends OAuthError {
  constructor(
    description: string,
    readonly applicationId: string | undefined,
  ) {
    super('invalid_client', description, 401);
  }
}
export const invalidGrant = (d: string) => new OAuthError('invalid_grant', d);
export const unauthorizedClient = (d: string) => new OAuthError('unauthorized_client', d);
export const unsupportedGrantType = (d: string) => new OAuthError('unsupported_grant_type', d);
export const invalidScope = (d: string) => new OAuthError('invalid_scope', d);
export const invalidTarget = (d: string) => new OAuthError('invalid_target', d);
export const accessDenied = (d: string, status = 400) => new OAuthError('access_denied', d, status);
export const serverError = () => new OAuthError('server_error', 'the server could not complete the request', 500);

/** The RFC 6749 §5.2 body. */
export function oauthErrorBody(e: OAuthError) {
  return { error: e.error, error_description: e.description };
}

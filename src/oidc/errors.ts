// OAuth 2.0 errors (RFC 6749 §5.2 and extensions). Each carries its HTTP status; the
// description is written for the client and never contains internals.
import { log } from '../observability/logger.js';
import { loggable } from '../domain/errors.js';
import { RETRY_AFTER_SECONDS, serviceUnavailableOf } from '../domain/service-unavailable.js';

/** Retry-After of a 503 answer (temporarily_unavailable). */
export const OAUTH_RETRY_AFTER = String(RETRY_AFTER_SECONDS);

export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    /** Seconds for Retry-After, when the answer says when to come back. */
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}

/**
 * 429 while the client id is held off after failed client authentications (domain/sign-in/throttles.ts).
 * RFC 6749 has no code of its own for it: `temporarily_unavailable` is its code for "try again
 * later" (and ours for 503), which clients already treat as retryable; the device flow's
 * `slow_down` (RFC 8628) means "keep polling, more slowly" and only to device-flow clients.
 */
export const clientThrottled = (description: string, retryAfter: number) => new OAuthError('temporarily_unavailable', description, 429, retryAfter);

/** The Retry-After of an OAuth answer: a throttle's own, or the outage's for a 503. */
export const retryAfterOf = (e: OAuthError): string | undefined =>
  e.retryAfter !== undefined ? String(e.retryAfter) : e.status === 503 ? OAUTH_RETRY_AFTER : undefined;

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

/** RFC 6749 §4.1.2.1's temporarily_unavailable, for every OAuth answer while the database is unreachable (503). */
export const temporarilyUnavailable = () => new OAuthError('temporarily_unavailable', 'the server is temporarily unavailable; retry shortly', 503);

/**
 * The OAuth error to answer for any error: itself when it is one, temporarily_unavailable during
 * a database outage (not logged: the outage is, once), else server_error, logged as `what`.
 */
export function oauthErrorOf(error: unknown, what: string, requestId?: string): OAuthError {
  if (error instanceof OAuthError) return error;
  if (serviceUnavailableOf(error)) return temporarilyUnavailable();
  log(requestId).error(`${what}: ${loggable(error)}`);
  return serverError();
}

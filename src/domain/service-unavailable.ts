// The one error that is neither the client's nor a bug: the service cannot answer now (its
// database is unreachable) and will again shortly. Not a DomainError: no business rule refused
// anything, and it must not become a mutation's userErrors. Each front renders it as a 503
// with Retry-After — REST `{ code: 'service.unavailable' }`, GraphQL `SERVICE_UNAVAILABLE`,
// OAuth `temporarily_unavailable`, a page saying to try again — and logs nothing for it: the
// database layer logs the outage once when it starts and once when it ends.
import { log } from '../observability/logger.js';
import { isDatabaseOutage } from '../db/availability.js';
import { loggable } from './errors.js';

/** What a client is told to wait before retrying (seconds). */
export const RETRY_AFTER_SECONDS = 5;

export class ServiceUnavailable extends Error {
  override readonly name = 'ServiceUnavailable';
  readonly code = 'service.unavailable';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor(message = 'The service is temporarily unavailable; retry shortly.') {
    super(message);
  }
}

/** The outage an error stands for: itself, or a connection error the database layer met; undefined otherwise. */
export function serviceUnavailableOf(error: unknown): ServiceUnavailable | undefined {
  if (error instanceof ServiceUnavailable) return error;
  return isDatabaseOutage(error) ? new ServiceUnavailable() : undefined;
}

/** A background task's failure, logged unless it is the outage (which the database layer logs once). */
export function logFailure(what: string, error: unknown, requestId?: string): void {
  if (serviceUnavailableOf(error)) return;
  log(requestId).error(`${what}: ${loggable(error)}`);
}

/**
 * A refused or failed request's audit entry, written unless what ended the request was the
 * outage. That entry would go to the database that just did not answer, and the client would
 * wait for it a second time before its 503: on a hung database, a query timeout and then a new
 * connection's 5 s (CI saw a token request answered after 10 s). The outage itself is logged
 * once by the database layer. Never throws: the write must not replace the client's answer.
 */
export async function auditRefusal(cause: unknown, write: () => Promise<void>, what: string, requestId?: string): Promise<void> {
  if (serviceUnavailableOf(cause)) return;
  await write().catch((e: unknown) => logFailure(what, e, requestId));
}

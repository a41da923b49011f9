// REST error bodies: { code, message, data? } with the status from the domain's one table.
// `data` carries the input field at fault (`field`), every problem of an invalid input
// (`issues`) and the error's own facts; it is left out when there is nothing to say.
import type { Response } from 'express';
import { DomainError, errorStatus, loggable } from '../domain/errors.js';
import { serviceUnavailableOf, type ServiceUnavailable } from '../domain/service-unavailable.js';
import { log } from '../observability/logger.js';

export function restErrorBody(error: DomainError): { code: string; message: string; data?: Record<string, unknown> } {
  const data = { ...(error.field?.length ? { field: error.field } : {}), ...error.data };
  return { code: error.code, message: error.message, ...(Object.keys(data).length ? { data } : {}) };
}

export function sendDomainError(res: Response, error: DomainError): void {
  res.status(errorStatus(error.code)).json(restErrorBody(error));
}

export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ code, message });
}

export function sendInternalError(res: Response, error: unknown): void {
  const outage = serviceUnavailableOf(error);
  if (outage) return sendServiceUnavailable(res, outage);
  // Never leak internals; the log has the detail (never the request's data).
  log().error(`unexpected error: ${loggable(error)}`);
  if (!res.headersSent) sendError(res, 500, 'unknown', 'Internal server error');
}

/** The database is unreachable: 503 and when to retry; not logged (the outage is, once). */
export function sendServiceUnavailable(res: Response, outage: ServiceUnavailable): void {
  if (res.headersSent) return;
  res.setHeader('Retry-After', String(outage.retryAfterSeconds));
  sendError(res, 503, outage.code, outage.message);
}

/** A request the client got wrong before any handler ran, as each front will word it. */
export interface ClientProblem {
  status: number;
  /** REST `code`. */
  code: string;
  /** GraphQL `extensions.code`. */
  graphqlCode: string;
  /** Fixed text: never the parser's message, which may quote the body. */
  message: string;
}

const problem = (status: number, code: string, graphqlCode: string, message: string): ClientProblem => ({ status, code, graphqlCode, message });

/**
 * The client's part in an error thrown by express's plumbing: body parsers (http-errors with a
 * `type`), path parameter decoding (a URIError with status 400), or any other http-error of
 * status 4xx. Undefined for everything else, which is ours.
 */
export function clientProblemOf(error: unknown): ClientProblem | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  switch (type) {
    case 'entity.too.large':
      return problem(413, 'request.body_too_large', 'PAYLOAD_TOO_LARGE', 'request body is too large');
    case 'parameters.too.many':
      return problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'request body has too many parameters');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return problem(415, 'guard.invalid_input', 'BAD_REQUEST', 'request body has an unsupported charset or content encoding');
    case 'entity.parse.failed':
      return problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'request body is not valid JSON or form data');
    default:
      break;
  }
  if (error instanceof URIError) return problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'the path is not valid percent-encoded UTF-8');
  if (typeof type === 'string') return problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'malformed request body');
  return problem(status, 'guard.invalid_input', 'BAD_REQUEST', 'malformed request');
}

// Kept here too: the fronts import it with the rest of their error handling.
export { loggable } from '../domain/errors.js';

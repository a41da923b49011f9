// Error answers in the JSON convention of the Management API's REST shim, also spoken by the
// Experience and Account APIs: { code, message, data? } with the status from the domain's one
// table. `data` carries the input field at fault (`field`), every problem of an invalid input
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

// REST error bodies: { code, message, data? } with the status from the domain's one table.
// `data` carries the input field at fault (`field`), every problem of an invalid input
// (`issues`) and the error's own facts; it is left out when there is nothing to say.
import type { Response } from 'express';
import { DomainError, errorStatus } from '../domain/errors.js';

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
  // Never leak internals; the log has the detail.
  console.error('unexpected error', error);
  if (!res.headersSent) sendError(res, 500, 'unknown', 'Internal server error');
}

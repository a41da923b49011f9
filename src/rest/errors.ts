// REST error bodies: { code, message, data? } with the status from the domain's one table.
import type { Response } from 'express';
import { DomainError, errorStatus } from '../domain/errors.js';

export function sendDomainError(res: Response, error: DomainError): void {
  res.status(errorStatus(error.code)).json({
    code: error.code,
    message: error.message,
    ...(error.data ? { data: error.data } : {}),
  });
}

export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ code, message });
}

export function sendInternalError(res: Response, error: unknown): void {
  // Never leak internals; the log has the detail.
  console.error('unexpected error', error);
  if (!res.headersSent) sendError(res, 500, 'unknown', 'Internal server error');
}

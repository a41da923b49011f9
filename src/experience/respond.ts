// Experience API responses: domain errors as REST `{ code, message }`, never a 500 for a
// client's mistake; no caching of anything about a sign-in.
import type { Request, RequestHandler, Response } from 'express';
import { DomainError } from '../domain/errors.js';
import { sendDomainError, sendInternalError } from '../rest/errors.js';

export function handle(work: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await work(req, res);
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(res, error);
      sendInternalError(res, error);
    }
  };
}

export const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

// Errors shown to the user at the authorization and end-session endpoints (never redirected):
// HTML for browsers, JSON for everything else.
import type { Request, Response } from 'express';
import { escapeHtml } from '../http/escape-html.js';

export function sendErrorPage(req: Request, res: Response, status: number, error: string, description: string): void {
  res.setHeader('Cache-Control', 'no-store');
  if (!req.accepts('html')) {
    res.status(status).json({ error, error_description: description });
    return;
  }
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Sign-in error</title></head><body><main><h1>Something went wrong</h1>` +
        `<p role="alert">${escapeHtml(description)}</p><p><small>Error code: ${escapeHtml(error)}</small></p></main></body></html>`,
    );
}

// Delivering the authorization response (RFC 6749 §4.1.2, §4.1.2.1) to the client in the response
// mode it asked for: `query` (the default for the code flow) redirects to its redirect URI with
// the parameters; `form_post` (OAuth 2.0 Form Post Response Mode) answers a page that posts them
// there, so the code never appears in a URL, a browser history or a Referer. A response made
// while this request is answered is posted at once; one made for a browser that is sent on
// later (the end of a sign-in, a consent) waits, held once, behind a one-time address.
import express, { type Response, type Router } from 'express';
import { randomBytes } from 'node:crypto';
import { holdAuthorizationResponse, takeHeldAuthorizationResponse } from '../domain/oauth/authorization-responses.js';
import type { Db } from '../db/database.js';
import { escapeHtml } from '../http/escape-html.js';
import type { Services } from '../services.js';
import { clientRedirect, type ResponseMode } from './authorization-request.js';
import { sendErrorPage } from './error-page.js';

/** Where and how a request's response goes. */
export interface ResponseTarget {
  redirectUri: string;
  responseMode?: ResponseMode | undefined;
}

/** The response's parameters: the values given, and `iss` (RFC 9207). */
function responseParameters(issuer: string, values: Record<string, string | undefined>): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) parameters[name] = value;
  parameters.iss = issuer;
  return parameters;
}

const HANDLE = /^[A-Za-z0-9_-]{20,100}$/;
/** Seen only without scripts (the form posts itself otherwise): the sign-in pages' plain look. */
const FORM_POST_STYLE =
  'body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1a1a1a}' +
  'main{max-width:24rem;margin:0 auto;padding:1.5rem}h1{font-size:1.6rem;margin:1rem 0}' +
  'button{width:100%;padding:.75rem;border:0;border-radius:.375rem;background:#0b57d0;color:#fff;font:inherit;font-weight:600;cursor:pointer}';
// The handle travels in the query, not the path: traces keep a request's path but only the
// names of its query parameters (src/observability/tracing.ts), and access lines the route.
const responseAddress = (issuer: string, handle: string) => `${issuer}/auth/response?${new URLSearchParams({ handle })}`;

/** Where to send the browser with this response: the client (query), or the address that posts it (form_post). */
export async function authorizationResponseUrl(db: Db, issuer: string, target: ResponseTarget, values: Record<string, string | undefined>): Promise<string> {
  if (target.responseMode !== 'form_post') return clientRedirect(target.redirectUri, issuer, values);
  const handle = await holdAuthorizationResponse(db, { redirectUri: target.redirectUri, parameters: responseParameters(issuer, values) });
  return responseAddress(issuer, handle);
}

/** Answers this request with the response: a redirect (query) or the posting page (form_post). */
export function sendAuthorizationResponse(res: Response, issuer: string, target: ResponseTarget, values: Record<string, string | undefined>): void {
  if (target.responseMode === 'form_post') return sendFormPost(res, target.redirectUri, responseParameters(issuer, values));
  res.redirect(303, clientRedirect(target.redirectUri, issuer, values));
}

/**
 * The page that posts the response: the form submits itself (a script allowed by its nonce
 * only); without scripts, a button does. Nothing is loaded, nothing is cached, no Referer.
 */
function sendFormPost(res: Response, redirectUri: string, parameters: Record<string, string>): void {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(parameters)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'`,
  );
  res
    .status(200)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Returning to the application</title><style>${FORM_POST_STYLE}</style></head><body><main>` +
        `<form method="post" action="${escapeHtml(redirectUri)}">${inputs}<noscript><h1>Returning to the application</h1><p>Continue to send the application its answer.</p><button type="submit">Continue</button></noscript></form></main>` +
        `<script nonce="${nonce}">document.forms[0].submit();</script></body></html>`,
    );
}

/** GET /oidc/auth/response?handle=…: posts a held response, once. */
export function authorizationResponseRouter(services: Services): Router {
  const router = express.Router();
  router.get('/', async (req, res, next) => {
    try {
      const handle = req.query.handle;
      const held = typeof handle === 'string' && HANDLE.test(handle) ? await takeHeldAuthorizationResponse(services.db, handle) : undefined;
      if (!held)
        return sendErrorPage(
          req,
          res,
          400,
          'invalid_request',
          'This sign-in response was already delivered or has expired. Return to the application and sign in again.',
        );
      sendFormPost(res, held.redirectUri, held.parameters);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

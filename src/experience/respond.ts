// What every experience answer shares: the protections (headers) of every page and API route,
// the one renderer of errors — REST `{ code, message, data? }` for the APIs, the page shell for
// the pages — and the small readers of a request. A client's mistake is never a 500: domain
// errors, text the database refuses (a NUL character) and refused bodies (malformed, too large,
// too many fields) are 4xx; an unreachable database is a 503 with Retry-After; anything else is
// a 500 that shows nothing of its cause.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DomainError, domainErrorOf, errorStatus, loggable } from '../domain/errors.js';
import { RETRY_AFTER_SECONDS, serviceUnavailableOf } from '../domain/service-unavailable.js';
import { sendDomainError, sendInternalError } from '../http/json-errors.js';
import { refusedBodyMessage } from '../http/strict-body.js';
import { html, page } from './pages/html.js';
import { pageContext, text } from './i18n/context.js';
import { errorMessage } from './i18n/index.js';
import { log } from '../observability/logger.js';
import { TOO_MANY_FAILED_ATTEMPTS } from '../domain/sign-in/throttles.js';

/**
 * The pages' Content-Security-Policy: nothing loaded from anywhere but images from ourselves and
 * from the origins of the configured logo and favicon (`imageOrigins`, from URL.origin, so they
 * hold only scheme, host and port: nothing that could end the directive).
 */
export function contentSecurityPolicy(imageOrigins: string[] = []): string {
  const images = ["'self'", 'data:', ...new Set(imageOrigins.filter((o) => /^https?:\/\/[a-z0-9.\-[\]:]+$/i.test(o)))].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; img-src ${images}; frame-ancestors 'none'; base-uri 'none'`;
}

/**
 * No framing (clickjacking of the password form), no referrer (URLs hold the interaction id),
 * nothing loaded from anywhere (pages are self-contained: inline CSS, no scripts; no
 * form-action, which browsers apply to the redirect back to the client), nothing cached.
 * The page middleware (src/experience/localize.ts) widens img-src for a configured logo.
 */
export function protections(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * A body the parser refused: body-parser's errors carry a 4xx `status`, and a `type` except when
 * they wrap a stream's failure (a body that does not decompress as its Content-Encoding says).
 */
function refusedBody(error: unknown): DomainError | undefined {
  const e = error as { type?: unknown; status?: unknown; expose?: unknown } | undefined;
  if (typeof e?.status !== 'number' || e.status < 400 || e.status >= 500) return undefined;
  if (e.status === 413 && e.type === 'parameters.too.many') return new DomainError('guard.invalid_input', 'the form has too many fields');
  if (e.status === 413) return new DomainError('request.body_too_large', 'request body is too large');
  if (e.status === 415) return new DomainError('guard.invalid_content_type', 'the request body has an unsupported encoding or charset');
  if (e.type === 'entity.verify.failed') return new DomainError('guard.invalid_input', refusedBodyMessage(error));
  return new DomainError('guard.invalid_input', e.type === 'entity.parse.failed' ? 'request body is not valid JSON' : 'malformed request body');
}

/** The client error an error stands for, or undefined for our own failure. */
export function clientErrorOf(error: unknown): DomainError | undefined {
  return domainErrorOf(error) ?? refusedBody(error);
}

const STATUS_OF: Record<string, number> = { 'request.body_too_large': 413, 'guard.invalid_content_type': 415 };
const statusOf = (error: DomainError) => STATUS_OF[error.code] ?? errorStatus(error.code);

/** An API error as REST `{ code, message, data? }`; a lock or a throttle says when to retry. */
export function sendError(res: Response, error: unknown): void {
  const client = clientErrorOf(error);
  if (!client) return sendInternalError(res, error);
  if ((client.code === 'user.identifier_locked' || client.code === TOO_MANY_FAILED_ATTEMPTS) && typeof client.data?.retryAfter === 'number') {
    res.setHeader('Retry-After', String(client.data.retryAfter));
  }
  if (STATUS_OF[client.code]) {
    res.status(statusOf(client)).json({ code: client.code, message: client.message });
    return;
  }
  sendDomainError(res, client);
}

/** A page's error: its status and the message to show in the page's language (nothing of our own failures). */
export function pageError(error: unknown): { status: number; message: string } {
  const client = clientErrorOf(error);
  if (client) return { status: statusOf(client), message: errorMessage(pageContext().language, client) };
  // The database is away: not logged here (the outage is, once); sendPage adds Retry-After.
  if (serviceUnavailableOf(error)) return { status: 503, message: text().shell.unavailable };
  log().error(`experience page failure: ${loggable(error)}`);
  return { status: 500, message: text().shell.internalError };
}

export function sendPage(res: Response, status: number, body: string): void {
  if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Content-Language', pageContext().language);
  res.status(status).type('html').send(body);
}

/** A request refused before any page handler ran (a malformed target): the page shell, protected. */
export function sendProblemPage(res: Response, status: number, message: string): void {
  protections(res.req, res, () => {});
  const { shell } = text();
  sendPage(res, status, page(shell.somethingWrong, html`<p>${shell.returnAndStartAgain}</p>`, message));
}

/** The last handler of the experience router: what no route handled itself, in its format. */
export function renderErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (req.originalUrl.startsWith('/api/')) return sendError(res, error);
  const { status, message } = pageError(error);
  const { shell } = text();
  sendPage(res, status, page(shell.somethingWrong, html`<p>${shell.returnAndStartAgain}</p>`, message));
}

/** Bodies are JSON: a cross-site form cannot send one without a CORS preflight we never grant. */
export function jsonOnly(req: Request, res: Response, next: NextFunction): void {
  if (hasBody(req) && !req.is('application/json')) {
    res.status(415).json({ code: 'guard.invalid_content_type', message: 'send the request body as application/json' });
    return;
  }
  next();
}

/** A request with a non-empty body (a bodyless POST such as /submit needs no content type). */
export function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
}

export const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** A form field or JSON member as a string, or undefined. */
export function field(req: Request, name: string): string | undefined {
  const body = bodyOf(req);
  const v = Object.hasOwn(body, name) ? body[name] : undefined;
  return typeof v === 'string' ? v : undefined;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function requestMeta(req: Request): { ip: string; userAgent: string } {
  return { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
}

/** An async route whose errors go to the router's renderer (express 5 forwards rejections too). */
export const route =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    fn(req, res).catch(next);
  };

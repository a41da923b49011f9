// REST error bodies: { code, message, data? } with the status from the domain's one table.
// `data` carries the input field at fault (`field`), every problem of an invalid input
// (`issues`) and the error's own facts; it is left out when there is nothing to say.
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
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
    case 'entity.verify.failed':
      return problem(400, 'guard.invalid_input', 'BAD_REQUEST', refusedBodyMessage(error));
    default:
      break;
  }
  if (error instanceof URIError) return problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'the path is not valid percent-encoded UTF-8');
  if (typeof type === 'string') return problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'malformed request body');
  return problem(status, 'guard.invalid_input', 'BAD_REQUEST', 'malformed request');
}

/** What percent-decoding makes of a path: a URIError on bad escapes and on bytes that are not UTF-8. */
function decoded(text: string): 'ok' | 'encoding' | 'nul' {
  let value = text;
  if (text.includes('%')) {
    try {
      value = decodeURIComponent(text);
    } catch {
      return 'encoding';
    }
  }
  return value.includes('\u0000') ? 'nul' : 'ok';
}

/**
 * A query or form name, value or pair as URLSearchParams reads it ('+' a space, escapes decoded),
 * or undefined when an escape is broken or does not decode to UTF-8 (where URLSearchParams would
 * hand on U+FFFD or the escape as it is). The one reading of form text for every front.
 */
export function formFieldText(raw: string): string | undefined {
  const spaced = raw.includes('+') ? raw.replace(/\+/g, ' ') : raw;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return undefined;
  }
}

const badPath = problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'the path is not valid percent-encoded UTF-8');
const badQuery = problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'the query string is not valid percent-encoded UTF-8');
// Worded as the database's refusal is (domain/errors.ts), so a NUL reads the same wherever it is caught.
const nulText = problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'text must not contain the NUL character (U+0000)');

/**
 * The problem with a request target no front can read: a path or query parameter whose
 * percent-encoding is broken (`%zz`, a lone `%`), decodes to bytes that are not UTF-8 (`%FF`,
 * overlong forms, surrogates) or to a NUL, which no database text column can hold. Checked once,
 * before routing: express decodes path parameters lazily (a URIError in whichever route matched)
 * and its query parser keeps undecodable values as they are, so each handler would otherwise meet
 * them in its own way.
 */
export function targetProblemOf(url: string): ClientProblem | undefined {
  const mark = url.indexOf('?');
  const path = decoded(mark === -1 ? url : url.slice(0, mark));
  if (path !== 'ok') return path === 'nul' ? nulText : badPath;
  if (mark === -1) return undefined;
  for (const pair of url.slice(mark + 1).split('&')) {
    const query = formFieldText(pair);
    if (query === undefined) return badQuery;
    if (query.includes('\u0000')) return nulText;
  }
  return undefined;
}

const BODY_REFUSED = Symbol('body refused');

/** The fixed text strictBody gave its refusal (body-parser rethrows it as a 403 'entity.verify.failed'). */
export function refusedBodyMessage(error: unknown): string {
  const message = (error as { [BODY_REFUSED]?: unknown })[BODY_REFUSED];
  return typeof message === 'string' ? message : 'malformed request body';
}

function refuseBody(message: string): Error {
  return Object.assign(new Error(message), { type: 'entity.verify.failed', [BODY_REFUSED]: message });
}

/** A form escape that does not decode to UTF-8 (`%FF`, `%zz`), in every form reader's words. */
export const FORM_ENCODING_PROBLEM = 'the form is not valid percent-encoded UTF-8';

/**
 * What is wrong with a raw (decompressed) request body, if anything: it must be UTF-8, and a
 * form's percent-escapes must decode to UTF-8 (and, unless `nul` is false, without a NUL).
 */
export function bodyProblemOf(body: Buffer, isForm: boolean, nul = true): string | undefined {
  if (!isUtf8(body)) return 'request body is not valid UTF-8';
  if (!isForm || !body.includes(0x25 /* % */)) return undefined;
  for (const pair of body.toString('latin1').split('&')) {
    const text = formFieldText(pair);
    if (text === undefined) return FORM_ENCODING_PROBLEM;
    if (nul && text.includes('\u0000')) return nulText.message;
  }
  return undefined;
}

/**
 * body-parser's `verify` for every JSON and form parser: the parsers themselves would read bad
 * bytes as U+FFFD and keep bad escapes as they are, handing handlers text the client never meant.
 */
export function strictBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  const problem = bodyProblemOf(body, /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? ''));
  if (problem) throw refuseBody(problem);
}

// Kept here too: the fronts import it with the rest of their error handling.
export { loggable } from '../domain/errors.js';

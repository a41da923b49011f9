// The token endpoint's form reader: the request body, read straight from node:http (the token
// front serves the request before express), checked to be UTF-8 and no larger than the body
// limit, then application/x-www-form-urlencoded text into its fields, shaped as express's
// urlencoded parser shapes them, in one pass.
import type { IncomingMessage } from 'node:http';
import { FORM_ENCODING_PROBLEM, bodyProblemOf, formFieldText } from '../../http/strict-body.js';
import { OAuthError, invalidRequest } from '../errors.js';

/** More than any token request needs; a longer form is refused at the first pair over. */
export const MAX_TOKEN_FORM_PARAMETERS = 50;

/** One name or value, read as every form front reads it (http/strict-body.ts), a bad escape refused. */
function formText(raw: string): string {
  const text = formFieldText(raw);
  if (text === undefined) throw invalidRequest(FORM_ENCODING_PROBLEM);
  return text;
}

/**
 * The fields of a form; a repeated name becomes an array. Decoding and checking are one pass: the
 * reader before this checked every escape and then had URLSearchParams decode them all again,
 * about 15 µs of a token exchange's ~500 µs of CPU (this session's host). Empty pairs are skipped
 * and a pair without `=` is a name with an empty value, as URLSearchParams reads them.
 */
export function parseTokenForm(body: string): Record<string, string | string[]> {
  // No prototype: a field named `__proto__` or `constructor` is a field like any other.
  const form: Record<string, string | string[]> = Object.create(null);
  let count = 0;
  for (let start = 0; start < body.length;) {
    const amp = body.indexOf('&', start);
    const end = amp === -1 ? body.length : amp;
    const pair = body.slice(start, end);
    start = end + 1;
    if (!pair) continue;
    if (++count > MAX_TOKEN_FORM_PARAMETERS) throw new OAuthError('invalid_request', 'too many parameters', 400);
    const eq = pair.indexOf('=');
    const name = formText(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : formText(pair.slice(eq + 1));
    // Postgres text cannot hold U+0000: refused here rather than failing a lookup or an audit row.
    if (name.includes('\u0000') || value.includes('\u0000')) throw invalidRequest('parameters must not contain the NUL character');
    const previous = form[name];
    form[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return form;
}

const FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

export function byteLimit(limit: string): number {
  const m = /^(\d+)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!m) return 100 * 1024;
  const unit = (m[2] ?? 'b').toLowerCase();
  return Number(m[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}

/**
 * The raw body as UTF-8, at most `limit` bytes. Plain stream events: a token request is one small
 * chunk, and an async iterator over the stream costs several promises per request.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let first: Buffer | undefined;
    let more: Buffer[] | undefined;
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        // Stop reading; the error response is written and the connection may be reused only
        // after the rest of the body, which node:http discards for us.
        reject(new OAuthError('invalid_request', 'request body is too large', 413));
        return;
      }
      if (!first) first = chunk;
      else (more ??= [first]).push(chunk);
    };
    const onEnd = () => {
      cleanup();
      const body = more ? Buffer.concat(more) : (first ?? Buffer.alloc(0));
      // The bytes must be UTF-8 (as every other body parser: http/strict-body.ts); the escapes are
      // checked as parseTokenForm (below) decodes them.
      const problem = bodyProblemOf(body, false);
      if (problem) return reject(invalidRequest(problem));
      resolve(body.toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // A client that goes away mid-body may close the stream without 'end' or 'error'; nobody
    // reads the answer, and it is not a server failure to log.
    const onClose = () => onError(invalidRequest('the request closed before its body was complete'));
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** The form body as express's urlencoded parser shapes it: a repeated name becomes an array. */
export async function readTokenForm(req: IncomingMessage, limit: number): Promise<Record<string, string | string[]>> {
  const type = req.headers['content-type'] ?? '';
  if (!FORM.test(type)) throw invalidRequest('the token endpoint takes application/x-www-form-urlencoded');
  const charset = /;\s*charset=("?)([^";]+)\1/i.exec(type)?.[2];
  if (charset && !/^utf-?8$/i.test(charset)) throw invalidRequest('the request body must be UTF-8');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new OAuthError('invalid_request', 'request body is too large', 413);
  return parseTokenForm(await readBody(req, limit));
}

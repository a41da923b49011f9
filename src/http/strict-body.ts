// How every front reads request text it did not write: a body must be UTF-8, and a form's or a
// query's percent-escapes must decode to UTF-8. body-parser's parsers would read bad bytes as
// U+FFFD and keep bad escapes as they are, handing handlers text the client never meant; the
// token endpoint's own reader (src/oidc/token/form.ts) applies the same rules.
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

/** A form escape that does not decode to UTF-8 (`%FF`, `%zz`), in every form reader's words. */
export const FORM_ENCODING_PROBLEM = 'the form is not valid percent-encoded UTF-8';

/** Worded as the database's refusal is (domain/errors.ts), so a NUL reads the same wherever it is caught. */
export const NUL_PROBLEM = 'text must not contain the NUL character (U+0000)';

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

const BODY_REFUSED = Symbol('body refused');

/** The fixed text strictBody gave its refusal (body-parser rethrows it as a 403 'entity.verify.failed'). */
export function refusedBodyMessage(error: unknown): string {
  const message = (error as { [BODY_REFUSED]?: unknown })[BODY_REFUSED];
  return typeof message === 'string' ? message : 'malformed request body';
}

function refuseBody(message: string): Error {
  return Object.assign(new Error(message), { type: 'entity.verify.failed', [BODY_REFUSED]: message });
}

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
    if (nul && text.includes('\u0000')) return NUL_PROBLEM;
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

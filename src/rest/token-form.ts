// The token endpoint's form reader: application/x-www-form-urlencoded text (already checked to be
// UTF-8) into its fields, shaped as express's urlencoded parser shapes them, in one pass.
import { OAuthError, invalidRequest } from '../oidc/errors.js';
import { FORM_ENCODING_PROBLEM, formFieldText } from '../http/strict-body.js';

/** More than any token request needs; a longer form is refused at the first pair over. */
export const MAX_TOKEN_FORM_PARAMETERS = 50;

/** One name or value, read as every form front reads it (errors.ts), a bad escape refused. */
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

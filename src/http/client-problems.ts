// A request the client got wrong before any handler ran, found once for every front (app.ts
// words it in the front's convention): what express's plumbing threw (body parsers, path
// decoding), and a request target no front can read.
import { NUL_PROBLEM, formFieldText, refusedBodyMessage } from './strict-body.js';

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

const badPath = problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'the path is not valid percent-encoded UTF-8');
const badQuery = problem(400, 'guard.invalid_input', 'BAD_REQUEST', 'the query string is not valid percent-encoded UTF-8');
const nulText = problem(400, 'guard.invalid_input', 'BAD_REQUEST', NUL_PROBLEM);

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

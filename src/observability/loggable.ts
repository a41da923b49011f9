// What the log says about an error. Below every layer that logs (db, domain, the fronts), so
// that each can describe an error without importing the domain's errors.

/**
 * What a log may say about an error: its class, code and stack (and its cause's), never the
 * objects hung on it. A body parser's error carries the whole request body as `body`, with
 * every password, client secret and token in it; logging the error object would print it.
 */
export function loggable(error: unknown): string {
  return describeError(error, 0, true);
}

/**
 * An error that is not a fault of ours, for the log: its class, message and code and its
 * causes', without the stacks. An upstream identity provider that refused or sent an answer that
 * does not validate is a condition an operator reads to fix a configuration; the call stacks
 * (ours and openid-client's) say nothing about it, and were 18 of the 21 lines a refused sign-in
 * wrote.
 */
export function errorSummary(error: unknown): string {
  return describeError(error, 0, false);
}

function describeError(error: unknown, depth: number, withStack: boolean): string {
  if (!(error instanceof Error)) return `non-Error value thrown (${error === null ? 'null' : typeof error})`;
  const code = (error as { code?: unknown }).code;
  const head = `${error.name}: ${error.message}`;
  const own = `${withStack ? (error.stack ?? head) : head}${typeof code === 'string' ? ` [code ${code}]` : ''}`;
  if (error.cause === undefined || depth >= 3) return own;
  return `${own}${withStack ? '\n' : '; '}caused by: ${describeError(error.cause, depth + 1, withStack)}`;
}

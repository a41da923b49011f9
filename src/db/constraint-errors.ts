// Database constraints are the last line of validation: translate their violations (pg and
// PGlite both surface SQLSTATE `code` and `constraint`) so callers can map them to domain errors.

export interface ConstraintViolation {
  kind: 'unique' | 'foreign_key' | 'check' | 'not_null';
  constraint: string;
}

const kinds: Record<string, ConstraintViolation['kind']> = {
  '23505': 'unique',
  '23503': 'foreign_key',
  '23514': 'check',
  '23502': 'not_null',
};

export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  const kind = typeof code === 'string' ? kinds[code] : undefined;
  if (!kind) return undefined;
  return { kind, constraint: typeof constraint === 'string' ? constraint : '' };
}

/**
 * Text Postgres cannot store: U+0000 in a text value (22021) or in a JSON string (22P05). Any
 * client can send one; it is bad input, never a server failure.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '22021' || code === '22P05';
}

/**
 * A search pattern the database could not read: a malformed regular expression (2201B), or a LIKE
 * or SIMILAR TO pattern with a bad escape (22025, 22019). Only the Management API's field search
 * sends a client's pattern to the database, so this is bad input; the text says what is wrong.
 */
export function invalidPatternMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== '2201B' && code !== '22025' && code !== '22019') return undefined;
  return typeof message === 'string' ? message.slice(0, 200) : 'malformed pattern';
}

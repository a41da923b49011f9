// The SCIM filter subset directories send (RFC 7644 §3.4.2.2): eq, co, sw, pr, joined by and/or,
// with parentheses and not(...), on the attributes Entra ID and Okta query. Anything else is an
// invalidFilter refusal, never a guess.
export type ScimFilter =
  | { op: 'eq' | 'co' | 'sw'; path: string; value: string | boolean }
  | { op: 'pr'; path: string }
  | { op: 'and' | 'or'; left: ScimFilter; right: ScimFilter }
  | { op: 'not'; filter: ScimFilter };

export class ScimFilterError extends Error {}

const MAX_FILTER = 1024;
const TOKENS = /\s*(\(|\)|"(?:[^"\\]|\\.)*"|[^\s()]+)/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKENS.lastIndex = 0;
  while (TOKENS.lastIndex < text.length) {
    const match = TOKENS.exec(text);
    if (!match) {
      if (text.slice(TOKENS.lastIndex).trim() === '') break;
      throw new ScimFilterError('the filter could not be read');
    }
    tokens.push(match[1]!);
  }
  return tokens;
}

export function parseScimFilter(text: string): ScimFilter {
  if (text.length > MAX_FILTER) throw new ScimFilterError(`a filter is at most ${MAX_FILTER} characters`);
  const tokens = tokenize(text);
  let at = 0;
  const next = () => tokens[at++];
  const peek = () => tokens[at]?.toLowerCase();
  function primary(): ScimFilter {
    const token = next();
    if (token === undefined) throw new ScimFilterError('the filter ends too soon');
    if (token === '(') {
      const inner = or();
      if (next() !== ')') throw new ScimFilterError('a parenthesis is not closed');
      return inner;
    }
    if (token.toLowerCase() === 'not') {
      if (next() !== '(') throw new ScimFilterError('not must be followed by (');
      const inner = or();
      if (next() !== ')') throw new ScimFilterError('a parenthesis is not closed');
      return { op: 'not', filter: inner };
    }
    const op = next()?.toLowerCase();
    if (op === 'pr') return { op: 'pr', path: token };
    if (op !== 'eq' && op !== 'co' && op !== 'sw') throw new ScimFilterError(`operator ${op ?? '(none)'} is not supported; eq, co, sw and pr are`);
    const raw = next();
    if (raw === undefined) throw new ScimFilterError('a comparison has no value');
    let value: string | boolean;
    if (raw.startsWith('"')) value = JSON.parse(raw) as string;
    else if (raw === 'true' || raw === 'false') value = raw === 'true';
    else throw new ScimFilterError('values must be quoted strings or true/false');
    return { op, path: token, value };
  }
  function and(): ScimFilter {
    let left = primary();
    while (peek() === 'and') {
      at++;
      left = { op: 'and', left, right: primary() };
    }
    return left;
  }
  function or(): ScimFilter {
    let left = and();
    while (peek() === 'or') {
      at++;
      left = { op: 'or', left, right: and() };
    }
    return left;
  }
  const filter = or();
  if (at !== tokens.length) throw new ScimFilterError(`unexpected ${tokens[at]}`);
  return filter;
}

/**
 * Whether a resource matches; `valuesOf` gives an attribute path's values (lower-cased path,
 * schema URN prefix removed). Strings compare case-insensitively, as userName and emails are
 * caseExact=false in RFC 7643.
 */
export function matchesScimFilter(filter: ScimFilter, valuesOf: (path: string) => unknown[]): boolean {
  switch (filter.op) {
    case 'and':
      return matchesScimFilter(filter.left, valuesOf) && matchesScimFilter(filter.right, valuesOf);
    case 'or':
      return matchesScimFilter(filter.left, valuesOf) || matchesScimFilter(filter.right, valuesOf);
    case 'not':
      return !matchesScimFilter(filter.filter, valuesOf);
    case 'pr':
      return valuesOf(filter.path).some((value) => value !== null && value !== undefined && value !== '');
    default: {
      const wanted = filter.value;
      return valuesOf(filter.path).some((value) => {
        if (typeof wanted === 'boolean') return value === wanted;
        if (typeof value !== 'string') return false;
        const have = value.toLowerCase();
        const want = wanted.toLowerCase();
        return filter.op === 'eq' ? have === want : filter.op === 'co' ? have.includes(want) : have.startsWith(want);
      });
    }
  }
}

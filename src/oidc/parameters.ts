// Request parameters of the OIDC endpoints. Postgres text cannot hold U+0000, so a NUL in any
// parameter (name or value) would fail a lookup as a server error: it is refused up front as the
// client's mistake (400 invalid_request), before anything reads the database.
import { invalidRequest } from './errors.js';

export const NUL_REFUSED = 'parameters must not contain the NUL character';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 4 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/** True when a parameter name or value (of a query or form object) contains a NUL. */
export function hasNul(...sources: unknown[]): boolean {
  return sources.some((s) => holdsNul(s));
}

/** Throws invalid_request for a NUL in any parameter. */
export function refuseNul(...sources: unknown[]): void {
  if (hasNul(...sources)) throw invalidRequest(NUL_REFUSED);
}

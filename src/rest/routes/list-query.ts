// Query parameters shared by the list routes: `search` (one value) and repeatable filters
// (`types=SPA&types=Native`, as the compatible Management API takes them). A malformed value is
// refused with guard.invalid_input, never silently dropped.
import type { Request } from 'express';
import { invalidInput } from '../../domain/errors.js';

/** `?search=` as GraphQL's `search` argument; an empty value lists everything. */
export function searchParam(req: Request): string | undefined {
  const raw = req.query.search;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalidInput('search must be a single value', ['search']);
  return raw;
}

/** A filter given once, repeated, or comma-separated (`types=SPA,Native`). */
export function listParam(req: Request, name: string): string[] | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).map((v) => {
    if (typeof v !== 'string') throw invalidInput(`${name} must be a list of values`, [name]);
    return v;
  });
  return values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

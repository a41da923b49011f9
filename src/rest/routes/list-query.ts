// Query parameters shared by the list routes: `search` (one value) and repeatable filters
// (`types=SPA&types=Native`, as the compatible Management API takes them). A malformed value is
// refused with guard.invalid_input, never silently dropped.
import type { Request } from 'express';
import { z } from 'zod';
import { invalidSearch } from '../../domain/errors.js';
import { parseFields, parseInput } from '../../domain/input.js';
import { singleValue } from './input-shapes.js';
import type { FieldSearchInput } from '../../domain/search.js';

/** `?search=` as GraphQL's `search` argument; an empty value lists everything. */
export function searchParam(req: Request): string | undefined {
  return singleParam(req, 'search');
}

/** One value or a repeated one: strings only (not `name[key]=…`). */
const repeatable = z.union([z.string(), z.array(z.string())]).optional();

/** A filter given once, repeated, or comma-separated (`types=SPA,Native`). */
export function listParam(req: Request, name: string): string[] | undefined {
  const raw = parseInput(repeatable, req.query[name], `${name} must be a list of values`, [name]);
  if (raw === undefined) return undefined;
  return (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

const MATCH_MODES = ['exact', 'like', 'similar_to', 'posix'] as const;
const JOINTS = ['and', 'or'] as const;

/** The compatible API's truthy query values (`true`, `1`, `yes`); anything else is false. */
const isTruthy = (raw: unknown): boolean => typeof raw === 'string' && ['true', '1', 'yes'].includes(raw.toLowerCase());

/** A flag such as `includePasswordHash=true`. */
export function flagParam(req: Request, name: string): boolean {
  return isTruthy(req.query[name]);
}

/** A query parameter that must be given at most once. */
export function singleParam(req: Request, name: string): string | undefined {
  return parseFields(singleValue(name), req.query[name], [name]);
}

const badSearch = (message: string) => invalidSearch(message, ['search']);

/** `search.<field>` / `mode.<field>` → the field (undefined for the bare key); nested paths refused. */
function fieldOf(key: string): string | undefined {
  const path = key.split('.');
  if (path.length > 2)
    throw badSearch(`Unsupported nested search field path \`${path.slice(1).join('.')}\` detected. Only the first level field is supported.`);
  return path[1];
}

/**
 * The search of the users, roles and applications lists, read from the raw query string (its
 * keys are dotted and repeated, and their order is kept). Two forms:
 *   - `?search=term`: Tessera's case-insensitive substring of the searchable fields;
 *   - the compatible API's field search (`search.<field>=…`, `mode[.<field>]=exact|like|similar_to|posix`,
 *     `joint=and|or`, `isCaseSensitive=true`), used as soon as any of those keys is present or the
 *     bare `search` value holds a `%` (a LIKE pattern, as that API's clients send it).
 * A term without `%` finds what the compatible API's LIKE would find and more (it matches
 * `%term%`): documented in docs/compatibility.md.
 */
export function searchParams(req: Request): { search?: string; searchBy?: FieldSearchInput } {
  const raw = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  const keys = [...raw.keys()];
  const isFieldKey = (k: string) => k.startsWith('search.') || k === 'mode' || k.startsWith('mode.');
  const advanced =
    keys.some((k) => isFieldKey(k) || k === 'joint' || k === 'jointMode' || k === 'isCaseSensitive') || raw.getAll('search').some((v) => v.includes('%'));
  if (!advanced) {
    const search = searchParam(req);
    return search === undefined ? {} : { search };
  }
  const modes = new Map<string | undefined, FieldSearchInput['matches'][number]['mode']>();
  const values = new Map<string | undefined, string[]>();
  for (const [key, value] of raw) {
    if (key === 'mode' || key.startsWith('mode.')) {
      const field = fieldOf(key);
      if (!(MATCH_MODES as readonly string[]).includes(value)) {
        throw badSearch(`Search match mode \`${value}\`${field ? ` for field \`${field}\`` : ''} is not valid, expect one of ${MATCH_MODES.join(', ')}.`);
      }
      modes.set(field, value.toUpperCase() as Uppercase<(typeof MATCH_MODES)[number]>);
    } else if (key === 'search' || key.startsWith('search.')) {
      const field = fieldOf(key);
      values.set(field, [...(values.get(field) ?? []), value]);
    }
  }
  const jointRaw = raw.get('joint') ?? raw.get('jointMode');
  if (jointRaw && !(JOINTS as readonly string[]).includes(jointRaw)) {
    throw badSearch(`Search joint mode \`${jointRaw}\` is not valid, expect one of ${JOINTS.join(', ')}.`);
  }
  return {
    searchBy: {
      // A mode given for the bare key is every field's default.
      matches: [...values].map(([field, vs]) => ({ field: field ?? null, mode: modes.get(field) ?? modes.get(undefined) ?? null, values: vs })),
      joint: jointRaw === 'and' ? 'AND' : 'OR',
      caseSensitive: isTruthy(raw.get('isCaseSensitive')),
    },
  };
}

/** The query parameters of the field search, for the OpenAPI document (`search.<field>` and
 *  `mode.<field>` are described under `search` and `mode`: their names are open-ended). */
export const SEARCH_QUERY_DOCS: Record<string, string> = {
  search:
    "Case-insensitive substring of the searchable fields; with a `%` it is a LIKE pattern (the compatible API's form). " +
    '`search.<field>=…` matches one field (e.g. `search.primaryEmail=%@example.com`), repeatable with `mode.<field>=exact`; an unknown field is refused with 400 `request.invalid_input`.',
  mode:
    'How `search` compares: `exact`, `like` (default), `similar_to` (needs `isCaseSensitive=true`) or `posix` (a regular expression). ' +
    '`mode.<field>` sets it for `search.<field>`.',
  joint: 'How the field matches combine: `or` (default) or `and`.',
  isCaseSensitive: '`true` compares text case-sensitively (default false).',
};

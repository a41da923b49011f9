// The `search` argument of the Management API's lists: a case-insensitive substring of the
// fields each list names. One rule for every list, so the console and REST clients see the same.
import { z } from 'zod';
import { invalidSearch as badSearch } from './errors.js';
import { parseInput } from './input.js';

/** Longer terms match nothing useful and only cost the database a scan. */
export const MAX_SEARCH_LENGTH = 200;

/** The term to match, or undefined to list everything (absent, empty or only spaces). */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const term = raw?.trim();
  if (!term) return undefined;
  return parseInput(z.string().max(MAX_SEARCH_LENGTH), term, `search must be at most ${MAX_SEARCH_LENGTH} characters`, ['search']);
}

// What a field search is, the repositories' vocabulary (src/db/list-query.ts); the rules on it are here.
import type { FieldSearch, SearchMatch, SearchMatchMode } from '../db/list-query.js';

export type { FieldSearch, SearchMatch, SearchMatchMode };

/** Bounds so one request cannot make a query of unbounded size. */
export const MAX_SEARCH_MATCHES = 10;
export const MAX_EXACT_VALUES = 100;

/** A field search as the fronts give it (GraphQL's FieldSearchInput; its enums upper-case). */
export interface FieldSearchInput {
  matches: ReadonlyArray<{ field?: string | null; mode?: Uppercase<SearchMatchMode> | null; values: readonly string[] }>;
  joint?: 'AND' | 'OR' | null;
  caseSensitive?: boolean | null;
}

/**
 * A field search checked against the list's searchable fields, as the compatible API checks it:
 * a known field, values not empty, one pattern unless the mode is `exact`, and no case-insensitive
 * `similar_to` (SQL's SIMILAR TO has no such form). Undefined when it has no match.
 */
export function checkFieldSearch(input: FieldSearchInput | null | undefined, fields: readonly string[]): FieldSearch | undefined {
  if (!input || input.matches.length === 0) return undefined;
  if (input.matches.length > MAX_SEARCH_MATCHES) throw badSearch(`at most ${MAX_SEARCH_MATCHES} search fields are allowed`);
  const caseSensitive = input.caseSensitive ?? false;
  const seen = new Set<string>();
  const matches = input.matches.map(({ field: rawField, mode: rawMode, values }): SearchMatch => {
    const field = rawField ?? undefined;
    const mode = (rawMode?.toLowerCase() ?? 'like') as SearchMatchMode;
    if (field !== undefined && !fields.includes(field)) {
      throw badSearch(`Search field \`${field}\` is not valid, expect one of ${fields.join(', ')}.`);
    }
    const key = field ?? '';
    if (seen.has(key)) throw badSearch(`search field \`${field ?? 'search'}\` is given twice; give its values together`);
    seen.add(key);
    if (values.length === 0 || values.some((v) => v === '')) throw badSearch('Search value cannot be empty.');
    if (mode !== 'exact' && values.length > 1) throw badSearch('Only one search value is allowed when search mode is not `exact`.');
    if (values.length > MAX_EXACT_VALUES) throw badSearch(`at most ${MAX_EXACT_VALUES} values are allowed for one field`);
    if (values.some((v) => v.length > MAX_SEARCH_LENGTH)) throw badSearch(`search values must be at most ${MAX_SEARCH_LENGTH} characters`);
    if (mode === 'similar_to' && !caseSensitive) throw badSearch('Cannot use case-insensitive match for `similar to`.');
    return field === undefined ? { mode, values: [...values] } : { field, mode, values: [...values] };
  });
  return { matches, joint: input.joint === 'AND' ? 'and' : 'or', caseSensitive };
}

/** The search a nested list takes (`/users/:id/roles?search=…`), checked as the top lists check theirs. */
export interface ListSearchInput {
  search?: string | null | undefined;
  searchBy?: FieldSearchInput | null | undefined;
}

/** Both forms checked against the list's searchable fields; the repositories' `ListSearch`. */
export function checkListSearch(input: ListSearchInput | undefined, fields: readonly string[]): { search?: string; fieldSearch?: FieldSearch } {
  const search = searchTerm(input?.search);
  const fieldSearch = checkFieldSearch(input?.searchBy, fields);
  return { ...(search ? { search } : {}), ...(fieldSearch ? { fieldSearch } : {}) };
}

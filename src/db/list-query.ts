// What a list asks of the database: one page of keyset (or offset) pagination, and a field search.
// The repositories take these shapes and domain/ builds them from a request (domain/pagination.ts,
// domain/search.ts): defined here, below both, so the database layer imports nothing above it.

export interface PageRequest {
  first: number;
  after?: { createdAt: Date; id: string } | undefined;
  offset: number;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * The compatible Management API's field search on users, roles and applications
 * (`search.<field>=…&mode.<field>=exact|like|similar_to|posix&joint=and|or&isCaseSensitive=true`):
 * each match tests one field (or, without a field, every searchable field of the list) against its
 * values, and the matches are joined by `joint`. The patterns go to the database as they are (LIKE,
 * SIMILAR TO or POSIX regular expressions); one the database cannot read is bad input, not a failure.
 */
export type SearchMatchMode = 'exact' | 'like' | 'similar_to' | 'posix';

export interface SearchMatch {
  /** The field tested; undefined tests every searchable field of the list (any of them matching). */
  field?: string;
  mode: SearchMatchMode;
  /** One pattern, or (mode `exact` only) several values any of which may equal the field. */
  values: string[];
}

export interface FieldSearch {
  matches: SearchMatch[];
  joint: 'and' | 'or';
  caseSensitive: boolean;
}

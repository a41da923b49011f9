// The `search` argument of the Management API's lists: a case-insensitive substring of the
// fields each list names. One rule for every list, so the console and REST clients see the same.
import { invalidInput } from './errors.js';

/** Longer terms match nothing useful and only cost the database a scan. */
export const MAX_SEARCH_LENGTH = 200;

/** The term to match, or undefined to list everything (absent, empty or only spaces). */
export function searchTerm(raw: string | null | undefined): string | undefined {
  const term = raw?.trim();
  if (!term) return undefined;
  if (term.length > MAX_SEARCH_LENGTH) throw invalidInput(`search must be at most ${MAX_SEARCH_LENGTH} characters`, ['search']);
  return term;
}

// LIKE and ILIKE patterns built from text that someone else chose (a search term typed in the
// console, a stored format's prefix): the text is matched literally. `%` and `_` are LIKE's
// wildcards and `\` its escape character (the default of both Postgres and PGlite, so no ESCAPE
// clause is needed); each is escaped with a `\`, the escape character included, or a search for
// `50%` would find everything starting with `50` and a term ending in `\` would break the pattern.

/** `text` with LIKE's wildcards (`%`, `_`) and its escape character (`\`) escaped, to match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching `term` anywhere in a value: `%term%`, `term` taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** A LIKE pattern matching values that start with `prefix`: `prefix%`, `prefix` taken literally. */
export function startsWithPattern(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}

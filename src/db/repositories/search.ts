// A LIKE pattern matching a term anywhere, its wildcards (and the escape character) taken
// literally: a search for "50%" finds "50%", not everything starting with "50".
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

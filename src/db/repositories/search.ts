import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FieldSearch, SearchMatch } from '../list-query.js';
import { containsPattern } from '../like-patterns.js';

/**
 * The where-condition of a field search (domain/search.ts): each match's fields ORed (a match
 * without a field tests every column given), the matches joined by the search's joint. `columns`
 * maps each searchable field to its qualified column, e.g. `{ primaryEmail: 'users.primary_email' }`.
 */
export function fieldSearchCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  search: FieldSearch,
  columns: Readonly<Record<string, string>>,
): Expression<SqlBool> {
  const conditions = search.matches.map((match) => {
    const tested = match.field === undefined ? Object.values(columns) : [columns[match.field]!];
    return eb.or(tested.map((column) => matchColumn(eb, sql.ref(column), match, search.caseSensitive)));
  });
  return search.joint === 'and' ? eb.and(conditions) : eb.or(conditions);
}

function matchColumn<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: Expression<unknown>,
  { mode, values }: SearchMatch,
  caseSensitive: boolean,
): Expression<SqlBool> {
  switch (mode) {
    case 'exact':
      // Case-insensitive equality compares lower-cased text on both sides, as the compatible API does.
      return caseSensitive
        ? eb(column, 'in', values)
        : eb(
            eb.fn('lower', [column]),
            'in',
            values.map((v) => v.toLowerCase()),
          );
    case 'like':
      return eb(column, caseSensitive ? 'like' : 'ilike', values[0]!);
    case 'similar_to':
      // Kysely has no operator for it; the value is still a bound parameter.
      return sql<SqlBool>`${column} similar to ${values[0]!}`;
    case 'posix':
      return eb(column, caseSensitive ? '~' : '~*', values[0]!);
  }
}

/**
 * An exclusion filter: no row of the relation `table` links this row (`table.link` = `self`) to
 * `id` in its `other` column, e.g. users holding no row of users_roles for role `id`.
 */
export function notLinked(table: string, link: string, self: string, other: string, id: string): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${link}`)} = ${sql.ref(self)} and ${sql.ref(`${table}.${other}`)} = ${id})`;
}

/** Any of these columns holds the term (case-insensitive, wildcards literal): the lists' `search`. */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  term: string,
  columns: Readonly<Record<string, string>>,
): Expression<SqlBool> {
  const pattern = containsPattern(term);
  return eb.or(Object.values(columns).map((column) => eb(sql.ref(column), 'ilike', pattern)));
}

/** A list's search in both forms (ANDed when both are given): the nested lists take it too. */
export interface ListSearch {
  search?: string | undefined;
  fieldSearch?: FieldSearch | undefined;
}

/** The where-condition of a list search over these columns; `true` when it has neither form. */
export function listSearchCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  { search, fieldSearch }: ListSearch,
  columns: Readonly<Record<string, string>>,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (search) conditions.push(anyColumnContains(eb, search, columns));
  if (fieldSearch) conditions.push(fieldSearchCondition(eb, fieldSearch, columns));
  return conditions.length === 0 ? sql<SqlBool>`true` : eb.and(conditions);
}

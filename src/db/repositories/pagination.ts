import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageRequest } from '../list-query.js';

/**
 * Apply keyset (or offset) pagination, newest first, to a query whose table has created_at
 * and id columns; fetches one extra row to know whether another page follows.
 */
export function paginate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, table: string, page: PageRequest): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  if (page.after) {
    q = q.where(sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (${page.after.createdAt}, ${page.after.id})`);
  }
  q = q
    .orderBy(sql.ref(`${table}.created_at`), 'desc')
    .orderBy(sql.ref(`${table}.id`), 'desc')
    .limit(page.first + 1);
  if (page.offset) q = q.offset(page.offset);
  return q;
}

export function toPage<T>(rows: T[], page: PageRequest, totalCount: number) {
  return {
    items: rows.slice(0, page.first),
    totalCount,
    hasNextPage: rows.length > page.first,
    hasPreviousPage: Boolean(page.after) || page.offset > 0,
  };
}

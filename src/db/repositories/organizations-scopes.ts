// Organization scopes (organization permissions).
import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../database.js';
import type { DB } from '../tables.js';
import type { PageRequest } from '../list-query.js';
import { containsPattern } from '../like-patterns.js';
import { paginate, toPage } from './pagination.js';

export interface OrganizationScope {
  id: string;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const scopeColumns = [
  'organization_scopes.id',
  'organization_scopes.name',
  'organization_scopes.description',
  'organization_scopes.created_at',
  'organization_scopes.updated_at',
] as const;

export function toScope(r: { id: string; name: string; description: string | null; created_at: Date; updated_at: Date }): OrganizationScope {
  return { id: r.id, name: r.name, description: r.description, createdAt: r.created_at, updatedAt: r.updated_at };
}

export async function findScopeById(db: Db, id: string): Promise<OrganizationScope | undefined> {
  const row = await db.selectFrom('organization_scopes').select(scopeColumns).where('id', '=', id).executeTakeFirst();
  return row && toScope(row);
}

export async function existingScopeIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('organization_scopes').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export async function listScopes(db: Db, page: PageRequest, search?: string) {
  let base = db.selectFrom('organization_scopes');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    paginate(base.select(scopeColumns), 'organization_scopes', page).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toScope), page, Number(count.n));
}

export interface ScopeWrite {
  name?: string;
  description?: string | null;
}

export async function insertScope(db: Db, id: string, fields: ScopeWrite): Promise<OrganizationScope> {
  const row = await db
    .insertInto('organization_scopes')
    .values({ id, name: fields.name ?? '', description: fields.description ?? null })
    .returning(scopeColumns)
    .executeTakeFirstOrThrow();
  return toScope(row);
}

export async function updateScopeRow(db: Db, id: string, fields: ScopeWrite): Promise<OrganizationScope | undefined> {
  const set: UpdateObject<DB, 'organization_scopes'> = { updated_at: sql`now()` };
  if (fields.name !== undefined) set.name = fields.name;
  if (fields.description !== undefined) set.description = fields.description;
  const row = await db.updateTable('organization_scopes').set(set).where('id', '=', id).returning(scopeColumns).executeTakeFirst();
  return row && toScope(row);
}

export async function deleteScopeRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('organization_scopes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

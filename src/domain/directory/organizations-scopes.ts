// Rules for organization scopes (organization permissions): unique names without whitespace,
// since they travel space-separated in tokens.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/organizations-scopes.js';
import type { OrganizationScope } from '../../db/repositories/organizations-scopes.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { parseInput } from '../input.js';
import { checkName, guardUnique } from './organizations-rules.js';
import type { PageRequest } from '../pagination.js';

export type { OrganizationScope };

function checkScopeName(value: string): string {
  return parseInput(
    z.string().refine((name) => !/\s/.test(name)),
    checkName(value),
    'name must not contain whitespace',
    ['name'],
  );
}

const nameInUse = () => new DomainError('organization_scope.name_already_in_use', 'An organization scope with this name already exists.', undefined, ['name']);
const unique = <T>(work: () => Promise<T>) => guardUnique('organization_scopes_name', nameInUse, work);

export async function getOrganizationScope(db: Db, id: string): Promise<OrganizationScope> {
  const scope = await repo.findScopeById(db, id);
  if (!scope) throw notFound('organization scope', id);
  return scope;
}

export function listOrganizationScopes(db: Db, page: PageRequest, search?: string | null) {
  return repo.listScopes(db, page, search ?? undefined);
}

export async function createOrganizationScope(db: Db, input: { name: string; description?: string | null }): Promise<OrganizationScope> {
  const name = checkScopeName(input.name);
  return unique(() => repo.insertScope(db, newId(), { name, description: input.description ?? null }));
}

export async function updateOrganizationScope(db: Db, id: string, input: { name?: string | null; description?: string | null }): Promise<OrganizationScope> {
  const write: repo.ScopeWrite = {};
  if (input.name !== undefined) {
    if (input.name === null) throw invalidInput('name cannot be null', ['name']);
    write.name = checkScopeName(input.name);
  }
  if (input.description !== undefined) write.description = input.description;
  const scope = await unique(() => repo.updateScopeRow(db, id, write));
  if (!scope) throw notFound('organization scope', id);
  return scope;
}

export async function deleteOrganizationScope(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteScopeRow(db, id))) throw notFound('organization scope', id);
  return id;
}

// The built-in roles (domain/instance/bootstrap.ts) are how administrators reach the Management API: the
// Administrator user role for the console, the machine-to-machine role for the admin application.
// The roles domain asks here before a change that would take that way away. They may still be
// renamed, described, and given or taken from users and applications.
import type { Db } from '../../db/database.js';
import { builtinKeyOfRole, isManagementAllScope } from '../../db/repositories/bootstrap.js';
import { DomainError } from '../errors.js';

export async function refuseBuiltinRoleDelete(db: Db, roleId: string): Promise<void> {
  const key = await builtinKeyOfRole(db, roleId);
  if (!key) return;
  throw new DomainError(
    'role.builtin_delete_not_allowed',
    key === 'administrator'
      ? 'The built-in Administrator role cannot be deleted: it is how users reach the Management API and the console.'
      : 'The built-in machine-to-machine admin role cannot be deleted: it is how the admin application reaches the Management API.',
    { roleId, builtin: key },
  );
}

export async function refuseBuiltinScopeRemoval(db: Db, roleId: string, scopeId: string): Promise<void> {
  const key = await builtinKeyOfRole(db, roleId);
  if (!key || !(await isManagementAllScope(db, scopeId))) return;
  throw new DomainError('role.builtin_scope_removal_not_allowed', 'The Management API scope "all" cannot be removed from a built-in role.', {
    roleId,
    scopeId,
    builtin: key,
  });
}

/** A default role goes to every new user: the Administrator role must be given deliberately. */
export async function refuseBuiltinDefault(db: Db, roleId: string, isDefault: boolean | null | undefined): Promise<void> {
  if (!isDefault) return;
  if ((await builtinKeyOfRole(db, roleId)) !== 'administrator') return;
  throw new DomainError(
    'role.builtin_default_not_allowed',
    'The built-in Administrator role cannot be a default role: every new user would be an administrator.',
    { roleId },
    ['isDefault'],
  );
}

// The console's first administrator through the one-time link that start-up prints when no user
// holds the Administrator role (domain/instance/bootstrap.ts issues it; only its SHA-256 is stored). The
// link is used up in the transaction that creates the user: of two concurrent posts, the second
// waits on the first's delete of the row and then finds nothing, so only one user is created.
import type { Db } from '../../db/database.js';
import { countRoleUsers, findBuiltinRoleId, linkUserRole } from '../../db/repositories/bootstrap.js';
import { consumeSetupToken, setupTokenLive, clearSetupTokens } from '../../db/repositories/console-setup-tokens.js';
import { findUserById } from '../../db/repositories/users.js';
import { DomainError } from '../errors.js';
import { sha256 } from '../ids.js';
import { createUser, type User } from '../directory/users.js';

/** Wrong, expired or already used: one answer, so the page tells nothing about which. */
export const invalidSetupToken = () =>
  new DomainError(
    'console_setup.invalid_token',
    'This setup link is not valid: it may be wrong, expired (links work for 24 hours) or already used. Run `tessera setup-link` to print a new one.',
  );

export const administratorExists = () =>
  new DomainError('console_setup.administrator_exists', 'An administrator already exists: sign in to the console instead.');

async function administratorRoleId(db: Db): Promise<string> {
  const id = await findBuiltinRoleId(db, 'administrator');
  if (!id) throw new Error('the built-in Administrator role is missing (the bootstrap did not run)');
  return id;
}

/** Throws unless the link may be used now (for the page's GET). */
export async function checkSetupToken(db: Db, token: string | undefined, now = new Date()): Promise<void> {
  if ((await countRoleUsers(db, await administratorRoleId(db))) > 0) throw administratorExists();
  if (!token || !(await setupTokenLive(db, sha256(token), now))) throw invalidSetupToken();
}

/** Creates the first administrator and uses the link up. Call inside a transaction. */
export async function createFirstAdministrator(
  db: Db,
  input: { token: string | undefined; username: string; password: string },
  now = new Date(),
): Promise<User> {
  const roleId = await administratorRoleId(db);
  if ((await countRoleUsers(db, roleId)) > 0) throw administratorExists();
  if (!input.token || !(await consumeSetupToken(db, sha256(input.token), now))) throw invalidSetupToken();
  // createUser applies the domain's username and password rules; a refusal rolls the
  // transaction back, so the link still works for a corrected form.
  const user = await createUser(db, { username: input.username, password: input.password });
  await linkUserRole(db, user.id, roleId);
  await clearSetupTokens(db);
  return (await findUserById(db, user.id)) ?? user;
}

// Whether a user may still act through what they were given (a session, a token): they exist
// and are not suspended. Deletion removes the row; suspension keeps it.
import type { Db } from '../../db/database.js';
import { findUserById, type User } from '../../db/repositories/users.js';

export type { User };
/** The user by id, whatever their state; undefined when deleted. */
export { findUserById } from '../../db/repositories/users.js';

/** The user while they exist and are not suspended; undefined otherwise. */
export async function activeUser(db: Db, id: string): Promise<User | undefined> {
  const user = await findUserById(db, id);
  return user && !user.isSuspended ? user : undefined;
}

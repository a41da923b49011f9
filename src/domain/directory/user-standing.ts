// Whether a user may still act through what they were given (a session, a token): they exist
// and are not suspended. Deletion removes the row; suspension keeps it.
import type { Db } from '../../db/database.js';
import * as users from '../../db/repositories/users.js';
import type { User } from '../../db/repositories/users.js';

export type { User };
/** The user by id, whatever their state; undefined when deleted. */
export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return users.findUserById(db, id);
}

/** The user while they exist and are not suspended; undefined otherwise. */
export async function activeUser(db: Db, id: string): Promise<User | undefined> {
  const user = await findUserById(db, id);
  return user && !user.isSuspended ? user : undefined;
}

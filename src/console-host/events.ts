// The webhook events the console's server side causes: a user created by the bootstrap
// (BOOTSTRAP_ADMIN_USERNAME) or by the first-administrator link is a User.Created like any
// other, written in the transaction that created it.
import type { Db } from '../db/database.js';
import { enqueueEvent } from '../events/outbox.js';
import type { User } from '../domain/directory/users.js';

/** Passed to the bootstrap (src/start.ts): no request, so no ip or user agent. */
export async function bootstrapUserCreated(db: Db, user: User): Promise<void> {
  await enqueueEvent(db, 'User.Created', { data: user });
}

export async function setupUserCreated(db: Db, request: { ip: string; userAgent: string }, user: User): Promise<void> {
  await enqueueEvent(db, 'User.Created', { userAgent: request.userAgent, ip: request.ip, data: user });
}

// The users and applications that lists name by id (log entries, sessions), batched per request:
// a page names each with one query, and every resolver that names them shares the batch.
import { applicationsByIds, type ApplicationView } from '../domain/directory/applications.js';
import { usersByIds, type User } from '../domain/directory/users.js';
import { batchLoader } from './batch-loader.js';

export const userById = batchLoader<User | null>(
  async (ctx, ids) => new Map((await usersByIds(ctx.db, ids)).map((user) => [user.id, user])),
  () => null,
);

export const applicationById = batchLoader<ApplicationView | null>(
  async (ctx, ids) => new Map((await applicationsByIds(ctx.db, ids)).map((application) => [application.id, application])),
  () => null,
);

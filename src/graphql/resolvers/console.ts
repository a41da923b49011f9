// What the console's own screens ask beyond the Management API's nouns: the dashboard counts and
// the global sessions view; and names where a session shows ids (its user, its applications).
import { applicationsByIds } from '../../domain/directory/applications.js';
import { isBuiltInApplication } from '../../domain/directory/console-client.js';
import { usersByIds, type User } from '../../domain/directory/users.js';
import { consoleDashboard } from '../../domain/instance/dashboard.js';
import { listActiveSessions } from '../../domain/oauth/oidc-sessions.js';
import { pageRequest } from '../../domain/pagination.js';
import { batchLoader } from '../batch-loader.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';
import { withCompatibleView } from './users.js';

/** The sessions of a page name a few applications many times: one query for all of their names. */
const applicationName = batchLoader<string | null>(
  async (ctx, ids) => new Map((await applicationsByIds(ctx.db, ids)).map((application) => [application.id, application.name])),
  () => null,
);

/** And a page of sessions of many users: one query for the users. */
const userOf = batchLoader<User | null>(
  async (ctx, ids) => new Map((await usersByIds(ctx.db, ids)).map((user) => [user.id, user])),
  () => null,
);

export const consoleResolvers: Resolvers = {
  Application: {
    isBuiltIn: (application) => isBuiltInApplication({ id: application.id, isAdmin: application.isAdmin ?? false }),
  },
  UserSessionClient: {
    applicationName: (client, _, ctx) => applicationName(ctx, client.applicationId!),
  },
  UserSession: {
    user: (session, _, ctx) => userOf(ctx, session.userId!),
  },
  Query: {
    consoleDashboard: (_, { since }, ctx) => consoleDashboard(ctx.db, ctx.services.clock, since),
    activeSessions: async (_, args, ctx) =>
      toConnection(
        await listActiveSessions(ctx.db, ctx.services.clock, pageRequest(args), args.userId ?? undefined).then((page) => ({
          ...page,
          items: page.items.map(withCompatibleView),
        })),
      ),
  },
};

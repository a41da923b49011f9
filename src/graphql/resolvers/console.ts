// What the console's own screens ask beyond the Management API's nouns: the dashboard counts and
// the global sessions view; and names where a session shows ids (its user, its applications).
import { isBuiltInApplication } from '../../domain/directory/console-client.js';
import { consoleDashboard } from '../../domain/instance/dashboard.js';
import { listActiveSessions } from '../../domain/oauth/oidc-sessions.js';
import { pageRequest } from '../../domain/pagination.js';
import { applicationById, userById } from '../entity-loaders.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';
import { withCompatibleView } from './users.js';

export const consoleResolvers: Resolvers = {
  Application: {
    isBuiltIn: (application) => isBuiltInApplication({ id: application.id, isAdmin: application.isAdmin ?? false }),
  },
  UserSessionClient: {
    applicationName: async (client, _, ctx) => (await applicationById(ctx, client.applicationId!))?.name ?? null,
  },
  UserSession: {
    user: (session, _, ctx) => userById(ctx, session.userId!),
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

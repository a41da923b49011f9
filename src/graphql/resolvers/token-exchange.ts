import { listExchangeEvents } from '../../domain/oauth/token-exchange-audit.js';
import { pageRequest } from '../../domain/pagination.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

export const tokenExchangeResolvers: Resolvers = {
  Query: {
    tokenExchangeEvents: async (_, args, ctx) =>
      toConnection(
        await listExchangeEvents(ctx.db, pageRequest(args), {
          applicationId: args.applicationId ?? undefined,
          userId: args.userId ?? undefined,
          result: args.result ?? undefined,
          resource: args.resource ?? undefined,
          startTime: args.startTime ?? undefined,
          endTime: args.endTime ?? undefined,
        }),
      ),
  },
};

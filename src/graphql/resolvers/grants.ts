// A user's grants (schema/grants.graphql): thin calls into domain/oauth/user-grants.ts, with the
// compatible Management API's `payload` derived from our row (domain/oauth/user-grants.ts grantView).
import { grantView, listUserGrants, revokeUserGrant } from '../../domain/oauth/user-grants.js';
import type { Resolvers } from '../types.generated.js';

export const grantResolvers: Resolvers = {
  Query: {
    userGrants: async (_, { userId, appType }, ctx) => ({ grants: (await listUserGrants(ctx.db, userId, appType)).map(grantView) }),
  },
  Mutation: {
    revokeUserGrant: async (_, { userId, grantId }, ctx) => ({ revokedId: await revokeUserGrant(ctx.db, userId, grantId), userErrors: [] }),
  },
};

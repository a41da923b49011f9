// A user's grants (schema/grants.graphql): thin calls into domain/user-grants.ts, with the
// compatible Management API's `payload` derived from our row.
import { listUserGrants, revokeUserGrant, type UserGrantRow } from '../../domain/user-grants.js';
import type { Resolvers } from '../types.generated.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function grantView(g: UserGrantRow) {
  return {
    id: g.id,
    createdAt: g.createdAt,
    expiresAt: g.expiresAt,
    application: { id: g.clientId, name: g.applicationName },
    payload: { kind: 'Grant', jti: g.id, clientId: g.clientId, accountId: g.userId, iat: seconds(g.createdAt), exp: seconds(g.expiresAt) },
  };
}

export const grantResolvers: Resolvers = {
  Query: {
    userGrants: async (_, { userId, appType }, ctx) => ({ grants: (await listUserGrants(ctx.db, userId, appType)).map(grantView) }),
  },
  Mutation: {
    revokeUserGrant: async (_, { userId, grantId }, ctx) => ({ revokedId: await revokeUserGrant(ctx.db, userId, grantId), userErrors: [] }),
  },
};

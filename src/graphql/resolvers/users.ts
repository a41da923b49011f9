import { TENANT_ID } from '../../domain/instance/tenant.js';
import * as users from '../../domain/directory/users.js';
import { getUserSsoIdentity } from '../../domain/federation/user-identities.js';
import { deleteMfaVerification, listMfaVerifications } from '../../domain/sign-in/mfa.js';
import { createUserMfaVerification } from '../../domain/sign-in/mfa-admin.js';
import { getUserSession, listUserSessions, revokeUserSession, type UserSessionView } from '../../domain/oauth/oidc-sessions.js';
import { pageRequest } from '../../domain/pagination.js';
import { batchLoader } from '../batch-loader.js';
import { toConnection } from '../connection.js';
import type { Resolvers } from '../types.generated.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A session with the compatible Management API's fields beside ours, derived from ours. */
export function withCompatibleView(session: UserSessionView) {
  // Each client's latest standing grant (clients come oldest first). A grant does not outlive
  // its session here (refresh tokens stop with it), hence persistsLogout false.
  const authorizations: Record<string, unknown> = {};
  for (const c of session.clients) if (!c.isRevoked) authorizations[c.applicationId] = { grantId: c.grantId, persistsLogout: false };
  const payload = {
    kind: 'Session',
    uid: session.id,
    jti: session.id,
    accountId: session.userId,
    loginTs: seconds(session.createdAt),
    iat: seconds(session.createdAt),
    exp: seconds(session.expiresAt),
    authorizations,
  };
  return { ...session, payload, accountId: session.userId, clientId: null, lastSubmission: null };
}

/** A page of users asking for their hashes costs one query, not one per user. */
const passwordHashOf = batchLoader<string | null>(
  (ctx, ids) => users.passwordHashesOf(ctx.db, ids),
  () => null,
);

export const userResolvers: Resolvers = {
  UserSsoIdentity: {
    tenantId: () => TENANT_ID,
  },
  UserSsoIdentityResult: {
    ssoConnectorId: (parent) => parent.ssoIdentity!.ssoConnectorId,
  },
  User: {
    applicationId: () => null,
    passwordDigest: (user, _, ctx) => passwordHashOf(ctx, user.id),
    passwordAlgorithm: async (user, _, ctx) => users.passwordAlgorithmName(await passwordHashOf(ctx, user.id)),
    ssoIdentities: (user, _, ctx) => users.listUserSsoIdentities(ctx.db, user.id),
  },
  Query: {
    users: async (_, args, ctx) => toConnection(await users.listUsers(ctx.db, pageRequest(args), args)),
    user: async (_, { id }, ctx) => users.getUser(ctx.db, id),
    userSsoIdentity: async (_, { id, ssoConnectorId }, ctx) => getUserSsoIdentity(ctx.db, id, ssoConnectorId),
    userSsoIdentities: async (_, { userId }, ctx) => users.listUserSsoIdentities(ctx.db, userId),
    userMfaVerifications: async (_, { userId }, ctx) => listMfaVerifications(ctx.db, userId),
    userAllIdentities: async (_, { userId }, ctx) => (await users.listUserAllIdentities(ctx.db, userId)) as never,
    userSessions: async (_, { userId }, ctx) => ({ sessions: (await listUserSessions(ctx.db, ctx.services.clock, userId)).map(withCompatibleView) }),
    userSession: async (_, { userId, sessionId }, ctx) => withCompatibleView(await getUserSession(ctx.db, ctx.services.clock, userId, sessionId)),
  },
  Mutation: {
    createUser: async (_, { input }, ctx) => ({ user: await users.createUser(ctx.db, input), userErrors: [] }),
    updateUser: async (_, { id, input }, ctx) => ({ user: await users.updateUser(ctx.db, id, input), userErrors: [] }),
    updateUserCustomData: async (_, { id, customData }, ctx) => ({
      value: await users.mergeUserCustomData(ctx.db, id, customData),
      userErrors: [],
    }),
    updateUserProfile: async (_, { id, profile }, ctx) => ({
      value: await users.mergeUserProfile(ctx.db, id, profile),
      userErrors: [],
    }),
    updateUserPassword: async (_, { id, password }, ctx) => ({
      user: await users.setUserPassword(ctx.db, id, password),
      userErrors: [],
    }),
    setUserIdentifierVerified: async (_, { id, identifierType, verified }, ctx) => ({
      user: await users.setUserIdentifierVerified(ctx.db, id, identifierType, verified),
      userErrors: [],
    }),
    setUserSuspended: async (_, { id, isSuspended }, ctx) => ({
      user: await users.setUserSuspended(ctx.db, id, isSuspended),
      userErrors: [],
    }),
    verifyUserPassword: async (_, { id, password }, ctx) => ({
      verified: await users.verifyUserPassword(ctx.db, id, password),
      userErrors: [],
    }),
    deleteUser: async (_, { id }, ctx) => ({ deletedId: await users.deleteUser(ctx.db, id), userErrors: [] }),
    createUserMfaVerification: async (_, { userId, input }, ctx) => ({
      ...(await createUserMfaVerification(ctx.db, userId, input, ctx.services.config.keyEncryptionKey)),
      userErrors: [],
    }),
    deleteUserMfaVerification: async (_, { userId, verificationId }, ctx) => ({
      deletedId: await deleteMfaVerification(ctx.db, userId, verificationId),
      userErrors: [],
    }),
    revokeUserSession: async (_, { userId, sessionId }, ctx) => ({
      revokedId: await revokeUserSession(ctx.db, ctx.services.clock, userId, sessionId),
      userErrors: [],
    }),
  },
};

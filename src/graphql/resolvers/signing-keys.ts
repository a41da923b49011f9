import { cookieKeySummary, cookieKeysNotRotatable } from '../../domain/instance/cookie-secret.js';
import { listSigningKeys } from '../../domain/oauth/signing-keys.js';
import { deleteSigningKey, rotateSigningKey } from '../../oidc/key-rotation.js';
import { notFound } from '../../domain/errors.js';
import { familyOf } from '../../domain/signing-algorithms.js';
import { orUserErrors } from '../mutation-middleware.js';
import type { Resolvers } from '../types.generated.js';

// Not transactional (see resolvers/index.ts): key-rotation.ts commits, then reloads this instance's keys.
export const signingKeyResolvers: Resolvers = {
  SigningKey: {
    signingKeyAlgorithm: (key) => familyOf(String(key.algorithm)),
    rotationStatus: (key) => (key.status === 'signing' ? 'Current' : 'Previous'),
  },
  Query: {
    signingKeys: (_, __, ctx) => listSigningKeys(ctx.db),
    cookieKeys: async (_, __, ctx) => [await cookieKeySummary(ctx.db, ctx.services.config.keyEncryptionKey, ctx.services.config.cookieSecret)],
  },
  Mutation: {
    rotateSigningKey: (_, { signingKeyAlgorithm }, ctx) =>
      orUserErrors(async () => ({ signingKeys: await rotateSigningKey(ctx.services, signingKeyAlgorithm ?? 'EC'), userErrors: [] })),
    rotateCookieKey: () => orUserErrors(async () => Promise.reject(cookieKeysNotRotatable())),
    deleteCookieKey: (_, { id }, ctx) =>
      orUserErrors(async () => {
        const key = await cookieKeySummary(ctx.db, ctx.services.config.keyEncryptionKey, ctx.services.config.cookieSecret);
        if (key.id !== id) throw notFound('cookie key', id);
        throw cookieKeysNotRotatable();
      }),
    deleteSigningKey: (_, { id }, ctx) =>
      orUserErrors(async () => {
        await deleteSigningKey(ctx.services, id);
        return { deletedId: id, userErrors: [] };
      }),
  },
};

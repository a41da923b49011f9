import { listSigningKeys } from '../../domain/signing-keys.js';
import { deleteSigningKey, rotateSigningKey } from '../../oidc/key-rotation.js';
import { orUserErrors } from '../mutation-middleware.js';
import type { Resolvers } from '../types.generated.js';

// Not transactional (see resolvers/index.ts): key-rotation.ts commits, then reloads this instance's keys.
export const signingKeyResolvers: Resolvers = {
  Query: {
    signingKeys: (_, __, ctx) => listSigningKeys(ctx.db),
  },
  Mutation: {
    rotateSigningKey: (_, __, ctx) =>
      orUserErrors(async () => ({ signingKeys: await rotateSigningKey(ctx.services), userErrors: [] })),
    deleteSigningKey: (_, { id }, ctx) =>
      orUserErrors(async () => {
        await deleteSigningKey(ctx.services, id);
        return { deletedId: id, userErrors: [] };
      }),
  },
};

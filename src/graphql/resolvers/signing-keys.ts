import { DomainError } from '../../domain/errors.js';
import { listSigningKeys } from '../../domain/signing-keys.js';
import { deleteSigningKey, rotateSigningKey } from '../../oidc/key-rotation.js';
import { userErrorsOf } from '../mutation-middleware.js';
import type { Resolvers } from '../types.generated.js';

/** Not transactional (see resolvers/index.ts): key-rotation.ts commits, then reloads this instance's keys. */
async function orUserErrors<T>(run: () => Promise<T>): Promise<T | { userErrors: ReturnType<typeof userErrorsOf> }> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return { userErrors: userErrorsOf(error) };
    throw error;
  }
}

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

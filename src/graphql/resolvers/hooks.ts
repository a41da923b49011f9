import { DomainError } from '../../domain/errors.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import { allEvents } from '../../domain/webhooks/event-catalogue.js';
import * as hooks from '../../domain/webhooks/hooks.js';
import { pageRequest } from '../../domain/pagination.js';
import { newSigningKey } from '../../events/signing.js';
import { testHook } from '../../events/test-hook.js';
import { batched } from '../batch.js';
import { toConnection } from '../connection.js';
import type { GraphQLContext } from '../context.js';
import { userErrorsOf } from '../mutation-middleware.js';
import type { Resolvers } from '../types.generated.js';

const policy = (ctx: GraphQLContext) => ({
  allowPrivateTargets: ctx.services.config.webhookAllowPrivateTargets,
  allowLocalTargets: ctx.services.config.webhookAllowLocalTargets,
});

export const hookResolvers: Resolvers = {
  Query: {
    hooks: async (_, args, ctx) => toConnection(await hooks.listHooks(ctx.db, pageRequest(args), args.search)),
    hook: async (_, { id }, ctx) => hooks.getHook(ctx.db, id),
    hookEvents: () => [...allEvents],
    hookRecentLogs: async (_, args, ctx) => toConnection(await hooks.recentLogs(ctx.db, args.id, args, pageRequest(args))),
  },
  Hook: {
    tenantId: () => TENANT_ID,
    event: () => null,
    signingKey: () => '',
    // One query for all the hooks of a page (per request: ctx.request is the request's own object).
    executionStats: async (hook, _, ctx) =>
      (await batched(ctx.request, 'hookExecutionStats', (ids: readonly string[]) => hooks.executionStats(ctx.db, ids), hook.id!)) ?? null,
  },
  HookDeliveryAttempt: {
    key: (attempt) => hooks.logKeyOf(attempt.event!),
    logPayload: (attempt) => hooks.logPayloadOf(attempt as hooks.DeliveryAttemptLog),
  },
  Mutation: {
    createHook: async (_, { input }, ctx) => ({
      ...(await hooks.createHook(ctx.db, input, policy(ctx), newSigningKey(), ctx.services.config.keyEncryptionKey)),
      userErrors: [],
    }),
    updateHook: async (_, { id, input }, ctx) => ({ hook: await hooks.updateHook(ctx.db, id, input, policy(ctx)), userErrors: [] }),
    deleteHook: async (_, { id }, ctx) => ({ deletedId: await hooks.deleteHook(ctx.db, id), userErrors: [] }),
    rotateHookSigningKey: async (_, { id }, ctx) => ({
      ...(await hooks.rotateSigningKey(ctx.db, id, newSigningKey(), ctx.services.config.webhook.keyGraceMs, ctx.services.config.keyEncryptionKey)),
      userErrors: [],
    }),
    // Not transactional (see resolvers/index.ts): it waits on receivers and writes nothing.
    testHook: async (_, { id, input, failOnError }, ctx) => {
      try {
        const results = await testHook(ctx.db, ctx.services.config, id, input);
        // The compatible product answers a failed test as an error, not as a report.
        if (failOnError && results.some((r) => !r.success)) throw hooks.testFailed(results);
        return { results, userErrors: [] };
      } catch (error) {
        if (error instanceof DomainError) return { results: null, userErrors: userErrorsOf(error) };
        throw error;
      }
    },
    redeliverHookDelivery: async (_, { id, deliveryId }, ctx) => ({
      delivery: await hooks.redeliver(ctx.db, id, deliveryId),
      userErrors: [],
    }),
  },
};

import * as resources from '../../domain/directory/resources.js';
import { pageRequest } from '../../domain/pagination.js';
import { batchLoader } from '../batch-loader.js';
import { toConnection } from '../connection.js';
import { TENANT_ID } from '../../domain/instance/tenant.js';
import type { Page } from '../../domain/pagination.js';
import type { Resolvers, Resource as ResourceNode } from '../types.generated.js';

// A domain resource lacks `scopes`, which Resource.scopes loads only when a query asks for it.
// (cast: the generated parent type lists the fields its own resolvers fill)
const node = (resource: resources.Resource) => resource as unknown as ResourceNode as never;
const nodes = (page: Page<resources.Resource>) => ({ ...page, items: page.items.map(node) });
const resourceOf = batchLoader(
  async (ctx, ids) => new Map((await resources.resourcesByIds(ctx.db, ids)).map((r) => [r.id, r])),
  () => {
    throw new Error('a scope without its resource');
  },
);
const scopesOf = batchLoader(
  (ctx, ids) => resources.scopesOfResources(ctx.db, ids),
  () => [],
);

export const resourceResolvers: Resolvers = {
  Query: {
    resources: async (_, args, ctx) => toConnection(nodes(await resources.listResources(ctx.db, pageRequest(args), args.search))),
    resource: async (_, { id }, ctx) => node(await resources.getResource(ctx.db, id)),
    testResourceClaims: async (_, args, ctx) => resources.testResourceClaims(ctx.db, args.id, args),
    resourceScopes: async (_, args, ctx) => toConnection(await resources.listResourceScopes(ctx.db, args.resourceId, pageRequest(args))),
  },
  Resource: {
    scopes: async (parent, _, ctx) => parent.scopes ?? scopesOf(ctx, parent.id!),
    tenantId: () => TENANT_ID,
  },
  Scope: {
    tenantId: () => TENANT_ID,
    resource: async (parent, _, ctx) => node(await resourceOf(ctx, parent.resourceId)),
  },
  Mutation: {
    createResource: async (_, { input }, ctx) => ({ resource: node(await resources.createResource(ctx.db, input)), userErrors: [] }),
    updateResource: async (_, { id, input }, ctx) => ({
      resource: node(await resources.updateResource(ctx.db, id, input)),
      userErrors: [],
    }),
    setResourceIsDefault: async (_, { id, isDefault }, ctx) => ({
      resource: node(await resources.setResourceIsDefault(ctx.db, id, isDefault)),
      userErrors: [],
    }),
    setResourceClaimMappings: async (_, { id, mappings }, ctx) => ({
      mappings: (await resources.setResourceClaimMappings(ctx.db, id, mappings)).accessTokenClaims as never,
      userErrors: [],
    }),
    deleteResource: async (_, { id }, ctx) => ({ deletedId: await resources.deleteResource(ctx.db, id), userErrors: [] }),
    createScope: async (_, { resourceId, input }, ctx) => ({
      scope: await resources.createScope(ctx.db, resourceId, input),
      userErrors: [],
    }),
    updateScope: async (_, { resourceId, scopeId, input }, ctx) => ({
      scope: await resources.updateScope(ctx.db, resourceId, scopeId, input),
      userErrors: [],
    }),
    deleteScope: async (_, { resourceId, scopeId }, ctx) => ({
      deletedId: await resources.deleteScope(ctx.db, resourceId, scopeId),
      userErrors: [],
    }),
  },
};

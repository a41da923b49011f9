// Third-party applications' consent (schema/consent.graphql): thin calls into domain/directory/consent.ts.
import * as consent from '../../domain/directory/consent.js';
import type { Resolvers } from '../types.generated.js';

/** The compatible shape: resource scopes grouped by their resource. */
function scopesView(stored: consent.ConsentScopes) {
  const groups = new Map<string, { resource: { id: string; name: string; indicator: string }; scopes: consent.ConsentScopeDetail[] }>();
  for (const s of stored.resourceScopes) {
    const group = groups.get(s.resourceId) ?? { resource: { id: s.resourceId, name: s.resourceName, indicator: s.resourceIndicator }, scopes: [] };
    group.scopes.push({ id: s.id, name: s.name, description: s.description });
    groups.set(s.resourceId, group);
  }
  return {
    organizationScopes: stored.organizationScopes,
    resourceScopes: [...groups.values()],
    organizationResourceScopes: [],
    userScopes: stored.userScopes,
  };
}

export const consentResolvers: Resolvers = {
  Query: {
    applicationUserConsentScopes: async (_, { applicationId }, ctx) => scopesView(await consent.getConsentScopes(ctx.db, applicationId)),
    applicationUserConsentOrganizations: async (_, { applicationId, userId }, ctx) => ({
      organizations: await consent.listConsentOrganizations(ctx.db, applicationId, userId),
    }),
  },
  Mutation: {
    assignApplicationUserConsentScopes: async (_, { applicationId, input }, ctx) => ({
      consentScopes: scopesView(await consent.assignConsentScopes(ctx.db, applicationId, input)),
      userErrors: [],
    }),
    removeApplicationUserConsentScope: async (_, { applicationId, scopeType, scopeId }, ctx) => ({
      removedId: await consent.removeConsentScope(ctx.db, applicationId, scopeType, scopeId),
      userErrors: [],
    }),
    addApplicationUserConsentOrganizations: async (_, { applicationId, userId, organizationIds }, ctx) => {
      await consent.addConsentOrganizations(ctx.db, applicationId, userId, organizationIds);
      return { organizations: await consent.listConsentOrganizations(ctx.db, applicationId, userId), userErrors: [] };
    },
    replaceApplicationUserConsentOrganizations: async (_, { applicationId, userId, organizationIds }, ctx) => {
      await consent.replaceConsentOrganizations(ctx.db, applicationId, userId, organizationIds);
      return { organizations: await consent.listConsentOrganizations(ctx.db, applicationId, userId), userErrors: [] };
    },
    removeApplicationUserConsentOrganization: async (_, { applicationId, userId, organizationId }, ctx) => ({
      removedId: await consent.removeConsentOrganization(ctx.db, applicationId, userId, organizationId),
      userErrors: [],
    }),
  },
};

// Every area's resolvers. Mutations are wrapped so each runs in one transaction with its events.
import type { Resolvers } from '../types.generated.js';
import { wrapMutations } from '../mutation-middleware.js';
import { oauthResolvers } from './oauth.js';
import { organizationResolvers } from './organizations.js';
import { organizationInvitationResolvers } from './organizations-invitations.js';
import { organizationRoleResolvers } from './organizations-roles.js';
import { userResolvers } from './users.js';
import { roleResolvers } from './roles.js';
import { resourceResolvers } from './resources.js';
import { applicationResolvers } from './applications.js';
import { signInExperienceResolvers } from './sign-in-experience.js';

/** Mutations that are protocol steps rather than directory changes: they manage their own writes. */
const nonTransactional = new Set(['issueToken']);

const areas: Resolvers[] = [userResolvers, oauthResolvers];
areas.push(roleResolvers, resourceResolvers, applicationResolvers);
areas.push(organizationResolvers, organizationRoleResolvers, organizationInvitationResolvers);
areas.push(signInExperienceResolvers);

export const resolvers = areas.map((area) =>
  area.Mutation ? { ...area, Mutation: wrapMutations(area.Mutation as never, nonTransactional) } : area,
) as Resolvers[];

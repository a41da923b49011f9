// The Management API route table, area by area; the shim serves it and /api/openapi.json
// describes it.
import type { RestRoute } from '../route.js';
import { userRoutes } from './users.js';
import { organizationRoutes } from './organizations.js';
import { organizationInvitationRoutes } from './organizations-invitations.js';
import { organizationRoleRoutes } from './organizations-roles.js';

export const routes: RestRoute[] = [...userRoutes];
routes.push(...organizationRoutes, ...organizationRoleRoutes, ...organizationInvitationRoutes);

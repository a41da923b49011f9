// The Management API route table, area by area; the shim serves it and /api/openapi.json
// describes it.
import type { RestRoute } from '../route.js';
import { userRoutes } from './users.js';
import { signInExperienceRoutes } from './sign-in-experience.js';

export const routes: RestRoute[] = [...userRoutes];
routes.push(...signInExperienceRoutes);

// The Management API route table, area by area; the shim serves it and /api/openapi.json
// describes it.
import type { RestRoute } from '../route.js';
import { userRoutes } from './users.js';
import { tokenExchangeRoutes } from './token-exchange.js';

export const routes: RestRoute[] = [...userRoutes];
routes.push(...tokenExchangeRoutes);

// The grant types the token endpoint serves, by `grant_type`.
import { clientCredentials } from './client-credentials.js';
import type { Grant } from './types.js';

export const grants: Grant[] = [clientCredentials];

export const grantsByType = new Map(grants.map((g) => [g.grantType, g]));

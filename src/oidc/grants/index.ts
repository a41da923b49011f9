// The grant types the token endpoint serves, by `grant_type`.
import { clientCredentials } from './client-credentials.js';
import { tokenExchange } from './token-exchange.js';
import type { Grant } from './types.js';

export const grants: Grant[] = [clientCredentials];
grants.push(tokenExchange);

export const grantsByType = new Map(grants.map((g) => [g.grantType, g]));

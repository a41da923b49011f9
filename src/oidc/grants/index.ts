// The grant types the token endpoint serves, by `grant_type`; discovery lists them in this order.
import { authorizationCode } from './authorization-code.js';
import { clientCredentials } from './client-credentials.js';
import { deviceCode } from './device-code.js';
import { refreshToken } from './refresh-token.js';
import { tokenExchange } from './token-exchange.js';
import type { Grant } from './types.js';

export const grants: Grant[] = [authorizationCode, refreshToken, clientCredentials, tokenExchange, deviceCode];

export const grantsByType = new Map(grants.map((g) => [g.grantType, g]));

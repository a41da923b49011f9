// The grant types the token endpoint serves, by `grant_type`.
import { authorizationCode } from './authorization-code.js';
import { clientCredentials } from './client-credentials.js';
import { refreshToken } from './refresh-token.js';
import type { Grant } from './types.js';

export const grants: Grant[] = [
  clientCredentials,
  authorizationCode,
  refreshToken,
];

export const grantsByType = new Map(grants.map((g) => [g.grantType, g]));

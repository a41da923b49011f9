// RFC 6749 §4.4 with RFC 8707 resource indicators: a machine-to-machine application gets a JWT
// for one API resource, with the scopes its roles grant there.
import { applicationScopeNames, findResourceByIndicator } from '../../domain/token-resources.js';
import { mintAccessToken, scopeList } from '../access-token.js';
import { invalidRequest, invalidScope, invalidTarget, unauthorizedClient } from '../errors.js';
import type { Grant } from './types.js';

export const clientCredentials: Grant = {
  grantType: 'client_credentials',
  parameters: ['resource'],
  async handler(ctx, client, input) {
    if (client.type !== 'MachineToMachine') {
      throw unauthorizedClient('client_credentials is only allowed for machine-to-machine applications');
    }
    const resources = input.resource ?? [];
    if (resources.length === 0) throw invalidTarget('resource is required: name the API resource the token is for');
    if (resources.length > 1) throw invalidTarget('only one resource may be requested per token');
    const resource = await findResourceByIndicator(ctx.db, resources[0]!);
    if (!resource) throw invalidTarget('resource is not a known API resource');

    const held = new Set(await applicationScopeNames(ctx.db, client.id, resource.id));
    const requested = scopeList(input.scope);
    if (input.scope !== undefined && input.scope !== null && requested.length === 0) {
      throw invalidRequest('scope must not be empty when present');
    }
    const missing = requested.filter((s) => !held.has(s));
    if (missing.length) throw invalidScope(`scope not granted to this application: ${missing.join(' ')}`);
    const granted = requested.length ? requested : [...held];
    const scope = [...new Set(granted)].join(' ');

    const minted = await mintAccessToken(ctx.services.keys, ctx.services.config.issuer, {
      sub: client.id,
      aud: resource.indicator,
      clientId: client.id,
      scope,
      ttlSeconds: resource.accessTokenTtl,
    });
    return { accessToken: minted.token, tokenType: 'Bearer', expiresIn: minted.expiresIn, scope };
  },
};

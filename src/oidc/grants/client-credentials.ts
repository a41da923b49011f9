// RFC 6749 §4.4 with RFC 8707 resource indicators: a machine-to-machine application gets a JWT
// for one API resource, with the scopes its roles grant there.
import { applicationScopeNames, findResourceByIndicator } from '../../domain/oauth/token-resources.js';
import { mintAccessToken, scopeList } from '../access-token.js';
import { invalidRequest, invalidScope, invalidTarget, unauthorizedClient } from '../errors.js';
import type { Grant } from './types.js';

interface HeldScopes {
  names: ReadonlySet<string>;
  /** Every held scope, space-separated: the token's scope when none is requested. */
  all: string;
}

// The directory cache hands out the same list for as long as it holds an application's scopes on
// a resource (a change replaces the list), so what is derived from it is derived once per list.
const heldByList = new WeakMap<readonly string[], HeldScopes>();

function heldScopes(list: readonly string[]): HeldScopes {
  let held = heldByList.get(list);
  if (!held) {
    const names = new Set(list);
    heldByList.set(list, (held = { names, all: [...names].join(' ') }));
  }
  return held;
}

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

    const held = heldScopes(await applicationScopeNames(ctx.db, client.id, resource.id));
    const requested = scopeList(input.scope);
    if (input.scope !== undefined && requested.length === 0) {
      throw invalidRequest('scope must not be empty when present');
    }
    const missing = requested.filter((s) => !held.names.has(s));
    if (missing.length) throw invalidScope(`scope not granted to this application: ${missing.join(' ')}`);
    const scope = requested.length ? [...new Set(requested)].join(' ') : held.all;

    const minted = await mintAccessToken(ctx.services.keys, ctx.services.clock, ctx.services.config.issuer, {
      sub: client.id,
      aud: resource.indicator,
      clientId: client.id,
      scope,
      ttlSeconds: resource.accessTokenTtl,
    });
    return { accessToken: minted.token, tokenType: 'Bearer', expiresIn: minted.expiresIn, scope };
  },
};

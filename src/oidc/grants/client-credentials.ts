// RFC 6749 §4.4 with RFC 8707 resource indicators: a machine-to-machine application gets a JWT
// for one API resource, with the scopes its roles grant there (domain/token-resources.ts's
// machineToken owns those rules; this module checks the request's shape and mints), bound to
// the request's DPoP key when it sent a proof (RFC 9449).
import { resolveMappedClaims } from '../../domain/directory/claim-mappings.js';
import { machineToken } from '../../domain/oauth/token-resources.js';
import { dpopConfirmation, unboundIssueRefusal } from '../../domain/oauth/dpop.js';
import { mintAccessToken, scopeList } from '../access-token.js';
import { OAuthError, invalidRequest, invalidTarget, unauthorizedClient } from '../errors.js';
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
    const requested = scopeList(input.scope);
    const target = await machineToken(ctx.db, client.id, resources[0]!, requested);
    if (target.refused) throw new OAuthError(target.refused, target.description);
    // After the resource check, as before: an unknown resource is named first.
    if (input.scope !== undefined && requested.length === 0) throw invalidRequest('scope must not be empty when present');
    const unbound = unboundIssueRefusal(target.resource, input.dpopJkt);
    if (unbound) throw invalidRequest(unbound);

    const minted = await mintAccessToken(ctx.services.keys, ctx.services.clock, ctx.services.config.issuer, {
      sub: client.id,
      aud: target.resource.indicator,
      clientId: client.id,
      scope: target.scope,
      ttlSeconds: target.resource.accessTokenTtl,
      alg: target.resource.accessTokenSignedResponseAlg,
      // No user: only the application's sources apply to a machine's token. Bound to the
      // request's DPoP key when it sent a proof (the confirmation is the server's own claim).
      extra: {
        ...(await resolveMappedClaims(ctx.db, target.resource.accessTokenClaims, { applicationId: client.id, grantType: 'client_credentials' })),
        ...(input.dpopJkt ? dpopConfirmation(input.dpopJkt) : {}),
      },
    });
    return { accessToken: minted.token, tokenType: input.dpopJkt ? 'DPoP' : 'Bearer', expiresIn: minted.expiresIn, scope: target.scope };
  },
};

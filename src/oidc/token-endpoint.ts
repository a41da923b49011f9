// The token endpoint pipeline behind the issueToken mutation: pick the grant, run it.
import type { GraphQLContext } from '../graphql/context.js';
import type { TokenRequestInput } from '../graphql/types.generated.js';
import { invalidClient, invalidRequest, unsupportedGrantType } from './errors.js';
import { grantsByType } from './grants/index.js';
import { AUTHORIZING_PARAMETERS, type Grant, type TokenResult } from './grants/types.js';

export async function issueToken(ctx: GraphQLContext, input: TokenRequestInput): Promise<TokenResult> {
  // Only the /oidc/token shim authenticates a client; over /graphql there is none.
  if (!ctx.client) throw invalidClient('the token mutation is only served at the token endpoint');
  const grant = grantsByType.get(input.grantType);
  if (!grant) throw unsupportedGrantType(`grant_type ${input.grantType} is not supported`);
  refuseForeignParameters(grant, input);
  return grant.handler(ctx, ctx.client, input);
}

/** The form names of the request fields, for the error message (rest/token-route.ts maps them). */
const formName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function refuseForeignParameters(grant: Grant, input: TokenRequestInput): void {
  for (const field of AUTHORIZING_PARAMETERS) {
    if (input[field] === undefined || input[field] === null) continue;
    if (grant.parameters.includes(field)) continue;
    throw invalidRequest(`parameter ${formName(field)} is not accepted by grant_type ${grant.grantType}`);
  }
}

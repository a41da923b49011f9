// The token endpoint pipeline behind the issueToken mutation: pick the grant, run it.
import type { GraphQLContext } from '../graphql/context.js';
import type { TokenRequestInput } from '../graphql/types.generated.js';
import { invalidClient, unsupportedGrantType } from './errors.js';
import { grantsByType } from './grants/index.js';
import type { TokenResult } from './grants/types.js';

export async function issueToken(ctx: GraphQLContext, input: TokenRequestInput): Promise<TokenResult> {
  // Only the /oidc/token shim authenticates a client; over /graphql there is none.
  if (!ctx.client) throw invalidClient('the token mutation is only served at the token endpoint');
  const grant = grantsByType.get(input.grantType);
  if (!grant) throw unsupportedGrantType(`grant_type ${input.grantType} is not supported`);
  return grant.handler(ctx, ctx.client, input);
}

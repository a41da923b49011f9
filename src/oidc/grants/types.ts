import type { GraphQLContext, AuthenticatedClient } from '../../graphql/context.js';
import type { TokenRequestInput } from '../../graphql/types.generated.js';

export interface TokenResult {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  scope: string;
  issuedTokenType?: string;
  refreshToken?: string;
  idToken?: string;
}

/** One grant type of the token endpoint (oidc-provider's shape: one module per grant). */
export interface Grant {
  grantType: string;
  handler(ctx: GraphQLContext, client: AuthenticatedClient, input: TokenRequestInput): Promise<TokenResult>;
}

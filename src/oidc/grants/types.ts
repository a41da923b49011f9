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
  /** Set when the grant wrote its success entry in the audit log itself (in its transaction); never sent. */
  audited?: boolean;
}

/** One grant type of the token endpoint (oidc-provider's shape: one module per grant). */
export interface Grant {
  grantType: string;
  /** The grant writes every audit log entry of its requests itself, refusals included (token exchange). */
  auditsItself?: boolean;
  handler(ctx: GraphQLContext, client: AuthenticatedClient, input: TokenRequestInput): Promise<TokenResult>;
}

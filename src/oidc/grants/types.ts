import type { AuthenticatedClient } from '../client-auth.js';
import type { OidcContext } from '../context.js';
import type { TokenRequest } from '../token/request.js';

export interface TokenResult {
  accessToken: string;
  /**
   * `DPoP` when the access token is bound to the request's DPoP key (RFC 9449 §5); 'N_A' for a
   * token that is no bearer access token (a transaction token; RFC 8693 §2.2.1).
   */
  tokenType: 'Bearer' | 'DPoP' | 'N_A';
  expiresIn: number;
  scope: string;
  issuedTokenType?: string;
  refreshToken?: string;
  idToken?: string;
  /** Set when the grant wrote its success entry in the audit log itself (in its transaction); never sent. */
  audited?: boolean;
}

/**
 * Request fields that change what a token authorizes (its audience, organization or subject). A
 * grant that does not read one refuses a request that sets it (invalid_request) rather than
 * ignore it: the client would otherwise receive a token other than the one it asked for. Other
 * foreign fields (a redirect_uri on a refresh, say) are ignored as RFC 6749 §3.2 allows.
 */
export const AUTHORIZING_PARAMETERS = [
  'resource',
  'organizationId',
  'audience',
  'subjectToken',
  'subjectTokenType',
  'actorToken',
  'actorTokenType',
  'requestedTokenType',
  'requestContext',
  'requestDetails',
] as const satisfies ReadonlyArray<keyof TokenRequest>;

/** One grant type of the token endpoint (oidc-provider's shape: one module per grant). */
export interface Grant {
  grantType: string;
  /** The grant writes every audit log entry of its requests itself, refusals included (token exchange). */
  auditsItself?: boolean;
  /** The request fields this grant reads (besides grant_type and scope); see AUTHORIZING_PARAMETERS. */
  parameters: ReadonlyArray<keyof TokenRequest>;
  handler(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest): Promise<TokenResult>;
  /** Writes the audit entry of a request refused before the handler ran (a grant that audits itself). */
  auditRefusal?(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest, error: unknown): Promise<void>;
}

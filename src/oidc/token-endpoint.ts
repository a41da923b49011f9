// The token endpoint pipeline behind the issueToken mutation: pick the grant, run it, and audit
// the request (ExchangeTokenBy.<grant>): a refusal on its own, a success either by the grant in
// the transaction that issues its tokens or here before the token is handed out (fail closed).
import type { GraphQLContext } from '../graphql/context.js';
import type { TokenRequestInput } from '../graphql/types.generated.js';
import { failure, grantLogKey, recordLog, success, type LogOutcome } from '../domain/logs.js';
import { logFailure } from '../domain/service-unavailable.js';
import { OAuthError, invalidClient, unsupportedGrantType } from './errors.js';
import { grantsByType } from './grants/index.js';
import type { TokenResult } from './grants/types.js';

function audit(ctx: GraphQLContext, input: TokenRequestInput, outcome: LogOutcome): Promise<void> {
  return recordLog(
    ctx.db,
    {
      key: grantLogKey(input.grantType),
      applicationId: ctx.client?.id,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
      payload: { grantType: input.grantType, ...(input.resource?.length ? { resource: input.resource } : {}) },
    },
    outcome,
  );
}

export async function issueToken(ctx: GraphQLContext, input: TokenRequestInput): Promise<TokenResult> {
  // Only the /oidc/token shim authenticates a client; over /graphql there is none.
  if (!ctx.client) throw invalidClient('the token mutation is only served at the token endpoint');
  const grant = grantsByType.get(input.grantType);
  let result: TokenResult;
  try {
    if (!grant) throw unsupportedGrantType(`grant_type ${input.grantType} is not supported`);
    result = await grant.handler(ctx, ctx.client, input);
  } catch (error) {
    if (!grant?.auditsItself) {
      const outcome = error instanceof OAuthError ? failure(error.error, error.description) : failure('server_error', 'internal failure');
      // The audit write must never replace the client's OAuth error with a 500.
      await audit(ctx, input, outcome).catch((e: unknown) => logFailure('token audit write failed', e, ctx.request.id));
    }
    throw error;
  }
  if (!grant.auditsItself && !result.audited) await audit(ctx, input, success);
  return result;
}

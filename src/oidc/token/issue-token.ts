// The token endpoint pipeline (POST /oidc/token, handler.ts, calls it once the client is
// authenticated): pick the grant, run it, and audit the request (ExchangeTokenBy.<grant>):
// a refusal on its own, a success either by the grant in the transaction that issues its tokens
// or here before the token is handed out (fail closed).
import type { TokenRequest } from './request.js';
import { failure, grantLogKey, recordLog, success, type LogOutcome } from '../../domain/logs.js';
import { auditRefusal } from '../../domain/service-unavailable.js';
import type { AuthenticatedClient } from '../client-auth.js';
import type { OidcContext } from '../context.js';
import { OAuthError, invalidRequest, unsupportedGrantType } from '../errors.js';
import { grantsByType } from '../grants/index.js';
import { AUTHORIZING_PARAMETERS, type Grant, type TokenResult } from '../grants/types.js';

function audit(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest, outcome: LogOutcome): Promise<void> {
  return recordLog(
    ctx.db,
    {
      key: grantLogKey(input.grantType),
      applicationId: client.id,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
      payload: { grantType: input.grantType, ...(input.resource?.length ? { resource: input.resource } : {}) },
    },
    outcome,
  );
}

/** The audit outcome of a refusal: the OAuth error, or server_error for anything else. */
const refusalOutcome = (error: unknown): LogOutcome =>
  error instanceof OAuthError ? failure(error.error, error.description) : failure('server_error', 'internal failure');

/**
 * A request refused after client authentication but before its grant ran (its DPoP proof):
 * audited where its grant audits refusals, so the trail misses no attempt.
 */
export async function auditEarlyRefusal(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest, error: unknown): Promise<void> {
  const grant = grantsByType.get(input.grantType);
  const write = grant?.auditRefusal ? () => grant.auditRefusal!(ctx, client, input, error) : () => audit(ctx, client, input, refusalOutcome(error));
  await auditRefusal(error, write, 'token audit write failed', ctx.request.id);
}

export async function issueToken(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest): Promise<TokenResult> {
  const grant = grantsByType.get(input.grantType);
  let result: TokenResult;
  try {
    if (!grant) throw unsupportedGrantType(`grant_type ${input.grantType} is not supported`);
    refuseForeignParameters(grant, input);
    result = await grant.handler(ctx, client, input);
  } catch (error) {
    if (!grant?.auditsItself) {
      await auditRefusal(error, () => audit(ctx, client, input, refusalOutcome(error)), 'token audit write failed', ctx.request.id);
    }
    throw error;
  }
  if (!grant.auditsItself && !result.audited) await audit(ctx, client, input, success);
  return result;
}

/** The form names of the request fields, for the error message (handler.ts maps them). */
const formName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function refuseForeignParameters(grant: Grant, input: TokenRequest): void {
  for (const field of AUTHORIZING_PARAMETERS) {
    if (input[field] === undefined) continue;
    if (grant.parameters.includes(field)) continue;
    throw invalidRequest(`parameter ${formName(field)} is not accepted by grant_type ${grant.grantType}`);
  }
}

// What an upstream identity provider's failure means to the person signing in or the
// administrator: a client error with a stable code, saying why (the provider refused, could not be
// reached, its answer did not validate, or one of the connector's URLs may not be connected to)
// and never anything of the tokens. The protocols (src/connectors) throw their libraries' errors;
// the rules that call them translate here.
import { outboundRefusalIn } from '../../net/outbound-urls.js';
import { log } from '../../observability/logger.js';
import { DomainError, errorSummary } from '../errors.js';

/** The JWT claim a validation failure names (openid-client wraps oauth4webapi's error, whose cause says it). */
function claimAtFault(error: unknown): string | undefined {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause && typeof cause === 'object'; depth++) {
    const claim = (cause as { claim?: unknown }).claim;
    if (typeof claim === 'string') return claim;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An upstream failure as a client error: the provider refused, could not be reached, or its
 * answer did not validate (wrong iss, aud or nonce, a bad signature, an expired token…). The
 * reason and the claim at fault are said; nothing of the tokens themselves.
 */
export async function fromUpstream<T>(connectorId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // One of the connector's URLs (as configured, or as its discovery named it) is not one this
    // server may connect to: the administrator's to fix, not a failed sign-in.
    const refused = outboundRefusalIn(error);
    if (refused) {
      log().warn({ connector_id: connectorId }, `social connector URL refused: ${refused.message}`);
      throw new DomainError('connector.invalid_config', `This sign-in method is not set up correctly: ${refused.message}.`, {
        connectorId,
        reason: 'url_not_allowed',
      });
    }
    const e = error as { code?: unknown; error?: unknown };
    const reason = typeof e.code === 'string' ? e.code : 'ERR_UPSTREAM';
    const claim = claimAtFault(error);
    const upstreamError = typeof e.error === 'string' ? e.error : undefined;
    // Name, message and code of the error and its causes: never a token, nor our stack.
    log().warn({ connector_id: connectorId }, `social connector failure: ${errorSummary(error)}`);
    throw new DomainError('connector.authorization_failed', 'The sign-in at the identity provider could not be verified; start again.', {
      connectorId,
      reason,
      ...(claim ? { claim } : {}),
      ...(upstreamError ? { error: upstreamError } : {}),
    });
  }
}

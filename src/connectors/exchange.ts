// Upstream failures as client errors, and the administrator's code exchange.
import type { ConnectorSettings } from '../domain/federation/connectors.js';
import { DomainError, errorSummary } from '../domain/errors.js';
import type { CodeExchange } from '../domain/federation/user-identities-link.js';
import type { UpstreamProfile } from '../domain/federation/social-sign-in.js';
import { oauth2Protocol } from './oauth2.js';
import { oidcProtocol } from './oidc.js';
import { log } from '../observability/logger.js';
import { outboundRefusalIn } from '../domain/outbound-urls.js';

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

/**
 * Exchanges an authorization code an administrator's client obtained from the connector's
 * provider: our client secret, their PKCE verifier and nonce (if they used them), the ID token
 * validated as at sign-in. Its state was theirs to check, so none is sent or expected.
 */
export function exchangeCode(connectorId: string, settings: ConnectorSettings, exchange: CodeExchange): Promise<UpstreamProfile> {
  const protocol = settings.protocol === 'oidc' ? oidcProtocol : oauth2Protocol;
  const params: Record<string, string> = { code: exchange.code, ...(exchange.iss ? { iss: exchange.iss } : {}) };
  const session = {
    redirectUri: exchange.redirectUri,
    ...(exchange.codeVerifier ? { codeVerifier: exchange.codeVerifier } : {}),
    ...(exchange.nonce ? { nonce: exchange.nonce } : {}),
  };
  return fromUpstream(connectorId, () => protocol.verifyCallback(settings, session, params));
}

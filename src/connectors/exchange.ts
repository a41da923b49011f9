// The administrator's code exchange: a code their own client obtained, verified as at sign-in.
import type { CodeExchange, ConnectorSettings, UpstreamProfile } from './types.js';
import { bindSocialConnector } from './registry.js';

/**
 * Exchanges an authorization code an administrator's client obtained from the connector's
 * provider: our client secret, their PKCE verifier and nonce (if they used them), the ID token
 * validated as at sign-in. Its state was theirs to check, so none is sent or expected.
 */
export function exchangeCode(settings: ConnectorSettings, exchange: CodeExchange): Promise<UpstreamProfile> {
  const params: Record<string, string> = { code: exchange.code, ...(exchange.iss ? { iss: exchange.iss } : {}) };
  const kept = {
    redirectUri: exchange.redirectUri,
    ...(exchange.codeVerifier ? { codeVerifier: exchange.codeVerifier } : {}),
    ...(exchange.nonce ? { nonce: exchange.nonce } : {}),
  };
  return bindSocialConnector(settings).completeSignIn(params, kept);
}

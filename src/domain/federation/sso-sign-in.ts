// Step 1 of an enterprise sign-in, whatever the connector's protocol: SAML (src/domain/federation/sso-saml.ts)
// or OIDC (src/domain/federation/sso-oidc.ts). Steps 2 and 3 have their own endpoints and one shared take.
import type { Db } from '../../db/database.js';
import type { KeyEncryptionKey } from '../envelope.js';
import type { OutboundPolicy } from '../../net/outbound-urls.js';
import { getSsoConnectorRecord, type SsoEndpoints } from './sso-connectors.js';
import { startOidcSignIn } from './sso-oidc.js';
import { startSamlSignIn } from './sso-saml.js';

export async function startSsoSignIn(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  interactionId: string,
  input: { state?: unknown; redirectUri?: unknown },
): Promise<{ authorizationUri: string; verificationId: string }> {
  const record = await getSsoConnectorRecord(db, connectorId);
  if (record.providerName === 'OIDC') return startOidcSignIn(db, endpoints, kek, outbound, record, interactionId, input);
  return startSamlSignIn(db, endpoints, connectorId, interactionId, input);
}

// The discovery members of self-registration, present only while the instance's settings turn
// it on (RFC 8414 §2 `registration_endpoint`; the client ID metadata document draft's
// `client_id_metadata_document_supported`): a client that finds the member may use it.
import type { Db } from '../db/database.js';
import { clientRegistrationSettings } from '../domain/instance/client-registration/settings.js';

export type DiscoveryExtender = (document: Record<string, unknown>) => Promise<Record<string, unknown>>;

export function registrationDiscovery(db: Db, issuer: string): DiscoveryExtender {
  return async (document) => {
    const settings = await clientRegistrationSettings(db);
    if (!settings.enabled && !settings.clientIdMetadataDocuments) return document;
    return {
      ...document,
      ...(settings.enabled ? { registration_endpoint: `${issuer}/register` } : {}),
      ...(settings.clientIdMetadataDocuments ? { client_id_metadata_document_supported: true } : {}),
    };
  };
}

// What a protocol step is given: the long-lived services, the database handle to use, and who
// sent the request (for audit entries and log lines). The protocol's own, so that nothing in
// oidc/ takes another front's context.
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';

export interface OidcRequestMeta {
  ip: string;
  userAgent: string;
  /** The request id (x-request-id), for log lines written where no request store is current (the token path). */
  id?: string;
}

export interface OidcContext {
  services: Services;
  /** The database handle to use (the pool at the token endpoint). */
  db: Db;
  request: OidcRequestMeta;
}

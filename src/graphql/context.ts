import type { Db } from '../db/database.js';
import type { RestCall } from '../events/record-mutation-events.js';
import type { Services } from '../services.js';

/** Who called the Management API: the verified claims of its Bearer token. */
export interface ManagementAuth {
  sub: string;
  clientId: string;
  scopes: string[];
}

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** The request id (x-request-id), for log lines written where no request store is current. */
  id?: string;
  rest?: RestCall;
}

export interface GraphQLContext {
  services: Services;
  /** The database handle to use: inside a mutation, its transaction. */
  db: Db;
  auth?: ManagementAuth;
  request: RequestMeta;
  /** In a mutation with a step before its transaction (see beforeTransaction): what that step returned. */
  prepared?: unknown;
}

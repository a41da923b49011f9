// Row types of the token exchange trail: since migration 20261127_1601 a view of the audit log
// (the rows whose key is ExchangeTokenBy.TokenExchange), read-only.
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface TokenExchangeEventsTable {
  id: string;
  application_id: string;
  user_id: string | null;
  resource: string | null;
  organization_id: string | null;
  requested_scopes: Json<string[]>;
  granted_scopes: Json<string[] | null> | null;
  actor_subject: string | null;
  result: 'granted' | 'refused';
  error: string | null;
  error_description: string | null;
  issued_jti: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  /** The client the subject token was issued to (migration 20261205_2200). */
  subject_client_id: string | null;
  /** The nested `act` claim of the token asked for or issued (migration 20261205_2200). */
  actor_chain: Json<Record<string, unknown> | null> | null;
}

/** A user's limit on one application acting for them by token exchange (migration 20261205_2200). */
export interface UserAgentLimitsTable {
  user_id: string;
  application_id: string;
  /** The resource indicators the application may reach for the user; empty: none. */
  resources: Json<string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TokenExchangeTables {
  token_exchange_events: TokenExchangeEventsTable;
  user_agent_limits: UserAgentLimitsTable;
}

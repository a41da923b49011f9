// Table types of the token exchange area (migration 0008).
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
}

export interface TokenExchangeTables {
  token_exchange_events: TokenExchangeEventsTable;
}

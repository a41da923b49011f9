// Table types of the applications' ID-token claim mappings (migration 20261204_1402).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface ApplicationIdTokenClaimsTable {
  application_id: string;
  mappings: Json<unknown[]>;
  updated_at: Generated<Date>;
}

export interface ClaimMappingTables {
  application_id_token_claims: ApplicationIdTokenClaimsTable;
}

// Table types of the applications' ID-token claim mappings (migration 20261204_1402) and of the
// email templates (20261204_2101): small settings tables of their own.
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface ApplicationIdTokenClaimsTable {
  application_id: string;
  mappings: Json<unknown[]>;
  updated_at: Generated<Date>;
}

/** Email templates per usage and language (migration 20261204_2101). */
export interface EmailTemplatesTable {
  id: string;
  language_tag: string;
  template_type: string;
  details: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface ClaimMappingTables {
  application_id_token_claims: ApplicationIdTokenClaimsTable;
  email_templates: EmailTemplatesTable;
}

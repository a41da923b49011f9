// Table types of the webhooks area (migration 0005).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export type DeliveryStatus = 'pending' | 'in_flight' | 'succeeded' | 'failed' | 'cancelled';

export interface HooksTable {
  id: string;
  name: string;
  events: Json<string[]>;
  url: string;
  headers: Json<Record<string, string>>;
  enabled: Generated<boolean>;
  signing_key: string;
  previous_signing_key: string | null;
  previous_key_expires_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface HookDeliveriesTable {
  id: string;
  /** The hook of a webhook delivery; null for a back-channel logout (migration 20261204_1307). */
  hook_id: string | null;
  /** The application a back-channel logout goes to; null for a webhook delivery. */
  application_id: ColumnType<string | null, string | null | undefined, string | null>;
  webhook_id: string;
  event: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<DeliveryStatus>;
  attempts: Generated<number>;
  rounds: Generated<number>;
  next_attempt_at: Generated<Date>;
  lease_expires_at: Timestamp | null;
  claim_token: string | null;
  last_error: string | null;
  redelivery_of: string | null;
  created_at: Generated<Date>;
  delivered_at: Timestamp | null;
  /** W3C traceparent of the span that wrote the event (tracing on), for the delivery span's link. */
  trace_parent: string | null;
}

export interface HookDeliveryAttemptsTable {
  id: string;
  delivery_id: string;
  hook_id: string | null;
  application_id: ColumnType<string | null, string | null | undefined, string | null>;
  attempt: number;
  result: 'success' | 'failed';
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string | null;
  error: string | null;
  instance: string | null;
  created_at: Generated<Date>;
}

export interface HookTables {
  hooks: HooksTable;
  hook_deliveries: HookDeliveriesTable;
  hook_delivery_attempts: HookDeliveryAttemptsTable;
}

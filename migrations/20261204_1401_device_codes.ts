// Device authorization requests (RFC 8628): what a device asked for at /oidc/device/auth, waiting
// for a person to enter its user code at /device and approve or deny it. Both codes are kept only
// as SHA-256 digests; the device code is high-entropy, the user code short (a person types it),
// so guessing it is throttled per address in the rules. On approval the request names the grant
// it was given (oidc_grants), which the token endpoint redeems once. `interval_seconds` grows
// when the device polls too fast (§3.5 slow_down); `last_polled_at` is when it last asked.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `create table device_codes (
       id text primary key,
       device_code_digest bytea not null unique,
       user_code_digest bytea not null unique,
       client_id text not null references applications (id) on delete cascade,
       scope text not null,
       resources jsonb not null default '[]',
       status text not null default 'pending' check (status in ('pending', 'approved', 'denied', 'consumed')),
       user_id text references users (id) on delete cascade,
       grant_id text references oidc_grants (id) on delete cascade,
       interval_seconds integer not null,
       last_polled_at timestamptz,
       expires_at timestamptz not null,
       created_at timestamptz not null default now()
     );
     create index device_codes_expires_at on device_codes (expires_at);
     create index device_codes_client_id on device_codes (client_id);`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table device_codes;`);
}

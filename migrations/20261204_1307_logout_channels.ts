// OpenID Connect Back-Channel Logout 1.0 and Front-Channel Logout 1.0: each application's two
// logout addresses and whether it needs the session id (`sid`) with them; and logout
// notifications in the webhook outbox. A back-channel logout is a delivery of the same queue
// (claimed, leased, retried and logged alike), aimed at an application rather than a hook: a row
// names exactly one of the two, and goes with whichever it names when that is deleted.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table applications add column backchannel_logout_uri text;
     alter table applications add column backchannel_logout_session_required boolean not null default false;
     alter table applications add column frontchannel_logout_uri text;
     alter table applications add column frontchannel_logout_session_required boolean not null default false;

     alter table hook_deliveries alter column hook_id drop not null;
     alter table hook_deliveries add column application_id text references applications (id) on delete cascade;
     alter table hook_deliveries add constraint hook_deliveries_one_target
       check ((hook_id is null) <> (application_id is null));
     create index hook_deliveries_application_idx on hook_deliveries (application_id, created_at)
       where application_id is not null;

     alter table hook_delivery_attempts alter column hook_id drop not null;
     alter table hook_delivery_attempts add column application_id text references applications (id) on delete cascade;
     create index hook_delivery_attempts_application_idx on hook_delivery_attempts (application_id, created_at, id)
       where application_id is not null;`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `drop index hook_delivery_attempts_application_idx;
     delete from hook_delivery_attempts where hook_id is null;
     alter table hook_delivery_attempts drop column application_id;
     alter table hook_delivery_attempts alter column hook_id set not null;
     drop index hook_deliveries_application_idx;
     delete from hook_deliveries where hook_id is null;
     alter table hook_deliveries drop constraint hook_deliveries_one_target;
     alter table hook_deliveries drop column application_id;
     alter table hook_deliveries alter column hook_id set not null;
     alter table applications drop column frontchannel_logout_session_required;
     alter table applications drop column frontchannel_logout_uri;
     alter table applications drop column backchannel_logout_session_required;
     alter table applications drop column backchannel_logout_uri;`,
  );
}

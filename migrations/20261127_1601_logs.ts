// One audit log for every kind of entry (sign-in steps, token grants, Management API changes),
// keyed as the compatible product keys its logs. The token exchange trail moves into it: its
// rows are copied with the key ExchangeTokenBy.TokenExchange, the table is dropped, and a view of
// the same name keeps its reads (GraphQL tokenExchangeEvents, GET /api/token-exchange/audit)
// answering from the log, so there is one store.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table logs (
      id text primary key,
      key text not null,
      result text not null check (result in ('Success', 'Error')),
      user_id text,
      application_id text,
      ip text,
      user_agent text,
      error text,
      error_description text,
      payload jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    );
    create index logs_created_idx on logs (created_at, id);
    create index logs_key_idx on logs (key, created_at);
    create index logs_user_idx on logs (user_id, created_at);
    create index logs_application_idx on logs (application_id, created_at);
    create index logs_exchange_resource_idx on logs ((payload->>'resource'), created_at) where key = 'ExchangeTokenBy.TokenExchange';

    insert into logs (id, key, result, user_id, application_id, ip, user_agent, error, error_description, payload, created_at)
    select id, 'ExchangeTokenBy.TokenExchange', case result when 'granted' then 'Success' else 'Error' end,
      user_id, application_id, ip, user_agent, error, error_description,
      jsonb_build_object('resource', resource, 'organizationId', organization_id, 'requestedScopes', requested_scopes,
        'grantedScopes', granted_scopes, 'actorSubject', actor_subject, 'issuedJti', issued_jti),
      created_at
    from token_exchange_events;

    drop table token_exchange_events;

    create view token_exchange_events as
    select id, application_id, user_id,
      payload->>'resource' as resource,
      payload->>'organizationId' as organization_id,
      coalesce(payload->'requestedScopes', '[]'::jsonb) as requested_scopes,
      case when jsonb_typeof(payload->'grantedScopes') = 'array' then payload->'grantedScopes' end as granted_scopes,
      payload->>'actorSubject' as actor_subject,
      case result when 'Success' then 'granted' else 'refused' end as result,
      error, error_description,
      payload->>'issuedJti' as issued_jti,
      ip, user_agent, created_at
    from logs where key = 'ExchangeTokenBy.TokenExchange';
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table token_exchange_events_restored as select * from token_exchange_events;
    drop view token_exchange_events;
    alter table token_exchange_events_restored rename to token_exchange_events;
    alter table token_exchange_events add primary key (id);
    alter table token_exchange_events alter column created_at set default now();
    create index token_exchange_events_created_idx on token_exchange_events (created_at, id);
    create index token_exchange_events_app_idx on token_exchange_events (application_id, created_at);
    create index token_exchange_events_user_idx on token_exchange_events (user_id, created_at);
    create index token_exchange_events_resource_idx on token_exchange_events (resource, created_at);
    drop table logs;
    `,
  );
}

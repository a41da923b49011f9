// Agents acting for users (issue 48 §3). A user may limit, per application (agent), the API
// resources that application may reach by token exchange when it acts for them: one row per
// (user, application), `resources` the allowed indicators (empty: none). No row: no limit of the
// user's. The token exchange trail also names the delegation chain: the view gains the client the
// subject token was issued to and the nested `act` claim of the token (asked for or issued).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table user_agent_limits (
      user_id text not null references users (id) on delete cascade,
      application_id text not null references applications (id) on delete cascade,
      resources jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, application_id)
    );
    create index user_agent_limits_application_idx on user_agent_limits (application_id);

    create or replace view token_exchange_events as
    select id, application_id, user_id,
      payload->>'resource' as resource,
      payload->>'organizationId' as organization_id,
      coalesce(payload->'requestedScopes', '[]'::jsonb) as requested_scopes,
      case when jsonb_typeof(payload->'grantedScopes') = 'array' then payload->'grantedScopes' end as granted_scopes,
      payload->>'actorSubject' as actor_subject,
      case result when 'Success' then 'granted' else 'refused' end as result,
      error, error_description,
      payload->>'issuedJti' as issued_jti,
      ip, user_agent, created_at,
      payload->>'subjectClientId' as subject_client_id,
      case when jsonb_typeof(payload->'actorChain') = 'object' then payload->'actorChain' end as actor_chain
    from logs where key = 'ExchangeTokenBy.TokenExchange';
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop view token_exchange_events;
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
    drop table user_agent_limits;
    `,
  );
}

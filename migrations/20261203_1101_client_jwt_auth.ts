// Client authentication by JWT (RFC 7523 §2.2, OIDC Core §9): each application's registered
// token endpoint authentication method and, for private_key_jwt, its public keys (an inline JWK
// Set or a jwks_uri). Existing rows keep their behaviour: a null method means the default of the
// application's type (a secret for confidential clients, none for public ones). The assertions'
// `jti`s are kept until they expire, so that one cannot be presented twice.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table applications add column token_endpoint_auth_method text;
     alter table applications add column jwks jsonb;
     alter table applications add column jwks_uri text;
     alter table applications add constraint applications_token_endpoint_auth_method_check
       check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'client_secret_jwt', 'private_key_jwt', 'none'));
     create table client_assertion_jtis (
       client_id text not null,
       jti text not null,
       expires_at timestamptz not null,
       primary key (client_id, jti)
     );
     create index client_assertion_jtis_expires_at on client_assertion_jtis (expires_at);`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `drop table client_assertion_jtis;
     alter table applications drop constraint applications_token_endpoint_auth_method_check;
     alter table applications drop column jwks_uri;
     alter table applications drop column jwks;
     alter table applications drop column token_endpoint_auth_method;`,
  );
}

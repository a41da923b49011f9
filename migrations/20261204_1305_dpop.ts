// DPoP (RFC 9449): the proofs' `jti`s, kept per key until the proof is too old to be accepted
// anyway, so that one proof cannot be presented twice on any instance; the key a public client's
// refresh token and an authorization code (`dpop_jkt`, §10) are bound to; the application switch
// that accepts token requests only with a proof; and the API resource switch that accepts only
// DPoP-bound tokens for that resource.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `create table dpop_proof_jtis (
       jkt text not null,
       jti text not null,
       expires_at timestamptz not null,
       primary key (jkt, jti)
     );
     create index dpop_proof_jtis_expires_at on dpop_proof_jtis (expires_at);
     alter table refresh_tokens add column dpop_jkt text;
     alter table authorization_codes add column dpop_jkt text;
     alter table applications add column require_dpop boolean not null default false;
     alter table resources add column dpop_bound_access_tokens_required boolean not null default false;`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table resources drop column dpop_bound_access_tokens_required;
     alter table applications drop column require_dpop;
     alter table authorization_codes drop column dpop_jkt;
     alter table refresh_tokens drop column dpop_jkt;
     drop table dpop_proof_jtis;`,
  );
}

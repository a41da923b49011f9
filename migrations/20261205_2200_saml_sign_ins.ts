// Signing in to SAML applications through the sign-in experience. An interaction may belong to a
// SAML application instead of an OIDC client (saml_application_id; never both), so the sign-in
// pages, MFA and the events run as for an OIDC sign-in. A SAML sign-in in progress (the request
// it answers, the RelayState to send back) waits in saml_sign_ins until the browser is signed in,
// and is taken once. Applications may allow IdP-initiated sign-in (off by default: an
// unsolicited response is what an SP must trust without having asked).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table interactions add column saml_application_id text references saml_applications (id) on delete cascade;
    alter table interactions add constraint interactions_one_requester check (client_id is null or saml_application_id is null);

    alter table saml_applications add column idp_initiated_sign_in boolean not null default false;

    create table saml_sign_ins (
      id text primary key,
      application_id text not null references saml_applications (id) on delete cascade,
      -- the AuthnRequest's ID (the response's InResponseTo); null for an IdP-initiated sign-in
      request_id text,
      relay_state text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index saml_sign_ins_expiry_idx on saml_sign_ins (expires_at);
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop table saml_sign_ins;
    alter table saml_applications drop column idp_initiated_sign_in;
    delete from interactions where saml_application_id is not null;
    alter table interactions drop constraint interactions_one_requester;
    alter table interactions drop column saml_application_id;
    `,
  );
}

// SSO just-in-time provisioning (issue 13): an organization lists the enterprise SSO connectors
// whose users join it when they sign in through one. Both sides cascade: deleting the
// organization or the connector ends the rule, never leaves a dangling id.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    create table organization_jit_sso_connectors (
      organization_id text not null references organizations (id) on delete cascade,
      sso_connector_id text not null references sso_connectors (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (organization_id, sso_connector_id)
    );
    create index organization_jit_sso_connectors_connector_idx on organization_jit_sso_connectors (sso_connector_id);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table organization_jit_sso_connectors;`);
}

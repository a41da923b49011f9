// An enable switch per connector (issue 46 item 8): a disabled social or enterprise SSO connector
// keeps its settings but is not offered on the sign-in page and its callback refuses. Existing
// connectors stay enabled.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table connectors add column enabled boolean not null default true;
     alter table sso_connectors add column enabled boolean not null default true;`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table connectors drop column enabled;
     alter table sso_connectors drop column enabled;`,
  );
}

// Fields the compatible Management API has on directory entities and Tessera lacked:
// - resources.is_default: at most one API resource is the default one (a partial unique index
//   keeps two from being marked at once, whatever the order of concurrent requests);
// - applications.custom_data: free-form JSON an administrator keeps on an application.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table resources add column is_default boolean not null default false;
     create unique index resources_one_default on resources ((true)) where is_default;
     alter table applications add column custom_data jsonb not null default '{}';`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `drop index resources_one_default;
     alter table resources drop column is_default;
     alter table applications drop column custom_data;`,
  );
}

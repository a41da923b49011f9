// Application-level access control for SAML applications too. Their rows live in
// saml_applications, not applications, so the access-control tables can no longer hold a foreign
// key to one parent: the key is dropped, and a trigger on each parent table gives the cascade it
// gave (a deleted application, of either kind, takes its switch and rules with it).
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    alter table application_access_controls drop constraint application_access_controls_application_id_fkey;
    alter table application_access_rules drop constraint application_access_rules_application_id_fkey;
    -- One line: the script is split into statements at a semicolon that ends a line.
    create function forget_application_access() returns trigger language plpgsql as $$ begin delete from application_access_rules where application_id = old.id; delete from application_access_controls where application_id = old.id; return old; end $$;
    create trigger applications_forget_access after delete on applications
      for each row execute function forget_application_access();
    create trigger saml_applications_forget_access after delete on saml_applications
      for each row execute function forget_application_access();
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    drop trigger saml_applications_forget_access on saml_applications;
    drop trigger applications_forget_access on applications;
    drop function forget_application_access();
    delete from application_access_rules where application_id not in (select id from applications);
    delete from application_access_controls where application_id not in (select id from applications);
    alter table application_access_controls add constraint application_access_controls_application_id_fkey
      foreign key (application_id) references applications(id) on delete cascade;
    alter table application_access_rules add constraint application_access_rules_application_id_fkey
      foreign key (application_id) references applications(id) on delete cascade;
  `,
  );
}

// Fields clients typed against the compatible product send and expect on organizations and
// organization roles: an organization's MFA requirement and its sign-in page branding (colour,
// logos, custom CSS), and an organization role's type (roles for users or for machine-to-machine
// applications). Defaults keep every existing row as it behaved.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table organizations add column is_mfa_required boolean not null default false;
     alter table organizations add column color jsonb not null default '{}'::jsonb;
     alter table organizations add column branding jsonb not null default '{}'::jsonb;
     alter table organizations add column custom_css text;
     alter table organization_roles add column type text not null default 'User'
       constraint organization_roles_type_check check (type in ('User', 'MachineToMachine'));`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `alter table organization_roles drop column type;
     alter table organizations drop column custom_css;
     alter table organizations drop column branding;
     alter table organizations drop column color;
     alter table organizations drop column is_mfa_required;`,
  );
}

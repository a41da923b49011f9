// Email templates per usage and language (issue 47 item 7), as the compatible Management API's
// /api/email-templates keeps them: one row per (language tag, template type), its details (subject,
// content, content type, reply-to and sender names) as JSON.
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `create table email_templates (
       id text primary key,
       language_tag text not null,
       template_type text not null,
       details jsonb not null
         constraint email_templates_details_object check (jsonb_typeof(details) = 'object'),
       created_at timestamptz not null default now(),
       constraint email_templates_language_type unique (language_tag, template_type)
     );`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `drop table email_templates;`);
}

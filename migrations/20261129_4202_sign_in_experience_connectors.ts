// Social and enterprise SSO connectors are offered on the sign-in page only once the sign-in
// experience lists them (`socialSignInConnectorTargets`, `singleSignOnEnabled`, as the compatible
// product): a new connector, perhaps with placeholder credentials, no longer appears at once.
// An installation that already has connectors keeps its sign-in page as it was: every existing
// social connector's target is listed (oldest first, the order the page showed them in) and, with
// any enterprise connector, single sign-on stays offered. A new installation starts with neither.
// Values an administrator already set are left alone. The settings are the overrides document of
// src/domain/sign-in/experience-settings.ts (system_settings 'signInExperience').
// Frozen in time: takes Kysely<any>, imports nothing from src/.
import type { Kysely } from 'kysely';
import { execScript } from './exec-script.js';

export async function up(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    insert into system_settings (key, value)
      select 'signInExperience', '{}'::jsonb
      where exists (select 1 from connectors) or exists (select 1 from sso_connectors)
      on conflict (key) do nothing;
    update system_settings
      set value = value || jsonb_build_object('socialSignInConnectorTargets', (select jsonb_agg(target order by created_at, id) from connectors)), updated_at = now()
      where key = 'signInExperience' and (value -> 'socialSignInConnectorTargets') is null and exists (select 1 from connectors);
    update system_settings
      set value = value || '{"singleSignOnEnabled": true}'::jsonb, updated_at = now()
      where key = 'signInExperience' and (value -> 'singleSignOnEnabled') is null and exists (select 1 from sso_connectors);
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(
    db,
    `
    update system_settings set value = value - 'socialSignInConnectorTargets' - 'singleSignOnEnabled', updated_at = now() where key = 'signInExperience';
  `,
  );
}

// Per-application branding (the compatible product's /applications/:id/sign-in-experience), one
// row per application.
import { sql } from 'kysely';
import type { Db } from '../database.js';

export interface ApplicationSignInExperienceRow {
  applicationId: string;
  displayName: string | null;
  color: Record<string, unknown>;
  branding: Record<string, unknown>;
  customCss: string | null;
  termsOfUseUrl: string | null;
  privacyPolicyUrl: string | null;
}

export type ApplicationSignInExperienceWrite = Omit<ApplicationSignInExperienceRow, 'applicationId'>;

const columns = ['application_id', 'display_name', 'color', 'branding', 'custom_css', 'terms_of_use_url', 'privacy_policy_url'] as const;

export async function findApplicationSignInExperience(db: Db, applicationId: string): Promise<ApplicationSignInExperienceRow | undefined> {
  const r = await db.selectFrom('application_sign_in_experiences').select(columns).where('application_id', '=', applicationId).executeTakeFirst();
  return (
    r && {
      applicationId: r.application_id,
      displayName: r.display_name,
      color: r.color,
      branding: r.branding,
      customCss: r.custom_css,
      termsOfUseUrl: r.terms_of_use_url,
      privacyPolicyUrl: r.privacy_policy_url,
    }
  );
}

export async function replaceApplicationSignInExperience(db: Db, applicationId: string, w: ApplicationSignInExperienceWrite): Promise<void> {
  const values = {
    display_name: w.displayName,
    color: JSON.stringify(w.color),
    branding: JSON.stringify(w.branding),
    custom_css: w.customCss,
    terms_of_use_url: w.termsOfUseUrl,
    privacy_policy_url: w.privacyPolicyUrl,
  };
  await db
    .insertInto('application_sign_in_experiences')
    .values({ application_id: applicationId, ...values })
    .onConflict((oc) => oc.column('application_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

// Email templates per (language tag, template type): the compatible /api/email-templates.
import type { Db } from '../database.js';

export interface EmailTemplateRow {
  id: string;
  languageTag: string;
  templateType: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

type Filter = { languageTag?: string | undefined; templateType?: string | undefined };

const columns = ['id', 'language_tag', 'template_type', 'details', 'created_at'] as const;

const toRow = (r: { id: string; language_tag: string; template_type: string; details: Record<string, unknown>; created_at: Date }): EmailTemplateRow => ({
  id: r.id,
  languageTag: r.language_tag,
  templateType: r.template_type,
  details: r.details,
  createdAt: r.created_at,
});

export async function listEmailTemplates(db: Db, filter: Filter): Promise<EmailTemplateRow[]> {
  let query = db.selectFrom('email_templates').select(columns).orderBy('template_type').orderBy('language_tag');
  if (filter.languageTag !== undefined) query = query.where('language_tag', '=', filter.languageTag);
  if (filter.templateType !== undefined) query = query.where('template_type', '=', filter.templateType);
  return (await query.execute()).map(toRow);
}

export async function findEmailTemplate(db: Db, id: string): Promise<EmailTemplateRow | undefined> {
  const row = await db.selectFrom('email_templates').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** Inserts the template, or replaces the details of the one of the same language and type. */
export async function upsertEmailTemplate(db: Db, template: Omit<EmailTemplateRow, 'createdAt'>): Promise<EmailTemplateRow> {
  const row = await db
    .insertInto('email_templates')
    .values({ id: template.id, language_tag: template.languageTag, template_type: template.templateType, details: JSON.stringify(template.details) })
    .onConflict((oc) => oc.columns(['language_tag', 'template_type']).doUpdateSet({ details: JSON.stringify(template.details) }))
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function updateEmailTemplateDetails(db: Db, id: string, details: Record<string, unknown>): Promise<EmailTemplateRow | undefined> {
  const row = await db
    .updateTable('email_templates')
    .set({ details: JSON.stringify(details) })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function deleteEmailTemplateById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('email_templates').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteEmailTemplates(db: Db, filter: Filter): Promise<number> {
  let query = db.deleteFrom('email_templates');
  if (filter.languageTag !== undefined) query = query.where('language_tag', '=', filter.languageTag);
  if (filter.templateType !== undefined) query = query.where('template_type', '=', filter.templateType);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The templates of any of these languages and types (the few a message is chosen from). */
export async function listEmailTemplatesFor(db: Db, languageTags: string[], templateTypes: string[]): Promise<EmailTemplateRow[]> {
  if (!languageTags.length || !templateTypes.length) return [];
  const rows = await db
    .selectFrom('email_templates')
    .select(columns)
    .where('language_tag', 'in', languageTags)
    .where('template_type', 'in', templateTypes)
    .execute();
  return rows.map(toRow);
}

// Email templates per usage and language (issue 47 item 7), in the compatible product's shape
// (/api/email-templates: a language tag, a template type, and details: subject, content, content
// type, reply-to and sender names), and the message a verification code is sent in. A code's
// message is found by its usage and the reader's language, then by the Generic usage, then in the
// sign-in experience's fallback language, then the built-in text; the code is never in a subject
// written by us (a subject shows on a locked phone's screen). A template's `smsContent` (a Tessera
// addition) is the text message of its usage and language.
import { z } from 'zod';
import * as repo from '../../db/repositories/email-templates.js';
import type { Db } from '../../db/database.js';
import { DomainError, invalidInput } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields } from '../input.js';
import { brandedHtml, type MailBrand } from './branded-mail.js';

export const EMAIL_TEMPLATE_TYPES = [
  'SignIn',
  'Register',
  'ForgotPassword',
  'OrganizationInvitation',
  'Generic',
  'UserPermissionValidation',
  'BindNewIdentifier',
  'MfaVerification',
  'BindMfa',
] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

const MAX_TEMPLATES_PER_CALL = 100;

const languageTag = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language tag such as en, fr or zh-CN');

const detailsShape = {
  subject: z.string().trim().min(1).max(256),
  content: z.string().min(1).max(65_536),
  contentType: z.string().max(100).optional(),
  replyTo: z.string().max(256).optional(),
  sendFrom: z.string().max(256).optional(),
  // A Tessera addition: the text message of this usage and language (Twilio's limit is 1600).
  smsContent: z.string().trim().min(1).max(1600).optional(),
};
const details = z.object(detailsShape).strict();
const detailsPatch = z.object(Object.fromEntries(Object.entries(detailsShape).map(([k, v]) => [k, v.optional()]))).strict();

const template = z.object({ languageTag, templateType: z.enum(EMAIL_TEMPLATE_TYPES), details }).strict();

export type EmailTemplateDetails = z.infer<typeof details>;
export type EmailTemplate = repo.EmailTemplateRow;

export interface EmailTemplateFilter {
  languageTag?: string | null | undefined;
  templateType?: string | null | undefined;
}

function parseFilter(filter: EmailTemplateFilter): { languageTag?: string; templateType?: string } {
  const parsed = parseFields(z.object({ languageTag: languageTag.nullish(), templateType: z.enum(EMAIL_TEMPLATE_TYPES).nullish() }), filter);
  return { ...(parsed.languageTag ? { languageTag: parsed.languageTag } : {}), ...(parsed.templateType ? { templateType: parsed.templateType } : {}) };
}

export const listEmailTemplates = (db: Db, filter: EmailTemplateFilter): Promise<EmailTemplate[]> => repo.listEmailTemplates(db, parseFilter(filter));

export async function getEmailTemplate(db: Db, id: string): Promise<EmailTemplate> {
  const found = await repo.findEmailTemplate(db, id);
  if (!found) throw new DomainError('entity.not_exists_with_id', `There is no email template with id "${id}".`, { id });
  return found;
}

/** Creates each template, or replaces the details of the one of its language and type. */
export async function replaceEmailTemplates(db: Db, input: unknown[]): Promise<EmailTemplate[]> {
  if (input.length === 0 || input.length > MAX_TEMPLATES_PER_CALL) {
    throw invalidInput(`templates must list 1 to ${MAX_TEMPLATES_PER_CALL} email templates`, ['templates']);
  }
  const templates = input.map((item, index) => {
    try {
      return parseFields(template, item, ['templates', String(index)]);
    } catch (error) {
      if (error instanceof DomainError) throw new DomainError(error.code, `templates[${index}]: ${error.message}`, error.data, error.field);
      throw error;
    }
  });
  const keys = new Set<string>();
  for (const t of templates) {
    const key = `${t.languageTag}\u0000${t.templateType}`;
    if (keys.has(key)) throw invalidInput(`templates lists ${t.templateType} in ${t.languageTag} twice`, ['templates']);
    keys.add(key);
  }
  const saved: EmailTemplate[] = [];
  for (const t of templates)
    saved.push(await repo.upsertEmailTemplate(db, { id: newId(), languageTag: t.languageTag, templateType: t.templateType, details: t.details }));
  return saved;
}

/** Changes the given fields of a template's details. */
export async function updateEmailTemplateDetails(db: Db, id: string, patch: unknown): Promise<EmailTemplate> {
  const changes = parseFields(detailsPatch, patch, ['details']);
  const current = await getEmailTemplate(db, id);
  const merged = parseFields(details, { ...current.details, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) }, ['details']);
  return (await repo.updateEmailTemplateDetails(db, id, merged))!;
}

export async function deleteEmailTemplate(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteEmailTemplateById(db, id))) await getEmailTemplate(db, id);
}

/** Deletes every template matching the filter (both unset: refused, it would delete them all). */
export async function deleteEmailTemplates(db: Db, filter: EmailTemplateFilter): Promise<number> {
  const parsed = parseFilter(filter);
  if (!parsed.languageTag && !parsed.templateType) throw invalidInput('name a languageTag, a templateType or both', ['languageTag']);
  return repo.deleteEmailTemplates(db, parsed);
}

/** The template type a verification code's purpose is sent with. */
export function templateTypeOfPurpose(purpose: string): EmailTemplateType {
  switch (purpose) {
    case 'sign-in':
    case 'SignIn':
      return 'SignIn';
    case 'sign-up':
    case 'Register':
      return 'Register';
    case 'ForgotPassword':
      return 'ForgotPassword';
    case 'account':
      return 'UserPermissionValidation';
    case 'mfa':
      return 'MfaVerification';
    default:
      return 'Generic';
  }
}

export interface RenderedMessage {
  subject: string;
  text: string;
  /** Set when the template's content type is HTML. */
  html?: string;
  /** The text message, when it differs from `text` (a template's smsContent, or the built-in sentence beside an HTML body). */
  sms?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each `{{ name }}` of `values` filled in (escaped in HTML); other placeholders left as written. */
function fill(text: string, values: Record<string, string>, html: boolean): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const found = Object.hasOwn(values, name) ? values[name] : undefined;
    if (found === undefined) return whole;
    return html ? escapeHtml(found) : found;
  });
}

/** The languages to look a template up in, in order: the reader's, then the fallback. */
const languagesOf = (...tags: Array<string | null | undefined>) => [...new Set(tags.filter((l): l is string => Boolean(l)))];

/**
 * A message written from the template of `type` (or Generic) in the first of `languages` that has
 * one; undefined when none does. `secret` values are left out of the subject (a subject shows on
 * a locked phone's screen), and an HTML template's plain-text part is `plainText`.
 */
async function templatedMessage(
  db: Db,
  options: { type: EmailTemplateType; languages: string[]; values: Record<string, string>; secret: string[]; plainText: string },
): Promise<RenderedMessage | undefined> {
  const types = [options.type, 'Generic'];
  const candidates = await repo.listEmailTemplatesFor(db, options.languages, types);
  const pick = options.languages
    .flatMap((language) => types.map((t) => candidates.find((c) => c.languageTag === language && c.templateType === t)))
    .find(Boolean);
  if (!pick) return undefined;
  const chosen = pick.details as EmailTemplateDetails;
  const html = /html/i.test(chosen.contentType ?? '');
  const content = fill(chosen.content, options.values, html);
  const subjectValues = { ...options.values, ...Object.fromEntries(options.secret.map((name) => [name, ''])) };
  const sms = chosen.smsContent ? fill(chosen.smsContent, options.values, false) : undefined;
  return {
    subject: fill(chosen.subject, subjectValues, false).trim(),
    text: html ? options.plainText : content,
    ...(html ? { html: content } : {}),
    ...(sms ? { sms } : {}),
  };
}

/**
 * The message a verification code goes out in: the template of its usage in the reader's
 * language (or the fallback language), else our own text.
 */
export async function codeMessage(
  db: Db,
  options: {
    purpose: string;
    code: string;
    language?: string | undefined;
    fallbackLanguage: string;
    productName: string;
    /** The sign-in experience's logo and colour for the built-in HTML part (none: text only). */
    brand?: Omit<MailBrand, 'productName'> | undefined;
  },
): Promise<RenderedMessage> {
  const productName = options.productName;
  const values = { code: options.code, productName, 'application.name': productName };
  const templated = await templatedMessage(db, {
    type: templateTypeOfPurpose(options.purpose),
    languages: languagesOf(options.language, options.fallbackLanguage),
    values,
    secret: ['code'],
    plainText: `Your verification code is ${options.code}.`,
  });
  if (templated) return templated;
  const footnote = 'It is valid for 10 minutes. If you did not ask for it, ignore this message.';
  return {
    subject: `${productName}: your verification code`,
    text: `Your ${productName} verification code is ${options.code}. ${footnote}`,
    ...(options.brand
      ? { html: brandedHtml({ productName, ...options.brand }, { lines: [`Your ${productName} verification code is:`], highlight: options.code, footnote }) }
      : {}),
  };
}

export interface InvitationMailValues {
  organizationName: string;
  productName: string;
  brand?: Omit<MailBrand, 'productName'> | undefined;
  expiresAt: Date;
  link?: string | null | undefined;
  code?: string | null | undefined;
}

/**
 * An organization invitation's mail: the OrganizationInvitation template (or Generic) in the
 * language the sender asked for, else the fallback language, else our own text. Placeholders:
 * `{{link}}`, `{{code}}` (never in the subject), `{{organization.name}}`, `{{productName}}`,
 * `{{expiresAt}}`.
 */
export async function invitationMessage(
  db: Db,
  options: InvitationMailValues & { languages: Array<string | null | undefined>; fallbackLanguage: string },
): Promise<RenderedMessage> {
  const expiresAt = options.expiresAt.toISOString();
  const lines = [`You have been invited to join ${options.organizationName} on ${options.productName}.`];
  if (options.link) lines.push('', `Accept the invitation: ${options.link}`);
  if (options.code) lines.push('', `Your invitation code: ${options.code}`);
  lines.push('', `This invitation expires at ${expiresAt}.`);
  const text = lines.join('\n');
  const templated = await templatedMessage(db, {
    type: 'OrganizationInvitation',
    languages: languagesOf(...options.languages, options.fallbackLanguage),
    values: {
      link: options.link ?? '',
      code: options.code ?? '',
      'organization.name': options.organizationName,
      productName: options.productName,
      'application.name': options.productName,
      expiresAt,
    },
    secret: ['code'],
    plainText: text,
  });
  if (templated) return templated;
  const html = options.brand
    ? brandedHtml(
        { productName: options.productName, ...options.brand },
        {
          lines: [lines[0]!],
          ...(options.code ? { highlight: options.code } : {}),
          ...(options.link ? { link: { href: options.link, label: 'Accept the invitation' } } : {}),
          footnote: `This invitation expires at ${expiresAt}.`,
        },
      )
    : undefined;
  return { subject: `Invitation to join ${options.organizationName}`, text, ...(html ? { html } : {}) };
}

// Email templates per usage and language, at the compatible product's paths: GET/PUT/DELETE
// /email-templates (filters languageTag and templateType), GET/DELETE /email-templates/:id and
// PATCH /email-templates/:id/details.
import type { Request } from 'express';
import { parseFields } from '../../domain/input.js';
import { body, type RestRoute } from '../route.js';
import { nonEmptyValue } from './input-shapes.js';

const tag = 'Email templates';
const ERRORS = 'userErrors { code message field data }';
const TEMPLATE = 'id tenantId languageTag templateType details { subject content contentType replyTo sendFrom smsContent } createdAt';

/** The languageTag and templateType filters of the query string (the domain checks their values). */
function filters(req: Request) {
  const one = (name: string) => parseFields(nonEmptyValue(name), req.query[name], [name]);
  return { languageTag: one('languageTag') ?? null, templateType: one('templateType') ?? null };
}

export const emailTemplateRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/email-templates',
    tag,
    summary: 'Email templates, by languageTag and/or templateType',
    operation: `query($languageTag: String, $templateType: EmailTemplateType) {
      emailTemplates(languageTag: $languageTag, templateType: $templateType) { ${TEMPLATE} } }`,
    variables: filters,
    status: 200,
    omitNullMembers: ['details.contentType', 'details.replyTo', 'details.sendFrom', 'details.smsContent'],
    responseType: 'EmailTemplate',
  },
  {
    method: 'PUT',
    path: '/email-templates',
    tag,
    summary: 'Create email templates, or replace the details of those of the same language and type (body: `{ templates: [...] }`)',
    operation: `mutation($templates: [EmailTemplateInput!]!) {
      replaceEmailTemplates(templates: $templates) { emailTemplates { ${TEMPLATE} } ${ERRORS} } }`,
    variables: (req) => ({ templates: body(req).templates }),
    status: 200,
    omitNullMembers: ['details.contentType', 'details.replyTo', 'details.sendFrom', 'details.smsContent'],
    responseType: 'EmailTemplate',
  },
  {
    method: 'DELETE',
    path: '/email-templates',
    tag,
    summary: 'Delete the email templates of a languageTag and/or a templateType',
    operation: `mutation($languageTag: String, $templateType: EmailTemplateType) {
      deleteEmailTemplates(languageTag: $languageTag, templateType: $templateType) { rowCount ${ERRORS} } }`,
    variables: filters,
    status: 200,
    result: { fields: ['rowCount'] },
  },
  {
    method: 'GET',
    path: '/email-templates/:id',
    tag,
    summary: 'One email template',
    operation: `query($id: ID!) { emailTemplate(id: $id) { ${TEMPLATE} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    omitNullMembers: ['details.contentType', 'details.replyTo', 'details.sendFrom', 'details.smsContent'],
    responseType: 'EmailTemplate',
  },
  {
    method: 'DELETE',
    path: '/email-templates/:id',
    tag,
    summary: 'Delete an email template',
    operation: `mutation($id: ID!) { deleteEmailTemplate(id: $id) { rowCount ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'PATCH',
    path: '/email-templates/:id/details',
    tag,
    summary: "Change some fields of an email template's details",
    operation: `mutation($id: ID!, $details: EmailTemplateDetailsPatch!) {
      updateEmailTemplateDetails(id: $id, details: $details) { emailTemplate { ${TEMPLATE} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, details: body(req) }),
    status: 200,
    omitNullMembers: ['details.contentType', 'details.replyTo', 'details.sendFrom', 'details.smsContent'],
    responseType: 'EmailTemplate',
  },
];

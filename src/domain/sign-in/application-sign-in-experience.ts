// Per-application branding (the compatible product's GET/PUT /applications/:id/sign-in-experience):
// the name, logos, colours and legal links an application shows on its sign-in pages. Stored and
// served here; the sign-in pages' own (global) branding is other work and does not read it yet.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/application-sign-in-experiences.js';
import type { ApplicationSignInExperienceRow } from '../../db/repositories/application-sign-in-experiences.js';
import { getApplication } from '../directory/applications.js';
import { invalidInput, notFound } from '../errors.js';
import { checkBranding, checkColor } from '../directory/organizations.js';
import { jsonObject, parseInput } from '../input.js';

export type ApplicationSignInExperience = ApplicationSignInExperienceRow;

const MAX_CSS = 64 * 1024;
const MAX_NAME = 256;

const isHttpUrl = (value: string) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol);
/** A legal link: an http(s) URL of at most 2048 characters; null or '' for none. */
const optionalUrlShape = z
  .string()
  .max(2048)
  .refine((value) => value === '' || isHttpUrl(value))
  .nullable();

function optionalUrl(value: unknown, field: string): string | null {
  return parseInput(optionalUrlShape, value, `${field} must be an http(s) URL or null`, [field]) || null;
}

const objectShape = jsonObject().nullish();

/** The object given (as given), {} for none. */
function objectOrEmpty(value: unknown, field: string): Record<string, unknown> {
  parseInput(objectShape, value, `${field} must be an object`, [field]);
  return (value ?? {}) as Record<string, unknown>;
}

export async function getApplicationSignInExperience(db: Db, applicationId: string): Promise<ApplicationSignInExperience> {
  await getApplication(db, applicationId);
  const found = await repo.findApplicationSignInExperience(db, applicationId);
  if (!found) throw notFound('application sign-in experience', applicationId);
  return found;
}

export interface ApplicationSignInExperienceInput {
  displayName?: unknown;
  color?: unknown;
  branding?: unknown;
  customCss?: unknown;
  termsOfUseUrl?: unknown;
  privacyPolicyUrl?: unknown;
}

/** Replaces the whole record (a field left out is cleared); the legal links must be given, null or a URL. */
export async function replaceApplicationSignInExperience(
  db: Db,
  applicationId: string,
  input: ApplicationSignInExperienceInput,
): Promise<ApplicationSignInExperience> {
  for (const field of ['termsOfUseUrl', 'privacyPolicyUrl'] as const) {
    if (input[field] === undefined) throw invalidInput(`${field} is required (null for none)`, [field]);
  }
  const displayName = parseInput(
    z.string().max(MAX_NAME).nullable(),
    input.displayName ?? null,
    `displayName must be a string of at most ${MAX_NAME} characters, or null`,
    ['displayName'],
  );
  const customCss = parseInput(
    z.string().max(MAX_CSS).nullable(),
    input.customCss ?? null,
    `customCss must be a string of at most ${MAX_CSS} characters, or null`,
    ['customCss'],
  );
  const write = {
    displayName: displayName,
    color: checkColor(objectOrEmpty(input.color, 'color')),
    branding: checkBranding(objectOrEmpty(input.branding, 'branding')),
    customCss: customCss,
    termsOfUseUrl: optionalUrl(input.termsOfUseUrl, 'termsOfUseUrl'),
    privacyPolicyUrl: optionalUrl(input.privacyPolicyUrl, 'privacyPolicyUrl'),
  };
  await getApplication(db, applicationId);
  await repo.replaceApplicationSignInExperience(db, applicationId, write);
  return { applicationId, ...write };
}

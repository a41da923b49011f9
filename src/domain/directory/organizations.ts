// Rules for organizations and their own fields.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/organizations.js';
import type { Organization } from '../../db/repositories/organizations.js';
import { findUserById } from '../../db/repositories/users.js';
import { invalidInput, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields, parseSettings } from '../input.js';
import type { PageRequest } from '../pagination.js';
import { checkName, checkObject } from './organizations-rules.js';
import { withMemberRoles } from './organizations-members.js';
import { getApplication } from './applications.js';

export type { Organization };

export interface OrganizationFields {
  name?: string | null;
  description?: string | null;
  customData?: Record<string, unknown> | null;
  isMfaRequired?: boolean | null;
  color?: Record<string, unknown> | null;
  branding?: Record<string, unknown> | null;
  customCss?: string | null;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const MAX_CSS = 64 * 1024;

const customCss = z.string().max(MAX_CSS, `customCss must be at most ${MAX_CSS} characters`).nullable();

const hexColor = (key: string) => z.string({ error: `color.${key} must be a #rrggbb colour` }).regex(HEX_COLOR, `color.${key} must be a #rrggbb colour`);
const COLOR_SETTINGS = {
  primaryColor: hexColor('primaryColor'),
  isDarkModeEnabled: z.boolean({ error: 'color.isDarkModeEnabled must be a boolean' }),
  darkPrimaryColor: hexColor('darkPrimaryColor'),
};
const httpUrl = (key: string) => {
  const message = `branding.${key} must be an http(s) URL`;
  return z
    .string({ error: message })
    .regex(/^https?:\/\//, message)
    .max(2048, message);
};
const BRANDING_SETTINGS = {
  logoUrl: httpUrl('logoUrl'),
  darkLogoUrl: httpUrl('darkLogoUrl'),
  favicon: httpUrl('favicon'),
  darkFavicon: httpUrl('darkFavicon'),
};

/** Only the keys the compatible product defines, each of its type: these reach sign-in pages. */
export function checkColor(value: Record<string, unknown>): Record<string, unknown> {
  const color = checkObject(value, 'color');
  parseSettings(color, COLOR_SETTINGS, (key) => `color.${key} is not a colour setting`, ['color']);
  return color;
}

export function checkBranding(value: Record<string, unknown>): Record<string, unknown> {
  const branding = checkObject(value, 'branding');
  parseSettings(branding, BRANDING_SETTINGS, (key) => `branding.${key} is not a branding setting`, ['branding']);
  return branding;
}

function toWrite(fields: OrganizationFields): repo.OrganizationWrite {
  const write: repo.OrganizationWrite = {};
  if (fields.name !== undefined) {
    if (fields.name === null) throw invalidInput('name cannot be null', ['name']);
    write.name = checkName(fields.name);
  }
  if (fields.description !== undefined) write.description = fields.description;
  if (fields.customData !== undefined) write.customData = fields.customData === null ? {} : checkObject(fields.customData, 'customData');
  if (fields.isMfaRequired !== undefined) write.isMfaRequired = fields.isMfaRequired ?? false;
  if (fields.color !== undefined) write.color = fields.color === null ? {} : checkColor(fields.color);
  if (fields.branding !== undefined) write.branding = fields.branding === null ? {} : checkBranding(fields.branding);
  if (fields.customCss !== undefined) {
    write.customCss = parseFields(customCss, fields.customCss, ['customCss']);
  }
  return write;
}

export async function getOrganization(db: Db, id: string): Promise<Organization> {
  const organization = await repo.findOrganizationById(db, id);
  if (!organization) throw notFound('organization', id);
  return organization;
}

export function listOrganizations(db: Db, page: PageRequest, search?: string | null) {
  return repo.listOrganizations(db, page, search ?? undefined);
}

/** An unknown user is a 404, like every other route under /users/:userId, not an empty list. */
export async function listUserOrganizations(db: Db, userId: string) {
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
  return withMemberRoles(db, 'user', userId, await repo.listOrganizationsOfUser(db, userId));
}

/** The organizations an application is a member of (an unknown application is a 404). */
export async function listApplicationOrganizations(db: Db, applicationId: string, page: PageRequest) {
  await getApplication(db, applicationId);
  const result = await repo.listOrganizationsOfApplication(db, applicationId, page);
  return { ...result, items: await withMemberRoles(db, 'application', applicationId, result.items) };
}

export async function createOrganization(db: Db, input: OrganizationFields & { name: string }): Promise<Organization> {
  return repo.insertOrganization(db, newId(), { ...toWrite(input), name: input.name });
}

export async function updateOrganization(db: Db, id: string, input: OrganizationFields): Promise<Organization> {
  const organization = await repo.updateOrganizationRow(db, id, toWrite(input));
  if (!organization) throw notFound('organization', id);
  return organization;
}

export async function deleteOrganization(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteOrganizationRow(db, id))) throw notFound('organization', id);
  return id;
}

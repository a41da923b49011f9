// What a user allows the applications (agents) that act for them by token exchange (RFC 8693):
// per application, the API resources it may reach with the user's token. The application's own
// allow-list (`allowedTokenExchangeResources`) bounds what any user's token may become; the
// user's limit narrows that further for them. No limit set: the application's rules alone apply.
// An empty list: the application may not act for the user by token exchange at all.
import type { Db } from '../../db/database.js';
import { findApplicationById } from '../../db/repositories/applications.js';
import { findResourcesByIndicators } from '../../db/repositories/resources.js';
import * as limits from '../../db/repositories/user-agent-limits.js';
import { findUserById } from '../../db/repositories/users.js';
import { z } from 'zod';
import { DomainError, notFound } from '../errors.js';
import { parseFields } from '../input.js';

export type UserAgentLimit = limits.UserAgentLimitRow;

/** At most this many limits per user, and resources per limit: a user has few agents and tools. */
export const MAX_AGENT_LIMITS = 100;
export const MAX_LIMIT_RESOURCES = 100;

const resourcesShape = z
  .array(z.string({ error: 'resources must be a list of resource indicators' }).min(1).max(2048), { error: 'resources must be a list of resource indicators' })
  .max(MAX_LIMIT_RESOURCES, `at most ${MAX_LIMIT_RESOURCES} resources`);

const limitNotFound = (applicationId: string) =>
  new DomainError('user.agent_limit_not_found', `no limit is set for application ${applicationId}`, { applicationId }, ['applicationId']);

async function checkUser(db: Db, userId: string): Promise<void> {
  if (!(await findUserById(db, userId))) throw notFound('user', userId);
}

export async function listAgentLimits(db: Db, userId: string): Promise<UserAgentLimit[]> {
  await checkUser(db, userId);
  return limits.listUserAgentLimits(db, userId);
}

/**
 * Sets (or replaces) the user's limit on one application: `resources` are indicators of API
 * resources that exist and are not the Management API (no exchange reaches it anyway). Run in a
 * transaction; returns the stored limit.
 */
export async function setAgentLimit(db: Db, userId: string, applicationId: string, resources: unknown): Promise<UserAgentLimit> {
  const list = [...new Set(parseFields(resourcesShape, resources, ['resources']))];
  await checkUser(db, userId);
  if (!(await findApplicationById(db, applicationId))) throw notFound('application', applicationId);
  const found = await findResourcesByIndicators(db, list);
  const known = new Set(found.filter((r) => !r.isManagement).map((r) => r.indicator));
  const unknown = list.filter((i) => !known.has(i));
  if (unknown.length > 0) {
    throw new DomainError(
      'user.agent_limit_invalid_resource',
      `not an API resource a token exchange may reach: ${unknown.join(', ')}`,
      { resources: unknown },
      ['resources'],
    );
  }
  const existing = await limits.findUserAgentLimit(db, userId, applicationId);
  if (!existing && (await limits.countUserAgentLimits(db, userId)) >= MAX_AGENT_LIMITS) {
    throw new DomainError('user.agent_limit_exceeded', `a user may set at most ${MAX_AGENT_LIMITS} agent limits`, undefined, ['applicationId']);
  }
  await limits.upsertUserAgentLimit(db, userId, applicationId, list);
  const stored = (await limits.listUserAgentLimits(db, userId)).find((l) => l.applicationId === applicationId);
  return stored!;
}

/** Removes the user's limit on one application (the application's own rules apply again); user.agent_limit_not_found when none. */
export async function removeAgentLimit(db: Db, userId: string, applicationId: string): Promise<string> {
  if (!(await limits.deleteUserAgentLimit(db, userId, applicationId))) throw limitNotFound(applicationId);
  return applicationId;
}

/**
 * Whether a change lets the application reach more than it may now: removing a limit, or
 * replacing it with one that names a resource it does not. Setting a first limit only narrows.
 * The Account API asks for a proof of identity for these (docs/agents.md).
 */
export async function widensAgentLimit(db: Db, userId: string, applicationId: string, resources: unknown | 'remove'): Promise<boolean> {
  const existing = await limits.findUserAgentLimit(db, userId, applicationId);
  if (!existing) return false;
  if (resources === 'remove') return true;
  const now = new Set(existing);
  return Array.isArray(resources) && resources.some((r) => typeof r !== 'string' || !now.has(r));
}

/** The resources the user allows this application to reach by token exchange; undefined when they set no limit. */
export function userAgentLimit(db: Db, userId: string, applicationId: string): Promise<string[] | undefined> {
  return limits.findUserAgentLimit(db, userId, applicationId);
}

/** The user's refusal of the application at this resource, as the exchange's error description; undefined when allowed. */
export function agentLimitRefusal(allowed: readonly string[] | undefined, indicator: string): string | undefined {
  if (!allowed || allowed.includes(indicator)) return undefined;
  return allowed.length === 0
    ? 'the user has not allowed this application to act for them by token exchange'
    : `the user has not allowed this application to act for them at resource ${indicator}`;
}

// The instance's rules for clients that register themselves (issue 48 §2; docs/agents.md): off
// until an operator turns them on through the Management API. Kept as one system setting, read
// on each registration and discovery request (a change applies at once on every instance).
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { getSetting, putSetting } from '../../../db/repositories/settings.js';
import { findResourcesByIndicators, scopesOfResources } from '../../../db/repositories/resources.js';
import { DomainError, invalidInput } from '../../errors.js';
import { parseSettings } from '../../input.js';

const KEY = 'client_registration';

/** The grant types a self-registered client may ask for: those that send a user to /oidc/auth and keep a session. */
export const REGISTRABLE_GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;
export type RegistrableGrantType = (typeof REGISTRABLE_GRANT_TYPES)[number];

export interface ClientRegistrationSettings {
  /** RFC 7591 registration at /oidc/register (and its discovery entry). */
  enabled: boolean;
  /** Client ID metadata documents: an https `client_id` is fetched and describes its client. */
  clientIdMetadataDocuments: boolean;
  /** The grant types a registration may list (RFC 7591 `grant_types`). */
  allowedGrantTypes: RegistrableGrantType[];
  /**
   * The user scopes (openid, profile, email…) a registration may list (RFC 7591 `scope`). The scopes
   * of `allowedResources` may be listed too; a registration without `scope` gets all of them.
   */
  allowedScopes: string[];
  /**
   * The API resources (indicators) a self-registered client may ask tokens for, with their scopes:
   * they become its consent scopes (a self-registered client is third-party: a user consents).
   */
  allowedResources: string[];
  /** A registration must carry an initial access token made through the Management API (RFC 7591 §3). */
  requireInitialAccessToken: boolean;
  /** Registrations accepted from one client address (IPv6: its /64) per hour. */
  registrationsPerHour: number;
}

export const DEFAULT_CLIENT_REGISTRATION_SETTINGS: ClientRegistrationSettings = {
  enabled: false,
  clientIdMetadataDocuments: false,
  allowedGrantTypes: ['authorization_code', 'refresh_token'],
  allowedScopes: ['openid', 'profile', 'email', 'offline_access'],
  allowedResources: [],
  requireInitialAccessToken: false,
  registrationsPerHour: 20,
};

const scopeValue = /^[\x21\x23-\x5B\x5D-\x7E]{1,128}$/;

const fields: Record<keyof ClientRegistrationSettings, z.ZodTypeAny> = {
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  clientIdMetadataDocuments: z.boolean({ error: 'clientIdMetadataDocuments must be true or false' }),
  allowedGrantTypes: z.array(z.enum(REGISTRABLE_GRANT_TYPES, { error: `allowedGrantTypes may list: ${REGISTRABLE_GRANT_TYPES.join(', ')}` }), {
    error: 'allowedGrantTypes must be a list',
  }),
  allowedScopes: z
    .array(z.string().regex(scopeValue, 'each allowed scope is a scope token (RFC 6749 §3.3): printable ASCII without spaces, quotes or backslashes'), {
      error: 'allowedScopes must be a list of scope values',
    })
    .max(100, 'allowedScopes lists at most 100 values'),
  allowedResources: z
    .array(z.string().url('each allowed resource is an API resource indicator (an absolute URI)'), {
      error: 'allowedResources must be a list of resource indicators',
    })
    .max(100, 'allowedResources lists at most 100 values'),
  requireInitialAccessToken: z.boolean({ error: 'requireInitialAccessToken must be true or false' }),
  registrationsPerHour: z
    .number({ error: 'registrationsPerHour must be a number' })
    .int('registrationsPerHour must be a whole number')
    .min(1, 'registrationsPerHour must be at least 1')
    .max(10_000, 'registrationsPerHour must be at most 10000'),
};

export async function clientRegistrationSettings(db: Db): Promise<ClientRegistrationSettings> {
  const stored = await getSetting<Partial<ClientRegistrationSettings>>(db, KEY);
  return { ...DEFAULT_CLIENT_REGISTRATION_SETTINGS, ...(stored ?? {}) };
}

/** One scope of an allowed resource, as a registration may list it and consent names it. */
export interface AllowedResourceScope {
  id: string;
  name: string;
  indicator: string;
}

/** The scopes of the allowed resources that still exist. */
export async function allowedResourceScopes(db: Db, settings: ClientRegistrationSettings): Promise<AllowedResourceScope[]> {
  if (settings.allowedResources.length === 0) return [];
  const resources = (await findResourcesByIndicators(db, settings.allowedResources)).filter((r) => !r.isManagement);
  const scopes = await scopesOfResources(
    db,
    resources.map((r) => r.id),
  );
  return resources.flatMap((r) => (scopes.get(r.id) ?? []).map((s) => ({ id: s.id, name: s.name, indicator: r.indicator })));
}

/**
 * Changes the fields given (absent or null: kept). `internal`: the resources no self-registered
 * client may reach (this server's own APIs, domain/oauth/internal-resources.ts).
 */
export async function updateClientRegistrationSettings(
  db: Db,
  input: Partial<Record<keyof ClientRegistrationSettings, unknown>>,
  internal: ReadonlySet<string>,
): Promise<ClientRegistrationSettings> {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
  parseSettings(given, fields, (key) => `unknown setting: ${key}`, []);
  if (Array.isArray(given.allowedGrantTypes) && given.allowedGrantTypes.length === 0) {
    throw invalidInput('allowedGrantTypes must list at least authorization_code', ['allowedGrantTypes']);
  }
  if (Array.isArray(given.allowedGrantTypes) && !given.allowedGrantTypes.includes('authorization_code')) {
    throw invalidInput('allowedGrantTypes must include authorization_code (refresh_token alone gets no first token)', ['allowedGrantTypes']);
  }
  if (Array.isArray(given.allowedResources)) {
    const asked = [...new Set(given.allowedResources as string[])];
    const found = new Map((await findResourcesByIndicators(db, asked)).map((r) => [r.indicator, r]));
    const bad = asked.filter((i) => !found.has(i) || found.get(i)!.isManagement || internal.has(i));
    if (bad.length) {
      throw new DomainError(
        'client_registration.invalid_allowed_resource',
        `not an API resource a self-registered client may reach (unknown, or one of this server's own APIs): ${bad.join(', ')}`,
        { indicators: bad },
        ['allowedResources'],
      );
    }
  }
  const next = { ...(await clientRegistrationSettings(db)), ...given };
  next.allowedResources = [...new Set(next.allowedResources)];
  next.allowedGrantTypes = [...new Set(next.allowedGrantTypes)];
  next.allowedScopes = [...new Set(next.allowedScopes)];
  await putSetting(db, KEY, next);
  return next;
}

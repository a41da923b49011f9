// The OIDC settings of the compatible product's /api/configs that fit Tessera's model: how long a
// browser sign-in session lasts (`/configs/oidc/session`) and which of the larger, "extended"
// user claims go into ID tokens as well as userinfo (`/configs/id-token`). Both are stored in
// system_settings and read where they act, so a change holds for every instance at the next
// sign-in or token.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { getSetting, putSetting } from '../../db/repositories/settings.js';
import { parseFields } from '../input.js';

const SESSION_KEY = 'oidcSession';
const ID_TOKEN_KEY = 'idTokenConfig';

/** Fourteen days, as the compatible product's default session. */
export const DEFAULT_SESSION_TTL_SECONDS = 14 * 24 * 3600;
/** A session shorter than five minutes would end sign-ins in progress; longer than a year outlives any key rotation policy. */
const MIN_SESSION_TTL_SECONDS = 300;
const MAX_SESSION_TTL_SECONDS = 366 * 24 * 3600;

export interface OidcSessionConfig {
  ttl: number;
}

const sessionPatch = z
  .object(
    {
      ttl: z
        .number({ error: 'ttl must be a number of seconds' })
        .int('ttl must be a whole number of seconds')
        .min(MIN_SESSION_TTL_SECONDS, `ttl must be at least ${MIN_SESSION_TTL_SECONDS} seconds`)
        .max(MAX_SESSION_TTL_SECONDS, `ttl must be at most ${MAX_SESSION_TTL_SECONDS} seconds (366 days)`)
        .optional(),
    },
    { error: 'the body must be an object' },
  )
  .strict();

export async function getOidcSessionConfig(db: Db): Promise<OidcSessionConfig> {
  const stored = await getSetting<Partial<OidcSessionConfig>>(db, SESSION_KEY);
  return { ttl: stored?.ttl ?? DEFAULT_SESSION_TTL_SECONDS };
}

/** Changes the given fields; a new lifetime applies to sessions started from now on. */
export async function updateOidcSessionConfig(db: Db, patch: unknown): Promise<OidcSessionConfig> {
  const change = parseFields(sessionPatch, patch);
  const next = { ...(await getOidcSessionConfig(db)), ...(change.ttl !== undefined ? { ttl: change.ttl } : {}) };
  await putSetting(db, SESSION_KEY, next);
  return next;
}

/** The claims the compatible product calls extended: released by their own scopes, too large or too personal to put everywhere. */
export const EXTENDED_ID_TOKEN_CLAIMS = [
  'custom_data',
  'identities',
  'sso_identities',
  'roles',
  'organizations',
  'organization_data',
  'organization_roles',
] as const;
export type ExtendedIdTokenClaim = (typeof EXTENDED_ID_TOKEN_CLAIMS)[number];

/** What Tessera's ID tokens carried before this was settable: the role and organization lists, not the data. */
export const DEFAULT_ID_TOKEN_CLAIMS: readonly ExtendedIdTokenClaim[] = ['roles', 'organizations', 'organization_roles'];

export interface IdTokenConfig {
  enabledExtendedClaims: ExtendedIdTokenClaim[];
}

const idTokenInput = z
  .object(
    {
      enabledExtendedClaims: z
        .array(z.enum(EXTENDED_ID_TOKEN_CLAIMS, { error: `enabledExtendedClaims lists only ${EXTENDED_ID_TOKEN_CLAIMS.join(', ')}` }), {
          error: 'enabledExtendedClaims must be a list',
        })
        .max(EXTENDED_ID_TOKEN_CLAIMS.length * 2, 'enabledExtendedClaims is too long')
        .optional(),
    },
    { error: 'the body must be an object' },
  )
  .strict();

export async function getIdTokenConfig(db: Db): Promise<IdTokenConfig> {
  const stored = await getSetting<Partial<IdTokenConfig>>(db, ID_TOKEN_KEY);
  return { enabledExtendedClaims: [...(stored?.enabledExtendedClaims ?? DEFAULT_ID_TOKEN_CLAIMS)] };
}

/** Replaces the list (left out: the default list); every granted scope's claims stay at userinfo whatever it says. */
export async function replaceIdTokenConfig(db: Db, input: unknown): Promise<IdTokenConfig> {
  const parsed = parseFields(idTokenInput, input);
  const next = { enabledExtendedClaims: [...new Set(parsed.enabledExtendedClaims ?? DEFAULT_ID_TOKEN_CLAIMS)] };
  await putSetting(db, ID_TOKEN_KEY, next);
  return next;
}
